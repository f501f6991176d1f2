package dev.dxkit.part;

/**
 * The names d3dcommon.h gives the primitive and tessellator values a program declares and STAT and
 * reflection report: {@code D3D_PRIMITIVE_TOPOLOGY}, {@code D3D_PRIMITIVE}, {@code D3D_TESSELLATOR_OUTPUT_PRIMITIVE},
 * {@code D3D_TESSELLATOR_PARTITIONING} and {@code D3D_TESSELLATOR_DOMAIN}. Null for a value they do not define.
 */
public final class PrimitiveNames {
    private static final String[] TOPOLOGIES = {"UNDEFINED", "POINTLIST", "LINELIST", "LINESTRIP", "TRIANGLELIST",
            "TRIANGLESTRIP"};
    private static final String[] PRIMITIVES = {"UNDEFINED", "POINT", "LINE", "TRIANGLE", null, null, "LINE_ADJ",
            "TRIANGLE_ADJ"};
    private static final String[] OUTPUT_PRIMITIVES = {"UNDEFINED", "POINT", "LINE", "TRIANGLE_CW", "TRIANGLE_CCW"};
    private static final String[] PARTITIONINGS = {"UNDEFINED", "INTEGER", "POW2", "FRACTIONAL_ODD",
            "FRACTIONAL_EVEN"};
    private static final String[] DOMAINS = {"UNDEFINED", "ISOLINE", "TRI", "QUAD"};

    private PrimitiveNames() {
    }

    /**
     * {@return {@code D3D_PRIMITIVE_TOPOLOGY} (a geometry program's output)}
     * @param v the value as stored
     */
    public static String topology(long v) {
        return pick("D3D_PRIMITIVE_TOPOLOGY_", TOPOLOGIES, v);
    }

    /**
     * {@return {@code D3D_PRIMITIVE} (a geometry program's input): points … triangles with adjacency, and patches}
     * @param v the value as stored
     */
    public static String primitive(long v) {
        if (v >= 8 && v <= 39) {
            return "D3D_PRIMITIVE_" + (v - 7) + "_CONTROL_POINT_PATCH";
        }
        return pick("D3D_PRIMITIVE_", PRIMITIVES, v);
    }

    /**
     * {@return the {@code D3D_TESSELLATOR_OUTPUT_*} name of {@code v}, or null}
     * @param v the value as stored
     */
    public static String tessellatorOutputPrimitive(long v) {
        return pick("D3D_TESSELLATOR_OUTPUT_", OUTPUT_PRIMITIVES, v);
    }

    /**
     * {@return the {@code D3D_TESSELLATOR_PARTITIONING_*} name of {@code v}, or null}
     * @param v the value as stored
     */
    public static String partitioning(long v) {
        return pick("D3D_TESSELLATOR_PARTITIONING_", PARTITIONINGS, v);
    }

    /**
     * {@return the {@code D3D_TESSELLATOR_DOMAIN_*} name of {@code v}, or null}
     * @param v the value as stored
     */
    public static String domain(long v) {
        return pick("D3D_TESSELLATOR_DOMAIN_", DOMAINS, v);
    }

    private static String pick(String prefix, String[] names, long v) {
        return v >= 0 && v < names.length && names[(int) v] != null ? prefix + names[(int) v] : null;
    }
}
