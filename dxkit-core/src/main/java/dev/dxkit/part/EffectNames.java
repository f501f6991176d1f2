package dev.dxkit.part;

/**
 * The enumerations of the Direct3D 10/11 effect binary format (the Effects 11 {@code EffectBinaryFormat.h}
 * and {@code EffectStates11.h}) by their names there: variable kinds ({@code EVT_*}), scalar types
 * ({@code EST_*}), numeric layouts ({@code ENL_*}), object types ({@code EOT_*}), assignment kinds
 * ({@code ECAT_*}), and the states an assignment sets, numbered by their place in the runtime's state table
 * ({@code g_lvGeneral}: 0 {@code RasterizerState} … 58 {@code ComputeShader}).
 */
final class EffectNames {
    private static final String[] VAR_TYPES = {"EVT_Invalid", "EVT_Numeric", "EVT_Object", "EVT_Struct",
            "EVT_Interface"};
    private static final String[] SCALAR_TYPES = {"EST_Invalid", "EST_Float", "EST_Int", "EST_UInt", "EST_Bool"};
    private static final String[] LAYOUTS = {"ENL_Invalid", "ENL_Scalar", "ENL_Vector", "ENL_Matrix"};
    private static final String[] OBJECT_TYPES = {"EOT_Invalid", "EOT_String", "EOT_Blend", "EOT_DepthStencil",
            "EOT_Rasterizer", "EOT_PixelShader", "EOT_VertexShader", "EOT_GeometryShader", "EOT_GeometryShaderSO",
            "EOT_Texture", "EOT_Texture1D", "EOT_Texture1DArray", "EOT_Texture2D", "EOT_Texture2DArray",
            "EOT_Texture2DMS", "EOT_Texture2DMSArray", "EOT_Texture3D", "EOT_TextureCube", "EOT_ConstantBuffer",
            "EOT_RenderTargetView", "EOT_DepthStencilView", "EOT_Sampler", "EOT_Buffer", "EOT_TextureCubeArray",
            "EOT_Count", "EOT_PixelShader5", "EOT_VertexShader5", "EOT_GeometryShader5", "EOT_ComputeShader5",
            "EOT_HullShader5", "EOT_DomainShader5", "EOT_RWTexture1D", "EOT_RWTexture1DArray", "EOT_RWTexture2D",
            "EOT_RWTexture2DArray", "EOT_RWTexture3D", "EOT_RWBuffer", "EOT_ByteAddressBuffer",
            "EOT_RWByteAddressBuffer", "EOT_StructuredBuffer", "EOT_RWStructuredBuffer",
            "EOT_RWStructuredBufferAlloc", "EOT_RWStructuredBufferConsume", "EOT_AppendStructuredBuffer",
            "EOT_ConsumeStructuredBuffer"};
    private static final String[] ASSIGNMENTS = {"ECAT_Invalid", "ECAT_Constant", "ECAT_Variable",
            "ECAT_ConstIndex", "ECAT_VariableIndex", "ECAT_ExpressionIndex", "ECAT_Expression", "ECAT_InlineShader",
            "ECAT_InlineShader5"};
    private static final String[] STATES = {
            // the pass's objects (0-5), its shaders (6-8) and the values that go with its states (9-11)
            "RasterizerState", "DepthStencilState", "BlendState", "RenderTargetView", "DepthStencilView",
            "GenerateMips", "VertexShader", "PixelShader", "GeometryShader", "DS_StencilRef", "AB_BlendFactor",
            "AB_SampleMask",
            // a rasterizer state block (12-21)
            "FillMode", "CullMode", "FrontCounterClockwise", "DepthBias", "DepthBiasClamp", "SlopeScaledDepthBias",
            "DepthClipEnable", "ScissorEnable", "MultisampleEnable", "AntialiasedLineEnable",
            // a depth-stencil state block (22-35)
            "DepthEnable", "DepthWriteMask", "DepthFunc", "StencilEnable", "StencilReadMask", "StencilWriteMask",
            "FrontFaceStencilFail", "FrontFaceStencilDepthFail", "FrontFaceStencilPass", "FrontFaceStencilFunc",
            "BackFaceStencilFail", "BackFaceStencilDepthFail", "BackFaceStencilPass", "BackFaceStencilFunc",
            // a blend state block (36-44)
            "AlphaToCoverageEnable", "BlendEnable", "SrcBlend", "DestBlend", "BlendOp", "SrcBlendAlpha",
            "DestBlendAlpha", "BlendOpAlpha", "RenderTargetWriteMask",
            // a sampler state block (45-55)
            "Filter", "AddressU", "AddressV", "AddressW", "MipLODBias", "MaxAnisotropy", "ComparisonFunc",
            "BorderColor", "MinLOD", "MaxLOD", "Texture",
            // Direct3D 11's shaders in a pass (56-58)
            "HullShader", "DomainShader", "ComputeShader"};

    /** Object type codes of the shader kinds. */
    static final int EOT_PIXEL_SHADER = 5;
    static final int EOT_GEOMETRY_SHADER = 7;
    static final int EOT_GEOMETRY_SHADER_SO = 8;
    static final int EOT_PIXEL_SHADER5 = 25;
    static final int EOT_DOMAIN_SHADER5 = 30;

    private static final String[] FILL = {null, null, "WIREFRAME", "SOLID"};
    private static final String[] CULL = {null, "NONE", "FRONT", "BACK"};
    private static final String[] DEPTH_WRITE_MASK = {"ZERO", "ALL"};
    private static final String[] COMPARISON = {null, "NEVER", "LESS", "EQUAL", "LESS_EQUAL", "GREATER", "NOT_EQUAL",
            "GREATER_EQUAL", "ALWAYS"};
    private static final String[] STENCIL_OP = {null, "KEEP", "ZERO", "REPLACE", "INCR_SAT", "DECR_SAT", "INVERT", "INCR",
            "DECR"};
    private static final String[] BLEND = {null, "ZERO", "ONE", "SRC_COLOR", "INV_SRC_COLOR", "SRC_ALPHA", "INV_SRC_ALPHA",
            "DEST_ALPHA", "INV_DEST_ALPHA", "DEST_COLOR", "INV_DEST_COLOR", "SRC_ALPHA_SAT", null, null, "BLEND_FACTOR",
            "INV_BLEND_FACTOR", "SRC1_COLOR", "INV_SRC1_COLOR", "SRC1_ALPHA", "INV_SRC1_ALPHA"};
    private static final String[] BLEND_OP = {null, "ADD", "SUBTRACT", "REV_SUBTRACT", "MIN", "MAX"};
    private static final String[] ADDRESS = {null, "WRAP", "MIRROR", "CLAMP", "BORDER", "MIRROR_ONCE"};
    /** The filter names by {@code D3D10/11_FILTER} value's low seven bits; bit 7 adds {@code COMPARISON_}. */
    private static final String[] FILTER = new String[0x56];

    static {
        FILTER[0x00] = "MIN_MAG_MIP_POINT";
        FILTER[0x01] = "MIN_MAG_POINT_MIP_LINEAR";
        FILTER[0x04] = "MIN_POINT_MAG_LINEAR_MIP_POINT";
        FILTER[0x05] = "MIN_POINT_MAG_MIP_LINEAR";
        FILTER[0x10] = "MIN_LINEAR_MAG_MIP_POINT";
        FILTER[0x11] = "MIN_LINEAR_MAG_POINT_MIP_LINEAR";
        FILTER[0x14] = "MIN_MAG_LINEAR_MIP_POINT";
        FILTER[0x15] = "MIN_MAG_MIP_LINEAR";
        FILTER[0x55] = "ANISOTROPIC";
    }

    private EffectNames() {
    }

    /**
     * The value {@code v} of state {@code state} named as an effect's source writes it ({@code SRC_ALPHA},
     * {@code LESS_EQUAL}, {@code MIN_MAG_MIP_LINEAR}, as the Effects 11 runtime's value tables name the
     * {@code D3D10/11_*} enumerations, whose numbers are the same), or null when the state takes no
     * enumeration or {@code v} is not one of its values.
     */
    static Named stateValue(long state, long v) {
        String[] names = switch ((int) Math.min(state, 64)) {
            case 12 -> FILL;
            case 13 -> CULL;
            case 23 -> DEPTH_WRITE_MASK;
            case 24, 31, 35, 51 -> COMPARISON;
            case 28, 29, 30, 32, 33, 34 -> STENCIL_OP;
            case 38, 39, 41, 42 -> BLEND;
            case 40, 43 -> BLEND_OP;
            case 46, 47, 48 -> ADDRESS;
            case 45 -> null;
            default -> new String[0];
        };
        if (names == null) {          // Filter: bit 7 is the comparison filters' own
            long base = v & 0x7F;
            boolean ok = v >= 0 && (v & ~0xFFL) == 0 && base < FILTER.length && FILTER[(int) base] != null;
            return ok ? Named.of(((v & 0x80) != 0 ? "COMPARISON_" : "") + FILTER[(int) base], v) : null;
        }
        return v >= 0 && v < names.length && names[(int) v] != null ? Named.of(names[(int) v], v) : null;
    }

    /**
     * The mnemonic of an effect expression instruction (FXLC): the Direct3D 9 preshader's where D3DDisassemble
     * names the opcode, else the name the Direct3D 10 effects runtime evaluates it by (integer, conversion and
     * bit operations that only fx_4/fx_5 expressions use), else {@code op_XXX}.
     */
    static String expressionOp(dev.dxkit.d3d9.Preshader.Instruction i) {
        String m = i.mnemonic();
        if (!m.startsWith("op_")) {
            return m;
        }
        return switch (i.opcode()) {
            case 0x112 -> "sqrt";
            case 0x120 -> "ineg";
            case 0x121 -> "not";
            case 0x130 -> "itof";
            case 0x131 -> "utof";
            case 0x133 -> "ftou";
            case 0x137 -> "ftob";
            case 0x139 -> "floor";
            case 0x13a -> "ceil";
            case 0x210 -> "bilt";
            case 0x211 -> "bige";
            case 0x212 -> "bieq";
            case 0x213 -> "bine";
            case 0x214 -> "buge";
            case 0x215 -> "bult";
            case 0x216 -> "iadd";
            case 0x219 -> "imul";
            case 0x21a -> "udiv";
            case 0x21d -> "imin";
            case 0x21e -> "imax";
            case 0x21f -> "umin";
            case 0x220 -> "umax";
            case 0x230 -> "and";
            case 0x231 -> "or";
            case 0x233 -> "xor";
            case 0x234 -> "ishl";
            case 0x235 -> "ishr";
            case 0x236 -> "ushr";
            case 0x70e -> "dotswiz";
            default -> m;
        };
    }

    static Named varType(long v) {
        return of(VAR_TYPES, v);
    }

    static Named scalarType(long v) {
        return of(SCALAR_TYPES, v);
    }

    static Named layout(long v) {
        return of(LAYOUTS, v);
    }

    static Named objectType(long v) {
        return of(OBJECT_TYPES, v);
    }

    static Named assignment(long v) {
        return of(ASSIGNMENTS, v);
    }

    static Named state(long v) {
        return of(STATES, v);
    }

    /** The name of state {@code v}, or its number. */
    static String stateName(long v) {
        return state(v).toString();
    }

    /** Whether object type {@code t} is a shader ({@code EOT_PixelShader} … {@code EOT_GeometryShaderSO}, or a 5.0 one). */
    static boolean isShader(long t) {
        return (t >= EOT_PIXEL_SHADER && t <= EOT_GEOMETRY_SHADER_SO) || (t >= EOT_PIXEL_SHADER5 && t <= EOT_DOMAIN_SHADER5);
    }

    private static Named of(String[] names, long v) {
        return Named.of(v >= 0 && v < names.length ? names[(int) v] : null, v);
    }
}
