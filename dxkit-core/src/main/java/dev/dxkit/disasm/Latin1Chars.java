package dev.dxkit.disasm;

import java.nio.charset.StandardCharsets;

/**
 * A NUL-terminated Latin-1 string of a part, read as characters where it lies: the listing appends names
 * straight from the bytes instead of making a String of each. One view is moved from string to string
 * ({@link #at}); the part must have been checked to hold the string (its NUL included).
 */
final class Latin1Chars implements CharSequence {
    private byte[] array;
    private int from;
    private int length;

    /** Moves this view to the string at {@code index} of {@code array}; returns it. */
    Latin1Chars at(byte[] array, int index) {
        int end = index;
        while (array[end] != 0) {
            end++;
        }
        this.array = array;
        this.from = index;
        this.length = end - index;
        return this;
    }

    /** The Latin-1 bytes of {@code s}, for a constant run of text appended with {@link TextSink#append(byte[])}. */
    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public char charAt(int i) {
        return (char) (array[from + i] & 0xFF);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return toString().substring(start, end);
    }

    @Override
    public String toString() {
        return new String(array, from, length, StandardCharsets.ISO_8859_1);
    }
}
