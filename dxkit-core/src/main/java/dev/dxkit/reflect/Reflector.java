package dev.dxkit.reflect;

import dev.dxkit.container.Container;

/**
 * Reflection of a container as Direct3D reports it: {@code D3DReflect} for a DXBC program, DXC's
 * {@code ID3D12ShaderReflection} or {@code ID3D12LibraryReflection} for a DXIL program or library. A part
 * the reflection needs that does not decode is a {@link dev.dxkit.io.DxFormatException} naming it.
 */
public final class Reflector {
    private Reflector() {
    }

    /** The reflection of {@code c}. */
    public static Reflection reflect(Container c) {
        if (c.has("DXIL")) {
            return DxilReflector.reflect(c);
        }
        return DxbcReflector.reflect(c);
    }
}
