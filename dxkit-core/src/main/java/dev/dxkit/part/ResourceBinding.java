package dev.dxkit.part;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A resource binding of RDEF ({@code D3D12_SHADER_INPUT_BIND_DESC}): 32-byte records, 40 in Shader Model 5.1.
 *
 * <pre>
 * 0x00 name offset   0x04 D3D_SHADER_INPUT_TYPE   0x08 D3D_RESOURCE_RETURN_TYPE   0x0c D3D_SRV_DIMENSION
 * 0x10 sample count  0x14 bind point              0x18 bind count                 0x1c D3D_SHADER_INPUT_FLAGS
 * 0x20 register space (5.1)                       0x24 id (5.1)
 * </pre>
 */
public record ResourceBinding(String name, int nameOffset, long type, long returnType, long dimension,
                              long sampleCount, long bindPoint, long bindCount, long flags, long space, long id) {

    /** {@return the binding as a dump tree, its enumerations named} */
    public Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("type", ShaderInputType.named(type));
        m.put("returnType", ReturnType.named(returnType));
        m.put("dimension", SrvDimension.named(dimension));
        m.put("sampleCount", sampleCount);
        m.put("bindPoint", bindPoint);
        m.put("bindCount", bindCount);
        m.put("flags", D3dFlags.input(flags));
        m.put("space", space);
        m.put("id", id);
        return m;
    }
}
