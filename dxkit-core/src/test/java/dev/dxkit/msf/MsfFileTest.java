package dev.dxkit.msf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The MSF 7.00 reader over synthetic files: streams come back whole; hostile files fail naming the byte. */
class MsfFileTest {
    private static byte[] bytes(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 31 + seed);
        }
        return b;
    }

    private static MsfBuilder sample() {
        return new MsfBuilder(512).stream(bytes(0, 1)).stream(bytes(1, 2)).stream(bytes(512, 3))
                .stream(bytes(513, 4)).stream(null).stream(bytes(1500, 5));
    }

    private static void putInt(byte[] file, int at, int value) {
        ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).putInt(at, value);
    }

    private static DxFormatException fails(byte[] file) {
        return assertThrows(DxFormatException.class, () -> MsfFile.read(Bytes.wrap(file)));
    }

    @Test
    void streamsComeBackWhole() {
        MsfFile m = MsfFile.read(Bytes.wrap(sample().build()));
        assertEquals(512, m.blockSize());
        assertEquals(1, m.freeBlockMapBlock());
        assertEquals(6, m.streamCount());
        assertEquals(0, m.stream(0).size());
        assertArrayEquals(bytes(1, 2), m.stream(1).toArray());
        assertArrayEquals(bytes(512, 3), m.stream(2).toArray());
        assertArrayEquals(bytes(513, 4), m.stream(3).toArray());
        assertEquals(0, m.stream(4).size()); // nil stream
        assertArrayEquals(bytes(1500, 5), m.stream(5).toArray());
        assertThrows(DxFormatException.class, () -> m.stream(6));
    }

    @Test
    void largerBlocksAndADirectoryOverSeveralBlocks() {
        MsfBuilder b = new MsfBuilder(4096);
        for (int i = 0; i < 1100; i++) {
            b.stream(bytes(i % 7, i)); // 1100 sizes alone need more than one 4096-byte block of directory
        }
        MsfFile m = MsfFile.read(Bytes.wrap(b.build()));
        assertEquals(1100, m.streamCount());
        assertArrayEquals(bytes(1099 % 7, 1099), m.stream(1099).toArray());
    }

    @Test
    void magicIsRequired() {
        byte[] f = sample().build();
        f[3] ^= 1;
        assertFalse(MsfFile.isMsf(Bytes.wrap(f)));
        assertEquals(0, fails(f).offset());
    }

    @Test
    void blockSizeMustBeAPowerOfTwoFrom512() {
        byte[] f = sample().build();
        putInt(f, MsfBuilder.BLOCK_SIZE, 1000);
        DxFormatException e = fails(f);
        assertEquals(0x20, e.offset());
        assertTrue(e.getMessage().contains("1000"), e.getMessage());
    }

    @Test
    void blockCountPastTheEndOfTheFile() {
        byte[] f = sample().build();
        putInt(f, MsfBuilder.BLOCK_COUNT, 0x7FFFFFFF);
        assertEquals(0x28, fails(f).offset());
    }

    @Test
    void directoryLargerThanTheFile() {
        byte[] f = sample().build();
        putInt(f, MsfBuilder.DIRECTORY_BYTES, -16);
        assertEquals(0x2C, fails(f).offset());
    }

    @Test
    void blockMapPastTheEnd() {
        byte[] f = sample().build();
        putInt(f, MsfBuilder.BLOCK_MAP, f.length / 512);
        DxFormatException e = fails(f);
        assertEquals(0x34, e.offset());
    }

    @Test
    void streamBlockIndexPastTheEnd() {
        MsfBuilder b = sample();
        byte[] f = b.build();
        // directory: count, 6 sizes, then stream 1's one block index
        putInt(f, b.directoryAt + 4 + 4 * 6, 0x10000);
        DxFormatException e = fails(f);
        assertEquals("MSF directory", e.where());
        assertEquals(4 + 4 * 6, e.offset());
    }

    @Test
    void streamSizeThatLies() {
        MsfBuilder b = sample();
        byte[] f = b.build();
        putInt(f, b.directoryAt + 4 + 4 * 1, 0x7FFFFFF0); // stream 1 claims nearly 2 GiB
        DxFormatException e = fails(f);
        assertEquals(4 + 4 * 1, e.offset());
    }

    @Test
    void streamSizeNeedingMoreBlocksThanListed() {
        MsfBuilder b = sample();
        byte[] f = b.build();
        putInt(f, b.directoryAt + 4 + 4 * 5, 5000); // stream 5: 10 blocks, the directory lists fewer
        DxFormatException e = fails(f);
        assertEquals("MSF directory", e.where());
    }

    @Test
    void hugeStreamCount() {
        MsfBuilder b = sample();
        byte[] f = b.build();
        putInt(f, b.directoryAt, -2);
        DxFormatException e = fails(f);
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains("stream count"), e.getMessage());
    }

    @Test
    void everyTruncationFailsCleanly() {
        byte[] f = sample().build();
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (int n = 0; n < f.length; n += 7) {
                byte[] cut = java.util.Arrays.copyOf(f, n);
                assertThrows(DxFormatException.class, () -> MsfFile.read(Bytes.wrap(cut)), "cut at " + n);
            }
        });
    }

    @Test
    void everyWordOfTheSuperblockAndDirectorySweptToExtremesFailsOrReads() {
        MsfBuilder b = sample();
        byte[] f = b.build();
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            int[] words = new int[0x38 / 4 + 40];
            for (int i = 0; i < 0x38 / 4; i++) {
                words[i] = 4 * i;
            }
            for (int i = 0; i < 40; i++) {
                words[0x38 / 4 + i] = b.directoryAt + 4 * i;
            }
            for (int at : words) {
                for (int v : new int[] {0, -1, 0x7FFFFFFF, 0x80000000, 0xFFFF}) {
                    byte[] g = f.clone();
                    putInt(g, at, v);
                    try {
                        MsfFile m = MsfFile.read(Bytes.wrap(g));
                        assertTrue(m.streamCount() >= 0);
                    } catch (DxFormatException expected) {
                        assertTrue(expected.offset() >= 0, expected.getMessage());
                    }
                }
            }
        });
    }
}
