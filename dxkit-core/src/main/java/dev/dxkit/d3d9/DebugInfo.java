package dev.dxkit.d3d9;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.List;

/**
 * The debug information fxc /Zi writes into a Direct3D 9 program as a {@code DBUG} comment. Offsets are
 * bytes from the dword after the FourCC; strings are NUL-terminated.
 *
 * <pre>
 * 0x00 main source path   0x04 compiler name   0x08 reserved (0)
 * 0x0C file count         0x10 file table (u32 path offset per file)
 * 0x14 line record count  0x18 line records (8 bytes: u16 line, u16 file or 0xFFFF, u32 token byte offset)
 * 0x1C variable count     0x20 variables (20 bytes: u32 scope, u32 name, u32 type, u32 location count,
 *                                          u32 location table; a location is u32 line record index,
 *                                          u16[4] the variable's component in lanes x..w or 0xFFFF)
 * 0x24 entry point name
 * </pre>
 *
 * @param files      source paths, in file table order
 * @param lines      line records, in stream order
 * @param variables  variables, in table order
 * @param entryPoint the entry point's name
 */
public record DebugInfo(List<String> files, List<LineRecord> lines, List<Variable> variables, String entryPoint) {
    private static final String WHERE = "DBUG";

    /**
     * Copies {@code files}, {@code lines} and {@code variables}, so that the collections it was given cannot change
     * the record.
     *
     * @param files source paths, in file table order
     * @param lines line records, in stream order
     * @param variables variables, in table order
     * @param entryPoint the entry point's name
     */
    public DebugInfo {
        files = List.copyOf(files);
        lines = List.copyOf(lines);
        variables = List.copyOf(variables);
    }

    /** A line record: the source line of the token at byte {@code offset}; {@code file} 0xFFFF for none. */
    public record LineRecord(int line, int file, int offset) {
        /** {@return whether the record names a source file (file 0xFFFF: none)} */
        public boolean hasLine() {
            return file != 0xFFFF;
        }
    }

    /** A variable and where its components are written. {@code scope} is "" for a local or return value. */
    public record Variable(String scope, String name, List<Location> locations) {
        public Variable {
            locations = List.copyOf(locations);
        }
    }

    /** A write of a variable: line record index and the component in each lane (-1 for none). */
    public record Location(int record, int x, int y, int z, int w) {
        /**
         * {@return the component written in lane {@code i} (0 x … 3 w), -1 for none}
         * @param i the lane: 0 x, 1 y, 2 z, 3 w
         */
        public int lane(int i) {
            return switch (i) {
                case 0 -> x;
                case 1 -> y;
                case 2 -> z;
                default -> w;
            };
        }
    }

    /** Reads the information from the bytes after the {@code DBUG} FourCC. */
    public static DebugInfo read(Bytes body) {
        ByteReader r = body.reader(WHERE);
        r.require(0, 0x28, "debug header");
        int fileCount = r.countAt(0x0C, r.size() / 4, "file count");
        int fileTable = Offsets.at(r, 0x10, "file table");
        int lineCount = r.countAt(0x14, r.size() / 8, "line record count");
        int lineTable = Offsets.at(r, 0x18, "line records");
        int varCount = r.countAt(0x1C, r.size() / 20, "variable count");
        int varTable = Offsets.at(r, 0x20, "variables");
        String entry = r.cStringAt(Offsets.at(r, 0x24, "entry point"));
        List<String> files = new ArrayList<>(fileCount);
        r.require(fileTable, fileCount * 4L, "file table");
        for (int i = 0; i < fileCount; i++) {
            files.add(r.cStringAt(Offsets.at(r, fileTable + 4 * i, "path")));
        }
        r.require(lineTable, lineCount * 8L, "line records");
        List<LineRecord> lines = new ArrayList<>(lineCount);
        for (int i = 0; i < lineCount; i++) {
            int at = lineTable + 8 * i;
            lines.add(new LineRecord(r.u16At(at), r.u16At(at + 2), r.i32At(at + 4)));
        }
        r.require(varTable, varCount * 20L, "variables");
        List<Variable> vars = new ArrayList<>(varCount);
        for (int i = 0; i < varCount; i++) {
            int at = varTable + 20 * i;
            int scopeAt = Offsets.at(r, at, "scope");
            String scope = scopeAt == 0 ? "" : r.cStringAt(scopeAt);
            String name = r.cStringAt(Offsets.at(r, at + 4, "name"));
            int locCount = r.countAt(at + 12, r.size() / 12, "location count");
            int locTable = Offsets.at(r, at + 16, "locations");
            r.require(locTable, locCount * 12L, "locations");
            List<Location> locs = new ArrayList<>(locCount);
            for (int j = 0; j < locCount; j++) {
                int l = locTable + 12 * j;
                locs.add(new Location(r.i32At(l), lane(r, l + 4), lane(r, l + 6), lane(r, l + 8), lane(r, l + 10)));
            }
            vars.add(new Variable(scope, name, locs));
        }
        return new DebugInfo(files, lines, vars, entry);
    }

    /**
     * The comment body this information is written as (the {@code DBUG} FourCC first, then the layout
     * {@link #read} reads), {@code compiler} as the compiler name and the first file as the main source path. Each
     * variable gets a float vector type (1 x 4, an array of as many as its largest component needs), which
     * {@code D3DDisassemble} does not print; variables of one type share it. Each string is written once (as fxc
     * shares a scope's name with the entry point's), padded with 0xAB to whole words, as fxc pads them.
     */
    public Bytes encode(String compiler) {
        Writer w = new Writer();
        w.word(FOURCC_DBUG);
        int head = w.size();
        w.zeros(0x28);
        int main = w.string(files.isEmpty() ? "" : files.get(0));
        int[] paths = new int[files.size()];
        for (int i = 0; i < paths.length; i++) {
            paths[i] = i == 0 ? main : w.string(files.get(i));
        }
        int fileTable = w.size();
        for (int p : paths) {
            w.word(p - head);
        }
        int lineTable = w.size();
        for (LineRecord l : lines) {
            w.u16(l.line());
            w.u16(l.file());
            w.word(l.offset());
        }
        int[][] var = new int[variables.size()][];
        java.util.Map<Integer, Integer> types = new java.util.HashMap<>();   // elements -> the type written for them
        for (int i = 0; i < var.length; i++) {
            Variable v = variables.get(i);
            int scope = v.scope().isEmpty() ? head : w.string(v.scope());
            int name = w.string(v.name());
            int largest = 0;
            for (Location l : v.locations()) {
                for (int k = 0; k < 4; k++) {
                    largest = Math.max(largest, l.lane(k));
                }
            }
            Integer shared = types.get(largest / 4 + 1);
            int type = shared != null ? shared : w.size();
            if (shared == null) {
                types.put(largest / 4 + 1, type);
                w.u16(1);                   // class: vector
                w.u16(3);                   // type: float
                w.u16(1);                   // rows
                w.u16(4);                   // columns
                w.u16(largest / 4 + 1);     // elements
                w.u16(0);                   // members
                w.word(0);
            }
            int locations = w.size();
            for (Location l : v.locations()) {
                w.word(l.record());
                for (int k = 0; k < 4; k++) {
                    w.u16(l.lane(k) < 0 ? 0xFFFF : l.lane(k));
                }
            }
            var[i] = new int[] {scope, name, type, v.locations().size(), locations};
        }
        int varTable = w.size();
        for (int[] v : var) {
            w.word(v[0] - head);
            w.word(v[1] - head);
            w.word(v[2] - head);
            w.word(v[3]);
            w.word(v[4] - head);
        }
        int entry = w.string(entryPoint);
        int comp = w.string(compiler);
        int[] header = {main - head, comp - head, 0, files.size(), fileTable - head, lines.size(), lineTable - head,
                variables.size(), varTable - head, entry - head};
        for (int k = 0; k < header.length; k++) {
            w.set(head + 4 * k, header[k]);
        }
        return w.bytes();
    }

    private static final int FOURCC_DBUG = 'D' | 'B' << 8 | 'U' << 16 | 'G' << 24;

    /** A little-endian byte buffer for {@link #encode}. */
    private static final class Writer {
        private final java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        private byte[] patched;

        int size() {
            return out.size();
        }

        void word(int v) {
            u16(v & 0xFFFF);
            u16(v >>> 16);
        }

        void u16(int v) {
            out.write(v);
            out.write(v >>> 8);
        }

        void zeros(int n) {
            out.write(new byte[n], 0, n);
        }

        /** Strings written, by their text: fxc writes each once (a scope and the entry point share theirs). */
        private final java.util.Map<String, Integer> strings = new java.util.HashMap<>();

        /** Writes {@code s} NUL-terminated and padded with 0xAB to a whole word (once); its offset. */
        int string(String s) {
            Integer written = strings.get(s);
            if (written != null) {
                return written;
            }
            int at = out.size();
            strings.put(s, at);
            byte[] b = s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
            out.write(b, 0, b.length);
            out.write(0);
            while (out.size() % 4 != 0) {
                out.write(0xAB);
            }
            return at;
        }

        void set(int at, int v) {
            if (patched == null) {
                patched = out.toByteArray();
            }
            dev.dxkit.io.LittleEndian.putI32(patched, at, v);
        }

        Bytes bytes() {
            return Bytes.wrap(patched != null ? patched : out.toByteArray());
        }
    }

    private static int lane(ByteReader r, int at) {
        int v = r.u16At(at);
        return v == 0xFFFF ? -1 : v;
    }
}
