package dev.dxkit.census;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Counts per key: one {@link Table} of one group. Not thread-safe; each worker fills its own. */
public final class Histogram implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final HashMap<String, long[]> counts = new HashMap<>();

    /** An empty histogram. */
    public Histogram() {
    }

    /** Adds {@code n} to the count of {@code key}; a count of 0 adds no key. */
    public void add(String key, long n) {
        if (n == 0) {
            return;
        }
        counts.computeIfAbsent(key, k -> new long[1])[0] += n;
    }

    /** The count of {@code key}, 0 if it never occurred. */
    public long count(String key) {
        long[] c = counts.get(key);
        return c == null ? 0 : c[0];
    }

    /** {@return the sum of all counts} */
    public long sum() {
        long s = 0;
        for (long[] c : counts.values()) {
            s += c[0];
        }
        return s;
    }

    /** {@return whether nothing has been counted} */
    public boolean isEmpty() {
        return counts.isEmpty();
    }

    /** {@return the number of keys counted} */
    public int size() {
        return counts.size();
    }

    /** The counts by key (the map itself: for the census's own compact copies). */
    Map<String, long[]> counts() {
        return counts;
    }

    /** Adds every count of {@code other} to this one. */
    public void merge(Histogram other) {
        for (Map.Entry<String, long[]> e : other.counts.entrySet()) {
            add(e.getKey(), e.getValue()[0]);
        }
    }

    /** {@return the counts by key in key order} */
    public TreeMap<String, Long> byKey() {
        TreeMap<String, Long> m = new TreeMap<>();
        counts.forEach((k, c) -> m.put(k, c[0]));
        return m;
    }

    /** {@return the entries, largest count first, ties in key order} */
    public List<Map.Entry<String, Long>> byCount() {
        List<Map.Entry<String, Long>> l = new ArrayList<>(byKey().entrySet());
        l.sort(Comparator.comparing((Map.Entry<String, Long> e) -> -e.getValue()).thenComparing(Map.Entry::getKey));
        return l;
    }
}
