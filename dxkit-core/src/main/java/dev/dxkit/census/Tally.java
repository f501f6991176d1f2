package dev.dxkit.census;

import java.util.EnumMap;
import java.util.Map;

/**
 * Everything the census counts for one group of files: a value per {@link Measure} and a {@link Histogram}
 * per {@link Table}. Not thread-safe: each worker keeps its own tallies, which are merged at the end.
 */
public final class Tally implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final Measure[] MEASURES = Measure.values();
    private final long[] measures = new long[Measure.values().length];
    private final EnumMap<Table, Histogram> tables = new EnumMap<>(Table.class);

    /** An empty tally. */
    public Tally() {
    }

    /** Adds {@code n} to a summed measure, or raises a largest-value one to {@code n}. */
    public void add(Measure m, long n) {
        measures[m.ordinal()] = m.combine(measures[m.ordinal()], n);
    }

    /**
     * Counts one more of {@code key} in {@code t}.
     *
     * @param t the table
     */
    public void count(Table t, String key) {
        count(t, key, 1);
    }

    /**
     * Counts {@code n} more of {@code key} in {@code t}.
     *
     * @param t the table
     */
    public void count(Table t, String key, long n) {
        tables.computeIfAbsent(t, k -> new Histogram()).add(key, n);
    }

    /** Sets a measure outright (the distinct count of a total, which is not a sum of its groups'). */
    void set(Measure m, long v) {
        measures[m.ordinal()] = v;
    }

    /**
     * {@return the value of measure {@code m} (0 until something is counted)}
     * @param m the measure
     */
    public long get(Measure m) {
        return measures[m.ordinal()];
    }

    /**
     * The histogram of {@code t}, empty if nothing was counted in it.
     *
     * @param t the table
     */
    public Histogram table(Table t) {
        Histogram h = tables.get(t);
        return h == null ? new Histogram() : h;
    }

    /** The value of every measure, by ordinal (the array itself: for the census's own compact copies). */
    long[] measures() {
        return measures;
    }

    /** The histograms counted so far, by table (the map itself: for the census's own compact copies). */
    Map<Table, Histogram> tables() {
        return tables;
    }

    /**
     * Adds everything in {@code other} to this tally. Runs once per program (a worker counts each program
     * apart and merges it when every survey succeeded), so it loops without allocating: no lambda that
     * captures, no copy of {@code Measure.values()}.
     */
    public void merge(Tally other) {
        for (Measure m : MEASURES) {
            add(m, other.measures[m.ordinal()]);
        }
        for (Map.Entry<Table, Histogram> e : other.tables.entrySet()) {
            Histogram h = tables.get(e.getKey());
            if (h == null) {
                h = new Histogram();
                tables.put(e.getKey(), h);
            }
            h.merge(e.getValue());
        }
    }
}
