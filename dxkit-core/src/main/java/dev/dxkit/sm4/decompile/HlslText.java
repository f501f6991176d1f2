package dev.dxkit.sm4.decompile;

/**
 * The text of a decompilation: lines ended by {@code \n}, indented four spaces a level. Everything the
 * decompiler writes goes through here, so the line ending and the indentation are decided once.
 */
final class HlslText {
    private final StringBuilder out = new StringBuilder(4096);
    private int depth;

    /** One line at the current indentation. */
    HlslText line(String s) {
        if (!s.isEmpty()) {
            out.append("    ".repeat(depth));
        }
        out.append(s).append('\n');
        return this;
    }

    /** An empty line. */
    HlslText blank() {
        out.append('\n');
        return this;
    }

    void indent() {
        depth++;
    }

    void outdent() {
        if (depth > 0) {
            depth--;
        }
    }

    int depth() {
        return depth;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
