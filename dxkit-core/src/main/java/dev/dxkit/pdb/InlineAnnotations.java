package dev.dxkit.pdb;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The binary annotations of an S_INLINESITE, run into rows of (code offset, length, line, file). Operands are
 * compressed unsigned integers (one byte below 0x80, two bytes 10xxxxxx, four bytes 110xxxxx); line offsets
 * are signed, the sign in bit 0. Ops: 1 code offset, 2 code offset base, 3 change code offset, 4 change code
 * length, 5 change file, 6 change line offset, 7 line end delta, 8 range kind, 9 column start, 10 column end
 * delta, 11 code offset and line offset (code in [3:0], signed line above), 12 code length and code offset,
 * 13 column end.
 */
public final class InlineAnnotations {
    private InlineAnnotations() {
    }

    /**
     * The rows of {@code site}, starting from its inlinee's first line; code offsets count from the enclosing
     * function's code offset {@code base}, and the rows are made absolute.
     */
    public static List<InlineRow> rows(CvSymbol.InlineSite site, ModuleStream m, long base) {
        ModuleStream.InlineeLine start = m.inlinees().get(site.inlinee());
        if (start == null) {
            throw new dev.dxkit.io.DxFormatException("PDB module stream", site.at(), "expected inlinee lines for id 0x"
                    + Long.toHexString(site.inlinee()) + ", found none");
        }
        Bytes a = site.annotations();
        ByteReader r = a.reader("S_INLINESITE annotations");
        List<long[]> raw = new ArrayList<>(); // offset, length (-1 unknown), line, file index
        List<String> files = new ArrayList<>();
        files.add(start.file());
        long offset = 0;
        int line = start.line();
        int file = 0;
        int[] at = {0};
        while (at[0] < a.size()) {
            int op = (int) compressed(r, at);
            switch (op) {
                case 0 -> at[0] = a.size(); // padding
                case 1 -> offset = compressed(r, at) - base; // the code offset op is absolute, not from the function
                case 2, 7, 9, 10, 13 -> compressed(r, at); // no effect on rows
                case 8 -> {
                    // fxc repeats the rows after a range kind change, finer and from another base; D3DDisassemble
                    // takes the lines from the first range only (observed: the rows after it would give lines its
                    // listings do not print)
                    compressed(r, at);
                    at[0] = a.size();
                }
                case 3 -> {
                    offset += compressed(r, at);
                    raw.add(new long[] {offset, -1, line, file});
                }
                case 4 -> {
                    long len = compressed(r, at);
                    if (!raw.isEmpty()) {
                        raw.get(raw.size() - 1)[1] = len;
                    }
                    offset += len; // the length moves the offset past the row it ends
                }
                case 5 -> {
                    long f = compressed(r, at);
                    String path = m.files().get(f);
                    if (path == null) {
                        throw r.error(at[0], "expected a file checksum offset, found 0x" + Long.toHexString(f));
                    }
                    files.add(path);
                    file = files.size() - 1;
                }
                case 6 -> line += signed(compressed(r, at));
                case 11 -> {
                    long v = compressed(r, at);
                    offset += v & 0xF;
                    line += signed(v >>> 4);
                    raw.add(new long[] {offset, -1, line, file});
                }
                case 12 -> {
                    long len = compressed(r, at);
                    offset += compressed(r, at); // the offset is not moved past the row
                    raw.add(new long[] {offset, len, line, file});
                }
                default -> throw r.error(at[0] - 1, "expected a binary annotation op 0..13, found " + op);
            }
        }
        List<InlineRow> rows = new ArrayList<>(raw.size());
        for (int i = 0; i < raw.size(); i++) {
            long[] x = raw.get(i);
            long len = x[1] >= 0 ? x[1] : i + 1 < raw.size() ? Math.max(0, raw.get(i + 1)[0] - x[0]) : 0;
            rows.add(new InlineRow(base + x[0], len, (int) x[2], files.get((int) x[3])));
        }
        return List.copyOf(rows);
    }

    private static long compressed(ByteReader r, int[] at) {
        int b = r.u8At(at[0]);
        if ((b & 0x80) == 0) {
            at[0] += 1;
            return b;
        }
        if ((b & 0xC0) == 0x80) {
            long v = ((b & 0x3F) << 8) | r.u8At(at[0] + 1);
            at[0] += 2;
            return v;
        }
        if ((b & 0xE0) == 0xC0) {
            long v = ((long) (b & 0x1F) << 24) | (r.u8At(at[0] + 1) << 16) | (r.u8At(at[0] + 2) << 8) | r.u8At(at[0] + 3);
            at[0] += 4;
            return v;
        }
        throw r.error(at[0], "expected a compressed integer, found 0x" + Integer.toHexString(b));
    }

    private static int signed(long v) {
        return (v & 1) != 0 ? (int) -(v >>> 1) : (int) (v >>> 1);
    }
}
