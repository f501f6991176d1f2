package dev.dxkit.part;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One element of an input, output or patch-constant signature ({@code D3D11_SIGNATURE_PARAMETER_DESC}).
 *
 * @param stream        the geometry-shader output stream (OSG5, ISG1, OSG1, PSG1; 0 in the 24-byte forms)
 * @param semanticName  the semantic as written in the source ({@code SV_Position}, {@code TEXCOORD})
 * @param semanticIndex the semantic index
 * @param systemValue   the {@code D3D_NAME} code as stored (see {@link SystemValue})
 * @param componentType the {@code D3D_REGISTER_COMPONENT_TYPE} code as stored (see {@link ComponentType})
 * @param register      the register the element occupies
 * @param mask          the components the element has (bit 0 = x)
 * @param readWriteMask for an input the components the program reads; for an output the components it
 *                      never writes (Microsoft's "never written" mask)
 * @param minPrecision  the {@code D3D_MIN_PRECISION} code (ISG1, OSG1, PSG1; 0 elsewhere)
 * @param nameOffset    where the name is stored in the part (kept so the part encodes back exactly)
 */
public record SignatureElement(long stream, String semanticName, long semanticIndex, long systemValue,
                               long componentType, long register, int mask, int readWriteMask, long minPrecision,
                               int nameOffset) {

    /**
     * The system value D3DReflect reports: the stored code, or where 0 is stored (as fxc does for pixel
     * outputs) the one the semantic selects — SV_Target, SV_Depth, SV_Coverage … (codes 64 and up).
     */
    public long reflectedSystemValue() {
        if (systemValue != 0) {
            return systemValue;
        }
        String n = semanticName.toUpperCase(java.util.Locale.ROOT);
        for (SystemValue v : SystemValue.values()) {
            if (v.code >= SystemValue.TARGET.code && n.equals(v.semantic.toUpperCase(java.util.Locale.ROOT))) {
                return v.code;
            }
        }
        return n.startsWith("SV_TARGET") ? SystemValue.TARGET.code : 0;
    }

    /** {@return the element as a generic tree with stable field names (for dump text and JSON)} */
    public Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("semanticName", semanticName);
        m.put("semanticIndex", semanticIndex);
        m.put("systemValue", SystemValue.named(systemValue));
        m.put("componentType", ComponentType.named(componentType));
        m.put("register", register);
        m.put("mask", maskName(mask));
        m.put("readWriteMask", maskName(readWriteMask));
        m.put("stream", stream);
        m.put("minPrecision", MinPrecision.named(minPrecision));
        return m;
    }

    /** The components of {@code mask} as letters, e.g. {@code xyz}; bits above w as {@code +0x…}. */
    public static String maskName(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            if ((mask & (1 << i)) != 0) {
                sb.append("xyzw".charAt(i));
            }
        }
        if ((mask & ~0xF) != 0) {
            sb.append("+0x").append(Integer.toHexString(mask & ~0xF));
        }
        return sb.toString();
    }
}
