package dev.dxkit.bitcode;

import dev.dxkit.io.ByteViews;
import dev.dxkit.io.DxFormatException;

/**
 * A cursor over the bits of an LLVM bitstream: fields are read least significant bit first out of
 * little-endian 32-bit words, as LLVM's BitCodeFormat document describes.
 *
 * <p>Positions are bit offsets from the start of the stream. Every read is checked against the bits that
 * remain and fails with a {@link DxFormatException} whose offset is the BIT at which the read started.
 */
public final class BitCursor {
    /** The {@code where} of every error this cursor raises; its offsets count bits, not bytes. */
    public static final String WHERE = "bitcode bit";

    private final byte[] data;
    private final int base;
    private final long limitBits;
    private long pos;

    /** A cursor over {@code data[base, base + size)}. */
    public BitCursor(byte[] data, int base, int size) {
        if ((base | size) < 0 || base > data.length - size) {
            throw new IndexOutOfBoundsException("window " + base + "+" + size + " of " + data.length);
        }
        this.data = data;
        this.base = base;
        this.limitBits = (long) size * 8;
    }

    /** {@return the current bit offset} */
    public long position() {
        return pos;
    }

    /** Moves to bit {@code bit}, which must lie within the stream. */
    public void position(long bit) {
        if (bit < 0 || bit > limitBits) {
            throw error(pos, "jump to bit " + bit + " outside the " + limitBits + "-bit stream");
        }
        pos = bit;
    }

    /** {@return the stream's length in bits} */
    public long limit() {
        return limitBits;
    }

    /** {@return the bits left to read} */
    public long remaining() {
        return limitBits - pos;
    }

    /** {@return whether every bit of the stream has been read} */
    public boolean atEnd() {
        return pos >= limitBits;
    }

    /** Reads a {@code width}-bit unsigned field, {@code 0 <= width <= 64}. */
    public long fixed(int width) {
        if (width < 0 || width > 64) {
            throw error(pos, "fixed field width " + width + " outside 0..64");
        }
        if (width > limitBits - pos) {
            throw error(pos, "need " + width + " bits for a fixed field, " + (limitBits - pos) + " left");
        }
        int byteAt = base + (int) (pos >>> 3);
        int bitInByte = (int) (pos & 7);
        long v;
        if (width <= 56 && byteAt <= data.length - 8) {
            // fast path: one little-endian 64-bit load holds the whole field
            v = (loadLong(byteAt) >>> bitInByte) & ((1L << width) - 1);
        } else {
            v = 0;
            int got = 0;
            long p = pos;
            while (got < width) {
                int at = base + (int) (p >>> 3);
                int in = (int) (p & 7);
                int take = Math.min(8 - in, width - got);
                long bits = ((data[at] & 0xFF) >>> in) & ((1 << take) - 1);
                v |= bits << got;
                got += take;
                p += take;
            }
        }
        pos += width;
        return v;
    }

    private long loadLong(int at) {
        return ByteViews.i64(data, at);
    }


    /** Reads a fixed field of at most 32 bits as an int. */
    public int fixed32(int width) {
        return (int) fixed(width);
    }

    /**
     * Reads a variable-width integer in chunks of {@code width} bits (the high bit of each chunk says more
     * follow). Fails if the value would need more than 64 bits, so an endless run of continuation bits is an
     * error at the run's first bit rather than a hang.
     */
    public long vbr(int width) {
        if (width < 2 || width > 32) {
            throw error(pos, "VBR chunk width " + width + " outside 2..32");
        }
        long start = pos;
        long hi = 1L << (width - 1);
        long chunk;
        int byteAt = base + (int) (pos >>> 3);
        if (width <= limitBits - pos && byteAt <= data.length - 8) {
            chunk = (loadLong(byteAt) >>> (pos & 7)) & ((1L << width) - 1);
            pos += width;
        } else {
            chunk = fixed(width);
        }
        if ((chunk & hi) == 0) {
            return chunk;
        }
        long v = 0;
        int shift = 0;
        while (true) {
            long payload = chunk & (hi - 1);
            // a chunk whose payload reaches past bit 63 cannot be represented: the run is too long
            if (shift >= 64 || (shift + width - 1 > 64 && (payload >>> (64 - shift)) != 0)) {
                throw error(start, "VBR" + width + " value longer than 64 bits");
            }
            v |= payload << shift;
            if ((chunk & hi) == 0) {
                return v;
            }
            shift += width - 1;
            chunk = fixed(width);
        }
    }

    /** Skips to the next multiple of 32 bits (or the end of the stream, if it is nearer). */
    public void align32() {
        long aligned = (pos + 31) & ~31L;
        pos = Math.min(aligned, limitBits);
    }

    /** Copies {@code n} bytes starting at the current (byte-aligned) position and moves past them. */
    public byte[] bytes(int n) {
        if ((pos & 7) != 0) {
            throw error(pos, "blob not byte aligned");
        }
        if (n < 0 || n > (limitBits - pos) / 8) {
            throw error(pos, "need " + n + " bytes for a blob, " + (limitBits - pos) / 8 + " left");
        }
        byte[] out = new byte[n];
        System.arraycopy(data, base + (int) (pos >>> 3), out, 0, n);
        pos += 8L * n;
        return out;
    }

    /** An error at bit {@code bit}. */
    public DxFormatException error(long bit, String detail) {
        return new DxFormatException(WHERE, bit, detail);
    }
}
