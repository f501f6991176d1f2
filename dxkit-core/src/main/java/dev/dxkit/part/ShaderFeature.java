package dev.dxkit.part;

/**
 * The bits of SFI0's 64-bit feature mask, as fxc sets bits 0–13 (format doc, "SFI0") and dxc names the Shader
 * Model 6 bits ({@code D3D_SHADER_REQUIRES_*} / DxilShaderFlags), with the line D3DDisassemble's "Note:
 * shader requires additional functionality" lists for it (empty where no listing of it was seen).
 */
public enum ShaderFeature {
    DOUBLES(0, "Double-precision floating point"),
    /** Raw and structured buffers in Shader Model 4.x; D3DDisassemble lists nothing for it. */
    RAW_AND_STRUCTURED_BUFFERS_SM4(1, ""),
    UAVS_AT_EVERY_STAGE(2, "UAVs at every shader stage"),
    UAVS_64(3, "64 UAV slots"),
    MINIMUM_PRECISION(4, "Minimum-precision data types"),
    DOUBLE_EXTENSIONS_11_1(5, "Double-precision extensions for 11.1"),
    SHADER_EXTENSIONS_11_1(6, "Shader extensions for 11.1"),
    LEVEL_9_COMPARISON_FILTERING(7, "Comparison filtering for feature level 9"),
    TILED_RESOURCES(8, "Tiled resources"),
    STENCIL_REF(9, "PS Output Stencil Ref"),
    INNER_COVERAGE(10, "PS Inner Coverage"),
    TYPED_UAV_LOAD_ADDITIONAL_FORMATS(11, "Typed UAV Load Additional Formats"),
    ROVS(12, "Raster Ordered UAVs"),
    VIEWPORT_AND_RT_ARRAY_INDEX_FROM_ANY_SHADER_FEEDING_RASTERIZER(13,
            "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer"),
    WAVE_OPS(14, ""),
    INT64_OPS(15, ""),
    VIEW_ID(16, ""),
    BARYCENTRICS(17, ""),
    NATIVE_16BIT_OPS(18, ""),
    SHADING_RATE(19, ""),
    RAYTRACING_TIER_1_1(20, ""),
    SAMPLER_FEEDBACK(21, ""),
    ATOMIC_INT64_ON_TYPED_RESOURCE(22, ""),
    ATOMIC_INT64_ON_GROUP_SHARED(23, ""),
    DERIVATIVES_IN_MESH_AND_AMPLIFICATION_SHADERS(24, ""),
    RESOURCE_DESCRIPTOR_HEAP_INDEXING(25, ""),
    SAMPLER_DESCRIPTOR_HEAP_INDEXING(26, ""),
    WAVE_MMA(27, ""),
    ATOMIC_INT64_ON_DESCRIPTOR_HEAP_RESOURCE(28, ""),
    ADVANCED_TEXTURE_OPS(29, ""),
    WRITEABLE_MSAA_TEXTURES(30, ""),
    SAMPLE_CMP_GRADIENT_OR_BIAS(31, ""),
    EXTENDED_COMMAND_INFO(32, "");

    private static final ShaderFeature[] BY_BIT = values();

    /** The bit in the mask. */
    public final int bit;
    /** D3DDisassemble's line for it. */
    public final String listingName;

    ShaderFeature(int bit, String listingName) {
        this.bit = bit;
        this.listingName = listingName;
    }

    /** The feature of bit {@code bit}, or null for a bit nobody names. */
    public static ShaderFeature byBit(int bit) {
        return bit >= 0 && bit < BY_BIT.length ? BY_BIT[bit] : null;
    }
}
