package dev.dxkit.d3d9.decompile;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * HLSL literals for the immediate values of {@code def}, {@code defi} and {@code defb}: the shortest decimal
 * that reads back as the same float (never more than nine significant digits, which always suffice for a
 * float), so that fxc, reading the text, stores the very bits the program held.
 */
final class HlslLiteral {
    private HlslLiteral() {
    }

    /** A float literal for {@code bits}; NaN and the infinities, which fxc refuses in these profiles, are a gap. */
    static String floatBits(int bits) {
        float f = Float.intBitsToFloat(bits);
        if (Float.isNaN(f) || Float.isInfinite(f)) {
            throw new Gap("a NaN or infinite literal (0x" + Integer.toHexString(bits) + "), which Direct3D 9 profiles refuse");
        }
        if (f == 0) {
            return bits == 0 ? "0.0" : "-0.0";
        }
        BigDecimal exact = new BigDecimal(f);
        for (int digits = 1; digits <= 9; digits++) {
            BigDecimal d = exact.round(new MathContext(digits));
            if (d.floatValue() == f) {
                return text(d.stripTrailingZeros());
            }
        }
        return text(exact.round(new MathContext(9)).stripTrailingZeros());
    }

    private static String text(BigDecimal d) {
        int exponent = d.precision() - d.scale() - 1;
        if (exponent >= -6 && exponent < 10) {
            String s = d.toPlainString();
            return s.indexOf('.') < 0 ? s + ".0" : s;
        }
        // scientific: one digit before the point
        String digits = d.unscaledValue().abs().toString();
        StringBuilder b = new StringBuilder();
        if (d.signum() < 0) {
            b.append('-');
        }
        b.append(digits.charAt(0)).append('.');
        b.append(digits.length() > 1 ? digits.substring(1) : "0");
        b.append('e').append(exponent);
        return b.toString();
    }
}
