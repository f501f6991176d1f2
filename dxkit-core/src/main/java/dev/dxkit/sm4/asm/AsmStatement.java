package dev.dxkit.sm4.asm;

/**
 * One statement of a listing: the text of one line (its number and offset columns and its comment taken off),
 * or, for an immediate constant buffer whose rows run over several lines, those lines' texts joined by a blank.
 * It maps a character of the joined text back to its line and column, for errors.
 */
final class AsmStatement {
    final String text;
    private final int[] segmentStart;
    private final int[] segmentLine;
    private final int[] segmentColumn;
    private final String[] segmentLineText;
    private final int segments;

    private AsmStatement(String text, int[] start, int[] line, int[] column, String[] lineText, int segments) {
        this.text = text;
        this.segmentStart = start;
        this.segmentLine = line;
        this.segmentColumn = column;
        this.segmentLineText = lineText;
        this.segments = segments;
    }

    /** The statement {@code lineText.substring(from, to)} of line {@code line}. */
    static AsmStatement of(int line, String lineText, int from, int to) {
        return new AsmStatement(lineText.substring(from, to), new int[] {0}, new int[] {line}, new int[] {from},
                new String[] {lineText}, 1);
    }

    /** This statement with {@code lineText.substring(from, to)} of line {@code line} joined on, after a blank. */
    AsmStatement join(int line, String lineText, int from, int to) {
        int n = segments + 1;
        int[] start = java.util.Arrays.copyOf(segmentStart, n);
        int[] lines = java.util.Arrays.copyOf(segmentLine, n);
        int[] column = java.util.Arrays.copyOf(segmentColumn, n);
        String[] texts = java.util.Arrays.copyOf(segmentLineText, n);
        start[n - 1] = text.length() + 1;
        lines[n - 1] = line;
        column[n - 1] = from;
        texts[n - 1] = lineText;
        return new AsmStatement(text + ' ' + lineText.substring(from, to), start, lines, column, texts, n);
    }

    /** The number of lines joined. */
    int lines() {
        return segments;
    }

    /** The first line's number. */
    int firstLine() {
        return segmentLine[0];
    }

    /** The diagnostic {@code message} at character {@code at} of {@link #text}. */
    AsmDiagnostic error(int at, String message) {
        int k = segments - 1;
        while (k > 0 && segmentStart[k] > at) {
            k--;
        }
        int column = segmentColumn[k] + Math.max(0, at - segmentStart[k]);
        return new AsmDiagnostic(segmentLine[k], column + 1, message, segmentLineText[k]);
    }
}
