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
 *   <li>what is left, by interface ({@link Interface}): within each stage, the candidates of each old program
 *       (the new ones with an equal interface, through an index, and at most {@link #MAX_BUCKET} sharing its
 *       input signature, by Jaccard similarity of at least {@link #MIN_SIMILARITY}) are paired best first
 *       (similarity, then closeness in size, then the longer shared path tail): {@link Kind#CHANGED};</li>
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

        /** {@return the name used in JSON keys and reports} */
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

    /**
     * Pairs old programs of one stage with new ones, best first; returns the old ones left unpaired. The
     * candidates of an old program are the new ones with an equal interface (through an index) and up to
     * {@link #MAX_BUCKET} of those sharing its input signature; all candidate pairs at or above
     * {@link #MIN_SIMILARITY} are taken in order of similarity, then of closeness in size, then of path.
     */
    private static List<Entry> pairByInterface(List<Entry> olds, List<Entry> news, Map<Entry, Interface> ifs,
                                               Map<String, Entry> newLeft, List<Pair> pairs) {
        Map<java.util.Set<String>, List<Entry>> exact = new HashMap<>();
        Map<String, List<Entry>> bucket = new HashMap<>();
        for (Entry n : news) {
            exact.computeIfAbsent(ifs.get(n).features(), k -> new ArrayList<>()).add(n);
            bucket.computeIfAbsent(inputs(ifs.get(n)), k -> new ArrayList<>()).add(n);
        }
        record Candidate(double score, long sizeGap, int sharedTail, Entry old, Entry neu) {
        }
        List<Candidate> candidates = new ArrayList<>();
        for (Entry o : olds) {
            Interface io = ifs.get(o);
            java.util.Set<Entry> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
            for (Entry n : exact.getOrDefault(io.features(), List.of())) {
                if (seen.size() >= 4 * MAX_BUCKET) {
                    break;
                }
                seen.add(n);
                candidates.add(new Candidate(1, Math.abs(o.size() - n.size()), sharedTail(o, n), o, n));
            }
            int compared = 0;
            for (Entry n : bucket.getOrDefault(inputs(io), List.of())) {
                if (compared++ >= MAX_BUCKET) {
                    break;
                }
                if (seen.add(n)) {
                    double sc = io.similarity(ifs.get(n));
                    if (sc >= MIN_SIMILARITY) {
                        candidates.add(new Candidate(sc, Math.abs(o.size() - n.size()), sharedTail(o, n), o, n));
                    }
                }
            }
        }
        candidates.sort(Comparator.comparingDouble((Candidate c) -> -c.score()).thenComparingLong(Candidate::sizeGap)
                .thenComparingInt(c -> -c.sharedTail())
                .thenComparing(c -> c.old().path()).thenComparing(c -> c.neu().path()));
        java.util.Set<Entry> pairedOld = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Candidate c : candidates) {
            if (pairedOld.contains(c.old()) || !newLeft.containsKey(c.neu().path())) {
                continue;
            }
            pairedOld.add(c.old());
            newLeft.remove(c.neu().path());
            pairs.add(new Pair(Kind.CHANGED, c.old(), c.neu(), "interface", c.score()));
        }
        List<Entry> unpaired = new ArrayList<>();
        for (Entry o : olds) {
            if (!pairedOld.contains(o)) {
                unpaired.add(o);
            }
        }
        return unpaired;
    }

    /** How many characters the two paths share at their ends (the file name, then its folders). */
    static int sharedTail(Entry a, Entry b) {
        String x = a.path();
        String y = b.path();
        int n = 0;
        while (n < x.length() && n < y.length() && x.charAt(x.length() - 1 - n) == y.charAt(y.length() - 1 - n)) {
            n++;
        }
        return n;
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
