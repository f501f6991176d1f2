package dev.dxkit.d3d9.decompile;

import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;

/**
 * HLSL from a raw Direct3D 9 program (vs_1_1–vs_3_0, ps_2_0–ps_3_0): the constant table's uniforms under
 * their names and registers, the entry point's inputs and outputs with their semantics, and a literal
 * translation of the instructions that fxc compiles back to the same instructions where HLSL can say them.
 * What HLSL cannot say is a marked comment {@code /* dxkit: … *}{@code /} and a gap of the result.
 */
public final class D3d9Decompiler {
    private D3d9Decompiler() {
    }

    /** Decompiles {@code program}. A damaged program is refused with a {@link DxFormatException} naming the byte. */
    public static Decompilation decompile(Bytes program) {
        return new ProgramWriter(D3d9Program.read(program)).write();
    }
}
