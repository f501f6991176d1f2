package dev.dxkit.container;

import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@link Strip} against what D3DStripShader wrote for the project's own containers under every flag word
 * 0x00-0x1f ({@code fixtures/strip/}, rebuilt by {@code tools/fixtures/strip-goldens}), compared whole.
 */
class StripTest {
    @Test
    void everyFixtureUnderEveryFlagWordEqualsD3DStripShader() throws Exception {
        Path dir = Fixtures.dir();
        List<String> lines = Files.readAllLines(dir.resolve("strip/MANIFEST.tsv"), StandardCharsets.UTF_8);
        assertEquals("id\tinput\tflags\tresult", lines.get(0));
        Map<String, Integer> results = new TreeMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t", -1);
            byte[] in = Files.readAllBytes(dir.resolve(f[1]));
            int flags = Integer.parseInt(f[2], 16);
            String what = f[0] + " flags " + f[2];
            if (f[3].equals("refused")) {
                DxFormatException e = assertThrows(DxFormatException.class, () -> Strip.strip(in, flags), what);
                assertEquals(4, e.offset(), what);
                results.merge("refused", 1, Integer::sum);
                continue;
            }
            byte[] expected = f[3].equals("same") ? in : Files.readAllBytes(dir.resolve("strip").resolve(f[3]));
            byte[] got = Strip.strip(in, flags);
            if (!Arrays.equals(expected, got)) {
                fail(what + ": first difference at byte " + Arrays.mismatch(expected, got) + " of " + expected.length);
            }
            results.merge(f[3].equals("same") ? "same" : "stripped", 1, Integer::sum);
        }
        assertEquals(Map.of("refused", 32, "same", 736, "stripped", 608), results);
    }

    @Test
    void bitsAboveTheFiveKnownAreIgnoredAsMicrosoftDoes() throws Exception {
        byte[] in = Files.readAllBytes(Fixtures.dir().resolve("bin/vs_5_0_lighting.dxbc"));
        assertArrayEquals(in, Strip.strip(in, 0xffffffe0));
        assertArrayEquals(Strip.strip(in, 1), Strip.strip(in, 0xffffffff));
    }

    @Test
    void aLibraryHeaderKeepsTheReflection() throws Exception {
        Container c = Container.read(Files.readAllBytes(Fixtures.dir().resolve("bin/vs_5_0_lighting.dxbc")));
        byte[] withLibh = c.withPart("LIBH", Bytes.of((byte) 1, (byte) 2, (byte) 3, (byte) 4)).toBytes();
        assertArrayEquals(withLibh, Strip.strip(withLibh, Strip.REFLECTION_DATA));
    }

    @Test
    void dxilDebugPartsGoWithTheOptionAndTheHashIsRecomputed() throws Exception {
        byte[] in = Files.readAllBytes(Fixtures.dir().resolve("bin/ps_6_0_lighting_zi.dxbc"));
        Container ms = Container.read(Strip.strip(in, Strip.DEBUG_INFO));
        assertEquals("SFI0 ISG1 OSG1 PSV0 ILDB STAT ILDN HASH DXIL", ms.partSet());
        Container ext = Container.read(Strip.strip(in, Strip.DEBUG_INFO | Strip.REFLECTION_DATA, true));
        assertEquals("SFI0 ISG1 OSG1 PSV0 HASH DXIL", ext.partSet());
        assertTrue(ext.isCanonical());
        Bytes hash = ext.part("HASH").orElseThrow().data();
        assertEquals(Container.read(in).part("HASH").orElseThrow().data(), hash);
        assertArrayEquals(Strip.md5(Strip.bitcode(ext.part("DXIL").orElseThrow().data())), hash.slice(4, 16).toArray());
        // a /Zss hash (flag 1: it covers the sources) is kept as it is
        byte[] zss = Files.readAllBytes(Fixtures.dir().resolve("bin/ps_6_0_lighting_zi_zss.dxbc"));
        Container z = Container.read(Strip.strip(zss, Strip.DEBUG_INFO, true));
        assertEquals(Container.read(zss).part("HASH").orElseThrow().data(), z.part("HASH").orElseThrow().data());
        assertFalse(z.has("ILDB"));
    }

    @Test
    void aDamagedContainerIsOneErrorNamingTheByte() {
        DxFormatException e = assertThrows(DxFormatException.class, () -> Strip.strip(new byte[] {'D', 'X'}, 1));
        assertTrue(e.getMessage().contains("@0x"), e.getMessage());
    }

    /**
     * Every container of a folder made by {@code tools/strip/corpus-vs-d3dc} (D3DStripShader's output for
     * every DXBC-magic file of the corpus under every flag word): run with {@code -Ddxkit.strip.oracle=DIR}.
     */
    @Test
    void corpusAgainstD3DStripShaderOutputs() throws Exception {
        String d = System.getProperty("dxkit.strip.oracle");
        Assumptions.assumeTrue(d != null, "no -Ddxkit.strip.oracle=DIR");
        Path dir = Path.of(d);
        Map<String, Integer> counts = new TreeMap<>();
        for (String line : Files.readAllLines(dir.resolve("files.tsv"), StandardCharsets.UTF_8)) {
            String[] f = line.split("\t", -1);
            byte[] in = Files.readAllBytes(Path.of(f[1]));
            for (int flags = 0; flags < 32; flags++) {
                Path o = dir.resolve(f[0]).resolve(String.format("%02x", flags));
                if (!Files.exists(o)) {
                    int fl = flags;
                    assertThrows(DxFormatException.class, () -> Strip.strip(in, fl), f[1] + " " + flags);
                    counts.merge("refused", 1, Integer::sum);
                    continue;
                }
                byte[] expected = Files.readAllBytes(o);
                assertArrayEquals(expected, Strip.strip(in, flags), f[1] + " flags " + flags);
                counts.merge(Arrays.equals(expected, in) ? "same" : "stripped", 1, Integer::sum);
            }
        }
        System.out.println("strip against D3DStripShader: " + counts);
    }
}
