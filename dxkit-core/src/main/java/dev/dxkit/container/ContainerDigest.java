package dev.dxkit.container;

import dev.dxkit.io.LittleEndian;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The container digest: MD5's block function over bytes {@code 20..end} of a container, with the final
 * block padded the way fxc pads it (spec "Container", the digest paragraph).
 *
 * <p>With {@code n} the byte count hashed and {@code r = n % 64} the bytes left after the whole blocks:
 * <ul>
 *   <li>{@code r < 56}: one last block {@code [u32 n*8][r bytes][0x80][zeros][u32 (n*8 >> 2) | 1 at 60]};</li>
 *   <li>{@code r >= 56}: first {@code [r bytes][0x80][zeros]}, then {@code [u32 n*8][zeros][u32 (n*8 >> 2) | 1 at 60]}.</li>
 * </ul>
 * The digest is the four state words, little-endian. Standard MD5's length suffix is never appended.
 * DXIL containers are signed with the same digest.
 */
public final class ContainerDigest {
    /** The digest covers the bytes from this offset to the end. */
    public static final int HASHED_FROM = 20;

    /** Unaligned little-endian int loads from a byte array: one machine load per message word. */
    /** Below this many whole-block bytes, dxkit's own block function is quicker than the call into the JDK's. */
    static final int JDK_BLOCKS_FROM = 512;

    private static final VarHandle LE_INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private ContainerDigest() {
    }

    /** The digest of a whole container held in {@code container[0, length)}. */
    public static byte[] compute(byte[] container, int length) {
        return compute(container, 0, length);
    }

    /** The digest of the container at {@code container[offset, offset + length)}. */
    public static byte[] compute(byte[] container, int offset, int length) {
        if (length < HASHED_FROM) {
            throw new IllegalArgumentException("a container has at least 20 bytes, got " + length);
        }
        return blockDigest(container, offset + HASHED_FROM, length - HASHED_FROM);
    }

    /**
     * fxc's padded MD5 block function over {@code data[from, from + n)}. The whole blocks go through the JDK's
     * MD5 (a HotSpot intrinsic) when {@code sun.security.provider} is open to dxkit, else through
     * {@link #transform}; the result is the same.
     */
    public static byte[] blockDigest(byte[] data, int from, int n) {
        return blockDigest(data, from, n, JdkMd5Blocks.available());
    }

    /** {@link #blockDigest} with dxkit's own block function for every block. */
    public static byte[] blockDigestPortable(byte[] data, int from, int n) {
        return blockDigest(data, from, n, false);
    }

    private static byte[] blockDigest(byte[] data, int from, int n, boolean jdk) {
        if ((from | n) < 0 || from > data.length - n) {
            throw new IndexOutOfBoundsException("range " + from + "+" + n + " of " + data.length);
        }
        int whole = n & ~63;
        int end = from + whole;
        int[] s = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
        if (jdk && whole >= JDK_BLOCKS_FROM) {
            JdkMd5Blocks.blocks(data, from, whole, s);
        } else {
            for (int at = from; at < end; at += 64) {
                transform(s, data, at);
            }
        }
        int r = n - whole;
        int bits = n << 3; // fxc keeps 32 bits of the bit count
        byte[] last = new byte[64];
        if (r >= 56) {
            System.arraycopy(data, end, last, 0, r);
            last[r] = (byte) 0x80;
            transform(s, last, 0);
            java.util.Arrays.fill(last, (byte) 0);
            LittleEndian.putI32(last, 0, bits);
            LittleEndian.putI32(last, 60, (bits >>> 2) | 1);
            transform(s, last, 0);
        } else {
            LittleEndian.putI32(last, 0, bits);
            System.arraycopy(data, end, last, 4, r);
            last[4 + r] = (byte) 0x80;
            LittleEndian.putI32(last, 60, (bits >>> 2) | 1);
            transform(s, last, 0);
        }
        byte[] out = new byte[16];
        for (int i = 0; i < 4; i++) {
            LittleEndian.putI32(out, 4 * i, s[i]);
        }
        return out;
    }

    /** MD5's block function (RFC 1321, section 3.4) over the 64 bytes at {@code at}, updating {@code s}. */
    static void transform(int[] s, byte[] b, int at) {
        // The message words are loaded where they are used, so the compiler can fold each load into its add.
        int a = s[0], bb = s[1], c = s[2], d = s[3];

        a = bb + Integer.rotateLeft(a + (d ^ (bb & (c ^ d))) + ((int) LE_INT.get(b, at + 0) + 0xd76aa478), 7);
        d = a + Integer.rotateLeft(d + (c ^ (a & (bb ^ c))) + ((int) LE_INT.get(b, at + 4) + 0xe8c7b756), 12);
        c = d + Integer.rotateLeft(c + (bb ^ (d & (a ^ bb))) + ((int) LE_INT.get(b, at + 8) + 0x242070db), 17);
        bb = c + Integer.rotateLeft(bb + (a ^ (c & (d ^ a))) + ((int) LE_INT.get(b, at + 12) + 0xc1bdceee), 22);
        a = bb + Integer.rotateLeft(a + (d ^ (bb & (c ^ d))) + ((int) LE_INT.get(b, at + 16) + 0xf57c0faf), 7);
        d = a + Integer.rotateLeft(d + (c ^ (a & (bb ^ c))) + ((int) LE_INT.get(b, at + 20) + 0x4787c62a), 12);
        c = d + Integer.rotateLeft(c + (bb ^ (d & (a ^ bb))) + ((int) LE_INT.get(b, at + 24) + 0xa8304613), 17);
        bb = c + Integer.rotateLeft(bb + (a ^ (c & (d ^ a))) + ((int) LE_INT.get(b, at + 28) + 0xfd469501), 22);
        a = bb + Integer.rotateLeft(a + (d ^ (bb & (c ^ d))) + ((int) LE_INT.get(b, at + 32) + 0x698098d8), 7);
        d = a + Integer.rotateLeft(d + (c ^ (a & (bb ^ c))) + ((int) LE_INT.get(b, at + 36) + 0x8b44f7af), 12);
        c = d + Integer.rotateLeft(c + (bb ^ (d & (a ^ bb))) + ((int) LE_INT.get(b, at + 40) + 0xffff5bb1), 17);
        bb = c + Integer.rotateLeft(bb + (a ^ (c & (d ^ a))) + ((int) LE_INT.get(b, at + 44) + 0x895cd7be), 22);
        a = bb + Integer.rotateLeft(a + (d ^ (bb & (c ^ d))) + ((int) LE_INT.get(b, at + 48) + 0x6b901122), 7);
        d = a + Integer.rotateLeft(d + (c ^ (a & (bb ^ c))) + ((int) LE_INT.get(b, at + 52) + 0xfd987193), 12);
        c = d + Integer.rotateLeft(c + (bb ^ (d & (a ^ bb))) + ((int) LE_INT.get(b, at + 56) + 0xa679438e), 17);
        bb = c + Integer.rotateLeft(bb + (a ^ (c & (d ^ a))) + ((int) LE_INT.get(b, at + 60) + 0x49b40821), 22);

        a = bb + Integer.rotateLeft(a + (c ^ (d & (bb ^ c))) + ((int) LE_INT.get(b, at + 4) + 0xf61e2562), 5);
        d = a + Integer.rotateLeft(d + (bb ^ (c & (a ^ bb))) + ((int) LE_INT.get(b, at + 24) + 0xc040b340), 9);
        c = d + Integer.rotateLeft(c + (a ^ (bb & (d ^ a))) + ((int) LE_INT.get(b, at + 44) + 0x265e5a51), 14);
        bb = c + Integer.rotateLeft(bb + (d ^ (a & (c ^ d))) + ((int) LE_INT.get(b, at + 0) + 0xe9b6c7aa), 20);
        a = bb + Integer.rotateLeft(a + (c ^ (d & (bb ^ c))) + ((int) LE_INT.get(b, at + 20) + 0xd62f105d), 5);
        d = a + Integer.rotateLeft(d + (bb ^ (c & (a ^ bb))) + ((int) LE_INT.get(b, at + 40) + 0x02441453), 9);
        c = d + Integer.rotateLeft(c + (a ^ (bb & (d ^ a))) + ((int) LE_INT.get(b, at + 60) + 0xd8a1e681), 14);
        bb = c + Integer.rotateLeft(bb + (d ^ (a & (c ^ d))) + ((int) LE_INT.get(b, at + 16) + 0xe7d3fbc8), 20);
        a = bb + Integer.rotateLeft(a + (c ^ (d & (bb ^ c))) + ((int) LE_INT.get(b, at + 36) + 0x21e1cde6), 5);
        d = a + Integer.rotateLeft(d + (bb ^ (c & (a ^ bb))) + ((int) LE_INT.get(b, at + 56) + 0xc33707d6), 9);
        c = d + Integer.rotateLeft(c + (a ^ (bb & (d ^ a))) + ((int) LE_INT.get(b, at + 12) + 0xf4d50d87), 14);
        bb = c + Integer.rotateLeft(bb + (d ^ (a & (c ^ d))) + ((int) LE_INT.get(b, at + 32) + 0x455a14ed), 20);
        a = bb + Integer.rotateLeft(a + (c ^ (d & (bb ^ c))) + ((int) LE_INT.get(b, at + 52) + 0xa9e3e905), 5);
        d = a + Integer.rotateLeft(d + (bb ^ (c & (a ^ bb))) + ((int) LE_INT.get(b, at + 8) + 0xfcefa3f8), 9);
        c = d + Integer.rotateLeft(c + (a ^ (bb & (d ^ a))) + ((int) LE_INT.get(b, at + 28) + 0x676f02d9), 14);
        bb = c + Integer.rotateLeft(bb + (d ^ (a & (c ^ d))) + ((int) LE_INT.get(b, at + 48) + 0x8d2a4c8a), 20);

        a = bb + Integer.rotateLeft(a + (bb ^ c ^ d) + ((int) LE_INT.get(b, at + 20) + 0xfffa3942), 4);
        d = a + Integer.rotateLeft(d + (a ^ bb ^ c) + ((int) LE_INT.get(b, at + 32) + 0x8771f681), 11);
        c = d + Integer.rotateLeft(c + (d ^ a ^ bb) + ((int) LE_INT.get(b, at + 44) + 0x6d9d6122), 16);
        bb = c + Integer.rotateLeft(bb + (c ^ d ^ a) + ((int) LE_INT.get(b, at + 56) + 0xfde5380c), 23);
        a = bb + Integer.rotateLeft(a + (bb ^ c ^ d) + ((int) LE_INT.get(b, at + 4) + 0xa4beea44), 4);
        d = a + Integer.rotateLeft(d + (a ^ bb ^ c) + ((int) LE_INT.get(b, at + 16) + 0x4bdecfa9), 11);
        c = d + Integer.rotateLeft(c + (d ^ a ^ bb) + ((int) LE_INT.get(b, at + 28) + 0xf6bb4b60), 16);
        bb = c + Integer.rotateLeft(bb + (c ^ d ^ a) + ((int) LE_INT.get(b, at + 40) + 0xbebfbc70), 23);
        a = bb + Integer.rotateLeft(a + (bb ^ c ^ d) + ((int) LE_INT.get(b, at + 52) + 0x289b7ec6), 4);
        d = a + Integer.rotateLeft(d + (a ^ bb ^ c) + ((int) LE_INT.get(b, at + 0) + 0xeaa127fa), 11);
        c = d + Integer.rotateLeft(c + (d ^ a ^ bb) + ((int) LE_INT.get(b, at + 12) + 0xd4ef3085), 16);
        bb = c + Integer.rotateLeft(bb + (c ^ d ^ a) + ((int) LE_INT.get(b, at + 24) + 0x04881d05), 23);
        a = bb + Integer.rotateLeft(a + (bb ^ c ^ d) + ((int) LE_INT.get(b, at + 36) + 0xd9d4d039), 4);
        d = a + Integer.rotateLeft(d + (a ^ bb ^ c) + ((int) LE_INT.get(b, at + 48) + 0xe6db99e5), 11);
        c = d + Integer.rotateLeft(c + (d ^ a ^ bb) + ((int) LE_INT.get(b, at + 60) + 0x1fa27cf8), 16);
        bb = c + Integer.rotateLeft(bb + (c ^ d ^ a) + ((int) LE_INT.get(b, at + 8) + 0xc4ac5665), 23);

        a = bb + Integer.rotateLeft(a + (c ^ (bb | ~d)) + ((int) LE_INT.get(b, at + 0) + 0xf4292244), 6);
        d = a + Integer.rotateLeft(d + (bb ^ (a | ~c)) + ((int) LE_INT.get(b, at + 28) + 0x432aff97), 10);
        c = d + Integer.rotateLeft(c + (a ^ (d | ~bb)) + ((int) LE_INT.get(b, at + 56) + 0xab9423a7), 15);
        bb = c + Integer.rotateLeft(bb + (d ^ (c | ~a)) + ((int) LE_INT.get(b, at + 20) + 0xfc93a039), 21);
        a = bb + Integer.rotateLeft(a + (c ^ (bb | ~d)) + ((int) LE_INT.get(b, at + 48) + 0x655b59c3), 6);
        d = a + Integer.rotateLeft(d + (bb ^ (a | ~c)) + ((int) LE_INT.get(b, at + 12) + 0x8f0ccc92), 10);
        c = d + Integer.rotateLeft(c + (a ^ (d | ~bb)) + ((int) LE_INT.get(b, at + 40) + 0xffeff47d), 15);
        bb = c + Integer.rotateLeft(bb + (d ^ (c | ~a)) + ((int) LE_INT.get(b, at + 4) + 0x85845dd1), 21);
        a = bb + Integer.rotateLeft(a + (c ^ (bb | ~d)) + ((int) LE_INT.get(b, at + 32) + 0x6fa87e4f), 6);
        d = a + Integer.rotateLeft(d + (bb ^ (a | ~c)) + ((int) LE_INT.get(b, at + 60) + 0xfe2ce6e0), 10);
        c = d + Integer.rotateLeft(c + (a ^ (d | ~bb)) + ((int) LE_INT.get(b, at + 24) + 0xa3014314), 15);
        bb = c + Integer.rotateLeft(bb + (d ^ (c | ~a)) + ((int) LE_INT.get(b, at + 52) + 0x4e0811a1), 21);
        a = bb + Integer.rotateLeft(a + (c ^ (bb | ~d)) + ((int) LE_INT.get(b, at + 16) + 0xf7537e82), 6);
        d = a + Integer.rotateLeft(d + (bb ^ (a | ~c)) + ((int) LE_INT.get(b, at + 44) + 0xbd3af235), 10);
        c = d + Integer.rotateLeft(c + (a ^ (d | ~bb)) + ((int) LE_INT.get(b, at + 8) + 0x2ad7d2bb), 15);
        bb = c + Integer.rotateLeft(bb + (d ^ (c | ~a)) + ((int) LE_INT.get(b, at + 36) + 0xeb86d391), 21);

        s[0] += a;
        s[1] += bb;
        s[2] += c;
        s[3] += d;
    }
}
