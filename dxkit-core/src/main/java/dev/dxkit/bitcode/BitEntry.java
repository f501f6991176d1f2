package dev.dxkit.bitcode;

/** An entry of a block: a record or a nested block. */
public sealed interface BitEntry permits BitRecord, BitBlock {
    /** {@return the bit offset at which the entry's abbreviation id starts} */
    long bit();
}
