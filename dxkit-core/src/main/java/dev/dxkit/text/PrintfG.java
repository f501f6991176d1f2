package dev.dxkit.text;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * C's {@code printf("%.9g")} (and {@code %g}) for a float as the Direct3D 9 disassembler prints {@code def} values: nine
 * significant digits rounded from the exact binary value, trailing zeros dropped, {@code -0} kept, and the
 * exponent of the {@code e} form written with at least three digits ({@code 9.99999975e-005}), as the old
 * Microsoft C runtime does.
 */
public final class PrintfG {
    private static final MathContext NINE = new MathContext(9, RoundingMode.HALF_EVEN);
    private static final MathContext SIX = new MathContext(6, RoundingMode.HALF_EVEN);

    private PrintfG() {
    }

    /**
     * {@code %.9g}: the form of {@code def} values. A NaN prints as the widened one ({@link #formatShortWidened}):
     * {@code -1.#IND}, {@code -1.#QNAN} or {@code 1.#QNAN}, as D3DDisassemble prints it.
     */
    public static String format(float f) {
        return Float.isNaN(f) ? widenedNaN(f) : format(f, NINE);
    }

    /** {@code %.9g} of a double: the form of preshader literals. */
    public static String format(double d) {
        return format(d, NINE);
    }

    /** {@code %g} (six digits): the form of default values in the constant table header. */
    public static String formatShort(float f) {
        return format(f, SIX);
    }

    /**
     * C's {@code %g} of a float as the old Microsoft runtime prints it (three-digit exponents, {@code 1.#INF}).
     * A NaN is widened to a double first, which makes it quiet: the negative one with no payload is {@code
     * -1.#IND} (indefinite), any other {@code 1.#QNAN} with its sign.
     */
    public static String formatShortWidened(float f) {
        return Float.isNaN(f) ? widenedNaN(f) : formatShort(f);
    }

    private static String widenedNaN(float f) {
        int bits = Float.floatToRawIntBits(f);
        if (bits < 0) {
            return (bits & 0x3fffff) == 0 ? "-1.#IND" : "-1.#QNAN";
        }
        return "1.#QNAN";
    }

    private static String format(float f, MathContext digits) {
        if (f == 0) {
            return (Float.floatToRawIntBits(f) < 0) ? "-0" : "0";
        }
        return format((double) f, digits);
    }

    private static String format(double f, MathContext digits) {
        if (Double.isNaN(f)) {
            return "1.#QNAN";
        }
        if (Double.isInfinite(f)) {
            return f > 0 ? "1.#INF" : "-1.#INF";
        }
        if (f == 0) {
            return (Double.doubleToRawLongBits(f) < 0) ? "-0" : "0";
        }
        BigDecimal v = new BigDecimal(f).round(digits);
        // The decimal exponent of the rounded value: %g picks its form from it.
        int exponent = v.precision() - v.scale() - 1;
        if (exponent < -4 || exponent >= digits.getPrecision()) {
            BigDecimal mantissa = v.movePointLeft(exponent).stripTrailingZeros();
            String m = mantissa.toPlainString();
            String e = Integer.toString(Math.abs(exponent));
            StringBuilder sb = new StringBuilder(m).append('e').append(exponent < 0 ? '-' : '+');
            for (int i = e.length(); i < 3; i++) {
                sb.append('0');
            }
            return sb.append(e).toString();
        }
        return v.stripTrailingZeros().toPlainString();
    }
}
