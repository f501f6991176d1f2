package dev.dxkit.d3d9;

/**
 * One error found in assembly text, reported the way a compiler does.
 *
 * @param line       1-based line
 * @param column     1-based column (bytes from the line's start)
 * @param message    what was expected and what was found
 * @param sourceLine the text of the line (without its line end)
 */
public record AsmDiagnostic(int line, int column, String message, String sourceLine) {
    /** Longest stretch of a source line shown under an error: a 10 MB line is shown around the column. */
    private static final int SHOWN = 160;

    /**
     * {@code FILE:LINE:COL: error: MESSAGE}, then the source line and a caret under the column, each line
     * ended by {@code \n}. Control characters of the line show as blanks so the caret stays aligned.
     */
    public String render(String file) {
        StringBuilder sb = new StringBuilder();
        sb.append(file).append(':').append(line).append(':').append(column).append(": error: ").append(message).append('\n');
        int from = 0;
        int to = sourceLine.length();
        if (to > SHOWN) {
            from = Math.max(0, Math.min(column - 1 - SHOWN / 2, to - SHOWN));
            to = Math.min(to, from + SHOWN);
        }
        StringBuilder caret = new StringBuilder();
        for (int i = from; i < to; i++) {
            char c = sourceLine.charAt(i);
            sb.append(c < 0x20 && c != '\t' || c == 0x7F ? ' ' : c);
            if (i < column - 1) {
                caret.append(c == '\t' ? '\t' : ' ');
            }
        }
        sb.append('\n').append(caret).append("^\n");
        return sb.toString();
    }
}
