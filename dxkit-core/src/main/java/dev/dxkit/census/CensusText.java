package dev.dxkit.census;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The census as text for a terminal, or as Markdown: a summary, a row per group, then a table per
 * property with the total and the groups that have each value. Lines end with "\n".
 */
public final class CensusText {
    private CensusText() {
    }

    /** Plain text with aligned columns. */
    public static String text(Census census) {
        return render(new CensusReport(census), false);
    }

    /** GitHub-flavoured Markdown tables. */
    public static String markdown(Census census) {
        return render(new CensusReport(census), true);
    }

    private static String render(CensusReport r, boolean md) {
        Census c = r.census();
        StringBuilder sb = new StringBuilder();
        String title = "dxkit census of " + String.join(", ", c.roots()) + " (grouped by " + r.groupByLabel()
                + (c.carve() ? ", carving containers out of other files" : "") + ")";
        sb.append(md ? "# " : "").append(title).append('\n').append('\n');

        List<String[]> summary = new ArrayList<>();
        for (Measure m : r.measures()) {
            summary.add(new String[] {m.label(), CensusReport.grouped(c.total().get(m))});
        }
        table(sb, md, "Summary", new String[] {"measure", "total"}, new boolean[] {false, true}, summary);

        List<String[]> groups = new ArrayList<>();
        for (Map.Entry<String, Tally> e : c.groups().entrySet()) {
            Tally t = e.getValue();
            groups.add(new String[] {e.getKey(), CensusReport.grouped(t.get(Measure.FILES)),
                    CensusReport.grouped(t.get(Measure.PROGRAMS)), CensusReport.grouped(t.get(Measure.DISTINCT)),
                    CensusReport.grouped(t.get(Measure.REFUSED)), CensusReport.inline(t, Table.KINDS),
                    CensusReport.inline(t, Table.CONTAINER_KINDS)});
        }
        table(sb, md, "Programs read, by group",
                new String[] {"group", "files", "programs", "distinct", "refused", "kinds", "container kinds"},
                new boolean[] {false, true, true, true, true, false, false}, groups);

        for (Table t : r.tables()) {
            List<String[]> rows = new ArrayList<>();
            for (CensusReport.Row row : r.rows(t)) {
                StringBuilder in = new StringBuilder();
                for (CensusReport.GroupCount g : row.groups()) {
                    if (in.length() > 0) {
                        in.append(", ");
                    }
                    in.append(g.group()).append(' ').append(CensusReport.grouped(g.count()));
                }
                rows.add(new String[] {CensusReport.label(t, row.key()), CensusReport.grouped(row.total()), in.toString()});
            }
            table(sb, md, t.title(), new String[] {key(t), t.unit(), "groups"},
                    new boolean[] {false, true, false}, rows);
        }

        if (!c.refused().isEmpty()) {
            List<String[]> rows = new ArrayList<>();
            for (Refusal f : c.refused()) {
                rows.add(new String[] {f.path(), f.reason()});
            }
            table(sb, md, "Refused files", new String[] {"file", "reason"}, new boolean[] {false, false}, rows);
        }
        return sb.toString();
    }

    private static String key(Table t) {
        return switch (t) {
            case KINDS -> "kind";
            case CONTAINER_KINDS -> "container kind";
            case TARGETS -> "target";
            case PART_SETS -> "part set";
            case PART_KINDS -> "part";
            case DIGESTS -> "digest";
            case FINDINGS -> "finding";
            case REFUSALS -> "where";
            case SIGNATURES, RAW_PARTS -> "part";
            case SIGNATURE_COLUMNS -> "column";
            case FEATURES -> "feature";
            case OPCODES -> "opcode";
            case INSTRUCTION_LENGTHS -> "dwords";
            case CONTROLS -> "control";
            case STAT_CHECK -> "STAT word 0";
            case ENTRY_KINDS -> "entry kind";
            case DX_OPS -> "dx.op (opcode)";
        };
    }

    private static void table(StringBuilder sb, boolean md, String title, String[] header, boolean[] right,
                              List<String[]> rows) {
        if (md) {
            sb.append("## ").append(title).append("\n\n");
            row(sb, header, null, null);
            StringBuilder rule = new StringBuilder("|");
            for (boolean r : right) {
                rule.append(r ? "---:|" : "---|");
            }
            sb.append(rule).append('\n');
            for (String[] r : rows) {
                String[] escaped = new String[r.length];
                for (int i = 0; i < r.length; i++) {
                    escaped[i] = r[i].replace("|", "\\|");
                }
                row(sb, escaped, null, null);
            }
            sb.append('\n');
            return;
        }
        sb.append(title).append('\n');
        int[] width = new int[header.length];
        for (int i = 0; i < header.length; i++) {
            width[i] = header[i].length();
            for (String[] r : rows) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        width[header.length - 1] = 0; // the last column is not padded
        row(sb, header, width, right);
        for (String[] r : rows) {
            row(sb, r, width, right);
        }
        sb.append('\n');
    }

    private static void row(StringBuilder sb, String[] cells, int[] width, boolean[] right) {
        if (width == null) {
            sb.append('|');
            for (String c : cells) {
                sb.append(' ').append(c).append(" |");
            }
            sb.append('\n');
            return;
        }
        StringBuilder line = new StringBuilder("  ");
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                line.append("  ");
            }
            int pad = Math.max(0, width[i] - cells[i].length());
            if (right[i]) {
                line.append(" ".repeat(pad)).append(cells[i]);
            } else {
                line.append(cells[i]).append(i == cells.length - 1 ? "" : " ".repeat(pad));
            }
        }
        int end = line.length();
        while (end > 0 && line.charAt(end - 1) == ' ') {
            end--;
        }
        sb.append(line, 0, end).append('\n');
    }
}
