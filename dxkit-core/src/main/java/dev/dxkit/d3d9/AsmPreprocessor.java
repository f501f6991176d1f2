package dev.dxkit.d3d9;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The C preprocessor {@code D3DAssemble} runs before it reads Direct3D 9 assembly, as far as its measured
 * behaviour goes: object-like and function-like {@code #define} (arguments expanded before they are put in,
 * {@code ##} pasting, {@code #} stringizing, a call's arguments may run over several lines, a macro is not
 * replaced again inside its own replacement), {@code #undef}, {@code #ifdef}, {@code #ifndef}, {@code #if} and
 * {@code #elif} of an integer expression, {@code #else}, {@code #endif}, {@code #error}, {@code #pragma},
 * {@code #line} (ignored) and lines continued with a backslash.
 *
 * <p>{@code #if} takes what d3dcompiler_47's preprocessor takes, measured against it: decimal, octal and hex
 * integers (with {@code u}/{@code l} suffixes) and character constants, {@code defined NAME} and
 * {@code defined(NAME)}, a name that is no macro as 0, unary {@code ! - +}, {@code * /}, {@code + -},
 * {@code < > <= >=}, {@code == !=}, {@code & ^ |}, {@code && ||}, {@code ?:} and parentheses, all in unsigned
 * 32-bit arithmetic ({@code -1 < 0} is false). It refuses {@code % << >> ~} and floats, and a division by zero
 * anywhere in the expression, even where {@code &&} would not evaluate it.
 *
 * <p>Directive lines and skipped groups become blank lines and a continued line or a call over several lines
 * is followed by as many blank lines as it took, so line numbers stay those of the file; columns after a
 * replaced macro are those of the expanded line. {@code #include} is refused (so is it by D3DAssemble, which
 * is given no include handler).
 */
final class AsmPreprocessor {
    /** Expanded text past this many chars is an error (a macro that doubles itself per line). */
    private static final int MAX_TEXT = 32 << 20;
    /** Lines a macro call's arguments may run over. */
    private static final int MAX_CALL_LINES = 256;
    /** Nested replacements before the expansion stops. */
    private static final int MAX_DEPTH = 64;

    interface Errors {
        void error(int line, int column, String message);
    }

    /** A macro: {@code params} null for an object-like one. */
    private record Macro(List<String> params, String body) {
    }

    /** Thrown inside an expansion: a call's arguments are not closed on the text given. */
    private static final class Unclosed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unclosed() {
            super(null, null, false, false);
        }
    }

    /** Thrown inside an expansion or a condition: one error, reported once, the line dropped. */
    private static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failure(String message) {
            super(message, null, false, false);
        }
    }

    private final Map<String, Macro> macros = new HashMap<>();
    private final Errors errors;

    private AsmPreprocessor(Errors errors) {
        this.errors = errors;
    }

    /**
     * Whether {@code text} has a line starting (after blanks) with {@code #} or a line ending with a backslash:
     * only then is a pass needed.
     */
    static boolean needed(String text) {
        int n = text.length();
        boolean lineStart = true;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                lineStart = true;
            } else if (c == '#' && lineStart || c == '\\' && (i + 1 < n && text.charAt(i + 1) == '\n'
                    || i + 2 < n && text.charAt(i + 1) == '\r' && text.charAt(i + 2) == '\n')) {
                return true;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                lineStart = false;
            }
        }
        return false;
    }

    /** {@code text} with its directives carried out, line for line. */
    static String expand(String text, Errors errors) {
        return new AsmPreprocessor(errors).run(text);
    }

    private String run(String text) {
        List<String> lines = new ArrayList<>();
        int at = 0;
        while (true) {
            int nl = text.indexOf('\n', at);
            if (nl < 0) {
                lines.add(text.substring(at));
                break;
            }
            lines.add(text.substring(at, nl));
            at = nl + 1;
        }
        StringBuilder out = new StringBuilder(text.length());
        // each open #if: whether its current group is taken, and whether any group of it was
        Deque<boolean[]> conditions = new ArrayDeque<>();
        boolean inComment = false; // a /* comment open at the end of the line before
        int i = 0;
        int lineNo = 0;
        while (i < lines.size()) {
            int first = i;
            lineNo = first + 1;
            int mark = out.length();
            // a backslash at a line's end joins the next line to it, a blank between (D3DAssemble reads "v\" and
            // "0" on the next line as v and 0, and a comment before the backslash goes on over the next line)
            StringBuilder logical = new StringBuilder(lines.get(i));
            while (continued(logical) && i + 1 < lines.size()) {
                int cut = logical.length() - 1;
                if (logical.charAt(cut) == '\r') {
                    cut--;
                }
                logical.setLength(cut);
                logical.append(' ').append(lines.get(++i));
            }
            i++;
            boolean active = conditions.stream().allMatch(c -> c[0]);
            String line = logical.toString();
            String trimmed = line.stripLeading();
            if (!inComment && trimmed.startsWith("#")) {
                // a /* comment left open on a directive's line goes on over the next lines (a blank in its place)
                while (openComment(line, false) && i < lines.size() && i - first < MAX_CALL_LINES) {
                    line = line + " " + lines.get(i++);
                }
                trimmed = line.stripLeading();
                directive(trimmed.substring(1).strip(), lineNo, line.length() - trimmed.length() + 1, conditions, active);
            } else if (!active) {
                inComment = openComment(line, inComment); // a skipped group's comments still open and close
            } else {
                // a line that starts inside a /* comment: directives and macros there are comment text
                String head = "";
                String rest = line;
                if (inComment) {
                    int e = line.indexOf("*/");
                    head = e < 0 ? line : line.substring(0, e + 2);
                    rest = e < 0 ? "" : line.substring(e + 2);
                }
                out.append(head);
                if (macros.isEmpty()) {
                    out.append(rest);
                } else {
                    // a call whose arguments go on takes the next lines in, up to a limit
                    String joined = rest;
                    while (true) {
                        try {
                            out.append(expand(joined, Set.of(), 0, i < lines.size() && i - first < MAX_CALL_LINES));
                            break;
                        } catch (Unclosed u) {
                            joined = joined + "\n" + lines.get(i++);
                        } catch (Failure f) {
                            errors.error(lineNo, 1, f.getMessage());
                            break;
                        }
                    }
                    line = head + joined;
                }
                inComment = openComment(line, inComment);
            }
            // one newline per line taken: those of a continued line or of a call over several lines are put
            // back after it, so that the lines after keep their numbers
            int newlines = 0;
            for (int k = mark; k < out.length(); k++) {
                newlines += out.charAt(k) == '\n' ? 1 : 0;
            }
            for (int k = newlines; k < i - first; k++) {
                out.append('\n');
            }
            if (out.length() > MAX_TEXT) {
                errors.error(lineNo, 1, "macro expansion past " + (MAX_TEXT >> 20) + " MB");
                break;
            }
        }
        if (!conditions.isEmpty()) {
            errors.error(lineNo, 1, "#if without #endif");
        }
        // the text's last line has no newline after it (when the text ends with one, that line is empty)
        if (out.length() > 0 && out.charAt(out.length() - 1) == '\n') {
            out.setLength(out.length() - 1);
        }
        return out.toString();
    }

    /**
     * Whether a {@code /*} comment is open at the end of {@code s} ({@code in}: one is open at its start). A
     * {@code /*} after {@code //} or {@code ;} is comment text: D3DAssemble's preprocessor knows both.
     */
    private static boolean openComment(String s, boolean in) {
        int i = 0;
        int n = s.length();
        if (in) {
            int e = s.indexOf("*/");
            if (e < 0) {
                return true;
            }
            i = e + 2;
        }
        while (i < n) {
            char c = s.charAt(i);
            if (c == ';' || c == '/' && i + 1 < n && s.charAt(i + 1) == '/') {
                return false;
            }
            if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                int e = s.indexOf("*/", i + 2);
                if (e < 0) {
                    return true;
                }
                i = e + 2;
            } else {
                i++;
            }
        }
        return false;
    }

    private static boolean continued(StringBuilder s) {
        int e = s.length() - 1;
        if (e >= 0 && s.charAt(e) == '\r') {
            e--;
        }
        return e >= 0 && s.charAt(e) == '\\';
    }

    // ------------------------------------------------------------------------------------------- directives

    private void directive(String d, int line, int column, Deque<boolean[]> conditions, boolean active) {
        int sp = 0;
        while (sp < d.length() && Character.isLetter(d.charAt(sp))) {
            sp++;
        }
        String name = d.substring(0, sp);
        String rest = stripComments(d.substring(sp)).strip();
        switch (name) {
            case "if", "ifdef", "ifndef" -> {
                if (active && !name.equals("if") && word(rest).isEmpty()) {
                    errors.error(line, column, "#" + name + " without a name");
                }
                boolean v = active && switch (name) {
                    case "ifdef" -> macros.containsKey(word(rest));
                    case "ifndef" -> !macros.containsKey(word(rest));
                    default -> condition(rest, line, column);
                };
                conditions.push(new boolean[] {v, v});
            }
            case "elif", "else" -> {
                boolean[] c = conditions.peek();
                if (c == null) {
                    errors.error(line, column, "#" + name + " without #if");
                    return;
                }
                boolean outer = conditions.stream().skip(1).allMatch(x -> x[0]);
                boolean v = outer && !c[1] && (name.equals("else") || condition(rest, line, column));
                c[0] = v;
                c[1] |= v;
            }
            case "endif" -> {
                if (conditions.poll() == null) {
                    errors.error(line, column, "#endif without #if");
                }
            }
            case "define" -> {
                if (active) {
                    define(rest, line, column);
                }
            }
            case "undef" -> {
                if (active) {
                    macros.remove(word(rest));
                }
            }
            case "error" -> {
                if (active) {
                    errors.error(line, column, "#error " + shorten(rest));
                }
            }
            case "line", "pragma" -> {
            }
            default -> {
                if (active) {
                    errors.error(line, column, name.isEmpty() && !d.isEmpty() && AsmLexer.isDigit(d.charAt(0))
                            ? "'# " + shorten(word(d)) + "' line markers are not Direct3D 9 assembly (#line is)"
                            : "preprocessor directive '#" + shorten(name) + "' is not supported");
                }
            }
        }
    }

    private void define(String rest, int line, int column) {
        String w = word(rest);
        if (w.isEmpty() || !AsmLexer.isWordStart(w.charAt(0))) {
            errors.error(line, column, w.isEmpty() ? "#define without a name" : "#define of '" + shorten(w) + "': a macro name"
                    + " starts with a letter or '_'");
            return;
        }
        if (rest.length() > w.length() && rest.charAt(w.length()) == '(') {
            int close = rest.indexOf(')', w.length());
            if (close < 0) {
                errors.error(line, column, "macro '" + shorten(w) + "': parameter list without ')'");
                return;
            }
            List<String> params = new ArrayList<>();
            for (String p : rest.substring(w.length() + 1, close).split(",", -1)) {
                String q = p.strip();
                if (q.isEmpty() || !AsmLexer.isWordStart(q.charAt(0)) || !word(q).equals(q) || params.contains(q)) {
                    errors.error(line, column, "macro '" + shorten(w) + "': bad parameter list '"
                            + shorten(rest.substring(w.length(), close + 1)) + "'");
                    return;
                }
                params.add(q);
            }
            macros.put(w, new Macro(List.copyOf(params), rest.substring(close + 1).strip()));
        } else {
            macros.put(w, new Macro(null, rest.substring(w.length()).strip()));
        }
    }

    /**
     * A directive's text without its {@code //}, {@code ;} and {@code /* *}{@code /} comments ({@code #define A 1 ; c}
     * is 1 for D3DAssemble).
     */
    private static String stripComments(String s) {
        StringBuilder b = null;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '/' && i + 1 < n && s.charAt(i + 1) == '/' || c == ';') {
                return (b == null ? s.substring(0, i) : b.toString());
            }
            if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                int e = s.indexOf("*/", i + 2);
                if (b == null) {
                    b = new StringBuilder(s.substring(0, i));
                }
                b.append(' ');
                i = e < 0 ? n : e + 1;
                continue;
            }
            if (b != null) {
                b.append(c);
            }
        }
        return b == null ? s : b.toString();
    }

    // --------------------------------------------------------------------------------------------- expansion

    /**
     * {@code s} with its macros replaced; those in {@code disabled} are not (a macro inside its own
     * replacement). Comments ({@code //}, {@code ;}, {@code /* *}{@code /}) and quoted text are copied as they are.
     * With {@code top} (more lines may follow), a call left open throws {@link Unclosed}.
     */
    private String expand(String s, Set<String> disabled, int depth, boolean top) {
        if (depth > MAX_DEPTH) {
            throw new Failure("macros nested more than " + MAX_DEPTH + " deep");
        }
        StringBuilder out = new StringBuilder(s.length() + 16);
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '/' && i + 1 < n && s.charAt(i + 1) == '/' || c == ';') {
                int e = s.indexOf('\n', i);
                e = e < 0 ? n : e;
                out.append(s, i, e);
                i = e;
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                int e = s.indexOf("*/", i + 2);
                e = e < 0 ? n : e + 2;
                out.append(s, i, e);
                i = e;
            } else if (c == '"' || c == '\'') {
                int e = quoted(s, i);
                out.append(s, i, e);
                i = e;
            } else if (AsmLexer.isDigit(c) || c == '.' && i + 1 < n && AsmLexer.isDigit(s.charAt(i + 1))) {
                int e = i + 1;
                while (e < n && (AsmLexer.isWordPart(s.charAt(e)) || s.charAt(e) == '.')) {
                    e++; // a number: 0x1F, 3e5, 1.#INF are not names
                }
                out.append(s, i, e);
                i = e;
            } else if (AsmLexer.isWordStart(c)) {
                int e = i + 1;
                while (e < n && AsmLexer.isWordPart(s.charAt(e))) {
                    e++;
                }
                String name = s.substring(i, e);
                Macro m = disabled.contains(name) ? null : macros.get(name);
                if (m == null) {
                    out.append(name);
                    i = e;
                } else if (m.params() == null) {
                    String r = expand(m.body(), with(disabled, name), depth + 1, false);
                    // a replacement that ends with a function-like macro's name takes the call from the text after
                    // it (#define G F, then G(v0) is F(v0)), as C rescans a replacement with what follows
                    int t = r.length();
                    while (t > 0 && AsmLexer.isWordPart(r.charAt(t - 1))) {
                        t--;
                    }
                    String last = r.substring(t);
                    Macro f = last.isEmpty() || !AsmLexer.isWordStart(last.charAt(0)) || disabled.contains(last)
                            ? null : macros.get(last);
                    int p = skipBlanks(s, e);
                    if (f != null && f.params() != null && p < n && s.charAt(p) == '(') {
                        out.append(r, 0, t);
                        i = call(last, f, s, p, out, disabled, depth, top);
                    } else {
                        out.append(r);
                        i = e;
                    }
                } else {
                    int p = skipBlanks(s, e);
                    if (p >= n && top) {
                        throw new Unclosed(); // the name ends the line: a '(' may follow on the next
                    }
                    if (p >= n || s.charAt(p) != '(') {
                        out.append(name); // a function-like macro's name without a call is itself
                        i = e;
                        continue;
                    }
                    i = call(name, m, s, p, out, disabled, depth, top);
                }
            } else {
                out.append(c);
                i++;
            }
            if (out.length() > MAX_TEXT) {
                throw new Failure("macro expansion past " + (MAX_TEXT >> 20) + " MB");
            }
        }
        return out.toString();
    }

    private static int skipBlanks(String s, int p) {
        while (p < s.length() && (s.charAt(p) == ' ' || s.charAt(p) == '\t' || s.charAt(p) == '\r' || s.charAt(p) == '\n')) {
            p++;
        }
        return p;
    }

    /** A call of {@code m} whose '(' is at {@code p}: appends its expansion, returns the index after its ')'. */
    private int call(String name, Macro m, String s, int p, StringBuilder out, Set<String> disabled, int depth, boolean top) {
        List<String> args = new ArrayList<>();
        int end = arguments(s, p, args, top);
        if (args.size() != m.params().size() || args.stream().anyMatch(a -> a.isBlank())) {
            throw new Failure((args.size() > m.params().size() ? "too many" : "not enough")
                    + " actual parameters for macro '" + shorten(name) + "'");
        }
        String body = substitute(m, args, disabled, depth);
        out.append(expand(body, with(disabled, name), depth + 1, false));
        return end;
    }

    private static Set<String> with(Set<String> set, String name) {
        Set<String> s = new HashSet<>(set);
        s.add(name);
        return s;
    }

    /** The end of the quoted text starting at {@code i} (its closing quote included, or the line's end). */
    private static int quoted(String s, int i) {
        char q = s.charAt(i);
        int e = i + 1;
        while (e < s.length() && s.charAt(e) != q && s.charAt(e) != '\n') {
            e += s.charAt(e) == '\\' ? 2 : 1;
        }
        return Math.min(s.length(), e + 1);
    }

    /** Reads a call's arguments from the '(' at {@code p}; returns the index after the ')'. */
    private static int arguments(String s, int p, List<String> args, boolean top) {
        int depth = 0;
        int start = p + 1;
        int i = p + 1;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == '"' || c == '\'') {
                i = quoted(s, i);
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (depth == 0) {
                    args.add(s.substring(start, i).strip());
                    return i + 1;
                }
                depth--;
            } else if (c == ',' && depth == 0) {
                args.add(s.substring(start, i).strip());
                start = i + 1;
            }
            i++;
        }
        if (top) {
            throw new Unclosed();
        }
        throw new Failure("a macro call's arguments are not closed");
    }

    /** The macro's body with its parameters replaced: {@code #p} by the quoted argument, any other by it expanded ({@code ##} pastes). */
    private String substitute(Macro m, List<String> args, Set<String> disabled, int depth) {
        String b = m.body();
        StringBuilder out = new StringBuilder(b.length() + 16);
        int n = b.length();
        int i = 0;
        while (i < n) {
            char c = b.charAt(i);
            if (c == '#' && i + 1 < n && b.charAt(i + 1) == '#') {
                // paste: drop the blanks on both sides and the operator
                while (out.length() > 0 && (out.charAt(out.length() - 1) == ' ' || out.charAt(out.length() - 1) == '\t')) {
                    out.setLength(out.length() - 1);
                }
                i += 2;
                while (i < n && (b.charAt(i) == ' ' || b.charAt(i) == '\t')) {
                    i++;
                }
                int e = i;
                while (e < n && AsmLexer.isWordPart(b.charAt(e))) {
                    e++;
                }
                int k = m.params().indexOf(b.substring(i, e));
                if (k >= 0) {
                    out.append(expand(args.get(k), disabled, depth + 1, false));
                    i = e;
                }
                continue;
            }
            if (c == '#') {
                int j = i + 1;
                while (j < n && (b.charAt(j) == ' ' || b.charAt(j) == '\t')) {
                    j++;
                }
                int e = j;
                while (e < n && AsmLexer.isWordPart(b.charAt(e))) {
                    e++;
                }
                int k = m.params().indexOf(b.substring(j, e));
                if (k >= 0) {
                    out.append('"').append(args.get(k).replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
                    i = e;
                    continue;
                }
                out.append(c);
                i++;
                continue;
            }
            if (c == '"' || c == '\'') {
                int e = quoted(b, i);
                out.append(b, i, e);
                i = e;
                continue;
            }
            if (AsmLexer.isWordStart(c) && (i == 0 || !AsmLexer.isWordPart(b.charAt(i - 1)))) {
                int e = i + 1;
                while (e < n && AsmLexer.isWordPart(b.charAt(e))) {
                    e++;
                }
                int k = m.params().indexOf(b.substring(i, e));
                if (k < 0) {
                    out.append(b, i, e);
                } else {
                    // expanded even beside ## (unlike C): d3dcompiler_47 gives r1 for R(N), #define R(n) r##n, N 1
                    out.append(expand(args.get(k), disabled, depth + 1, false));
                }
                i = e;
                continue;
            }
            out.append(c);
            i++;
        }
        return out.toString();
    }

    // --------------------------------------------------------------------------------------------- #if

    /** {@code #if}/{@code #elif}: the expression's value is not 0; an error (reported) counts as false. */
    private boolean condition(String expr, int line, int column) {
        try {
            String e = expand(replaceDefined(expr), Set.of(), 0, false);
            Expression x = new Expression(e);
            long v = x.conditional();
            x.blanks();
            if (x.at < x.s.length()) {
                throw x.unexpected();
            }
            return v != 0;
        } catch (Failure f) {
            errors.error(line, column, "#if: " + f.getMessage());
            return false;
        }
    }

    /** {@code defined NAME} and {@code defined(NAME)} as 1 or 0, before the macros are replaced. */
    private String replaceDefined(String e) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        int n = e.length();
        while (i < n) {
            char c = e.charAt(i);
            if (AsmLexer.isWordStart(c) && (i == 0 || !AsmLexer.isWordPart(e.charAt(i - 1)))) {
                int j = i;
                while (j < n && AsmLexer.isWordPart(e.charAt(j))) {
                    j++;
                }
                String w = e.substring(i, j);
                if (w.equals("defined")) {
                    int p = j;
                    while (p < n && e.charAt(p) == ' ') {
                        p++;
                    }
                    boolean paren = p < n && e.charAt(p) == '(';
                    if (paren) {
                        p++;
                        while (p < n && e.charAt(p) == ' ') {
                            p++;
                        }
                    }
                    int q = p;
                    while (q < n && AsmLexer.isWordPart(e.charAt(q))) {
                        q++;
                    }
                    if (q == p) {
                        throw new Failure("'defined' without a name");
                    }
                    String name = e.substring(p, q);
                    if (paren) {
                        while (q < n && e.charAt(q) == ' ') {
                            q++;
                        }
                        if (q >= n || e.charAt(q) != ')') {
                            throw new Failure("'defined(' without ')'");
                        }
                        q++;
                    }
                    out.append(macros.containsKey(name) ? " 1 " : " 0 ");
                    i = q;
                    continue;
                }
                out.append(w);
                i = j;
                continue;
            }
            out.append(c);
            i++;
        }
        return out.toString();
    }

    /** An integer expression in unsigned 32-bit arithmetic, as d3dcompiler_47's preprocessor reads it. */
    private static final class Expression {
        final String s;
        int at;

        Expression(String s) {
            this.s = s;
        }

        void blanks() {
            while (at < s.length() && (s.charAt(at) == ' ' || s.charAt(at) == '\t' || s.charAt(at) == '\r' || s.charAt(at) == '\n')) {
                at++;
            }
        }

        boolean eat(String op) {
            blanks();
            if (!s.startsWith(op, at)) {
                return false;
            }
            // '<' is not '<=' and '&' is not '&&'
            if (op.length() == 1 && at + 1 < s.length()) {
                char next = s.charAt(at + 1);
                if ((op.equals("<") || op.equals(">") || op.equals("!") || op.equals("=")) && next == '='
                        || op.equals("&") && next == '&' || op.equals("|") && next == '|') {
                    return false;
                }
            }
            at += op.length();
            return true;
        }

        Failure unexpected() {
            blanks();
            if (at >= s.length()) {
                return new Failure("unexpected end of the expression");
            }
            int e = at + 1;
            if (s.startsWith("<<", at) || s.startsWith(">>", at)) {
                e = at + 2;
            }
            return new Failure("unexpected '" + shorten(s.substring(at, e)) + "'");
        }

        long conditional() {
            long c = or();
            if (eat("?")) {
                long a = conditional();
                if (!eat(":")) {
                    throw unexpected();
                }
                long b = conditional();
                return c != 0 ? a : b;
            }
            return c;
        }

        long or() {
            long v = and();
            while (eat("||")) {
                long r = and();
                v = v != 0 || r != 0 ? 1 : 0;
            }
            return v;
        }

        long and() {
            long v = bitOr();
            while (eat("&&")) {
                long r = bitOr();
                v = v != 0 && r != 0 ? 1 : 0;
            }
            return v;
        }

        long bitOr() {
            long v = bitXor();
            while (eat("|")) {
                v = (v | bitXor()) & 0xFFFF_FFFFL;
            }
            return v;
        }

        long bitXor() {
            long v = bitAnd();
            while (eat("^")) {
                v = (v ^ bitAnd()) & 0xFFFF_FFFFL;
            }
            return v;
        }

        long bitAnd() {
            long v = equality();
            while (eat("&")) {
                v = v & equality();
            }
            return v;
        }

        long equality() {
            long v = relation();
            while (true) {
                if (eat("==")) {
                    v = v == relation() ? 1 : 0;
                } else if (eat("!=")) {
                    v = v != relation() ? 1 : 0;
                } else {
                    return v;
                }
            }
        }

        long relation() {
            long v = additive();
            while (true) {
                if (eat("<=")) {
                    v = v <= additive() ? 1 : 0;
                } else if (eat(">=")) {
                    v = v >= additive() ? 1 : 0;
                } else if (s.startsWith("<<", skip()) || s.startsWith(">>", skip())) {
                    throw unexpected();
                } else if (eat("<")) {
                    v = v < additive() ? 1 : 0;
                } else if (eat(">")) {
                    v = v > additive() ? 1 : 0;
                } else {
                    return v;
                }
            }
        }

        private int skip() {
            blanks();
            return at;
        }

        long additive() {
            long v = multiplicative();
            while (true) {
                if (eat("+")) {
                    v = (v + multiplicative()) & 0xFFFF_FFFFL;
                } else if (eat("-")) {
                    v = (v - multiplicative()) & 0xFFFF_FFFFL;
                } else {
                    return v;
                }
            }
        }

        long multiplicative() {
            long v = unary();
            while (true) {
                if (eat("*")) {
                    v = (v * unary()) & 0xFFFF_FFFFL;
                } else if (eat("/")) {
                    long d = unary();
                    if (d == 0) {
                        throw new Failure("division by zero");
                    }
                    v = v / d;
                } else if (s.startsWith("%", skip())) {
                    throw unexpected();
                } else {
                    return v;
                }
            }
        }

        long unary() {
            if (eat("!")) {
                return unary() == 0 ? 1 : 0;
            }
            if (s.startsWith("--", skip()) || s.startsWith("++", at)) {
                throw unexpected();
            }
            if (eat("-")) {
                return -unary() & 0xFFFF_FFFFL;
            }
            if (eat("+")) {
                return unary();
            }
            return primary();
        }

        long primary() {
            blanks();
            if (at >= s.length()) {
                throw unexpected();
            }
            char c = s.charAt(at);
            if (c == '(') {
                at++;
                long v = conditional();
                if (!eat(")")) {
                    throw unexpected();
                }
                return v;
            }
            if (c == '\'') {
                int start = at;
                int e = quoted(s, at);
                String body = s.substring(at + 1, Math.max(at + 1, e - 1));
                at = e;
                if (body.isEmpty() || s.charAt(e - 1) != '\'' || body.indexOf('\\') >= 0) {
                    // d3dcompiler_47's preprocessor takes 'A' but no escape ('\n'), measured
                    throw new Failure("bad character constant '" + shorten(s.substring(start, e)) + "'");
                }
                long v = 0;
                for (int k = 0; k < body.length(); k++) {
                    v = (v << 8 | body.charAt(k) & 0xFF) & 0xFFFF_FFFFL;
                }
                return v;
            }
            if (AsmLexer.isDigit(c)) {
                return number();
            }
            if (AsmLexer.isWordStart(c)) {
                while (at < s.length() && AsmLexer.isWordPart(s.charAt(at))) {
                    at++;
                }
                return 0; // a name that is no macro
            }
            throw unexpected();
        }

        long number() {
            int start = at;
            int n = s.length();
            long v = 0;
            boolean overflow = false;
            if (s.charAt(at) == '0' && at + 1 < n && s.charAt(at + 1) == 'x') {
                at += 2;
                int d0 = at;
                while (at < n && AsmLexer.isHexDigit(s.charAt(at))) {
                    v = v * 16 + Character.digit(s.charAt(at++), 16);
                    overflow |= v > 0xFFFF_FFFFL;
                }
                if (at == d0) {
                    throw new Failure("bad number '" + shorten(s.substring(start, at)) + "'");
                }
            } else {
                boolean octal = s.charAt(at) == '0';
                while (at < n && AsmLexer.isDigit(s.charAt(at))) {
                    int d = s.charAt(at) - '0';
                    if (octal && d > 7) {
                        throw new Failure("bad octal number '" + shorten(s.substring(start, at + 1)) + "'");
                    }
                    v = v * (octal ? 8 : 10) + d;
                    overflow |= v > 0xFFFF_FFFFL;
                    at++;
                }
            }
            if (at < n && (s.charAt(at) == '.' || s.charAt(at) == 'e' || s.charAt(at) == 'E')) {
                throw new Failure("a float in #if");
            }
            int suffix = at;
            while (at < n && "uUlL".indexOf(s.charAt(at)) >= 0 && at - suffix < 3) {
                at++;
            }
            if (at < n && AsmLexer.isWordPart(s.charAt(at))) {
                throw new Failure("bad number '" + shorten(s.substring(start, at + 1)) + "'");
            }
            if (overflow) {
                throw new Failure("number '" + shorten(s.substring(start, at)) + "' out of range");
            }
            return v;
        }
    }

    private static String word(String s) {
        int i = 0;
        while (i < s.length() && AsmLexer.isWordPart(s.charAt(i))) {
            i++;
        }
        return s.substring(0, i);
    }

    private static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }
}
