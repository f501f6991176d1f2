package dev.dxkit.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.dxkit.io.CopyMemo;

/**
 * What the surveys counted for a program, kept so that a later file with the same bytes is counted without being
 * surveyed again: collections hold many copies (the same shader in every version of a game, in every fork of a
 * repository), and a program's counts are a pure function of its bytes, while surveying it (reading its container,
 * its MD5 digest over every byte, a walk of its tokens) costs far more than comparing bytes.
 *
 * <p>Exact and bounded as {@link CopyMemo} is (size and CRC-32C, then the bytes compared whole; first come within
 * a budget of the kept bytes and counts): a program it does not find is simply surveyed. Only whole files are kept
 * (a file's first word decides whether it is a container or a Direct3D 9 program, so its bytes decide its counts);
 * a program carved out of another file is counted with its offset and is always surveyed.
 *
 * <p>The counts are kept compact, as arrays (few objects for the collector to move, and quick to add up): each
 * key of a table gets a number, the same for every program, so that the copies of a group are added up in an array
 * indexed by it ({@link Sum}) and put into the group's tally once. Thread-safe: the workers share one memo.
 */
final class SurveyMemo {
    /** Bytes of programs and counts kept, at most, by default. */
    static final long BUDGET = 32L << 20;
    private static final Measure[] MEASURES = Measure.values();
    private static final Table[] TABLES = Table.values();

    /**
     * A kept program: its bytes, its measures by ordinal, its counts (by key number), and its Direct3D 9
     * instruction count (or -1). Never changed once kept.
     */
    record Kept(byte[] bytes, long[] measures, int[] keys, long[] counts, long d3d9Instructions) {
    }

    private final CopyMemo<Kept> kept;
    /** The number of each key, per table; and each number's table and key. */
    private final List<Map<String, Integer>> numbers = new ArrayList<>();
    private final List<Table> tableOf = new ArrayList<>();
    private final List<String> keyOf = new ArrayList<>();

    /** A memo keeping at most {@code budget} bytes (of programs, and their counts). */
    SurveyMemo(long budget) {
        kept = new CopyMemo<>(budget);
        for (int i = 0; i < TABLES.length; i++) {
            numbers.add(new HashMap<>());
        }
    }

    /** The lookup key of {@code data[offset, offset + size)}: its size and CRC-32C ({@link CopyMemo#key}). */
    static long key(byte[] data, int offset, int size) {
        return CopyMemo.key(data, offset, size);
    }

    /** {@return what was counted for a program of exactly the bytes {@code data[offset, offset + size)}, or null} */
    Kept find(long key, byte[] data, int offset, int size) {
        return kept.find(key, data, offset, size);
    }

    /**
     * Keeps what the surveys counted ({@code counts}) for the program {@code data[offset, offset + size)} while the
     * budget lasts. Returns the copy of the program's bytes kept (never changed), or null when it was not kept.
     */
    byte[] keep(long key, byte[] data, int offset, int size, Tally counts, long d3d9Instructions) {
        int n = 0;
        for (Histogram h : counts.tables().values()) {
            n += h.size();
        }
        long cost = size + 12L * n + 8L * MEASURES.length + 64;
        if (!kept.room(key, cost)) {
            return null;
        }
        int[] keys = new int[n];
        long[] values = new long[n];
        int i = 0;
        for (Map.Entry<Table, Histogram> t : counts.tables().entrySet()) {
            for (Map.Entry<String, long[]> e : t.getValue().counts().entrySet()) {
                keys[i] = number(t.getKey(), e.getKey());
                values[i++] = e.getValue()[0];
            }
        }
        byte[] bytes = Arrays.copyOfRange(data, offset, offset + size);
        return kept.keep(key, bytes, new Kept(bytes, counts.measures().clone(), keys, values, d3d9Instructions), cost)
                ? bytes : null;
    }

    /** The number of {@code key} of table {@code t}, given on first sight. */
    private synchronized int number(Table t, String key) {
        Integer n = numbers.get(t.ordinal()).get(key);
        if (n == null) {
            n = keyOf.size();
            numbers.get(t.ordinal()).put(key, n);
            tableOf.add(t);
            keyOf.add(key);
        }
        return n;
    }

    /** {@return the counts of {@code k} as a tally of their own} */
    Tally tally(Kept k) {
        Tally t = new Tally();
        for (Measure m : MEASURES) {
            t.add(m, k.measures()[m.ordinal()]);
        }
        synchronized (this) {
            for (int i = 0; i < k.keys().length; i++) {
                t.count(tableOf.get(k.keys()[i]), keyOf.get(k.keys()[i]), k.counts()[i]);
            }
        }
        return t;
    }

    /**
     * The copies of kept programs counted in one group by one worker, added up by key number; {@link #into} puts
     * them into the group's tally. Not thread-safe.
     */
    static final class Sum {
        private long[] counts = new long[256];

        /** Counts one more copy of {@code k}; its measures go straight to {@code t}, the group's tally. */
        void add(Kept k, Tally t) {
            long[] m = k.measures();
            for (int i = 0; i < m.length; i++) {
                if (m[i] != 0) {
                    t.add(MEASURES[i], m[i]);
                }
            }
            int[] keys = k.keys();
            long[] c = k.counts();
            for (int i = 0; i < keys.length; i++) {
                int key = keys[i];
                if (key >= counts.length) {
                    counts = Arrays.copyOf(counts, Math.max(key + 1, 2 * counts.length));
                }
                counts[key] += c[i];
            }
        }

        /** Adds the counts summed so far to {@code t}, and starts again from nothing. */
        void into(Tally t, SurveyMemo memo) {
            synchronized (memo) {
                for (int key = 0; key < counts.length; key++) {
                    if (counts[key] != 0) {
                        t.count(memo.tableOf.get(key), memo.keyOf.get(key), counts[key]);
                    }
                }
            }
            Arrays.fill(counts, 0);
        }
    }
}
