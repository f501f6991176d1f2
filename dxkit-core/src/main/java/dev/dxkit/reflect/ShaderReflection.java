package dev.dxkit.reflect;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code ID3D11ShaderReflection} (DXBC) or {@code ID3D12ShaderReflection} (DXIL) returns for a program:
 * the shader description, the getters, the constant buffers, the bound resources and the three signatures.
 *
 * @param version          {@code D3D11_SHADER_DESC.Version}: program type in [31:16], major [7:4], minor [3:0]
 * @param creator          the compiler's name
 * @param flags            the {@code D3DCOMPILE_*} word the program was compiled with
 * @param counters         every {@link Counter}
 * @param gsInputPrimitive {@code GetGSInputPrimitive}: {@code D3D_PRIMITIVE}
 * @param sampleFrequency  {@code IsSampleFrequencyShader}
 * @param interfaceSlots   {@code GetNumInterfaceSlots}
 * @param minFeatureLevel  {@code GetMinFeatureLevel}: {@code D3D_FEATURE_LEVEL}
 * @param requiresFlags    {@code GetRequiresFlags}: {@code D3D_SHADER_REQUIRES_*}
 */
public record ShaderReflection(Api api, long version, String creator, long flags, Map<Counter, Long> counters,
                               long gsInputPrimitive, boolean sampleFrequency, long interfaceSlots,
                               long minFeatureLevel, ThreadGroupSize threadGroupSize, long requiresFlags,
                               List<ConstantBuffer> constantBuffers, List<Binding> boundResources,
                               List<Parameter> inputParameters, List<Parameter> outputParameters,
                               List<Parameter> patchConstantParameters) implements Reflection {
    public ShaderReflection {
        EnumMap<Counter, Long> all = new EnumMap<>(Counter.class);
        for (Counter c : Counter.values()) {
            all.put(c, counters.getOrDefault(c, 0L));
        }
        counters = Collections.unmodifiableMap(all);
        constantBuffers = List.copyOf(constantBuffers);
        boundResources = List.copyOf(boundResources);
        inputParameters = List.copyOf(inputParameters);
        outputParameters = List.copyOf(outputParameters);
        patchConstantParameters = List.copyOf(patchConstantParameters);
    }

    /** The counter {@code c}. */
    public long counter(Counter c) {
        return counters.get(c);
    }

    /** The program type, bits [31:16] of the version (0 pixel, 1 vertex, 2 geometry, 3 hull, 4 domain, 5 compute …). */
    public int programType() {
        return (int) (version >>> 16);
    }
}
