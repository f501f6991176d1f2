package dev.dxkit.text;

/**
 * The decimal floats of a listing: {@code %f} text ({@code 1.500000}), more digits or an exponent
 * ({@code 0.333333343}, {@code 1.17549435e-38}, as {@code dis --exact-floats} prints), and the Microsoft C
 * runtime's spellings of infinities and NaNs ({@code 1.#INF00}, {@code -1.#IND00}, {@code 1.#QNAN0},
 * {@code 1.#SNAN0}). A value is read as the nearest float or double (round half to even), as C's {@code strtof}
 * and {@code strtod} read it.
 */
public final class ListingNumbers {
    private ListingNumbers() {
    }

    /** The end of a float's text starting at {@code at} (sign, digits, point, digits, exponent; or 1.#...). */
    public static int scan(String t, int at) {
        return scan(t, at, t.length());
    }

    /** {@link #scan(String, int)} within {@code t[at, end)}. */
    public static int scan(String t, int at, int end) {
        int i = at;
        int n = end;
        if (i < n && (t.charAt(i) == '-' || t.charAt(i) == '+')) {
            i++;
        }
        if (i + 3 <= n && t.startsWith("1.#", i)) {
            // the runtime's spellings are 8 characters (1.#INF00, 1.#QNAN0 ...); a double's is followed by its 'l'
            int e = i + 3;
            while (e < n && e - i < 8 && (Character.isLetterOrDigit(t.charAt(e)))) {
                e++;
            }
            return e;
        }
        while (i < n && isDigit(t.charAt(i))) {
            i++;
        }
        if (i < n && t.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(t.charAt(i))) {
                i++;
            }
        }
        if (i < n && (t.charAt(i) == 'e' || t.charAt(i) == 'E')) {
            int e = i + 1;
            if (e < n && (t.charAt(e) == '-' || t.charAt(e) == '+')) {
                e++;
            }
            int d = e;
            while (e < n && isDigit(t.charAt(e))) {
                e++;
            }
            if (e > d) {
                i = e;
            }
        }
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Whether {@code s[from, to)} holds {@code c} (a bounded {@code indexOf}: s may be a whole listing). */
    public static boolean holds(String s, int from, int to, char c) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == c) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code s[from, to)} (from {@link #scan}) has a digit: a number, not a lone sign or point. */
    private static boolean hasDigits(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (isDigit(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** The bits of the float {@code s} (text from {@link #scan}), or null when it is not one. */
    public static Integer float32(String s) {
        return float32(s, 0, s.length());
    }

    /** The bits of the float {@code s[from, to)} (text from {@link #scan}), or null when it is not one. */
    public static Integer float32(String s, int from, int to) {
        long bits = float32Bits(s, from, to);
        return bits == NOT_FLOAT ? null : (int) bits;
    }

    /** {@link #float32Bits}'s answer when the text is not a float: no 32-bit pattern. */
    public static final long NOT_FLOAT = Long.MIN_VALUE;

    /**
     * {@link #float32(String, int, int)} without boxing (the assembler reads one per literal): the float's bits as
     * an int widened to long, or {@link #NOT_FLOAT}.
     */
    public static long float32Bits(String s, int from, int to) {
        if (holds(s, from, to, '#')) {
            // only the runtime's spellings of infinities and NaNs hold a '#' (a switch on a string hashes it
            // whole: most literals are plain decimals and never get there)
            Integer special = special32(s.substring(from, to));
            return special == null ? NOT_FLOAT : special;
        }
        if (!hasDigits(s, from, to) || to - from > 4096) {
            return NOT_FLOAT;
        }
        int quick = quickFloat(s, from, to);
        if (quick != NO_QUICK) {
            return quick;
        }
        try {
            // Java reads a decimal string as the nearest float, ties to even (no detour through double)
            return Float.floatToRawIntBits(Float.parseFloat(s.substring(from, to)));
        } catch (NumberFormatException e) {
            return NOT_FLOAT;
        }
    }

    /** {@link #quickFloat}'s answer when it cannot tell: a NaN pattern it never returns otherwise. */
    private static final int NO_QUICK = 0x7fc0dead;
    private static final double[] TENS = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
        1e14, 1e15, 1e16, 1e17, 1e18};

    /**
     * The nearest float to a plain decimal {@code [-]digits[.digits]} of at most 15 digits (the %f text of most
     * listings), without the general parser: {@code q / 10^k} is one correctly rounded double division of exact
     * doubles, and rounding that double to float is the nearest float unless the double falls exactly on a midpoint
     * between two floats, which is left to the general parser ({@link #NO_QUICK}, as for any other text).
     */
    private static int quickFloat(String s, int from, int to) {
        int i = from;
        int n = to;
        boolean negative = n > i && s.charAt(i) == '-';
        if (negative) {
            i++;
        }
        long q = 0;
        int digits = 0;
        int scale = -1;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (++digits > 15) {
                    return NO_QUICK;
                }
                q = q * 10 + (c - '0');
                if (scale >= 0) {
                    scale++;
                }
            } else if (c == '.' && scale < 0) {
                scale = 0;
            } else {
                return NO_QUICK;
            }
        }
        if (digits == 0) {
            return NO_QUICK;
        }
        return quickFloat(q, Math.max(scale, 0), negative);
    }

    /**
     * The bits of the nearest float to {@code ±digits / 10^scale} ({@code digits} below 10^15, {@code scale} at most
     * 15: a plain decimal already read digit by digit, as the assembler reads a literal in one pass), or
     * {@link #NOT_FLOAT} when the general parser must decide (see {@link #quickFloat(String, int, int)}).
     */
    public static long float32Bits(long digits, int scale, boolean negative) {
        if (digits < 0 || digits >= 1_000_000_000_000_000L || scale < 0 || scale > 15) {
            return NOT_FLOAT;
        }
        int bits = quickFloat(digits, scale, negative);
        return bits == NO_QUICK ? NOT_FLOAT : bits;
    }

    private static int quickFloat(long q, int scale, boolean negative) {
        double d = q / TENS[scale];
        float f = (float) d;
        if ((double) f != d) {
            if (Math.abs(d) >= 0x1p-126) {
                // a normal float's midpoints are the doubles whose 29 mantissa bits below the float's are 1 then 0s
                if ((Double.doubleToRawLongBits(d) & 0x1fffffffL) == 0x10000000L) {
                    return NO_QUICK;
                }
            } else {
                float other = Math.nextAfter(f, d);
                if (((double) f + (double) other) / 2 == d) {
                    return NO_QUICK;
                }
            }
        }
        return Float.floatToRawIntBits(negative ? -f : f);
    }

    /** The bits of the double {@code s}, or null. */
    public static Long float64(String s) {
        Long special = special64(s);
        if (special != null) {
            return special;
        }
        if (s.indexOf('#') >= 0 || !hasDigits(s, 0, s.length()) || s.length() > 4096) {
            return null;
        }
        try {
            return Double.doubleToRawLongBits(Double.parseDouble(s));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Integer special32(String s) {
        return switch (s) {
            case "1.#INF00", "+1.#INF00" -> 0x7f800000;
            case "-1.#INF00" -> 0xff800000;
            case "1.#QNAN0", "+1.#QNAN0" -> 0x7fc00000;
            case "-1.#IND00" -> 0xffc00000;
            case "1.#SNAN0", "+1.#SNAN0" -> 0x7f800001;
            case "-1.#SNAN0" -> 0xff800001;
            default -> null;
        };
    }

    private static Long special64(String s) {
        return switch (s) {
            case "1.#INF00", "+1.#INF00" -> 0x7ff0000000000000L;
            case "-1.#INF00" -> 0xfff0000000000000L;
            case "1.#QNAN0", "+1.#QNAN0" -> 0x7ff8000000000000L;
            case "-1.#IND00" -> 0xfff8000000000000L;
            case "1.#SNAN0", "+1.#SNAN0" -> 0x7ff0000000000001L;
            case "-1.#SNAN0" -> 0xfff0000000000001L;
            default -> null;
        };
    }
}
