package dev.dxkit.sm4.decompile;

import dev.dxkit.container.Container;
import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.DxFormatException;

import java.util.List;

/** HLSL from a DXBC container's Shader Model 4/5/5.1 program. */
public final class Sm4Decompiler {
    private Sm4Decompiler() {
    }

    /**
     * Decompiles the container's SHEX/SHDR program. A damaged program is refused with a {@link
     * DxFormatException} naming the byte.
     */
    public static Decompilation decompile(Container container) {
        // skeleton: being written
        return new Decompilation("", "", List.of("the Shader Model 4/5 decompiler is not written yet"));
    }
}
