package dev.dxkit.part;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;

import java.nio.charset.StandardCharsets;

/**
 * A writable copy of a part's original bytes that decoded fields are written back over. Encoding a part
 * this way keeps whatever the decoder does not model (padding, unknown words, the string pool's layout)
 * exactly as stored, so an untouched part encodes to its original bytes.
 */
final class Patch {
    private final byte[] a;

    Patch(Bytes original) {
        a = original.toArray();
    }

    Patch u32(int at, long v) {
        LittleEndian.putI32(a, at, (int) v);
        return this;
    }

    Patch u16(int at, int v) {
        LittleEndian.putU16(a, at, v);
        return this;
    }

    Patch u8(int at, int v) {
        a[at] = (byte) v;
        return this;
    }

    /** Writes {@code s} and its NUL at {@code at}; the pool keeps its layout, so the length must not grow. */
    Patch cString(int at, String s) {
        byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
        System.arraycopy(b, 0, a, at, b.length);
        a[at + b.length] = 0;
        return this;
    }

    Patch bytes(int at, Bytes b) {
        b.copyTo(a, at);
        return this;
    }

    Bytes done() {
        return Bytes.wrap(a);
    }
}
