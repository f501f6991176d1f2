package dev.dxkit.sm4.asm;

/**
 * One error in an assembly text, where a compiler would put it: a 1-based line and column, the message, and the
 * line's text (for the caret under it).
 *
 * @param line     the line, from 1
 * @param column   the column, from 1 (a character index within the line, plus one)
 * @param message  what is wrong, e.g. {@code unknown register 'r9x'}
 * @param lineText the line as it was given, without its line end
 */
public record AsmDiagnostic(int line, int column, String message, String lineText) {
    /** The most characters of a line {@link #format} shows around the column (hostile text has 10 MB lines). */
    static final int SHOWN = 160;

    /**
     * {@code FILE:LINE:COL: error: MESSAGE}, then the line and a caret under the column, each line ended by
     * {@code \n}. A long line is shown as the stretch around the column, with {@code ...} where it was cut.
     */
    public String format(String file) {
        StringBuilder b = new StringBuilder();
        b.append(file).append(':').append(line).append(':').append(column).append(": error: ").append(message).append('\n');
        int at = Math.max(0, Math.min(column - 1, lineText.length()));
        int from = Math.max(0, at - SHOWN / 2);
        int to = Math.min(lineText.length(), from + SHOWN);
        String lead = from > 0 ? "..." : "";
        b.append(lead);
        for (int i = from; i < to; i++) {
            char c = lineText.charAt(i);
            // a tab keeps the caret's column; other control characters are shown as a blank
            b.append(c == '\t' ? '\t' : c < 0x20 || c == 0x7f ? ' ' : c);
        }
        b.append(to < lineText.length() ? "...\n" : "\n");
        b.append(" ".repeat(lead.length()));
        for (int i = from; i < at; i++) {
            b.append(lineText.charAt(i) == '\t' ? '\t' : ' ');
        }
        b.append("^\n");
        return b.toString();
    }
}
