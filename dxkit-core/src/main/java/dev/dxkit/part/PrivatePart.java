package dev.dxkit.part;

import dev.dxkit.io.Bytes;

/**
 * The PRIV part: opaque private data (an embedded PDB, or user data). Its size need not be a multiple of four,
 * so it is written last; dxkit keeps its bytes exactly.
 *
 * @param bytes the part data as stored
 */
public record PrivatePart(Bytes bytes) implements Part {
    @Override
    public String fourCC() {
        return "PRIV";
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
