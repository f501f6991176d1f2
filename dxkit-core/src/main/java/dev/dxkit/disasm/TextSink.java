package dev.dxkit.disasm;

/**
 * The one place listing text is assembled. It owns line endings (Microsoft's listings end every line with
 * a single {@code \n}, never the platform's separator) and keeps the text in one growing buffer.
 *
 * <p>Printers append to a sink; nothing in dxkit prints listing text any other way.
 */
public final class TextSink {
    private final StringBuilder sb;

    public TextSink() {
        this(4096);
    }

    public TextSink(int capacity) {
        sb = new StringBuilder(capacity);
    }

    /** Appends {@code s} and ends the line. */
    public TextSink line(CharSequence s) {
        sb.append(s).append('\n');
        return this;
    }

    /** Ends the current line. */
    public TextSink newline() {
        sb.append('\n');
        return this;
    }

    public TextSink append(CharSequence s) {
        sb.append(s);
        return this;
    }

    public TextSink append(char c) {
        sb.append(c);
        return this;
    }

    public TextSink append(int v) {
        sb.append(v);
        return this;
    }

    public TextSink append(long v) {
        sb.append(v);
        return this;
    }

    /** Appends {@code n} copies of {@code c}. */
    public TextSink repeat(char c, int n) {
        for (int i = 0; i < n; i++) {
            sb.append(c);
        }
        return this;
    }

    /** Appends {@code s} left-aligned in a column of {@code width} characters (never truncated). */
    public TextSink padRight(CharSequence s, int width) {
        sb.append(s);
        return repeat(' ', width - s.length());
    }

    /** Appends {@code s} right-aligned in a column of {@code width} characters (never truncated). */
    public TextSink padLeft(CharSequence s, int width) {
        repeat(' ', width - s.length());
        sb.append(s);
        return this;
    }

    /** The buffer itself, for the printers of this package that compose a line in place. */
    StringBuilder buffer() {
        return sb;
    }

    /** Characters written so far. */
    public int length() {
        return sb.length();
    }

    /** Characters since the last line end (the current column). */
    public int column() {
        int nl = sb.lastIndexOf("\n");
        return sb.length() - nl - 1;
    }

    @Override
    public String toString() {
        return sb.toString();
    }
}
