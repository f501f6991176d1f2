package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dxkit sources} end to end: a /Zi fixture's HLSL written back byte for byte, under the output folder. */
class SourcesCommandTest {
    private static final Path FIX = DisCommandTest.fixtures();
    private static final String ZI = FIX.resolve("bin/ps_5_0_lighting_zi.dxbc").toString();
    private static final String DXC_ZI = FIX.resolve("bin/ps_6_0_lighting_zi.dxbc").toString();

    @Test
    void writesTheMainFileAndItsIncludeWhereTheyWere(@TempDir Path out) throws Exception {
        Cli.Result r = Cli.run("sources", ZI, "--out-dir", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(ZI + ": SPDB, 2 files\n"
                + "  D:\\dxkit\\hlsl\\game\\lighting.hlsl  2355 bytes  -> " + out.resolve("dxkit/hlsl/game/lighting.hlsl") + "\n"
                + "  common.hlsli  755 bytes  -> " + out.resolve("dxkit/hlsl/game/common.hlsli") + "\n", r.out());
        assertArrayEquals(Files.readAllBytes(FIX.resolve("hlsl/game/lighting.hlsl")),
                Files.readAllBytes(out.resolve("dxkit/hlsl/game/lighting.hlsl")));
        assertArrayEquals(Files.readAllBytes(FIX.resolve("hlsl/game/common.hlsli")),
                Files.readAllBytes(out.resolve("dxkit/hlsl/game/common.hlsli")));
    }

    @Test
    void severalFilesEachGetTheirOwnFolder(@TempDir Path out) throws Exception {
        Cli.Result r = Cli.run("sources", ZI, DXC_ZI, "--out-dir", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertArrayEquals(Files.readAllBytes(FIX.resolve("hlsl/game/lighting.hlsl")),
                Files.readAllBytes(out.resolve("ps_5_0_lighting_zi.dxbc/dxkit/hlsl/game/lighting.hlsl")));
        assertArrayEquals(Files.readAllBytes(FIX.resolve("hlsl/game/common.hlsli")),
                Files.readAllBytes(out.resolve("ps_6_0_lighting_zi.dxbc/game/common.hlsli")));
    }

    @Test
    void listWritesNothingAndJsonNamesEachSource(@TempDir Path out) {
        Cli.Result r = Cli.run("sources", "--list", "--json", DXC_ZI);
        assertEquals(0, r.exit(), r.err());
        assertEquals("[ {\n  \"path\" : \"" + DXC_ZI.replace("\\", "\\\\") + "\",\n  \"part\" : \"ILDB\",\n"
                + "  \"sources\" : [ {\n    \"name\" : \"game\\\\lighting.hlsl\",\n    \"size\" : 2355,\n"
                + "    \"path\" : \"game/lighting.hlsl\"\n  }, {\n    \"name\" : \"game\\\\common.hlsli\",\n"
                + "    \"size\" : 755,\n    \"path\" : \"game/common.hlsli\"\n  } ]\n} ]\n", r.out());
    }

    @Test
    void aReleaseBuildHasNoSourcesAndSaysSo() {
        String release = FIX.resolve("bin/ps_5_0_lighting.dxbc").toString();
        Cli.Result r = Cli.run("sources", "--list", release);
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + release + ": no sources (no SPDB, SDBG or SRCI part, no dx.source.contents in a "
                + "debug module)\n", r.err());
    }

    @Test
    void oneOfOutDirOrListIsNeeded(@TempDir Path out) {
        assertEquals(2, Cli.run("sources", ZI).exit());
        assertEquals(2, Cli.run("sources", ZI, "--list", "--out-dir", out.toString()).exit());
        assertFalse(Files.exists(out.resolve("dxkit")));
    }

    @Test
    void aDamagedFileIsOneLine(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.dxbc");
        byte[] b = Files.readAllBytes(Path.of(ZI));
        Files.write(bad, java.util.Arrays.copyOf(b, 200));
        Cli.Result r = Cli.run("sources", "--list", bad.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("dxkit: " + bad + ": ") && r.err().indexOf('\n') == r.err().length() - 1,
                r.err());
    }
}
