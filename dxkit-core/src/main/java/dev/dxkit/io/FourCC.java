package dev.dxkit.io;

/**
 * Four-character codes as stored in containers: four bytes read as a little-endian word, so the first
 * character is the lowest byte ({@code "DXBC"} is 0x43425844).
 */
public final class FourCC {
    private FourCC() {
    }

    /** The word whose bytes are the four characters of {@code s}. */
    public static int of(String s) {
        if (s.length() != 4) {
            throw new IllegalArgumentException("a FourCC has 4 characters: \"" + s + "\"");
        }
        int v = 0;
        for (int i = 3; i >= 0; i--) {
            char c = s.charAt(i);
            if (c > 0xFF) {
                throw new IllegalArgumentException("a FourCC is 4 bytes: \"" + s + "\"");
            }
            v = v << 8 | c;
        }
        return v;
    }

    /** The four characters of {@code code}; bytes outside printable ASCII appear as {@code \xNN}. */
    public static String toString(int code) {
        char[] out = new char[16];
        int n = 0;
        for (int i = 0; i < 4; i++) {
            int c = code >>> (8 * i) & 0xFF;
            if (c >= 0x20 && c < 0x7F) {
                out[n++] = (char) c;
            } else {
                out[n++] = '\\';
                out[n++] = 'x';
                out[n++] = HEX[c >>> 4];
                out[n++] = HEX[c & 0xF];
            }
        }
        return new String(out, 0, n);
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();
}
