package dev.dxkit.text;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * How the assembler reads a listing's decimal floats, and the shortest text that it reads back as a given float:
 * what {@code dis --exact-floats} prints for an immediate whose {@code %f} text loses bits.
 */
public final class FloatLiterals {
    private FloatLiterals() {
    }

    /** The float the assembler reads {@code text} as ({@code 0.500000}, {@code 1.#INF00}, {@code 1e-40}), or null. */
    public static Integer readFloat(String text) {
        return ListingNumbers.float32(text);
    }

    /** The double the assembler reads {@code text} (without the {@code l} suffix) as, or null. */
    public static Long readDouble(String text) {
        return ListingNumbers.float64(text);
    }

    /**
     * The shortest decimal text the assembler reads back as the float {@code bits} (plain between 1e-5 and 1e9,
     * else with an exponent: {@code 0.333333343}, {@code 1.17549435e-38}); for an infinity or NaN, the word in
     * hex ({@code 0x7fc00001}), which the assembler takes as bits.
     */
    public static String exactFloat(int bits) {
        float f = Float.intBitsToFloat(bits);
        if (Float.isNaN(f) || Float.isInfinite(f)) {
            return String.format("0x%08x", bits);
        }
        BigDecimal exact = new BigDecimal((double) f);
        for (int digits = 1; digits <= 9; digits++) {
            String s = text(exact.round(new MathContext(digits, RoundingMode.HALF_EVEN)), bits < 0);
            Integer back = readFloat(s);
            if (back != null && back == bits) {
                return s;
            }
        }
        // nine significant digits always identify a float; not reached
        return text(exact.round(new MathContext(9, RoundingMode.HALF_EVEN)), bits < 0);
    }

    /** {@link #exactFloat} for a double (at most 17 digits), without the {@code l} suffix. */
    public static String exactDouble(long bits) {
        double d = Double.longBitsToDouble(bits);
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            return null;
        }
        BigDecimal exact = new BigDecimal(d);
        for (int digits = 1; digits <= 17; digits++) {
            String s = text(exact.round(new MathContext(digits, RoundingMode.HALF_EVEN)), bits < 0);
            Long back = readDouble(s);
            if (back != null && back == bits) {
                return s;
            }
        }
        return text(exact.round(new MathContext(17, RoundingMode.HALF_EVEN)), bits < 0);
    }

    private static String text(BigDecimal v, boolean negative) {
        BigDecimal a = v.abs().stripTrailingZeros();
        String s;
        if (a.signum() == 0) {
            s = "0.0";
        } else {
            int exponent = a.precision() - a.scale() - 1;
            if (exponent >= -5 && exponent < 9) {
                s = a.toPlainString();
            } else {
                // d.ddde-N
                String digits = a.unscaledValue().toString();
                s = digits.charAt(0) + (digits.length() > 1 ? "." + digits.substring(1) : "") + "e" + exponent;
            }
            if (s.indexOf('.') < 0 && s.indexOf('e') < 0) {
                s = s + ".0";
            }
        }
        return negative ? "-" + s : s;
    }
}
