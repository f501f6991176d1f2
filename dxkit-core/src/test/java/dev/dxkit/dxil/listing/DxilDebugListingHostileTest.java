package dev.dxkit.dxil.listing;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.DxilProgramPart;

import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Damaged debug modules (the ILDB part of a -Zi build, which the listing prints): each lists or is refused with a
 * one-line DxFormatException naming a bit inside the bitcode, fast, never with another exception.
 */
class DxilDebugListingHostileTest {
    @Test
    void damagedDebugModulesListOrFailCleanly() {
        Random random = new Random(20261130);
        int[] outcome = new int[2];
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (String id : new String[] {"cs_6_0_blur_zi", "lib_6_3_raytracing_zi", "ps_6_2_half_zi"}) {
                Container c = Container.read(Fixtures.byId(id).orElseThrow().bytes());
                byte[] part = c.part("ILDB").orElseThrow().data().toArray();
                int from = 8 * (DxilProgramPart.HEADER_SIZE + 4); // past the program header and the bitcode magic
                DxilProgramPart program = DxilProgramPart.read("ILDB", Bytes.wrap(part));
                long bitcodeBits = 8L * program.bitcode().size();
                long bitcodeStart = 8 + program.bitcodeOffset();
                for (int trial = 0; trial < 200; trial++) {
                    byte[] damaged = part.clone();
                    for (int k = 0; k < 1 + random.nextInt(4); k++) {
                        int bit = from + random.nextInt(8 * damaged.length - from);
                        damaged[bit >>> 3] ^= (byte) (1 << (bit & 7));
                    }
                    try {
                        String text = DxilListing.list(c.withPart("ILDB", Bytes.wrap(damaged)));
                        assertTrue(text.contains("target triple"), id + " trial " + trial);
                        outcome[0]++;
                    } catch (DxFormatException e) {
                        // a byte of the part inside its bitcode, past the magic (kept), and the bit there
                        assertEquals("ILDB", e.where(), id + " trial " + trial + ": " + e.getMessage());
                        long bit = Long.parseLong(e.detail().replaceFirst("^bitcode bit (\\d+): .*", "$1"));
                        assertTrue(e.getMessage().indexOf('\n') < 0 && bit > 0 && bit <= bitcodeBits
                                        && e.offset() == bitcodeStart + bit / 8,
                                id + " trial " + trial + ": " + e.getMessage());
                        outcome[1]++;
                    }
                }
            }
        });
        assertTrue(outcome[0] > 0 && outcome[1] > 0, outcome[0] + " listed, " + outcome[1] + " refused");
    }
}
