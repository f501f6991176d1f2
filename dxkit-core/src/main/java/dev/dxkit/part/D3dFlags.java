package dev.dxkit.part;

import java.util.ArrayList;
import java.util.List;

/**
 * The bit-flag words of reflection data with the names d3dcommon.h and d3dcompiler.h give their bits:
 * {@code D3D_SHADER_INPUT_FLAGS}, {@code D3D_SHADER_CBUFFER_FLAGS}, {@code D3D_SHADER_VARIABLE_FLAGS} and the
 * {@code D3DCOMPILE_*} word an RDEF part records.
 */
public final class D3dFlags {
    private static final String[] INPUT = {"USERPACKED", "COMPARISON_SAMPLER", "TEXTURE_COMPONENT_0",
            "TEXTURE_COMPONENT_1", "UNUSED"};
    private static final String[] CBUFFER = {"USERPACKED"};
    private static final String[] VARIABLE = {"USERPACKED", "USED", "INTERFACE_POINTER", "INTERFACE_PARAMETER"};
    private static final String[] COMPILE = {"DEBUG", "SKIP_VALIDATION", "SKIP_OPTIMIZATION", "PACK_MATRIX_ROW_MAJOR",
            "PACK_MATRIX_COLUMN_MAJOR", "PARTIAL_PRECISION", "FORCE_VS_SOFTWARE_NO_OPT", "FORCE_PS_SOFTWARE_NO_OPT",
            "NO_PRESHADER", "AVOID_FLOW_CONTROL", "PREFER_FLOW_CONTROL", "ENABLE_STRICTNESS",
            "ENABLE_BACKWARDS_COMPATIBILITY", "IEEE_STRICTNESS", "OPTIMIZATION_LEVEL0", "OPTIMIZATION_LEVEL3",
            "RESERVED16", "RESERVED17", "WARNINGS_ARE_ERRORS", "RESOURCES_MAY_ALIAS",
            "ENABLE_UNBOUNDED_DESCRIPTOR_TABLES", "ALL_RESOURCES_BOUND", "DEBUG_NAME_FOR_SOURCE",
            "DEBUG_NAME_FOR_BINARY"};

    private D3dFlags() {
    }

    /**
     * A resource binding's {@code D3D_SIF_*} bits.
     *
     * @param v the word as stored
     */
    public static FlagSet input(long v) {
        return FlagSet.of(v, "D3D_SIF_", INPUT);
    }

    /**
     * A constant buffer's {@code D3D_CBF_*} bits.
     *
     * @param v the word as stored
     */
    public static FlagSet cbuffer(long v) {
        return FlagSet.of(v, "D3D_CBF_", CBUFFER);
    }

    /**
     * A variable's {@code D3D_SVF_*} bits.
     *
     * @param v the word as stored
     */
    public static FlagSet variable(long v) {
        return FlagSet.of(v, "D3D_SVF_", VARIABLE);
    }

    /**
     * The {@code D3DCOMPILE_*} word. The optimisation level is two bits: neither is level 1 (the default, no
     * name), 14 alone level 0, both level 2, 15 alone level 3.
     *
     * @param v the word as stored
     */
    public static FlagSet compile(long v) {
        FlagSet f = FlagSet.of(v, "D3DCOMPILE_", COMPILE);
        if ((v & 0xC000) != 0xC000) {
            return f;
        }
        List<String> names = new ArrayList<>(f.names());
        int at = names.indexOf("D3DCOMPILE_OPTIMIZATION_LEVEL0");
        names.remove("D3DCOMPILE_OPTIMIZATION_LEVEL3");
        names.set(at, "D3DCOMPILE_OPTIMIZATION_LEVEL2");
        return new FlagSet(v, names);
    }
}
