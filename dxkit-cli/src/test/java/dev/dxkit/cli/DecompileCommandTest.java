package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dxkit decompile}: HLSL to a file or stdout, gaps as exit 1, refusals in one line, the batch form. */
class DecompileCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesTheGoldenHlsl() throws Exception {
        Path in = StripCommandTest.fixtures().resolve("bin/vs_5_0_lighting.dxbc");
        Path out = dir.resolve("a.hlsl");
        Cli.Result r = Cli.run("decompile", in.toString(), "-o", out.toString());
        assertEquals(0, r.exit(), r.err());
        Path golden = StripCommandTest.fixtures().getParent()
                .resolve("dxkit-core/src/test/resources/decompile/vs_5_0_lighting.hlsl");
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), Files.readString(out, StandardCharsets.UTF_8));
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), Cli.run("decompile", in.toString()).out());
    }

    @Test
    void gapsAndRefusals() throws Exception {
        // an interface call without RDEF cannot be written: the text has a marked comment, stderr a line per
        // gap, exit 1
        Cli.Result gaps = Cli.run("decompile", StripCommandTest.fixtures().resolve("bin/ps_5_0_classes_strip1.dxbc").toString());
        assertEquals(1, gaps.exit());
        assertTrue(gaps.out().contains("/* dxkit: "), gaps.out());
        assertTrue(gaps.err().contains("incomplete: "), gaps.err());
        Path cut = dir.resolve("cut.dxbc");
        byte[] good = Files.readAllBytes(StripCommandTest.fixtures().resolve("bin/vs_5_0_lighting.dxbc"));
        Files.write(cut, java.util.Arrays.copyOf(good, 100));
        Cli.Result bad = Cli.run("decompile", cut.toString());
        assertEquals(1, bad.exit());
        assertEquals(1, bad.err().lines().count(), bad.err());
        assertTrue(bad.err().contains("cut.dxbc"), bad.err());
        assertEquals(2, Cli.run("decompile").exit());
    }

    @Test
    void batchFormNumbersEachFile() throws Exception {
        Path list = dir.resolve("list.txt");
        Path good = StripCommandTest.fixtures().resolve("bin/vs_5_0_lighting.dxbc");
        Path missing = dir.resolve("missing.dxbc");
        Files.writeString(list, good + "\n" + missing + "\n");
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("decompile", "--files-from", list.toString(), "--out-dir", out.toString());
        assertEquals(1, r.exit());
        assertEquals("1\tok\tvs_5_0\t" + good + "\n2\trefused\t-\t" + missing + "\n", r.out());
        assertTrue(Files.readString(out.resolve("1.hlsl")).startsWith("// Decompiled by dxkit from a vs_5_0 program."));
    }
}
