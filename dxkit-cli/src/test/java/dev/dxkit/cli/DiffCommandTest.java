package dev.dxkit.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dxkit.container.Container;
import dev.dxkit.container.Strip;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code dxkit diff} of the fixtures against a copy changed in every way a patch changes a build: files moved,
 * stripped, edited in one literal and re-signed, moved and edited, deleted, added. Every file's class is checked.
 */
class DiffCommandTest {
    @TempDir
    Path dir;

    /** The program part's bytes with its first immediate 1.0f made 2.0f, or null when it has none. */
    static byte[] editLiteral(byte[] file) {
        Container c = Container.read(file);
        String kind = c.has("SHEX") ? "SHEX" : c.has("SHDR") ? "SHDR" : null;
        if (kind == null || c.digestState() != dev.dxkit.container.DigestState.OK) {
            return null;
        }
        byte[] code = c.part(kind).orElseThrow().data().toArray();
        for (int at = 8; at + 4 <= code.length; at += 4) {
            if (LittleEndian.i32(code, at) == 0x3f800000) {
                LittleEndian.putI32(code, at, 0x40000000);
                return c.withPart(kind, Bytes.wrap(code)).toBytes();
            }
        }
        return null;
    }

    @Test
    void aChangedCopyOfTheFixturesIsClassedFileByFile() throws Exception {
        Path bin = StripCommandTest.fixtures().resolve("bin");
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Files.createDirectories(a);
        Files.createDirectories(b);
        List<Path> files;
        try (Stream<Path> s = Files.list(bin)) {
            files = s.sorted().toList();
        }
        Map<String, String> expected = new TreeMap<>(); // old or new path -> class
        int moved = 0, stripped = 0, edited = 0, movedEdited = 0, deleted = 0, added = 0;
        for (Path f : files) {
            String name = f.getFileName().toString();
            byte[] data = Files.readAllBytes(f);
            Files.write(a.resolve(name), data);
            boolean container = Container.looksLikeContainer(data);
            byte[] lit = container ? editLiteral(data) : null;
            if (name.endsWith(".d3d9") && deleted < 10 || name.startsWith("vs_6") && deleted < 20) {
                expected.put(name, "removed");
                deleted++;
            } else if (name.startsWith("ps_5_0") && moved < 20) {
                Files.createDirectories(b.resolve("moved"));
                Files.write(b.resolve("moved/renamed_" + name), data);
                expected.put(name, "moved");
                moved++;
            } else if (name.startsWith("vs_") && container && Container.read(data).has("RDEF") && stripped < 20) {
                Files.write(b.resolve(name), Strip.strip(data, 0x1f));
                expected.put(name, "sameProgram");
                stripped++;
            } else if ((name.startsWith("gs_") || name.startsWith("ps_4_0")) && lit != null && edited < 10) {
                Files.write(b.resolve(name), lit);
                expected.put(name, "changed");
                edited++;
            } else if ((name.startsWith("hs_") || name.startsWith("ds_")) && lit != null && movedEdited < 5) {
                Files.write(b.resolve("edited_" + name), lit);
                expected.put(name, "changed");
                movedEdited++;
            } else {
                Files.write(b.resolve(name), data);
                expected.put(name, "identical");
                if (name.startsWith("cs_5_0") && lit != null && added < 10) {
                    Files.createDirectories(b.resolve("added"));
                    Files.write(b.resolve("added/" + name), lit); // a new program beside its unchanged original
                    expected.put("added/" + name, "added");
                    added++;
                }
            }
        }
        assertEquals(List.of(20, 20, 20, 10, 5, 10), List.of(deleted, moved, stripped, edited, movedEdited, added));
        Cli.Result r = Cli.run("diff", "--json", a.toString(), b.toString());
        assertEquals(0, r.exit(), r.err());
        JsonNode doc = new ObjectMapper().readTree(r.out());
        Map<String, String> got = new HashMap<>();
        for (JsonNode f : doc.get("files")) {
            String key = f.get("old").isNull() ? f.get("new").asText() : f.get("old").asText();
            got.put(key, f.get("class").asText());
            if (f.get("class").asText().equals("changed") && (key.startsWith("hs_") || key.startsWith("ds_"))) {
                assertEquals("interface", f.get("by").asText(), key);
            }
        }
        assertEquals(expected, new TreeMap<>(got));
        JsonNode summary = doc.get("summary");
        assertEquals(List.of("identical", "sameProgram", "moved", "changed", "added", "removed"),
                iterate(summary.fieldNames()));
        assertEquals(20, summary.get("moved").asInt());
        assertEquals(15, summary.get("changed").asInt());
        assertEquals(10, summary.get("added").asInt());
        assertEquals(20, summary.get("removed").asInt());
        for (String fmt : List.of("text", "md", "csv", "html")) {
            Cli.Result x = Cli.run("diff", "--format", fmt, a.toString(), b.toString());
            assertEquals(0, x.exit(), fmt + x.err());
            assertTrue(x.out().contains("renamed_ps_5_0"), fmt);
        }
        Cli.Result map = Cli.run("diff", "--map", "fnv", a.toString(), b.toString());
        assertEquals(doc.get("files").size() - 30, map.out().lines().count());
        assertTrue(map.out().lines().allMatch(l -> l.matches("[0-9a-f]{16} [0-9a-f]{16}")), map.out());
    }

    private static List<String> iterate(java.util.Iterator<String> it) {
        List<String> out = new java.util.ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    @Test
    void twoFilesShowPartsFieldsAndListing() throws Exception {
        Path bin = StripCommandTest.fixtures().resolve("bin");
        byte[] lit = editLiteral(Files.readAllBytes(bin.resolve("vs_5_0_lighting.dxbc")));
        Path e = dir.resolve("e.dxbc");
        Files.write(e, lit);
        Cli.Result r = Cli.run("diff", bin.resolve("vs_5_0_lighting.dxbc").toString(), e.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("    SHEX  924       924       changed\n"), r.out());
        assertTrue(r.out().contains("-mov r0.w, l(1.000000)\n+mov r0.w, l(2.000000)\n"), r.out());
        Cli.Result s = Cli.run("diff", "--json", bin.resolve("vs_5_0_lighting.dxbc").toString(),
                bin.resolve("vs_5_0_lighting_zi.dxbc").toString());
        JsonNode doc = new ObjectMapper().readTree(s.out());
        assertTrue(doc.get("sameProgram").asBoolean());
        assertEquals("+flags = D3DCOMPILE_DEBUG | D3DCOMPILE_NO_PRESHADER",
                doc.get("fields").get("RDEF").get(5).asText());
        // raw Direct3D 9 programs are listed too; an output naming an input is refused
        Path d9 = null;
        try (Stream<Path> st = Files.list(bin)) {
            d9 = st.filter(p -> p.toString().endsWith(".d3d9")).sorted().findFirst().orElseThrow();
        }
        byte[] prog = Files.readAllBytes(d9);
        byte[] twisted = prog.clone();
        twisted[twisted.length - 8] ^= 1; // a register number of the last instruction's last parameter
        Path t = dir.resolve("t.d3d9");
        Files.write(t, twisted);
        Cli.Result d = Cli.run("diff", "--json", d9.toString(), t.toString());
        assertEquals(0, d.exit(), d.err());
        assertTrue(new ObjectMapper().readTree(d.out()).get("listing").size() > 2, d.out());
        assertEquals(2, Cli.run("diff", d9.toString(), t.toString(), "-o", t.toString()).exit());
        assertTrue(java.util.Arrays.equals(twisted, Files.readAllBytes(t)));
    }
}
