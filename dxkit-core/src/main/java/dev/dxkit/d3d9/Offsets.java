package dev.dxkit.d3d9;

import dev.dxkit.io.ByteReader;

/** Offsets stored as u32 words: read unsigned and checked against the structure before any use. */
final class Offsets {
    private Offsets() {
    }

    /** The offset stored at {@code at}; fails naming {@code at} when it points past the structure's end. */
    static int at(ByteReader r, int at, String what) {
        long v = r.u32At(at);
        if (v > r.size()) {
            throw r.error(at, what + " offset at most 0x" + Integer.toHexString(r.size()) + ", found 0x"
                    + Long.toHexString(v));
        }
        return (int) v;
    }
}
