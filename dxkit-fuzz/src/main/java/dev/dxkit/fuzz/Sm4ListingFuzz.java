package dev.dxkit.fuzz;

import dev.dxkit.container.Container;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.Disassembler;

import java.util.Arrays;

/**
 * The Shader Model 4/5/5.1 listing ({@code dxkit dis}) under several flag words: the first byte picks the word,
 * the rest is the container. SPDB (/Zi) and SDBG parts in it are read for the listing's annotations.
 */
public final class Sm4ListingFuzz {
    /** Plain; numbers and offsets; hex literals; instructions only; no debug information; HTML; all at once. */
    static final int[] FLAGS = {0x00, 0x24, 0x80, 0x40, 0x10, 0x01, 0x02, 0xA5};

    private Sm4ListingFuzz() {
    }

    /** Called by Jazzer once before fuzzing. */
    public static void fuzzerInitialize() {
        Warmup.over(Sm4ListingFuzz::fuzzerTestOneInput);
    }

    public static void fuzzerTestOneInput(byte[] data) {
        if (data.length < 1) {
            return;
        }
        DisasmFlags flags = DisasmFlags.of(FLAGS[(data[0] & 0xFF) % FLAGS.length]);
        byte[] container = Arrays.copyOfRange(data, 1, data.length);
        Refusal.allowed(() -> {
            Container c = Container.read(container);
            if (c.has("SHEX") || c.has("SHDR")) {
                Disassembler.disassemble(c, flags);
            }
        });
    }
}
