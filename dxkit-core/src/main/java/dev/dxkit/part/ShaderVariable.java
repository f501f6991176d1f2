package dev.dxkit.part;

import dev.dxkit.io.Bytes;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A variable of an RDEF constant buffer ({@code D3D11_SHADER_VARIABLE_DESC}): 24-byte records, 40 in the
 * Shader Model 5 layouts.
 *
 * <pre>
 * 0x00 name offset  0x04 start offset  0x08 size  0x0c flags (D3D_SVF_*: 0x1 USERPACKED, 0x2 USED, …)
 * 0x10 type offset  0x14 default value offset (0 for none)
 * SM5: 0x18 start texture  0x1c texture size  0x20 start sampler  0x24 sampler size
 * </pre>
 *
 * @param defaultValue the {@code size} bytes at the default value offset, or empty when there are none
 * @param type         the type at {@code typeOffset}, resolved when the part was read (the same record as
 *                     {@link RdefPart#type(int) rdef.type(typeOffset)}, which other variables may share)
 */
public record ShaderVariable(String name, int nameOffset, long startOffset, long size, long flags, int typeOffset,
                             long defaultValueOffset, Optional<Bytes> defaultValue, long startTexture,
                             long textureSize, long startSampler, long samplerSize, ShaderType type) {
    /** {@code D3D_SVF_USED}: the program reads the variable. */
    public static final int USED = 0x2;

    /** {@return whether the program reads the variable ({@link #USED})} */
    public boolean used() {
        return (flags & USED) != 0;
    }

    /**
     * {@return the variable as a dump tree, its type resolved in {@code rdef}}
     * @param rdef the RDEF part that holds the variable and its type
     */
    public Map<String, Object> tree(RdefPart rdef) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("startOffset", startOffset);
        m.put("size", size);
        m.put("flags", D3dFlags.variable(flags));
        m.put("used", used());
        m.put("type", rdef.typeTree(typeOffset));
        defaultValue.ifPresent(b -> m.put("defaultValue", b.hex()));
        if (rdef.layout().isSm5()) {
            m.put("startTexture", (int) startTexture);
            m.put("textureSize", textureSize);
            m.put("startSampler", (int) startSampler);
            m.put("samplerSize", samplerSize);
        }
        return m;
    }
}
