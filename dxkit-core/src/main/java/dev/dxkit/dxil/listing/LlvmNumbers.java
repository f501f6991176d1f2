package dev.dxkit.dxil.listing;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Number and name text of LLVM 3.7's assembly writer, as dxc's disassembler prints it: floating-point constants
 * in C's {@code %e} when that text reads back to the same double, else as the double's bits in hex; half
 * constants as {@code 0xH} and four hex digits; names quoted and escaped when they hold characters outside
 * {@code [-a-zA-Z0-9._]}.
 */
public final class LlvmNumbers {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private LlvmNumbers() {
    }

    /** A double as LLVM prints a float or double constant (a float is widened to double first). */
    public static String fp(double v) {
        if (!Double.isNaN(v) && !Double.isInfinite(v)) {
            String e = cExp(v);
            // LLVM keeps the %e text only when it parses back to exactly the same value
            if (Double.parseDouble(e) == v) {
                return e;
            }
        }
        // the bits in hex without their leading zeros (one digit at least), as LLVM's APInt prints them; a plain
        // loop rather than a regular expression, which compiled its pattern at every call
        String h = hex(Double.doubleToRawLongBits(v), 16);
        int z = 0;
        while (z < h.length() - 1 && h.charAt(z) == '0') {
            z++;
        }
        return "0x" + h.substring(z);
    }

    /** A half constant: {@code 0xH} and its 16 bits as four upper-case hex digits. */
    public static String half(int bits) {
        return "0xH" + hex(bits & 0xFFFF, 4);
    }

    /** C's {@code printf("%e", v)}: six digits after the point, rounded from the exact binary value. */
    public static String cExp(double v) {
        boolean neg = (Double.doubleToRawLongBits(v) >>> 63) != 0;
        StringBuilder sb = new StringBuilder(16);
        if (neg) {
            sb.append('-');
        }
        if (v == 0) {
            return sb.append("0.000000e+00").toString();
        }
        BigDecimal bd = new BigDecimal(Math.abs(v)).round(new MathContext(7, RoundingMode.HALF_EVEN));
        String digits = bd.unscaledValue().toString();
        // exponent of the first digit: precision - scale - 1
        int exp = digits.length() - bd.scale() - 1;
        while (digits.length() < 7) {
            digits = digits + "0";
        }
        digits = digits.substring(0, 7);
        sb.append(digits.charAt(0)).append('.').append(digits, 1, 7).append('e').append(exp < 0 ? '-' : '+');
        int a = Math.abs(exp);
        if (a < 10) {
            sb.append('0');
        }
        return sb.append(a).toString();
    }

    static String hex(long v, int digits) {
        char[] c = new char[digits];
        for (int i = digits - 1; i >= 0; i--) {
            c[i] = HEX[(int) (v & 0xF)];
            v >>>= 4;
        }
        return new String(c);
    }

    /** A name with its prefix ({@code %}, {@code @}), quoted and escaped as LLVM's PrintLLVMName does. */
    public static String name(char prefix, String name) {
        boolean quote = name.isEmpty() || Character.isDigit(name.charAt(0));
        for (int i = 0; i < name.length() && !quote; i++) {
            char ch = name.charAt(i);
            if (!(ch < 128 && Character.isLetterOrDigit(ch)) && ch != '-' && ch != '.' && ch != '_') {
                quote = true;
            }
        }
        if (!quote) {
            return prefix + name;
        }
        return prefix + "\"" + escape(name) + "\"";
    }

    /** LLVM's PrintEscapedString: printable ASCII except {@code \} and {@code "} as is, the rest as {@code \XX}. */
    public static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            int ch = s.charAt(i) & 0xFF;
            if (ch >= 0x20 && ch < 0x7F && ch != '\\' && ch != '"') {
                sb.append((char) ch);
            } else {
                sb.append('\\').append(HEX[ch >> 4]).append(HEX[ch & 0xF]);
            }
        }
        return sb.toString();
    }
}
