package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dxkit hash} prints sha256sum's lines; {@code info --json} carries every kind. */
class HashCommandTest {
    @TempDir
    Path dir;

    @Test
    void linesLikeSha256sumForEachKind() throws Exception {
        Path ab = dir.resolve("ab.bin");
        Files.writeString(ab, "ab");
        assertEquals("000061000000a4b1  " + ab + "\n", Cli.run("hash", "--kind", "fnv", ab.toString()).out());
        assertEquals("000061000000a4b1  " + ab + "\n", Cli.run("hash", "--kind", "bytecode", dir.toString()).out());
        assertEquals("fb8e20fc2e4c3f248c60c39bd652f3c1347298bb977b8b4d5903b85055620603  " + ab + "\n",
                Cli.run("hash", ab.toString()).out());
        Cli.Result digest = Cli.run("hash", "--kind", "digest", ab.toString());
        assertEquals(1, digest.exit());
        assertEquals(1, digest.err().lines().count());
        assertEquals(2, Cli.run("hash", "--kind", "md5", ab.toString()).exit());
    }

    @Test
    void aDamagedContainerIsHashedWholeAndDiffedInOneLine() throws Exception {
        byte[] good = Files.readAllBytes(StripCommandTest.fixtures().resolve("bin/vs_5_0_lighting.dxbc"));
        Path cut = dir.resolve("cut.dxbc");
        Files.write(cut, java.util.Arrays.copyOf(good, 100)); // the directory points past the end
        Cli.Result h = Cli.run("hash", "--kind", "program", cut.toString());
        assertEquals(0, h.exit(), h.err());
        assertEquals(Cli.run("hash", cut.toString()).out(), h.out()); // hashed whole, as sha256
        Cli.Result d = Cli.run("diff", StripCommandTest.fixtures().resolve("bin/vs_5_0_lighting.dxbc").toString(),
                cut.toString());
        assertEquals(1, d.exit());
        assertEquals(1, d.err().lines().count(), d.err());
        assertTrue(d.err().contains("cut.dxbc") && d.err().contains("@0x"), d.err());
    }

    @Test
    void infoJsonCarriesTheHashes() throws Exception {
        Path in = StripCommandTest.fixtures().resolve("bin/vs_5_0_lighting.dxbc");
        Path stripped = dir.resolve("s.dxbc");
        assertEquals(0, Cli.run("strip", in.toString(), "--flags", "1f", "-o", stripped.toString()).exit());
        String a = Cli.run("info", "--json", in.toString()).out();
        String b = Cli.run("info", "--json", stripped.toString()).out();
        String program = Cli.run("hash", "--kind", "program", in.toString()).out().substring(0, 64);
        assertTrue(a.contains("\"program\" : \"" + program + "\"") || a.contains("\"program\":\"" + program + "\""), a);
        assertTrue(b.contains(program), b);
        assertEquals(Cli.run("hash", "--kind", "bytecode", in.toString()).out().substring(0, 16),
                Cli.run("hash", "--kind", "bytecode", stripped.toString()).out().substring(0, 16));
        assertTrue(!Cli.run("hash", "--kind", "fnv", in.toString()).out().substring(0, 16)
                .equals(Cli.run("hash", "--kind", "fnv", stripped.toString()).out().substring(0, 16)));
    }
}
