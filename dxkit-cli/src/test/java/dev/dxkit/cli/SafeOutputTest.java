package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No command loses a byte (issue 18, sections 1 and 6): batch outputs never collide, {@code -o} never replaces an
 * input, modes are the usual ones, folders are never made by {@code -o}, and every refusal is one line naming
 * the user's path with the README's exit code.
 */
class SafeOutputTest {
    @TempDir
    Path dir;

    /** Two different containers (so a collision would show as one listing lost). */
    static byte[] first() throws Exception {
        return Files.readAllBytes(DisCommandTest.fixtures().resolve("bin/cs_4_0_sync.dxbc"));
    }

    static byte[] second() throws Exception {
        return Files.readAllBytes(DisCommandTest.fixtures().resolve("bin/cs_5_0_atomic.dxbc"));
    }

    Path write(String name, byte[] data) throws Exception {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.write(p, data);
        return p;
    }

    static List<Path> files(Path root) throws Exception {
        if (!Files.exists(root)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }

    @Test
    void disWithSeveralRootsGivesEachItsOwnFolder() throws Exception {
        write("r1/s.dxbc", first());
        write("r2/s.dxbc", second());
        Path out = dir.resolve("OUT");
        Cli.Result r = Cli.run("dis", dir.resolve("r1").toString(), dir.resolve("r2").toString(), "--out-dir", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of(out.resolve("r1/s.dxbc.txt"), out.resolve("r2/s.dxbc.txt")), files(out));
        assertFalse(Files.readString(out.resolve("r1/s.dxbc.txt")).equals(Files.readString(out.resolve("r2/s.dxbc.txt"))));
        // one root keeps its layout: OUT/<path under the root>.txt
        Path one = dir.resolve("ONE");
        assertEquals(0, Cli.run("dis", dir.resolve("r1").toString(), "--out-dir", one.toString()).exit());
        assertEquals(List.of(one.resolve("s.dxbc.txt")), files(one));
    }

    @Test
    void disRefusesTwoInputsForOneListingAndWritesNothing() throws Exception {
        Path a = write("r1/s.dxbc", first());
        Path b = write("r2/s.dxbc", second());
        Path out = dir.resolve("OUT");
        Cli.Result r = Cli.run("dis", a.toString(), b.toString(), "--out-dir", out.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals("dxkit: " + out.resolve("s.dxbc.txt") + ": both " + a + " and " + b
                + " would be written here; give them separately or rename one\n", r.err());
        assertEquals(List.of(), files(out));
        // two roots of one name
        write("x/r/s.dxbc", first());
        write("y/r/s.dxbc", second());
        r = Cli.run("dis", dir.resolve("x/r").toString(), dir.resolve("y/r").toString(), "--out-dir", out.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("both " + dir.resolve("x/r/s.dxbc") + " and " + dir.resolve("y/r/s.dxbc")), r.err());
        assertEquals(List.of(), files(out));
    }

    @Test
    void carveRefusesTwoInputsOfOneNameAndWritesNothing() throws Exception {
        Path a = write("r1/s.dxbc", first());
        Path b = write("r2/s.dxbc", second());
        Path out = dir.resolve("D");
        Cli.Result r = Cli.run("carve", a.toString(), b.toString(), "--out-dir", out.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("both " + a + " and " + b), r.err());
        assertEquals(List.of(), files(out));
        Path c = write("r2/t.dxbc", second());
        r = Cli.run("carve", a.toString(), c.toString(), "--out-dir", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of(out.resolve("s.dxbc@0x0.dxbc"), out.resolve("t.dxbc@0x0.dxbc")), files(out));
        assertArrayEquals(first(), Files.readAllBytes(out.resolve("s.dxbc@0x0.dxbc")));
        assertArrayEquals(second(), Files.readAllBytes(out.resolve("t.dxbc@0x0.dxbc")));
    }

    @Test
    void outputThatIsTheInputIsRefusedWithoutInPlace() throws Exception {
        byte[] stale = first();
        stale[4] ^= 1;
        Path in = write("d/s.dxbc", stale);
        Files.createSymbolicLink(dir.resolve("link.dxbc"), in);
        for (String out : List.of(in.toString(), dir + "/d/./s.dxbc", dir.resolve("link.dxbc").toString())) {
            Cli.Result r = Cli.run("sign", in.toString(), "-o", out);
            assertEquals(2, r.exit(), out);
            assertEquals("dxkit: " + out + ": is the input " + in + "; give --in-place (instead of -o) to replace it\n", r.err());
            r = Cli.run("part", "remove", in.toString(), "STAT", "-o", out);
            assertEquals(2, r.exit(), r.err());
            assertArrayEquals(stale, Files.readAllBytes(in));
        }
        Path data = write("d/stat.bin", new byte[] {1, 2, 3, 4});
        Cli.Result r = Cli.run("part", "replace", in.toString(), "STAT", data.toString(), "-o", data.toString());
        assertEquals(2, r.exit(), r.err());
        assertArrayEquals(new byte[] {1, 2, 3, 4}, Files.readAllBytes(data));
        // --in-place is how to ask; through a link, the link stays a link
        assertEquals(0, Cli.run("part", "remove", dir.resolve("link.dxbc").toString(), "STAT", "--in-place").exit());
        assertTrue(Files.isSymbolicLink(dir.resolve("link.dxbc")));
        assertFalse(new String(Files.readAllBytes(in), StandardCharsets.ISO_8859_1).contains("STAT"));
        assertEquals(0, Cli.run("sign", in.toString(), "--in-place").exit());
    }

    @Test
    void outputIntoAMissingFolderIsAnIoErrorAndMakesNoFolder() throws Exception {
        Path in = write("s.dxbc", first());
        Path out = dir.resolve("no/such/x.bin");
        Cli.Result r = Cli.run("sign", in.toString(), "-o", out.toString());
        assertEquals(3, r.exit());
        assertEquals("dxkit: " + out + ": no such directory " + dir.resolve("no/such") + "\n", r.err());
        assertFalse(Files.exists(dir.resolve("no")));
        r = Cli.run("part", "extract", in.toString(), "SHEX", "-o", out.toString());
        assertEquals(3, r.exit());
        assertFalse(Files.exists(dir.resolve("no")));
    }

    @Test
    void dashIsNeverAFolder() throws Exception {
        Path in = write("s.dxbc", first());
        Path cwd = Path.of("-");
        assertFalse(Files.exists(cwd));
        Cli.Result r = Cli.run("dis", in.toString(), "--out-dir", "-");
        assertEquals(2, r.exit());
        assertEquals("dxkit: --out-dir takes a folder; '-' (stdout) cannot hold files\n", r.err());
        assertEquals(2, Cli.run("carve", in.toString(), "--out-dir", "-").exit());
        assertFalse(Files.exists(cwd));
    }

    @Test
    void censusIntoAFolderNamesTheUsersPath() throws Exception {
        write("c/s.dxbc", first());
        Path target = Files.createDirectories(dir.resolve("report"));
        Cli.Result r = Cli.run("census", "--no-progress", dir.resolve("c").toString(), "-o", target.toString());
        assertEquals(3, r.exit());
        assertEquals("dxkit: " + target + ": is a directory\n", r.err());
        assertEquals(List.of(), files(target));
    }

    /** A new file gets 0666 less the umask; in-place edits keep the input's mode. Checked under two umasks. */
    @Test
    void modesFollowTheUmaskAndInPlaceKeepsThem() throws Exception {
        Path in = write("s.dxbc", first());
        Files.setPosixFilePermissions(in, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (String[] c : new String[][] {{"022", "rw-r--r--"}, {"027", "rw-r-----"}, {"002", "rw-rw-r--"}}) {
            Path out = dir.resolve("signed-" + c[0] + ".dxbc");
            Path listing = dir.resolve("dis-" + c[0]);
            run(c[0], "sign", in.toString(), "-o", out.toString());
            run(c[0], "dis", in.toString(), "--out-dir", listing.toString());
            run(c[0], "part", "remove", in.toString(), "STAT", "-o", dir.resolve("removed-" + c[0]).toString());
            assertEquals(c[1], mode(out));
            assertEquals(c[1], mode(listing.resolve("s.dxbc.txt")));
            assertEquals(c[1], mode(dir.resolve("removed-" + c[0])));
        }
        for (String m : List.of("rwxr-xr-x", "rw-r--r--", "rw-------")) {
            Files.write(in, first());
            Files.setPosixFilePermissions(in, PosixFilePermissions.fromString(m));
            run("077", "sign", in.toString(), "--in-place");
            assertEquals(m, mode(in));
            run("077", "part", "remove", in.toString(), "STAT", "--in-place");
            assertEquals(m, mode(in));
        }
    }

    static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    /** Runs dxkit in a JVM of its own under {@code umask}: a JVM cannot change its own. */
    static void run(String umask, String... args) throws Exception {
        StringBuilder cmd = new StringBuilder("umask " + umask + " && exec \"$0\" -cp \"$1\" dev.dxkit.cli.Main");
        for (int i = 0; i < args.length; i++) {
            cmd.append(" \"$").append(i + 2).append('"');
        }
        List<String> argv = new java.util.ArrayList<>(List.of("sh", "-c", cmd.toString(),
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), System.getProperty("java.class.path")));
        argv.addAll(List.of(args));
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(new File("/dev/null")).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), String.join(" ", args));
    }

    @Test
    @Timeout(20)
    void whatIsNotAFileGetsOneLineNamingIt() throws Exception {
        Path d = Files.createDirectories(dir.resolve("folder"));
        Path empty = write("empty.dxbc", new byte[0]);
        Path png = write("image.png", new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13});
        Path missing = dir.resolve("missing.dxbc");
        for (String cmd : List.of("info", "dump", "dis")) {
            expect(3, d + ": is a directory", cmd, d.toString());
            expect(1, empty + ": empty file", cmd, empty.toString());
            expect(1, png + ": a PNG image, not a shader", cmd, png.toString());
            expect(3, missing + ": no such file", cmd, missing.toString());
        }
        expect(3, d + ": is a directory", "sign", d.toString(), "-o", dir.resolve("x").toString());
        expect(1, empty + ": empty file", "sign", empty.toString(), "-o", dir.resolve("x").toString());
        expect(3, d + ": is a directory", "carve", d.toString());
        if (Files.exists(Path.of("/dev/zero"))) {
            expect(3, "/dev/zero: a character device, not a regular file (pipe it to '-' instead)", "info", "/dev/zero");
            expect(3, "/dev/zero: a character device, not a regular file (pipe it to '-' instead)", "carve", "/dev/zero");
            expect(3, "/dev/zero: a character device, not a regular file (pipe it to '-' instead)", "census", "/dev/zero");
            expect(3, "/dev/zero: a character device, not a regular file (pipe it to '-' instead)", "verify", "/dev/zero");
        }
        Path fifo = dir.resolve("fifo");
        if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
            expect(3, fifo + ": a FIFO, not a regular file (pipe it to '-' instead)", "info", fifo.toString());
            expect(3, fifo + ": a FIFO, not a regular file (pipe it to '-' instead)", "dis", fifo.toString());
        }
    }

    static void expect(int exit, String line, String... args) {
        Cli.Result r = Cli.run(args);
        assertEquals("dxkit: " + line + "\n", r.err(), String.join(" ", args));
        assertEquals(exit, r.exit(), String.join(" ", args));
    }

    @Test
    void usageAndHintsNameRealCommands() {
        Cli.Result r = Cli.run();
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("Usage: dxkit [-hV] [--debug] [COMMAND]\n"), r.err());
        assertTrue(r.err().contains("\n  census  "), r.err());
        r = Cli.run("help", "dis");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("Usage: dxkit dis "), r.out());
        r = Cli.run("frob");
        assertEquals(2, r.exit());
        assertEquals("dxkit: unknown command 'frob' (commands: " + String.join(", ", Main.Registry.SUBCOMMANDS.keySet())
                + ", help)\ntry 'dxkit --help'\n", r.err());
        assertTrue(r.err().startsWith("dxkit: unknown command 'frob' (commands: info, verify, sign, part, "), r.err());
        r = Cli.run("part", "remove");
        assertEquals(2, r.exit());
        assertEquals("dxkit: Missing required parameters: 'FILE', 'KIND'\ntry 'dxkit part remove --help'\n", r.err());
        r = Cli.run("--frob");
        assertEquals(2, r.exit());
        assertTrue(r.err().endsWith("try 'dxkit --help'\n"), r.err());
    }

    @Test
    void anInternalErrorNamesTheFile() throws Exception {
        Path in = write("s.dxbc", first());
        Io.read(in.toString());
        assertEquals("dxkit: " + in + ": internal error: java.lang.IllegalStateException: boom"
                + " (run with --debug for the stack trace)", Main.errorLine(new IllegalStateException("boom")));
    }
}
