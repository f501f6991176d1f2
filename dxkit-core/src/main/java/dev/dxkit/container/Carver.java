package dev.dxkit.container;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds well-formed containers inside arbitrary bytes (a DLL, a pack file, a memory dump).
 *
 * <p>A candidate at a "DXBC" magic is reported only if everything a reader relies on holds: version 1.0, a
 * stored size of at least the header and directory that fits in the bytes that remain, a directory inside
 * that size, and every part header and part inside it, starting after the directory. Candidates are then
 * read with {@link Container#read(Bytes)} over exactly the stored size. Containers nested in others (the
 * shaders inside an effect) are reported too, each at its own offset.
 */
public final class Carver {
    private Carver() {
    }

    /** A container found at {@code offset} of the scanned bytes. */
    public record Found(long offset, Container container) {
        /** {@return its size in bytes (the stored size)} */
        public int size() {
            return container.bytes().size();
        }

        /** {@return whether the carved container's stored digest matches its bytes} */
        public DigestState digestState() {
            return container.digestState();
        }
    }

    /** Every well-formed container in {@code data}, in order of offset. */
    public static List<Found> carve(byte[] data) {
        List<Found> found = new ArrayList<>();
        int end = data.length - Container.HEADER_SIZE;
        for (int at = 0; at <= end; at++) {
            if (data[at] != 'D' || LittleEndian.i32(data, at) != Container.MAGIC) {
                continue;
            }
            int size = plausibleSize(data, at);
            if (size > 0) {
                found.add(new Found(at, Container.read(Bytes.wrap(data, at, size))));
            }
        }
        return found;
    }

    /** The stored size of a well-formed container at {@code at}, or -1 when it is not one. */
    static int plausibleSize(byte[] data, int at) {
        int left = data.length - at;
        if (LittleEndian.u16(data, at + 0x14) != 1 || LittleEndian.u16(data, at + 0x16) != 0) {
            return -1;
        }
        long size = LittleEndian.i32(data, at + 0x18) & 0xFFFF_FFFFL;
        long count = LittleEndian.i32(data, at + 0x1c) & 0xFFFF_FFFFL;
        long dirEnd = Container.HEADER_SIZE + 4 * count;
        if (count == 0 || size > left || dirEnd > size) {
            return -1;
        }
        for (int i = 0; i < count; i++) {
            long off = LittleEndian.i32(data, at + Container.HEADER_SIZE + 4 * i) & 0xFFFF_FFFFL;
            if (off < dirEnd || off > size - PartEntry.HEADER_SIZE) {
                return -1;
            }
            long partSize = LittleEndian.i32(data, (int) (at + off + 4)) & 0xFFFF_FFFFL;
            if (partSize > size - off - PartEntry.HEADER_SIZE) {
                return -1;
            }
            int fourCC = LittleEndian.i32(data, (int) (at + off));
            if (!printable(fourCC)) {
                return -1;
            }
        }
        return (int) size;
    }

    private static boolean printable(int fourCC) {
        for (int i = 0; i < 4; i++) {
            int c = fourCC >>> (8 * i) & 0xFF;
            if (c < 0x20 || c >= 0x7F) {
                return false;
            }
        }
        return true;
    }
}
