package dev.dxkit.d3d9.decompile;

import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;

import java.util.List;

/** HLSL from a raw Direct3D 9 program. */
public final class D3d9Decompiler {
    private D3d9Decompiler() {
    }

    /** Decompiles {@code program}. A damaged program is refused with a {@link DxFormatException} naming the byte. */
    public static Decompilation decompile(Bytes program) {
        // skeleton: being written
        return new Decompilation("", "", List.of("the Direct3D 9 decompiler is not written yet"));
    }
}
