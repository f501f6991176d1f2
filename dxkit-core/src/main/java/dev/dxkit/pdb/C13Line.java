package dev.dxkit.pdb;

/**
 * A row of a C13 lines subsection: the code at byte {@code offset} comes from {@code line} of {@code file};
 * {@code block} numbers the subsection's file block the row is in, counting over the module.
 */
public record C13Line(long offset, int line, String file, int block) {
}
