package dev.dxkit.fuzz;

import dev.dxkit.io.Bytes;
import dev.dxkit.part.SdbgPart;

/** An SDBG part (the debug information of d3dcompiler_43 and earlier), decoded and turned into its dump tree. */
public final class SdbgFuzz {
    private SdbgFuzz() {
    }

    /** Called by Jazzer once before fuzzing. */
    public static void fuzzerInitialize() {
        Warmup.over(SdbgFuzz::fuzzerTestOneInput);
    }

    public static void fuzzerTestOneInput(byte[] data) {
        Refusal.allowed(() -> SdbgPart.read(Bytes.wrap(data)).tree());
    }
}
