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
}
