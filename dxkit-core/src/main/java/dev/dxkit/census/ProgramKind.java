package dev.dxkit.census;

import java.util.Optional;

/**
 * What a program is for: the pipeline stage (or library) named by the program type of a Shader Model 4/5
 * version token, the shader kind of a DXIL program header, or the version token of a Direct3D 9 program.
 *
 * <p>The DXBC codes are the program type in bits [31:16] of the SHDR/SHEX version token (0 pixel to 5
 * compute). The DXIL codes are DXIL's shader kind in bits [31:16] of the DXIL part's program header: 0 to 5
 * as DXBC, 6 library, 7 to 12 the ray-tracing kinds, 13 mesh, 14 amplification, 15 node. A ray-tracing kind
 * names an entry function in a library, which is how {@code RDAT} and the DXIL metadata classify them.
 */
public enum ProgramKind {
    PIXEL("pixel", "ps", 0, 0),
    VERTEX("vertex", "vs", 1, 1),
    GEOMETRY("geometry", "gs", 2, 2),
    HULL("hull", "hs", 3, 3),
    DOMAIN("domain", "ds", 4, 4),
    COMPUTE("compute", "cs", 5, 5),
    LIBRARY("library", "lib", -1, 6),
    RAY_GENERATION("raygeneration", "raygeneration", -1, 7),
    INTERSECTION("intersection", "intersection", -1, 8),
    ANY_HIT("anyhit", "anyhit", -1, 9),
    CLOSEST_HIT("closesthit", "closesthit", -1, 10),
    MISS("miss", "miss", -1, 11),
    CALLABLE("callable", "callable", -1, 12),
    MESH("mesh", "ms", -1, 13),
    AMPLIFICATION("amplification", "as", -1, 14),
    NODE("node", "node", -1, 15),
    /** A Direct3D 9 vertex program (version token 0xFFFE0xxx). */
    D3D9_VERTEX("d3d9 vertex", "vs", -1, -1),
    /** A Direct3D 9 pixel program (version token 0xFFFF0xxx). */
    D3D9_PIXEL("d3d9 pixel", "ps", -1, -1);

    private static final ProgramKind[] BY_DXBC = new ProgramKind[6];
    private static final ProgramKind[] BY_DXIL = new ProgramKind[16];

    static {
        for (ProgramKind k : values()) {
            if (k.dxbcCode >= 0) {
                BY_DXBC[k.dxbcCode] = k;
            }
            if (k.dxilCode >= 0) {
                BY_DXIL[k.dxilCode] = k;
            }
        }
    }

    private final String label;
    private final String prefix;
    private final int dxbcCode;
    private final int dxilCode;

    ProgramKind(String label, String prefix, int dxbcCode, int dxilCode) {
        this.label = label;
        this.prefix = prefix;
        this.dxbcCode = dxbcCode;
        this.dxilCode = dxilCode;
    }

    /** {@return the name the census prints ("pixel", "closesthit", "d3d9 vertex")} */
    public String label() {
        return label;
    }

    /** {@return the target prefix compilers use ("ps" in ps_5_0, "lib" in lib_6_3)} */
    public String prefix() {
        return prefix;
    }

    /** The kind for the program type of a Shader Model 4/5 version token, empty for an unknown type. */
    public static Optional<ProgramKind> byDxbcCode(int code) {
        return code >= 0 && code < BY_DXBC.length ? Optional.of(BY_DXBC[code]) : Optional.empty();
    }

    /** The kind for a DXIL shader kind, empty for an unknown one. */
    public static Optional<ProgramKind> byDxilCode(int code) {
        return code >= 0 && code < BY_DXIL.length ? Optional.ofNullable(BY_DXIL[code]) : Optional.empty();
    }
}
