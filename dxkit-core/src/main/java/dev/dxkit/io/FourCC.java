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

    /** A code and its spelling, as the cache of {@link #toString(int)} keeps them. */
    private record Spelled(int code, String text) {
    }

    /**
     * The last spelling made per slot (a slot per hash of the code): the few kinds a collection holds are
     * spelled once each instead of at every call. Racing threads at worst spell a code twice; a record's
     * final fields make an entry safe to read from any thread.
     */
    private static final Spelled[] SPELLED = new Spelled[256];

    /** The four characters of {@code code}; bytes outside printable ASCII appear as {@code \xNN}. */
    public static String toString(int code) {
        int slot = (code * 0x9E3779B9) >>> 24; // Fibonacci hashing: the top 8 bits of the product
        Spelled s = SPELLED[slot];
        if (s == null || s.code() != code) {
            s = new Spelled(code, spell(code));
            SPELLED[slot] = s;
        }
        return s.text();
    }

    private static String spell(int code) {
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
