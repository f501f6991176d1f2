package dev.dxkit.census;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The census as one self-contained HTML page: inline CSS and a few lines of inline script, no external
 * resources. A table of contents, summary figures, a table of the groups with a stacked bar of their program
 * kinds, then each table with a bar per value (scaled to the largest) and the groups that have it, and the
 * refused files. The program kinds, targets, part sets, opcodes and dx.op calls also get a chart above
 * their table ({@link CensusCharts}: inline SVG, each an image with a title and a description). Every table sorts by a column when its heading is clicked (numbers as numbers); a table
 * longer than {@link #FOLD} rows shows its first rows and folds the rest into a {@code <details>} below it,
 * which the sort keeps in step (the rows are sorted together, then split again). A value's row names at most
 * {@link #GROUPS_SHOWN} groups, its largest.
 */
public final class CensusHtml {
    /** One colour per program kind, in {@link ProgramKind} order; other kinds take {@link #OTHER}. */
    private static final String[] KIND_COLOURS = {
        "#3b82f6", "#10b981", "#f59e0b", "#8b5cf6", "#ec4899", "#ef4444", "#14b8a6", "#84cc16",
        "#a855f7", "#f97316", "#06b6d4", "#eab308", "#64748b", "#0ea5e9", "#d946ef", "#22c55e",
        "#1e3a8a", "#065f46"};
    private static final String OTHER = "#94a3b8";
    /** Rows a table shows before the rest are folded. */
    static final int FOLD = 25;
    /**
     * Groups named in a value's row, the largest first; the others are counted ("and N more groups"), so
     * that a census grouped by folder over thousands of folders stays a page a browser opens at once.
     */
    static final int GROUPS_SHOWN = 12;

    /**
     * Sorts a table by the clicked heading: the rows of the table and of its folded rest (the table in the
     * {@code <details>} right after it) together, numbers ("2,443", "12.5%") by value, then splits them again.
     */
    private static final String SCRIPT = """
            document.querySelectorAll('table.s th').forEach(function(th){th.addEventListener('click',function(){
            var t=th.closest('table'),d=t.nextElementSibling,m=d&&d.tagName==='DETAILS'?d.querySelector('tbody'):null;
            var b=t.tBodies[0],rows=[].slice.call(b.rows).concat(m?[].slice.call(m.rows):[]);
            var i=th.cellIndex,up=th.dataset.dir!=='up';t.querySelectorAll('th').forEach(function(h){delete h.dataset.dir});
            th.dataset.dir=up?'up':'down';function v(r){var s=r.cells[i].textContent,n=parseFloat(s.replace(/,/g,''));
            return /^[0-9][0-9,.]*%?$/.test(s)?n:s.toLowerCase()}
            rows.sort(function(a,c){var x=v(a),y=v(c),r=typeof x===typeof y?(x<y?-1:x>y?1:0):typeof x==='number'?-1:1;
            return up?r:-r});var n=b.rows.length;rows.forEach(function(r,k){(k<n||!m?b:m).appendChild(r)})})});
            """;

    private static final String CSS = """
            body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
            header{background:#0f172a;color:#f8fafc;padding:20px 32px}
            header h1{margin:0;font-size:22px}
            header p{margin:4px 0 0;color:#cbd5e1}
            main{padding:16px 32px 48px;max-width:1320px}
            h2{font-size:17px;margin:28px 0 8px}
            .cards{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
            .card{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:10px 16px;min-width:130px}
            .card b{display:block;font-size:22px}
            .card span{color:#64748b;font-size:12px}
            table{border-collapse:collapse;background:#fff;border:1px solid #e2e8f0;width:100%}
            th,td{padding:4px 10px;border-bottom:1px solid #f1f5f9;text-align:left;vertical-align:top}
            th{background:#f1f5f9;font-weight:600;font-size:12px;color:#334155}
            td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
            td.k{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12.5px}
            td.g{color:#475569;font-size:12px}
            .bar{background:#e2e8f0;height:14px;border-radius:3px}
            .bar i{display:block;height:14px;border-radius:3px;background:#3b82f6}
            .track{width:280px;background:#f1f5f9;border-radius:3px}
            .stack{display:flex;height:16px;border-radius:3px;overflow:hidden}
            .stack i{display:block;height:16px}
            .legend{display:flex;flex-wrap:wrap;gap:10px;margin:6px 0;font-size:12px}
            .legend i{display:inline-block;width:12px;height:12px;border-radius:2px;margin-right:4px;vertical-align:-2px}
            .refused td{font-size:12px}
            table.v{table-layout:fixed}
            table.v col.k{width:30%} table.v col.n{width:9%} table.v col.b{width:21%}
            td.k{overflow-wrap:anywhere}
            nav.toc{margin:16px 0 0;font-size:13px;columns:3 220px}
            nav.toc a{display:block;color:#1d4ed8;text-decoration:none;padding:1px 0}
            table.s th{cursor:pointer;user-select:none}
            table.s th[data-dir=up]::after{content:" \\25B2"} table.s th[data-dir=down]::after{content:" \\25BC"}
            details summary{cursor:pointer;color:#1d4ed8;margin:4px 0;font-size:13px}
            details table{border-top:0}
            svg.chart{display:block;margin:6px 0 12px;max-width:100%;height:auto;background:#fff;border:1px solid #e2e8f0;border-radius:6px}
            """;

    private CensusHtml() {
    }

    /**
     * {@return the census as one self-contained HTML page (see the class comment)}
     * @param c the census
     */
    public static String html(Census c) {
        CensusReport r = new CensusReport(c);
        StringBuilder sb = new StringBuilder(64 * 1024);
        String title = "dxkit census of " + String.join(", ", c.roots());
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(esc(title)).append("</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
        sb.append("<header><h1>").append(esc(title)).append("</h1><p>grouped by ").append(esc(r.groupByLabel()))
                .append(c.carve() ? ", carving containers out of other files" : "").append("</p></header>\n<main>\n");

        sb.append("<nav class=\"toc\"><a href=\"#summary\">Summary</a><a href=\"#groups\">Programs read, by group</a>");
        for (Table t : r.tables()) {
            sb.append("<a href=\"#").append(t.key()).append("\">").append(esc(t.title())).append("</a>");
        }
        if (!c.refused().isEmpty()) {
            sb.append("<a href=\"#refused\">Refused files</a>");
        }
        sb.append("</nav>\n");
        sb.append("<div class=\"cards\" id=\"summary\">\n");
        for (Measure m : r.measures()) {
            sb.append("<div class=\"card\"><b>").append(CensusReport.grouped(c.total().get(m))).append("</b><span>")
                    .append(esc(m.label())).append("</span></div>\n");
        }
        sb.append("</div>\n");

        groups(sb, c);
        for (Table t : r.tables()) {
            table(sb, t, r.rows(t));
        }
        if (!c.refused().isEmpty()) {
            sb.append("<h2 id=\"refused\">Refused files</h2>\n");
            String head = "<tr><th>file</th><th>group</th><th>reason</th></tr>";
            List<String> rows = new ArrayList<>();
            for (Refusal f : c.refused()) {
                rows.add("<tr><td class=\"k\">" + esc(f.path()) + "</td><td>" + esc(f.group()) + "</td><td>"
                        + esc(f.reason()) + "</td></tr>\n");
            }
            folded(sb, "s refused", "", head, rows);
        }
        sb.append("</main>\n<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return sb.toString();
    }

    /** The table of groups, each with a bar of its program kinds stacked, scaled to the largest group. */
    private static void groups(StringBuilder out, Census c) {
        StringBuilder sb = out;
        sb.append("<h2 id=\"groups\">Programs read, by group</h2>\n");
        List<String> kinds = new ArrayList<>();
        for (Map.Entry<String, Long> e : c.total().table(Table.KINDS).byCount()) {
            kinds.add(e.getKey());
        }
        sb.append("<div class=\"legend\">");
        for (String k : kinds) {
            sb.append("<span><i style=\"background:").append(colour(k)).append("\"></i>").append(esc(k))
                    .append("</span>");
        }
        sb.append("</div>\n");
        long max = 1;
        for (Tally t : c.groups().values()) {
            max = Math.max(max, t.get(Measure.PROGRAMS));
        }
        String head = "<tr><th>group</th><th>files</th><th>programs</th><th>distinct</th><th>refused</th>"
                + "<th>kinds (bar: programs, to scale)</th><th>container kinds</th></tr>";
        List<String> rows = new ArrayList<>();
        for (Map.Entry<String, Tally> e : c.groups().entrySet()) {
            Tally t = e.getValue();
            sb = new StringBuilder();
            sb.append("<tr><td class=\"k\">").append(esc(e.getKey())).append("</td>");
            num(sb, t.get(Measure.FILES));
            num(sb, t.get(Measure.PROGRAMS));
            num(sb, t.get(Measure.DISTINCT));
            num(sb, t.get(Measure.REFUSED));
            sb.append("<td><div class=\"track\"><div class=\"stack\" style=\"width:")
                    .append(pct(Math.max(t.get(Measure.PROGRAMS), 0), max)).append("\" title=\"")
                    .append(esc(CensusReport.inline(t, Table.KINDS))).append("\">");
            long programs = Math.max(1, t.table(Table.KINDS).sum());
            for (Map.Entry<String, Long> k : t.table(Table.KINDS).byCount()) {
                sb.append("<i style=\"width:").append(pct(k.getValue(), programs)).append(";background:")
                        .append(colour(k.getKey())).append("\"></i>");
            }
            sb.append("</div></div><div class=\"g\">").append(esc(CensusReport.inline(t, Table.KINDS)))
                    .append("</div></td><td class=\"g\">").append(esc(CensusReport.inline(t, Table.CONTAINER_KINDS)))
                    .append("</td></tr>\n");
            rows.add(sb.toString());
        }
        folded(out, "s", "", head, rows);
    }

    private static void table(StringBuilder sb, Table t, List<CensusReport.Row> rows) {
        sb.append("<h2 id=\"").append(t.key()).append("\">").append(esc(t.title())).append("</h2>\n");
        String cols = "<colgroup><col class=\"k\"><col class=\"n\"><col class=\"b\"><col></colgroup>";
        String head = "<tr><th>value</th><th>" + esc(t.unit()) + "</th><th></th><th>groups</th></tr>";
        List<String> lines = new ArrayList<>();
        StringBuilder out = sb;
        long max = 1;
        for (CensusReport.Row row : rows) {
            max = Math.max(max, row.total());
        }
        for (CensusReport.Row row : rows) {
            sb = new StringBuilder();
            sb.append("<tr><td class=\"k\">").append(esc(CensusReport.label(t, row.key()))).append("</td>");
            num(sb, row.total());
            String fill = t == Table.KINDS ? colour(row.key()) : "#3b82f6";
            sb.append("<td><div class=\"bar\"><i style=\"width:").append(pct(row.total(), max)).append(";background:")
                    .append(fill).append("\"></i></div></td><td class=\"g\">");
            List<CensusReport.GroupCount> gs = row.groups();
            if (gs.size() > GROUPS_SHOWN) { // the largest, ties in name order; the JSON and CSV have every one
                gs = new ArrayList<>(gs);
                gs.sort(java.util.Comparator.comparingLong((CensusReport.GroupCount g) -> -g.count())
                        .thenComparing(CensusReport.GroupCount::group));
                gs = gs.subList(0, GROUPS_SHOWN);
            }
            for (int i = 0; i < gs.size(); i++) {
                CensusReport.GroupCount g = gs.get(i);
                sb.append(i == 0 ? "" : ", ").append(esc(g.group())).append(' ')
                        .append(CensusReport.grouped(g.count()));
            }
            if (row.groups().size() > GROUPS_SHOWN) {
                sb.append(" and ").append(CensusReport.grouped(row.groups().size() - GROUPS_SHOWN))
                        .append(" more groups");
            }
            sb.append("</td></tr>\n");
            lines.add(sb.toString());
        }
        String chart = chart(t, rows);
        if (chart != null) {
            out.append(chart).append('\n');
        }
        folded(out, "v s", cols, head, lines);
    }

    /**
     * The chart above a table where a picture reads faster: the program kinds as a ring of shares, targets,
     * part sets, Shader Model 4/5 opcodes and dx.op calls as bars of their largest values; null for the others.
     */
    private static String chart(Table t, List<CensusReport.Row> rows) {
        if (rows.isEmpty()) {
            return null;
        }
        String id = "chart-" + t.key();
        return switch (t) {
            case KINDS -> CensusCharts.ring(id, t.title() + ": share of each", rows, CensusHtml::colour);
            case TARGETS, PART_SETS, OPCODES, DX_OPS -> CensusCharts.bars(id, t.title() + ": the "
                    + Math.min(rows.size(), CensusCharts.BARS) + " largest", rows, k -> CensusReport.label(t, k), "#3b82f6");
            default -> null;
        };
    }

    /**
     * A sortable table of {@code rows} (each a whole {@code <tr>…</tr>} line): the first {@link #FOLD} in the
     * table, the rest in a table of the same columns inside a {@code <details>} right after it.
     */
    private static void folded(StringBuilder sb, String cls, String cols, String head, List<String> rows) {
        sb.append("<table class=\"").append(cls).append("\">").append(cols).append("<thead>").append(head)
                .append("</thead>\n<tbody>\n");
        for (int i = 0; i < Math.min(FOLD, rows.size()); i++) {
            sb.append(rows.get(i));
        }
        sb.append("</tbody></table>\n");
        if (rows.size() > FOLD) {
            sb.append("<details><summary>").append(CensusReport.grouped(rows.size() - FOLD)).append(" more rows (")
                    .append(CensusReport.grouped(rows.size())).append(" in all)</summary><table class=\"")
                    .append((" " + cls + " ").replace(" s ", " ").trim()) // the rest sorts with the table above
                    .append("\">").append(cols)
                    .append("<tbody>\n");
            for (int i = FOLD; i < rows.size(); i++) {
                sb.append(rows.get(i));
            }
            sb.append("</tbody></table></details>\n");
        }
    }

    private static void num(StringBuilder sb, long v) {
        sb.append("<td class=\"n\">").append(CensusReport.grouped(v)).append("</td>");
    }

    /** {@code part} of {@code whole} as a CSS percentage with two decimals, locale-independent. */
    static String pct(long part, long whole) {
        long hundredths = Math.round(10000.0 * part / whole);
        return hundredths / 100 + "." + (hundredths % 100 < 10 ? "0" : "") + hundredths % 100 + "%";
    }

    private static String colour(String kindLabel) {
        for (ProgramKind k : ProgramKind.values()) {
            if (k.label().equals(kindLabel)) {
                return KIND_COLOURS[k.ordinal() % KIND_COLOURS.length];
            }
        }
        return OTHER;
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                default -> sb.append(ch);
            }
        }
        return sb.toString();
    }
}
