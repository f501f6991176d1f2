package dev.dxkit.rootsig;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Every keyword of the HLSL root-signature language, with the binary value it stands for where it names one
 * (DirectXShaderCompiler's root-signature tokenizer and {@code DxilRootSignature.h}). The tokenizer compares
 * keywords without regard to case; {@link #text()} is the spelling dxkit prints.
 */
public enum Keyword {
    // elements
    RootFlags(Group.ELEMENT, 0), RootConstants(Group.ELEMENT, 0), CBV(Group.ELEMENT, 0), SRV(Group.ELEMENT, 0),
    UAV(Group.ELEMENT, 0), Sampler(Group.ELEMENT, 0), DescriptorTable(Group.ELEMENT, 0),
    StaticSampler(Group.ELEMENT, 0),
    // parameter names
    num32BitConstants(Group.PARAMETER, 0), numDescriptors(Group.PARAMETER, 0), space(Group.PARAMETER, 0),
    offset(Group.PARAMETER, 0), flags(Group.PARAMETER, 0), visibility(Group.PARAMETER, 0),
    filter(Group.PARAMETER, 0), addressU(Group.PARAMETER, 0), addressV(Group.PARAMETER, 0),
    addressW(Group.PARAMETER, 0), mipLODBias(Group.PARAMETER, 0), maxAnisotropy(Group.PARAMETER, 0),
    comparisonFunc(Group.PARAMETER, 0), borderColor(Group.PARAMETER, 0), minLOD(Group.PARAMETER, 0),
    maxLOD(Group.PARAMETER, 0),
    // special values
    unbounded(Group.VALUE, 0xFFFF_FFFF), DESCRIPTOR_RANGE_OFFSET_APPEND(Group.VALUE, 0xFFFF_FFFF),
    // D3D12_ROOT_SIGNATURE_FLAGS
    ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT(Group.ROOT_FLAG, 0x1), DENY_VERTEX_SHADER_ROOT_ACCESS(Group.ROOT_FLAG, 0x2),
    DENY_HULL_SHADER_ROOT_ACCESS(Group.ROOT_FLAG, 0x4), DENY_DOMAIN_SHADER_ROOT_ACCESS(Group.ROOT_FLAG, 0x8),
    DENY_GEOMETRY_SHADER_ROOT_ACCESS(Group.ROOT_FLAG, 0x10), DENY_PIXEL_SHADER_ROOT_ACCESS(Group.ROOT_FLAG, 0x20),
    ALLOW_STREAM_OUTPUT(Group.ROOT_FLAG, 0x40), LOCAL_ROOT_SIGNATURE(Group.ROOT_FLAG, 0x80),
    DENY_AMPLIFICATION_SHADER_ROOT_ACCESS(Group.ROOT_FLAG, 0x100), DENY_MESH_SHADER_ROOT_ACCESS(Group.ROOT_FLAG, 0x200),
    CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED(Group.ROOT_FLAG, 0x400), SAMPLER_HEAP_DIRECTLY_INDEXED(Group.ROOT_FLAG, 0x800),
    // D3D12_DESCRIPTOR_RANGE_FLAGS (the DATA_* ones are also the D3D12_ROOT_DESCRIPTOR_FLAGS)
    DESCRIPTORS_VOLATILE(Group.RANGE_FLAG, 0x1), DATA_VOLATILE(Group.DATA_FLAG, 0x2),
    DATA_STATIC_WHILE_SET_AT_EXECUTE(Group.DATA_FLAG, 0x4), DATA_STATIC(Group.DATA_FLAG, 0x8),
    DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS(Group.RANGE_FLAG, 0x10000),
    // D3D12_SHADER_VISIBILITY
    SHADER_VISIBILITY_ALL(Group.VISIBILITY, 0), SHADER_VISIBILITY_VERTEX(Group.VISIBILITY, 1),
    SHADER_VISIBILITY_HULL(Group.VISIBILITY, 2), SHADER_VISIBILITY_DOMAIN(Group.VISIBILITY, 3),
    SHADER_VISIBILITY_GEOMETRY(Group.VISIBILITY, 4), SHADER_VISIBILITY_PIXEL(Group.VISIBILITY, 5),
    SHADER_VISIBILITY_AMPLIFICATION(Group.VISIBILITY, 6), SHADER_VISIBILITY_MESH(Group.VISIBILITY, 7),
    // D3D12_FILTER
    FILTER_MIN_MAG_MIP_POINT(Group.FILTER, 0), FILTER_MIN_MAG_POINT_MIP_LINEAR(Group.FILTER, 0x1),
    FILTER_MIN_POINT_MAG_LINEAR_MIP_POINT(Group.FILTER, 0x4), FILTER_MIN_POINT_MAG_MIP_LINEAR(Group.FILTER, 0x5),
    FILTER_MIN_LINEAR_MAG_MIP_POINT(Group.FILTER, 0x10), FILTER_MIN_LINEAR_MAG_POINT_MIP_LINEAR(Group.FILTER, 0x11),
    FILTER_MIN_MAG_LINEAR_MIP_POINT(Group.FILTER, 0x14), FILTER_MIN_MAG_MIP_LINEAR(Group.FILTER, 0x15),
    FILTER_ANISOTROPIC(Group.FILTER, 0x55),
    FILTER_COMPARISON_MIN_MAG_MIP_POINT(Group.FILTER, 0x80), FILTER_COMPARISON_MIN_MAG_POINT_MIP_LINEAR(Group.FILTER, 0x81),
    FILTER_COMPARISON_MIN_POINT_MAG_LINEAR_MIP_POINT(Group.FILTER, 0x84),
    FILTER_COMPARISON_MIN_POINT_MAG_MIP_LINEAR(Group.FILTER, 0x85),
    FILTER_COMPARISON_MIN_LINEAR_MAG_MIP_POINT(Group.FILTER, 0x90),
    FILTER_COMPARISON_MIN_LINEAR_MAG_POINT_MIP_LINEAR(Group.FILTER, 0x91),
    FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT(Group.FILTER, 0x94), FILTER_COMPARISON_MIN_MAG_MIP_LINEAR(Group.FILTER, 0x95),
    FILTER_COMPARISON_ANISOTROPIC(Group.FILTER, 0xd5),
    FILTER_MINIMUM_MIN_MAG_MIP_POINT(Group.FILTER, 0x100), FILTER_MINIMUM_MIN_MAG_POINT_MIP_LINEAR(Group.FILTER, 0x101),
    FILTER_MINIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT(Group.FILTER, 0x104),
    FILTER_MINIMUM_MIN_POINT_MAG_MIP_LINEAR(Group.FILTER, 0x105),
    FILTER_MINIMUM_MIN_LINEAR_MAG_MIP_POINT(Group.FILTER, 0x110),
    FILTER_MINIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR(Group.FILTER, 0x111),
    FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT(Group.FILTER, 0x114), FILTER_MINIMUM_MIN_MAG_MIP_LINEAR(Group.FILTER, 0x115),
    FILTER_MINIMUM_ANISOTROPIC(Group.FILTER, 0x155),
    FILTER_MAXIMUM_MIN_MAG_MIP_POINT(Group.FILTER, 0x180), FILTER_MAXIMUM_MIN_MAG_POINT_MIP_LINEAR(Group.FILTER, 0x181),
    FILTER_MAXIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT(Group.FILTER, 0x184),
    FILTER_MAXIMUM_MIN_POINT_MAG_MIP_LINEAR(Group.FILTER, 0x185),
    FILTER_MAXIMUM_MIN_LINEAR_MAG_MIP_POINT(Group.FILTER, 0x190),
    FILTER_MAXIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR(Group.FILTER, 0x191),
    FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT(Group.FILTER, 0x194), FILTER_MAXIMUM_MIN_MAG_MIP_LINEAR(Group.FILTER, 0x195),
    FILTER_MAXIMUM_ANISOTROPIC(Group.FILTER, 0x1d5),
    // D3D12_TEXTURE_ADDRESS_MODE
    TEXTURE_ADDRESS_WRAP(Group.ADDRESS, 1), TEXTURE_ADDRESS_MIRROR(Group.ADDRESS, 2),
    TEXTURE_ADDRESS_CLAMP(Group.ADDRESS, 3), TEXTURE_ADDRESS_BORDER(Group.ADDRESS, 4),
    TEXTURE_ADDRESS_MIRROR_ONCE(Group.ADDRESS, 5),
    // D3D12_COMPARISON_FUNC
    COMPARISON_NONE(Group.COMPARISON, 0), COMPARISON_NEVER(Group.COMPARISON, 1), COMPARISON_LESS(Group.COMPARISON, 2),
    COMPARISON_EQUAL(Group.COMPARISON, 3), COMPARISON_LESS_EQUAL(Group.COMPARISON, 4),
    COMPARISON_GREATER(Group.COMPARISON, 5), COMPARISON_NOT_EQUAL(Group.COMPARISON, 6),
    COMPARISON_GREATER_EQUAL(Group.COMPARISON, 7), COMPARISON_ALWAYS(Group.COMPARISON, 8),
    // D3D12_STATIC_BORDER_COLOR
    STATIC_BORDER_COLOR_TRANSPARENT_BLACK(Group.BORDER, 0), STATIC_BORDER_COLOR_OPAQUE_BLACK(Group.BORDER, 1),
    STATIC_BORDER_COLOR_OPAQUE_WHITE(Group.BORDER, 2), STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT(Group.BORDER, 3),
    STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT(Group.BORDER, 4),
    // D3D12_SAMPLER_FLAGS (version 1.2 only; a dxkit extension: DXC 1.9 has no rootsig_1_2 target)
    UINT_BORDER_COLOR(Group.SAMPLER_FLAG, 0x1), NON_NORMALIZED_COORDINATES(Group.SAMPLER_FLAG, 0x2);

    /** What a keyword is. */
    public enum Group { ELEMENT, PARAMETER, VALUE, ROOT_FLAG, RANGE_FLAG, DATA_FLAG, VISIBILITY, FILTER, ADDRESS,
        COMPARISON, BORDER, SAMPLER_FLAG }

    private static final Map<String, Keyword> BY_TEXT = new HashMap<>();

    static {
        for (Keyword k : values()) {
            BY_TEXT.put(k.name().toUpperCase(Locale.ROOT), k);
        }
    }

    private final Group group;
    private final int value;

    Keyword(Group group, int value) {
        this.group = group;
        this.value = value;
    }

    /** {@return the kind of word this keyword is} */
    public Group group() {
        return group;
    }

    /**
     * {@return the binary value this keyword names (a flag bit, an enumeration value), 0 for element and parameter
     *     names}
     */
    public int value() {
        return value;
    }

    /** {@return the spelling dxkit prints} */
    public String text() {
        return name();
    }

    /** The keyword spelled {@code s} in any case (ASCII), or null. */
    public static Keyword of(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(c >= 'a' && c <= 'z' ? (char) (c - 32) : c); // _stricmp folds ASCII letters only
        }
        return BY_TEXT.get(b.toString());
    }

    /** The keyword of {@code group} for {@code value}, or null when none names it. */
    public static Keyword named(Group group, int value) {
        for (Keyword k : values()) {
            if (k.group == group && k.value == value) {
                return k;
            }
        }
        return null;
    }
}
