package dev.dxkit.pdb;

/** A row an inline site's binary annotations make: code bytes {@code [offset, offset + length)} are {@code line} of {@code file}. */
public record InlineRow(long offset, long length, int line, String file) {
}
