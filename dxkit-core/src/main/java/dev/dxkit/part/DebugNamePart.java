package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

/**
 * The ILDN part: the debug file name (LLVM DirectX container reference, "ILDN Part").
 *
 * <pre>
 * 0x00  u16  flags (reserved, 0)
 * 0x02  u16  name length, without the NUL
 * 0x04  name, NUL, padding to 4 bytes (kept as stored)
 * </pre>
 *
 * @param flags the flags word
 * @param name  the debug file name
 * @param bytes the part data as stored
 */
public record DebugNamePart(int flags, String name, Bytes bytes) implements Part {
    /**
     * Reads an ILDN part's data.
     *
     * @return the part
     * @param data the part's data
     */
    public static DebugNamePart read(Bytes data) {
        ByteReader r = data.reader("ILDN");
        r.require(0, 4, "the debug-name header");
        int length = r.u16At(2);
        r.require(4, length + 1L, "a " + length + "-byte name and its NUL");
        if (r.u8At(4 + length) != 0) {
            throw r.error(4 + length, "expected the name's NUL, found 0x" + Integer.toHexString(r.u8At(4 + length)));
        }
        String name = new String(r.bytesAt(4, length), java.nio.charset.StandardCharsets.UTF_8);
        return new DebugNamePart(r.u16At(0), name, data);
    }

    @Override
    public String fourCC() {
        return "ILDN";
    }

    @Override
    public java.util.Map<String, Object> tree() {
        return RecordTree.of(this);
    }

    @Override
    public Bytes encode() {
        return bytes;
    }
}
