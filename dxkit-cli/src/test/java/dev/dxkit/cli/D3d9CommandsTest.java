package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** info, dump, verify and carve take raw Direct3D 9 programs (issue 18 §2). */
class D3d9CommandsTest {
    @TempDir
    Path dir;

    static byte[] fixture(String id) throws Exception {
        return Files.readAllBytes(DisCommandTest.fixtures().resolve("bin/" + id + ".d3d9"));
    }

    Path write(String name, byte[] data) throws Exception {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.write(p, data);
        return p;
    }

    @Test
    void infoSaysWhatTheProgramIs() throws Exception {
        Path p = write("ps.d3d9", fixture("ps_3_0_main_zi"));
        Cli.Result r = Cli.run("info", p.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(p + "\n"
                + "  program   Direct3D 9 ps_3_0, 19 instructions\n"
                + "  size      1208 bytes (the program 1208)\n"
                + "  digest    none (a raw Direct3D 9 program carries no digest)\n"
                + "  comments  2\n"
                + "    #  kind  offset      size\n"
                + "    0  DBUG  0x00000004  632\n"
                + "    1  CTAB  0x00000280  300\n"
                + "  findings  none\n", r.out());
        r = Cli.run("info", "--json", p.toString());
        assertTrue(r.out().contains("\"target\" : \"ps_3_0\""), r.out());
    }

    @Test
    void dumpDecodesTheConstantTableAndSummarisesDebugInformation() throws Exception {
        Path p = write("ps.d3d9", fixture("ps_3_0_main_zi"));
        Cli.Result r = Cli.run("dump", p.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("    entryPoint: PSMain\n"), r.out());
        assertTrue(r.out().contains("    lineRecords: 19\n    variables: 4\n"), r.out());
        assertTrue(r.out().contains("        - name: Material\n          registers: c4\n          type: float4\n"), r.out());
        assertTrue(r.out().contains("        - name: Env\n          registers: s1\n          type: samplerCUBE\n"), r.out());
        r = Cli.run("dump", "--part", "CTAB", p.toString());
        assertTrue(!r.out().contains("DBUG") && r.out().contains("kind: CTAB"), r.out());
    }

    @Test
    void verifyWalksProgramsToTheirEndAndNeverPrintsNothing() throws Exception {
        byte[] ps = fixture("ps_3_0_main");
        write("d/ps.d3d9", ps);
        write("d/vs.d3d9", fixture("vs_2_0_main_zi"));
        Cli.Result r = Cli.run("verify", dir.resolve("d").toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("ok " + dir.resolve("d/ps.d3d9") + "\nok " + dir.resolve("d/vs.d3d9") + "\n", r.out());
        Path cut = write("cut.d3d9", Arrays.copyOf(ps, ps.length - 4)); // no end token
        r = Cli.run("verify", cut.toString());
        assertEquals(1, r.exit());
        assertEquals("FAIL " + cut + ": expected an instruction or the end token 0x0000FFFF, found the end of the data @0x"
                + Integer.toHexString(ps.length - 4) + "\n", r.out());
        write("e/readme.txt", "no shaders here".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        r = Cli.run("verify", dir.resolve("e").toString());
        assertEquals(1, r.exit());
        assertEquals("dxkit verify: no container or Direct3D 9 program under " + dir.resolve("e") + "\n", r.err());
    }

    @Test
    void carveFindsProgramsInsideOtherFiles() throws Exception {
        byte[] ps = fixture("ps_3_0_main");
        ByteArrayOutputStream pack = new ByteArrayOutputStream();
        pack.write(new byte[] {1, 2, 3, 4, 5});
        pack.write(ps);
        pack.write(new byte[] {9, 9});
        Path p = write("pack.bin", pack.toByteArray());
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("carve", p.toString(), "--out-dir", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(p + " @0x5  " + ps.length + " bytes  Direct3D 9 ps_3_0\n"
                + "0 containers and 1 Direct3D 9 program found\n", r.out());
        assertArrayEquals(ps, Files.readAllBytes(out.resolve("pack.bin@0x5.pso")));
    }

    @Test
    void signAndPartSayAProgramIsNoContainer() throws Exception {
        Path p = write("ps.d3d9", fixture("ps_3_0_main"));
        Cli.Result r = Cli.run("sign", p.toString(), "-o", dir.resolve("x").toString());
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + p + ": a raw Direct3D 9 program, not a container: it has no parts and no digest"
                + " ('dxkit info' and 'dxkit dump' show it)\n", r.err());
        assertEquals(1, Cli.run("part", "extract", p.toString(), "CTAB").exit());
    }
}
