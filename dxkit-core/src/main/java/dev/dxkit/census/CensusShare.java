package dev.dxkit.census;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the census counted over a share of the files: a {@link Tally} per group and the files refused. Shares
 * add up: {@link #merge} of the shares of any split of the files, in any order, is the share of all of them,
 * so a census can be counted by threads (each worker fills its own) or by the tasks of a cluster job (each
 * returns its share as a value, serialized). The one number that does not add up is the distinct-program
 * count of the whole census, which {@link #census} is given.
 */
public final class CensusShare implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final HashMap<String, Tally> groups = new HashMap<>();
    private final ArrayList<Refusal> refused = new ArrayList<>();
    /** A row per program read, or null when the share does not list them. */
    private final ArrayList<ProgramEntry> programs;

    /** An empty share that counts without listing the programs. */
    public CensusShare() {
        this(false);
    }

    /** An empty share; with {@code listing}, it also keeps a {@link ProgramEntry} per program read. */
    public CensusShare(boolean listing) {
        programs = listing ? new ArrayList<>() : null;
    }

    /** {@return whether this share keeps a row per program} */
    public boolean listing() {
        return programs != null;
    }

    /** Keeps {@code p}'s row (only a listing share keeps any). */
    void list(ProgramEntry p) {
        if (programs != null) {
            programs.add(p);
        }
    }

    /** {@return the rows of the programs read so far, in no particular order (empty unless listing)} */
    public List<ProgramEntry> programs() {
        return programs == null ? List.of() : java.util.Collections.unmodifiableList(programs);
    }

    /** The tally of {@code group}, created empty on first use. */
    public Tally group(String group) {
        Tally t = groups.get(group);
        if (t == null) {
            t = new Tally();
            groups.put(group, t);
        }
        return t;
    }

    /** Counts {@code path} of {@code group} as refused, where reading stopped and why. */
    public void refuse(String group, String path, String where, String reason) {
        Tally t = group(group);
        t.add(Measure.REFUSED, 1);
        t.count(Table.REFUSALS, where);
        refused.add(new Refusal(path, group, where, reason));
    }

    /** Adds everything counted in {@code other} to this share; returns this share. */
    public CensusShare merge(CensusShare other) {
        for (Map.Entry<String, Tally> e : other.groups.entrySet()) {
            group(e.getKey()).merge(e.getValue());
        }
        refused.addAll(other.refused);
        if (programs != null) {
            programs.addAll(other.programs());
        }
        return this;
    }

    /** {@return the groups counted so far, by name} */
    public Map<String, Tally> groups() {
        return java.util.Collections.unmodifiableMap(groups);
    }

    /**
     * The census these counts make: groups in name order, the total their sum with {@code distinct} (the
     * programs of distinct sha256 over all groups) as its distinct count, refusals in path order.
     */
    public Census census(List<String> roots, GroupBy groupBy, boolean carve, long distinct) {
        TreeMap<String, Tally> sorted = new TreeMap<>();
        groups.forEach((g, t) -> sorted.computeIfAbsent(g, k -> new Tally()).merge(t));
        Tally total = new Tally();
        sorted.values().forEach(total::merge);
        total.set(Measure.DISTINCT, distinct);
        List<Refusal> r = new ArrayList<>(refused);
        r.sort(Comparator.comparing(Refusal::path));
        return new Census(roots, groupBy, carve, total, sorted, r);
    }
}
