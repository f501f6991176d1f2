package dev.dxkit.text;

import dev.dxkit.io.ByteViews;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The one place listing text is assembled. It owns line endings (Microsoft's listings end every line with
 * a single {@code \n}, never the platform's separator), columns, and number formatting as C's {@code printf}
 * does it in Microsoft's runtime: {@link #f32 %f} of the exact binary value, {@link #hex8 0x%08x}, decimal
 * integers, and the {@code 1.#INF00} / {@code 1.#QNAN0} / {@code -1.#IND00} spellings of infinities and NaNs
 * that {@code D3DDisassemble} prints. Never {@code Float.toString}.
 *
 * <p>The text is kept in one growing {@code byte[]}, one byte per character: a DXBC or Direct3D 9 listing is
 * Latin-1 text, the bytes of the container's names copied as they are (as {@code D3DDisassemble} copies them),
 * and {@code dis} writes it as ISO-8859-1. A character above U+00FF, which such a file cannot hold, is kept as
 * {@code ?}, as the ISO-8859-1 encoder writes it. Printers append to a sink, and nothing in dxkit prints
 * listing text any other way.
 *
 * <p>A DXIL listing ({@code dxc -dumpbin}'s text) is UTF-8: a sink made by {@link #utf8()} keeps its text as
 * UTF-8 bytes instead, each string appended as {@link String#getBytes(java.nio.charset.Charset) getBytes(UTF_8)}
 * gives it (ASCII, nearly all of such a listing, is copied one byte a character). Its lengths and columns count
 * bytes; {@link #toString()} decodes them.
 */
public final class TextSink {
    private static final byte[] DIGITS = latin1("0123456789abcdef");
    private static final byte[] UPPER_DIGITS = latin1("0123456789ABCDEF");
    private static final int BLANKS = 64;
    private static final byte[] SPACES = latin1(" ".repeat(BLANKS));

    private byte[] buf;
    private int len;
    /** The text is kept as UTF-8 (a DXIL listing), not one byte a character. */
    private boolean utf8;

    public TextSink() {
        this(4096);
    }

    /** A sink keeping its text as UTF-8 bytes, as {@code dxc -dumpbin}'s text is written. */
    public static TextSink utf8() {
        TextSink s = new TextSink(1 << 14);
        s.utf8 = true;
        return s;
    }

    public TextSink(int capacity) {
        buf = new byte[Math.max(16, capacity)];
    }

    /** A sink writing over {@code buffer} from its start, for a caller that keeps one buffer between listings. */
    public TextSink(byte[] buffer) {
        buf = buffer;
    }

    /** The buffer as it is now (perhaps grown), for that caller to keep. */
    public byte[] buffer() {
        return buf;
    }

    /** Room for {@code n} more characters. */
    private byte[] room(int n) {
        byte[] b = buf;
        if (n > b.length - len) {
            // at least doubled, so that appends stay amortised constant
            long want = Math.max((long) b.length * 2, (long) len + n);
            if (want > Integer.MAX_VALUE - 16) {
                throw new OutOfMemoryError("listing text over 2 GB");
            }
            b = Arrays.copyOf(b, (int) want);
            buf = b;
        }
        return b;
    }

    /** Appends {@code s} and ends the line. */
    public TextSink line(CharSequence s) {
        return append(s).newline();
    }

    /** Ends the current line. */
    public TextSink newline() {
        room(1)[len++] = '\n';
        return this;
    }

    /** Appends {@code s} (a String as it is, any other sequence through its {@code toString}). */
    public TextSink append(CharSequence s) {
        return append(s.toString());
    }

    public TextSink append(String s) {
        if (utf8) {
            byte[] u = s.getBytes(StandardCharsets.UTF_8);
            return append(u, 0, u.length);
        }
        int n = s.length();
        byte[] b = room(n);
        int at = len;
        int all = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            all |= c;
            b[at + i] = (byte) c;
        }
        if (all > 0xff) {
            latin1(s, at);
        }
        len += n;
        return this;
    }

    /** Writes {@code s} again at {@code at}, each character above U+00FF as {@code ?} (the rare, slow path). */
    private void latin1(String s, int at) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            buf[at + i] = (byte) (c > 0xff ? '?' : c);
        }
    }

    /** Appends the characters of {@code chars}. */
    public TextSink append(char[] chars) {
        return append(new String(chars));
    }

    /** The Latin-1 bytes of {@code s}: a constant run of text for {@link #append(byte[])}. */
    public static byte[] latin1(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Appends {@code length} bytes of {@code array} from {@code from}, one character each (a part's name). */
    public TextSink append(byte[] array, int from, int length) {
        byte[] b = room(length);
        System.arraycopy(array, from, b, len, length);
        len += length;
        return this;
    }

    /** Appends the bytes of {@code latin1}, one character each (a table's entry). */
    public TextSink append(byte[] latin1) {
        return append(latin1, 0, latin1.length);
    }

    /** Appends {@code c} (in a UTF-8 sink, above U+007F, its UTF-8: a surrogate alone is {@code ?}). */
    public TextSink append(char c) {
        if (utf8 && c >= 0x80) {
            return append(String.valueOf(c));
        }
        room(1)[len++] = (byte) (c > 0xff ? '?' : c);
        return this;
    }

    /** {@code %d}. */
    public TextSink append(int v) {
        len = putInt(room(11), len, v);
        return this;
    }

    /** {@code %lld}. */
    public TextSink append(long v) {
        if (v == Long.MIN_VALUE) {
            return append("-9223372036854775808");
        }
        byte[] b = room(20);
        int p = len;
        if (v < 0) {
            b[p++] = '-';
            v = -v;
        }
        len = putDecimal(b, p, v);
        return this;
    }

    /** Appends {@code n} copies of {@code c}. */
    public TextSink repeat(char c, int n) {
        if (n <= 0) {
            return this;
        }
        if (utf8 && c >= 0x80) {
            for (int i = 0; i < n; i++) {
                append(c);
            }
            return this;
        }
        byte b0 = (byte) (c > 0xff ? '?' : c);
        byte[] b = room(n);
        if (n <= 16) {
            for (int i = 0; i < n; i++) {
                b[len + i] = b0;
            }
        } else if (c == ' ') {
            for (int done = 0; done < n; done += BLANKS) {
                System.arraycopy(SPACES, 0, b, len + done, Math.min(BLANKS, n - done));
            }
        } else {
            Arrays.fill(b, len, len + n, b0);
        }
        len += n;
        return this;
    }

    /** Appends {@code s} left-aligned in a column of {@code width} characters (never truncated). */
    public TextSink padRight(CharSequence s, int width) {
        append(s);
        return repeat(' ', width - s.length());
    }

    /** Appends {@code s} right-aligned in a column of {@code width} characters (never truncated). */
    public TextSink padLeft(CharSequence s, int width) {
        repeat(' ', width - s.length());
        return append(s);
    }

    /** {@code %*lld}: {@code v} in decimal, right-aligned in a column of {@code width} (never truncated). */
    public TextSink padLeft(long v, int width) {
        int n = v < 0 ? Long.toString(v).length() : decimalDigits(v);
        return repeat(' ', width - n).append(v);
    }

    /** {@code 0x%08x}: lower-case hex, as listings print hex literals. */
    public TextSink hex8(int v) {
        len = putHex8(room(10), len, v, DIGITS);
        return this;
    }

    /** {@code 0x%08X}: upper-case hex, as the byte-offset column prints it. */
    public TextSink upperHex8(int v) {
        len = putHex8(room(10), len, v, UPPER_DIGITS);
        return this;
    }

    /** The most characters {@link #f32} writes: a sign, 39 integer digits of the largest float, the point and six. */
    public static final int F32_MAX = 47;

    /** {@code %f} of the float with bits {@code bits}: six decimals of the exact value, ties to even. */
    public TextSink f32(int bits) {
        len = putF32(room(F32_MAX), len, bits);
        return this;
    }

    /** {@code %f} of the double with bits {@code bits}. */
    public TextSink f64(long bits) {
        double v = Double.longBitsToDouble(bits);
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            // "indefinite" is the default NaN alone (D3DDisassemble: 0xfff8000000000001 is -1.#QNAN0)
            return append(bits == 0xfff8000000000000L ? "-1.#IND00"
                    : special(bits < 0, Double.isInfinite(v), (bits & 0x8000000000000L) != 0));
        }
        return append(fixed6(new BigDecimal(Math.abs(v)), bits < 0));
    }

    /** Writes {@code 0x} and eight hex digits of {@code v} at {@code b[p]}; returns the position after them. */
    public static int putHex8(byte[] b, int p, int v, byte[] digits) {
        b[p] = '0';
        b[p + 1] = 'x';
        for (int i = 0; i < 8; i++) {
            b[p + 9 - i] = digits[v >>> (4 * i) & 0xf];
        }
        return p + 10;
    }

    /** {@link #hex8} in place. */
    public static int putHex8(byte[] b, int p, int v) {
        return putHex8(b, p, v, DIGITS);
    }

    /** Writes {@code v} in decimal (with a minus sign) at {@code b[p]}; returns the position after it (11 at most). */
    public static int putInt(byte[] b, int p, int v) {
        if (v < 0) {
            b[p++] = '-';
            return putDecimal(b, p, -(long) v);
        }
        return putDecimal(b, p, v);
    }

    /** {@link #f32} in place, {@link #F32_MAX} characters at most; returns the position after them. */
    public static int putF32(byte[] b, int p, int bits) {
        int exponent = bits >>> 23 & 0xff;
        if (exponent == 0xff) {
            // the float is printed as a double, and the conversion makes every NaN quiet: only the default NaN
            // (0xffc00000) becomes the double's "indefinite" (D3DDisassemble: 0x7f800001 is 1.#QNAN0, 0xffc00001
            // -1.#QNAN0)
            return putString(b, p, (bits & 0x7fffff) == 0 ? special(bits < 0, true, true)
                    : bits == 0xffc00000 ? "-1.#IND00" : bits < 0 ? "-1.#QNAN0" : "1.#QNAN0");
        }
        long mantissa = bits & 0x7fffff;
        if (exponent != 0) {
            mantissa |= 0x800000;
        } else {
            exponent = 1;
        }
        // value = mantissa * 2^(exponent - 150); below 2^43 the value times 10^6 fits a long and rounds exactly
        int e2 = exponent - 150;
        if (e2 > 19) {
            return putString(b, p, fixed6(new BigDecimal(Math.abs((double) Float.intBitsToFloat(bits))), bits < 0));
        }
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
        int at = p;
        if (bits < 0) {
            b[at++] = '-';
        }
        at = putDecimal(b, at, q / 1_000_000L);
        int frac = (int) (q % 1_000_000L);
        b[at] = '.';
        // the six decimals, two at a time
        int first = frac / 10_000;
        int rest = frac - 10_000 * first;
        int second = rest / 100;
        putPair(b, at + 1, first);
        putPair(b, at + 3, second);
        putPair(b, at + 5, rest - 100 * second);
        return at + 7;
    }

    /** Writes {@code s} (ASCII: the spellings of infinities, NaNs and large floats) at {@code b[p]}. */
    public static int putString(byte[] b, int p, String s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            b[p + i] = (byte) s.charAt(i);
        }
        return p + s.length();
    }

    private static String special(boolean negative, boolean infinite, boolean quiet) {
        if (infinite) {
            return negative ? "-1.#INF00" : "1.#INF00";
        }
        return negative ? (quiet ? "-1.#QNAN0" : "-1.#SNAN0") : (quiet ? "1.#QNAN0" : "1.#SNAN0");
    }

    private static String fixed6(BigDecimal magnitude, boolean negative) {
        String s = magnitude.setScale(6, RoundingMode.HALF_EVEN).toPlainString();
        return negative ? "-" + s : s;
    }

    /**
     * For a printer of this package that writes a short run in place: room for {@code n} more characters, from
     * {@link #position()}; it ends the run with {@link #position(int)}.
     */
    public byte[] reserve(int n) {
        return room(n);
    }

    /** Where the next character goes. */
    public int position() {
        return len;
    }

    /** Ends a run written in place with {@link #reserve}: the text now ends at {@code p}. */
    public void position(int p) {
        if (p < len || p > buf.length) {
            throw new IndexOutOfBoundsException(p);
        }
        len = p;
    }

    /** Writes {@code v} (0 or more) in decimal at {@code b[p]}; returns the position after it (up to 19 more). */
    public static int putDecimal(byte[] b, int p, long v) {
        if (v < 10) {
            b[p] = (byte) ('0' + v);
            return p + 1;
        }
        if (v < 100) {
            // most register numbers and indices
            putPair(b, p, (int) v);
            return p + 2;
        }
        int end = p + decimalDigits(v);
        int i = end;
        // above the int range, long divisions down to it; then two digits per int division
        while (v > Integer.MAX_VALUE) {
            b[--i] = (byte) ('0' + v % 10);
            v /= 10;
        }
        int w = (int) v;
        while (w >= 100) {
            int q = w / 100;
            putPair(b, i - 2, w - 100 * q);
            i -= 2;
            w = q;
        }
        if (w >= 10) {
            putPair(b, i - 2, w);
        } else {
            b[i - 1] = (byte) ('0' + w);
        }
        return end;
    }

    /** "00" to "99", two characters for each number below 100. */
    private static final byte[] PAIRS = new byte[200];

    static {
        for (int i = 0; i < 100; i++) {
            PAIRS[2 * i] = (byte) ('0' + i / 10);
            PAIRS[2 * i + 1] = (byte) ('0' + i % 10);
        }
    }

    /**
     * For each number below 100: its decimal digits as the low bytes of a little-endian short (one digit, or
     * two), and their count from bit 16.
     */
    private static final int[] SMALL = new int[100];

    static {
        for (int i = 0; i < 100; i++) {
            SMALL[i] = i < 10 ? '0' + i | 1 << 16 : '0' + i / 10 | ('0' + i % 10) << 8 | 2 << 16;
        }
    }

    /**
     * {@link #putDecimal} of {@code v} (0 to 99) with no branch on its length, for runs whose digits vary (register
     * numbers): two bytes are stored, so the room must reach one byte past a one-digit number.
     */
    public static int putSmallDecimal(byte[] b, int p, int v) {
        int d = SMALL[v];
        ByteViews.putI16(b, p, (short) d);
        return p + (d >>> 16);
    }

    /** Writes the two digits of {@code d} (0 to 99) at {@code b[p]}. */
    private static void putPair(byte[] b, int p, int d) {
        b[p] = PAIRS[2 * d];
        b[p + 1] = PAIRS[2 * d + 1];
    }

    /** The number of decimal digits of {@code v} (0 or more). */
    public static int decimalDigits(long v) {
        if (v < 1_000_000_000L) {
            return v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : v < 10_000 ? 4 : v < 100_000 ? 5 : v < 1_000_000 ? 6
                    : v < 10_000_000 ? 7 : v < 100_000_000 ? 8 : 9;
        }
        int n = 10;
        for (long t = v / 1_000_000_000L; t >= 10; t /= 10) {
            n++;
        }
        return n;
    }

    /** Characters written so far. */
    public int length() {
        return len;
    }

    /** The character at {@code i} (of those written; in a UTF-8 sink, the byte). */
    public char charAt(int i) {
        if (i < 0 || i >= len) {
            throw new IndexOutOfBoundsException(i);
        }
        return (char) (buf[i] & 0xff);
    }

    /** The text from {@code from} to the end. */
    public String substring(int from) {
        return substring(from, len);
    }

    /** The text from {@code from} to {@code to}. */
    public String substring(int from, int to) {
        return new String(buf, from, to - from, utf8 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
    }

    /** The text's bytes: one a character, or UTF-8 for a {@link #utf8()} sink (a copy). */
    public byte[] toBytes() {
        return Arrays.copyOf(buf, len);
    }

    /** Drops everything after the first {@code n} characters. */
    public void truncate(int n) {
        if (n < 0 || n > len) {
            throw new IndexOutOfBoundsException(n);
        }
        len = n;
    }

    /** Characters since the last line end (the current column). */
    public int column() {
        int i = len - 1;
        while (i >= 0 && buf[i] != '\n') {
            i--;
        }
        return len - i - 1;
    }

    @Override
    public String toString() {
        return substring(0, len);
    }
}
