package dev.dxkit.census;

/**
 * A set of 32-byte digests (sha256), stored flat in a {@code long[]} with open addressing: about 32 bytes
 * per member at most half full, so that a census of any collection grows by little more than its digests.
 * Thread-safe.
 */
public final class DigestSet {
    private long[] slots = new long[4 * 1024]; // 4 longs per slot; an all-zero slot is free
    private int size;
    private boolean hasZero; // the all-zero digest, which cannot be stored in a slot

    /** An empty set. */
    public DigestSet() {
    }

    /** Adds {@code digest} (32 bytes) and says whether it was new. */
    public synchronized boolean add(byte[] digest) {
        long a = word(digest, 0);
        long b = word(digest, 8);
        long c = word(digest, 16);
        long d = word(digest, 24);
        if ((a | b | c | d) == 0) {
            boolean added = !hasZero;
            hasZero = true;
            size += added ? 1 : 0;
            return added;
        }
        if (2 * (size + 1) > slots.length / 4) {
            grow();
        }
        if (!insert(slots, a, b, c, d)) {
            return false;
        }
        size++;
        return true;
    }

    public synchronized int size() {
        return size;
    }

    private static boolean insert(long[] table, long a, long b, long c, long d) {
        int mask = table.length / 4 - 1;
        int i = (int) (a ^ a >>> 32) & mask; // a digest's bits are already uniform
        while (true) {
            int at = 4 * i;
            if ((table[at] | table[at + 1] | table[at + 2] | table[at + 3]) == 0) {
                table[at] = a;
                table[at + 1] = b;
                table[at + 2] = c;
                table[at + 3] = d;
                return true;
            }
            if (table[at] == a && table[at + 1] == b && table[at + 2] == c && table[at + 3] == d) {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    private void grow() {
        long[] next = new long[slots.length * 2];
        for (int at = 0; at < slots.length; at += 4) {
            if ((slots[at] | slots[at + 1] | slots[at + 2] | slots[at + 3]) != 0) {
                insert(next, slots[at], slots[at + 1], slots[at + 2], slots[at + 3]);
            }
        }
        slots = next;
    }

    private static long word(byte[] d, int at) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = v << 8 | (d[at + i] & 0xFF);
        }
        return v;
    }
}
