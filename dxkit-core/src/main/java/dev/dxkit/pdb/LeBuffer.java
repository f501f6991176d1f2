package dev.dxkit.pdb;

import dev.dxkit.io.Bytes;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** A growable little-endian byte buffer for the PDB writer: u8, u16, u32, C strings, CodeView numerics, padding. */
final class LeBuffer {
    private byte[] b = new byte[256];
    private int n;

    int size() {
        return n;
    }

    private void room(int k) {
        if (n + k > b.length) {
            b = Arrays.copyOf(b, Math.max(n + k, 2 * b.length));
        }
    }

    LeBuffer u8(int v) {
        room(1);
        b[n++] = (byte) v;
        return this;
    }

    LeBuffer u16(int v) {
        room(2);
        b[n++] = (byte) v;
        b[n++] = (byte) (v >>> 8);
        return this;
    }

    LeBuffer u32(long v) {
        room(4);
        for (int i = 0; i < 4; i++) {
            b[n++] = (byte) (v >>> (8 * i));
        }
        return this;
    }

    LeBuffer bytes(byte[] a) {
        room(a.length);
        System.arraycopy(a, 0, b, n, a.length);
        n += a.length;
        return this;
    }

    LeBuffer bytes(LeBuffer o) {
        return bytes(o.toArray());
    }

    /** The UTF-8 bytes of {@code s} and a NUL. */
    LeBuffer cString(String s) {
        return bytes(s.getBytes(StandardCharsets.UTF_8)).u8(0);
    }

    /** A CodeView numeric leaf: the value itself below 0x8000, else LF_ULONG (0x8004) and the u32. */
    LeBuffer numeric(long v) {
        return v >= 0 && v < 0x8000 ? u16((int) v) : u16(0x8004).u32(v);
    }

    /** Zero bytes up to a multiple of 4. */
    LeBuffer align4() {
        while ((n & 3) != 0) {
            u8(0);
        }
        return this;
    }

    /** A type or symbol record's padding: 0xF3 0xF2 0xF1 (LF_PAD3..1) up to a multiple of 4. */
    LeBuffer padRecord() {
        while ((n & 3) != 0) {
            u8(0xF0 | (4 - (n & 3)));
        }
        return this;
    }

    /** Writes the u16 {@code v} at {@code at} (a length patched in after the record). */
    void putU16(int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
    }

    void putU32(int at, long v) {
        for (int i = 0; i < 4; i++) {
            b[at + i] = (byte) (v >>> (8 * i));
        }
    }

    byte[] toArray() {
        return Arrays.copyOf(b, n);
    }

    Bytes toBytes() {
        return Bytes.wrap(toArray());
    }
}
