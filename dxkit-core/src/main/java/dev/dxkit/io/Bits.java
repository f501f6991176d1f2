package dev.dxkit.io;

/** Reads a bit field {@code [hi:lo]} of a word, the notation the format documents use. */
public final class Bits {
    private Bits() {
    }

    /** Bits {@code hi} down to {@code lo} (inclusive) of {@code word}, shifted down. */
    public static int field(int word, int hi, int lo) {
        int width = hi - lo + 1;
        return width == 32 ? word : (word >>> lo) & ((1 << width) - 1);
    }

    /** Bit {@code n} of {@code word}. */
    public static boolean bit(int word, int n) {
        return (word >>> n & 1) != 0;
    }
}
