package dev.dxkit.io;

/** Unchecked little-endian stores and loads into arrays the caller sized; for writers, not for reading input. */
public final class LittleEndian {
    private LittleEndian() {
    }

    public static void putU16(byte[] a, int at, int v) {
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
    }

    public static void putI32(byte[] a, int at, int v) {
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
        a[at + 2] = (byte) (v >>> 16);
        a[at + 3] = (byte) (v >>> 24);
    }

    public static int i32(byte[] a, int at) {
        return (a[at] & 0xFF) | (a[at + 1] & 0xFF) << 8 | (a[at + 2] & 0xFF) << 16 | a[at + 3] << 24;
    }

    public static int u16(byte[] a, int at) {
        return (a[at] & 0xFF) | (a[at + 1] & 0xFF) << 8;
    }
}
