package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.d3d9.listing.D3d9Listing;
import dev.dxkit.dxil.listing.DxilListing;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.text.DisasmFlags;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every kind of fixture (SM 4/5/5.1, level 9, DXIL, raw Direct3D 9) damaged anywhere past the container header —
 * bits flipped, a word overwritten with a likely count or offset, a byte copied, the file cut short — and listed
 * as {@code dxkit dis} lists it: the result is a listing or one {@link DxFormatException}, a single line naming
 * where, never another exception, a hang or an error. Fixed seed; a few seconds.
 */
class ListingMutationTest {
    private static final int TRIALS = 4000;

    @Test
    void aDamagedProgramIsListedOrRefusedInOneLine() {
        List<Fixture> fixtures = new ArrayList<>();
        for (Fixture f : Fixtures.all()) {
            if (f.isRawD3d9() || f.parts().contains("SHEX") || f.parts().contains("SHDR") || f.parts().contains("DXIL")) {
                fixtures.add(f);
            }
        }
        assertTrue(fixtures.size() > 400, "fixtures: " + fixtures.size());
        SplittableRandom random = new SplittableRandom(20261201);
        int[] outcome = new int[2]; // listed, refused
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (int trial = 0; trial < TRIALS; trial++) {
                Fixture f = fixtures.get(random.nextInt(fixtures.size()));
                byte[] b = damaged(f.bytes(), f.isRawD3d9() ? 4 : 32, random);
                try {
                    list(f, b);
                    outcome[0]++;
                } catch (DxFormatException e) {
                    assertTrue(e.getMessage().indexOf('\n') < 0, e.getMessage());
                    outcome[1]++;
                } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                    fail("trial " + trial + ", " + f.id() + ": " + e, e);
                }
            }
        });
        // both outcomes are common: the damage is neither always harmless nor always caught
        assertTrue(outcome[0] > TRIALS / 10 && outcome[1] > TRIALS / 10, outcome[0] + " listed, " + outcome[1] + " refused");
    }

    /** Lists {@code b} as the CLI does for a program of {@code f}'s kind. */
    private static void list(Fixture f, byte[] b) {
        if (f.isRawD3d9()) {
            D3d9Listing.print(Bytes.wrap(b), DisasmFlags.of(0));
            return;
        }
        Container c = Container.read(b);
        if (c.has("DXIL")) {
            DxilListing.list(c);
        } else if (c.has("SHEX") || c.has("SHDR")) {
            Disassembler.disassemble(c, DisasmFlags.of(f.listings().isEmpty() ? 0 : f.listings().keySet().iterator().next()));
        }
    }

    /** {@code bytes} with one kind of damage at or after {@code keep}. */
    private static byte[] damaged(byte[] bytes, int keep, SplittableRandom random) {
        byte[] b = bytes.clone();
        int span = b.length - keep;
        switch (random.nextInt(4)) {
            case 0 -> {
                for (int k = 0, n = 1 + random.nextInt(5); k < n; k++) {
                    b[keep + random.nextInt(span)] ^= (byte) (1 << random.nextInt(8));
                }
            }
            case 1 -> {
                int p = keep + random.nextInt(Math.max(1, span - 4));
                int[] likely = {0, 1, -1, Integer.MAX_VALUE, random.nextInt(), random.nextInt(256), random.nextInt(1 << 16)};
                int v = likely[random.nextInt(likely.length)];
                for (int i = 0; i < 4 && p + i < b.length; i++) {
                    b[p + i] = (byte) (v >>> 8 * i);
                }
            }
            case 2 -> {
                return java.util.Arrays.copyOf(b, keep + random.nextInt(span));
            }
            default -> b[keep + random.nextInt(span)] = b[keep + random.nextInt(span)];
        }
        return b;
    }
}
