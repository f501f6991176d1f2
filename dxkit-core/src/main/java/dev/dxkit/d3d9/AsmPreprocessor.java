package dev.dxkit.d3d9;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The part of the C preprocessor that Direct3D 9 assembly files use ({@code D3DAssemble} runs a full one):
 * object-like {@code #define NAME text} and {@code #undef}, {@code #ifdef}, {@code #ifndef}, {@code #if} of an
 * integer, a macro or {@code defined NAME}, {@code #elif}, {@code #else}, {@code #endif}, and {@code #line}
 * (ignored). Macros are replaced whole-word in the lines that follow (again in their replacement, up to a
 * depth), and directive lines and skipped groups become blank lines, so line numbers stay those of the file;
 * columns after a replaced macro are those of the expanded line. Function-like macros, {@code #include} and
 * {@code #error} are reported as unsupported.
 */
final class AsmPreprocessor {
    /** Expanded text past this many chars is an error (a macro that doubles itself per line). */
    private static final int MAX_TEXT = 32 << 20;

    interface Errors {
        void error(int line, int column, String message);
    }

    private final Map<String, String> macros = new HashMap<>();
    private final Errors errors;

    private AsmPreprocessor(Errors errors) {
        this.errors = errors;
    }

    /** Whether {@code text} has a line starting (after blanks) with {@code #}: only then is a pass needed. */
    static boolean needed(String text) {
        int n = text.length();
        boolean lineStart = true;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                lineStart = true;
            } else if (c == '#' && lineStart) {
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
        StringBuilder out = new StringBuilder(text.length());
        // each open #if: whether its current group is taken, and whether any group of it was
        Deque<boolean[]> conditions = new ArrayDeque<>();
        int lineNo = 0;
        int at = 0;
        while (at <= text.length()) {
            int nl = text.indexOf('\n', at);
            int end = nl < 0 ? text.length() : nl;
            String line = text.substring(at, end);
            lineNo++;
            boolean active = conditions.stream().allMatch(c -> c[0]);
            String trimmed = line.stripLeading();
            if (trimmed.startsWith("#")) {
                directive(trimmed.substring(1).strip(), lineNo, line.length() - trimmed.length() + 1, conditions, active);
            } else if (active) {
                out.append(macros.isEmpty() ? line : substitute(line, lineNo));
            }
            if (nl < 0) {
                break;
            }
            out.append('\n');
            at = nl + 1;
            if (out.length() > MAX_TEXT) {
                errors.error(lineNo, 1, "macro expansion past " + (MAX_TEXT >> 20) + " MB");
                break;
            }
        }
        if (!conditions.isEmpty()) {
            errors.error(lineNo, 1, "#if without #endif");
        }
        return out.toString();
    }

    private void directive(String d, int line, int column, Deque<boolean[]> conditions, boolean active) {
        int sp = 0;
        while (sp < d.length() && Character.isLetter(d.charAt(sp))) {
            sp++;
        }
        String name = d.substring(0, sp);
        String rest = d.substring(sp).strip();
        int comment = rest.indexOf("//");
        if (comment >= 0) {
            rest = rest.substring(0, comment).strip();
        }
        switch (name) {
            case "if", "ifdef", "ifndef" -> {
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
                if (!active) {
                    return;
                }
                String w = word(rest);
                if (w.isEmpty()) {
                    errors.error(line, column, "#define without a name");
                } else if (rest.length() > w.length() && rest.charAt(w.length()) == '(') {
                    errors.error(line, column, "function-like macro '" + shorten(w) + "' is not supported");
                } else {
                    macros.put(w, rest.substring(w.length()).strip());
                }
            }
            case "undef" -> {
                if (active) {
                    macros.remove(word(rest));
                }
            }
            case "line", "pragma" -> {
            }
            default -> {
                if (active && !(name.isEmpty() && !d.isEmpty() && Character.isDigit(d.charAt(0)))) {
                    errors.error(line, column, "preprocessor directive '#" + shorten(name) + "' is not supported");
                }
            }
        }
    }

    /** {@code #if}: an integer, a macro that expands to one, {@code defined NAME} or {@code defined(NAME)}, or {@code !} of one. */
    private boolean condition(String expr, int line, int column) {
        String e = expr.strip();
        if (e.startsWith("!")) {
            return !condition(e.substring(1), line, column);
        }
        if (e.startsWith("defined")) {
            String n = e.substring(7).replace("(", " ").replace(")", " ").strip();
            return macros.containsKey(n);
        }
        for (int depth = 0; depth < 16 && macros.containsKey(e); depth++) {
            e = macros.get(e).strip();
        }
        try {
            return Long.decode(e) != 0;
        } catch (NumberFormatException x) {
            if (!e.isEmpty() && AsmLexer.isWordStart(e.charAt(0)) && word(e).equals(e)) {
                return false; // an undefined name is 0, as in C
            }
            errors.error(line, column, "#if condition '" + shorten(expr) + "' is not supported (an integer, a macro"
                    + " or defined NAME)");
            return false;
        }
    }

    /** The line with each macro name replaced by its text, again in the replacement, to a depth of 16. */
    private String substitute(String line, int lineNo) {
        String s = line;
        for (int depth = 0; depth < 16; depth++) {
            StringBuilder sb = null;
            int i = 0;
            int n = s.length();
            int copied = 0;
            while (i < n) {
                char c = s.charAt(i);
                if (c == '/' && i + 1 < n && s.charAt(i + 1) == '/' || c == ';') {
                    break; // a comment: nothing after it is read
                }
                if (AsmLexer.isWordStart(c) && (i == 0 || !AsmLexer.isWordPart(s.charAt(i - 1)))) {
                    int j = i + 1;
                    while (j < n && AsmLexer.isWordPart(s.charAt(j))) {
                        j++;
                    }
                    String value = macros.get(s.substring(i, j));
                    if (value != null) {
                        if (sb == null) {
                            sb = new StringBuilder(n + 16);
                        }
                        sb.append(s, copied, i).append(value);
                        copied = j;
                        if (sb.length() > MAX_TEXT) {
                            errors.error(lineNo, 1, "macro expansion past " + (MAX_TEXT >> 20) + " MB");
                            return "";
                        }
                    }
                    i = j;
                } else if (AsmLexer.isDigit(c)) {
                    while (i < n && AsmLexer.isWordPart(s.charAt(i))) {
                        i++; // 0x1F, 3e5: not names
                    }
                } else {
                    i++;
                }
            }
            if (sb == null) {
                return s;
            }
            s = sb.append(s, copied, n).toString();
            if (s.length() > MAX_TEXT) {
                errors.error(lineNo, 1, "macro expansion past " + (MAX_TEXT >> 20) + " MB");
                return "";
            }
        }
        errors.error(lineNo, 1, "macros nested more than 16 deep");
        return s;
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
