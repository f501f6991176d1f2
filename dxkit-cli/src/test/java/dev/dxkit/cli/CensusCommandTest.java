package dev.dxkit.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dxkit.container.ContainerWriter;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CensusCommandTest {
    @TempDir
    Path dir;

    static Bytes words(int... w) {
        ByteBuffer b = ByteBuffer.allocate(4 * w.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int x : w) {
            b.putInt(x);
        }
        return Bytes.wrap(b.array());
    }

    static byte[] ps50(int instructions) {
        int[] w = new int[2 + instructions];
        w[0] = 0x00000050;
        w[1] = w.length;
        for (int i = 2; i < w.length; i++) {
            w[i] = 0x0100003E; // ret
        }
        return ContainerWriter.write(List.of(PartEntry.of("ISGN", words(0, 8)), PartEntry.of("SHEX", words(w))));
    }

    @BeforeEach
    void files() throws Exception {
        Files.createDirectories(dir.resolve("game1"));
        Files.createDirectories(dir.resolve("game2"));
        Files.write(dir.resolve("game1/a.dxbc"), ps50(1));
        Files.write(dir.resolve("game1/b.dxbc"), ps50(1));
        Files.write(dir.resolve("game2/c.dxbc"), ps50(2));
        Files.write(dir.resolve("game2/cut.dxbc"), java.util.Arrays.copyOf(ps50(2), 30));
        byte[] pack = new byte[5 + ps50(3).length + 7]; // a container inside another file
        System.arraycopy(ps50(3), 0, pack, 5, ps50(3).length);
        Files.write(dir.resolve("game2/pack.bin"), pack);
        Files.writeString(dir.resolve("game2/notes.txt"), "hello\n");
    }

    @Test
    void everyFormatCarriesTheSameNumbers() throws Exception {
        Cli.Result json = Cli.run("census", "--format", "json", dir.toString());
        assertEquals(0, json.exit(), json.err());
        assertEquals("", json.err()); // no progress bar when not on a terminal
        JsonNode root = new ObjectMapper().readTree(json.out());
        assertEquals("dxkit-census/1", root.get("schema").asText());
        JsonNode total = root.get("total").get("measures");
        assertEquals(6, total.get("files").asLong());
        assertEquals(3, total.get("programs").asLong());
        assertEquals(2, total.get("distinct").asLong());
        assertEquals(1, total.get("refused").asLong());
        assertEquals(2, total.get("skipped").asLong());
        assertEquals(4, total.get("sm4Instructions").asLong());
        assertEquals(List.of("game1", "game2"), List.copyOf(fieldNames(root.get("groups"))));
        assertEquals(1, root.get("refused").size());
        assertEquals("container", root.get("refused").get(0).get("where").asText());

        // CSV: one line per number, the same numbers as the JSON
        Cli.Result csv = Cli.run("census", "--format", "csv", dir.toString());
        Map<String, Long> fromCsv = new TreeMap<>();
        for (String line : csv.out().split("\r\n")) {
            String[] f = line.split(",");
            if (!f[0].equals("section") && !f[0].equals("refused")) {
                fromCsv.put(f[2] + "|" + f[0] + "|" + f[1], Long.parseLong(f[3]));
            }
        }
        Map<String, Long> fromJson = new TreeMap<>();
        flatten(fromJson, "(total)", root.get("total"));
        root.get("groups").fields().forEachRemaining(e -> flatten(fromJson, e.getKey(), e.getValue()));
        assertEquals(fromJson, fromCsv);

        // text, Markdown and HTML print them too
        Cli.Result text = Cli.run("census", dir.toString());
        assertTrue(text.out().matches("(?s).*\n  programs read \\(containers and Direct3D 9 programs\\) +3\n.*"), text.out());
        assertTrue(text.out().contains("\n  ISGN SHEX           3  game1 2, game2 1\n"), text.out());
        Cli.Result md = Cli.run("census", "--format", "md", dir.toString());
        assertTrue(md.out().contains("| ISGN SHEX | 3 | game1 2, game2 1 |\n"), md.out());
        Cli.Result html = Cli.run("census", "--format", "html", dir.toString());
        assertTrue(html.out().startsWith("<!DOCTYPE html>"));
        assertTrue(html.out().contains("<td class=\"k\">ISGN SHEX</td><td class=\"n\">3</td>"), html.out());
        // self-contained: no resource from elsewhere, every link an anchor of the page itself
        assertFalse(html.out().contains("src=") || html.out().contains("url(") || html.out().contains("@import"),
                "the page must be self-contained");
        java.util.regex.Matcher href = java.util.regex.Pattern.compile("href=\"([^\"]*)\"").matcher(html.out());
        int links = 0;
        while (href.find()) {
            assertTrue(href.group(1).startsWith("#"), href.group());
            assertTrue(html.out().contains(" id=\"" + href.group(1).substring(1) + "\""), "no target for " + href.group());
            links++;
        }
        assertTrue(links >= 3, "a table of contents");
    }

    @Test
    void carvesAndWritesToAFile() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out")).resolve("census.json"); // -o makes no folder
        Cli.Result r = Cli.run("census", "--carve", "--group-by", "none", "--format", "json", "-o", out.toString(),
                dir.resolve("game2").toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("", r.out());
        JsonNode total = new ObjectMapper().readTree(Files.readString(out, StandardCharsets.UTF_8)).get("total");
        assertEquals(1, total.get("measures").get("carved").asLong());
        assertEquals(2, total.get("measures").get("programs").asLong()); // c.dxbc and the carved one
        assertEquals(2, total.get("tables").get("partSets").get("ISGN SHEX").asLong());
    }

    @Test
    void listsEveryProgramAndItsCopies() throws Exception {
        String a = sha256(ps50(1));
        String c = sha256(ps50(2));
        String p = sha256(ps50(3));
        String g1 = dir.resolve("game1").toString();
        String g2 = dir.resolve("game2").toString();
        Cli.Result csv = Cli.run("census", "--list", "--carve", "--format", "csv", dir.toString());
        assertEquals(0, csv.exit(), csv.err());
        int size1 = ps50(1).length;
        assertEquals("path,group,sha256,kind,target,partSet,digest,size,instructions,dxOpCalls,copyOf\r\n"
                + g1 + "/a.dxbc,game1," + a + ",pixel,ps_5_0,ISGN SHEX,ok," + size1 + ",1,,\r\n"
                + g1 + "/b.dxbc,game1," + a + ",pixel,ps_5_0,ISGN SHEX,ok," + size1 + ",1,," + g1 + "/a.dxbc\r\n"
                + g2 + "/c.dxbc,game2," + c + ",pixel,ps_5_0,ISGN SHEX,ok," + ps50(2).length + ",2,,\r\n"
                + g2 + "/pack.bin@0x5,game2," + p + ",pixel,ps_5_0,ISGN SHEX,ok," + ps50(3).length + ",3,,\r\n",
                csv.out());

        JsonNode list = new ObjectMapper().readTree(Cli.run("census", "--list", "--format", "json", dir.toString()).out());
        assertEquals("dxkit-census-list/1", list.get("schema").asText());
        assertEquals(3, list.get("programs").size()); // no carving: pack.bin is skipped
        JsonNode b = list.get("programs").get(1);
        assertEquals(g1 + "/b.dxbc", b.get("path").asText());
        assertEquals(g1 + "/a.dxbc", b.get("copyOf").asText());
        assertTrue(list.get("programs").get(0).get("copyOf").isNull());
        assertTrue(b.get("dxOpCalls").isNull());
        assertEquals(1, b.get("instructions").asLong());

        String text = Cli.run("census", "--list", dir.resolve("game1").toString()).out();
        String[] lines = text.split("\n");
        assertEquals(3, lines.length, text);
        assertTrue(lines[0].matches("path +group +sha256 +kind +target +part set +digest +size +instructions"
                + " +dx.op calls +copy of"), lines[0]);
        // groups are "." under the one folder given; numbers right-aligned under their headings
        assertEquals(g1 + "/b.dxbc  .      " + a + "  pixel  ps_5_0  ISGN SHEX  ok        76             1"
                + " ".repeat(15) + g1 + "/a.dxbc", lines[2]);
        assertEquals(g1 + "/a.dxbc  .      " + a + "  pixel  ps_5_0  ISGN SHEX  ok        76             1",
                lines[1]);

        Cli.Result html = Cli.run("census", "--list", "--format", "html", dir.toString());
        assertEquals(2, html.exit());
        assertTrue(html.err().contains("--list writes text, csv or json, not html"), html.err());
    }

    private static String sha256(byte[] b) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(b));
    }

    @Test
    void aMissingPathIsAnIoError() {
        Cli.Result r = Cli.run("census", dir.resolve("nope").toString());
        assertEquals(3, r.exit());
        assertEquals("dxkit: " + dir.resolve("nope") + ": no such file\n", r.err());
    }

    private static void flatten(Map<String, Long> m, String group, JsonNode tally) {
        tally.get("measures").fields().forEachRemaining(e -> m.put(group + "|measure|" + e.getKey(), e.getValue().asLong()));
        tally.get("tables").fields().forEachRemaining(t -> t.getValue().fields().forEachRemaining(
                e -> m.put(group + "|" + t.getKey() + "|" + e.getKey(), e.getValue().asLong())));
    }

    private static List<String> fieldNames(JsonNode n) {
        List<String> l = new java.util.ArrayList<>();
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            l.add(it.next());
        }
        return l;
    }
}
