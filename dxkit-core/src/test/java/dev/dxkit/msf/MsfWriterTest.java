package dev.dxkit.msf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The MSF 7.00 writer: what it writes, the reader reads back stream for stream; the free block maps keep their places. */
class MsfWriterTest {
    private static Bytes bytes(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 31 + seed);
        }
        return Bytes.wrap(b);
    }

    @Test
    void streamsComeBackWhole() {
        List<Bytes> streams = Arrays.asList(bytes(0, 1), bytes(1, 2), null, bytes(512, 3), bytes(513, 4), bytes(1500, 5));
        byte[] file = MsfWriter.write(streams);
        MsfFile m = MsfFile.read(Bytes.wrap(file));
        assertEquals(512, m.blockSize());
        assertEquals(1, m.freeBlockMapBlock());
        assertEquals(file.length / 512, m.blockCount());
        assertEquals(6, m.streamCount());
        for (int i = 0; i < streams.size(); i++) {
            assertEquals(streams.get(i) == null ? Bytes.EMPTY : streams.get(i), m.stream(i), "stream " + i);
        }
        // superblock, 2 free block maps, 0+1+0+1+2+3 stream blocks, the directory and its block list
        assertEquals(3 + 7 + 1 + 1, m.blockCount());
        // the free block map in use marks the file's blocks used (0) and the rest free (1)
        byte[] fpm = Arrays.copyOfRange(file, 512, 1024);
        assertEquals(0, fpm[0]);
        assertEquals((byte) 0xF0, fpm[1]); // blocks 8..11 used, 12.. free
        for (int i = 2; i < 512; i++) {
            assertEquals((byte) 0xFF, fpm[i], "free block map byte " + i);
        }
    }

    /** Past 512 blocks the free block maps come again at blocks 513 and 514: no stream's data lies there. */
    @Test
    void largeFilesSkipTheFreeBlockMapsOfEachInterval() {
        List<Bytes> streams = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            streams.add(bytes(100_000 + i, i));
        }
        byte[] file = MsfWriter.write(streams);
        MsfFile m = MsfFile.read(Bytes.wrap(file));
        for (int i = 0; i < streams.size(); i++) {
            assertEquals(streams.get(i), m.stream(i), "stream " + i);
        }
        assertEquals(true, m.blockCount() > 1024, "blocks: " + m.blockCount());
        for (int interval = 1; interval * 512 < m.blockCount(); interval++) {
            for (int k = 1; k <= 2; k++) {
                int at = (interval * 512 + k) * 512;
                byte[] block = Arrays.copyOfRange(file, at, at + 512);
                byte[] want = new byte[512];
                if (k == 1) {
                    Arrays.fill(want, (byte) 0xFF); // the in-use map of a later interval: no block to mark there
                }
                assertArrayEquals(want, block, "free block map " + k + " of interval " + interval);
            }
        }
        // the first map's bits: one per block of the whole file, all used
        int used = m.blockCount();
        for (int b = 0; b < used; b++) {
            assertEquals(0, file[512 + b / 8] >> (b % 8) & 1, "block " + b);
        }
        assertEquals(1, file[512 + used / 8] >> (used % 8) & 1);
    }

    /** A file too large for one 512-byte block to list its directory's blocks is written with larger blocks. */
    @Test
    void largerBlocksWhereTheDirectoryWouldNotBeListedInOne() {
        List<Bytes> streams = List.of(bytes(10 << 20, 7), bytes(3, 8));
        MsfFile m = MsfFile.read(Bytes.wrap(MsfWriter.write(streams)));
        assertEquals(1024, m.blockSize());
        assertEquals(streams.get(0), m.stream(0));
        assertEquals(streams.get(1), m.stream(1));
        assertEquals(512, MsfWriter.blockSize(List.of(bytes(4 << 20, 1))));
    }
}
