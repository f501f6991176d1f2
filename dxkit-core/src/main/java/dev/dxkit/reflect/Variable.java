package dev.dxkit.reflect;

/**
 * A constant-buffer variable ({@code D3D11_SHADER_VARIABLE_DESC}) with its type.
 *
 * @param flags {@code D3D_SHADER_VARIABLE_FLAGS} (0x2 used …)
 */
public record Variable(String name, long startOffset, long size, long flags, Type type, long startTexture,
                       long textureSize, long startSampler, long samplerSize) {
}
