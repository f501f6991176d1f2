package dev.dxkit.d3d9;

/**
 * A cursor over Direct3D 9 assembly text, one token at a time (nothing is stored per token, so a 10 MB line
 * costs no more memory than its text).
 *
 * <p>Whitespace (blank, tab, CR, LF) separates tokens; statements are not bound to lines ({@code D3DAssemble}
 * takes {@code dcl_position v0 mov oPos, v0} on one line). Skipped like whitespace: {@code //} and {@code ;}
 * comments to the end of the line, {@code /* … *&#47;} comments, {@code #line} directives, and at the start
 * of a line the columns {@code D3DDisassemble} prints under flags 0x04 ({@code "  12: "}) and 0x20
 * ({@code "0x0000001C: "}, {@code "  12  0x0000001C: "}). Other preprocessor directives are reported once
 * each through {@link #directive}.
 *
 * <p>The text is read as ISO-8859-1 (one char a byte), so columns count bytes.
 */
final class AsmLexer {
    /** Token kinds. */
    enum Kind { WORD, NUMBER, PUNCT, END }

    private final String text;
    private int at;
    private int line = 1;
    private int lineStart;
    private boolean atLineStart = true;

    // the current token
    Kind kind;
    int start;
    int end;
    int tokenLine;
    int tokenColumn;

    /** Called for a preprocessor directive other than {@code #line}; set by the assembler. */
    interface DirectiveSink {
        void directive(int line, int column, String name);
    }

    private final DirectiveSink directive;

    /** Where a {@code /*} comment without its end starts (line 0: none), which D3DAssemble refuses. */
    int unclosedLine;
    int unclosedColumn;
    int unclosedLineStart;

    AsmLexer(String text, DirectiveSink directive) {
        this.text = text;
        this.directive = directive;
        advance();
    }

    String text() {
        return text;
    }

    /** {@return the current token's text} */
    String token() {
        return text.substring(start, end);
    }

    boolean is(char punct) {
        return kind == Kind.PUNCT && text.charAt(start) == punct;
    }

    /** Whether the current token starts right after the previous one's last char (no blank between). */
    boolean touches(int previousEnd) {
        return start == previousEnd;
    }

    /** {@return the 1-based line and column of the current token} */
    int line() {
        return tokenLine;
    }

    int column() {
        return tokenColumn;
    }

    /** The text of the line that starts at {@code lineStartOffset}, without its line end, for an error report. */
    String lineText(int lineStartOffset) {
        int e = text.indexOf('\n', lineStartOffset);
        if (e < 0) {
            e = text.length();
        }
        if (e > lineStartOffset && text.charAt(e - 1) == '\r') {
            e--;
        }
        return text.substring(lineStartOffset, e);
    }

    /** Offset of the first char of the current token's line. */
    int tokenLineStart() {
        return start - (tokenColumn - 1);
    }

    /** Moves to the next token. */
    void advance() {
        skipBlanks();
        start = at;
        tokenLine = line;
        tokenColumn = at - lineStart + 1;
        if (at >= text.length()) {
            kind = Kind.END;
            end = at;
            return;
        }
        char c = text.charAt(at);
        if (c == 0 || c >= 0x80) {
            // D3DAssemble stops reading at a NUL or a byte past ASCII outside a comment: the rest of the text
            // is not read (measured: the instructions after one are not in its output)
            kind = Kind.END;
            end = at;
            at = text.length();
            return;
        }
        if (isWordStart(c)) {
            at++;
            while (at < text.length() && isWordPart(text.charAt(at))) {
                at++;
            }
            kind = Kind.WORD;
        } else if (isDigit(c) || (c == '.' && at + 1 < text.length() && isDigit(text.charAt(at + 1)))) {
            number();
            kind = Kind.NUMBER;
        } else {
            at++;
            kind = Kind.PUNCT;
        }
        end = at;
    }

    /** Moves to the token at or after {@code offset}, which must be on the current token's line. */
    void resetTo(int offset) {
        at = offset;
        advance();
    }

    /** Error recovery: skips every token up to the end of line {@code errorLine}. */
    void skipLine(int errorLine) {
        while (kind != Kind.END && tokenLine <= errorLine) {
            int nl = text.indexOf('\n', start);
            at = nl < 0 ? text.length() : nl;
            advance();
        }
    }

    /**
     * A number as D3DAssemble's lexer reads it (C's, measured): {@code 0x} hex digits (a lower-case {@code x}
     * only: {@code 0X10} is the number 0 and the name {@code X10}) or decimal digits, each with integer
     * suffixes {@code u}/{@code l} (upper or lower case, up to three); or a float: digits with a fraction and/or
     * an exponent and one suffix of {@code f h l} (upper or lower case), or Microsoft's {@code 1.#INF} /
     * {@code 1.#QNAN} / {@code 1.#IND} / {@code 1.#SNAN} spellings. Whether an octal literal's digits are
     * 0 to 7, and a value's range, are for the reader of the number to say.
     */
    private void number() {
        int n = text.length();
        if (text.charAt(at) == '0' && at + 1 < n && text.charAt(at + 1) == 'x') {
            at += 2;
            while (at < n && isHexDigit(text.charAt(at))) {
                at++;
            }
            integerSuffix();
            return;
        }
        while (at < n && isDigit(text.charAt(at))) {
            at++;
        }
        boolean isFloat = false;
        if (at < n && text.charAt(at) == '.') {
            at++;
            isFloat = true;
            if (at < n && text.charAt(at) == '#') {
                at++;
                while (at < n && Character.isLetter(text.charAt(at))) {
                    at++;
                }
                return;
            }
            while (at < n && isDigit(text.charAt(at))) {
                at++;
            }
        }
        if (at < n && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            int e = at + 1;
            if (e < n && (text.charAt(e) == '+' || text.charAt(e) == '-')) {
                e++;
            }
            if (e < n && isDigit(text.charAt(e))) {
                at = e;
                isFloat = true;
                while (at < n && isDigit(text.charAt(at))) {
                    at++;
                }
            }
        }
        if (!isFloat) {
            integerSuffix();
        } else if (at < n && "fFhHlL".indexOf(text.charAt(at)) >= 0) {
            at++; // a float suffix, as C allows (and h, half)
        }
    }

    private void integerSuffix() {
        int s = at;
        while (at < text.length() && "uUlL".indexOf(text.charAt(at)) >= 0 && at - s < 3) {
            at++;
        }
    }

    private void skipBlanks() {
        int n = text.length();
        while (at < n) {
            char c = text.charAt(at);
            if (c == '\n') {
                at++;
                line++;
                lineStart = at;
                atLineStart = true;
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == 0x0B) {
                at++;
            } else if (c == '/' && at + 1 < n && text.charAt(at + 1) == '/' || c == ';') {
                toLineEnd();
            } else if (c == '/' && at + 1 < n && text.charAt(at + 1) == '*') {
                blockComment();
            } else if (atLineStart && c == '#') {
                preprocessor();
            } else if (atLineStart && listingColumns()) {
                atLineStart = false;
            } else {
                atLineStart = false;
                return;
            }
        }
    }

    private void toLineEnd() {
        int nl = text.indexOf('\n', at);
        at = nl < 0 ? text.length() : nl;
    }

    private void blockComment() {
        int close = text.indexOf("*/", at + 2);
        int stop = close < 0 ? text.length() : close + 2;
        if (close < 0 && unclosedLine == 0) {
            unclosedLine = line;
            unclosedColumn = at - lineStart + 1;
            unclosedLineStart = lineStart;
        }
        for (int i = at; i < stop; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        at = stop;
    }

    private void preprocessor() {
        int col = at - lineStart + 1;
        int p = at + 1;
        int n = text.length();
        while (p < n && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
            p++;
        }
        int w = p;
        while (p < n && Character.isLetter(text.charAt(p)) && p - w < 32) {
            p++;
        }
        String name = text.substring(w, p);
        if (!name.equals("line") && !name.isEmpty() && !(p < n && isDigit(text.charAt(p)))) {
            directive.directive(line, col, name);
        }
        toLineEnd();
    }

    /**
     * The columns of a numbered or offset listing at the start of a line: {@code "  12: "},
     * {@code "0x0000001C: "} or {@code "  12  0x0000001C: "}. Skips them and says so.
     */
    private boolean listingColumns() {
        int n = text.length();
        int p = at;
        if (isDigit(text.charAt(p)) && !hexPrefix(p)) {
            while (p < n && isDigit(text.charAt(p)) && p - at < 12) {
                p++;
            }
            if (p < n && text.charAt(p) == ':') {
                at = p + 1;
                return true;
            }
            // "  12  0x0000001C: ": the number, blanks, then the offset
            int q = p;
            while (q < n && text.charAt(q) == ' ') {
                q++;
            }
            if (q == p || !hexPrefix(q)) {
                return false;
            }
            p = q;
        }
        if (hexPrefix(p)) {
            int q = p + 2;
            while (q < n && isHexDigit(text.charAt(q)) && q - p < 12) {
                q++;
            }
            if (q - p == 10 && q < n && text.charAt(q) == ':') {
                at = q + 1;
                return true;
            }
        }
        return false;
    }

    private boolean hexPrefix(int p) {
        return p + 1 < text.length() && text.charAt(p) == '0' && (text.charAt(p + 1) == 'x' || text.charAt(p + 1) == 'X');
    }

    static boolean isWordStart(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
    }

    static boolean isWordPart(char c) {
        return isWordStart(c) || isDigit(c);
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isHexDigit(char c) {
        return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }
}
