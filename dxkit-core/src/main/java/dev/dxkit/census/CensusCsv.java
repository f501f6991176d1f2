package dev.dxkit.census;

import java.util.Map;

/**
 * The census as CSV (RFC 4180, "\r\n" line ends as that RFC says), one count per line:
 * {@code section,key,group,count}. The section is "measure" (key = the measure's JSON name), a table's JSON
 * name ("partSets", …) or "refused" (key = the file and the reason, group = its group, count 1); the group is a group's name or "(total)".
 * Total rows come first, then each group in name order; keys in sorted order.
 */
public final class CensusCsv {
    /** The group column of the rows over every group. */
    public static final String TOTAL = "(total)";

    private CensusCsv() {
    }

    /**
     * {@return the census as CSV: one row per group, table and value (see {@code docs/census-schema.md})}
     * @param c the census
     */
    public static String csv(Census c) {
        StringBuilder sb = new StringBuilder("section,key,group,count\r\n");
        tally(sb, TOTAL, c.total());
        for (Map.Entry<String, Tally> e : c.groups().entrySet()) {
            tally(sb, e.getKey(), e.getValue());
        }
        for (Refusal r : c.refused()) {
            sb.append("refused,").append(field(r.path() + ": " + r.reason())).append(',').append(field(r.group()))
                    .append(",1\r\n");
        }
        return sb.toString();
    }

    private static void tally(StringBuilder sb, String group, Tally t) {
        for (Measure m : Measure.values()) {
            line(sb, "measure", m.key(), group, t.get(m));
        }
        for (Table table : Table.values()) {
            for (Map.Entry<String, Long> e : t.table(table).byKey().entrySet()) {
                line(sb, table.key(), e.getKey(), group, e.getValue());
            }
        }
    }

    private static void line(StringBuilder sb, String section, String key, String group, long count) {
        sb.append(section).append(',').append(field(key)).append(',').append(field(group)).append(',').append(count)
                .append("\r\n");
    }

    /** A field quoted when it holds a comma, quote or line break. */
    static String field(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
