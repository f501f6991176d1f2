package dev.dxkit.dxil;

/**
 * DXIL shader kinds (DxilConstants.h {@code DXIL::ShaderKind}): the code is the value of the program
 * header's kind field and of the {@code kDxilShaderKindTag} entry property.
 */
public enum ShaderKind {
    PIXEL(0, "pixel", "ps"), VERTEX(1, "vertex", "vs"), GEOMETRY(2, "geometry", "gs"), HULL(3, "hull", "hs"),
    DOMAIN(4, "domain", "ds"), COMPUTE(5, "compute", "cs"), LIBRARY(6, "library", "lib"),
    RAYGENERATION(7, "raygeneration", null), INTERSECTION(8, "intersection", null), ANYHIT(9, "anyhit", null),
    CLOSESTHIT(10, "closesthit", null), MISS(11, "miss", null), CALLABLE(12, "callable", null),
    MESH(13, "mesh", "ms"), AMPLIFICATION(14, "amplification", "as"), NODE(15, "node", null);

    private static final ShaderKind[] BY_CODE = values();

    /** The number as stored ({@code DXIL::ShaderKind}). */
    public final int code;
    /** The name HLSL's shader attribute uses ({@code [shader("closesthit")]}). */
    public final String label;
    /** The profile prefix ({@code ps} of {@code ps_6_0}), or null for library-only kinds. */
    public final String profile;

    ShaderKind(int code, String label, String profile) {
        this.code = code;
        this.label = label;
        this.profile = profile;
    }

    /** The kind with code {@code code}, or null. */
    public static ShaderKind byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[(int) code] : null;
    }

    /** The kind whose profile prefix is {@code p}, or null. */
    public static ShaderKind byProfile(String p) {
        for (ShaderKind k : BY_CODE) {
            if (p.equals(k.profile)) {
                return k;
            }
        }
        return null;
    }
}
