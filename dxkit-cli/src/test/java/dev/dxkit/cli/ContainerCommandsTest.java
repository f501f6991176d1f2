package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.ContainerWriter;
import dev.dxkit.container.DigestState;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ContainerCommandsTest {
    @TempDir
    Path dir;

    static byte[] container() {
        return ContainerWriter.write(List.of(
                PartEntry.of("ISGN", Bytes.ascii("input sig")),
                PartEntry.of("OSGN", Bytes.ascii("output signature")),
                PartEntry.of("SHEX", Bytes.ascii("0123456789abcdef0123"))));
    }

    Path write(String name, byte[] data) throws Exception {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.write(p, data);
        return p;
    }

    @Test
    void infoShowsHeaderDigestPartsAndFindings() throws Exception {
        Path p = write("a.dxbc", container());
        Cli.Result r = Cli.run("info", p.toString());
        assertEquals(0, r.exit(), r.err());
        String expected = p + "\n"
                + "  size      113 bytes (stored 113)\n"
                + "  version   1.0\n"
                + "  digest    " + Container.read(container()).storedDigest().hex() + " ok\n"
                + "  parts     3\n"
                + "    #  kind  offset      size\n"
                + "    0  ISGN  0x0000002c  9\n"
                + "    1  OSGN  0x0000003d  16\n"
                + "    2  SHEX  0x00000055  20\n"
                + "  findings  none\n";
        assertEquals(expected, r.out());
    }

    @Test
    void infoJsonHasStableFieldNames() throws Exception {
        Path p = write("a.dxbc", container());
        Cli.Result r = Cli.run("info", "--json", p.toString());
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("\"digestState\" : \"ok\""), r.out());
        assertTrue(r.out().contains("\"kind\" : \"SHEX\""), r.out());
        assertTrue(r.out().contains("\"findings\" : [ ]"), r.out());
    }

    @Test
    void verifyWalksDirectoriesAndReportsEachContainer() throws Exception {
        byte[] good = container();
        byte[] stale = good.clone();
        stale[stale.length - 1] ^= 1;
        byte[] truncated = Arrays.copyOf(good, 60);
        write("d/good.dxbc", good);
        write("d/sub/stale.dxbc", stale);
        write("d/sub/truncated.dxbc", truncated);
        write("d/readme.txt", "not a container".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        Cli.Result r = Cli.run("verify", dir.resolve("d").toString());
        assertEquals(1, r.exit());
        String[] lines = r.out().split("\n");
        assertEquals(3, lines.length, r.out());
        assertEquals("ok " + dir.resolve("d/good.dxbc"), lines[0]);
        assertTrue(lines[1].startsWith("FAIL " + dir.resolve("d/sub/stale.dxbc") + ": digest-mismatch: stored digest "), lines[1]);
        assertTrue(lines[1].endsWith(" @0x4"), lines[1]);
        assertEquals("FAIL " + dir.resolve("d/sub/truncated.dxbc")
                + ": part 0 (ISGN) size 9 runs past the end: 8 bytes left @0x30", lines[2]);
        assertEquals(0, Cli.run("verify", dir.resolve("d/good.dxbc").toString()).exit());
    }

    @Test
    void signWritesACorrectDigestAndNeverTouchesTheInput() throws Exception {
        byte[] good = container();
        byte[] unsigned = good.clone();
        Arrays.fill(unsigned, 4, 20, (byte) 0);
        Path in = write("u.dxbc", unsigned);
        Path out = Files.createDirectories(dir.resolve("out")).resolve("s.dxbc"); // -o makes no folder
        Cli.Result r = Cli.run("sign", in.toString(), "-o", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertArrayEquals(good, Files.readAllBytes(out));
        assertArrayEquals(unsigned, Files.readAllBytes(in));
        assertEquals(0, Cli.run("sign", in.toString(), "--in-place").exit());
        assertArrayEquals(good, Files.readAllBytes(in));
        try (var s = Files.list(dir)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary files left");
        }
        assertEquals(2, Cli.run("sign", in.toString()).exit(), "an output is required");
    }

    @Test
    void partVerbsExtractReplaceAddAndRemove() throws Exception {
        Path in = write("c.dxbc", container());
        Path data = write("new.bin", "replacement".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        Path ex = dir.resolve("shex.bin");
        assertEquals(0, Cli.run("part", "extract", in.toString(), "SHEX", "-o", ex.toString()).exit());
        assertEquals("0123456789abcdef0123", Files.readString(ex));

        Path rep = dir.resolve("rep.dxbc");
        assertEquals(0, Cli.run("part", "replace", in.toString(), "OSGN", data.toString(), "-o", rep.toString()).exit());
        Container c = Container.read(Files.readAllBytes(rep));
        assertEquals("ISGN OSGN SHEX", c.partSet());
        assertEquals(Bytes.ascii("replacement"), c.part("OSGN").orElseThrow().data());
        assertEquals(DigestState.OK, c.digestState());

        Path add = dir.resolve("add.dxbc");
        assertEquals(0, Cli.run("part", "add", in.toString(), "STAT", data.toString(), "-o", add.toString()).exit());
        assertEquals("ISGN OSGN SHEX STAT", Container.read(Files.readAllBytes(add)).partSet());
        assertEquals(1, Cli.run("part", "add", in.toString(), "SHEX", data.toString(), "-o", add.toString()).exit()); // refused input

        Path rem = dir.resolve("rem.dxbc");
        assertEquals(0, Cli.run("part", "remove", in.toString(), "ISGN", "-o", rem.toString()).exit());
        Container removed = Container.read(Files.readAllBytes(rem));
        assertEquals("OSGN SHEX", removed.partSet());
        assertTrue(removed.isCanonical());

        Cli.Result missing = Cli.run("part", "extract", in.toString(), "RDEF");
        assertEquals(1, missing.exit()); // a refused input, not a bad command line
        assertEquals("dxkit: " + in + ": has no RDEF part (it has ISGN OSGN SHEX)\n", missing.err());
    }

    @Test
    void carveWritesEachEmbeddedContainer() throws Exception {
        byte[] c = container();
        byte[] blob = new byte[500 + c.length + 77];
        System.arraycopy(c, 0, blob, 500, c.length);
        Path in = write("game.pak", blob);
        Path out = dir.resolve("carved");
        Cli.Result r = Cli.run("carve", in.toString(), "--out-dir", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(in + " @0x1f4  113 bytes  digest ok  ISGN OSGN SHEX\n1 container found\n", r.out());
        assertArrayEquals(c, Files.readAllBytes(out.resolve("game.pak@0x1f4.dxbc")));
    }

    @Test
    void errorsAreOneLineNamingFileAndByte() throws Exception {
        Path bad = write("bad.dxbc", Arrays.copyOf(container(), 60));
        Cli.Result r = Cli.run("info", bad.toString());
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + bad + ": container @0x0030: part 0 (ISGN) size 9 runs past the end: 8 bytes left\n", r.err());
        Cli.Result missing = Cli.run("info", dir.resolve("nope.dxbc").toString());
        assertEquals(3, missing.exit());
        assertEquals("dxkit: " + dir.resolve("nope.dxbc") + ": no such file\n", missing.err());
        assertFalse(missing.err().contains("Exception"));
        assertEquals(2, Cli.run("info").exit());
        assertEquals(2, Cli.run("frobnicate").exit());
    }

    /** Issue 18 §3: a part edit keeps the DXIL HASH right; a stale one fails verify and info, with its offset. */
    @Test
    void dxilHashIsRecomputedByEditsAndAStaleOneIsAFinding() throws Exception {
        byte[] file = Files.readAllBytes(DisCommandTest.fixtures().resolve("bin/as_6_5_main.dxbc"));
        Path in = write("h/a.dxbc", file);
        byte[] dxil = Container.read(file).part("DXIL").orElseThrow().data().toArray();
        dxil[dxil.length - 5] ^= 0x40;
        Path data = write("h/dxil.bin", dxil);
        Path out = dir.resolve("h/b.dxbc");
        assertEquals(0, Cli.run("part", "replace", in.toString(), "DXIL", data.toString(), "-o", out.toString()).exit());
        Cli.Result r = Cli.run("verify", out.toString());
        assertEquals("ok " + out + "\n", r.out());
        assertEquals(0, r.exit());

        byte[] stale = file.clone();
        int at = (int) Container.read(file).part("HASH").orElseThrow().dataOffset() + 4;
        stale[at] ^= 1;
        ContainerWriter.sign(stale);
        Path s = write("h/stale.dxbc", stale);
        r = Cli.run("verify", s.toString());
        assertEquals(1, r.exit());
        String finding = Container.read(stale).findings().get(0).describe();
        assertTrue(finding.startsWith("hash-mismatch: HASH digest "), finding);
        assertTrue(finding.endsWith(" @0x" + Integer.toHexString(at)), finding);
        assertEquals("FAIL " + s + ": " + finding + "\n", r.out());
        r = Cli.run("info", s.toString());
        assertEquals(1, r.exit());
        assertTrue(r.out().contains("  findings  1\n    " + finding + "\n"), r.out());
        r = Cli.run("verify", "--json", s.toString());
        assertTrue(r.out().contains("\"kind\" : \"hash-mismatch\",\n      \"offset\" : " + at + ","), r.out());
        assertEquals(0, Cli.run("sign", s.toString(), "--in-place").exit());
        assertArrayEquals(file, Files.readAllBytes(s));
    }

    @Test
    void aContainerSignedWithFxcsDebugDigestVerifiesAndInfoSaysSo() {
        // fxc signs a program with abort (errorf) with the debug variant of the digest; Direct3D accepts it
        String f = DisCommandTest.fixtures().resolve("bin/cs_5_0_message.dxbc").toString();
        Cli.Result v = Cli.run("verify", f);
        assertEquals(0, v.exit(), v.err());
        assertEquals("ok " + f + "\n", v.out());
        Cli.Result i = Cli.run("info", f);
        assertTrue(i.out().contains("  digest    d9cc26e7e19e9a5272ff813f419422d8 debug\n"), i.out());
    }
}
