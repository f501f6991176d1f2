package dev.dxkit.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dxkit asm} end to end: Direct3D 9 listings to programs, --base, errors, stdin/stdout, no overwrite. */
class AsmCommandTest {
    @TempDir
    Path dir;

    private static Path fixtures() {
        return DisCommandTest.fixtures();
    }

    @Test
    void assemblesAListingAsD3DAssembleDoesAndWithBaseGivesBackTheOriginal() throws Exception {
        Path listing = fixtures().resolve("listings/ps_3_0_main.00.txt");
        Path out = dir.resolve("p.d3d9");
        Cli.Result r = Cli.run("asm", listing.toString(), "-o", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("", r.err());
        assertArrayEquals(Files.readAllBytes(fixtures().resolve("d3d9asm/listings/ps_3_0_main.00.bin")), Files.readAllBytes(out));

        Path original = fixtures().resolve("bin/ps_3_0_main_zi.d3d9");
        Path rebuilt = dir.resolve("zi.d3d9");
        r = Cli.run("asm", fixtures().resolve("listings/ps_3_0_main_zi.24.txt").toString(), "--base", original.toString(),
                "-o", rebuilt.toString());
        assertEquals(0, r.exit(), r.err());
        assertArrayEquals(Files.readAllBytes(original), Files.readAllBytes(rebuilt));
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "no temporary file left beside the outputs");
        }
    }

    @Test
    void defaultOutputIsBesideTheText() throws Exception {
        Path text = dir.resolve("shader.asm");
        Files.writeString(text, "vs_2_0\ndcl_position v0\nmov oPos, v0\n");
        Cli.Result r = Cli.run("asm", text.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(32, Files.size(dir.resolve("shader.d3d9"))); // version, dcl (3 dwords), mov (3), end
    }

    @Test
    void everyErrorReportedCompilerStyleAndNothingWritten() throws Exception {
        Path text = dir.resolve("bad.asm");
        Files.writeString(text, "vs_2_0\nmov r9x, v0\nmov r0, v0, v1\n");
        Path out = dir.resolve("bad.d3d9");
        Cli.Result r = Cli.run("asm", text.toString(), "-o", out.toString());
        assertEquals(1, r.exit());
        assertEquals(text + ":2:5: error: unknown register 'r9x'\nmov r9x, v0\n    ^\n"
                + text + ":3:1: error: 'mov' takes 2 operands, found 3\nmov r0, v0, v1\n^\n"
                + "2 errors, nothing written\n", r.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void strictRefusesWhatD3DAssemblesParserRefusesPerVersion() throws Exception {
        Path text = dir.resolve("ps20.asm");
        Files.writeString(text, "ps_2_0\ndcl t0\nmov r0, c32\nadd r0, r0_bias, t0\nmov_x2 oC0, r0\n");
        Path out = dir.resolve("ps20.d3d9");
        Cli.Result r = Cli.run("asm", "--strict", text.toString(), "-o", out.toString());
        assertEquals(1, r.exit());
        assertEquals(text + ":3:9: error: register 'c32' out of range in ps_2_0 (32 of them)\nmov r0, c32\n        ^\n"
                + text + ":4:9: error: source modifier '_bias' is not in ps_2_0\nadd r0, r0_bias, t0\n        ^\n"
                + text + ":5:1: error: modifier '_x2' is not in ps_2_0\nmov_x2 oC0, r0\n^\n"
                + "3 errors, nothing written\n", r.err());
        assertFalse(Files.exists(out));
        // without --strict the token format holds it, and it is assembled
        assertEquals(0, Cli.run("asm", text.toString(), "-o", out.toString()).exit());
        assertTrue(Files.exists(out));

        Path sm4 = dir.resolve("ps40.asm");
        Files.writeString(sm4, "ps_4_0\nret\n");
        r = Cli.run("asm", "--strict", sm4.toString(), "-o", dir.resolve("ps40.dxbc").toString());
        assertEquals(2, r.exit(), r.err());
        assertFalse(Files.exists(dir.resolve("ps40.dxbc")));
    }

    @Test
    void standardInputAndOutput() throws Exception {
        InputStream old = System.in;
        try {
            System.setIn(new ByteArrayInputStream("ps_2_0\nmov oC0, c0\n".getBytes(StandardCharsets.US_ASCII)));
            Path out = dir.resolve("stdin.d3d9");
            Cli.Result r = Cli.run("asm", "-", "-o", out.toString());
            assertEquals(0, r.exit(), r.err());
            assertArrayEquals(new byte[] {0x00, 0x02, (byte) 0xFF, (byte) 0xFF, 0x01, 0x00, 0x00, 0x02, 0x00, 0x08, 0x0F,
                (byte) 0x80, 0x00, 0x00, (byte) 0xE4, (byte) 0xA0, (byte) 0xFF, (byte) 0xFF, 0x00, 0x00}, Files.readAllBytes(out));
            // to stdout (the capture decodes it as UTF-8, so only the ASCII head is compared)
            System.setIn(new ByteArrayInputStream("ps_2_0\nmov oC0, c0\n".getBytes(StandardCharsets.US_ASCII)));
            r = Cli.run("asm", "-");
            assertEquals(0, r.exit(), r.err());
            assertTrue(r.out().startsWith("\u0000\u0002"), r.out());
        } finally {
            System.setIn(old);
        }
    }

    @Test
    void refusesToWriteOverAnInputAndTextThatIsNotDirect3D9() throws Exception {
        Path text = dir.resolve("a.asm");
        Files.writeString(text, "vs_2_0\nmov oPos, c0\n");
        byte[] before = Files.readAllBytes(text);
        Cli.Result r = Cli.run("asm", text.toString(), "-o", text.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("refusing to write over the input"), r.err());
        assertArrayEquals(before, Files.readAllBytes(text));

        Path none = dir.resolve("b.txt");
        Files.writeString(none, "hello\nmov r0, r1\n");
        r = Cli.run("asm", none.toString(), "-o", dir.resolve("b.bin").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith(none + ":1:1: error: expected a version line"), r.err());
    }
}
