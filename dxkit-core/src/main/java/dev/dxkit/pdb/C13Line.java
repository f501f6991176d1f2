package dev.dxkit.pdb;

/** A row of a C13 lines subsection: the code at byte {@code offset} comes from {@code line} of {@code file}. */
public record C13Line(long offset, int line, String file) {
}
