package dev.dxkit.text;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The sink's C-style number formatting against exact references, and its buffer growth. */
class TextSinkTest {
    /** {@code %f} by the book: the exact binary value rounded to six decimals, ties to even. */
    private static String reference(float v) {
        String s = new BigDecimal(Math.abs((double) v)).setScale(6, RoundingMode.HALF_EVEN).toPlainString();
        return (Float.floatToRawIntBits(v) < 0 ? "-" : "") + s;
    }

    private static String f32(int bits) {
        return new TextSink(4).f32(bits).toString();
    }

    @Test
    void f32MatchesTheExactValueOnEveryExponent() {
        SplittableRandom r = new SplittableRandom(42);
        for (int exponent = 0; exponent < 255; exponent++) {
            for (int k = 0; k < 200; k++) {
                int bits = (r.nextBoolean() ? 0x80000000 : 0) | exponent << 23 | r.nextInt(1 << 23);
                assertEquals(reference(Float.intBitsToFloat(bits)), f32(bits), Integer.toHexString(bits));
            }
        }
    }

    @Test
    void f32TiesRoundToEven() {
        // 2^-7 = 0.0078125 ties at the sixth decimal: to 0.007812 (even); 3 * 2^-7 = 0.0234375 to 0.023438
        assertEquals("0.007812", f32(Float.floatToRawIntBits(0.0078125f)));
        assertEquals("0.023438", f32(Float.floatToRawIntBits(0.0234375f)));
        assertEquals("-0.000000", f32(0x80000000));
        assertEquals("0.000000", f32(1));
        assertEquals("340282346638528859811704183484516925440.000000", f32(0x7f7fffff));
    }

    @Test
    void infinitiesAndNaNsAreSpelledAsMicrosoftsRuntimeDoes() {
        assertEquals("1.#INF00", f32(0x7f800000));
        assertEquals("-1.#INF00", f32(0xff800000));
        assertEquals("-1.#IND00", f32(0xffc00000));
        assertEquals("1.#QNAN0", f32(0x7fc00000));
        // a float is printed as a double: the conversion makes a signalling NaN quiet, and only the default NaN is
        // "indefinite" (D3DDisassemble's listing of these words, tools/battery/asm-edits)
        assertEquals("1.#QNAN0", f32(0x7f800001));
        assertEquals("-1.#QNAN0", f32(0xff800001));
        assertEquals("-1.#QNAN0", f32(0xffc00001));
        assertEquals("1.#INF00", new TextSink().f64(0x7ff0000000000000L).toString());
        assertEquals("-1.#IND00", new TextSink().f64(0xfff8000000000000L).toString());
        assertEquals("-1.#QNAN0", new TextSink().f64(0xfff8000000000001L).toString());
        assertEquals("1.#SNAN0", new TextSink().f64(0x7ff0000000000001L).toString());
        assertEquals("0.100000", new TextSink().f64(Double.doubleToRawLongBits(0.1)).toString());
    }

    @Test
    void integersAndHex() {
        TextSink t = new TextSink(1);
        t.append(0).append(' ').append(-7).append(' ').append(Integer.MIN_VALUE).append(' ').append(Integer.MAX_VALUE)
                .append(' ').append(4294967295L).append(' ').append(Long.MIN_VALUE).append(' ').hex8(0xdeadBEEF)
                .append(' ').upperHex8(0x1a0).append(' ').hex8(0);
        assertEquals("0 -7 -2147483648 2147483647 4294967295 -9223372036854775808 0xdeadbeef 0x000001A0 0x00000000",
                t.toString());
    }

    /** The branch-free writer of numbers below 100 writes what putDecimal writes, and stores one byte past it at most. */
    @Test
    void smallDecimalsAreTheDecimals() {
        for (int v = 0; v < 100; v++) {
            byte[] a = new byte[4];
            byte[] b = new byte[4];
            int end = TextSink.putDecimal(a, 1, v);
            assertEquals(end, TextSink.putSmallDecimal(b, 1, v));
            assertEquals(new String(a, 1, end - 1, StandardCharsets.ISO_8859_1), new String(b, 1, end - 1, StandardCharsets.ISO_8859_1));
            assertEquals(0, b[0]);
            assertEquals(0, b[3]);
        }
    }

    @Test
    void padsNumbersLikePrintfWidths() {
        TextSink t = new TextSink(1);
        t.padLeft(7L, 4).append('|').padLeft(4294967295L, 5).append('|').padLeft(-12L, 5).append('|').padLeft(0L, 1);
        assertEquals("   7|4294967295|  -12|0", t.toString());
    }

    @Test
    void growsAndPadsPastItsCapacity() {
        TextSink t = new TextSink(1);
        t.repeat(' ', 150).padLeft("x", 3).padRight("ab", 4).append('|').line(new StringBuilder("sb")).repeat('-', 2);
        assertEquals(" ".repeat(152) + "xab  |sb\n--", t.toString());
        assertEquals(2, t.column());
        assertEquals(163, t.length());
    }

    @Test
    void keepsLatin1AndWritesOtherCharactersAsQuestionMarks() {
        TextSink t = new TextSink(1);
        t.append("caf\u00e9 ").append("\u0100x").append(' ').append('\u20ac').append(new StringBuilder("\u00ff\u0101"))
                .repeat('\u0394', 2);
        assertEquals("caf\u00e9 ?x ?\u00ff???", t.toString());
    }

    /** Decimal integers against Long.toString: each power of ten and its neighbours, and 100,000 random longs. */
    @Test
    void decimalsAreLongToString() {
        java.util.List<Long> values = new java.util.ArrayList<>(java.util.List.of(0L, Long.MAX_VALUE, Long.MIN_VALUE,
                (long) Integer.MAX_VALUE, Integer.MAX_VALUE + 1L, (long) Integer.MIN_VALUE));
        for (long t = 1; t > 0 && t <= Long.MAX_VALUE / 10 * 10; t *= 10) {
            values.add(t - 1);
            values.add(t);
            values.add(t + 1);
            values.add(-t);
        }
        java.util.Random r = new java.util.Random(5);
        for (int i = 0; i < 100_000; i++) {
            values.add(r.nextLong() >> r.nextInt(64));
        }
        for (long v : values) {
            assertEquals(Long.toString(v), new TextSink(1).append(v).toString());
            if (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) {
                assertEquals(Long.toString(v), new TextSink(1).append((int) v).toString());
            }
        }
    }

    @Test
    void aUtf8SinkHoldsWhatGetBytesUtf8Gives() {
        // ASCII, Latin-1 above 0x7f, the BMP beyond it, a surrogate pair, a lone surrogate; across growth
        String[] parts = {"target triple = \"dxil-ms-dx\"\n", "caf\u00e9", " \u4e2d\u6587", "\ud83d\ude00",
            "\ud800", "x", "\u00ff\u0100"};
        TextSink sink = TextSink.utf8();
        StringBuilder expected = new StringBuilder();
        for (int round = 0; round < 3000; round++) {
            String p = parts[round % parts.length];
            sink.append(p).append(round).append(' ').append('\n');
            expected.append(p).append(round).append(' ').append('\n');
        }
        byte[] want = expected.toString().getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(want, sink.toBytes());
        assertEquals(want.length, sink.length());
        assertEquals(new String(want, StandardCharsets.UTF_8), sink.toString());
        // a character appended alone, or repeated, is its UTF-8 too
        assertArrayEquals("\u00e9\u4e2d\u4e2d".getBytes(StandardCharsets.UTF_8),
                TextSink.utf8().append('\u00e9').repeat('\u4e2d', 2).toBytes());
        // and the one-byte sink is unchanged: above U+00FF is '?'
        assertEquals("caf\u00e9 ??", new TextSink(1).append("caf\u00e9 \u4e2d\u6587").toString());
    }
}
