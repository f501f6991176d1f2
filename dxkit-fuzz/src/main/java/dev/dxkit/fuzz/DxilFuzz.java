package dev.dxkit.fuzz;

import dev.dxkit.container.Container;
import dev.dxkit.dxil.listing.DxilListing;
import dev.dxkit.dxil.DxilInfo;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.PartDecoder;

/**
 * A DXIL container: dxc's {@code -dumpbin} listing (header from the parts, the bitcode module with its
 * metadata and debug information), the module summary {@code info} shows, and what the census surveys read.
 */
public final class DxilFuzz {
    private DxilFuzz() {
    }

    /** Called by Jazzer once before fuzzing. */
    public static void fuzzerInitialize() {
        Warmup.over(DxilFuzz::fuzzerTestOneInput);
    }

    public static void fuzzerTestOneInput(byte[] data) {
        Refusal.allowed(() -> {
            Container c = Container.read(data);
            if (c.has("DXIL")) {
                DxilListing.list(c);
            }
        });
        Refusal.allowed(() -> {
            Container c = Container.read(data);
            for (String kind : new String[] {"DXIL", "ILDB"}) {
                // a part whose headers the decoder refused is a RawPart: info shows it as such
                if (c.has(kind) && PartDecoder.decode(kind, c.part(kind).orElseThrow().data()) instanceof DxilProgramPart p) {
                    DxilInfo.of(DxilModule.read(p.bitcode()));
                }
            }
        });
    }
}
