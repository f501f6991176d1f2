package dev.dxkit.census;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The census of ../shared/corpus against a count made differently. Skipped without the corpus. */
class CensusCorpusTest {
    static Path corpus;
    static Census census;

    @BeforeAll
    static void run() throws Exception {
        corpus = Path.of(System.getProperty("dxkit.shared", "../shared"), "corpus");
        Assumptions.assumeTrue(Files.isDirectory(corpus), "no corpus at " + corpus);
        census = CensusWalker.run(List.of(corpus.toString()), CensusWalker.Options.defaults());
    }

    @Test
    void equalsAnIndependentCountOnEveryNumber() throws Exception {
        TreeMap<String, Long> independent = IndependentCount.of(corpus.toFile());
        TreeMap<String, Long> dxkit = IndependentCount.flatten(census);
        IndependentCount.assertSame(independent, dxkit);
        // and it is not a trivial agreement: what the corpus's README table says it holds
        assertEquals(6446, dxkit.get("(total)|measure|programs"));
        assertEquals(6446, dxkit.get("(total)|measure|distinct"));
        assertEquals(2029, dxkit.get("(total)|containerKinds|SM 5.1"));
        assertEquals(1030, dxkit.get("(total)|containerKinds|SM 4.0 level 9"));
    }

    /** The manifest (a third, independent source) agrees on digests, program kinds and container kinds. */
    @Test
    void agreesWithTheManifest() throws Exception {
        Map<String, Long> digests = new TreeMap<>();
        Map<String, Long> kinds = new TreeMap<>();
        Map<String, Long> magic = new TreeMap<>();
        List<String> lines = Files.readAllLines(corpus.resolve("MANIFEST.tsv"), StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t", -1);
            boolean d3d9 = f[3].startsWith("D3D9-");
            if (!d3d9) {
                // the manifest knows no debug signature: a "mismatch" whose stored digest is the debug variant
                // (computed here independently of dxkit) is what dxkit calls "debug"
                String digest = f[6];
                if (digest.equals("mismatch")) {
                    byte[] c = Files.readAllBytes(corpus.resolve(f[0]));
                    if (java.util.Arrays.equals(java.util.Arrays.copyOfRange(c, 4, 20),
                            IndependentCount.Md5.containerDigest(c, c.length, true))) {
                        digest = "debug";
                    }
                }
                digests.merge(digest, 1L, Long::sum);
            }
            String kind = f[4].isEmpty() ? Program.NO_PROGRAM : (d3d9 ? "d3d9 " : "") + f[4];
            kinds.merge(kind, 1L, Long::sum);
            magic.merge(manifestKind(f[3], f[5]), 1L, Long::sum);
        }
        assertEquals(digests, census.total().table(Table.DIGESTS).byKey());
        assertEquals(kinds, census.total().table(Table.KINDS).byKey());
        assertEquals(magic, census.total().table(Table.CONTAINER_KINDS).byKey());
    }

    /** The manifest's magic_kind in the census's words. */
    /** The corpus's HTML page holds together: closed elements, links that resolve, headed tables, five charts. */
    @Test
    void theHtmlPageHoldsTogether() {
        HtmlStructure.Report r = HtmlStructure.check(CensusHtml.html(census));
        assertEquals(java.util.List.of(), r.problems());
        assertEquals(5, r.charts(), "kinds, targets, part sets, opcodes, dx.op calls");
        assertEquals(r.tables() - r.sortable(), count(CensusHtml.html(census), "<details>"), "every fold is a table");
    }

    private static int count(String s, String of) {
        int n = 0;
        for (int at = s.indexOf(of); at >= 0; at = s.indexOf(of, at + 1)) {
            n++;
        }
        return n;
    }

    private static String manifestKind(String m, String parts) {
        if (m.startsWith("D3D9-")) {
            return "D3D9 " + m.substring(5).replace("_255", "_sw").replace("vs_2_1", "vs_2_x").replace("ps_2_1", "ps_2_x");
        }
        if (m.equals("DXBC-effect")) {
            return "effect";
        }
        if (m.equals("DXBC-other")) {
            return parts.equals("RTS0") ? "root signature" : "other";
        }
        return m.replace("DXBC-SM", "SM ").replace("DXIL-SM", "SM ").replace("+Aon9-level9", " level 9");
    }
}
