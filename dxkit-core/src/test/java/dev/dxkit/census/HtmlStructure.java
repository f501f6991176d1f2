package dev.dxkit.census;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A structure check of the census page with the JDK alone (no browser): every element other than HTML's void
 * ones is closed in the order it was opened (a chart's SVG elements included, which close themselves or
 * are closed as in XML), ids are unique, every table-of-contents link and every {@code aria-labelledby} names
 * an id of the page, every sortable table has a heading row, and each chart is a self-contained SVG image
 * (no script, no link to anything) with its title and description. Returns the problems found, empty when
 * none.
 */
final class HtmlStructure {
    private static final Set<String> VOID = Set.of("meta", "col", "br", "hr", "img", "input", "link", "wbr");
    private static final Pattern TAG = Pattern.compile("<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(/?)>");
    private static final Pattern ID = Pattern.compile("\\sid=\"([^\"]+)\"");

    private HtmlStructure() {
    }

    /** What {@link #problems} found, and the counts it saw. */
    record Report(List<String> problems, int tables, int sortable, int charts, int tocLinks) {
    }

    static Report check(String html) {
        List<String> problems = new ArrayList<>();
        // the script and style bodies are text, not markup
        String markup = html.replaceAll("(?s)<script>.*?</script>", "<script></script>")
                .replaceAll("(?s)<style>.*?</style>", "<style></style>");
        Deque<String> open = new ArrayDeque<>();
        Set<String> ids = new HashSet<>();
        Matcher m = TAG.matcher(markup);
        while (m.find()) {
            String name = m.group(2).toLowerCase(java.util.Locale.ROOT);
            boolean closing = !m.group(1).isEmpty();
            boolean selfClosed = !m.group(4).isEmpty();
            Matcher id = ID.matcher(m.group(3));
            if (!closing && id.find() && !ids.add(id.group(1))) {
                problems.add("id \"" + id.group(1) + "\" twice");
            }
            if (closing) {
                if (open.isEmpty() || !open.peek().equals(name)) {
                    problems.add("</" + name + "> at " + m.start() + " closes " + (open.isEmpty() ? "nothing" : "<" + open.peek() + ">"));
                    if (problems.size() > 20) {
                        break;
                    }
                } else {
                    open.pop();
                }
            } else if (!VOID.contains(name) && !selfClosed) {
                open.push(name);
            }
        }
        if (!open.isEmpty()) {
            problems.add("left open: " + open);
        }
        int toc = 0;
        int nav = markup.indexOf("<nav class=\"toc\">");
        if (nav < 0) {
            problems.add("no table of contents");
        } else {
            Matcher a = Pattern.compile("href=\"#([^\"]+)\"").matcher(markup.substring(nav, markup.indexOf("</nav>", nav)));
            while (a.find()) {
                toc++;
                if (!ids.contains(a.group(1))) {
                    problems.add("contents link #" + a.group(1) + " leads nowhere");
                }
            }
        }
        Matcher labelled = Pattern.compile("aria-labelledby=\"([^\"]+)\"").matcher(markup);
        while (labelled.find()) {
            for (String ref : labelled.group(1).split(" ")) {
                if (!ids.contains(ref)) {
                    problems.add("aria-labelledby names no element: " + ref);
                }
            }
        }
        int tables = 0;
        int sortable = 0;
        Matcher t = Pattern.compile("(?s)<table class=\"([^\"]*)\">(.*?)</table>").matcher(markup);
        while (t.find()) {
            tables++;
            if ((" " + t.group(1) + " ").contains(" s ")) {
                sortable++;
                if (!Pattern.compile("(?s)<thead><tr>(<th>[^<]*</th>)+</tr></thead>").matcher(t.group(2)).find()) {
                    problems.add("a sortable table without a heading row: " + t.group(2).substring(0, Math.min(80, t.group(2).length())));
                }
            }
        }
        int charts = 0;
        Matcher svg = Pattern.compile("(?s)<svg class=\"chart\".*?</svg>").matcher(html);
        while (svg.find()) {
            charts++;
            String s = svg.group();
            if (!s.contains(" role=\"img\"") || !s.contains("<title id=") || !s.contains("<desc id=")) {
                problems.add("a chart without role, title or description");
            }
            if (!s.contains(" xmlns=\"http://www.w3.org/2000/svg\"") || s.contains("<script") || s.contains("href=")) {
                problems.add("a chart that is not a self-contained SVG image");
            }
        }
        return new Report(problems, tables, sortable, charts, toc);
    }
}
