package dev.dxkit.census;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The census page's charts, as inline SVG that dxkit writes itself (no script, font or file from elsewhere):
 * a ring of shares for the program kinds, and a bar chart of a table's largest values. Each is an image to
 * assistive technology ({@code role="img"}) named by its {@code <title>} and described by a {@code <desc>}
 * that lists the values it draws, and a value's full label shows when the pointer rests on it.
 */
final class CensusCharts {
    /** Values a bar chart draws; the rest are counted below it. */
    static final int BARS = 15;
    /** Characters of a label a bar chart prints; a longer label is cut with an ellipsis (its title keeps it whole). */
    private static final int LABEL = 38;
    private static final String FONT = "font-family=\"system-ui,sans-serif\" font-size=\"11\"";

    private CensusCharts() {
    }

    /**
     * A ring of the rows' shares of their total, coloured by {@code colour}, with a legend beside it.
     *
     * @param id    a prefix unique in the page, for the title and description ids
     * @param title what the chart shows
     */
    static String ring(String id, String title, List<CensusReport.Row> rows, Function<String, String> colour) {
        long total = 0;
        for (CensusReport.Row r : rows) {
            total += r.total();
        }
        int n = Math.min(rows.size(), BARS);
        int height = Math.max(150, 18 * n + 20);
        StringBuilder sb = new StringBuilder(2048);
        open(sb, id, title, description(rows, total, n, k -> k), 560, height);
        double radius = 55;
        double circumference = 2 * Math.PI * radius;
        double start = 0;
        sb.append("<g transform=\"translate(75 ").append(height / 2).append(") rotate(-90)\">");
        sb.append("<circle r=\"55\" fill=\"none\" stroke=\"#e2e8f0\" stroke-width=\"26\"/>");
        for (CensusReport.Row r : rows) {
            double len = total == 0 ? 0 : circumference * r.total() / total;
            sb.append("<circle r=\"55\" fill=\"none\" stroke-width=\"26\" stroke=\"").append(colour.apply(r.key()))
                    .append("\" stroke-dasharray=\"").append(f(len)).append(' ').append(f(circumference - len))
                    .append("\" stroke-dashoffset=\"").append(f(-start)).append("\"><title>")
                    .append(CensusHtml.esc(r.key() + ": " + CensusReport.grouped(r.total()) + " (" + share(r.total(), total)
                            + ")")).append("</title></circle>");
            start += len;
        }
        sb.append("</g>");
        sb.append("<text x=\"75\" y=\"").append(height / 2 + 4).append("\" text-anchor=\"middle\" ").append(FONT)
                .append(" font-weight=\"600\">").append(CensusReport.grouped(total)).append("</text>");
        for (int i = 0; i < n; i++) {
            CensusReport.Row r = rows.get(i);
            int y = 10 + 18 * i + (height - 18 * n - 20) / 2;
            sb.append("<rect x=\"165\" y=\"").append(y + 3).append("\" width=\"11\" height=\"11\" rx=\"2\" fill=\"")
                    .append(colour.apply(r.key())).append("\"/><text x=\"182\" y=\"").append(y + 13).append("\" ")
                    .append(FONT).append('>').append(CensusHtml.esc(cut(r.key()))).append("  ")
                    .append(CensusReport.grouped(r.total())).append(" (").append(share(r.total(), total))
                    .append(")</text>");
        }
        return sb.append("</svg>").toString();
    }

    /**
     * A horizontal bar chart of the first {@link #BARS} rows (the table's order: largest first), bars to the
     * scale of the largest, the label left and the count right of each bar; the rows left out are counted.
     */
    static String bars(String id, String title, List<CensusReport.Row> rows, Function<String, String> label,
                       String fill) {
        int n = Math.min(rows.size(), BARS);
        long max = 1;
        long total = 0;
        for (CensusReport.Row r : rows) {
            max = Math.max(max, r.total());
            total += r.total();
        }
        int more = rows.size() - n;
        int height = 18 * n + (more > 0 ? 24 : 8);
        StringBuilder sb = new StringBuilder(4096);
        open(sb, id, title, description(rows, total, n, label), 760, height);
        for (int i = 0; i < n; i++) {
            CensusReport.Row r = rows.get(i);
            String text = label.apply(r.key());
            int y = 4 + 18 * i;
            double w = 380.0 * r.total() / max;
            sb.append("<g><title>").append(CensusHtml.esc(text + ": " + CensusReport.grouped(r.total()))).append("</title>")
                    .append("<text x=\"262\" y=\"").append(y + 11).append("\" text-anchor=\"end\" ").append(FONT)
                    .append('>').append(CensusHtml.esc(cut(text))).append("</text>")
                    .append("<rect x=\"270\" y=\"").append(y).append("\" width=\"").append(f(Math.max(w, 1)))
                    .append("\" height=\"13\" rx=\"2\" fill=\"").append(fill).append("\"/>")
                    .append("<text x=\"").append(f(276 + w)).append("\" y=\"").append(y + 11).append("\" ").append(FONT)
                    .append(" fill=\"#334155\">").append(CensusReport.grouped(r.total())).append("</text></g>");
        }
        if (more > 0) {
            sb.append("<text x=\"270\" y=\"").append(18 * n + 16).append("\" ").append(FONT)
                    .append(" fill=\"#64748b\">and ").append(CensusReport.grouped(more))
                    .append(more == 1 ? " more value" : " more values").append(" in the table below</text>");
        }
        return sb.append("</svg>").toString();
    }

    private static void open(StringBuilder sb, String id, String title, String desc, int width, int height) {
        sb.append("<svg class=\"chart\" role=\"img\" aria-labelledby=\"").append(id).append("-t ").append(id)
                .append("-d\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\" width=\"")
                .append(width).append("\" height=\"").append(height)
                .append("\" xmlns=\"http://www.w3.org/2000/svg\"><title id=\"").append(id).append("-t\">")
                .append(CensusHtml.esc(title)).append("</title><desc id=\"").append(id).append("-d\">")
                .append(CensusHtml.esc(desc)).append("</desc>");
    }

    /** The values drawn, in words: "a 12 (40.0%), b 9 (30.0%) and 3 more values". */
    private static String description(List<CensusReport.Row> rows, long total, int n,
                                      Function<String, String> label) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            CensusReport.Row r = rows.get(i);
            sb.append(i == 0 ? "" : ", ").append(label.apply(r.key())).append(' ').append(CensusReport.grouped(r.total()))
                    .append(" (").append(share(r.total(), total)).append(')');
        }
        if (rows.size() > n) {
            sb.append(" and ").append(CensusReport.grouped(rows.size() - n)).append(" more values");
        }
        return sb.toString();
    }

    private static String share(long part, long whole) {
        return whole == 0 ? "0%" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }

    private static String cut(String s) {
        return s.length() <= LABEL ? s : s.substring(0, LABEL - 1) + "…";
    }

    private static String f(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
