package dev.dxkit.container;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.FourCC;

/**
 * One part of a container as the directory locates it: its kind, where its 8-byte header starts in the
 * container ({@code -1} for a part added by an edit and not yet written), and its data (the bytes after the
 * header, exactly as stored, including any padding the producer wrote).
 *
 * @param fourCC the part kind as the little-endian word of its four characters
 * @param offset the byte offset of the part header in the container it was read from, or -1
 * @param data   the part's data, {@code size} bytes
 */
public record PartEntry(int fourCC, long offset, Bytes data) {
    /** Size of the part header: FourCC and u32 size. */
    public static final int HEADER_SIZE = 8;

    /** A part not yet placed in a container. */
    public static PartEntry of(String fourCC, Bytes data) {
        return new PartEntry(FourCC.of(fourCC), -1, data);
    }

    /** {@return the kind as four characters, e.g. {@code "SHEX"}} */
    public String kind() {
        return FourCC.toString(fourCC);
    }

    /** {@return the data size as stored in the part header} */
    public int size() {
        return data.size();
    }

    /** {@return the offset of the first data byte, or -1 for a part not read from a container} */
    public long dataOffset() {
        return offset < 0 ? -1 : offset + HEADER_SIZE;
    }
}
