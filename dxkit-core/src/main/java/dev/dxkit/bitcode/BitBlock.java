package dev.dxkit.bitcode;

import java.util.ArrayList;
import java.util.List;

/**
 * A block of a bitstream: its id, the abbreviation width its entries use, its declared length and its
 * entries in stream order (records and nested blocks). The BLOCKINFO block (id 0) is kept like any other, so
 * a dump shows every record the stream holds.
 *
 * @param id          the block id
 * @param abbrevWidth the width of abbreviation ids inside the block
 * @param lengthWords the declared length of the body in 32-bit words
 * @param bit         the bit offset of the ENTER_SUBBLOCK abbreviation id
 * @param entries     records and blocks in order (empty when skipped)
 * @param skipped     true if the reader stepped over the body by its declared length without reading it
 */
public record BitBlock(int id, int abbrevWidth, long lengthWords, long bit, List<BitEntry> entries, boolean skipped)
        implements BitEntry {
    public BitBlock {
        // the reader hands over a list nobody else holds: wrap it rather than copy a block of thousands of records
        entries = java.util.Collections.unmodifiableList(entries);
    }

    /** {@return the records directly inside this block, in order} */
    public List<BitRecord> records() {
        List<BitRecord> out = new ArrayList<>();
        for (BitEntry e : entries) {
            if (e instanceof BitRecord r) {
                out.add(r);
            }
        }
        return out;
    }

    /** The blocks directly inside this block with id {@code blockId}, in order. */
    public List<BitBlock> blocks(int blockId) {
        List<BitBlock> out = new ArrayList<>();
        for (BitEntry e : entries) {
            if (e instanceof BitBlock b && b.id == blockId) {
                out.add(b);
            }
        }
        return out;
    }
}
