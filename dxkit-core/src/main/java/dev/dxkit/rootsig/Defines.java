package dev.dxkit.rootsig;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code #define} lines of an HLSL file, and a macro expanded to a string as DXC expands the root-signature
 * macro ({@code hlsl::MacroExpander} with {@code STRIP_QUOTES}): the tokens of the replacement list, object-like
 * macros in it expanded in turn, each written out with a space before it when it had white space before it
 * (but never after a string literal, so {@code "a" "b"} joins to {@code ab}); a string literal loses its quotes
 * (and an {@code L} prefix) unless a line continuation runs through it, when clang writes its cleaned spelling,
 * quotes and all. Escape sequences are not interpreted. Lines are joined at {@code \}-newline first and comments
 * become a space, as a C preprocessor does; other directives ({@code #if}, {@code #include}…) are not followed,
 * and the last definition of a name is the one that counts, as it is for DXC after it has read the whole file.
 */
final class Defines {
    /** A problem in the file, at a line and column. */
    static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;
        final int line;
        final int column;

        Failure(String message, int line, int column) {
            super(message, null, false, false);
            this.line = line;
            this.column = column;
        }
    }

    enum Kind { IDENTIFIER, STRING, OTHER }

    /** A preprocessing token: its spelling, whether white space came before it, and whether it needs cleaning. */
    record PpToken(Kind kind, String text, boolean leadingSpace, int literalFrom, int literalTo) {
    }

    /** A macro: where its name stands (line, column from 1), whether it takes arguments, its replacement list. */
    record Macro(String name, int line, int column, boolean functionLike, List<PpToken> body) {
    }

    private final Map<String, Macro> macros = new LinkedHashMap<>();
    private final int endLine;
    private final int endColumn;

    private Defines(Map<String, Macro> macros, int endLine, int endColumn) {
        this.macros.putAll(macros);
        this.endLine = endLine;
        this.endColumn = endColumn;
    }

    Map<String, Macro> macros() {
        return macros;
    }

    int endLine() {
        return endLine;
    }

    int endColumn() {
        return endColumn;
    }

    /** Reads the {@code #define} and {@code #undef} lines of {@code source} (one char per byte). */
    static Defines read(String source) throws Failure {
        // Phase 2: join lines at backslash-newline, keeping each char's line and column.
        StringBuilder text = new StringBuilder(source.length());
        List<int[]> where = new ArrayList<>(source.length());
        int line = 1;
        int column = 1;
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '\\') {
                int j = i + 1;
                while (j < source.length() && (source.charAt(j) == ' ' || source.charAt(j) == '\t')) {
                    j++; // clang accepts white space between the backslash and the newline
                }
                if (j < source.length() && (source.charAt(j) == '\n' || source.charAt(j) == '\r')) {
                    if (source.charAt(j) == '\r' && j + 1 < source.length() && source.charAt(j + 1) == '\n') {
                        j++;
                    }
                    i = j;
                    line++;
                    column = 1;
                    text.append('\u0001'); // a splice marker: removed below, remembered by the tokens it falls in
                    where.add(new int[] {line, column});
                    continue;
                }
            }
            text.append(c);
            where.add(new int[] {line, column});
            if (c == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        Map<String, Macro> macros = new LinkedHashMap<>();
        Lexer lx = new Lexer(text.toString(), where);
        while (!lx.atEnd()) {
            lx.skipBlank();
            if (lx.peek() == '#') {
                lx.next();
                lx.skipBlank();
                int[] at = lx.where();
                String directive = lx.identifier();
                if (directive.equals("define")) {
                    lx.skipBlank();
                    int[] nameAt = lx.where();
                    String name = lx.identifier();
                    if (name.isEmpty()) {
                        throw new Failure("macro name missing after #define", nameAt[0], nameAt[1]);
                    }
                    boolean functionLike = lx.peek() == '(';
                    List<PpToken> body = lx.restOfLine(functionLike);
                    macros.put(name, new Macro(name, nameAt[0], nameAt[1], functionLike, body));
                } else if (directive.equals("undef")) {
                    lx.skipBlank();
                    macros.remove(lx.identifier());
                    lx.skipLine();
                } else if (directive.isEmpty() && lx.peek() != '\n' && !lx.atEnd()) {
                    throw new Failure("invalid preprocessing directive", at[0], at[1]);
                } else {
                    lx.skipLine();
                }
            } else {
                lx.skipLine();
            }
        }
        int[] end = where.isEmpty() ? new int[] {1, 1} : where.get(where.size() - 1);
        return new Defines(macros, end[0], end[1]);
    }

    /** Macros nested deeper than this, or expanding to more characters than this, are refused. */
    static final int MAX_DEPTH = 200;
    static final int MAX_LENGTH = 1 << 24;

    /** The macro {@code name} expanded to the string DXC hands its root-signature parser. */
    String expand(String name) throws Failure {
        StringBuilder out = new StringBuilder();
        Kind[] prev = {null};
        Macro m = macros.get(name);
        if (!expand(m.body(), true, out, prev, new HashSet<>(Set.of(name)))) {
            throw new Failure("macro " + name + " expands too deep or too long (more than " + MAX_DEPTH + " levels or "
                    + MAX_LENGTH + " characters)", m.line(), m.column());
        }
        return out.toString();
    }

    private boolean expand(List<PpToken> body, boolean firstHasSpace, StringBuilder out, Kind[] prev, Set<String> active) {
        if (active.size() > MAX_DEPTH) {
            return false;
        }
        for (int i = 0; i < body.size(); i++) {
            if (out.length() > MAX_LENGTH) {
                return false;
            }
            PpToken t = body.get(i);
            boolean space = i == 0 ? firstHasSpace : t.leadingSpace();
            Macro m = t.kind() == Kind.IDENTIFIER ? macros.get(t.text()) : null;
            if (m != null && !m.functionLike() && !active.contains(m.name())) {
                active.add(m.name());
                boolean ok = expand(m.body(), space, out, prev, active);
                active.remove(m.name());
                if (!ok) {
                    return false;
                }
                continue;
            }
            if (space && prev[0] != Kind.STRING) {
                out.append(' ');
            }
            if (t.kind() == Kind.STRING && t.literalFrom() >= 0) {
                out.append(t.text(), t.literalFrom(), t.literalTo());
            } else {
                out.append(t.text());
            }
            prev[0] = t.kind();
        }
        return true;
    }

    /** A small C lexer over the spliced text: enough for directives and the tokens of a replacement list. */
    private static final class Lexer {
        private final String s;
        private final List<int[]> where;
        private int pos;

        Lexer(String s, List<int[]> where) {
            this.s = s;
            this.where = where;
        }

        boolean atEnd() {
            return pos >= s.length();
        }

        char peek() {
            return pos < s.length() ? s.charAt(pos) : '\0';
        }

        char peekAt(int k) {
            return pos + k < s.length() ? s.charAt(pos + k) : '\0';
        }

        void next() {
            pos++;
        }

        int[] where() {
            return pos < where.size() ? where.get(pos) : where.isEmpty() ? new int[] {1, 1} : where.get(where.size() - 1);
        }

        /** Skips spaces, tabs, splices and comments (a block comment may run over lines); true if any. */
        boolean skipBlank() {
            boolean any = false;
            for (;;) {
                char c = peek();
                if (c == ' ' || c == '\t' || c == '\u0001' || c == '\f' || c == '\u000b' || c == '\r') {
                    pos++;
                } else if (c == '/' && peekAt(1) == '/') {
                    while (!atEnd() && peek() != '\n') {
                        pos++;
                    }
                } else if (c == '/' && peekAt(1) == '*') {
                    int close = s.indexOf("*/", pos + 2);
                    pos = close < 0 ? s.length() : close + 2;
                } else {
                    return any;
                }
                any = true;
            }
        }

        /** Skips to the start of the next line, over comments and strings (a block comment may cross lines). */
        void skipLine() {
            while (!atEnd() && peek() != '\n') {
                if (peek() == '/' && (peekAt(1) == '*' || peekAt(1) == '/')) {
                    skipBlank();
                } else if (peek() == '"' || peek() == '\'') {
                    quoted(peek());
                } else {
                    pos++;
                }
            }
            pos++;
        }

        String identifier() {
            int start = pos;
            while (!atEnd() && (Character.isLetterOrDigit(peek()) && peek() < 128 || peek() == '_')) {
                pos++;
            }
            if (start < s.length() && Character.isDigit(s.charAt(start))) {
                return "";
            }
            return s.substring(start, pos);
        }

        private void quoted(char quote) {
            pos++;
            while (!atEnd() && peek() != quote && peek() != '\n') {
                if (peek() == '\\' && pos + 1 < s.length()) {
                    pos++;
                }
                pos++;
            }
            if (peek() == quote) {
                pos++;
            }
        }

        /** The tokens up to the end of the line; a function-like macro's parameter list is skipped. */
        List<PpToken> restOfLine(boolean functionLike) throws Failure {
            if (functionLike) {
                while (!atEnd() && peek() != ')' && peek() != '\n') {
                    pos++;
                }
                if (peek() == ')') {
                    pos++;
                }
            }
            List<PpToken> out = new ArrayList<>();
            for (;;) {
                boolean space = skipBlank();
                if (atEnd() || peek() == '\n') {
                    pos++;
                    return out;
                }
                int start = pos;
                char c = peek();
                if (c == '"' || isPrefix()) {
                    int quoteAt = s.indexOf('"', pos);
                    pos = quoteAt;
                    int[] at = where();
                    quoted('"');
                    if (s.charAt(pos - 1) != '"' || pos - 1 == quoteAt) {
                        throw new Failure("missing terminating '\"' character", at[0], at[1]);
                    }
                    String raw = s.substring(start, pos);
                    boolean spliced = raw.indexOf('\u0001') >= 0;
                    String text = raw.replace("\u0001", "");
                    int quote = text.indexOf('"');
                    // a literal a continuation runs through "needs cleaning": clang writes its spelling, quotes and all
                    out.add(new PpToken(Kind.STRING, text, space, spliced ? -1 : quote + 1, spliced ? -1 : text.length() - 1));
                } else if (Character.isLetter(c) && c < 128 || c == '_') {
                    while (!atEnd() && (Character.isLetterOrDigit(peek()) && peek() < 128 || peek() == '_' || peek() == '\u0001')) {
                        pos++;
                    }
                    out.add(new PpToken(Kind.IDENTIFIER, s.substring(start, pos).replace("\u0001", ""), space, -1, -1));
                } else if (Character.isDigit(c) || c == '.' && Character.isDigit(peekAt(1))) {
                    while (!atEnd()) { // a pp-number: digits, letters, '.', '_' and a sign after e, E, p or P
                        char d = peek();
                        if ((d == '+' || d == '-') && "eEpP".indexOf(s.charAt(pos - 1)) >= 0
                                || Character.isLetterOrDigit(d) && d < 128 || d == '.' || d == '_' || d == '\u0001') {
                            pos++;
                        } else {
                            break;
                        }
                    }
                    out.add(new PpToken(Kind.OTHER, s.substring(start, pos).replace("\u0001", ""), space, -1, -1));
                } else if (c == '\'') {
                    quoted('\'');
                    out.add(new PpToken(Kind.OTHER, s.substring(start, pos).replace("\u0001", ""), space, -1, -1));
                } else {
                    pos++;
                    out.add(new PpToken(Kind.OTHER, String.valueOf(c), space, -1, -1));
                }
            }
        }

        /** A wide-string prefix right before a string literal (HLSL knows no u8, u or U literals). */
        private boolean isPrefix() {
            return peek() == 'L' && peekAt(1) == '"';
        }
    }
}
