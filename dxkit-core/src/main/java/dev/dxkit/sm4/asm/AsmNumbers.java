package dev.dxkit.sm4.asm;

/**
 * The decimal floats of a listing: {@code %f} text ({@code 1.500000}), more digits or an exponent
 * ({@code 0.333333343}, {@code 1.17549435e-38}, as {@code dis --exact-floats} prints), and the Microsoft C
 * runtime's spellings of infinities and NaNs ({@code 1.#INF00}, {@code -1.#IND00}, {@code 1.#QNAN0},
 * {@code 1.#SNAN0}). A value is read as the nearest float or double (round half to even), as C's {@code strtof}
 * and {@code strtod} read it.
 */
final class AsmNumbers {
    private AsmNumbers() {
    }

    /** The end of a float's text starting at {@code at} (sign, digits, point, digits, exponent; or 1.#...). */
    static int scan(String t, int at) {
        int i = at;
        int n = t.length();
        if (i < n && (t.charAt(i) == '-' || t.charAt(i) == '+')) {
            i++;
        }
        if (t.startsWith("1.#", i)) {
            int e = i + 3;
            while (e < n && e - i < 9 && (Character.isLetterOrDigit(t.charAt(e)))) {
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

    /** Whether {@code s} (from {@link #scan}) has a digit, so that it is a number and not a lone sign or point. */
    private static boolean hasDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (isDigit(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** The bits of the float {@code s} (text from {@link #scan}), or null when it is not one. */
    static Integer float32(String s) {
        Integer special = special32(s);
        if (special != null) {
            return special;
        }
        if (s.indexOf('#') >= 0 || !hasDigits(s) || s.length() > 4096) {
            return null;
        }
        try {
            // Java reads a decimal string as the nearest float, ties to even (no detour through double)
            return Float.floatToRawIntBits(Float.parseFloat(s));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The bits of the double {@code s}, or null. */
    static Long float64(String s) {
        Long special = special64(s);
        if (special != null) {
            return special;
        }
        if (s.indexOf('#') >= 0 || !hasDigits(s) || s.length() > 4096) {
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
