package dev.dxkit.census;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The rows every presentation of a census shows, in the order it shows them, so that the text, Markdown,
 * CSV, HTML and JSON forms carry the same numbers: a summary of the {@link Measure measures}, a row per
 * group (the spec's "what was read, by game"), and for each {@link Table} a row per key with the total and
 * each group's count.
 */
public final class CensusReport {
    /** One key of a table: its total and its count in each group that has it, groups in name order. */
    public record Row(String key, long total, List<GroupCount> groups) {
    }

    /** A group's count of a key. */
    public record GroupCount(String group, long count) {
    }

    private final Census census;

    /**
     * A report over {@code census}, which it reads but does not change.
     * @param census the census to report
     */
    public CensusReport(Census census) {
        this.census = census;
    }

    /** {@return the census this report reads} */
    public Census census() {
        return census;
    }

    /** {@return the measures shown: every one that is not zero, and always files, programs, distinct and refused} */
    public List<Measure> measures() {
        List<Measure> out = new ArrayList<>();
        for (Measure m : Measure.values()) {
            if (census.total().get(m) != 0 || alwaysShown(m)) {
                out.add(m);
            }
        }
        return out;
    }

    static boolean alwaysShown(Measure m) {
        return m == Measure.FILES || m == Measure.PROGRAMS || m == Measure.DISTINCT || m == Measure.REFUSED;
    }

    /** {@return the tables that have at least one count} */
    public List<Table> tables() {
        List<Table> out = new ArrayList<>();
        for (Table t : Table.values()) {
            if (!census.total().table(t).isEmpty()) {
                out.add(t);
            }
        }
        return out;
    }

    /**
     * The rows of {@code t}: largest total first, ties in key order.
     *
     * @param t the table
     */
    public List<Row> rows(Table t) {
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, Long> e : census.total().table(t).byCount()) {
            List<GroupCount> gs = new ArrayList<>();
            census.groups().forEach((g, tally) -> {
                long n = tally.table(t).count(e.getKey());
                if (n != 0) {
                    gs.add(new GroupCount(g, n));
                }
            });
            rows.add(new Row(e.getKey(), e.getValue(), gs));
        }
        return rows;
    }

    /** The prefix of a {@link Table#DX_OPS} key: {@code dx.op 5}, the opcode in decimal. */
    static final String DX_OP = "dx.op ";

    /**
     * How a key of {@code t} reads in a report: a {@link Table#DX_OPS} key by the operation's name,
     * {@code StoreOutput (5)} for {@code dx.op 5}; a key of another table, or an opcode no DXIL table holds,
     * as it is.
     *
     * @param t the table
     */
    public static String label(Table t, String key) {
        if (t != Table.DX_OPS) {
            return key;
        }
        return opName(key).map(n -> n + " (" + key.substring(DX_OP.length()) + ")").orElse(key);
    }

    /**
     * The DXIL operation a {@code dx.op N} key names; empty for another key or an opcode no table holds. N is
     * the opcode as the module's {@code i32} holds it, so an experimental one (table 0x8000) is negative.
     */
    static java.util.Optional<String> opName(String key) {
        int from = key.startsWith(DX_OP + "-") ? DX_OP.length() + 1 : DX_OP.length();
        if (!key.startsWith(DX_OP) || key.length() == from || key.length() > from + 10) {
            return java.util.Optional.empty();
        }
        long opcode = 0;
        for (int i = from; i < key.length(); i++) {
            char ch = key.charAt(i);
            if (ch < '0' || ch > '9') {
                return java.util.Optional.empty();
            }
            opcode = 10 * opcode + (ch - '0');
        }
        if (from > DX_OP.length()) {
            opcode = -opcode & 0xFFFF_FFFFL; // the i32's bits, unsigned
        }
        return opcode > 0xFFFF_FFFFL ? java.util.Optional.empty() : dev.dxkit.dxil.DxilOperations.name(opcode);
    }

    /**
     * "390 pixel, 42 vertex": the counts of {@code t} in {@code tally}, largest first.
     *
     * @param t the table
     */
    public static String inline(Tally tally, Table t) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Long> e : tally.table(t).byCount()) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(grouped(e.getValue())).append(' ').append(e.getKey());
        }
        return sb.toString();
    }

    /** {@code n} with a comma between groups of three digits (locale-independent): 2,443. */
    public static String grouped(long n) {
        String s = Long.toString(Math.abs(n));
        StringBuilder sb = new StringBuilder();
        int lead = s.length() % 3 == 0 ? 3 : s.length() % 3;
        sb.append(s, 0, lead);
        for (int i = lead; i < s.length(); i += 3) {
            sb.append(',').append(s, i, i + 3);
        }
        return n < 0 ? "-" + sb : sb.toString();
    }

    /** {@return the group-by mode as written in the output: "none", "top" or "dir"} */
    public String groupByLabel() {
        return census.groupBy().name().toLowerCase(java.util.Locale.ROOT);
    }
}
