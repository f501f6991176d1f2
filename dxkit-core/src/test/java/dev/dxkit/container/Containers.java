package dev.dxkit.container;

import dev.dxkit.io.Bytes;

import java.util.List;

/** Synthetic containers for tests. */
final class Containers {
    private Containers() {
    }

    static Bytes data(int size, int seed) {
        byte[] d = new byte[size];
        for (int i = 0; i < size; i++) {
            d[i] = (byte) (i * 7 + seed);
        }
        return Bytes.wrap(d);
    }

    /** A signed container of four parts, one of them of odd size: 32-byte header, 16-byte directory. */
    static byte[] sample() {
        return ContainerWriter.write(List.of(
                PartEntry.of("RDEF", data(40, 1)),
                PartEntry.of("ISGN", data(13, 2)),
                PartEntry.of("OSGN", data(24, 3)),
                PartEntry.of("SHEX", data(64, 4))));
    }

    static void putI32(byte[] a, int at, long v) {
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
        a[at + 2] = (byte) (v >>> 16);
        a[at + 3] = (byte) (v >>> 24);
    }
}
