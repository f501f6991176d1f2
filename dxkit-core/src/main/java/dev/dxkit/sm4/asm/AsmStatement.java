package dev.dxkit.sm4.asm;

import java.util.Arrays;

/**
 * One statement of a listing: the text of one line (its number and offset columns and its comment taken off),
 * or, for an immediate constant buffer whose rows run over several lines, those lines' texts joined by a blank.
 * It maps a character of the joined text back to its line and column, for errors. A one-line statement is made
 * only for an error ({@link StatementAssembler} reads the line in place); joining copies each line's characters
 * once onto the end (an array copy: a StringBuilder appends a String's range a character at a time), so that an
 * immediate constant buffer of many rows is joined in time linear in its length.
 */
final class AsmStatement {
    /** The whole text the lines are in. */
    private final String source;
    /** The joined text's characters, {@link #length} of them. */
    private char[] joined = new char[64];
    private int length;
    private String text;
    /** Per line joined: where it starts in {@link #text}, its number, its column, its start and end in source. */
    private int[] segments = new int[5 * 4];
    private int count;

    private AsmStatement(String source) {
        this.source = source;
    }

    /**
     * The statement {@code source[from, to)} of line {@code line}, the line being {@code source[lineStart,
     * lineEnd)}.
     */
    static AsmStatement of(String source, int line, int lineStart, int lineEnd, int from, int to) {
        AsmStatement s = new AsmStatement(source);
        s.add(line, lineStart, lineEnd, from);
        s.append(source, from, to);
        return s;
    }

    /** This statement with {@code source[from, to)} of line {@code line} joined on, after a blank. */
    AsmStatement join(int line, int lineStart, int lineEnd, int from, int to) {
        room(1);
        joined[length++] = ' ';
        add(line, lineStart, lineEnd, from);
        append(source, from, to);
        text = null;
        return this;
    }

    /** Appends {@code source[from, to)} to the joined text. */
    private void append(String source, int from, int to) {
        room(to - from);
        source.getChars(from, to, joined, length);
        length += to - from;
    }

    /** Room in {@link #joined} for {@code more} characters after its {@link #length}. */
    private void room(int more) {
        if (length + more > joined.length) {
            joined = Arrays.copyOf(joined, Math.max(length + more, 2 * joined.length));
        }
    }

    private void add(int line, int lineStart, int lineEnd, int from) {
        if (5 * count + 5 > segments.length) {
            segments = Arrays.copyOf(segments, 2 * segments.length);
        }
        int k = 5 * count++;
        segments[k] = length;
        segments[k + 1] = line;
        segments[k + 2] = from - lineStart;
        segments[k + 3] = lineStart;
        segments[k + 4] = lineEnd;
    }

    /** The statement's text (the lines joined). */
    String text() {
        if (text == null) {
            text = new String(joined, 0, length);
        }
        return text;
    }

    /** The characters of {@link #text}: {@code chars()[0, length())} (the array is the statement's own, not a copy). */
    char[] chars() {
        return joined;
    }

    /** The length of {@link #text}. */
    int length() {
        return length;
    }

    /** The number of lines joined. */
    int lines() {
        return count;
    }

    /** The first line's number. */
    int firstLine() {
        return segments[1];
    }

    /** The diagnostic {@code message} at character {@code at} of {@link #text}. */
    AsmDiagnostic error(int at, String message) {
        int k = count - 1;
        while (k > 0 && segments[5 * k] > at) {
            k--;
        }
        int column = segments[5 * k + 2] + Math.max(0, at - segments[5 * k]);
        return new AsmDiagnostic(segments[5 * k + 1], column + 1, message,
                source.substring(segments[5 * k + 3], segments[5 * k + 4]));
    }
}
