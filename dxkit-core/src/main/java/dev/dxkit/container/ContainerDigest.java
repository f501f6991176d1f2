package dev.dxkit.container;

import dev.dxkit.io.ByteViews;
import dev.dxkit.io.LittleEndian;


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

    /** Below this many whole-block bytes, dxkit's own block function is quicker than the call into the JDK's. */
    static final int JDK_BLOCKS_FROM = 512;

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

    /**
     * The debug variant of the container digest ({@code ComputeHashDebug}: the digest a debug build of the
     * compiler, or a tool patching a shader for the debug layer, signs with): the same block function and
     * layout of the last block, with {@code (n << 4) | 0xf} in place of the bit count and
     * {@code (n << 2) | 0x10000000} at byte 60. D3DStripShader accepts a container signed either way and
     * signs its output the same way as its input.
     */
    public static byte[] computeDebug(byte[] container, int offset, int length) {
        if (length < HASHED_FROM) {
            throw new IllegalArgumentException("a container has at least 20 bytes, got " + length);
        }
        return blockDigest(container, offset + HASHED_FROM, length - HASHED_FROM, JdkMd5Blocks.available(), true);
    }

    private static byte[] blockDigest(byte[] data, int from, int n, boolean jdk) {
        return blockDigest(data, from, n, jdk, false);
    }

    private static byte[] blockDigest(byte[] data, int from, int n, boolean jdk, boolean debug) {
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
        int first = debug ? (n << 4) | 0xf : bits;              // the word before the remainder
        int closing = debug ? (n << 2) | 0x10000000 : (bits >>> 2) | 1; // the word at byte 60
        byte[] last = new byte[64];
        if (r >= 56) {
            System.arraycopy(data, end, last, 0, r);
            last[r] = (byte) 0x80;
            transform(s, last, 0);
            java.util.Arrays.fill(last, (byte) 0);
            LittleEndian.putI32(last, 0, first);
            LittleEndian.putI32(last, 60, closing);
            transform(s, last, 0);
        } else {
            LittleEndian.putI32(last, 0, first);
            System.arraycopy(data, end, last, 4, r);
            last[4 + r] = (byte) 0x80;
            LittleEndian.putI32(last, 60, closing);
            transform(s, last, 0);
        }
        byte[] out = new byte[16];
        for (int i = 0; i < 4; i++) {
            LittleEndian.putI32(out, 4 * i, s[i]);
        }
        return out;
    }

    /**
     * Whether plain MD5 ({@link #md5}) goes through the JDK's {@code MessageDigest}: unless the system property
     * {@value JdkMd5Blocks#PROPERTY} is {@code false}, which the launchers set for their C1-only runs, where the
     * JDK's MD5 is no intrinsic and merely looking it up starts the security providers (a one-shot {@code info}
     * or {@code dis} of a DXIL container, whose shader hash is plain MD5, paid about 10 ms of start-up for it).
     */
    private static final boolean JDK_MD5 = !"false".equals(System.getProperty(JdkMd5Blocks.PROPERTY));

    /**
     * Plain MD5 (RFC 1321) of {@code data[from, from + n)}: the digest dxc's shader hash and the DXIL HASH part
     * hold. The JDK's {@code MessageDigest}, or the block function of {@link #transform} with MD5's own padding
     * (the bytes, 0x80, zeros, the 64-bit bit count) when {@link #JDK_MD5} is off; the result is the same.
     */
    public static byte[] md5(byte[] data, int from, int n) {
        if ((from | n) < 0 || from > data.length - n) {
            throw new IndexOutOfBoundsException("range " + from + "+" + n + " of " + data.length);
        }
        if (JDK_MD5) {
            try {
                java.security.MessageDigest md = java.security.MessageDigest.getInstance("MD5");
                md.update(data, from, n);
                return md.digest();
            } catch (java.security.NoSuchAlgorithmException e) {
                throw new IllegalStateException("MD5 is part of every Java runtime", e);
            }
        }
        return md5Portable(data, from, n);
    }

    /** {@link #md5} with dxkit's own block function, whatever {@link #JDK_MD5} says. */
    static byte[] md5Portable(byte[] data, int from, int n) {
        int[] s = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
        int whole = n & ~63;
        for (int at = from; at < from + whole; at += 64) {
            transform(s, data, at);
        }
        int r = n - whole;
        byte[] last = new byte[r >= 56 ? 128 : 64];
        System.arraycopy(data, from + whole, last, 0, r);
        last[r] = (byte) 0x80;
        long bits = (long) n << 3;
        LittleEndian.putI32(last, last.length - 8, (int) bits);
        LittleEndian.putI32(last, last.length - 4, (int) (bits >>> 32));
        for (int at = 0; at < last.length; at += 64) {
            transform(s, last, at);
        }
        byte[] out = new byte[16];
        for (int i = 0; i < 4; i++) {
            LittleEndian.putI32(out, 4 * i, s[i]);
        }
        return out;
    }

    /** The little-endian word at {@code b[at]}: one unaligned load ({@link ByteViews}). */
    private static int word(byte[] b, int at) {
        return ByteViews.i32(b, at);
    }

    /** MD5's block function (RFC 1321, section 3.4) over the 64 bytes at {@code at}, updating {@code s}. */
    static void transform(int[] s, byte[] b, int at) {
        // The sixteen message words, loaded once: C1 (which alone compiles a census) and the interpreter
        // then see sixteen loads, not sixty-four.
        int x0 = word(b, at), x1 = word(b, at + 4), x2 = word(b, at + 8), x3 = word(b, at + 12);
        int x4 = word(b, at + 16), x5 = word(b, at + 20), x6 = word(b, at + 24), x7 = word(b, at + 28);
        int x8 = word(b, at + 32), x9 = word(b, at + 36), x10 = word(b, at + 40), x11 = word(b, at + 44);
        int x12 = word(b, at + 48), x13 = word(b, at + 52), x14 = word(b, at + 56), x15 = word(b, at + 60);
        int a = s[0], bb = s[1], c = s[2], d = s[3];

        a = bb + Integer.rotateLeft(a + (d ^ (bb & (c ^ d))) + (x0 + 0xd76aa478), 7);
        d = a + Integer.rotateLeft(d + (c ^ (a & (bb ^ c))) + (x1 + 0xe8c7b756), 12);
        c = d + Integer.rotateLeft(c + (bb ^ (d & (a ^ bb))) + (x2 + 0x242070db), 17);
        bb = c + Integer.rotateLeft(bb + (a ^ (c & (d ^ a))) + (x3 + 0xc1bdceee), 22);
        a = bb + Integer.rotateLeft(a + (d ^ (bb & (c ^ d))) + (x4 + 0xf57c0faf), 7);
        d = a + Integer.rotateLeft(d + (c ^ (a & (bb ^ c))) + (x5 + 0x4787c62a), 12);
        c = d + Integer.rotateLeft(c + (bb ^ (d & (a ^ bb))) + (x6 + 0xa8304613), 17);
        bb = c + Integer.rotateLeft(bb + (a ^ (c & (d ^ a))) + (x7 + 0xfd469501), 22);
        a = bb + Integer.rotateLeft(a + (d ^ (bb & (c ^ d))) + (x8 + 0x698098d8), 7);
        d = a + Integer.rotateLeft(d + (c ^ (a & (bb ^ c))) + (x9 + 0x8b44f7af), 12);
        c = d + Integer.rotateLeft(c + (bb ^ (d & (a ^ bb))) + (x10 + 0xffff5bb1), 17);
        bb = c + Integer.rotateLeft(bb + (a ^ (c & (d ^ a))) + (x11 + 0x895cd7be), 22);
        a = bb + Integer.rotateLeft(a + (d ^ (bb & (c ^ d))) + (x12 + 0x6b901122), 7);
        d = a + Integer.rotateLeft(d + (c ^ (a & (bb ^ c))) + (x13 + 0xfd987193), 12);
        c = d + Integer.rotateLeft(c + (bb ^ (d & (a ^ bb))) + (x14 + 0xa679438e), 17);
        bb = c + Integer.rotateLeft(bb + (a ^ (c & (d ^ a))) + (x15 + 0x49b40821), 22);

        a = bb + Integer.rotateLeft(a + (c ^ (d & (bb ^ c))) + (x1 + 0xf61e2562), 5);
        d = a + Integer.rotateLeft(d + (bb ^ (c & (a ^ bb))) + (x6 + 0xc040b340), 9);
        c = d + Integer.rotateLeft(c + (a ^ (bb & (d ^ a))) + (x11 + 0x265e5a51), 14);
        bb = c + Integer.rotateLeft(bb + (d ^ (a & (c ^ d))) + (x0 + 0xe9b6c7aa), 20);
        a = bb + Integer.rotateLeft(a + (c ^ (d & (bb ^ c))) + (x5 + 0xd62f105d), 5);
        d = a + Integer.rotateLeft(d + (bb ^ (c & (a ^ bb))) + (x10 + 0x02441453), 9);
        c = d + Integer.rotateLeft(c + (a ^ (bb & (d ^ a))) + (x15 + 0xd8a1e681), 14);
        bb = c + Integer.rotateLeft(bb + (d ^ (a & (c ^ d))) + (x4 + 0xe7d3fbc8), 20);
        a = bb + Integer.rotateLeft(a + (c ^ (d & (bb ^ c))) + (x9 + 0x21e1cde6), 5);
        d = a + Integer.rotateLeft(d + (bb ^ (c & (a ^ bb))) + (x14 + 0xc33707d6), 9);
        c = d + Integer.rotateLeft(c + (a ^ (bb & (d ^ a))) + (x3 + 0xf4d50d87), 14);
        bb = c + Integer.rotateLeft(bb + (d ^ (a & (c ^ d))) + (x8 + 0x455a14ed), 20);
        a = bb + Integer.rotateLeft(a + (c ^ (d & (bb ^ c))) + (x13 + 0xa9e3e905), 5);
        d = a + Integer.rotateLeft(d + (bb ^ (c & (a ^ bb))) + (x2 + 0xfcefa3f8), 9);
        c = d + Integer.rotateLeft(c + (a ^ (bb & (d ^ a))) + (x7 + 0x676f02d9), 14);
        bb = c + Integer.rotateLeft(bb + (d ^ (a & (c ^ d))) + (x12 + 0x8d2a4c8a), 20);

        a = bb + Integer.rotateLeft(a + (bb ^ c ^ d) + (x5 + 0xfffa3942), 4);
        d = a + Integer.rotateLeft(d + (a ^ bb ^ c) + (x8 + 0x8771f681), 11);
        c = d + Integer.rotateLeft(c + (d ^ a ^ bb) + (x11 + 0x6d9d6122), 16);
        bb = c + Integer.rotateLeft(bb + (c ^ d ^ a) + (x14 + 0xfde5380c), 23);
        a = bb + Integer.rotateLeft(a + (bb ^ c ^ d) + (x1 + 0xa4beea44), 4);
        d = a + Integer.rotateLeft(d + (a ^ bb ^ c) + (x4 + 0x4bdecfa9), 11);
        c = d + Integer.rotateLeft(c + (d ^ a ^ bb) + (x7 + 0xf6bb4b60), 16);
        bb = c + Integer.rotateLeft(bb + (c ^ d ^ a) + (x10 + 0xbebfbc70), 23);
        a = bb + Integer.rotateLeft(a + (bb ^ c ^ d) + (x13 + 0x289b7ec6), 4);
        d = a + Integer.rotateLeft(d + (a ^ bb ^ c) + (x0 + 0xeaa127fa), 11);
        c = d + Integer.rotateLeft(c + (d ^ a ^ bb) + (x3 + 0xd4ef3085), 16);
        bb = c + Integer.rotateLeft(bb + (c ^ d ^ a) + (x6 + 0x04881d05), 23);
        a = bb + Integer.rotateLeft(a + (bb ^ c ^ d) + (x9 + 0xd9d4d039), 4);
        d = a + Integer.rotateLeft(d + (a ^ bb ^ c) + (x12 + 0xe6db99e5), 11);
        c = d + Integer.rotateLeft(c + (d ^ a ^ bb) + (x15 + 0x1fa27cf8), 16);
        bb = c + Integer.rotateLeft(bb + (c ^ d ^ a) + (x2 + 0xc4ac5665), 23);

        a = bb + Integer.rotateLeft(a + (c ^ (bb | ~d)) + (x0 + 0xf4292244), 6);
        d = a + Integer.rotateLeft(d + (bb ^ (a | ~c)) + (x7 + 0x432aff97), 10);
        c = d + Integer.rotateLeft(c + (a ^ (d | ~bb)) + (x14 + 0xab9423a7), 15);
        bb = c + Integer.rotateLeft(bb + (d ^ (c | ~a)) + (x5 + 0xfc93a039), 21);
        a = bb + Integer.rotateLeft(a + (c ^ (bb | ~d)) + (x12 + 0x655b59c3), 6);
        d = a + Integer.rotateLeft(d + (bb ^ (a | ~c)) + (x3 + 0x8f0ccc92), 10);
        c = d + Integer.rotateLeft(c + (a ^ (d | ~bb)) + (x10 + 0xffeff47d), 15);
        bb = c + Integer.rotateLeft(bb + (d ^ (c | ~a)) + (x1 + 0x85845dd1), 21);
        a = bb + Integer.rotateLeft(a + (c ^ (bb | ~d)) + (x8 + 0x6fa87e4f), 6);
        d = a + Integer.rotateLeft(d + (bb ^ (a | ~c)) + (x15 + 0xfe2ce6e0), 10);
        c = d + Integer.rotateLeft(c + (a ^ (d | ~bb)) + (x6 + 0xa3014314), 15);
        bb = c + Integer.rotateLeft(bb + (d ^ (c | ~a)) + (x13 + 0x4e0811a1), 21);
        a = bb + Integer.rotateLeft(a + (c ^ (bb | ~d)) + (x4 + 0xf7537e82), 6);
        d = a + Integer.rotateLeft(d + (bb ^ (a | ~c)) + (x11 + 0xbd3af235), 10);
        c = d + Integer.rotateLeft(c + (a ^ (d | ~bb)) + (x2 + 0x2ad7d2bb), 15);
        bb = c + Integer.rotateLeft(bb + (d ^ (c | ~a)) + (x9 + 0xeb86d391), 21);

        s[0] += a;
        s[1] += bb;
        s[2] += c;
        s[3] += d;
    }
}
