package dev.dxkit.fuzz;

import dev.dxkit.part.Level9Part;
import dev.dxkit.d3d9.listing.D3d9Listing;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;
import dev.dxkit.io.Bytes;

/**
 * A level-9 container's Aon9 part (the Direct3D 9 program fxc keeps for feature level 9) and its listing:
 * the first byte picks the flag word, the rest is the part's data.
 */
public final class Level9Fuzz {
    private Level9Fuzz() {
    }

    /** Called by Jazzer once before fuzzing. */
    public static void fuzzerInitialize() {
        Warmup.over(Level9Fuzz::fuzzerTestOneInput);
    }

    public static void fuzzerTestOneInput(byte[] data) {
        if (data.length < 1) {
            return;
        }
        DisasmFlags flags = DisasmFlags.of(Sm4ListingFuzz.FLAGS[(data[0] & 0xFF) % Sm4ListingFuzz.FLAGS.length]);
        Bytes part = Bytes.wrap(data, 1, data.length - 1);
        Refusal.allowed(() -> {
            Level9Part p = Level9Part.read("Aon9", part);
            D3d9Listing.print(p.program(), flags, new TextSink());
        });
    }
}
