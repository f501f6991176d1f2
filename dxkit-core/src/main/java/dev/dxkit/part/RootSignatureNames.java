package dev.dxkit.part;

import java.util.Locale;

/**
 * The names d3d12.h gives the values of a serialized root signature (RTS0): parameter types, shader
 * visibilities, descriptor range types, filters, texture address modes, comparison functions, static border
 * colours and the four flag words. An undefined value keeps its number. ({@code dev.dxkit.rootsig} spells
 * the same values in the HLSL root-signature language.)
 */
public final class RootSignatureNames {
    private static final String[] PARAMETER_TYPES = {"DESCRIPTOR_TABLE", "32BIT_CONSTANTS", "CBV", "SRV", "UAV"};
    private static final String[] VISIBILITIES = {"ALL", "VERTEX", "HULL", "DOMAIN", "GEOMETRY", "PIXEL",
            "AMPLIFICATION", "MESH"};
    private static final String[] RANGE_TYPES = {"SRV", "UAV", "CBV", "SAMPLER"};
    private static final String[] ADDRESS_MODES = {null, "WRAP", "MIRROR", "CLAMP", "BORDER", "MIRROR_ONCE"};
    private static final String[] COMPARISONS = {"NONE", "NEVER", "LESS", "EQUAL", "LESS_EQUAL", "GREATER",
            "NOT_EQUAL", "GREATER_EQUAL", "ALWAYS"};
    private static final String[] BORDERS = {"TRANSPARENT_BLACK", "OPAQUE_BLACK", "OPAQUE_WHITE", "OPAQUE_BLACK_UINT",
            "OPAQUE_WHITE_UINT"};
    private static final String[] ROOT_FLAGS = {"ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT", "DENY_VERTEX_SHADER_ROOT_ACCESS",
            "DENY_HULL_SHADER_ROOT_ACCESS", "DENY_DOMAIN_SHADER_ROOT_ACCESS", "DENY_GEOMETRY_SHADER_ROOT_ACCESS",
            "DENY_PIXEL_SHADER_ROOT_ACCESS", "ALLOW_STREAM_OUTPUT", "LOCAL_ROOT_SIGNATURE",
            "DENY_AMPLIFICATION_SHADER_ROOT_ACCESS", "DENY_MESH_SHADER_ROOT_ACCESS", "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED",
            "SAMPLER_HEAP_DIRECTLY_INDEXED"};
    private static final String[] RANGE_FLAGS = new String[17];
    private static final String[] DESCRIPTOR_FLAGS = {null, "DATA_VOLATILE", "DATA_STATIC_WHILE_SET_AT_EXECUTE",
            "DATA_STATIC"};
    private static final String[] SAMPLER_FLAGS = {"UINT_BORDER_COLOR", "NON_NORMALIZED_COORDINATES"};
    /** The filter's min/mag/mip choice (bit 2 min, 1 mag, 0 mip: 1 = linear) as d3d12.h spells it. */
    private static final String[] FILTER_BASES = {"MIN_MAG_MIP_POINT", "MIN_MAG_POINT_MIP_LINEAR",
            "MIN_POINT_MAG_LINEAR_MIP_POINT", "MIN_POINT_MAG_MIP_LINEAR", "MIN_LINEAR_MAG_MIP_POINT",
            "MIN_LINEAR_MAG_POINT_MIP_LINEAR", "MIN_MAG_LINEAR_MIP_POINT", "MIN_MAG_MIP_LINEAR"};
    private static final String[] REDUCTIONS = {"", "COMPARISON_", "MINIMUM_", "MAXIMUM_"};

    static {
        RANGE_FLAGS[0] = "DESCRIPTORS_VOLATILE";
        System.arraycopy(DESCRIPTOR_FLAGS, 1, RANGE_FLAGS, 1, 3);
        RANGE_FLAGS[16] = "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS";
    }

    private RootSignatureNames() {
    }

    /**
     * {@return the {@code D3D12_ROOT_PARAMETER_TYPE_*} name of {@code v}, or its number alone}
     * @param v the value as stored
     */
    public static Named parameterType(long v) {
        return pick("D3D12_ROOT_PARAMETER_TYPE_", PARAMETER_TYPES, v);
    }

    /**
     * {@return the {@code D3D12_SHADER_VISIBILITY_*} name of {@code v}, or its number alone}
     * @param v the value as stored
     */
    public static Named visibility(long v) {
        return pick("D3D12_SHADER_VISIBILITY_", VISIBILITIES, v);
    }

    /**
     * {@return the {@code D3D12_DESCRIPTOR_RANGE_TYPE_*} name of {@code v}, or its number alone}
     * @param v the value as stored
     */
    public static Named rangeType(long v) {
        return pick("D3D12_DESCRIPTOR_RANGE_TYPE_", RANGE_TYPES, v);
    }

    /**
     * {@return the {@code D3D12_TEXTURE_ADDRESS_MODE_*} name of {@code v}, or its number alone}
     * @param v the value as stored
     */
    public static Named addressMode(long v) {
        return pick("D3D12_TEXTURE_ADDRESS_MODE_", ADDRESS_MODES, v);
    }

    /**
     * {@return the {@code D3D12_COMPARISON_FUNC_*} name of {@code v}, or its number alone}
     * @param v the value as stored
     */
    public static Named comparison(long v) {
        return pick("D3D12_COMPARISON_FUNC_", COMPARISONS, v);
    }

    /**
     * {@return the {@code D3D12_STATIC_BORDER_COLOR_*} name of {@code v}, or its number alone}
     * @param v the value as stored
     */
    public static Named borderColor(long v) {
        return pick("D3D12_STATIC_BORDER_COLOR_", BORDERS, v);
    }

    /**
     * {@code D3D12_FILTER}: [8:7] reduction (standard, comparison, minimum, maximum), [6] anisotropic,
     * [5:4] min, [3:2] mag, [1:0] mip (0 point, 1 linear).
     */
    public static Named filter(long v) {
        if (v < 0 || (v & ~0x1FFL) != 0 || (v & 0x2A) != 0) {
            return Named.of(null, v);
        }
        String reduction = REDUCTIONS[(int) (v >>> 7)];
        int base = (int) ((v >>> 4 & 1) << 2 | (v >>> 2 & 1) << 1 | (v & 1));
        String name;
        if ((v & 0x40) != 0) {
            name = base == 7 ? "ANISOTROPIC" : base == 6 ? "MIN_MAG_ANISOTROPIC_MIP_POINT" : null;
        } else {
            name = FILTER_BASES[base];
        }
        return Named.of(name == null ? null : String.format(Locale.ROOT, "D3D12_FILTER_%s%s", reduction, name), v);
    }

    /**
     * {@return the set bits of root signature flags {@code v} ({@code D3D12_ROOT_SIGNATURE_FLAG_*})}
     * @param v the value as stored
     */
    public static FlagSet rootFlags(long v) {
        return FlagSet.of(v, "D3D12_ROOT_SIGNATURE_FLAG_", ROOT_FLAGS);
    }

    /**
     * {@return the set bits of descriptor range flags {@code v} ({@code D3D12_DESCRIPTOR_RANGE_FLAG_*})}
     * @param v the value as stored
     */
    public static FlagSet rangeFlags(long v) {
        return FlagSet.of(v, "D3D12_DESCRIPTOR_RANGE_FLAG_", RANGE_FLAGS);
    }

    /**
     * {@return the set bits of root descriptor flags {@code v} ({@code D3D12_ROOT_DESCRIPTOR_FLAG_*})}
     * @param v the value as stored
     */
    public static FlagSet descriptorFlags(long v) {
        return FlagSet.of(v, "D3D12_ROOT_DESCRIPTOR_FLAG_", DESCRIPTOR_FLAGS);
    }

    /**
     * {@return the set bits of static sampler flags {@code v} ({@code D3D12_SAMPLER_FLAG_*})}
     * @param v the value as stored
     */
    public static FlagSet samplerFlags(long v) {
        return FlagSet.of(v, "D3D12_SAMPLER_FLAG_", SAMPLER_FLAGS);
    }

    private static Named pick(String prefix, String[] names, long v) {
        return Named.of(v >= 0 && v < names.length && names[(int) v] != null ? prefix + names[(int) v] : null, v);
    }
}
