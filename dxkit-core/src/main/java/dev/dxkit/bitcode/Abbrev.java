package dev.dxkit.bitcode;

import java.util.List;

/**
 * An abbreviation: the operand layout of the records that use its id. An array or blob operand may only be
 * last (an array is followed by its element operand).
 *
 * @param ops the operands in order
 */
public record Abbrev(List<AbbrevOp> ops) {
    /**
     * Copies {@code ops}, so that the collection it was given cannot change the record.
     *
     * @param ops the operands in order
     */
    public Abbrev {
        ops = List.copyOf(ops);
    }

    /** {@return the operands as an array, for the reader's inner loop (a fresh copy)} */
    AbbrevOp[] opArray() {
        return ops.toArray(new AbbrevOp[0]);
    }
}
