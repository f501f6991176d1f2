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

    private static int lane(ByteReader r, int at) {
        int v = r.u16At(at);
        return v == 0xFFFF ? -1 : v;
    }
}
