package dev.dxkit.sm4.asm;

/**
 * A fixed set of names looked up where a name stands in the text ({@code s[from, to)} of a character buffer),
 * without a string of it: an open-addressing hash table of the names' indices.
 */
final class NameTable {
    private final char[][] names;
    /** Index + 1 into names of the name in each slot, 0 for an empty slot; a power of two, at most a quarter full. */
    private final int[] slots;

    NameTable(String[] names) {
        this.names = new char[names.length][];
        int size = 16;
        while (size < 4 * names.length) {
            size *= 2;
        }
        slots = new int[size];
        for (int i = 0; i < names.length; i++) {
            char[] name = names[i].toCharArray();
            if (find(name, 0, name.length) >= 0) {
                throw new IllegalArgumentException("the name " + names[i] + " twice");
            }
            this.names[i] = name;
            int k = slot(hash(name, 0, name.length));
            while (slots[k] != 0) {
                k = k + 1 & slots.length - 1;
            }
            slots[k] = i + 1;
        }
    }

    /** {@return String's hash of the name {@code s[from, to)}} */
    private static int hash(char[] s, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + s[i];
        }
        return h;
    }

    /** The slot where a name of hash {@code h} is looked for first (its high bits folded in). */
    private int slot(int h) {
        return (h ^ h >>> 16) & slots.length - 1;
    }

    /** {@return name {@code index}} */
    String name(int index) {
        return new String(names[index]);
    }

    /** {@return the index of the name {@code s[from, to)}, or -1 when it is none of them} */
    int find(char[] s, int from, int to) {
        return find(s, from, to, hash(s, from, to));
    }

    /**
     * {@link #find(char[], int, int)} of a name whose hash the caller computed as it read it: {@code h = 31 * h + c}
     * over its characters, from 0 (String's hash).
     */
    int find(char[] s, int from, int to, int h) {
        for (int k = slot(h); slots[k] != 0; k = k + 1 & slots.length - 1) {
            char[] name = names[slots[k] - 1];
            if (name.length == to - from && matches(name, s, from)) {
                return slots[k] - 1;
            }
        }
        return -1;
    }

    /** Whether {@code name} is at {@code s[from]} (a loop: names are short, Arrays.equals's set-up costs more). */
    private static boolean matches(char[] name, char[] s, int from) {
        for (int i = 0; i < name.length; i++) {
            if (s[from + i] != name[i]) {
                return false;
            }
        }
        return true;
    }
}
