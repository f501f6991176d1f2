package dev.dxkit.dxil;

import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.container.Container;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Real modules cut short or damaged: a DxFormatException naming a bit inside the stream, fast, never anything else. */
class DxilHostileTest {
    private static byte[] realModule(int which) throws Exception {
        List<Path> paths = DxilCorpus.containers();
        Container c = Container.read(paths.get(which % paths.size()));
        return DxilCorpus.program(c).bitcode().toArray();
    }

    @Test
    void truncatedAtEveryWord() throws Exception {
        byte[] bc = realModule(0);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int n = 0; n < bc.length; n += 4) {
                Bytes cut = Bytes.wrap(bc, 0, n);
                DxFormatException e = org.junit.jupiter.api.Assertions.assertThrows(DxFormatException.class,
                        () -> DxilModule.read(cut), "cut at " + n);
                assertTrue(e.offset() >= 0 && e.offset() <= 8L * Math.max(n, 4), "cut at " + n + ": " + e.getMessage());
            }
        });
    }

    @Test
    void randomBitFlipsGiveAModuleOrAFormatError() throws Exception {
        Random random = new Random(20261130);
        int[] outcome = new int[2];
        assertTimeoutPreemptively(Duration.ofSeconds(90), () -> {
            for (int module = 0; module < 20; module++) {
                byte[] bc = realModule(module * 37);
                for (int trial = 0; trial < 150; trial++) {
                    byte[] damaged = bc.clone();
                    for (int k = 0; k < 1 + random.nextInt(4); k++) {
                        int bit = 32 + random.nextInt(damaged.length * 8 - 32); // keep the magic
                        damaged[bit >>> 3] ^= (byte) (1 << (bit & 7));
                    }
                    try {
                        DxilInfo.of(DxilModule.read(Bytes.wrap(damaged)));
                        outcome[0]++;
                    } catch (DxFormatException e) {
                        assertEquals(BitCursor.WHERE, e.where(), e.getMessage());
                        assertTrue(e.offset() >= 0 && e.offset() <= 8L * damaged.length, e.getMessage());
                        outcome[1]++;
                    }
                }
            }
        });
        assertEquals(3000, outcome[0] + outcome[1]);
        assertTrue(outcome[1] > 0, "some flips must be caught");
    }
}
