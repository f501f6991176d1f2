package dev.dxkit.fuzz;

import dev.dxkit.msf.MsfFile;
import dev.dxkit.pdb.Pdb;
import dev.dxkit.io.Bytes;

/**
 * An SPDB part: the multi-stream file and the program database in it (what a /Zi listing reads for its
 * {@code #line} directives and variable locations). The listing over a fuzzed SPDB is the Sm4 target's.
 */
public final class SpdbFuzz {
    private SpdbFuzz() {
    }

    /** Called by Jazzer once before fuzzing. */
    public static void fuzzerInitialize() {
        Warmup.over(SpdbFuzz::fuzzerTestOneInput);
    }

    public static void fuzzerTestOneInput(byte[] data) {
        Bytes b = Bytes.wrap(data);
        Refusal.allowed(() -> MsfFile.read(b));
        Refusal.allowed(() -> Pdb.read(b));
    }
}
