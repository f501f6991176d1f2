package dev.dxkit.disasm;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * C {@code printf} number formatting as Microsoft's runtime does it, for listing text: {@code %f} of the exact
 * binary value (Universal CRT: every digit exact, ties to even), {@code %d}, {@code 0x%08x}, and the
 * {@code 1.#INF00} / {@code 1.#QNAN0} / {@code -1.#IND00} spellings of infinities and NaNs that
 * {@code D3DDisassemble} prints. Never {@code Float.toString}.
 */
public final class CFormat {
    private CFormat() {
    }

    /** {@code %f} of the float with bits {@code bits}. */
    public static void f32(StringBuilder sb, int bits) {
        float v = Float.intBitsToFloat(bits);
        if (Float.isNaN(v) || Float.isInfinite(v)) {
            special(sb, bits < 0, Float.isInfinite(v), (bits & 0x400000) != 0 || (bits & 0x3fffff) == 0);
            return;
        }
        int exponent = bits >>> 23 & 0xff;
        long mantissa = bits & 0x7fffff;
        if (exponent != 0) {
            mantissa |= 0x800000;
        } else {
            exponent = 1;
        }
        // value = mantissa * 2^(exponent - 150); below 2^43 the value times 10^6 fits a long and rounds exactly
        int e2 = exponent - 150;
        if (e2 <= 19) {
            long q;
            if (e2 >= 0) {
                q = (mantissa << e2) * 1_000_000L;
            } else {
                int k = -e2;
                long scaled = mantissa * 1_000_000L;
                if (k >= 63) {
                    q = 0;
                } else {
                    q = scaled >>> k;
                    long rem = scaled & ((1L << k) - 1);
                    long half = 1L << (k - 1);
                    // round half to even, as the Universal CRT does on the exact value
                    if (rem > half || rem == half && (q & 1) != 0) {
                        q++;
                    }
                }
            }
            if (bits < 0) {
                sb.append('-');
            }
            sb.append(q / 1_000_000L).append('.');
            int frac = (int) (q % 1_000_000L);
            for (int d = 100_000; d > 0; d /= 10) {
                sb.append((char) ('0' + frac / d % 10));
            }
            return;
        }
        fixed6(sb, v, bits < 0);
    }

    /** {@code %f} of the double with bits {@code bits}. */
    public static void f64(StringBuilder sb, long bits) {
        double v = Double.longBitsToDouble(bits);
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            special(sb, bits < 0, Double.isInfinite(v), (bits & 0x8000000000000L) != 0);
            return;
        }
        fixed6(sb, v, bits < 0);
    }

    private static void special(StringBuilder sb, boolean negative, boolean infinite, boolean quiet) {
        if (infinite) {
            sb.append(negative ? "-1.#INF00" : "1.#INF00");
        } else if (negative && quiet) {
            // the default NaN (0xffc00000) is "indefinite"
            sb.append("-1.#IND00");
        } else {
            sb.append(negative ? "-" : "").append(quiet ? "1.#QNAN0" : "1.#SNAN0");
        }
    }

    private static void fixed6(StringBuilder sb, double v, boolean negative) {
        BigDecimal d = new BigDecimal(Math.abs(v)).setScale(6, RoundingMode.HALF_EVEN);
        if (negative) {
            sb.append('-');
        }
        sb.append(d.toPlainString());
    }

    /** {@code 0x%08x}. */
    public static void hex8(StringBuilder sb, int v) {
        String h = Integer.toHexString(v);
        sb.append("0x");
        for (int i = h.length(); i < 8; i++) {
            sb.append('0');
        }
        sb.append(h);
    }
}
