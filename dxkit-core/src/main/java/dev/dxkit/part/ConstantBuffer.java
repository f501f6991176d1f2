package dev.dxkit.part;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A constant buffer of RDEF ({@code D3D11_SHADER_BUFFER_DESC}), a 24-byte record:
 * <pre>
 * 0x00 name offset  0x04 variable count  0x08 variable offset  0x0c size  0x10 flags  0x14 D3D_CBUFFER_TYPE
 * </pre>
 */
public record ConstantBuffer(String name, int nameOffset, List<ShaderVariable> variables, int variableOffset,
                             long size, long flags, long type) {
    public ConstantBuffer {
        variables = List.copyOf(variables);
    }

    /**
     * {@return the buffer as a dump tree, its variables' types resolved in {@code rdef}}
     * @param rdef the RDEF part that holds the buffer and its types
     */
    public Map<String, Object> tree(RdefPart rdef) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("type", CbufferType.named(type));
        m.put("size", size);
        m.put("flags", D3dFlags.cbuffer(flags));
        List<Object> vs = new ArrayList<>();
        for (ShaderVariable v : variables) {
            vs.add(v.tree(rdef));
        }
        m.put("variables", vs);
        return m;
    }
}
