package dev.dxkit.archive;

import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TarReaderTest {
    static final String LONG = "a/" + "very-long-folder-name/".repeat(8) + "shader.dxbc";

    static byte[] bytes(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 31 + seed);
        }
        return b;
    }

    static byte[] sample() {
        return new TarWriter().folder("a").file("a/one.bin", bytes(700, 1)).file(LONG, bytes(512, 2))
                .paxFile("b/ümlaut.bin", "b/umlaut.bin", bytes(3, 3)).entry("a/link", '2', new byte[0])
                .file("empty", new byte[0]).toBytes();
    }

    /** Every member as "name size sum-of-bytes". */
    static List<String> members(Archive kind, byte[] archive) throws IOException {
        List<String> out = new ArrayList<>();
        kind.read(new ByteArrayInputStream(archive), (name, size, data) -> {
            byte[] b = data.readAllBytes();
            assertTrue(size < 0 || size == b.length, name);
            out.add(name + " " + b.length + " " + Arrays.hashCode(b));
        });
        return out;
    }

    static final List<String> SAMPLE = List.of("a/one.bin 700 " + Arrays.hashCode(bytes(700, 1)),
            LONG + " 512 " + Arrays.hashCode(bytes(512, 2)), "b/ümlaut.bin 3 " + Arrays.hashCode(bytes(3, 3)),
            "empty 0 1");

    @Test
    void readsUstarGnuLongNamesAndPaxPaths() throws IOException {
        byte[] tar = sample();
        assertEquals(Archive.TAR, Archive.of(tar, 4096));
        assertEquals(SAMPLE, members(Archive.TAR, tar));
    }

    @Test
    void readsTheSameMembersFromTarGzAndZip() throws IOException {
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream o = new GZIPOutputStream(gz)) {
            o.write(sample());
        }
        assertEquals(Archive.TAR_GZ, Archive.of(gz.toByteArray(), Math.min(4096, gz.size())));
        assertEquals(SAMPLE, members(Archive.TAR_GZ, gz.toByteArray()));

        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(zip)) {
            z.putNextEntry(new ZipEntry("a/"));
            for (String s : SAMPLE) {
                String name = s.substring(0, s.indexOf(' '));
                z.putNextEntry(new ZipEntry(name));
                z.write(name.equals("empty") ? new byte[0] : name.equals(LONG) ? bytes(512, 2)
                        : name.startsWith("a/") ? bytes(700, 1) : bytes(3, 3));
            }
        }
        assertEquals(Archive.ZIP, Archive.of(zip.toByteArray(), 4096));
        assertEquals(SAMPLE, members(Archive.ZIP, zip.toByteArray()));
    }

    @Test
    void aGzipOfAnythingButATarIsNoArchive() throws IOException {
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream o = new GZIPOutputStream(gz)) {
            o.write("just some text, more than a block of it. ".repeat(40).getBytes(StandardCharsets.US_ASCII));
        }
        assertNull(Archive.of(gz.toByteArray(), gz.size()));
        assertNull(Archive.of("DXBC".getBytes(StandardCharsets.US_ASCII), 4));
    }

    @Test
    void everyTruncationEndsInFewerMembersOrOneErrorNamingTheByte() throws IOException {
        byte[] tar = sample();
        for (int n = 0; n < tar.length; n++) {
            byte[] cut = Arrays.copyOf(tar, n);
            try {
                List<String> got = members(Archive.TAR, cut);
                assertTrue(SAMPLE.containsAll(got), n + ": " + got);
                // a clean end: at a block boundary, or inside the zero blocks after the last member
                assertTrue(n % 512 == 0 || got.equals(SAMPLE), "ended without an error at byte " + n);
            } catch (DxFormatException e) {
                assertEquals("tar", e.where());
                assertTrue(e.offset() <= n, n + ": " + e.getMessage());
            }
        }
    }

    @Test
    void aDamagedHeaderIsRefusedAtItsChecksum() {
        byte[] tar = sample();
        tar[512 + 3] ^= 1; // the name of the second header ("a/one.bin")
        DxFormatException e = assertThrows(DxFormatException.class, () -> members(Archive.TAR, tar));
        assertTrue(e.getMessage().startsWith("tar @0x0294: header checksum "), e.getMessage());
    }

    @Test
    void aHugeLongNameIsRefusedBeforeItIsRead() {
        byte[] tar = new TarWriter().entry("././@LongLink", 'L', new byte[0]).toBytes();
        byte[] size = String.format("%011o", (long) TarReader.MAX_META + 1).getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(size, 0, tar, 124, 11);
        Arrays.fill(tar, 148, 156, (byte) ' '); // the checksum again
        int sum = 0;
        for (int i = 0; i < 512; i++) {
            sum += tar[i] & 0xFF;
        }
        byte[] s = String.format("%06o\0", sum).getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(s, 0, tar, 148, 7);
        DxFormatException e = assertThrows(DxFormatException.class, () -> members(Archive.TAR, tar));
        assertEquals("tar @0x007c: a name or pax header of 1048577 bytes, more than 1048576", e.getMessage());
    }

    @Test
    void aDamagedZipNamesItsByte() throws IOException {
        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(zip)) {
            z.putNextEntry(new ZipEntry("x.bin"));
            z.write(bytes(5000, 7));
        }
        byte[] cut = Arrays.copyOf(zip.toByteArray(), 200);
        DxFormatException e = assertThrows(DxFormatException.class, () -> members(Archive.ZIP, cut));
        assertEquals("zip", e.where());
        assertEquals(200, e.offset());
        assertArrayEquals(new byte[0], new byte[0]);
    }
}
