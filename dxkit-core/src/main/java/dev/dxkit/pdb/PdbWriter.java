package dev.dxkit.pdb;

import dev.dxkit.io.Bytes;
import dev.dxkit.msf.MsfWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the program database of an SPDB part (fxc {@code /Zi}) from what a listing shows of it: the source line of
 * instructions and which register component holds which part of which variable from which instruction on. The
 * PDB is the one {@link Pdb} reads and Microsoft's PDB reader (inside {@code D3DDisassemble}) accepts:
 *
 * <pre>
 * stream 1 PDB info      version 20000404, age 1, the named stream map naming /names, the VC140 feature
 * stream 2 TPI           the variables' types (hash values in stream 7)
 * stream 3 DBI           one module: its section contribution, the section map, the source file list, and the
 *                        optional debug header naming the section header stream (8)
 * stream 4 IPI           empty
 * stream 5 /names        the source paths
 * stream 6 the module    S_GPROC32 over the whole program, an S_LOCAL and its S_DEFRANGE_HLSL per location,
 *                        S_END; the C13 file checksums and lines
 * stream 7 TPI hash      each type record's hash, an index offset
 * stream 8 section hdrs  one IMAGE_SECTION_HEADER, "D3DSHDR", the program's bytes
 * </pre>
 *
 * Each location is a variable of its own (an S_LOCAL with one range), so that the locations come back in the order
 * they are given; its type is built from its member path so that a walk of the type from the range's byte offset
 * in the variable names that path ({@code .member}, {@code [n]}, {@code ._mRC}, {@code .x}), the walk the listing's
 * reader does. Offsets are the token stream's bytes.
 */
public final class PdbWriter {
    /** One step of a variable's member path, as a listing names it. */
    public sealed interface Step {
        /** {@code .name}: a member of a structure. */
        record Member(String name) implements Step {
        }

        /** {@code [index]}: an element of an array. */
        record Element(int index) implements Step {
        }

        /** {@code .x} to {@code .w}: a component of a vector (lane 0 to 3). */
        record Component(int lane) implements Step {
        }

        /** {@code ._mRC}: an element of a matrix. */
        record MatrixElement(int row, int column) implements Step {
        }

        /** {@code <unknown HLSL built-in K offset O>}: a scalar HLSL built-in (min16uint …) that has no name. */
        record Builtin(int kind, int offset) implements Step {
        }

        /** The walk ends with "offset overruns length for type": an array whose recorded size the offset passes. */
        record Overrun() implements Step {
        }

        /** The walk ends with "could not get find UDT child": a structure's member that ends before the offset. */
        record NoMember() implements Step {
        }
    }

    /**
     * A register component that holds part of a variable from the instruction at byte {@code start} on.
     *
     * @param registerType the token stream's operand type (0 r#, 1 v#, 2 o#, 3 x#, 16 m#, 25 vicp …)
     * @param indices      the register indices: the register times 16 plus the component times 4 (x# and m#: the
     *                     register alone), then an outer index where there is one; none for vPrim, oDepth
     * @param name         the variable's name
     * @param path         the member path the register's bytes lie at
     * @param start        the byte offset of the first instruction the location holds for
     */
    public record Location(int registerType, long[] indices, String name, List<Step> path, long start) {
        public Location {
            indices = indices.clone();
            path = List.copyOf(path);
        }

        @Override
        public long[] indices() {
            return indices.clone();
        }
    }

    /** The instruction at byte {@code offset} (and the ones after it up to the next line) is line {@code line} of {@code file}. */
    public record Line(long offset, int line, String file) {
    }

    private static final int T_REAL32 = 0x40;
    private static final int T_UINT4 = 0x75;
    private static final int FIRST_TYPE = 0x1000;
    private static final int TPI_BUCKETS = 0x3FFFF;
    /** The characteristics of the one section, the program: code, execute, read. */
    private static final int CODE_SECTION = 0x60000020;

    private static final int STREAM_TPI_HASH = 7;
    private static final int STREAM_SECTION_HEADERS = 8;
    private static final int STREAM_NAMES = 5;
    private static final int STREAM_MODULE = 6;

    private final List<byte[]> types = new ArrayList<>();
    private final Map<List<Step>, Built> built = new HashMap<>();
    private int float4 = -1;
    private int float4x4 = -1;

    private PdbWriter() {
    }

    /** A type and the byte offset in it whose walk names a path, and the type's size. */
    private record Built(int type, int offset, int size) {
    }

    /**
     * The MSF file of the PDB describing the program of {@code programBytes} bytes whose entry point is {@code entry}:
     * {@code locations} in this order (the order the listing names them in) and {@code lines}, sorted by offset.
     */
    public static Bytes write(String entry, int programBytes, List<Location> locations, List<Line> lines) {
        return new PdbWriter().build(entry, programBytes, locations, lines);
    }

    private Bytes build(String entry, int programBytes, List<Location> locations, List<Line> lines) {
        // the source files in the order the lines name them; /names holds their paths after an empty string
        Map<String, Integer> files = new LinkedHashMap<>();
        LeBuffer names = new LeBuffer().u8(0);
        Map<String, Integer> nameOffsets = new LinkedHashMap<>();
        for (Line l : lines) {
            if (!files.containsKey(l.file())) {
                files.put(l.file(), files.size());
                nameOffsets.put(l.file(), names.size());
                names.cString(l.file());
            }
        }
        byte[] module = module(entry, programBytes, locations, lines, files, nameOffsets);
        List<Bytes> streams = new ArrayList<>();
        streams.add(Bytes.EMPTY); // 0: the old directory
        streams.add(info()); // 1
        byte[][] tpi = tpi();
        streams.add(Bytes.wrap(tpi[0])); // 2
        streams.add(dbi(entry, programBytes, module, files)); // 3
        streams.add(ipi()); // 4
        streams.add(stringTable(names.toArray(), nameOffsets)); // 5
        streams.add(Bytes.wrap(module)); // 6
        streams.add(Bytes.wrap(tpi[1])); // 7
        streams.add(sectionHeaders(programBytes)); // 8
        return Bytes.wrap(MsfWriter.write(streams));
    }

    // ---------------------------------------------------------------- types

    /** The type of {@code path} from step {@code from} on, with the offset in it that the walk names the path at. */
    private Built build(List<Step> path, int from) {
        List<Step> key = path.subList(from, path.size());
        Built b = built.get(key);
        if (b == null) {
            b = make(path, from);
            built.put(List.copyOf(key), b);
        }
        return b;
    }

    private Built make(List<Step> path, int from) {
        if (from >= path.size()) {
            return new Built(T_REAL32, 0, 4); // a float: the walk names nothing more
        }
        Step s = path.get(from);
        if (s instanceof Step.Component c) {
            return new Built(float4(), 4 * c.lane(), 16);
        }
        if (s instanceof Step.MatrixElement m) {
            return new Built(float4x4(), 16 * m.column() + 4 * m.row(), 64); // column-major, as fxc writes them
        }
        if (s instanceof Step.Builtin h) {
            int size = h.offset() + 4;
            return new Built(type(rec(0x1517).u32(T_UINT4).u16(h.kind()).u16(0).numeric(size)),
                    h.offset(), size); // LF_HLSL: base type, kind, properties, size
        }
        if (s instanceof Step.Overrun) {
            return new Built(array(T_REAL32, 4, 0), 0, 0); // an array recorded as 0 bytes: every offset overruns it
        }
        if (s instanceof Step.NoMember) {
            // a structure whose only member, a one-float array at 0, ends before the offset 4
            int fields = fieldList(new Field("a", array(T_REAL32, 4, 4), 0));
            return new Built(structure(fields, 1, 8), 4, 8);
        }
        Built inner = build(path, from + 1);
        if (s instanceof Step.Member m) {
            int fields = fieldList(new Field(m.name(), inner.type(), 0));
            return new Built(structure(fields, 1, inner.size()), inner.offset(), inner.size());
        }
        Step.Element e = (Step.Element) s;
        // the stride is the element's size; an element recorded as 0 bytes (an overrun below) is given 4
        int stride = inner.size() == 0 ? 4 : inner.size();
        long size = (long) (e.index() + 1) * stride;
        long offset = (long) e.index() * stride + inner.offset();
        if (size > Integer.MAX_VALUE || offset > 0xFFFF) {
            // out of range: [0]
            return new Built(array(inner.type(), stride, stride), inner.offset(), stride);
        }
        return new Built(array(inner.type(), stride, (int) size), (int) offset, (int) size);
    }

    private int float4() {
        if (float4 < 0) {
            // LF_VECTOR: element type, count, size, name
            float4 = type(rec(0x151b).u32(T_REAL32).u32(4).numeric(16).cString("float4"));
        }
        return float4;
    }

    private int float4x4() {
        if (float4x4 < 0) {
            // LF_MATRIX: element type, rows, columns, major stride, attributes (bit 0 row-major: not), size, name
            float4x4 = type(rec(0x151c).u32(T_REAL32).u32(4).u32(4).u32(16).u8(0).numeric(64)
                    .cString("float4x4"));
        }
        return float4x4;
    }

    /** LF_STRIDED_ARRAY (fxc's arrays): element type, index type (unsigned long), stride, size in bytes, no name. */
    private int array(int element, int stride, int size) {
        return type(rec(0x1516).u32(element).u32(0x22).u32(stride).numeric(size).cString(""));
    }

    /** A member of a structure. */
    private record Field(String name, int type, int offset) {
    }

    /** LF_FIELDLIST of LF_MEMBERs, each public (attributes 3) and padded to 4 bytes. */
    private int fieldList(Field... members) {
        LeBuffer b = rec(0x1203);
        for (Field m : members) {
            b.u16(0x150d).u16(3).u32(m.type()).numeric(m.offset()).cString(m.name()).padRecord();
        }
        return type(b);
    }

    /** A record's start: its length (written by {@link #type}) and kind. */
    private static LeBuffer rec(int kind) {
        return new LeBuffer().u16(0).u16(kind);
    }

    /** LF_STRUCTURE: member count, properties, field list, derived, vshape, size, a name of its own. */
    private int structure(int fields, int count, int size) {
        int index = FIRST_TYPE + types.size();
        return type(rec(0x1505).u16(count).u16(0).u32(fields).u32(0).u32(0).numeric(size)
                .cString("struct" + Integer.toHexString(index)));
    }

    /** Adds the type record {@code r} (from {@link #rec}), padded to 4 bytes, its length set; returns its index. */
    private int type(LeBuffer r) {
        r.padRecord();
        r.putU16(0, r.size() - 2);
        types.add(r.toArray());
        return FIRST_TYPE + types.size() - 1;
    }

    /** The TPI stream and its hash stream. */
    private byte[][] tpi() {
        LeBuffer records = new LeBuffer();
        LeBuffer hash = new LeBuffer();
        for (byte[] t : types) {
            records.bytes(t);
            hash.u32(typeHash(t) % TPI_BUCKETS);
        }
        int values = hash.size();
        hash.u32(FIRST_TYPE).u32(0); // index offsets: the first type at record byte 0
        LeBuffer h = new LeBuffer();
        h.u32(20040203).u32(56).u32(FIRST_TYPE).u32(FIRST_TYPE + types.size()).u32(records.size());
        h.u16(STREAM_TPI_HASH).u16(0xFFFF).u32(4).u32(TPI_BUCKETS); // hash stream, aux stream, key size, buckets
        h.u32(0).u32(values).u32(values).u32(8).u32(values + 8).u32(0); // hash values, index offsets, adjusters
        h.bytes(records);
        return new byte[][] {h.toArray(), hash.toArray()};
    }

    /** The IPI stream: no records, no hash stream. */
    private static Bytes ipi() {
        LeBuffer h = new LeBuffer();
        h.u32(20040203).u32(56).u32(FIRST_TYPE).u32(FIRST_TYPE).u32(0);
        h.u16(0xFFFF).u16(0xFFFF).u32(4).u32(TPI_BUCKETS).u32(0).u32(0).u32(0).u32(0).u32(0).u32(0);
        return h.toBytes();
    }

    /**
     * A type record's hash, as Microsoft's PDB writer computes it: a class, structure, interface, union or enum that is
     * defined here (not a forward reference) hashes its name with {@link #hashStringV1} (a scoped one with a unique
     * name its unique name), and so does an alias (LF_ALIAS, a typedef); any other record, and an anonymous one, hashes
     * to the CRC-32 (initial 0, no final inversion) of its bytes.
     */
    static long typeHash(byte[] rec) {
        int kind = u16(rec, 2);
        if (kind == 0x150a && rec.length > 8) {
            // LF_ALIAS (an HLSL typedef): the aliased type, then the name, which it hashes by
            int end = 8;
            while (end < rec.length && rec[end] != 0) {
                end++;
            }
            return hashStringV1(java.util.Arrays.copyOfRange(rec, 8, end)) & 0xFFFFFFFFL;
        }
        int at = switch (kind) {
            case 0x1504, 0x1505, 0x1519 -> 4 + 16; // count, properties, field list, derived, vshape, then the size
            case 0x1506 -> 4 + 8; // count, properties, field list, then the size
            case 0x1507 -> 4 + 12; // count, properties, underlying type, field list, then the name
            default -> -1;
        };
        if (at > 0 && at + 2 <= rec.length) {
            int props = u16(rec, 6);
            if (kind != 0x1507) {
                at += u16(rec, at) < 0x8000 ? 2 : 6; // the size, a numeric leaf
            }
            int end = at;
            while (end < rec.length && rec[end] != 0) {
                end++;
            }
            byte[] name = java.util.Arrays.copyOfRange(rec, at, Math.min(end, rec.length));
            String n = new String(name, java.nio.charset.StandardCharsets.UTF_8);
            boolean anonymous = n.equals("<unnamed-tag>") || n.equals("__unnamed") || n.endsWith("::<unnamed-tag>")
                    || n.endsWith("::__unnamed");
            boolean forward = (props & 0x80) != 0;
            boolean scoped = (props & 0x100) != 0;
            boolean unique = (props & 0x200) != 0;
            if (!forward && !anonymous && !scoped) {
                return hashStringV1(name) & 0xFFFFFFFFL;
            }
            if (!forward && !anonymous && unique && end + 1 < rec.length) {
                int u = end + 1;
                int ue = u;
                while (ue < rec.length && rec[ue] != 0) {
                    ue++;
                }
                return hashStringV1(java.util.Arrays.copyOfRange(rec, u, ue)) & 0xFFFFFFFFL;
            }
        }
        int crc = 0;
        for (byte x : rec) {
            crc = CRC[(crc ^ x) & 0xFF] ^ (crc >>> 8);
        }
        return crc & 0xFFFFFFFFL;
    }

    private static int u16(byte[] a, int at) {
        return at + 1 < a.length ? (a[at] & 0xFF) | (a[at + 1] & 0xFF) << 8 : 0;
    }

    private static final int[] CRC = new int[256];

    static {
        for (int i = 0; i < 256; i++) {
            int c = i;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? (c >>> 1) ^ 0xEDB88320 : c >>> 1;
            }
            CRC[i] = c;
        }
    }

    /** Microsoft's PDB string hash (version 1): the words xor-ed, then the rest, folded; case-insensitive for ASCII. */
    static int hashStringV1(byte[] s) {
        int r = 0;
        int n = s.length;
        int i = 0;
        for (; i + 4 <= n; i += 4) {
            r ^= (s[i] & 0xFF) | (s[i + 1] & 0xFF) << 8 | (s[i + 2] & 0xFF) << 16 | (s[i + 3] & 0xFF) << 24;
        }
        if (n - i >= 2) {
            r ^= (s[i] & 0xFF) | (s[i + 1] & 0xFF) << 8;
            i += 2;
        }
        if (n - i == 1) {
            r ^= s[i] & 0xFF;
        }
        r |= 0x20202020;
        r ^= r >>> 11;
        return r ^ (r >>> 16);
    }

    // ---------------------------------------------------------------- the module

    private byte[] module(String entry, int programBytes, List<Location> locations, List<Line> lines,
            Map<String, Integer> files, Map<String, Integer> nameOffsets) {
        LeBuffer m = new LeBuffer().u32(4); // CV_SIGNATURE_C13
        // S_COMPILE3: flags (language 0x10 HLSL, and bit 8 as fxc sets it), machine 0x100 (a Direct3D 11 program),
        // front and back end versions as fxc 10.1 writes them, the compiler's name. The language is what makes the
        // reader walk a variable's HLSL types (vectors, matrices)
        int compile = m.size();
        m.u16(0).u16(0x113c).u32(0x110).u16(0x100).u16(10).u16(1).u16(2428).u16(22621).u16(10).u16(1).u16(2428)
                .u16(22621).cString("dxkit").align4();
        m.putU16(compile, m.size() - compile - 2);
        // S_GPROC32 over the whole program: parent, end (patched), next, length, debug start and end, type,
        // offset, segment, flags, name
        int proc = m.size();
        m.u16(0).u16(0x1110).u32(0).u32(0).u32(0).u32(programBytes).u32(0).u32(programBytes).u32(0).u32(0)
                .u16(1).u8(0).cString(entry).align4();
        m.putU16(proc, m.size() - proc - 2);
        String lastName = null;
        int lastType = -1;
        for (Location l : locations) {
            Built b = build(l.path(), 0);
            int offset = b.offset();
            boolean register = l.registerType() == 3 || l.registerType() == 16;
            if (register && offset == 0 && !l.path().isEmpty() && slack(l.path())) {
                offset = 1; // x# and m# from the variable's first byte print the bare name: a byte further in does not
            }
            if (!l.name().equals(lastName) || b.type() != lastType) {
                // a location of the variable before (same name, same type) is one more range of it
                int local = m.size();
                m.u16(0).u16(0x113e).u32(b.type()).u16(0).cString(l.name()).align4(); // S_LOCAL: type, flags, name
                m.putU16(local, m.size() - local - 2);
                lastName = l.name();
                lastType = b.type();
            }
            long[] ix = l.indices;
            long length = Math.max(4, Math.min(0xFFFF, programBytes - l.start()));
            int range = m.size();
            // S_DEFRANGE_HLSL: register type, flags ([1:0] index count, [2] the register holds a member of the
            // variable: without it the reader names the variable alone), offset, size, start, section, length,
            // indices
            int flags = ix.length | (l.path().isEmpty() ? 0 : 4);
            m.u16(0).u16(0x1150).u16(l.registerType()).u16(flags).u16(offset).u16(4).u32(l.start()).u16(1)
                    .u16((int) length);
            for (long x : ix) {
                m.u32(x);
            }
            m.putU16(range, m.size() - range - 2);
        }
        m.putU32(proc + 8, m.size()); // the procedure's end: the S_END
        m.u16(2).u16(0x0006);
        int symbols = m.size();
        // C13 file checksums: a path's /names offset, no checksum; each entry padded to 4
        LeBuffer checksums = new LeBuffer();
        Map<String, Integer> checksumAt = new HashMap<>();
        for (String f : files.keySet()) {
            checksumAt.put(f, checksums.size());
            checksums.u32(nameOffsets.get(f)).u8(0).u8(0).align4();
        }
        m.u32(0xf4).u32(checksums.size()).bytes(checksums);
        // C13 lines: one block per run of lines in one file; each line a statement
        LeBuffer body = new LeBuffer().u32(0).u16(1).u16(0).u32(programBytes);
        for (int i = 0; i < lines.size(); ) {
            int j = i;
            while (j < lines.size() && lines.get(j).file().equals(lines.get(i).file())) {
                j++;
            }
            body.u32(checksumAt.get(lines.get(i).file())).u32(j - i).u32(12 + 8L * (j - i));
            for (int k = i; k < j; k++) {
                body.u32(lines.get(k).offset()).u32(0x80000000L | (lines.get(k).line() & 0xFFFFFF));
            }
            i = j;
        }
        if (!lines.isEmpty()) {
            m.u32(0xf2).u32(body.size()).bytes(body);
        }
        byte[] out = m.toArray();
        symbolBytes = symbols;
        c13Bytes = out.length - symbols;
        return out;
    }

    private int symbolBytes;
    private int c13Bytes;

    /** Whether a byte past the start of the last step's element names the same path (a float, a lane, a matrix element). */
    private static boolean slack(List<Step> path) {
        Step last = path.get(path.size() - 1);
        return last instanceof Step.Member || last instanceof Step.Element || last instanceof Step.Component
                || last instanceof Step.MatrixElement;
    }

    // ---------------------------------------------------------------- PDB info, DBI, /names, section headers

    private static Bytes info() {
        LeBuffer b = new LeBuffer().u32(20000404).u32(0).u32(1); // version, signature, age
        for (int i = 0; i < 4; i++) {
            b.u32(0); // GUID
        }
        // the named stream map: the names, then a hash table of capacity 2 whose bucket is the name's hash
        byte[] name = "/names".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        b.u32(name.length + 1).cString("/names");
        int capacity = 2;
        int bucket = (hashStringV1(name) & 0xFFFF) % capacity;
        b.u32(1).u32(capacity).u32(1).u32(1L << bucket).u32(0); // size, capacity, present words, deleted words
        b.u32(0).u32(STREAM_NAMES); // the name's offset, its stream
        b.u32(0).u32(20140508); // no more name indices; the VC140 feature
        return b.toBytes();
    }

    /** /names: signature, version 1, the strings, then a hash table of their offsets and the string count. */
    private static Bytes stringTable(byte[] strings, Map<String, Integer> offsets) {
        LeBuffer b = new LeBuffer().u32(0xEFFEEFFEL).u32(1).u32(strings.length).bytes(strings);
        int buckets = Math.max(1, offsets.size() * 2);
        long[] table = new long[buckets];
        for (Map.Entry<String, Integer> e : offsets.entrySet()) {
            int h = Integer.remainderUnsigned(hashStringV1(e.getKey().getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                    buckets);
            while (table[h] != 0) {
                h = (h + 1) % buckets;
            }
            table[h] = e.getValue();
        }
        b.u32(buckets);
        for (long t : table) {
            b.u32(t);
        }
        return b.u32(offsets.size()).toBytes();
    }

    private Bytes dbi(String entry, int programBytes, byte[] module, Map<String, Integer> files) {
        // the module's record: section contribution, flags, stream, sizes, file count, names
        LeBuffer mod = new LeBuffer().u32(0);
        sectionContribution(mod, programBytes);
        mod.u16(0).u16(STREAM_MODULE).u32(symbolBytes).u32(0).u32(c13Bytes).u16(files.size()).u16(0).u32(0)
                .u32(0).u32(0).cString(entry).cString("none").align4();
        LeBuffer contributions = new LeBuffer().u32(0xF12EBA2DL); // version 6.0
        sectionContribution(contributions, programBytes);
        // the section map: the program, then the absolute section
        LeBuffer map = new LeBuffer().u16(2).u16(2);
        map.u16(0x0007).u16(0).u16(0).u16(1).u16(0xFFFF).u16(0xFFFF).u32(0).u32(programBytes);
        map.u16(0x0208).u16(0).u16(0).u16(2).u16(0xFFFF).u16(0xFFFF).u32(0).u32(0xFFFFFFFFL);
        // the source files: one module, its files' names
        LeBuffer sources = new LeBuffer().u16(1).u16(Math.min(files.size(), 0xFFFF)).u16(0).u16(files.size());
        LeBuffer fileNames = new LeBuffer();
        for (String f : files.keySet()) {
            sources.u32(fileNames.size());
            fileNames.cString(f);
        }
        sources.bytes(fileNames).align4();
        // the optional debug header: only the section header stream
        LeBuffer debug = new LeBuffer();
        for (int i = 0; i < 11; i++) {
            debug.u16(i == 5 ? STREAM_SECTION_HEADERS : 0xFFFF);
        }
        LeBuffer h = new LeBuffer().u32(0xFFFFFFFFL).u32(19990903).u32(1); // signature, version, age
        h.u16(0xFFFF).u16(0x8E14).u16(0xFFFF).u16(0x6B14).u16(0xFFFF).u16(1); // globals, build, publics, dll, records
        h.u32(mod.size()).u32(contributions.size()).u32(map.size()).u32(sources.size()).u32(0).u32(0)
                .u32(debug.size()).u32(0).u16(0).u16(0).u32(0);
        return h.bytes(mod).bytes(contributions).bytes(map).bytes(sources).bytes(debug).toBytes();
    }

    /** A section contribution: section 1, offset 0, the program's size, code characteristics, module 0. */
    private static void sectionContribution(LeBuffer b, int programBytes) {
        b.u16(1).u16(0).u32(0).u32(programBytes).u32(CODE_SECTION).u16(0).u16(0).u32(0).u32(0);
    }

    /** The one section header: "D3DSHDR", its virtual size the program's bytes, code characteristics. */
    private static Bytes sectionHeaders(int programBytes) {
        LeBuffer b = new LeBuffer().bytes("D3DSHDR".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).u8(0);
        b.u32(programBytes).u32(0).u32(0).u32(0).u32(0).u32(0).u16(0).u16(0).u32(CODE_SECTION);
        return b.toBytes();
    }
}
