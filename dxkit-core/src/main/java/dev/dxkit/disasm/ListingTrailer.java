package dev.dxkit.disasm;

import dev.dxkit.container.Container;

/**
 * PLACEHOLDER (branch sm4 only): the trailer printer is written on branch {@code parts}; this stand-in prints
 * nothing. It is deleted when the real class is merged.
 */
public final class ListingTrailer {
    private ListingTrailer() {
    }

    public static void print(Container c, DisasmFlags flags, TextSink out) {
        // nothing until the real trailer arrives
    }
}
