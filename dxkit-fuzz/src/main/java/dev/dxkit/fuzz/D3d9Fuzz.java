package dev.dxkit.fuzz;

import dev.dxkit.census.D3D9Walk;
import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.d3d9.listing.D3d9Listing;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.io.Bytes;

/**
 * A raw Direct3D 9 program (vs/ps 1.x to 3.0, tx_1_0): its listing under the flag word the first byte picks,
 * its token walk, constant table, debug information, the census's walk and the carver.
 */
public final class D3d9Fuzz {
    private D3d9Fuzz() {
    }

    /** Called by Jazzer once before fuzzing. */
    public static void fuzzerInitialize() {
        Warmup.over(D3d9Fuzz::fuzzerTestOneInput);
    }

    public static void fuzzerTestOneInput(byte[] data) {
        if (data.length < 1) {
            return;
        }
        DisasmFlags flags = DisasmFlags.of(Sm4ListingFuzz.FLAGS[(data[0] & 0xFF) % Sm4ListingFuzz.FLAGS.length]);
        Bytes program = Bytes.wrap(data, 1, data.length - 1);
        Refusal.allowed(() -> D3d9Listing.print(program, flags));
        Refusal.allowed(() -> {
            D3d9Program p = D3d9Program.read(program);
            p.constantTable();
            p.debugInfo();
        });
        Refusal.allowed(() -> D3D9Walk.walk(program));
        Refusal.allowed(() -> dev.dxkit.d3d9.D3d9Carver.carve(program.toArray()));
    }
}
