package dev.dxkit.sm4;

/**
 * Operand types, bits [19:12] of an operand token ({@code D3D10_SB_OPERAND_TYPE_*} and the Shader Model 5
 * additions), with the register name {@code D3DDisassemble} prints. Shader Model 5.1 prints the resource
 * classes in capitals ({@code T0}, {@code S0}, {@code CB0}, {@code U0}).
 */
public enum OperandType {
    TEMP(0, "r", null),
    INPUT(1, "v", null),
    OUTPUT(2, "o", null),
    INDEXABLE_TEMP(3, "x", null),
    IMMEDIATE32(4, "l", null),
    IMMEDIATE64(5, "d", null),
    SAMPLER(6, "s", "S"),
    RESOURCE(7, "t", "T"),
    CONSTANT_BUFFER(8, "cb", "CB"),
    IMMEDIATE_CONSTANT_BUFFER(9, "icb", null),
    LABEL(10, "label", null),
    INPUT_PRIMITIVEID(11, "vPrim", null),
    OUTPUT_DEPTH(12, "oDepth", null),
    NULL(13, "null", null),
    RASTERIZER(14, "rasterizer", null),
    OUTPUT_COVERAGE_MASK(15, "oMask", null),
    STREAM(16, "m", null),
    FUNCTION_BODY(17, "fb", null),
    FUNCTION_TABLE(18, "ft", null),
    INTERFACE(19, "fp", null),
    FUNCTION_INPUT(20, "fi", null),
    FUNCTION_OUTPUT(21, "fo", null),
    OUTPUT_CONTROL_POINT_ID(22, "vOutputControlPointID", null),
    INPUT_FORK_INSTANCE_ID(23, "vForkInstanceID", null),
    INPUT_JOIN_INSTANCE_ID(24, "vJoinInstanceID", null),
    INPUT_CONTROL_POINT(25, "vicp", null),
    OUTPUT_CONTROL_POINT(26, "vocp", null),
    INPUT_PATCH_CONSTANT(27, "vpc", null),
    INPUT_DOMAIN_POINT(28, "vDomain", null),
    THIS_POINTER(29, "this", null),
    UNORDERED_ACCESS_VIEW(30, "u", "U"),
    THREAD_GROUP_SHARED_MEMORY(31, "g", null),
    INPUT_THREAD_ID(32, "vThreadID", null),
    INPUT_THREAD_GROUP_ID(33, "vThreadGroupID", null),
    INPUT_THREAD_ID_IN_GROUP(34, "vThreadIDInGroup", null),
    INPUT_COVERAGE_MASK(35, "vCoverage", null),
    INPUT_THREAD_ID_IN_GROUP_FLATTENED(36, "vThreadIDInGroupFlattened", null),
    INPUT_GS_INSTANCE_ID(37, "vGSInstanceID", null),
    OUTPUT_DEPTH_GREATER_EQUAL(38, "oDepthGE", null),
    OUTPUT_DEPTH_LESS_EQUAL(39, "oDepthLE", null),
    CYCLE_COUNTER(40, "vCycleCounter", null),
    OUTPUT_STENCIL_REF(41, "oStencilRef", null),
    INNER_COVERAGE(42, "vInnerCoverage", null);

    private static final OperandType[] BY_CODE = values();

    private final int code;
    private final String name50;
    private final String name51;

    OperandType(int code, String name50, String name51) {
        this.code = code;
        this.name50 = name50;
        this.name51 = name51 == null ? name50 : name51;
    }

    /** The type numbered {@code code}, or {@code null}. */
    public static OperandType lookup(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /** {@return the type's number in bits [19:12] of an operand token} */
    public int code() {
        return code;
    }

    /** The register name as printed for a program of Shader Model 5.0 or older ({@code sm51} false) or 5.1. */
    public String registerName(boolean sm51) {
        return sm51 ? name51 : name50;
    }

    /** {@return true for the register classes Shader Model 5.1 addresses by range id (t, s, cb, u)} */
    public boolean isRangeClass() {
        return this == SAMPLER || this == RESOURCE || this == CONSTANT_BUFFER || this == UNORDERED_ACCESS_VIEW;
    }
}
