package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dxkit strip}: D3DStripShader's bytes, its refusals in one line, and never over the input. */
class StripCommandTest {
    @TempDir
    Path dir;

    static Path fixtures() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("fixtures/strip"))) {
                return p.resolve("fixtures");
            }
        }
        throw new IllegalStateException("no fixtures/strip above " + Path.of("").toAbsolutePath());
    }

    @Test
    void optionsAndFlagWordGiveTheOraclesBytes() throws Exception {
        Path in = fixtures().resolve("bin/vs_5_0_lighting_zi.dxbc");
        byte[] expected = Files.readAllBytes(fixtures().resolve("strip/vs_5_0_lighting_zi.03.dxbc"));
        Path a = dir.resolve("a.dxbc");
        Cli.Result r = Cli.run("strip", in.toString(), "--reflection", "--debug-info", "-o", a.toString());
        assertEquals(0, r.exit(), r.err());
        assertArrayEquals(expected, Files.readAllBytes(a));
        Path b = dir.resolve("b.dxbc");
        assertEquals(0, Cli.run("strip", in.toString(), "--flags", "0x1f", "-o", b.toString()).exit());
        assertArrayEquals(expected, Files.readAllBytes(b));
    }

    @Test
    void refusalsAreOneLine() throws Exception {
        Cli.Result r = Cli.run("strip", fixtures().resolve("strip/input/zerodigest.dxbc").toString(), "--reflection",
                "-o", dir.resolve("z.dxbc").toString());
        assertEquals(1, r.exit());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("zerodigest.dxbc: container @0x0004: D3DStripShader refuses"), r.err());
        assertTrue(Files.notExists(dir.resolve("z.dxbc")));
        Path copy = dir.resolve("in.dxbc");
        Files.copy(fixtures().resolve("bin/vs_5_0_lighting.dxbc"), copy);
        byte[] before = Files.readAllBytes(copy);
        Cli.Result over = Cli.run("strip", copy.toString(), "--reflection", "-o", copy.toString());
        assertEquals(2, over.exit());
        assertArrayEquals(before, Files.readAllBytes(copy));
        assertEquals(2, Cli.run("strip", copy.toString(), "--flags", "1g", "-o", dir.resolve("x").toString()).exit());
    }
}
