package dev.dxkit.fuzz;

import dev.dxkit.container.Container;
import dev.dxkit.d3d9.decompile.D3d9Decompiler;
import dev.dxkit.io.Bytes;
import dev.dxkit.sm4.decompile.Sm4Decompiler;

import java.util.Arrays;

/**
 * {@code dxkit decompile}: the first byte's low bit picks the decompiler, the rest is its input — a container
 * for Shader Model 4/5/5.1 and level 9 (even), a raw Direct3D 9 program (odd). A program the decompiler cannot
 * express is text with marked gaps; damaged input is refused where it is damaged; anything else is a finding.
 */
public final class DecompileFuzz {
    private DecompileFuzz() {
    }

    /** Called by Jazzer once before fuzzing. */
    public static void fuzzerInitialize() {
        Warmup.over(DecompileFuzz::fuzzerTestOneInput);
    }

    public static void fuzzerTestOneInput(byte[] data) {
        if (data.length < 1) {
            return;
        }
        byte[] rest = Arrays.copyOfRange(data, 1, data.length);
        if ((data[0] & 1) == 0) {
            Refusal.allowed(() -> {
                Container c = Container.read(rest);
                if (c.has("SHEX") || c.has("SHDR")) {
                    Sm4Decompiler.decompile(c);
                }
            });
        } else {
            Refusal.allowed(() -> D3d9Decompiler.decompile(Bytes.wrap(rest)));
        }
    }
}
