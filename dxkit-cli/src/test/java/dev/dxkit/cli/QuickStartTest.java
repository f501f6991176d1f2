package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * {@link QuickStart} against picocli: every kind of command line the quick path reads runs both ways, and
 * stdout, stderr and the exit code must be the same, whole; every line it must leave alone is left to picocli
 * with nothing printed.
 */
class QuickStartTest {
    @TempDir
    Path dir;

    record Run(int exit, byte[] out, String err) {
    }

    /** Runs {@code args} by the quick path (which must take it) or by picocli, capturing what it prints. */
    private static synchronized Run run(boolean quick, String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int exit = quick ? QuickStart.run(args) : Main.run(args);
            System.out.flush();
            System.err.flush();
            return new Run(exit, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    private static void same(String... args) {
        String line = String.join(" ", args);
        Run quick = run(true, args);
        assertNotEquals(QuickStart.NOT_MINE, quick.exit(), "the quick path reads: " + line);
        Run picocli = run(false, args);
        assertEquals(picocli.exit(), quick.exit(), "exit code of: " + line + "\n" + picocli.err());
        assertEquals(picocli.err(), quick.err(), "stderr of: " + line);
        assertEquals(new String(picocli.out(), StandardCharsets.ISO_8859_1), new String(quick.out(), StandardCharsets.ISO_8859_1),
                "stdout of: " + line);
        assertEquals(true, Arrays.equals(picocli.out(), quick.out()), "stdout bytes of: " + line);
    }

    private static void notMine(String... args) {
        Run quick = run(true, args);
        String line = String.join(" ", args);
        assertEquals(QuickStart.NOT_MINE, quick.exit(), "left to picocli: " + line);
        assertEquals(0, quick.out().length, "nothing printed for: " + line);
        assertEquals("", quick.err(), "nothing printed for: " + line);
    }

    private static String fixture(String name) {
        return DisCommandTest.fixtures().resolve("bin/" + name).toString();
    }

    /** Files that are no good in each way a command reports: missing, empty, cut short, not a shader, a folder. */
    private List<String> badFiles() throws Exception {
        byte[] c = Files.readAllBytes(Path.of(fixture("ps_5_0_lighting.dxbc")));
        Path empty = Files.write(dir.resolve("empty.dxbc"), new byte[0]);
        Path cut = Files.write(dir.resolve("cut.dxbc"), Arrays.copyOf(c, 200));
        byte[] badDigest = c.clone();
        badDigest[c.length - 1] ^= 1;
        Path digest = Files.write(dir.resolve("digest.dxbc"), badDigest);
        Path text = Files.writeString(dir.resolve("notes.txt"), "not a shader\n");
        Path folder = Files.createDirectories(dir.resolve("folder"));
        return List.of(dir.resolve("missing.dxbc").toString(), empty.toString(), cut.toString(), digest.toString(),
                text.toString(), folder.toString());
    }

    @Test
    void disListsAsPicocliRunsIt() throws Exception {
        List<String> files = new ArrayList<>(List.of(fixture("ps_5_0_lighting.dxbc"), fixture("vs_5_1_lighting.dxbc"),
                fixture("ps_4_0_level_9_3_lighting.dxbc"), fixture("ps_6_0_lighting.dxbc"), fixture("ps_2_0_main.d3d9"),
                fixture("rootsig_1_0_small.dxbc")));
        files.addAll(badFiles());
        for (String f : files) {
            same("dis", f);
            same("dis", "--flags", "e4", f);
        }
        String f = fixture("ps_5_0_lighting.dxbc");
        for (String flag : List.of("--numbering", "--offsets", "--hex-literals", "--instructions-only", "--no-debug-info",
                "--color", "--exact-floats")) {
            same("dis", flag, f);
            same("dis", f, flag);
        }
        same("dis", "--numbering", "--offsets", "--flags", "0x80", f, "--exact-floats");
        same("dis", "--flags=0x24", f);
        same("dis", "--flags", "zz", f);     // not hex: the command's usage error, exit 2
        same("dis", "--flags", "1ffffffff", f);
    }

    /** Every file under {@code root} by its path under it, with its bytes (an empty map when there is no folder). */
    private static java.util.Map<String, byte[]> tree(Path root) throws Exception {
        java.util.Map<String, byte[]> m = new java.util.TreeMap<>();
        if (!Files.isDirectory(root)) {
            return m;
        }
        try (java.util.stream.Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted().collect(java.util.stream.Collectors.toList())) {
                m.put(root.relativize(p).toString() + (Files.isDirectory(p) ? "/" : ""),
                        Files.isDirectory(p) ? new byte[0] : Files.readAllBytes(p));
            }
        }
        return m;
    }

    /**
     * A batch line both ways into the same OUT: {@code prepare} sets OUT up before each run (it may leave it missing
     * or put something there), the quick run's OUT is moved aside before picocli's, and besides stdout, stderr and
     * the exit code the two trees written must be the same, file by file and byte for byte.
     */
    private void sameBatch(Path out, java.util.function.Consumer<Path> prepare, String... args) throws Exception {
        String line = String.join(" ", args);
        prepare.accept(out);
        Run quick = run(true, args);
        assertNotEquals(QuickStart.NOT_MINE, quick.exit(), "the quick path reads: " + line);
        java.util.Map<String, byte[]> quickTree = tree(out);
        Path aside = dir.resolve("aside"); // outside every input
        if (Files.exists(out)) {
            Files.move(out, aside);
        }
        prepare.accept(out);
        Run picocli = run(false, args);
        java.util.Map<String, byte[]> picocliTree = tree(out);
        assertEquals(picocli.exit(), quick.exit(), "exit code of: " + line + "\n" + picocli.err());
        assertEquals(picocli.err(), quick.err(), "stderr of: " + line);
        assertEquals(true, Arrays.equals(picocli.out(), quick.out()), "stdout bytes of: " + line);
        assertEquals(picocliTree.keySet(), quickTree.keySet(), "files written by: " + line);
        for (String k : picocliTree.keySet()) {
            assertEquals(true, Arrays.equals(picocliTree.get(k), quickTree.get(k)), k + " written by: " + line);
        }
        deleteTree(out);
        deleteTree(aside);
    }

    private static void deleteTree(Path p) throws java.io.IOException {
        if (!Files.exists(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (java.util.stream.Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(java.util.Comparator.reverseOrder()).collect(java.util.stream.Collectors.toList())) {
                Files.delete(q);
            }
        }
    }

    @Test
    void disBatchesAsPicocliRunsThem() throws Exception {
        // a folder of each kind of program, in a subfolder as well, with files no good in each way beside them
        Path in = Files.createDirectories(dir.resolve("in"));
        Files.createDirectories(in.resolve("sub/deeper"));
        for (String f : List.of("ps_5_0_lighting.dxbc", "ps_6_0_lighting.dxbc", "ps_2_0_main.d3d9", "rootsig_1_0_small.dxbc")) {
            Files.copy(Path.of(fixture(f)), in.resolve(f));
        }
        Files.copy(Path.of(fixture("vs_5_1_lighting.dxbc")), in.resolve("sub/vs_5_1_lighting.dxbc"));
        Files.copy(Path.of(fixture("ps_4_0_level_9_3_lighting.dxbc")), in.resolve("sub/deeper/ps_4_0_level_9_3.dxbc"));
        for (String f : badFiles()) {
            Path p = Path.of(f);
            if (Files.isRegularFile(p)) {
                Files.copy(p, in.resolve("sub/" + p.getFileName()));
            }
        }
        Path empty = Files.createDirectories(dir.resolve("emptyFolder"));
        Path single = in.resolve("ps_5_0_lighting.dxbc");
        Path out = dir.resolve("out");
        java.util.function.Consumer<Path> none = o -> { };
        java.util.function.Consumer<Path> emptyOut = o -> {
            try {
                Files.createDirectories(o);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        java.util.function.Consumer<Path> taken = o -> { // an OUT with a listing and a stranger in it already
            try {
                Files.createDirectories(o.resolve("sub"));
                Files.writeString(o.resolve("ps_5_0_lighting.dxbc.txt"), "an older listing\n");
                Files.writeString(o.resolve("sub/keep.txt"), "not dxkit's\n");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        java.util.function.Consumer<Path> aFile = o -> { // OUT is a file, not a folder
            try {
                Files.writeString(o, "a file\n");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        String o = out.toString();
        for (java.util.function.Consumer<Path> prepare : List.of(none, emptyOut, taken)) {
            sameBatch(out, prepare, "dis", in.toString(), "--out-dir", o);
            sameBatch(out, prepare, "dis", "--out-dir", o, in.toString());
            sameBatch(out, prepare, "dis", in.toString(), "--out-dir=" + o);
            sameBatch(out, prepare, "dis", single.toString(), in.resolve("sub").toString(), "--out-dir", o);
            sameBatch(out, prepare, "dis", in.resolve("sub").toString(), in.resolve("sub").toString(), "--out-dir", o);
        }
        sameBatch(out, none, "dis", "--numbering", "--offsets", in.toString(), "--out-dir", o, "--hex-literals");
        sameBatch(out, none, "dis", "--flags", "e4", in.toString(), "--out-dir", o);
        sameBatch(out, none, "dis", "--flags=0x80", "--exact-floats", "--out-dir", o, "--instructions-only",
                "--no-debug-info", "--color", in.toString());
        sameBatch(out, none, "dis", "--flags", "zz", in.toString(), "--out-dir", o); // not hex: usage error, exit 2
        sameBatch(out, none, "dis", in.resolve("missing").toString(), "--out-dir", o);
        sameBatch(out, none, "dis", single.toString(), in.resolve("missing.dxbc").toString(), "--out-dir", o);
        sameBatch(out, none, "dis", "-", "--out-dir", o);
        sameBatch(out, none, "dis", single.toString(), "-", "--out-dir", o);
        sameBatch(out, none, "dis", empty.toString(), "--out-dir", o);
        sameBatch(out, emptyOut, "dis", empty.toString(), "--out-dir", o);
        for (String f : badFiles()) { // each named on its own: missing, empty, cut short, bad digest, not a shader, a folder
            sameBatch(out, none, "dis", f, "--out-dir", o);
        }
        sameBatch(out, aFile, "dis", in.toString(), "--out-dir", o);
        // files no listing can come from: a FIFO (refused by name when named, passed over in a folder) and a link to
        // nothing, where the system makes them
        Path odd = Files.createDirectories(dir.resolve("odd"));
        Files.copy(Path.of(fixture("ps_5_0_lighting.dxbc")), odd.resolve("a.dxbc"));
        Path fifo = odd.resolve("pipe.dxbc");
        boolean fifoMade;
        try {
            fifoMade = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (java.io.IOException e) {
            fifoMade = false; // no mkfifo here (Windows)
        }
        try {
            Files.createSymbolicLink(odd.resolve("gone.dxbc"), odd.resolve("nothing-here"));
        } catch (java.io.IOException | UnsupportedOperationException e) {
            // no links here: the folder is listed without one
        }
        sameBatch(out, none, "dis", odd.toString(), "--out-dir", o);
        if (fifoMade) {
            sameBatch(out, none, "dis", fifo.toString(), "--out-dir", o);
            sameBatch(out, none, "dis", fifo.toString(), odd.resolve("a.dxbc").toString(), "--out-dir", o);
        }
        // OUT inside the folder being listed
        Path inner = in.resolve("listings");
        sameBatch(inner, none, "dis", in.toString(), "--out-dir", inner.toString());
        // an output that would land on an input: refused before anything is written
        Path onInput = dir.resolve("onInput");
        sameBatch(onInput, o2 -> {
            try {
                Files.createDirectories(o2);
                Files.copy(Path.of(fixture("ps_5_0_lighting.dxbc")), o2.resolve("a.dxbc"));
                Files.writeString(o2.resolve("a.dxbc.txt"), "an input that an output would replace\n");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, "dis", onInput.toString(), "--out-dir", onInput.toString());
    }

    @Test
    void infoAndVerifyReportAsPicocliRunsThem() throws Exception {
        List<String> files = new ArrayList<>(List.of(fixture("ps_5_0_lighting.dxbc"), fixture("ps_6_0_lighting.dxbc"),
                fixture("ps_2_0_main.d3d9"), fixture("rootsig_1_1_full.dxbc")));
        files.addAll(badFiles());
        for (String command : List.of("info", "verify")) {
            for (String f : files) {
                same(command, f);
                same(command, "--json", f);
            }
            same(command, files.get(0), files.get(1), files.get(2));
            same(command, files.get(0), "--json", files.get(1));
            same(command, DisCommandTest.fixtures().resolve("bin").toString()); // a folder: verify walks it, info refuses
        }
    }

    @Test
    void everythingElseIsLeftToPicocli() {
        String f = fixture("ps_5_0_lighting.dxbc");
        notMine();
        notMine("dis");
        notMine("--help");
        notMine("--version");
        notMine("help", "dis");
        notMine("dump", f);
        notMine("census", f);
        notMine("dis", "--help");
        notMine("dis", "-h", f);
        notMine("dis", "--debug", f);
        notMine("info", f, "--debug");
        notMine("dis", "--out-dir", dir.toString(), "--out-dir", dir.toString(), f);
        notMine("dis", "--out-dir=" + dir, "--out-dir", dir.toString(), f);
        notMine("dis", f, "--out-dir");
        notMine("dis", f, "--out-dir", "-");
        notMine("dis", f, "--out-dir", "--numbering");
        notMine("dis", f, "--out-dir=");
        notMine("dis", f, "--out-dir", "@" + f);
        notMine("dis", "--out-dir", dir.toString());
        notMine("dis", "--debug", "--out-dir", dir.toString(), f);
        notMine("dis", "--out", dir.toString(), f);
        notMine("info", "--out-dir", dir.toString(), f);
        notMine("verify", f, "--out-dir", dir.toString());
        notMine("dis", "-");
        notMine("dis", f, f);
        notMine("dis", "--numbering", "--numbering", f);
        notMine("dis", "--flags", "4", "--flags", "4", f);
        notMine("dis", "--flags=4", "--flags", "4", f);
        notMine("dis", "--flags");
        notMine("dis", f, "--flags");
        notMine("dis", "--flags", "-4", f);
        notMine("dis", "--flags=", f);
        notMine("dis", "--numbering=true", f);
        notMine("dis", "--num", f);
        notMine("dis", "--json", f);
        notMine("dis", "-", f);
        notMine("dis", "--", f);
        notMine("dis", "@" + f);
        notMine("dis", "");
        notMine("info", "--numbering", f);
        notMine("info", "--json", "--json", f);
        notMine("verify", "-");
        notMine("verify", "--flags", "4", f);
        notMine("verify", "--json");
    }

    @Test
    void theLinesLeftAloneRunAsBefore() {
        // main's path (Main.start): a line the quick path leaves runs by picocli, output and exit code unchanged
        String f = fixture("ps_5_0_lighting.dxbc");
        for (String[] args : List.of(new String[] {"dis", f, f}, new String[] {"dis", "--numbering", "--numbering", f},
                new String[] {"info", "--bogus", f}, new String[] {"dis", "--help"})) {
            PrintStream oldOut = System.out;
            PrintStream oldErr = System.err;
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int exit;
            try {
                System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
                System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
                exit = Main.start(args);
            } finally {
                System.setOut(oldOut);
                System.setErr(oldErr);
            }
            Run picocli = run(false, args);
            assertEquals(picocli.exit(), exit, String.join(" ", args));
            assertEquals(picocli.err(), err.toString(StandardCharsets.UTF_8), String.join(" ", args));
            assertEquals(true, Arrays.equals(picocli.out(), out.toByteArray()), String.join(" ", args));
        }
    }
}
