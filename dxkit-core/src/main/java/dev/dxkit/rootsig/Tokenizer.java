package dev.dxkit.rootsig;

import java.math.BigDecimal;

/**
 * The root-signature language's tokenizer as DXC's {@code RootSignatureTokenizer} reads a string, quirks kept
 * for parity: only {@code ' '} is skipped between tokens; a tab or newline is a token of its own (and an
 * unknown one); a character that starts no token swallows the rest of the string (up to 127 characters) as one
 * unknown token; identifiers and digit runs stop at 127 characters; {@code t7x} is register t7 (the number is
 * read as {@code _atoi64} reads it); keywords match in any case.
 */
final class Tokenizer {
    /** DXC's {@code kMaxTokenLength}. */
    static final int MAX_TOKEN = 127;

    enum Type { EOL, COMMA, LPAREN, RPAREN, EQ, OR, U32, I32, FLOAT, TREG, SREG, UREG, BREG, KEYWORD, UNKNOWN }

    /** A token: its text as DXC quotes it in messages, where it starts, and its value. */
    record Token(Type type, String text, int start, long u32, float f, Keyword keyword) {
    }

    private final String s;
    private int pos;
    private Token next;
    /** DXC's two token buffers, used in turn; a number given up on is not terminated, so stale text shows. */
    private final char[][] buffers = new char[2][MAX_TOKEN + 8];
    private int reads;

    Tokenizer(String s) {
        this.s = s;
        this.next = read();
    }

    Token peek() {
        return next;
    }

    Token get() {
        Token t = next;
        next = read();
        return t;
    }

    private char ch() {
        return pos < s.length() ? s.charAt(pos) : '\0';
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean alpha(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean separator(char c) {
        return c == ',' || c == '=' || c == '|' || c == '(' || c == ')' || c == ' ' || c == '\t' || c == '\n';
    }

    private Token read() {
        while (pos < s.length() && s.charAt(pos) == ' ') {
            pos++;
        }
        int start = pos;
        StringBuilder buf = new StringBuilder();
        boolean isFloat = false;
        char c = ch();
        boolean unknown = false;
        if (pos < s.length() && separator(c)) {
            buf.append(s.charAt(pos++));
        } else if (pos < s.length() && (digit(c) || c == '+' || c == '-' || c == '.')) {
            unknown = number(buf);
            isFloat = buf.indexOf(".") >= 0 || buf.indexOf("e") >= 0 || buf.indexOf("E") >= 0
                    || buf.indexOf("f") >= 0 || buf.indexOf("F") >= 0;
        } else if (pos < s.length() && (alpha(c) || c == '_')) {
            while (pos < s.length() && (alpha(ch()) || ch() == '_' || digit(ch())) && buf.length() < MAX_TOKEN) {
                buf.append(s.charAt(pos++));
            }
        } else {
            while (pos < s.length() && buf.length() < MAX_TOKEN) {
                buf.append(s.charAt(pos++));
            }
        }
        char[] buffer = buffers[reads++ % 2];
        buf.getChars(0, Math.min(buf.length(), buffer.length), buffer, 0);
        if (!unknown) {
            buffer[Math.min(buf.length(), buffer.length - 1)] = '\0';
        }
        int length = 0;
        while (length < buffer.length && buffer[length] != '\0') {
            length++;
        }
        String text = new String(buffer, 0, length);
        if (unknown) {
            // DXC jumps past the terminator here: its message shows whatever the buffer held before
            return token(Type.UNKNOWN, text, start);
        }
        if (text.isEmpty()) {
            return token(Type.EOL, text, start);
        }
        char first = text.charAt(0);
        switch (first) {
            case ',': return token(Type.COMMA, text, start);
            case '(': return token(Type.LPAREN, text, start);
            case ')': return token(Type.RPAREN, text, start);
            case '=': return token(Type.EQ, text, start);
            case '|': return token(Type.OR, text, start);
            default: break;
        }
        if (digit(first) || first == '+' || first == '-' || first == '.') {
            if (isFloat) {
                Float f = toFloat(text);
                if (f != null) {
                    return new Token(Type.FLOAT, text, start, 0, f, null);
                }
            } else {
                long n = atoi64(text, 0);
                if (first == '-' ? n >= Integer.MIN_VALUE && n <= Integer.MAX_VALUE : n >= 0 && n <= 0xFFFF_FFFFL) {
                    return new Token(first == '-' ? Type.I32 : Type.U32, text, start, n & 0xFFFF_FFFFL, 0, null);
                }
            }
            return token(Type.UNKNOWN, text, start);
        }
        if (text.length() > 1 && digit(text.charAt(1)) && (first == 't' || first == 's' || first == 'u' || first == 'b')) {
            long n = atoi64(text, 1);
            if (n >= 0 && n <= 0xFFFF_FFFFL) {
                Type t = first == 't' ? Type.TREG : first == 's' ? Type.SREG : first == 'u' ? Type.UREG : Type.BREG;
                return new Token(t, text, start, n, 0, null);
            }
        }
        Keyword k = Keyword.of(text);
        return k == null ? token(Type.UNKNOWN, text, start) : new Token(Type.KEYWORD, text, start, 0, 0, k);
    }

    private static Token token(Type type, String text, int start) {
        return new Token(type, text, start, 0, 0, null);
    }

    /** Reads a number's characters as DXC does; true when DXC gives up on it (an unknown token). */
    private boolean number(StringBuilder buf) {
        if (ch() == '+' || ch() == '-') {
            buf.append(s.charAt(pos++));
        }
        boolean seenDigit = false;
        while (digit(ch()) && buf.length() < MAX_TOKEN) {
            buf.append(s.charAt(pos++));
            seenDigit = true;
        }
        if (ch() == '.') {
            buf.append(s.charAt(pos++));
            if (!seenDigit && !digit(ch())) {
                return true;
            }
            while (digit(ch()) && buf.length() < MAX_TOKEN) {
                buf.append(s.charAt(pos++));
                seenDigit = true;
            }
        }
        if (!seenDigit) {
            return true;
        }
        if (ch() == 'e' || ch() == 'E') {
            buf.append(s.charAt(pos++));
            if (ch() == '+' || ch() == '-') {
                buf.append(s.charAt(pos++));
            }
            if (!digit(ch())) {
                return true;
            }
            while (digit(ch()) && buf.length() < MAX_TOKEN) {
                buf.append(s.charAt(pos++));
            }
        }
        if (ch() == 'f' || ch() == 'F') {
            buf.append(s.charAt(pos++));
        }
        return false;
    }

    /** {@code _atoi64} from {@code from}: optional sign, then digits; saturates on overflow as the CRT does. */
    static long atoi64(String t, int from) {
        int i = from;
        boolean negative = false;
        if (i < t.length() && (t.charAt(i) == '+' || t.charAt(i) == '-')) {
            negative = t.charAt(i) == '-';
            i++;
        }
        long n = 0;
        for (; i < t.length() && digit(t.charAt(i)); i++) {
            int d = t.charAt(i) - '0';
            if (n > (Long.MAX_VALUE - d) / 10) {
                return negative ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
            n = n * 10 + d;
        }
        return negative ? -n : n;
    }

    /** {@code strtod} then the range checks of DXC's {@code ToFloat}; null where DXC refuses the number. */
    static Float toFloat(String t) {
        int end = t.length();
        if (end > 0 && (t.charAt(end - 1) == 'f' || t.charAt(end - 1) == 'F')) {
            end--; // strtod stops at the suffix
        }
        String digits = t.substring(0, end);
        boolean negative = digits.startsWith("-");
        if (negative || digits.startsWith("+")) {
            digits = digits.substring(1);
        }
        if (digits.startsWith(".")) {
            digits = "0" + digits;
        }
        BigDecimal exact;
        try {
            exact = new BigDecimal(digits);
        } catch (NumberFormatException | ArithmeticException e) {
            return null; // an exponent beyond any double: strtod says ERANGE
        }
        double d = exact.doubleValue();
        if (Double.isInfinite(d)) {
            return null; // ERANGE
        }
        if (d == 0 && exact.signum() != 0) {
            return null; // ERANGE: the number underflowed to zero (a subnormal double is no error for the UCRT)
        }
        if (d > Float.MAX_VALUE) {
            return null;
        }
        return negative ? -(float) d : (float) d; // keeps -0.0, as strtod does
    }
}
