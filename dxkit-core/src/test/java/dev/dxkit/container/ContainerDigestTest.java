package dev.dxkit.container;

import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ContainerDigestTest {
    /**
     * A reference model of fxc's padding written independently of {@link ContainerDigest}: build the padded
     * message as one array, then run MD5's block function over each 64 bytes.
     */
    static byte[] reference(byte[] container) {
        int n = container.length - 20;
        int bits = n * 8;
        int r = n % 64;
        int whole = n - r;
        byte[] tail = new byte[r >= 56 ? 128 : 64];
        if (r >= 56) {
            System.arraycopy(container, 20 + whole, tail, 0, r);
            tail[r] = (byte) 0x80;
            putLe(tail, 64, bits);
            putLe(tail, 124, (bits >>> 2) | 1);
        } else {
            putLe(tail, 0, bits);
            System.arraycopy(container, 20 + whole, tail, 4, r);
            tail[4 + r] = (byte) 0x80;
            putLe(tail, 60, (bits >>> 2) | 1);
        }
        byte[] msg = new byte[whole + tail.length];
        System.arraycopy(container, 20, msg, 0, whole);
        System.arraycopy(tail, 0, msg, whole, tail.length);
        int[] s = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
        for (int at = 0; at < msg.length; at += 64) {
            ContainerDigest.transform(s, msg, at);
        }
        byte[] out = new byte[16];
        for (int i = 0; i < 4; i++) {
            putLe(out, 4 * i, s[i]);
        }
        return out;
    }

    static void putLe(byte[] a, int at, int v) {
        for (int i = 0; i < 4; i++) {
            a[at + i] = (byte) (v >>> (8 * i));
        }
    }

    @Test
    void md5BlockFunctionMatchesRfc1321OnEmptyMessage() throws Exception {
        // MD5("") = d41d8cd98f00b204e9800998ecf8427e: one block holding 0x80 and a zero length.
        int[] s = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
        byte[] block = new byte[64];
        block[0] = (byte) 0x80;
        ContainerDigest.transform(s, block, 0);
        byte[] out = new byte[16];
        for (int i = 0; i < 4; i++) {
            putLe(out, 4 * i, s[i]);
        }
        assertEquals("d41d8cd98f00b204e9800998ecf8427e", Bytes.wrap(out).hex());
    }

    @Test
    void digestAgreesWithTheReferenceForEveryLengthModulo64() {
        // Parts of 0..191 bytes give containers of every length mod 64 (and both padding branches).
        for (int size = 0; size < 192; size++) {
            byte[] data = new byte[size];
            for (int i = 0; i < size; i++) {
                data[i] = (byte) (i * 31 + size);
            }
            byte[] c = ContainerWriter.write(List.of(PartEntry.of("TEST", Bytes.wrap(data))));
            assertArrayEquals(reference(c), ContainerDigest.compute(c, c.length), "container of " + c.length + " bytes");
            assertEquals(DigestState.OK, Container.read(c).digestState());
        }
    }

    @Test
    void jdkBlockLoopAndPortableBlockFunctionAgree() {
        assertTrue(JdkMd5Blocks.available(), "the test JVM opens sun.security.provider to dxkit");
        java.util.Random rnd = new java.util.Random(3);
        for (int n : new int[] {0, 63, 64, 511, 512, 575, 576, 600, 4096, 65_536 + 57}) {
            byte[] data = new byte[n + 20];
            rnd.nextBytes(data);
            assertArrayEquals(ContainerDigest.blockDigestPortable(data, 20, n), ContainerDigest.blockDigest(data, 20, n), "n=" + n);
            assertArrayEquals(reference(data), ContainerDigest.compute(data, data.length), "n=" + n);
        }
    }

    @Test
    void remainderOf56OrMoreTakesABlockOfItsOwn() {
        // 20-byte header + n hashed bytes; n % 64 == 56 is the first length that pads in two blocks.
        List<Integer> seen = new ArrayList<>();
        for (int n = 40; n < 80; n++) {
            byte[] c = new byte[20 + n];
            byte[] d = ContainerDigest.compute(c, c.length);
            assertArrayEquals(reference(c), d);
            seen.add(n % 64);
        }
        assertEquals(40, seen.size());
    }

    /**
     * Plain MD5 by dxkit's own block function and padding against the JDK's {@code MessageDigest}, at every
     * length around the padding's edges (55, 56, 63, 64 ...) and at offsets into a larger array.
     */
    @Test
    void plainMd5MatchesTheJdks() throws Exception {
        java.util.Random random = new java.util.Random(24);
        byte[] data = new byte[700];
        random.nextBytes(data);
        for (int n = 0; n <= 300; n++) {
            for (int from : new int[] {0, 3, 700 - n}) {
                java.security.MessageDigest md = java.security.MessageDigest.getInstance("MD5");
                md.update(data, from, n);
                assertArrayEquals(md.digest(), ContainerDigest.md5Portable(data, from, n), n + " bytes at " + from);
            }
        }
        // RFC 1321's test suite: MD5("abc")
        assertEquals("900150983cd24fb0d6963f7d28e17f72",
                java.util.HexFormat.of().formatHex(ContainerDigest.md5Portable("abc".getBytes(
                        java.nio.charset.StandardCharsets.US_ASCII), 0, 3)));
    }
}
