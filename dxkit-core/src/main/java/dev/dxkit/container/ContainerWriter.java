package dev.dxkit.container;

import dev.dxkit.io.LittleEndian;

import java.util.List;

/**
 * Lays parts out behind a header whose size, count, directory and digest follow from them: version 1.0,
 * parts back to back in the given order from the end of the directory, each exactly as given (a part keeps
 * whatever padding it holds, or none). The spec shows this reproduces every shipped container byte for byte.
 */
public final class ContainerWriter {
    private ContainerWriter() {
    }

    /** The signed container of {@code parts}, a retail HASH part's digest recomputed from the DXIL bitcode. */
    public static byte[] write(List<PartEntry> parts) {
        parts = ShaderHash.refreshed(parts);
        long total = Container.HEADER_SIZE + 4L * parts.size();
        for (PartEntry p : parts) {
            total += PartEntry.HEADER_SIZE + p.size();
        }
        if (total > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a container of " + total + " bytes is too large");
        }
        byte[] out = new byte[(int) total];
        LittleEndian.putI32(out, 0, Container.MAGIC);
        LittleEndian.putU16(out, 0x14, 1);
        LittleEndian.putU16(out, 0x16, 0);
        LittleEndian.putI32(out, 0x18, (int) total);
        LittleEndian.putI32(out, 0x1c, parts.size());
        int at = Container.HEADER_SIZE + 4 * parts.size();
        for (int i = 0; i < parts.size(); i++) {
            PartEntry p = parts.get(i);
            LittleEndian.putI32(out, Container.HEADER_SIZE + 4 * i, at); // directory entry
            LittleEndian.putI32(out, at, p.fourCC());
            LittleEndian.putI32(out, at + 4, p.size());
            p.data().copyTo(out, at + PartEntry.HEADER_SIZE);
            at += PartEntry.HEADER_SIZE + p.size();
        }
        sign(out);
        return out;
    }

    /** Writes the correct digest into {@code container} in place. */
    public static void sign(byte[] container) {
        byte[] d = ContainerDigest.compute(container, container.length);
        System.arraycopy(d, 0, container, 4, 16);
    }

    /**
     * A signed copy of {@code container}: the digest and a retail HASH part's digest recomputed, the bytes
     * otherwise unchanged.
     */
    public static byte[] signedCopy(byte[] container) {
        byte[] out = container.clone();
        ShaderHash.refresh(out);
        sign(out);
        return out;
    }
}
