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
 * become a space, as a C preprocessor does. Function-like macros take their arguments ({@code #} makes a string
 * literal of one, {@code ##} pastes two tokens), and the result is scanned again. The conditional directives
 * ({@code #if}, {@code #ifdef}, {@code #ifndef}, {@code #elif}, {@code #else}, {@code #endif}) are followed with
 * the macros defined so far ({@link Conditions} evaluates their expressions); {@code #error} refuses the file, as
 * does {@code #include} (dxkit reads one file: clang's message when it cannot open the file); other directives
 * are skipped. A string literal without its closing quote is, as clang lexes it, one token to the end of the
 * line. The last definition of a name is the one that counts, as it is for DXC after it has read the whole file.
 */
final class Defines {
    /** A problem in the file, at a line and column. */
    static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;
        final int line;
        final int column;

        final boolean fatal;

        Failure(String message, int line, int column) {
            this(message, line, column, false);
        }

        /** A fatal failure's message carries its own "fatal error: " rather than "error: ". */
        Failure(String message, int line, int column, boolean fatal) {
            super(message, null, false, false);
            this.line = line;
            this.column = column;
            this.fatal = fatal;
        }
    }

    enum Kind { IDENTIFIER, STRING, OTHER }

    /**
     * A preprocessing token: its spelling, whether white space came before it, the span of a string literal's
     * contents (-1 when it needs cleaning), and where it stands (a token a macro made: where its source stood).
     */
    record PpToken(Kind kind, String text, boolean leadingSpace, int literalFrom, int literalTo, int line, int column) {
        PpToken spaced(boolean space) {
            return new PpToken(kind, text, space, literalFrom, literalTo, line, column);
        }
    }

    /**
     * A macro: where its name stands (the file a {@code #line} named, or null; line, column from 1, as {@code #line}
     * numbers them), whether it takes arguments (then its parameter names,
     * {@code __VA_ARGS__} last for {@code ...}), its replacement list.
     */
    record Macro(String name, String file, int line, int column, boolean functionLike, List<String> parameters,
                 List<PpToken> body) {
    }

    /** One open conditional: whether the lines around it are read, whether a branch was taken, whether #else came. */
    private record Conditional(boolean outerActive, boolean taken, boolean active, boolean sawElse, int line, int column) {
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
        java.util.ArrayDeque<Conditional> open = new java.util.ArrayDeque<>();
        while (!lx.atEnd()) {
            lx.skipBlank();
            boolean active = open.isEmpty() || open.peek().active();
            if (lx.peek() == '#') {
                lx.next();
                lx.skipBlank();
                int[] at = lx.where();
                String directive = lx.identifier();
                switch (directive) {
                    case "if", "ifdef", "ifndef" -> {
                        if (open.size() >= MAX_DEPTH) {
                            throw new Failure("conditionals nested more than " + MAX_DEPTH + " deep", at[0], at[1]);
                        }
                        boolean taken = active && condition(directive, lx, macros, at);
                        if (!active) {
                            lx.skipLine();
                        }
                        open.push(new Conditional(active, taken, taken, false, at[0], at[1]));
                    }
                    case "elif" -> {
                        Conditional c = open.poll();
                        if (c == null || c.sawElse()) {
                            throw new Failure(c == null ? "#elif without #if" : "#elif after #else", at[0], at[1]);
                        }
                        boolean now = c.outerActive() && !c.taken() && condition("if", lx, macros, at);
                        if (!(c.outerActive() && !c.taken())) {
                            lx.skipLine();
                        }
                        open.push(new Conditional(c.outerActive(), c.taken() || now, now, false, c.line(), c.column()));
                    }
                    case "else" -> {
                        Conditional c = open.poll();
                        if (c == null || c.sawElse()) {
                            throw new Failure(c == null ? "#else without #if" : "#else after #else", at[0], at[1]);
                        }
                        lx.skipLine();
                        boolean now = c.outerActive() && !c.taken();
                        open.push(new Conditional(c.outerActive(), true, now, true, c.line(), c.column()));
                    }
                    case "endif" -> {
                        if (open.poll() == null) {
                            throw new Failure("#endif without #if", at[0], at[1]);
                        }
                        lx.skipLine();
                    }
                    default -> {
                        if (!active) {
                            lx.skipLine();
                        } else {
                            directive(directive, lx, macros, at);
                        }
                    }
                }
            } else {
                lx.skipLine();
            }
        }
        if (!open.isEmpty()) {
            throw new Failure("unterminated conditional directive", open.peek().line(), open.peek().column());
        }
        int[] end = where.isEmpty() ? new int[] {1, 1} : where.get(where.size() - 1);
        return new Defines(macros, end[0], end[1]);
    }

    /** The directives clang knows besides those read here; dxkit skips them (a warning at most, for clang). */
    private static final Set<String> SKIPPED = Set.of("pragma", "warning", "ident", "sccs", "import", "include_next",
            "assert", "unassert");

    /** An active directive other than a conditional. */
    private static void directive(String directive, Lexer lx, Map<String, Macro> macros, int[] at) throws Failure {
        if (directive.equals("define")) {
            lx.skipBlank();
            int[] nameAt = lx.where();
            String name = lx.identifier();
            if (name.isEmpty()) {
                throw new Failure("macro name missing after #define", nameAt[0], nameAt[1]);
            }
            List<String> parameters = lx.peek() == '(' ? lx.parameters() : null;
            List<PpToken> body = lx.restOfLine();
            macros.put(name, new Macro(name, lx.file(), nameAt[0] + lx.lineOffset(), nameAt[1], parameters != null,
                    parameters == null ? List.of() : parameters, body));
        } else if (directive.equals("undef")) {
            lx.skipBlank();
            macros.remove(lx.identifier());
            lx.skipLine();
        } else if (directive.equals("error")) {
            lx.skipBlank();
            throw new Failure(lx.restOfLineText(), at[0], at[1]);
        } else if (directive.equals("include")) {
            lx.skipBlank();
            int[] nameAt = lx.where();
            String target = lx.restOfLineText().strip();
            // dxkit compiles one file: an #include it cannot follow gets clang's message for a file it cannot open
            throw new Failure("fatal error: " + (target.length() >= 2 && (target.startsWith("\"") || target.startsWith("<"))
                    ? "'" + target.substring(1, target.length() - 1) + "' file not found" : "#include expects \"FILENAME\" or <FILENAME>"),
                    nameAt[0], nameAt[1], true);
        } else if (directive.equals("line") || directive.isEmpty() && Character.isDigit(lx.peek())) {
            lx.skipBlank();
            lx.lineDirective(at);
        } else if (directive.isEmpty() ? lx.peek() != '\n' && !lx.atEnd() : !SKIPPED.contains(directive)) {
            throw new Failure("invalid preprocessing directive", at[0], at[1]);
        } else {
            lx.skipLine();
        }
    }

    /** The truth of {@code #if EXPR}, {@code #ifdef NAME} or {@code #ifndef NAME} with the macros defined so far. */
    private static boolean condition(String directive, Lexer lx, Map<String, Macro> macros, int[] at) throws Failure {
        if (!directive.equals("if")) {
            lx.skipBlank();
            int[] nameAt = lx.where();
            String name = lx.identifier();
            lx.skipLine();
            if (name.isEmpty()) {
                throw new Failure("macro name missing", nameAt[0], nameAt[1]);
            }
            return macros.containsKey(name) == directive.equals("ifdef");
        }
        List<PpToken> tokens = lx.restOfLine();
        return Conditions.evaluate(tokens, macros, lx.lineEnd);
    }

    /** Macros nested deeper than this, or expanding to more characters than this, are refused. */
    static final int MAX_DEPTH = 200;
    static final int MAX_LENGTH = 1 << 24;

    /** The macro {@code name} expanded to the string DXC hands its root-signature parser. */
    String expand(String name) throws Failure {
        Macro m = macros.get(name);
        Expansion x = new Expansion(m);
        List<PpToken> tokens = new ArrayList<>();
        x.expand(m.body(), new HashSet<>(Set.of(name)), tokens);
        StringBuilder out = new StringBuilder();
        Kind prev = null;
        for (int i = 0; i < tokens.size(); i++) {
            PpToken t = tokens.get(i);
            // a space where white space came before a token (always before the first), never after a string
            // literal, so "a" "b" joins to ab
            if ((i == 0 || t.leadingSpace()) && prev != Kind.STRING) {
                out.append(' ');
            }
            if (t.kind() == Kind.STRING && t.literalFrom() >= 0) {
                out.append(t.text(), t.literalFrom(), t.literalTo());
            } else {
                out.append(t.text());
            }
            prev = t.kind();
        }
        return out.toString();
    }

    /** One expansion of the root-signature macro: its errors name the macro's place, as DXC's do. */
    private final class Expansion {
        private final Macro root;
        private long length;
        /** Nested expansions now open (arguments expanded inside arguments count too). */
        private int depth;

        Expansion(Macro root) {
            this.root = root;
        }

        private Failure fail(String message) {
            return new Failure(message, root.line(), root.column());
        }

        /** {@code body} with its macros expanded (those in {@code active} left alone), added to {@code out}. */
        void expand(List<PpToken> body, Set<String> active, List<PpToken> out) throws Failure {
            if (active.size() > MAX_DEPTH || depth > MAX_DEPTH) {
                throw tooBig();
            }
            depth++;
            try {
                expandAll(body, active, out);
            } finally {
                depth--;
            }
        }

        private void expandAll(List<PpToken> body, Set<String> active, List<PpToken> out) throws Failure {
            for (int i = 0; i < body.size(); i++) {
                PpToken t = body.get(i);
                Macro m = t.kind() == Kind.IDENTIFIER ? macros.get(t.text()) : null;
                // a function-like macro's name not followed by '(' is an ordinary identifier
                if (m != null && !active.contains(m.name())
                        && (!m.functionLike() || i + 1 < body.size() && isPunctuator(body.get(i + 1), "("))) {
                    List<PpToken> replacement = m.body();
                    if (m.functionLike()) {
                        List<List<PpToken>> args = new ArrayList<>();
                        i = arguments(m, body, i + 1, args);
                        replacement = substitute(m, args, active);
                    }
                    int first = out.size();
                    active.add(m.name());
                    expand(replacement, active, out);
                    active.remove(m.name());
                    if (out.size() > first) {
                        out.set(first, out.get(first).spaced(t.leadingSpace())); // the space before the macro's name
                    }
                    continue;
                }
                length += t.text().length() + 1;
                if (length > MAX_LENGTH) {
                    throw tooBig();
                }
                out.add(t);
            }
        }

        private Failure tooBig() {
            return fail("macro " + root.name() + " expands too deep or too long (more than " + MAX_DEPTH + " levels or "
                    + MAX_LENGTH + " characters)");
        }

        /**
         * The arguments of an invocation of {@code m} whose '(' is {@code tokens[open]}: split at the commas outside
         * nested parentheses (the commas of {@code ...} kept in {@code __VA_ARGS__}); returns the index of the ')'.
         */
        private int arguments(Macro m, List<PpToken> tokens, int open, List<List<PpToken>> args) throws Failure {
            int depth = 0;
            List<PpToken> arg = new ArrayList<>();
            int params = m.parameters().size();
            boolean variadic = params > 0 && m.parameters().get(params - 1).equals("__VA_ARGS__");
            for (int k = open + 1; k < tokens.size(); k++) {
                PpToken t = tokens.get(k);
                if (isPunctuator(t, ")") && depth == 0) {
                    args.add(arg);
                    if (params == 0 && args.size() == 1 && arg.isEmpty()) {
                        args.clear();
                    }
                    if (args.size() < params && !(variadic && args.size() == params - 1)) {
                        throw fail("too few arguments provided to function-like macro invocation");
                    }
                    if (args.size() > params) {
                        throw fail("too many arguments provided to function-like macro invocation");
                    }
                    while (args.size() < params) {
                        args.add(new ArrayList<>());
                    }
                    return k;
                }
                if (isPunctuator(t, ",") && depth == 0 && !(variadic && args.size() == params - 1)) {
                    args.add(arg);
                    arg = new ArrayList<>();
                    continue;
                }
                depth += isPunctuator(t, "(") ? 1 : isPunctuator(t, ")") ? -1 : 0;
                arg.add(t);
            }
            throw fail("unterminated function-like macro invocation");
        }

        /**
         * The body of {@code m} with its parameters replaced: {@code #p} stringized, {@code a ## b} pasted (both from
         * the argument as written), any other parameter by its argument macro-expanded first.
         */
        private List<PpToken> substitute(Macro m, List<List<PpToken>> args, Set<String> active) throws Failure {
            List<PpToken> body = m.body();
            List<PpToken> out = new ArrayList<>();
            for (int k = 0; k < body.size(); k++) {
                PpToken t = body.get(k);
                int p = t.kind() == Kind.IDENTIFIER ? m.parameters().indexOf(t.text()) : -1;
                if (isPunctuator(t, "#") && k + 1 < body.size() && body.get(k + 1).kind() == Kind.IDENTIFIER
                        && m.parameters().contains(body.get(k + 1).text())) {
                    out.add(stringize(args.get(m.parameters().indexOf(body.get(++k).text())), t));
                } else if (isPunctuator(t, "##") && !out.isEmpty() && k + 1 < body.size()) {
                    PpToken next = body.get(++k);
                    int q = next.kind() == Kind.IDENTIFIER ? m.parameters().indexOf(next.text()) : -1;
                    List<PpToken> right = q >= 0 ? args.get(q) : List.of(next);
                    if (!right.isEmpty()) {
                        PpToken left = out.remove(out.size() - 1);
                        out.add(paste(left, right.get(0)));
                        out.addAll(right.subList(1, right.size()));
                    }
                } else if (p < 0) {
                    out.add(t);
                } else {
                    boolean pasted = k + 1 < body.size() && isPunctuator(body.get(k + 1), "##");
                    List<PpToken> a = args.get(p);
                    if (!pasted) {
                        a = new ArrayList<>();
                        expand(args.get(p), active, a);
                    }
                    for (int j = 0; j < a.size(); j++) {
                        out.add(j == 0 ? a.get(j).spaced(t.leadingSpace()) : a.get(j));
                    }
                }
            }
            return out;
        }
    }

    private static boolean isPunctuator(PpToken t, String text) {
        return t.kind() == Kind.OTHER && t.text().equals(text);
    }

    /** {@code #arg}: the argument's spelling as a string literal (one space where white space was, quotes escaped). */
    private static PpToken stringize(List<PpToken> arg, PpToken hash) {
        StringBuilder b = new StringBuilder("\"");
        for (int j = 0; j < arg.size(); j++) {
            PpToken x = arg.get(j);
            if (j > 0 && x.leadingSpace()) {
                b.append(' ');
            }
            boolean quoted = x.kind() == Kind.STRING || x.text().startsWith("'");
            for (char c : x.text().toCharArray()) {
                if (quoted && (c == '"' || c == '\\')) {
                    b.append('\\');
                }
                b.append(c);
            }
        }
        b.append('"');
        return new PpToken(Kind.STRING, b.toString(), hash.leadingSpace(), 1, b.length() - 1, hash.line(), hash.column());
    }

    /** The token {@code a ## b} makes: an identifier, a string literal or another token, by its spelling. */
    private static PpToken paste(PpToken a, PpToken b) {
        String text = a.text() + b.text();
        if (text.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            return new PpToken(Kind.IDENTIFIER, text, a.leadingSpace(), -1, -1, a.line(), a.column());
        }
        if (text.length() >= 2 && text.startsWith("\"") && text.endsWith("\"")) {
            return new PpToken(Kind.STRING, text, a.leadingSpace(), 1, text.length() - 1, a.line(), a.column());
        }
        return new PpToken(Kind.OTHER, text, a.leadingSpace(), -1, -1, a.line(), a.column());
    }

    /** A small C lexer over the spliced text: enough for directives and the tokens of a replacement list. */
    private static final class Lexer {
        private final String s;
        private final List<int[]> where;
        private int pos;
        /** Where the line {@link #restOfLine} read last ended (its newline, or the end of the text). */
        int[] lineEnd = {1, 1};
        /** What the last {@code #line} made of the line numbers after it, and the file it named (or null). */
        private int lineOffset;
        private String file;

        int lineOffset() {
            return lineOffset;
        }

        String file() {
            return file;
        }

        /** {@code #line N ["FILE"]} (or clang's {@code # N "FILE"}): the next line is line N (of FILE). */
        void lineDirective(int[] at) throws Failure {
            int[] numberAt = where();
            int start = pos;
            while (Character.isDigit(peek())) {
                pos++;
            }
            String digits = s.substring(start, pos);
            if (digits.isEmpty() || digits.length() > 10 || Long.parseLong(digits) > Integer.MAX_VALUE) {
                throw new Failure(digits.isEmpty() ? "#line directive requires a positive integer argument"
                        : "line directive requires a simple digit sequence", numberAt[0], numberAt[1]);
            }
            int next = where()[0] + 1;
            skipBlank();
            if (peek() == '"') {
                int q = pos;
                if (!quoted('"')) {
                    throw new Failure("invalid filename for #line directive", at[0], at[1]);
                }
                file = s.substring(q + 1, pos - 1);
            }
            skipLine();
            lineOffset = Integer.parseInt(digits) - next;
        }

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

        /** Skips a quoted literal; false when the line ends before its closing quote. */
        private boolean quoted(char quote) {
            pos++;
            while (!atEnd() && peek() != quote && peek() != '\n') {
                if (peek() == '\\' && pos + 1 < s.length() && s.charAt(pos + 1) != '\n') {
                    pos++;
                }
                pos++;
            }
            if (peek() == quote) {
                pos++;
                return true;
            }
            return false;
        }

        /** A function-like macro's parameter list, from its '(': the names, {@code __VA_ARGS__} for {@code ...}. */
        List<String> parameters() throws Failure {
            pos++;
            List<String> out = new ArrayList<>();
            for (;;) {
                skipBlank();
                int[] at = where();
                if (peek() == ')' && out.isEmpty()) {
                    pos++;
                    return out;
                }
                String name;
                if (s.startsWith("...", pos)) {
                    pos += 3;
                    name = "__VA_ARGS__";
                } else {
                    name = identifier();
                }
                if (name.isEmpty()) {
                    throw new Failure(atEnd() || peek() == '\n' ? "missing ')' in macro parameter list"
                            : peek() == ')' ? "expected identifier in macro parameter list"
                            : "invalid token in macro parameter list", at[0], at[1]);
                }
                if (out.contains(name)) {
                    throw new Failure("duplicate macro parameter name '" + name + "'", at[0], at[1]);
                }
                out.add(name);
                skipBlank();
                int[] after = where();
                if (peek() == ')') {
                    pos++;
                    return out;
                }
                if (name.equals("__VA_ARGS__")) {
                    throw new Failure("missing ')' in macro parameter list", after[0], after[1]);
                }
                if (peek() != ',') {
                    throw new Failure(atEnd() || peek() == '\n' ? "missing ')' in macro parameter list"
                            : "expected comma in macro parameter list", after[0], after[1]);
                }
                pos++;
            }
        }

        /** The raw text to the end of the line (splices removed), and the line consumed. */
        String restOfLineText() {
            int start = pos;
            while (!atEnd() && peek() != '\n') {
                pos++;
            }
            String t = s.substring(start, pos).replace("\u0001", "");
            pos++;
            return t;
        }

        /** The tokens up to the end of the line. */
        List<PpToken> restOfLine() {
            List<PpToken> out = new ArrayList<>();
            for (;;) {
                boolean space = skipBlank();
                if (atEnd() || peek() == '\n') {
                    lineEnd = where();
                    pos++;
                    return out;
                }
                int start = pos;
                int[] at = where();
                char c = peek();
                if (c == '"' || isPrefix()) {
                    pos = s.indexOf('"', pos);
                    if (!quoted('"')) {
                        // clang warns and lexes the rest of the line as one unknown token, quote and all
                        while (!atEnd() && peek() != '\n') {
                            pos++;
                        }
                        out.add(new PpToken(Kind.OTHER, s.substring(start, pos).replace("\u0001", ""), space, -1, -1, at[0], at[1]));
                        continue;
                    }
                    String raw = s.substring(start, pos);
                    boolean spliced = raw.indexOf('\u0001') >= 0;
                    String text = raw.replace("\u0001", "");
                    int quote = text.indexOf('"');
                    // a literal a continuation runs through "needs cleaning": clang writes its spelling, quotes and all
                    out.add(new PpToken(Kind.STRING, text, space, spliced ? -1 : quote + 1, spliced ? -1 : text.length() - 1, at[0], at[1]));
                } else if (Character.isLetter(c) && c < 128 || c == '_') {
                    while (!atEnd() && (Character.isLetterOrDigit(peek()) && peek() < 128 || peek() == '_' || peek() == '\u0001')) {
                        pos++;
                    }
                    out.add(new PpToken(Kind.IDENTIFIER, s.substring(start, pos).replace("\u0001", ""), space, -1, -1, at[0], at[1]));
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
                    out.add(new PpToken(Kind.OTHER, s.substring(start, pos).replace("\u0001", ""), space, -1, -1, at[0], at[1]));
                } else if (c == '\'') {
                    quoted('\'');
                    out.add(new PpToken(Kind.OTHER, s.substring(start, pos).replace("\u0001", ""), space, -1, -1, at[0], at[1]));
                } else {
                    pos += c == '#' && peekAt(1) == '#' ? 2 : 1; // '##' pastes, one token
                    out.add(new PpToken(Kind.OTHER, s.substring(start, pos), space, -1, -1, at[0], at[1]));
                }
            }
        }

        /** A wide-string prefix right before a string literal (HLSL knows no u8, u or U literals). */
        private boolean isPrefix() {
            return peek() == 'L' && peekAt(1) == '"';
        }
    }
}
