package dev.dxkit.part;

/**
 * Names of the DXIL enumerations that PSV0 and RDAT store (DirectXShaderCompiler's DxilConstants.h and
 * DxilPipelineStateValidation.h): shader kinds, resource classes and kinds, PSV resource types,
 * interpolation modes, and the RDAT resource and shader-stage flags. An undefined value keeps its number.
 */
public final class DxilNames {
    private static final String[] SHADER_KINDS = {"Pixel", "Vertex", "Geometry", "Hull", "Domain", "Compute",
            "Library", "RayGeneration", "Intersection", "AnyHit", "ClosestHit", "Miss", "Callable", "Mesh",
            "Amplification", "Node", "Invalid"};
    private static final String[] RESOURCE_CLASSES = {"SRV", "UAV", "CBuffer", "Sampler", "Invalid"};
    private static final String[] RESOURCE_KINDS = {"Invalid", "Texture1D", "Texture2D", "Texture2DMS", "Texture3D",
            "TextureCube", "Texture1DArray", "Texture2DArray", "Texture2DMSArray", "TextureCubeArray", "TypedBuffer",
            "RawBuffer", "StructuredBuffer", "CBuffer", "Sampler", "TBuffer", "RTAccelerationStructure",
            "FeedbackTexture2D", "FeedbackTexture2DArray"};
    private static final String[] PSV_RESOURCE_TYPES = {"Invalid", "Sampler", "CBV", "SRVTyped", "SRVRaw",
            "SRVStructured", "UAVTyped", "UAVRaw", "UAVStructured", "UAVStructuredWithCounter"};
    private static final String[] INTERPOLATION = {"Undefined", "Constant", "Linear", "LinearCentroid",
            "LinearNoperspective", "LinearNoperspectiveCentroid", "LinearSample", "LinearNoperspectiveSample"};
    private static final String[] RDAT_RESOURCE_FLAGS = {"GloballyCoherent", "HasCounter", "ROV", null,
            "Atomic64Use", "ReorderCoherent"};

    private static final String[] RDAT_PART_TYPES = {"Invalid", "StringBuffer", "IndexArrays", "ResourceTable",
            "FunctionTable", "RawBytes", "SubobjectTable"};

    private DxilNames() {
    }

    /**
     * {@code DXIL::ShaderKind} (also PSV0's shader stage).
     *
     * @param v the value as stored
     */
    public static Named shaderKind(long v) {
        return pick("DXIL::ShaderKind::", SHADER_KINDS, v);
    }

    /**
     * RDAT's shader-stage mask: one bit per {@code DXIL::ShaderKind}.
     *
     * @param v the value as stored
     */
    public static FlagSet shaderStages(long v) {
        return FlagSet.of(v, "", SHADER_KINDS);
    }

    /**
     * {@code DXIL::ResourceClass}.
     *
     * @param v the value as stored
     */
    public static Named resourceClass(long v) {
        return pick("DXIL::ResourceClass::", RESOURCE_CLASSES, v);
    }

    /**
     * {@code DXIL::ResourceKind}.
     *
     * @param v the value as stored
     */
    public static Named resourceKind(long v) {
        return pick("DXIL::ResourceKind::", RESOURCE_KINDS, v);
    }

    /**
     * {@code PSVResourceType}.
     *
     * @param v the value as stored
     */
    public static Named psvResourceType(long v) {
        return pick("PSVResourceType::", PSV_RESOURCE_TYPES, v);
    }

    /**
     * {@code PSVResourceFlags}: bit 0 {@code UsedByAtomic64}.
     *
     * @param v the value as stored
     */
    public static FlagSet psvResourceFlags(long v) {
        return FlagSet.of(v, "PSVResourceFlag::", "UsedByAtomic64");
    }

    /**
     * {@code DXIL::InterpolationMode}.
     *
     * @param v the value as stored
     */
    public static Named interpolation(long v) {
        return pick("DXIL::InterpolationMode::", INTERPOLATION, v);
    }

    /**
     * RDAT's {@code DxilResourceFlag} bits.
     *
     * @param v the value as stored
     */
    public static FlagSet rdatResourceFlags(long v) {
        return FlagSet.of(v, "DxilResourceFlag::", RDAT_RESOURCE_FLAGS);
    }

    /**
     * {@code RuntimeDataPartType}: the kind of an RDAT section (the node tables of 6.8, 7 on, by number).
     *
     * @param v the value as stored
     */
    public static Named rdatPartType(long v) {
        return pick("RuntimeDataPartType::", RDAT_PART_TYPES, v);
    }

    private static Named pick(String prefix, String[] names, long v) {
        return Named.of(v >= 0 && v < names.length && names[(int) v] != null ? prefix + names[(int) v] : null, v);
    }
}
