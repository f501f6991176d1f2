package dev.dxkit.census;

import java.util.Map;

/**
 * One program the census read, for {@code census --list}: a row that lets a researcher find the programs
 * behind a number.
 *
 * @param path         the file as the census names it ({@code FILE@0xOFFSET} for a carved program,
 *                     {@code ARCHIVE!/MEMBER} for an archive's member)
 * @param group        its group
 * @param sha256       the program's bytes' sha256, lower-case hex
 * @param kind         the {@code kinds} key counted for it
 * @param target       the {@code targets} key, empty when it has none
 * @param partSet      the {@code partSets} key, empty for a Direct3D 9 program
 * @param digest       the {@code digests} key ({@code ok}, {@code zero}, {@code mismatch}), empty for a Direct3D 9
 *                     program
 * @param size         the program's bytes
 * @param instructions its Shader Model 4/5 or Direct3D 9 instructions (declarations not counted), -1 when its
 *                     code is no token stream (DXIL, or no program)
 * @param dxOpCalls    its {@code dx.op} calls for a DXIL program, -1 otherwise
 */
public record ProgramEntry(String path, String group, String sha256, String kind, String target, String partSet,
                           String digest, long size, long instructions, long dxOpCalls)
        implements java.io.Serializable {

    /** The row of a program counted into {@code t} (a tally of this program alone). */
    static ProgramEntry of(String path, String group, String sha256, long size, Tally t, long d3d9Instructions) {
        long instructions = t.get(Measure.SM4_PROGRAMS) > 0 ? t.get(Measure.SM4_INSTRUCTIONS) : d3d9Instructions;
        long calls = t.get(Measure.DXIL_PROGRAMS) > 0 ? t.get(Measure.DX_OP_CALLS) : -1;
        return new ProgramEntry(path, group, sha256, only(t, Table.KINDS), only(t, Table.TARGETS),
                only(t, Table.PART_SETS), only(t, Table.DIGESTS), size, instructions, calls);
    }

    /** The one key {@code t} counted in {@code table}, empty when none. */
    private static String only(Tally t, Table table) {
        for (Map.Entry<String, Long> e : t.table(table).byKey().entrySet()) {
            return e.getKey();
        }
        return "";
    }
}
