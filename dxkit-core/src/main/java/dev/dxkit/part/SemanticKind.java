package dev.dxkit.part;

/**
 * DXIL semantic kinds (DxilConstants.h {@code DXIL::SemanticKind}) with the system-value semantic each stands
 * for. PSV0 stores no name for a system value; readers print the kind's semantic.
 */
public enum SemanticKind {
    ARBITRARY(0, ""), VERTEX_ID(1, "SV_VertexID"), INSTANCE_ID(2, "SV_InstanceID"), POSITION(3, "SV_Position"),
    RENDER_TARGET_ARRAY_INDEX(4, "SV_RenderTargetArrayIndex"), VIEWPORT_ARRAY_INDEX(5, "SV_ViewportArrayIndex"),
    CLIP_DISTANCE(6, "SV_ClipDistance"), CULL_DISTANCE(7, "SV_CullDistance"),
    OUTPUT_CONTROL_POINT_ID(8, "SV_OutputControlPointID"), DOMAIN_LOCATION(9, "SV_DomainLocation"),
    PRIMITIVE_ID(10, "SV_PrimitiveID"), GS_INSTANCE_ID(11, "SV_GSInstanceID"), SAMPLE_INDEX(12, "SV_SampleIndex"),
    IS_FRONT_FACE(13, "SV_IsFrontFace"), COVERAGE(14, "SV_Coverage"), INNER_COVERAGE(15, "SV_InnerCoverage"),
    TARGET(16, "SV_Target"), DEPTH(17, "SV_Depth"), DEPTH_LESS_EQUAL(18, "SV_DepthLessEqual"),
    DEPTH_GREATER_EQUAL(19, "SV_DepthGreaterEqual"), STENCIL_REF(20, "SV_StencilRef"),
    DISPATCH_THREAD_ID(21, "SV_DispatchThreadID"), GROUP_ID(22, "SV_GroupID"), GROUP_INDEX(23, "SV_GroupIndex"),
    GROUP_THREAD_ID(24, "SV_GroupThreadID"), TESS_FACTOR(25, "SV_TessFactor"),
    INSIDE_TESS_FACTOR(26, "SV_InsideTessFactor"), VIEW_ID(27, "SV_ViewID"), BARYCENTRICS(28, "SV_Barycentrics"),
    SHADING_RATE(29, "SV_ShadingRate"), CULL_PRIMITIVE(30, "SV_CullPrimitive"),
    START_VERTEX_LOCATION(31, "SV_StartVertexLocation"), START_INSTANCE_LOCATION(32, "SV_StartInstanceLocation");

    private static final SemanticKind[] BY_CODE = values();

    /** The number as stored in PSV0. */
    public final int code;
    /** The system-value semantic, "" for arbitrary. */
    public final String semantic;

    SemanticKind(int code, String semantic) {
        this.code = code;
        this.semantic = semantic;
    }

    /**
     * The kind with code {@code code}, or null.
     *
     * @param code the number as stored
     */
    public static SemanticKind byCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /** {@return the value's name as a dump shows it (the constant's name)} */
    public String d3dName() {
        return name();
    }

    /**
     * {@code code} with its header name, or without one for a code the header does not define (for dumps).
     *
     * @param code the number as stored
     */
    public static Named named(long code) {
        SemanticKind k = byCode((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, code)));
        return Named.of(k == null ? null : k.d3dName(), code);
    }
}
