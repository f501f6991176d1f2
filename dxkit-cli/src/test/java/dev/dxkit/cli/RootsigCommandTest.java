package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dxkit rootsig}: print, compile back byte for byte, and one line for each thing it refuses. */
class RootsigCommandTest {
    private static Path fixtures() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("fixtures/rootsig"))) {
                return p.resolve("fixtures");
            }
        }
        throw new IllegalStateException("no fixtures/rootsig");
    }

    @Test
    void printsThenCompilesBackToDxcsContainerAndPart(@TempDir Path tmp) throws IOException {
        Path dxc = fixtures().resolve("rootsig/bin/typical_graphics_11.dxbc");
        Path text = tmp.resolve("rs.hlsl");
        Cli.Result printed = Cli.run("rootsig", dxc.toString(), "-o", text.toString());
        assertEquals(0, printed.exit(), printed.err());
        Cli.Result stdout = Cli.run("rootsig", dxc.toString());
        assertEquals(Files.readString(text), stdout.out());
        assertTrue(stdout.out().contains("\"RootConstants(num32BitConstants = 4, b1), \" \\\n"), stdout.out());

        Path out = tmp.resolve("rs.bin");
        Cli.Result compiled = Cli.run("rootsig", "--compile", text.toString(), "-o", out.toString());
        assertEquals(0, compiled.exit(), compiled.err());
        byte[] expected = Files.readAllBytes(dxc);
        assertArrayEquals(expected, Files.readAllBytes(out));

        Path part = tmp.resolve("rs.rts0");
        assertEquals(0, Cli.run("rootsig", "--compile", text.toString(), "--define", "RS", "--part", "-o", part.toString()).exit());
        assertArrayEquals(Arrays.copyOfRange(expected, 0x2c, expected.length), Files.readAllBytes(part));
        // a bare part prints as its container does
        assertEquals(stdout.out(), Cli.run("rootsig", part.toString()).out());
    }

    @Test
    void version10AndAProgramCarryingARootSignature(@TempDir Path tmp) throws IOException {
        Path dxc = fixtures().resolve("rootsig/bin/typical_graphics_10.dxbc");
        Path text = tmp.resolve("rs.hlsl");
        assertEquals(0, Cli.run("rootsig", dxc.toString(), "-o", text.toString()).exit());
        Path out = tmp.resolve("rs.bin");
        assertEquals(0, Cli.run("rootsig", "--compile", text.toString(), "--version", "1.0", "-o", out.toString()).exit());
        assertArrayEquals(Files.readAllBytes(dxc), Files.readAllBytes(out));

        Cli.Result program = Cli.run("rootsig", fixtures().resolve("bin/vs_6_0_rootsig.dxbc").toString());
        assertEquals(0, program.exit(), program.err());
        assertTrue(program.out().startsWith("// root signature version 1.1"), program.out());
    }

    @Test
    void eachRefusalIsOneLine(@TempDir Path tmp) throws IOException {
        Cli.Result none = Cli.run("rootsig", fixtures().resolve("bin/vs_6_0_rootsig_stripped.dxbc").toString());
        assertEquals(1, none.exit());
        assertTrue(none.err().matches("dxkit: \\S+vs_6_0_rootsig_stripped\\.dxbc: no root signature \\(no RTS0 part\\)\n"), none.err());

        Path bad = tmp.resolve("bad.hlsl");
        Files.writeString(bad, "// x\n#define RS \"CBV(b0), SRV(b1)\"\n", StandardCharsets.ISO_8859_1);
        Cli.Result text = Cli.run("rootsig", "--compile", bad.toString(), "-o", tmp.resolve("o.bin").toString());
        assertEquals(1, text.exit());
        assertEquals("dxkit: " + bad + ":2:9: error: root signature error - Incorrect register type 'b1' in SRV (expected t#)\n",
                text.err());
        assertTrue(Files.notExists(tmp.resolve("o.bin")), "nothing written for a refused text");

        byte[] damaged = Files.readAllBytes(fixtures().resolve("rootsig/bin/typical_graphics_11.dxbc"));
        damaged[0x2c + 4] = (byte) 0xff; // the parameter count
        Path d = tmp.resolve("damaged.dxbc");
        Files.write(d, damaged);
        Cli.Result part = Cli.run("rootsig", d.toString());
        assertEquals(1, part.exit());
        assertTrue(part.err().matches("dxkit: \\S+damaged\\.dxbc: RTS0 @0x0004: parameter count at most \\d+, found 255\n"), part.err());

        Cli.Result same = Cli.run("rootsig", "--compile", bad.toString(), "-o", bad.toString());
        assertEquals(2, same.exit());
        assertTrue(same.err().contains("does not write over its input"), same.err());
        assertEquals(2, Cli.run("rootsig", "--compile", bad.toString(), "--version", "2.0").exit());
        assertEquals(2, Cli.run("rootsig", bad.toString(), "--part").exit());
        assertEquals(3, Cli.run("rootsig", tmp.resolve("missing.dxbc").toString()).exit());
    }
}
