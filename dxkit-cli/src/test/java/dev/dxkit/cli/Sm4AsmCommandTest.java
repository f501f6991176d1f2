package dev.dxkit.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.container.DigestState;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dxkit asm} end to end: dis --exact-floats, edit, asm --base; errors; outputs never over inputs. */
class Sm4AsmCommandTest {
    @TempDir
    Path dir;

    static Path fixture(String id) {
        return DisCommandTest.fixtures().resolve("bin/" + id + ".dxbc");
    }

    /** {@code dis --exact-floats FILE} written to a text file in the temporary directory. */
    Path exactListing(Path in, String name) throws Exception {
        Cli.Result r = Cli.run("dis", "--exact-floats", in.toString());
        assertEquals(0, r.exit(), r.err());
        Path t = dir.resolve(name);
        Files.write(t, r.out().getBytes(StandardCharsets.ISO_8859_1));
        return t;
    }

    @Test
    void anUnEditedExactListingGivesBackTheContainerByteForByte() throws Exception {
        for (String id : new String[] {"cs_5_0_average", "ps_4_0_level_9_3_lighting", "hs_5_1_fork", "ps_5_0_classes"}) {
            Path in = fixture(id);
            Path text = exactListing(in, id + ".txt");
            Path out = dir.resolve(id + ".dxbc");
            Cli.Result r = Cli.run("asm", text.toString(), "--base", in.toString(), "-o", out.toString());
            assertEquals(0, r.exit(), r.err());
            assertEquals("", r.err());
            assertArrayEquals(Files.readAllBytes(in), Files.readAllBytes(out), id);
        }
    }

    @Test
    void exactFloatsPrintsWhatPercentFLoses() throws Exception {
        Cli.Result plain = Cli.run("dis", fixture("cs_5_0_average").toString());
        Cli.Result exact = Cli.run("dis", "--exact-floats", fixture("cs_5_0_average").toString());
        assertNotEquals(plain.out(), exact.out());
        assertEquals(plain.out().lines().count(), exact.out().lines().count());
    }

    @Test
    void anEditIsAssembledAndSigned() throws Exception {
        Path in = fixture("ps_5_0_lighting");
        Path text = exactListing(in, "edit.txt");
        String s = Files.readString(text, StandardCharsets.ISO_8859_1);
        int at = s.indexOf("\nret ");
        assertTrue(at > 0);
        Files.writeString(text, s.substring(0, at) + "\nnop" + s.substring(at), StandardCharsets.ISO_8859_1);
        Path out = dir.resolve("edit.dxbc");
        Cli.Result r = Cli.run("asm", text.toString(), "--base", in.toString(), "-o", out.toString());
        assertEquals(0, r.exit(), r.err());
        Container c = Container.read(out);
        assertEquals(DigestState.OK, c.digestState());
        assertEquals(Container.read(in).partSet(), c.partSet());
        Cli.Result listed = Cli.run("dis", "--flags", "40", out.toString());
        assertTrue(listed.out().contains("\nnop \nret \n"), listed.out());
        // without a base: the whole container rebuilt from the header comments, the same program, signed, and
        // listed back as the edited text
        Path alone = dir.resolve("alone.dxbc");
        assertEquals(0, Cli.run("asm", text.toString(), "-o", alone.toString()).exit());
        Container rebuilt = Container.read(alone);
        assertEquals(c.part("SHEX").orElseThrow().data(), rebuilt.part("SHEX").orElseThrow().data());
        assertEquals("RDEF ISGN OSGN SHEX STAT", rebuilt.partSet());
        assertEquals(DigestState.OK, rebuilt.digestState());
        assertEquals(s.substring(0, at) + "\nnop " + s.substring(at),      // the nop as dis spells it
                Cli.run("dis", "--exact-floats", alone.toString()).out());
    }

    @Test
    void anEditedSignatureTableReplacesTheBasesPart() throws Exception {
        // the output's index changed in the listing, the program untouched: asm --base takes the table (a note
        // says so), keeps every other part's bytes, signs, and the container lists as the edited text
        Path in = fixture("ps_5_0_lighting");
        Path text = exactListing(in, "sig.txt");
        String s = Files.readString(text, StandardCharsets.ISO_8859_1);
        String row = "\n// SV_Target                0   xyzw        0   TARGET   float   xyzw\n";
        assertTrue(s.contains(row), s);
        String edited = s.replace(row, "\n// SV_Target                2   xyzw        0   TARGET   float   xyzw\n");
        Files.writeString(text, edited, StandardCharsets.ISO_8859_1);
        Path out = dir.resolve("sig.dxbc");
        Cli.Result r = Cli.run("asm", text.toString(), "--base", in.toString(), "-o", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(text + ": note: the output signature taken from the text's table (it differs from the base's"
                + " OSGN): 1 element" + System.lineSeparator(), r.err());
        Container c = Container.read(out);
        Container was = Container.read(in);
        assertEquals(DigestState.OK, c.digestState());
        assertEquals(was.partSet(), c.partSet());
        for (String kind : new String[] {"RDEF", "ISGN", "SHEX", "STAT"}) {
            assertEquals(was.part(kind).orElseThrow().data(), c.part(kind).orElseThrow().data(), kind);
        }
        assertEquals(edited, Cli.run("dis", "--exact-floats", out.toString()).out());
    }

    @Test
    void errorsAreReportedCompilerStyleAndNothingIsWritten() throws Exception {
        Path text = dir.resolve("bad.txt");
        Files.writeString(text, "ps_5_0\nmov r0.x, q1.x\r\nadd r0.x\nret \n", StandardCharsets.ISO_8859_1);
        Path out = dir.resolve("bad.dxbc");
        Cli.Result r = Cli.run("asm", text.toString(), "-o", out.toString());
        assertEquals(1, r.exit());
        assertEquals(text + ":2:11: error: unknown register 'q1'\nmov r0.x, q1.x\n          ^\n"
                + text + ":3:9: error: expected ',', found the end of the line\nadd r0.x\n        ^\n"
                + "2 errors; nothing written\n", r.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void aTextWithoutAShaderModel4Or5VersionLineGoesToTheDirect3D9Assembler() throws Exception {
        Path text = dir.resolve("d3d9.txt");
        Files.writeString(text, "    vs_2_0\n    mov oPos, v0\n", StandardCharsets.ISO_8859_1);
        Cli.Result r = Cli.run("asm", text.toString(), "-o", dir.resolve("x.d3d9").toString());
        assertEquals(0, r.exit(), r.err());
        byte[] program = Files.readAllBytes(dir.resolve("x.d3d9"));
        // the version token 0xfffe0200 (vs_2_0), little-endian
        assertArrayEquals(new byte[] {0x00, 0x02, (byte) 0xfe, (byte) 0xff}, java.util.Arrays.copyOf(program, 4));
    }

    @Test
    void neverWritesOverAnInput() throws Exception {
        Path in = fixture("ps_5_0_lighting");
        Path text = exactListing(in, "same.txt");
        byte[] before = Files.readAllBytes(text);
        Cli.Result r = Cli.run("asm", text.toString(), "-o", text.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("is an input"), r.err());
        assertArrayEquals(before, Files.readAllBytes(text));
    }
}
