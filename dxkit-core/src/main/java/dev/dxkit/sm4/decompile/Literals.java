package dev.dxkit.sm4.decompile;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * HLSL literals for the 32-bit words of immediates, each of which fxc reads back to the same bits: a
 * decimal float only when it parses back exactly (normal numbers and zero), otherwise the word itself
 * through {@code asfloat}.
 */
final class Literals {
    private Literals() {
    }

    /** The word as a literal of type {@code type}: {@code 'f'} float, {@code 'i'} int, {@code 'u'} uint. */
    static String of(int bits, char type) {
        return switch (type) {
            case 'i' -> intLiteral(bits);
            case 'u' -> uintLiteral(bits);
            default -> floatLiteral(bits);
        };
    }

    static String intLiteral(int v) {
        if (v == Integer.MIN_VALUE) {
            return "asint(0x80000000u)";
        }
        return Integer.toString(v);
    }

    static String uintLiteral(int v) {
        if (v >= 0 && v < 0x10000) {
            return v + "u";
        }
        return String.format(Locale.ROOT, "0x%08xu", v);
    }

    /**
     * Whether fxc keeps the float of these bits as written: a normal float, not a denormal (which it flushes to
     * 0), an infinity or a NaN (zero is kept too, but says nothing of a type; callers test it first).
     */
    static boolean normalFloat(int bits) {
        int exponent = bits >>> 23 & 0xff;
        return exponent != 0 && exponent != 0xff;
    }

    /** A float literal that reads back to exactly {@code bits}, or {@code asfloat(0x…u)}. */
    static String floatLiteral(int bits) {
        if (bits == 0) {
            return "0.0f";
        }
        if (!normalFloat(bits)) {
            // a denormal (fxc flushes it in a literal), an infinity or a NaN: the word itself
            return "asfloat(" + uintLiteral(bits) + ")";
        }
        float f = Float.intBitsToFloat(bits);
        // the shortest decimal that names the float; checked to read back (through double, as a C parser may)
        String s = new BigDecimal(Float.toString(Math.abs(f))).stripTrailingZeros().toPlainString();
        if (s.length() > 24) {
            s = Float.toString(Math.abs(f)).toLowerCase(Locale.ROOT);
        }
        if (!s.contains(".") && !s.contains("e")) {
            s = s + ".0";
        }
        if ((float) Double.parseDouble(s) != Math.abs(f)) {
            return "asfloat(" + uintLiteral(bits) + ")";
        }
        return (f < 0 ? "-" : "") + s + "f";
    }
}
