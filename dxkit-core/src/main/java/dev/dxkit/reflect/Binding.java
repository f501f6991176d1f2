package dev.dxkit.reflect;

/**
 * A bound resource ({@code D3D11_SHADER_INPUT_BIND_DESC}, {@code D3D12_SHADER_INPUT_BIND_DESC} adding the
 * register space and the range id).
 *
 * @param type       {@code D3D_SHADER_INPUT_TYPE}
 * @param flags      {@code D3D_SHADER_INPUT_FLAGS}
 * @param returnType {@code D3D_RESOURCE_RETURN_TYPE}
 * @param dimension  {@code D3D_SRV_DIMENSION}
 * @param numSamples the sample count, or for a structured buffer its stride; 0xFFFFFFFF where none applies
 * @param space      the register space (0 before Shader Model 5.1)
 * @param id         the range id (Shader Model 5.1 and DXIL; 0 before)
 */
public record Binding(String name, long type, long bindPoint, long bindCount, long flags, long returnType,
                      long dimension, long numSamples, long space, long id) {
}
