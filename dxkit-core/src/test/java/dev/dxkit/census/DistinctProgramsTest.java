package dev.dxkit.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DistinctProgramsTest {
    @TempDir
    Path dir;

    boolean add(DistinctPrograms set, long key, Path file, long offset, byte[] data) {
        return set.add(key, new DistinctPrograms.Where(file, offset, data.length),
                new DistinctPrograms.Sha(data, 0, data.length));
    }

    @Test
    void duplicatesAreFoundByReReadingTheFirstOccurrence() throws Exception {
        byte[] a = "first program bytes".getBytes(StandardCharsets.US_ASCII);
        byte[] b = "other program bytes".getBytes(StandardCharsets.US_ASCII);
        Path fa = Files.write(dir.resolve("a.bin"), a);
        Path pack = dir.resolve("pack.bin"); // b embedded at offset 5, as a carved container would be
        byte[] packed = new byte[5 + b.length + 3];
        System.arraycopy(b, 0, packed, 5, b.length);
        Files.write(pack, packed);
        DistinctPrograms set = new DistinctPrograms();
        assertTrue(add(set, DistinctPrograms.key(a, 0, a.length), fa, 0, a));
        assertTrue(add(set, DistinctPrograms.key(b, 0, b.length), pack, 5, b));
        assertFalse(add(set, DistinctPrograms.key(a, 0, a.length), dir.resolve("copy"), 0, a.clone()));
        assertFalse(add(set, DistinctPrograms.key(b, 0, b.length), dir.resolve("copy2"), 0, b.clone()));
        assertEquals(2, set.size());
    }

    @Test
    void equalCheapKeysWithDifferentBytesAreTwoPrograms() throws Exception {
        // Force a key collision: the set must fall back to sha256 and count both.
        byte[] a = "aaaa".getBytes(StandardCharsets.US_ASCII);
        byte[] b = "bbbb".getBytes(StandardCharsets.US_ASCII);
        Path fa = Files.write(dir.resolve("a.bin"), a);
        DistinctPrograms set = new DistinctPrograms();
        long key = 42;
        assertTrue(add(set, key, fa, 0, a));
        assertTrue(add(set, key, dir.resolve("b.bin"), 0, b));
        assertFalse(add(set, key, dir.resolve("b2.bin"), 0, b.clone()));
        assertFalse(add(set, key, dir.resolve("a2.bin"), 0, a.clone()));
        assertEquals(2, set.size());
    }

    @Test
    void theKeyHoldsTheSize() {
        byte[] data = new byte[300];
        assertEquals(300, DistinctPrograms.key(data, 0, 300) >>> 32);
        assertTrue(DistinctPrograms.key(data, 0, 300) != DistinctPrograms.key(data, 0, 299));
    }
}
