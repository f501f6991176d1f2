package dev.dxkit.reflect;

/**
 * A signature parameter ({@code D3D11_SIGNATURE_PARAMETER_DESC} / {@code D3D12_SIGNATURE_PARAMETER_DESC}).
 *
 * @param systemValueType {@code D3D_NAME} as reflection reports it (pixel outputs get their SV_Target …
 *                        code even where the signature stores 0)
 * @param componentType   {@code D3D_REGISTER_COMPONENT_TYPE}
 * @param readWriteMask   for an input the components read, for an output those never written
 * @param minPrecision    {@code D3D_MIN_PRECISION}
 */
public record Parameter(String semanticName, long semanticIndex, long register, long systemValueType,
                        long componentType, int mask, int readWriteMask, long stream, long minPrecision) {
}
