package dev.dxkit.part;

import java.util.Optional;

/**
 * The system value of a signature element ({@code D3D_NAME} in d3dcommon.h): its code, the HLSL semantic
 * and the short name D3DDisassemble's SysValue column prints.
 */
public enum SystemValue {
    UNDEFINED(0, "", "NONE"),
    POSITION(1, "SV_Position", "POS"),
    CLIP_DISTANCE(2, "SV_ClipDistance", "CLIPDST"),
    CULL_DISTANCE(3, "SV_CullDistance", "CULLDST"),
    RENDER_TARGET_ARRAY_INDEX(4, "SV_RenderTargetArrayIndex", "RTINDEX"),
    VIEWPORT_ARRAY_INDEX(5, "SV_ViewportArrayIndex", "VPINDEX"),
    VERTEX_ID(6, "SV_VertexID", "VERTID"),
    PRIMITIVE_ID(7, "SV_PrimitiveID", "PRIMID"),
    INSTANCE_ID(8, "SV_InstanceID", "INSTID"),
    IS_FRONT_FACE(9, "SV_IsFrontFace", "FFACE"),
    SAMPLE_INDEX(10, "SV_SampleIndex", "SAMPLE"),
    FINAL_QUAD_EDGE_TESSFACTOR(11, "SV_TessFactor", "QUADEDGE"),
    FINAL_QUAD_INSIDE_TESSFACTOR(12, "SV_InsideTessFactor", "QUADINT"),
    FINAL_TRI_EDGE_TESSFACTOR(13, "SV_TessFactor", "TRIEDGE"),
    FINAL_TRI_INSIDE_TESSFACTOR(14, "SV_InsideTessFactor", "TRIINT"),
    FINAL_LINE_DETAIL_TESSFACTOR(15, "SV_TessFactor", "LINEDET"),
    FINAL_LINE_DENSITY_TESSFACTOR(16, "SV_TessFactor", "LINEDEN"),
    BARYCENTRICS(23, "SV_Barycentrics", "BARYCEN"),
    SHADINGRATE(24, "SV_ShadingRate", "SHDINGRATE"),
    CULLPRIMITIVE(25, "SV_CullPrimitive", "CULLPRIM"),
    TARGET(64, "SV_Target", "TARGET"),
    DEPTH(65, "SV_Depth", "DEPTH"),
    COVERAGE(66, "SV_Coverage", "COVERAGE"),
    DEPTH_GREATER_EQUAL(67, "SV_DepthGreaterEqual", "DEPTHGE"),
    DEPTH_LESS_EQUAL(68, "SV_DepthLessEqual", "DEPTHLE"),
    STENCIL_REF(69, "SV_StencilRef", "STENCILREF"),
    INNER_COVERAGE(70, "SV_InnerCoverage", "INNERCOV");

    private static final SystemValue[] BY_CODE = new SystemValue[71];

    static {
        for (SystemValue v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    /** The {@code D3D_NAME} value. */
    public final int code;
    /** The HLSL semantic that selects it. */
    public final String semantic;
    /** The name in D3DDisassemble's SysValue column. */
    public final String shortName;

    SystemValue(int code, String semantic, String shortName) {
        this.code = code;
        this.semantic = semantic;
        this.shortName = shortName;
    }

    /**
     * The value of {@code code}, or empty for a code d3dcommon.h does not define.
     *
     * @param code the number as stored
     */
    public static Optional<SystemValue> byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? Optional.ofNullable(BY_CODE[(int) code]) : Optional.empty();
    }

    /**
     * The value a pixel program's output register without a number writes: {@code oDepth}, {@code oDepthGE},
     * {@code oDepthLE}, {@code oMask}, {@code oStencilRef}; null for any other register.
     */
    public static SystemValue ofOutputRegister(dev.dxkit.sm4.OperandType register) {
        return switch (register) {
            case OUTPUT_DEPTH -> DEPTH;
            case OUTPUT_DEPTH_GREATER_EQUAL -> DEPTH_GREATER_EQUAL;
            case OUTPUT_DEPTH_LESS_EQUAL -> DEPTH_LESS_EQUAL;
            case OUTPUT_COVERAGE_MASK -> COVERAGE;
            case OUTPUT_STENCIL_REF -> STENCIL_REF;
            default -> null;
        };
    }

    /** {@return the header's name of this value ({@code D3D_NAME_{name}})} */
    public String d3dName() {
        return "D3D_NAME_" + name();
    }

    /**
     * {@code code} with its header name, or without one for a code the header does not define (for dumps).
     *
     * @param code the number as stored
     */
    public static Named named(long code) {
        return Named.of(byCode(code).map(SystemValue::d3dName).orElse(null), code);
    }
}
