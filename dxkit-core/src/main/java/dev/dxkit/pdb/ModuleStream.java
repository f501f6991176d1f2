package dev.dxkit.pdb;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A module's symbol stream: u32 signature 4 (C13), the symbol records, C11 lines (unused), then the C13
 * subsections (u32 kind, u32 length, body padded to 4): file checksums 0xf4, lines 0xf2, inlinee lines 0xf6.
 * File references are resolved to paths through {@code /names}.
 */
public record ModuleStream(List<CvSymbol> symbols, List<C13Line> lines, Map<Long, InlineeLine> inlinees,
        Map<Long, String> files) {
    /** An inlined function's first line, from the inlinee lines subsection. */
    public record InlineeLine(long inlinee, String file, int line) {
    }

    static ModuleStream read(Bytes stream, DbiModule m, Names names) {
        ByteReader r = stream.reader("PDB module stream");
        long total = (long) m.symbolBytes() + m.c11Bytes() + m.c13Bytes();
        if (total > r.size() || m.symbolBytes() < 4) {
            throw r.error(0, "expected symbols, C11 and C13 of " + total + " bytes (symbols at least 4), found a stream of " + r.size());
        }
        long sig = r.u32At(0); // CV_SIGNATURE_C13
        if (sig != 4) {
            throw r.error(0, "expected signature 4 (C13), found " + sig);
        }
        List<CvSymbol> symbols = new ArrayList<>();
        int at = 4;
        while (at < m.symbolBytes()) {
            int len = r.u16At(at); // record length, excluding this field
            if (len < 2 || at + 2 + len > m.symbolBytes()) {
                throw r.error(at, "expected a symbol record of 2.." + (m.symbolBytes() - at - 2) + " bytes, found " + len);
            }
            symbols.add(symbol(r, at, len));
            at += 2 + len;
        }
        // C13 subsections
        int c13 = m.symbolBytes() + m.c11Bytes();
        int end = c13 + m.c13Bytes();
        Map<Long, String> files = new HashMap<>();
        List<int[]> lineSections = new ArrayList<>();
        List<int[]> inlineeSections = new ArrayList<>();
        at = c13;
        while (at < end) {
            long kind = r.u32At(at); // subsection kind
            int len = r.countAt(at + 4, end - at - 8, "subsection length");
            int body = at + 8;
            if (kind == 0xf4) {
                int p = body;
                while (p < body + len) {
                    long name = r.u32At(p); // offset of the path in /names
                    int size = r.u8At(p + 4); // checksum size; kind at +5
                    files.put((long) (p - body), names.at(name));
                    p = (p + 6 + size + 3) & ~3;
                }
            } else if (kind == 0xf2) {
                lineSections.add(new int[] {body, len});
            } else if (kind == 0xf6) {
                inlineeSections.add(new int[] {body, len});
            }
            at = (body + len + 3) & ~3;
        }
        List<C13Line> lines = new ArrayList<>();
        for (int[] s : lineSections) {
            lines(r, s[0], s[1], files, lines);
        }
        Map<Long, InlineeLine> inlinees = new HashMap<>();
        for (int[] s : inlineeSections) {
            inlinees(r, s[0], s[1], files, inlinees);
        }
        return new ModuleStream(List.copyOf(symbols), List.copyOf(lines), Map.copyOf(inlinees), Map.copyOf(files));
    }

    private static String file(ByteReader r, int at, Map<Long, String> files) {
        long f = r.u32At(at);
        String s = files.get(f);
        if (s == null) {
            throw r.error(at, "expected a file checksum offset, found 0x" + Long.toHexString(f));
        }
        return s;
    }

    /** A lines subsection: 0x0 code offset, 0x4 segment, 0x6 flags (bit 0: columns), 0x8 code size, then file blocks. */
    private static void lines(ByteReader r, int body, int len, Map<Long, String> files, List<C13Line> out) {
        int flags = r.u16At(body + 6);
        long base = r.u32At(body);
        int p = body + 12;
        int end = body + len;
        while (p < end) {
            String file = file(r, p, files); // file block: 0x0 checksum offset, 0x4 line count, 0x8 block size
            int n = r.countAt(p + 4, (end - p - 12) / 8, "line count");
            int size = r.countAt(p + 8, end - p, "file block size");
            for (int i = 0; i < n; i++) {
                int q = p + 12 + 8 * i; // line: 0x0 offset, 0x4 [23:0] line [30:24] end delta [31] statement
                out.add(new C13Line(base + r.u32At(q), (int) (r.u32At(q + 4) & 0xFFFFFF), file));
            }
            if (size < 12 + 8 * n + ((flags & 1) != 0 ? 4 * n : 0)) {
                throw r.error(p + 8, "expected a file block of at least " + (12 + 8 * n) + " bytes, found " + size);
            }
            p += size;
        }
    }

    /** Inlinee lines: u32 signature (0, or 1 with extra files), then (inlinee, file, line[, count, files]) entries. */
    private static void inlinees(ByteReader r, int body, int len, Map<Long, String> files, Map<Long, InlineeLine> out) {
        long sig = r.u32At(body);
        if (sig > 1) {
            throw r.error(body, "expected inlinee lines signature 0 or 1, found " + sig);
        }
        int p = body + 4;
        int end = body + len;
        while (p < end) {
            long inlinee = r.u32At(p);
            out.put(inlinee, new InlineeLine(inlinee, file(r, p + 4, files), (int) r.u32At(p + 8)));
            p += 12;
            if (sig == 1) {
                int extra = r.countAt(p, (end - p - 4) / 4, "extra file count");
                p += 4 + 4 * extra;
            }
        }
    }

    private static CvSymbol symbol(ByteReader r, int at, int len) {
        int kind = r.u16At(at + 2);
        int end = at + 2 + len;
        return switch (kind) {
            case 0x1110, 0x110f -> new CvSymbol.Procedure(at, r.u32At(at + 8), r.u32At(at + 16), r.i32At(at + 28),
                    r.u32At(at + 32), r.cStringAt(at + 39));
            case 0x114d -> new CvSymbol.InlineSite(at, r.u32At(at + 8), r.u32At(at + 12), r.sliceAt(at + 16, end - at - 16));
            case 0x1103 -> new CvSymbol.Block(at, r.u32At(at + 8));
            case 0x0006, 0x114e, 0x114f -> new CvSymbol.End(at, kind);
            case 0x113e -> new CvSymbol.Local(at, r.i32At(at + 4), r.u16At(at + 8), r.cStringAt(at + 10));
            case 0x1150 -> defRange(r, at, end);
            default -> new CvSymbol.Other(at, kind, r.sliceAt(at + 4, end - at - 4));
        };
    }

    private static CvSymbol.DefRangeHlsl defRange(ByteReader r, int at, int end) {
        int d = at + 4;
        r.require(d, 0x10, "S_DEFRANGE_HLSL");
        int registerType = r.u16At(d); // 0x0 register type
        int indexCount = r.u16At(d + 2) & 3; // 0x2 flags [1:0]
        int idx = end - 4 * indexCount; // indices at the end
        if (idx < d + 0x10 || (idx - d - 0x10) % 4 != 0) {
            throw r.error(at, "expected gaps and " + indexCount + " register indices in " + (end - d) + " bytes");
        }
        List<int[]> gaps = new ArrayList<>();
        for (int g = d + 0x10; g < idx; g += 4) {
            gaps.add(new int[] {r.u16At(g), r.u16At(g + 2)});
        }
        long[] indices = new long[indexCount];
        for (int i = 0; i < indexCount; i++) {
            indices[i] = r.u32At(idx + 4 * i);
        }
        return new CvSymbol.DefRangeHlsl(at, registerType, r.u16At(d + 4), r.u16At(d + 6), r.u32At(d + 8),
                r.u16At(d + 0xE), List.copyOf(gaps), indices);
    }
}
