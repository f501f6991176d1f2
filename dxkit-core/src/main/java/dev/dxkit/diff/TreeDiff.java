package dev.dxkit.diff;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Pairs and classes the programs of two builds (two folders), without comparing any two listings:
 * <ol>
 *   <li>a path on both sides: {@link Kind#IDENTICAL} (same SHA-256), {@link Kind#SAME_PROGRAM} (same program
 *       hash) or {@link Kind#CHANGED} by path;</li>
 *   <li>what is left, paired through a hash index: an old program whose SHA-256, else program hash, is a
 *       new one's is {@link Kind#MOVED};</li>
 *   <li>what is left, by interface ({@link Interface}): within each stage, first programs whose interfaces
 *       are equal, then the closest by Jaccard similarity at least {@link #MIN_SIMILARITY} among at most
 *       {@link #MAX_BUCKET} candidates sharing the stage and input signature: {@link Kind#CHANGED};</li>
 *   <li>the rest are {@link Kind#REMOVED} and {@link Kind#ADDED}.</li>
 * </ol>
 * Every step is a hash lookup or a bounded bucket, so two builds of tens of thousands of programs pair in
 * time linear in their size.
 */
public final class TreeDiff {
    /** Below this similarity a leftover program is not paired. */
    public static final double MIN_SIMILARITY = 0.5;
    /** Candidates compared one by one in a bucket (beyond, the bucket pairs by equal interfaces alone). */
    public static final int MAX_BUCKET = 64;

    /** A pair's class. */
    public enum Kind {
        IDENTICAL("identical"), SAME_PROGRAM("sameProgram"), MOVED("moved"), CHANGED("changed"), ADDED("added"),
        REMOVED("removed");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** The name used in JSON keys and reports. */
        public String label() {
            return label;
        }
    }

    /** A file of one side: its path relative to the side's root and its hashes. */
    public record Entry(String path, long size, String sha256, String program) {
    }

    /**
     * One line of the result.
     *
     * @param by    how the pair was made: {@code path}, {@code sha256}, {@code program}, {@code interface}, or
     *              empty for an added or removed file
     * @param score interface similarity 0..1 for a changed pair, 1 for the others, 0 for added and removed
     */
    public record Pair(Kind kind, Entry old, Entry neu, String by, double score) {
    }

    /** The classes' counts and the pairs, ordered by old path, then new path. */
    public record Result(Map<Kind, Integer> summary, List<Pair> pairs) {
    }

    private TreeDiff() {
    }

    /**
     * Pairs {@code olds} with {@code news}; {@code interfaces} gives the interface of an entry of either side
     * (asked only for programs left after the path and hash steps).
     */
    public static Result diff(List<Entry> olds, List<Entry> news, Function<Entry, Interface> interfaces) {
        List<Pair> pairs = new ArrayList<>();
        Map<String, Entry> newByPath = new HashMap<>();
        for (Entry e : news) {
            newByPath.put(e.path(), e);
        }
        List<Entry> oldLeft = new ArrayList<>();
        Map<String, Entry> newLeft = new LinkedHashMap<>();
        for (Entry e : news) {
            newLeft.put(e.path(), e);
        }
        for (Entry o : olds) {
            Entry n = newByPath.get(o.path());
            if (n == null) {
                oldLeft.add(o);
                continue;
            }
            newLeft.remove(n.path());
            if (o.sha256().equals(n.sha256())) {
                pairs.add(new Pair(Kind.IDENTICAL, o, n, "path", 1));
            } else if (o.program().equals(n.program())) {
                pairs.add(new Pair(Kind.SAME_PROGRAM, o, n, "path", 1));
            } else {
                pairs.add(new Pair(Kind.CHANGED, o, n, "path", interfaces.apply(o).similarity(interfaces.apply(n))));
            }
        }
        // moved: the same bytes, else the same program, under another path
        oldLeft = moved(oldLeft, newLeft, Entry::sha256, "sha256", pairs);
        oldLeft = moved(oldLeft, newLeft, Entry::program, "program", pairs);
        // changed, by interface
        Map<String, List<Entry>> newByStage = new HashMap<>();
        Map<Entry, Interface> ifs = new HashMap<>();
        for (Entry n : newLeft.values()) {
            Interface i = interfaces.apply(n);
            ifs.put(n, i);
            newByStage.computeIfAbsent(i.stage(), k -> new ArrayList<>()).add(n);
        }
        Map<String, List<Entry>> oldByStage = new HashMap<>();
        for (Entry o : oldLeft) {
            Interface i = interfaces.apply(o);
            ifs.put(o, i);
            oldByStage.computeIfAbsent(i.stage(), k -> new ArrayList<>()).add(o);
        }
        List<Entry> removed = new ArrayList<>();
        for (Map.Entry<String, List<Entry>> s : oldByStage.entrySet()) {
            List<Entry> candidates = newByStage.getOrDefault(s.getKey(), List.of());
            removed.addAll(pairByInterface(s.getValue(), candidates, ifs, newLeft, pairs));
        }
        for (Entry o : removed) {
            pairs.add(new Pair(Kind.REMOVED, o, null, "", 0));
        }
        for (Entry n : newLeft.values()) {
            pairs.add(new Pair(Kind.ADDED, null, n, "", 0));
        }
        pairs.sort(Comparator.comparing((Pair p) -> p.old() == null ? "\uffff" : p.old().path())
                .thenComparing(p -> p.neu() == null ? "" : p.neu().path()));
        Map<Kind, Integer> summary = new EnumMap<>(Kind.class);
        for (Kind k : Kind.values()) {
            summary.put(k, 0);
        }
        for (Pair p : pairs) {
            summary.merge(p.kind(), 1, Integer::sum);
        }
        return new Result(summary, pairs);
    }

    private static List<Entry> moved(List<Entry> oldLeft, Map<String, Entry> newLeft, Function<Entry, String> key,
                                     String by, List<Pair> pairs) {
        Map<String, Deque<Entry>> index = new HashMap<>();
        for (Entry n : newLeft.values()) {
            index.computeIfAbsent(key.apply(n), k -> new ArrayDeque<>()).add(n);
        }
        List<Entry> rest = new ArrayList<>();
        for (Entry o : oldLeft) {
            Deque<Entry> q = index.get(key.apply(o));
            Entry n = q == null ? null : q.poll();
            if (n == null) {
                rest.add(o);
            } else {
                newLeft.remove(n.path());
                pairs.add(new Pair(Kind.MOVED, o, n, by, 1));
            }
        }
        return rest;
    }

    /** Pairs old programs of one stage with new ones; returns the old ones left unpaired. */
    private static List<Entry> pairByInterface(List<Entry> olds, List<Entry> news, Map<Entry, Interface> ifs,
                                               Map<String, Entry> newLeft, List<Pair> pairs) {
        // equal interfaces first, through an index
        Map<java.util.Set<String>, Deque<Entry>> exact = new HashMap<>();
        for (Entry n : news) {
            exact.computeIfAbsent(ifs.get(n).features(), k -> new ArrayDeque<>()).add(n);
        }
        List<Entry> rest = new ArrayList<>();
        for (Entry o : olds) {
            Deque<Entry> q = exact.get(ifs.get(o).features());
            Entry n = null;
            while (q != null && !q.isEmpty() && n == null) {
                Entry c = q.poll();
                if (newLeft.containsKey(c.path())) {
                    n = c;
                }
            }
            if (n == null) {
                rest.add(o);
            } else {
                newLeft.remove(n.path());
                pairs.add(new Pair(Kind.CHANGED, o, n, "interface", 1));
            }
        }
        // then the closest, within buckets of the same input signature
        Map<String, List<Entry>> bucket = new HashMap<>();
        for (Entry n : news) {
            if (newLeft.containsKey(n.path())) {
                bucket.computeIfAbsent(inputs(ifs.get(n)), k -> new ArrayList<>()).add(n);
            }
        }
        List<Entry> unpaired = new ArrayList<>();
        for (Entry o : rest) {
            List<Entry> cands = bucket.getOrDefault(inputs(ifs.get(o)), List.of());
            Entry best = null;
            double bestScore = MIN_SIMILARITY;
            int seen = 0;
            for (Entry c : cands) {
                if (!newLeft.containsKey(c.path())) {
                    continue;
                }
                if (++seen > MAX_BUCKET) {
                    break;
                }
                double s = ifs.get(o).similarity(ifs.get(c));
                if (s >= bestScore && (best == null || s > bestScore)) {
                    best = c;
                    bestScore = s;
                }
            }
            if (best == null) {
                unpaired.add(o);
            } else {
                newLeft.remove(best.path());
                pairs.add(new Pair(Kind.CHANGED, o, best, "interface", bestScore));
            }
        }
        return unpaired;
    }

    /** The stage and input-signature features of an interface, as a bucket key. */
    private static String inputs(Interface i) {
        StringBuilder sb = new StringBuilder(i.stage());
        for (String f : new java.util.TreeSet<>(i.features())) {
            if (f.startsWith("Isig:")) {
                sb.append('|').append(f);
            }
        }
        return sb.toString();
    }
}
