package dev.dxkit.census;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The HTML page: a table of contents to every section, sortable tables, long tables folded. */
class CensusHtmlTest {
    private static Census census(int opcodes) {
        Tally g = new Tally();
        g.add(Measure.FILES, 1);
        g.add(Measure.PROGRAMS, 1);
        g.count(Table.KINDS, "pixel");
        for (int i = 0; i < opcodes; i++) {
            g.count(Table.OPCODES, "op" + i, 1000 - i);
        }
        g.count(Table.DX_OPS, "dx.op 5", 7);
        TreeMap<String, Tally> groups = new TreeMap<>();
        groups.put("game", g);
        Tally total = new Tally();
        total.merge(g);
        return new Census(List.of("root"), GroupBy.TOP, false, total, groups, List.of());
    }

    private static int count(String s, String of) {
        int n = 0;
        for (int at = s.indexOf(of); at >= 0; at = s.indexOf(of, at + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void foldsALongTableAfterItsFirstRows() {
        String html = CensusHtml.html(census(30));
        int h = html.indexOf("<h2 id=\"opcodes\">");
        String section = html.substring(h, html.indexOf("<h2 ", h + 1));
        String shown = section.substring(0, section.indexOf("</table>"));
        assertEquals(CensusHtml.FOLD, count(shown, "<tr><td"));
        assertTrue(shown.contains("<table class=\"v s\">"), shown); // sortable
        String rest = section.substring(section.indexOf("<details><summary>5 more rows (30 in all)</summary>"));
        assertEquals(5, count(rest, "<tr><td"));
        assertTrue(rest.contains("<td class=\"k\">op29</td>") && !shown.contains("op29"));
        assertTrue(rest.startsWith("<details><summary>5 more rows (30 in all)</summary><table class=\"v\">"), rest);
        assertTrue(rest.endsWith("</tbody></table></details>\n"), rest);
    }

    @Test
    void namesTheLargestGroupsOfAValue() {
        TreeMap<String, Tally> groups = new TreeMap<>();
        Tally total = new Tally();
        for (int i = 0; i < 20; i++) {
            Tally g = new Tally();
            g.count(Table.TARGETS, "ps_5_0", i == 7 ? 100 : 1 + i % 3);
            groups.put(String.format("dir%02d", i), g);
            total.merge(g);
        }
        String html = CensusHtml.html(new Census(List.of("root"), GroupBy.DIR, false, total, groups, List.of()));
        assertTrue(html.contains("<td class=\"g\">dir07 100, dir02 3, dir05 3, dir08 3, dir11 3, dir14 3, dir17 3, "
                + "dir01 2, dir04 2, dir10 2, dir13 2, dir16 2 and 8 more groups</td>"), html);
    }

    @Test
    void aShortTableIsNotFolded() {
        String html = CensusHtml.html(census(25));
        assertEquals(0, count(html, "<details>"));
        assertEquals(1, count(html, "<script>"));
    }

    @Test
    void linksEverySectionFromTheTableOfContents() {
        String html = CensusHtml.html(census(3));
        String toc = html.substring(html.indexOf("<nav class=\"toc\">"), html.indexOf("</nav>"));
        assertEquals("<nav class=\"toc\"><a href=\"#summary\">Summary</a><a href=\"#groups\">Programs read, by group</a>"
                + "<a href=\"#kinds\">Programs by kind</a><a href=\"#opcodes\">Shader Model 4/5 opcodes</a>"
                + "<a href=\"#dxOps\">dx.op calls by opcode</a>", toc);
        for (String id : new String[] {"summary", "groups", "kinds", "opcodes", "dxOps"}) {
            assertEquals(1, count(html, " id=\"" + id + "\""), id);
        }
        assertTrue(html.contains("<td class=\"k\">StoreOutput (5)</td>"));
        // every table's headings are in a thead, so sorting moves only the body rows
        assertEquals(count(html, "<table class=\"v s\">") + count(html, "<table class=\"s\">"), count(html, "<thead>"));
    }

    @Test
    void chartsTheKindsOpcodesAndDxOpsAsAccessibleSvg() {
        String html = CensusHtml.html(census(30));
        HtmlStructure.Report r = HtmlStructure.check(html);
        assertEquals(List.of(), r.problems());
        assertEquals(3, r.charts(), "kinds (a ring), opcodes and dx.op calls (bars)");
        assertEquals(5, r.tocLinks());
        int h = html.indexOf("<h2 id=\"opcodes\">");
        String chart = html.substring(html.indexOf("<svg", h), html.indexOf("</svg>", h));
        assertTrue(chart.startsWith("<svg class=\"chart\" role=\"img\" aria-labelledby=\"chart-opcodes-t chart-opcodes-d\""),
                chart);
        assertTrue(chart.contains("<title id=\"chart-opcodes-t\">Shader Model 4/5 opcodes: the 15 largest</title>"), chart);
        assertTrue(chart.contains("<desc id=\"chart-opcodes-d\">op0 1,000 (3.4%), op1 999 (3.4%), "), chart);
        assertEquals(15, count(chart, "<rect "), "one bar per value drawn");
        assertTrue(chart.contains(">and 15 more values in the table below</text>"), chart);
        // the dx.op chart labels opcodes by name, as the table does
        int d = html.indexOf("<h2 id=\"dxOps\">");
        assertTrue(html.substring(d, html.indexOf("</svg>", d)).contains(">StoreOutput (5)</text>"));
        // the kinds ring: one arc per kind and the total in its middle
        int k = html.indexOf("<h2 id=\"kinds\">");
        String ring = html.substring(k, html.indexOf("</svg>", k));
        assertTrue(ring.contains("<title>pixel: 1 (100.0%)</title>"), ring);
    }

    @Test
    void aTableWithoutRowsHasNoChart() {
        TreeMap<String, Tally> groups = new TreeMap<>();
        Tally g = new Tally();
        g.add(Measure.FILES, 1);
        groups.put("empty", g);
        String html = CensusHtml.html(new Census(List.of("root"), GroupBy.TOP, false, g, groups, List.of()));
        HtmlStructure.Report r = HtmlStructure.check(html);
        assertEquals(List.of(), r.problems());
        assertEquals(0, r.charts());
    }

    /**
     * The page in a real browser, when Debian's {@code chromium} is on PATH (skipped otherwise): it parses to
     * the same tables and charts, and a click on a heading sorts the rows of a folded table together with its
     * folded rest (the smallest count comes first; the largest moves into the fold).
     */
    @Test
    void sortsInHeadlessChromium() throws Exception {
        java.nio.file.Path chromium = null;
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            java.nio.file.Path p = java.nio.file.Path.of(dir, "chromium");
            if (java.nio.file.Files.isExecutable(p)) {
                chromium = p;
                break;
            }
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(chromium != null, "no chromium on PATH");
        String html = CensusHtml.html(census(30));
        String probe = "<script>addEventListener('load',function(){var h=document.getElementById('opcodes');"
                + "var t=h.nextElementSibling;while(t.tagName!=='TABLE'){t=t.nextElementSibling}"
                + "t.tHead.rows[0].cells[1].click();var p=document.createElement('pre');p.id='probe';"
                + "p.textContent=[t.tBodies[0].rows[0].cells[0].textContent,t.tBodies[0].rows.length,"
                + "t.nextElementSibling.querySelector('tbody').rows[4].cells[0].textContent,"
                + "document.querySelectorAll('svg.chart').length,document.querySelectorAll('table').length].join('|');"
                + "document.body.appendChild(p)})</script>";
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("dxkit-html");
        java.nio.file.Path page = dir.resolve("census.html");
        java.nio.file.Files.writeString(page, html.replace("</body>", probe + "</body>"));
        Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--user-data-dir=" + dir.resolve("profile"), "--dump-dom", page.toUri().toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String dom = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS), "chromium did not finish");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<pre id=\"probe\">([^<]*)</pre>").matcher(dom);
        assertTrue(m.find(), dom.length() > 400 ? dom.substring(0, 400) : dom);
        int tables = count(html, "<table ");
        assertEquals("op29|" + CensusHtml.FOLD + "|op0|3|" + tables, m.group(1));
    }
}
