package dev.dxkit.pdb;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

/**
 * The PDB string table {@code /names}: 0x0 signature 0xEFFEEFFE, 0x4 version, 0x8 size of the string buffer,
 * then the NUL-terminated strings (offsets into this buffer name source files), then a hash table dxkit does
 * not need.
 */
public record Names(Bytes buffer) {
    static Names read(Bytes stream) {
        ByteReader r = stream.reader("PDB /names");
        long sig = r.u32At(0); // signature
        if (sig != 0xEFFEEFFEL) {
            throw r.error(0, "expected signature 0xeffeeffe, found 0x" + Long.toHexString(sig));
        }
        int size = r.countAt(8, r.size() - 12, "string buffer size"); // the buffer follows the header
        return new Names(r.sliceAt(12, size));
    }

    /** The string at {@code offset}. */
    public String at(long offset) {
        ByteReader r = buffer.reader("PDB /names");
        if (offset < 0 || offset >= buffer.size()) {
            throw r.error(offset, "expected a string offset below " + buffer.size() + ", found " + offset);
        }
        return r.cStringAt((int) offset);
    }
}
