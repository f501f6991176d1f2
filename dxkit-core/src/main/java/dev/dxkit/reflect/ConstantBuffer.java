package dev.dxkit.reflect;

import java.util.List;

/**
 * A constant buffer ({@code D3D11_SHADER_BUFFER_DESC}) with its variables.
 *
 * @param name  its name; {@code null} where the API returns a NULL pointer: a DXIL texture buffer whose name was
 *              stripped ({@code -Qstrip_reflect}; a constant buffer's stripped name is "")
 * @param type  {@code D3D_CBUFFER_TYPE}
 * @param flags {@code D3D_SHADER_CBUFFER_FLAGS}
 */
public record ConstantBuffer(String name, long type, long size, long flags, List<Variable> variables) {
    public ConstantBuffer {
        variables = List.copyOf(variables);
    }
}
