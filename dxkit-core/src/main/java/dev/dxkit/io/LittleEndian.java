package dev.dxkit.io;

/** Unchecked little-endian stores and loads into arrays the caller sized; for writers, not for reading input. */
public final class LittleEndian {
    private LittleEndian() {
    }

    /**
     * Writes the low 16 bits of {@code v} little-endian at {@code a[at]}.
     * @param a the bytes
     * @param at the offset of the word's first byte
     * @param v the value to write
     */
    public static void putU16(byte[] a, int at, int v) {
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
    }

    /**
     * Writes {@code v} as a 32-bit little-endian word at {@code a[at]}.
     * @param a the bytes
     * @param at the offset of the word's first byte
     * @param v the value to write
     */
    public static void putI32(byte[] a, int at, int v) {
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
        a[at + 2] = (byte) (v >>> 16);
        a[at + 3] = (byte) (v >>> 24);
    }

    /**
     * {@return the signed 32-bit little-endian word at {@code a[at]}}
     * @param a the bytes
     * @param at the offset of the word's first byte
     */
    public static int i32(byte[] a, int at) {
        return (a[at] & 0xFF) | (a[at + 1] & 0xFF) << 8 | (a[at + 2] & 0xFF) << 16 | a[at + 3] << 24;
    }

    /**
     * {@return the unsigned 16-bit little-endian word at {@code a[at]}}
     * @param a the bytes
     * @param at the offset of the word's first byte
     */
    public static int u16(byte[] a, int at) {
        return (a[at] & 0xFF) | (a[at + 1] & 0xFF) << 8;
    }
}
