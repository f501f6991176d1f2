package dev.dxkit.io;

import java.nio.charset.StandardCharsets;

/**
 * A little-endian reader with absolute offsets over a window of a {@code byte[]}.
 *
 * <p>Every read is bounds-checked with overflow-safe arithmetic and fails with a {@link DxFormatException}
 * naming {@link #where()} and the offset. Offsets are relative to the start of the window. The reader also
 * keeps a cursor ({@link #position()}) for sequential reads; the absolute methods ({@code u32At} …) do not
 * move it.
 */
public final class ByteReader {
    /** The low bit and the high bit of each byte of a long: for finding a zero byte eight at a time. */
    private static final long LOW_BITS = 0x0101_0101_0101_0101L;
    private static final long HIGH_BITS = 0x8080_8080_8080_8080L;

    private final byte[] data;
    private final int base;
    private final int limit;
    private final String where;
    private int pos;

    /** A reader over {@code data[base, base + size)}; offsets it reports count from {@code base}. */
    public ByteReader(byte[] data, int base, int size, String where) {
        if ((base | size) < 0 || base > data.length - size) {
            throw new IndexOutOfBoundsException("window " + base + "+" + size + " of " + data.length);
        }
        this.data = data;
        this.base = base;
        this.limit = size;
        this.where = where;
    }

    /** A reader over all of {@code data}. */
    public static ByteReader of(byte[] data, String where) {
        return new ByteReader(data, 0, data.length, where);
    }

    /** {@return the structure this reader reads, as its errors name it ({@code RDEF})} */
    public String where() {
        return where;
    }

    /** {@return the window's size in bytes} */
    public int size() {
        return limit;
    }

    /** {@return the position the relative reads ({@link #u8()} …) start from} */
    public int position() {
        return pos;
    }

    /**
     * Moves the position to {@code at}, checked to lie within the window.
     *
     * @return this reader
     * @param at the new position
     */
    public ByteReader position(int at) {
        if (at < 0 || at > limit) {
            throw error(at, "position " + at + " outside 0.." + limit);
        }
        pos = at;
        return this;
    }

    /** {@return the bytes from the position to the end of the window} */
    public int remaining() {
        return limit - pos;
    }

    /**
     * Fails unless {@code n} bytes exist at {@code at}.
     *
     * @param at the offset in the reader's window
     * @param n the number of bytes
     * @param what what the bytes hold, for the error message
     */
    public void require(int at, long n, String what) {
        if (at < 0 || n < 0 || at > limit || n > limit - at) {
            throw error(at, "need " + n + " bytes for " + what + ", " + Math.max(0, limit - Math.max(at, 0)) + " left");
        }
    }

    /**
     * {@return the unsigned byte at {@code at}, bounds checked}
     * @param at the offset in the reader's window
     */
    public int u8At(int at) {
        require(at, 1, "u8");
        return data[base + at] & 0xFF;
    }

    /**
     * {@return the unsigned 16-bit word at {@code at}, little-endian, bounds checked}
     * @param at the offset in the reader's window
     */
    public int u16At(int at) {
        require(at, 2, "u16");
        return ByteViews.i16(data, base + at) & 0xFFFF;
    }

    /**
     * {@return the signed 32-bit word at {@code at}}
     * @param at the offset in the reader's window
     */
    public int i32At(int at) {
        require(at, 4, "u32");
        return ByteViews.i32(data, base + at);
    }

    /**
     * {@return the unsigned 32-bit word at {@code at}, as a long}
     * @param at the offset in the reader's window
     */
    public long u32At(int at) {
        return i32At(at) & 0xFFFF_FFFFL;
    }

    /**
     * {@return the signed 64-bit word at {@code at}, little-endian, bounds checked}
     * @param at the offset in the reader's window
     */
    public long i64At(int at) {
        require(at, 8, "u64");
        return ByteViews.i64(data, base + at);
    }

    /**
     * {@return the IEEE single-precision float at {@code at}, little-endian, bounds checked}
     * @param at the offset in the reader's window
     */
    public float f32At(int at) {
        return Float.intBitsToFloat(i32At(at));
    }

    /**
     * {@return the IEEE double-precision float at {@code at}, little-endian, bounds checked}
     * @param at the offset in the reader's window
     */
    public double f64At(int at) {
        return Double.longBitsToDouble(i64At(at));
    }

    /**
     * {@return the four ASCII characters at {@code at}}
     * @param at the offset in the reader's window
     */
    public String fourCcAt(int at) {
        require(at, 4, "FourCC");
        return FourCC.toString(i32At(at));
    }

    /**
     * {@code n} bytes at {@code at}, copied.
     *
     * @param at the offset in the reader's window
     * @param n the number of bytes
     */
    public byte[] bytesAt(int at, int n) {
        require(at, n, n + " bytes");
        byte[] out = new byte[n];
        System.arraycopy(data, base + at, out, 0, n);
        return out;
    }

    /**
     * {@code n} bytes at {@code at}, shared with this reader's array.
     *
     * @param at the offset in the reader's window
     * @param n the number of bytes
     */
    public Bytes sliceAt(int at, int n) {
        require(at, n, n + " bytes");
        return Bytes.wrap(data, base + at, n);
    }

    /**
     * The NUL-terminated string starting at {@code at}, read as ISO-8859-1 (so any byte survives);
     * fails if no NUL comes before the end of the window.
     *
     * @param at the offset in the reader's window
     */
    public String cStringAt(int at) {
        return new String(data, base + at, cStringLengthAt(at), StandardCharsets.ISO_8859_1);
    }

    /**
     * The length (the NUL not counted) of the NUL-terminated string starting at {@code at}, checked as
     * {@link #cStringAt} checks it, without making the string.
     *
     * @param at the offset in the reader's window
     */
    public int cStringLengthAt(int at) {
        require(at, 1, "string");
        int end = base + at;
        int stop = base + limit;
        // eight bytes at a time while eight remain in the window: (x - 0x01..) & ~x & 0x80.. flags the first
        // zero byte exactly (a false flag can only follow a true one), the lowest flag being the earliest byte
        while (stop - end >= 8) {
            long x = ByteViews.i64(data, end);
            long zero = (x - LOW_BITS) & ~x & HIGH_BITS;
            if (zero != 0) {
                return end + (Long.numberOfTrailingZeros(zero) >>> 3) - base - at;
            }
            end += 8;
        }
        while (end < stop && data[end] != 0) {
            end++;
        }
        if (end == stop) {
            throw error(at, "string not terminated before the end (" + (limit - at) + " bytes)");
        }
        return end - base - at;
    }

    /** {@return the unsigned byte at the position, which then moves past it} */
    public int u8() {
        int v = u8At(pos);
        pos += 1;
        return v;
    }

    /** {@return the unsigned 16-bit word at the position, which then moves past it} */
    public int u16() {
        int v = u16At(pos);
        pos += 2;
        return v;
    }

    /** {@return the signed 32-bit word at the position, which then moves past it} */
    public int i32() {
        int v = i32At(pos);
        pos += 4;
        return v;
    }

    /** {@return the unsigned 32-bit word at the position (as a long), which then moves past it} */
    public long u32() {
        long v = u32At(pos);
        pos += 4;
        return v;
    }

    /**
     * A count or size read as an unsigned 32-bit word that must fit in {@code max}; fails naming the word
     * otherwise. Use it for every count that will size an allocation.
     *
     * @param at the offset in the reader's window
     * @param what what the bytes hold, for the error message
     */
    public int countAt(int at, long max, String what) {
        long v = u32At(at);
        if (v > max) {
            throw error(at, what + " at most " + max + ", found " + v);
        }
        return (int) v;
    }

    /**
     * A {@link DxFormatException} at {@code at} in this reader's structure.
     *
     * @param at the offset in the reader's window
     */
    public DxFormatException error(long at, String detail) {
        return new DxFormatException(where, at, detail);
    }
}
