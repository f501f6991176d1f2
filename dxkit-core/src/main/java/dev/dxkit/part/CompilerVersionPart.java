package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.util.ArrayList;
import java.util.List;

/**
 * The VERS part: the compiler's version (DxilContainer.h DxilCompilerVersion).
 *
 * <pre>
 * 0x00  u16  major          0x02  u16  minor
 * 0x04  u32  flags          0x08  u32  commit count
 * 0x0c  u32  size of the string list that follows: NUL-terminated strings (commit hash, custom version)
 * </pre>
 *
 * @param major       compiler major version
 * @param minor       compiler minor version
 * @param flags       version flags
 * @param commitCount commit count
 * @param strings     the strings of the list, in order
 * @param bytes       the part data as stored
 */
public record CompilerVersionPart(int major, int minor, int flags, long commitCount, List<String> strings, Bytes bytes)
        implements Part {
    /**
     * Copies {@code strings}, so that the collection it was given cannot change the record.
     *
     * @param major compiler major version
     * @param minor compiler minor version
     * @param flags version flags
     * @param commitCount commit count
     * @param strings the strings of the list, in order
     * @param bytes the part data as stored
     */
    public CompilerVersionPart {
        strings = List.copyOf(strings);
    }

    /**
     * Reads a VERS part's data.
     *
     * @return the part
     * @param data the part's data
     */
    public static CompilerVersionPart read(Bytes data) {
        ByteReader r = data.reader("VERS");
        r.require(0, 16, "the version header");
        int size = r.countAt(12, data.size() - 16, "string list size");
        List<String> strings = new ArrayList<>();
        int at = 16;
        while (at < 16 + size) {
            int end = at;
            while (end < 16 + size && r.u8At(end) != 0) {
                end++;
            }
            if (end == 16 + size) {
                throw r.error(at, "string not terminated inside the " + size + "-byte list");
            }
            strings.add(new String(r.bytesAt(at, end - at), java.nio.charset.StandardCharsets.UTF_8));
            at = end + 1;
        }
        return new CompilerVersionPart(r.u16At(0), r.u16At(2), r.i32At(4), r.u32At(8), strings, data);
    }

    /** {@return the commit hash, the first string ("" if none)} */
    public String commitHash() {
        return strings.isEmpty() ? "" : strings.get(0);
    }

    @Override
    public String fourCC() {
        return "VERS";
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
