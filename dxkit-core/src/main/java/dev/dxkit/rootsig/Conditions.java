package dev.dxkit.rootsig;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The expression of an {@code #if} or {@code #elif} line, evaluated as clang's preprocessor does: {@code defined NAME}
 * and {@code defined(NAME)} first, then object-like macros expanded, every identifier left over read as 0, and the
 * integer expression (decimal, octal, hexadecimal and character constants, unary {@code + - ~ !}, the binary
 * operators from {@code *} down to {@code ||}, {@code ?:}, parentheses) computed in 64-bit arithmetic. Errors name
 * the token they are about (the end of the line when it is missing), with clang's messages.
 */
final class Conditions {
    private final List<Defines.PpToken> tokens;
    private final int[] end;
    private int pos;
    /** Parentheses, unary operators and {@code ?:} open now: refused past {@link Defines#MAX_DEPTH}. */
    private int depth;

    private Conditions(List<Defines.PpToken> tokens, int[] end) {
        this.tokens = tokens;
        this.end = end;
    }

    /** The truth of the condition {@code line} (the tokens after {@code #if}), whose line ends at {@code end}. */
    static boolean evaluate(List<Defines.PpToken> line, Map<String, Defines.Macro> macros, int[] end) throws Defines.Failure {
        List<Defines.PpToken> flat = new ArrayList<>();
        flatten(line, macros, new HashSet<>(), flat, end);
        Conditions c = new Conditions(flat, end);
        long v = c.conditional();
        if (c.pos < flat.size()) {
            throw c.fail("token is not a valid binary operator in a preprocessor subexpression");
        }
        return v != 0;
    }

    /** {@code defined} resolved, macros expanded, identifiers left over made 0. */
    private static void flatten(List<Defines.PpToken> line, Map<String, Defines.Macro> macros, Set<String> active,
                                List<Defines.PpToken> out, int[] end) throws Defines.Failure {
        if (active.size() > Defines.MAX_DEPTH || out.size() > 1 << 16) {
            throw new Defines.Failure("#if expression expands too deep or too long", end[0], end[1]);
        }
        for (int i = 0; i < line.size(); i++) {
            Defines.PpToken t = line.get(i);
            if (t.kind() == Defines.Kind.IDENTIFIER && t.text().equals("defined")) {
                boolean paren = i + 1 < line.size() && line.get(i + 1).text().equals("(");
                int name = i + (paren ? 2 : 1);
                if (name >= line.size() || line.get(name).kind() != Defines.Kind.IDENTIFIER) {
                    int[] at = name < line.size() ? new int[] {line.get(name).line(), line.get(name).column()} : end;
                    throw new Defines.Failure("macro name missing", at[0], at[1]);
                }
                if (paren && (name + 1 >= line.size() || !line.get(name + 1).text().equals(")"))) {
                    int[] at = name + 1 < line.size() ? new int[] {line.get(name + 1).line(), line.get(name + 1).column()} : end;
                    throw new Defines.Failure("missing ')' after 'defined'", at[0], at[1]);
                }
                out.add(number(t, macros.containsKey(line.get(name).text()) ? "1" : "0"));
                i = name + (paren ? 1 : 0);
                continue;
            }
            Defines.Macro m = t.kind() == Defines.Kind.IDENTIFIER ? macros.get(t.text()) : null;
            if (m != null && !m.functionLike() && !active.contains(m.name())) {
                active.add(m.name());
                flatten(m.body(), macros, active, out, end);
                active.remove(m.name());
                continue;
            }
            out.add(t.kind() == Defines.Kind.IDENTIFIER ? number(t, "0") : t);
        }
    }

    private static Defines.PpToken number(Defines.PpToken at, String value) {
        return new Defines.PpToken(Defines.Kind.OTHER, value, at.leadingSpace(), -1, -1, at.line(), at.column());
    }

    private Defines.Failure fail(String message) {
        int[] at = pos < tokens.size() ? new int[] {tokens.get(pos).line(), tokens.get(pos).column()} : end;
        return new Defines.Failure(message, at[0], at[1]);
    }

    private String text(int k) {
        return k < tokens.size() && tokens.get(k).kind() == Defines.Kind.OTHER ? tokens.get(k).text() : "";
    }

    private boolean isPunctuator(String p) {
        return text(pos).equals(p);
    }

    /** The operator at the cursor, its two characters joined when the lexer gave them one at a time, or "". */
    private String operator() {
        String a = text(pos);
        String two = a + text(pos + 1);
        boolean adjacent = pos + 1 < tokens.size() && !tokens.get(pos + 1).leadingSpace();
        if (adjacent && a.length() == 1 && List.of("<<", ">>", "<=", ">=", "==", "!=", "&&", "||").contains(two)) {
            return two;
        }
        return a;
    }

    private void skip(String op) {
        pos += op.length() == 2 && text(pos).length() == 1 ? 2 : 1;
    }

    private long conditional() throws Defines.Failure {
        if (++depth > Defines.MAX_DEPTH) {
            throw fail("#if expression nested more than " + Defines.MAX_DEPTH + " deep");
        }
        try {
            return conditionalBody();
        } finally {
            depth--;
        }
    }

    private long conditionalBody() throws Defines.Failure {
        long c = binary(0);
        if (operator().equals("?")) {
            skip("?");
            long a = conditional();
            if (!operator().equals(":")) {
                throw fail("expected ':' in preprocessor expression");
            }
            skip(":");
            long b = conditional();
            return c != 0 ? a : b;
        }
        return c;
    }

    private static final List<List<String>> LEVELS = List.of(List.of("||"), List.of("&&"), List.of("|"), List.of("^"),
            List.of("&"), List.of("==", "!="), List.of("<", ">", "<=", ">="), List.of("<<", ">>"), List.of("+", "-"),
            List.of("*", "/", "%"));

    private long binary(int level) throws Defines.Failure {
        if (level == LEVELS.size()) {
            return unary();
        }
        long v = binary(level + 1);
        for (;;) {
            String op = operator();
            if (!LEVELS.get(level).contains(op)) {
                return v;
            }
            int opAt = pos;
            skip(op);
            long r = binary(level + 1);
            v = switch (op) {
                case "||" -> v != 0 || r != 0 ? 1 : 0;
                case "&&" -> v != 0 && r != 0 ? 1 : 0;
                case "|" -> v | r;
                case "^" -> v ^ r;
                case "&" -> v & r;
                case "==" -> v == r ? 1 : 0;
                case "!=" -> v != r ? 1 : 0;
                case "<" -> v < r ? 1 : 0;
                case ">" -> v > r ? 1 : 0;
                case "<=" -> v <= r ? 1 : 0;
                case ">=" -> v >= r ? 1 : 0;
                case "<<" -> v << (r & 63);
                case ">>" -> v >> (r & 63);
                case "+" -> v + r;
                case "-" -> v - r;
                case "*" -> v * r;
                default -> {
                    if (r == 0) {
                        pos = opAt;
                        throw fail((op.equals("/") ? "division" : "remainder") + " by zero in preprocessor expression");
                    }
                    yield op.equals("/") ? v / r : v % r;
                }
            };
        }
    }

    private long unary() throws Defines.Failure {
        if (pos >= tokens.size()) {
            throw fail("expected value in expression");
        }
        Defines.PpToken t = tokens.get(pos);
        String op = operator();
        switch (op) {
            case "+", "-", "~", "!" -> {
                pos++;
                if (++depth > Defines.MAX_DEPTH) {
                    throw fail("#if expression nested more than " + Defines.MAX_DEPTH + " deep");
                }
                long v = unary();
                depth--;
                return op.equals("+") ? v : op.equals("-") ? -v : op.equals("~") ? ~v : v == 0 ? 1 : 0;
            }
            case "(" -> {
                pos++;
                long v = conditional();
                if (!isPunctuator(")")) {
                    throw fail("expected ')' in preprocessor expression");
                }
                pos++;
                return v;
            }
            default -> {
                long v = number(t);
                pos++;
                return v;
            }
        }
    }

    /** An integer or character constant (suffixes u, l, ll in any case). */
    private long number(Defines.PpToken token) throws Defines.Failure {
        String t = token.text();
        if (token.kind() == Defines.Kind.OTHER && t.length() >= 3 && t.startsWith("'") && t.endsWith("'")) {
            String body = t.substring(1, t.length() - 1);
            if (body.length() == 1) {
                return body.charAt(0);
            }
            if (body.length() == 2 && body.charAt(0) == '\\') {
                int k = "0abtnvfr".indexOf(body.charAt(1));
                return k == 0 ? 0 : k > 0 ? "\u0007\b\t\n\u000b\f\r".charAt(k - 1) : body.charAt(1);
            }
            throw fail("character constant too long for its type");
        }
        if (token.kind() != Defines.Kind.OTHER || t.isEmpty() || !Character.isDigit(t.charAt(0))) {
            throw fail("invalid token at start of a preprocessor expression");
        }
        String digits = t.replaceAll("(?i)(u?ll?|ll?u|u)$", "");
        try {
            if (digits.matches("(?i)0x[0-9a-f]+")) {
                return Long.parseUnsignedLong(digits.substring(2), 16);
            }
            if (digits.matches("0[0-7]*")) {
                return Long.parseUnsignedLong(digits, 8);
            }
            if (digits.matches("[1-9][0-9]*")) {
                return Long.parseUnsignedLong(digits);
            }
        } catch (NumberFormatException e) {
            throw fail("integer literal is too large to be represented in any integer type");
        }
        throw fail(digits.matches("0[0-9]*") ? "invalid digit in octal constant" : "invalid suffix on integer constant");
    }
}
