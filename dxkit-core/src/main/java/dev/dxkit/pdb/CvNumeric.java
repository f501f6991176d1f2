package dev.dxkit.pdb;

import dev.dxkit.io.ByteReader;

/**
 * CodeView numeric leaves and compressed integers: a u16 below 0x8000 is the value itself; 0x8000 LF_CHAR,
 * 0x8001 LF_SHORT, 0x8002 LF_USHORT, 0x8003 LF_LONG, 0x8004 LF_ULONG prefix a value of 1, 2, 2, 4, 4 bytes.
 * Binary annotations use the compressed form: one byte below 0x80, two bytes 10xxxxxx, four bytes 110xxxxx.
 */
final class CvNumeric {
    private CvNumeric() {
    }

    /** The numeric leaf at {@code at}: its value in the low 32 bits and its size in bytes in the high 32. */
    static long read(ByteReader r, int at) {
        int leaf = r.u16At(at);
        if (leaf < 0x8000) {
            return pack(leaf, 2);
        }
        return switch (leaf) {
            case 0x8000 -> pack((byte) r.u8At(at + 2), 3);
            case 0x8001 -> pack((short) r.u16At(at + 2), 4);
            case 0x8002 -> pack(r.u16At(at + 2), 4);
            case 0x8003, 0x8004 -> pack(r.i32At(at + 2), 6);
            default -> throw r.error(at, "expected a numeric leaf below 0x8005, found 0x" + Integer.toHexString(leaf));
        };
    }

    private static long pack(int value, int size) {
        return ((long) size << 32) | (value & 0xFFFFFFFFL);
    }

    static int value(long packed) {
        return (int) packed;
    }

    static int size(long packed) {
        return (int) (packed >>> 32);
    }
}
