package dev.dxkit.sm4.asm;

/**
 * A fixed set of names looked up where a name stands in the text ({@code s[from, to)}), without a copy of it:
 * an open-addressing hash table of the names' indices.
 */
final class NameTable {
    private final String[] names;
    /** Index + 1 into names of the name in each slot, 0 for an empty slot; a power of two, at most a quarter full. */
    private final int[] slots;

    NameTable(String[] names) {
        this.names = names.clone();
        int size = 16;
        while (size < 4 * names.length) {
            size *= 2;
        }
        slots = new int[size];
        for (int i = 0; i < names.length; i++) {
            if (find(names[i], 0, names[i].length()) >= 0) {
                throw new IllegalArgumentException("the name " + names[i] + " twice");
            }
            int k = slot(names[i], 0, names[i].length());
            while (slots[k] != 0) {
                k = k + 1 & slots.length - 1;
            }
            slots[k] = i + 1;
        }
    }

    /** The slot where the name {@code s[from, to)} is looked for first (String's hash, its high bits folded in). */
    private int slot(String s, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + s.charAt(i);
        }
        return (h ^ h >>> 16) & slots.length - 1;
    }

    /** {@return the index of the name {@code s[from, to)}, or -1 when it is none of them} */
    int find(String s, int from, int to) {
        for (int k = slot(s, from, to); slots[k] != 0; k = k + 1 & slots.length - 1) {
            String name = names[slots[k] - 1];
            if (name.length() == to - from && s.startsWith(name, from)) {
                return slots[k] - 1;
            }
        }
        return -1;
    }
}
