package dev.dxkit.d3d9.decompile;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Puts the statements of each straight run in an order whose first uses of the {@code def} values follow the
 * original program's literal pool.
 *
 * <p>fxc numbers its literal pool ({@code def c0, 0.25, 0.5, 0, 0}) by the first use of each value in the
 * source as written, before it schedules the instructions; the statements of a literal translation come in
 * the scheduled order, which may use the values in another order ({@code 0.5} before {@code 0.25}), and the
 * recompiled pool then differs. Within a run of statements without control flow, predicates, clips or array
 * index computations, a statement that first uses the next value of the pool is moved ahead, together with
 * the statements it depends on (a read after a write, a write after a read or a write of the same component
 * of a temporary, output, {@code a0} or {@code p0}); the other statements keep their order. fxc schedules the
 * run again by its own rule. A run whose order already follows the pool, or that cannot be brought to follow
 * it, is left as it is.
 */
final class LiteralOrder {
    private LiteralOrder() {
    }

    /** One statement of the text: its lines and what it reads, writes and which pool values it uses. */
    record Statement(String text, Set<String> reads, Set<String> writes, List<Integer> values, boolean barrier) {
    }

    /**
     * The statements in the order that follows {@code pool}, a value's rank in the original pool ({@code def}
     * values by register and component; values absent from it have no rank).
     */
    static List<Statement> order(List<Statement> statements, Map<Integer, Integer> pool) {
        List<Statement> out = new ArrayList<>();
        Set<Integer> used = new HashSet<>();
        List<Statement> run = new ArrayList<>();
        for (Statement s : statements) {
            if (s.barrier()) {
                flush(run, pool, used, out);
                out.add(s);
                used.addAll(s.values());
            } else {
                run.add(s);
            }
        }
        flush(run, pool, used, out);
        return out;
    }

    private static void flush(List<Statement> run, Map<Integer, Integer> pool, Set<Integer> used, List<Statement> out) {
        List<Statement> ordered = follows(run, pool, used) ? run : reorder(run, pool, used);
        if (!follows(ordered, pool, used)) {
            ordered = run;
        }
        out.addAll(ordered);
        for (Statement s : ordered) {
            used.addAll(s.values());
        }
        run.clear();
    }

    /** Whether the values {@code run} uses first (past {@code used}) come in the pool's order. */
    private static boolean follows(List<Statement> run, Map<Integer, Integer> pool, Set<Integer> used) {
        Set<Integer> seen = new HashSet<>(used);
        int last = -1;
        for (Statement s : run) {
            for (int v : s.values()) {
                Integer rank = pool.get(v);
                if (rank != null && seen.add(v)) {
                    if (rank < last) {
                        return false;
                    }
                    last = rank;
                }
            }
        }
        return true;
    }

    private static List<Statement> reorder(List<Statement> run, Map<Integer, Integer> pool, Set<Integer> used) {
        int n = run.size();
        // predecessors: j depends on i < j through a register component
        List<Set<Integer>> before = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            Set<Integer> p = new HashSet<>();
            Statement b = run.get(j);
            for (int i = 0; i < j; i++) {
                Statement a = run.get(i);
                if (meets(a.writes(), b.reads()) || meets(a.reads(), b.writes()) || meets(a.writes(), b.writes())) {
                    p.add(i);
                }
            }
            before.add(p);
        }
        List<Integer> ranks = new ArrayList<>();
        for (Statement s : run) {
            for (int v : s.values()) {
                Integer r = pool.get(v);
                if (r != null && !used.contains(v) && !ranks.contains(r)) {
                    ranks.add(r);
                }
            }
        }
        ranks.sort(null);
        boolean[] done = new boolean[n];
        List<Statement> out = new ArrayList<>();
        for (int rank : ranks) {
            for (int j = 0; j < n; j++) {
                if (!done[j] && usesRank(run.get(j), rank, pool)) {
                    emit(j, run, before, done, out);
                    break;
                }
            }
        }
        for (int j = 0; j < n; j++) {
            if (!done[j]) {
                emit(j, run, before, done, out);
            }
        }
        return out;
    }

    private static boolean usesRank(Statement s, int rank, Map<Integer, Integer> pool) {
        for (int v : s.values()) {
            Integer r = pool.get(v);
            if (r != null && r == rank) {
                return true;
            }
        }
        return false;
    }

    /** Emits statement {@code j} after every statement it depends on, each in the original order. */
    private static void emit(int j, List<Statement> run, List<Set<Integer>> before, boolean[] done, List<Statement> out) {
        if (done[j]) {
            return;
        }
        for (int i = 0; i < j; i++) {
            if (before.get(j).contains(i)) {
                emit(i, run, before, done, out);
            }
        }
        done[j] = true;
        out.add(run.get(j));
    }

    private static boolean meets(Set<String> a, Set<String> b) {
        for (String x : a) {
            if (b.contains(x)) {
                return true;
            }
        }
        return false;
    }
}
