package dev.dxkit.reflect;

/**
 * The counters of {@code D3D11_SHADER_DESC} / {@code D3D12_SHADER_DESC} and of the instruction-count getters
 * ({@code GetMovInstructionCount} …), named as the structs and the getters name them, in the order the structs
 * declare them (the getters last). The counts of constant buffers, bindings and parameters are not here: they
 * are the sizes of {@link ShaderReflection}'s lists.
 */
public enum Counter {
    InstructionCount, TempRegisterCount, TempArrayCount, DefCount, DclCount, TextureNormalInstructions,
    TextureLoadInstructions, TextureCompInstructions, TextureBiasInstructions, TextureGradientInstructions,
    FloatInstructionCount, IntInstructionCount, UintInstructionCount, StaticFlowControlCount,
    DynamicFlowControlCount, MacroInstructionCount, ArrayInstructionCount, CutInstructionCount,
    EmitInstructionCount,
    /** {@code D3D_PRIMITIVE_TOPOLOGY} of a geometry program's output. */
    GSOutputTopology,
    GSMaxOutputVertexCount,
    /** {@code D3D_PRIMITIVE} of a geometry program's input, as STAT stores it. */
    InputPrimitive,
    cGSInstanceCount, cControlPoints,
    /** {@code D3D_TESSELLATOR_OUTPUT_PRIMITIVE}. */
    HSOutputPrimitive,
    /** {@code D3D_TESSELLATOR_PARTITIONING}. */
    HSPartitioning,
    /** {@code D3D_TESSELLATOR_DOMAIN}. */
    TessellatorDomain,
    cBarrierInstructions, cInterlockedInstructions, cTextureStoreInstructions,
    /** {@code GetMovInstructionCount()}. */
    MovInstructionCount,
    /** {@code GetMovcInstructionCount()}. */
    MovcInstructionCount,
    /** {@code GetConversionInstructionCount()}. */
    ConversionInstructionCount,
    /** {@code GetBitwiseInstructionCount()}. */
    BitwiseInstructionCount
}
