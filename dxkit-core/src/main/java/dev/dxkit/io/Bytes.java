package dev.dxkit.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * An immutable run of bytes: a window {@code [offset, offset + size)} over an array that nobody writes.
 *
 * <p>Records hold {@code Bytes} instead of {@code byte[]} so that they compare and hash by content.
 * A {@code Bytes} made with {@link #wrap} shares the caller's array; the caller promises not to change it.
 */
public final class Bytes implements Comparable<Bytes> {
    /** No bytes. */
    public static final Bytes EMPTY = new Bytes(new byte[0], 0, 0);

    private final byte[] array;
    private final int offset;
    private final int size;

    private Bytes(byte[] array, int offset, int size) {
        this.array = array;
        this.offset = offset;
        this.size = size;
    }

    /**
     * A copy of {@code data}.
     *
     * @param data the bytes, copied
     */
    public static Bytes of(byte... data) {
        return new Bytes(data.clone(), 0, data.length);
    }

    /**
     * {@code data} itself, not copied: the caller must never change it afterwards.
     *
     * @param data the bytes, which the value keeps without copying
     */
    public static Bytes wrap(byte[] data) {
        return new Bytes(data, 0, data.length);
    }

    /**
     * {@code data[offset, offset + size)}, not copied: the caller must never change it afterwards.
     *
     * @param data the bytes, which the value keeps without copying
     */
    public static Bytes wrap(byte[] data, int offset, int size) {
        if ((offset | size) < 0 || offset > data.length - size) {
            throw new IndexOutOfBoundsException("window " + offset + "+" + size + " of " + data.length);
        }
        return new Bytes(data, offset, size);
    }

    /** The bytes of {@code s} in US-ASCII. */
    public static Bytes ascii(String s) {
        return wrap(s.getBytes(StandardCharsets.US_ASCII));
    }

    /** {@return the number of bytes} */
    public int size() {
        return size;
    }

    /** {@return whether there are no bytes} */
    public boolean isEmpty() {
        return size == 0;
    }

    /** The byte at {@code i}, as 0..255. */
    public int u8(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("byte " + i + " of " + size);
        }
        return array[offset + i] & 0xFF;
    }

    /** The bytes {@code [from, from + count)} of this run, sharing the array. */
    public Bytes slice(int from, int count) {
        if ((from | count) < 0 || from > size - count) {
            throw new IndexOutOfBoundsException("slice " + from + "+" + count + " of " + size);
        }
        return new Bytes(array, offset + from, count);
    }

    /** {@return a fresh array holding these bytes} */
    public byte[] toArray() {
        return Arrays.copyOfRange(array, offset, offset + size);
    }

    /** Copies these bytes into {@code dst} at {@code at}. */
    public void copyTo(byte[] dst, int at) {
        System.arraycopy(array, offset, dst, at, size);
    }

    /** Writes these bytes to {@code out}. */
    public void writeTo(OutputStream out) throws IOException {
        out.write(array, offset, size);
    }

    /** A little-endian reader over these bytes; offsets it names are relative to the start of this run. */
    public ByteReader reader(String where) {
        return new ByteReader(array, offset, size, where);
    }

    /** {@return the backing array; callers must treat it as read-only. Offsets start at {@link #arrayOffset()}} */
    public byte[] array() {
        return array;
    }

    /** {@return where these bytes start in {@link #array()}, for code that reads the shared array directly} */
    public int arrayOffset() {
        return offset;
    }

    /** {@return lower-case hex of every byte, no separators} */
    public String hex() {
        return HexFormat.of().formatHex(array, offset, offset + size);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bytes b
                && Arrays.equals(array, offset, offset + size, b.array, b.offset, b.offset + b.size);
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = offset, end = offset + size; i < end; i++) {
            h = 31 * h + array[i];
        }
        return h;
    }

    @Override
    public int compareTo(Bytes o) {
        return Arrays.compareUnsigned(array, offset, offset + size, o.array, o.offset, o.offset + o.size);
    }

    @Override
    public String toString() {
        return size <= 32 ? "Bytes[" + hex() + "]" : "Bytes[" + size + " bytes: " + slice(0, 32).hex() + "…]";
    }
}
