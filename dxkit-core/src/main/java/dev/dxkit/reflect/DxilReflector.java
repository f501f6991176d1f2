package dev.dxkit.reflect;

import dev.dxkit.container.Container;
import dev.dxkit.io.DxFormatException;

/** DXC's reflection of a DXIL container. */
final class DxilReflector {
    private DxilReflector() {
    }

    static Reflection reflect(Container c) {
        throw new DxFormatException("container", 0, "DXIL reflection is not implemented yet");
    }
}
