package dev.dxkit.disasm;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * C's {@code printf("%.9g")} (and {@code %g}) for a float as the Direct3D 9 disassembler prints {@code def} values: nine
 * significant digits rounded from the exact binary value, trailing zeros dropped, {@code -0} kept, and the
 * exponent of the {@code e} form written with at least three digits ({@code 9.99999975e-005}), as the old
 * Microsoft C runtime does.
 */
final class D3d9Float {
    private static final MathContext NINE = new MathContext(9, RoundingMode.HALF_EVEN);
    private static final MathContext SIX = new MathContext(6, RoundingMode.HALF_EVEN);

    private D3d9Float() {
    }

    /** {@code %.9g}: the form of {@code def} values. */
    static String format(float f) {
        return format(f, NINE);
    }

    /** {@code %g} (six digits): the form of default values in the constant table header. */
    static String formatShort(float f) {
        return format(f, SIX);
    }

    private static String format(float f, MathContext digits) {
        if (Float.isNaN(f)) {
            return "1.#QNAN";
        }
        if (Float.isInfinite(f)) {
            return f > 0 ? "1.#INF" : "-1.#INF";
        }
        if (f == 0) {
            return (Float.floatToRawIntBits(f) < 0) ? "-0" : "0";
        }
        BigDecimal v = new BigDecimal((double) f).round(digits);
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
