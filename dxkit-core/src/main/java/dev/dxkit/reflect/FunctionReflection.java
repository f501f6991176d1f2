package dev.dxkit.reflect;

import java.util.List;

/**
 * One function of a library ({@code D3D12_FUNCTION_DESC} of {@code ID3D12FunctionReflection}).
 *
 * @param version              program type in [31:16], major [7:4], minor [3:0] (type 6, library, for an
 *                             exported function that is no entry point)
 * @param flags                the compile flags
 * @param requiredFeatureFlags {@code D3D_SHADER_REQUIRES_*}
 */
public record FunctionReflection(String name, long version, long flags, long instructionCount,
                                 long requiredFeatureFlags, List<ConstantBuffer> constantBuffers,
                                 List<Binding> boundResources) {
    public FunctionReflection {
        constantBuffers = List.copyOf(constantBuffers);
        boundResources = List.copyOf(boundResources);
    }
}
