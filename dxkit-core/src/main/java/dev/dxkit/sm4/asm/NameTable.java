package dev.dxkit.sm4.asm;

/**
 * A fixed set of ASCII names looked up where a name stands in the text ({@code s[from, to)} of a character buffer),
 * without a string of it: an open-addressing hash table keyed by each name's last eight characters packed into a
 * {@code long} ({@link #key}) and its length, so that a name of up to eight characters (most mnemonics and register
 * names) is found by one comparison of a key, a longer one by that and its first characters.
 */
final class NameTable {
    private final char[][] names;
    /** Index + 1 into names of the name in each slot, 0 for an empty slot; a power of two, at most a quarter full. */
    private final int[] slots;
    /** The key ({@link #key}) and length of the name in each slot, beside it. */
    private final long[] slotKeys;
    private final int[] slotLengths;

    NameTable(String[] names) {
        this.names = new char[names.length][];
        int size = 16;
        while (size < 4 * names.length) {
            size *= 2;
        }
        slots = new int[size];
        slotKeys = new long[size];
        slotLengths = new int[size];
        for (int i = 0; i < names.length; i++) {
            char[] name = names[i].toCharArray();
            for (char c : name) {
                if (c >= 128) {
                    throw new IllegalArgumentException("the name " + names[i] + " is not ASCII");
                }
            }
            if (find(name, 0, name.length) >= 0) {
                throw new IllegalArgumentException("the name " + names[i] + " twice");
            }
            this.names[i] = name;
            long key = key(name, 0, name.length);
            int k = slot(key, name.length);
            while (slots[k] != 0) {
                k = k + 1 & slots.length - 1;
            }
            slots[k] = i + 1;
            slotKeys[k] = key;
            slotLengths[k] = name.length;
        }
    }

    /**
     * The key of the ASCII name {@code s[from, to)}: its last eight characters (all of a shorter name), seven bits
     * each, packed as {@code key = key << 8 | c} from 0 over all its characters (the earlier ones shift out).
     */
    static long key(char[] s, int from, int to) {
        long key = 0;
        for (int i = from; i < to; i++) {
            key = key << 8 | s[i];
        }
        return key;
    }

    /** The slot where a name of key {@code key} and {@code length} characters is looked for first. */
    private int slot(long key, int length) {
        long h = (key + length) * 0x9E3779B97F4A7C15L;
        return (int) (h ^ h >>> 32) & slots.length - 1;
    }

    /** {@return name {@code index}} */
    String name(int index) {
        return new String(names[index]);
    }

    /** {@return the index of the name {@code s[from, to)}, or -1 when it is none of them} */
    int find(char[] s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s[i] >= 128) {
                // (the names are ASCII; the key packs seven bits a character)
                return -1;
            }
        }
        return find(s, from, to, key(s, from, to));
    }

    /**
     * {@link #find(char[], int, int)} of a name of ASCII characters whose key ({@link #key}) the caller computed as
     * it read it.
     */
    int find(char[] s, int from, int to, long key) {
        int length = to - from;
        for (int k = slot(key, length); slots[k] != 0; k = k + 1 & slots.length - 1) {
            if (slotKeys[k] == key && slotLengths[k] == length && (length <= 8 || matchesHead(names[slots[k] - 1], s, from))) {
                return slots[k] - 1;
            }
        }
        return -1;
    }

    /** Whether {@code name}'s characters before its last eight are at {@code s[from]} (the key holds the rest). */
    private static boolean matchesHead(char[] name, char[] s, int from) {
        for (int i = 0; i < name.length - 8; i++) {
            if (s[from + i] != name[i]) {
                return false;
            }
        }
        return true;
    }
}
