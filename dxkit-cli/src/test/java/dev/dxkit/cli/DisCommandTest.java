package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dxkit dis} end to end over the project's fixtures: each output compared whole with Microsoft's. */
class DisCommandTest {
    @TempDir
    Path dir;

    static Path fixtures() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.isRegularFile(p.resolve("fixtures/MANIFEST.tsv"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("no fixtures/ above " + Path.of("").toAbsolutePath());
        }
        return p.resolve("fixtures");
    }

    static String text(Path p) throws Exception {
        return new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
    }

    void same(String id, String ext, String golden, String... flags) throws Exception {
        Path in = fixtures().resolve("bin/" + id + ext);
        String[] args = new String[flags.length + 2];
        args[0] = "dis";
        System.arraycopy(flags, 0, args, 1, flags.length);
        args[args.length - 1] = in.toString();
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.exit(), r.err());
        assertEquals(text(fixtures().resolve(golden)), r.out(), id + " " + String.join(" ", flags));
    }

    @Test
    void listsEveryKindOfProgramAsMicrosoftDoes() throws Exception {
        same("ps_5_0_lighting", ".dxbc", "listings/ps_5_0_lighting.00.txt");
        same("ps_5_0_lighting", ".dxbc", "listings/ps_5_0_lighting.e4.txt", "--flags", "e4");
        same("ps_5_0_lighting", ".dxbc", "listings/ps_5_0_lighting.24.txt", "--numbering", "--offsets");
        same("ps_4_0_level_9_3_lighting", ".dxbc", "listings/ps_4_0_level_9_3_lighting.00.txt");
        same("ps_3_0_main", ".d3d9", "listings/ps_3_0_main.00.txt");
        same("tx_1_0_gradient", ".d3d9", "listings/tx_1_0_gradient.00.txt");
        same("ps_6_0_lighting", ".dxbc", "dumpbin/ps_6_0_lighting.dxc.txt");
        same("cs_6_0_blur", ".dxbc", "dumpbin/cs_6_0_blur.dxc.txt");
    }

    @Test
    void aNameByteAbove0x7fIsWrittenBackAsThatByte() throws Exception {
        // the creator string with its 'M' made 0xE9: D3DDisassemble copies the byte into the listing as it is
        byte[] c = Files.readAllBytes(fixtures().resolve("bin/ps_5_0_lighting.dxbc"));
        byte[] creator = "Microsoft (R) HLSL".getBytes(StandardCharsets.ISO_8859_1);
        int at = indexOf(c, creator);
        assertTrue(at > 0);
        c[at] = (byte) 0xE9;
        byte[] digest = dev.dxkit.container.ContainerDigest.compute(c, c.length);
        System.arraycopy(digest, 0, c, 4, 16);
        Path in = dir.resolve("in");
        Files.createDirectories(in);
        Files.write(in.resolve("e.dxbc"), c);
        Cli.Result r = Cli.run("dis", in.toString(), "--out-dir", dir.resolve("out").toString());
        assertEquals(0, r.exit(), r.err());
        byte[] want = Files.readAllBytes(fixtures().resolve("listings/ps_5_0_lighting.00.txt"));
        want[indexOf(want, creator)] = (byte) 0xE9;
        byte[] got = Files.readAllBytes(dir.resolve("out/e.dxbc.txt"));
        assertEquals(new String(want, StandardCharsets.ISO_8859_1), new String(got, StandardCharsets.ISO_8859_1));
        assertEquals(want.length, got.length);
    }

    private static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    @Test
    void manyListingsGoUnderTheOutputFolder() throws Exception {
        Path in = dir.resolve("in");
        Files.createDirectories(in.resolve("sub"));
        Files.copy(fixtures().resolve("bin/ps_5_0_lighting.dxbc"), in.resolve("sub/a.dxbc"));
        Files.copy(fixtures().resolve("bin/ps_3_0_main.d3d9"), in.resolve("b.d3d9"));
        Files.writeString(in.resolve("notes.txt"), "not a program");
        Files.write(in.resolve("broken.dxbc"), java.util.Arrays.copyOf(Files.readAllBytes(in.resolve("sub/a.dxbc")), 40));
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("dis", in.toString(), "--out-dir", out.toString());
        assertEquals(1, r.exit(), "one file could not be listed");
        assertEquals(text(fixtures().resolve("listings/ps_5_0_lighting.00.txt")), text(out.resolve("sub/a.dxbc.txt")));
        assertEquals(text(fixtures().resolve("listings/ps_3_0_main.00.txt")), text(out.resolve("b.d3d9.txt")));
        assertTrue(r.err().contains(in.resolve("broken.dxbc") + ": container @0x"), r.err());
        assertTrue(!Files.exists(out.resolve("broken.dxbc.txt")));
    }

    /**
     * Copies in a batch: each gets the listing of its bytes (kept from the first copy in the batch's CopyMemo), and each
     * refused copy is refused naming its own file.
     */
    @Test
    void copiesInABatchGetTheirOwnListingsAndRefusals() throws Exception {
        Path in = dir.resolve("in");
        byte[] ps5 = Files.readAllBytes(fixtures().resolve("bin/ps_5_0_lighting.dxbc"));
        byte[] d3d9 = Files.readAllBytes(fixtures().resolve("bin/ps_3_0_main.d3d9"));
        for (String copy : new String[] {"one", "two", "three"}) {
            Files.createDirectories(in.resolve(copy));
            Files.write(in.resolve(copy + "/a.dxbc"), ps5);
            Files.write(in.resolve(copy + "/b.d3d9"), d3d9);
            Files.write(in.resolve(copy + "/broken.dxbc"), java.util.Arrays.copyOf(ps5, 40));
        }
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("dis", in.toString(), "--out-dir", out.toString());
        assertEquals(1, r.exit(), r.err());
        for (String copy : new String[] {"one", "two", "three"}) {
            assertEquals(text(fixtures().resolve("listings/ps_5_0_lighting.00.txt")), text(out.resolve(copy + "/a.dxbc.txt")));
            assertEquals(text(fixtures().resolve("listings/ps_3_0_main.00.txt")), text(out.resolve(copy + "/b.d3d9.txt")));
            assertTrue(r.err().contains(in.resolve(copy + "/broken.dxbc") + ": container @0x"), r.err());
        }
    }

    /**
     * The batch path (issue 24): many folders written by several threads at once, each folder made once; a
     * second run into the same folder replaces every listing (keeping each one's mode); no temporary file is
     * left behind; a FIFO named on the command line is refused by name, not read.
     */
    @Test
    void aBatchWritesEveryFolderOnceAndAgainOverItself() throws Exception {
        Path in = dir.resolve("in");
        byte[] sm5 = Files.readAllBytes(fixtures().resolve("bin/ps_5_0_lighting.dxbc"));
        byte[] d3d9 = Files.readAllBytes(fixtures().resolve("bin/ps_3_0_main.d3d9"));
        for (int i = 0; i < 40; i++) {
            Path sub = in.resolve("f" + i % 8).resolve("g" + i);
            Files.createDirectories(sub);
            Files.write(sub.resolve("a.dxbc"), sm5);
            Files.write(sub.resolve("b.d3d9"), d3d9);
        }
        String want5 = text(fixtures().resolve("listings/ps_5_0_lighting.00.txt"));
        String want9 = text(fixtures().resolve("listings/ps_3_0_main.00.txt"));
        Path out = dir.resolve("out");
        for (int run = 0; run < 2; run++) {
            Cli.Result r = Cli.run("dis", in.toString(), "--out-dir", out.toString());
            assertEquals(0, r.exit(), r.err());
            assertEquals("dxkit dis: 80 listings written, 0 failed, 0 files skipped (neither a DXBC container nor a"
                    + " Direct3D 9 program)\n", r.err());
            for (int i = 0; i < 40; i++) {
                Path sub = out.resolve("f" + i % 8).resolve("g" + i);
                assertEquals(want5, text(sub.resolve("a.dxbc.txt")));
                assertEquals(want9, text(sub.resolve("b.d3d9.txt")));
            }
            try (java.util.stream.Stream<Path> s = Files.walk(out)) {
                assertEquals(80, s.filter(Files::isRegularFile).count(), "no temporary file is left");
            }
            if (run == 0 && Files.getFileStore(out).supportsFileAttributeView("posix")) {
                Files.setPosixFilePermissions(out.resolve("f0/g0/a.dxbc.txt"),
                        java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
            }
        }
        if (Files.getFileStore(out).supportsFileAttributeView("posix")) {
            assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(out.resolve("f0/g0/a.dxbc.txt"))), "a replaced listing keeps its mode");
        }
        Path fifo = dir.resolve("pipe.dxbc");
        if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
            Cli.Result r = Cli.run("dis", fifo.toString(), in.resolve("f0/g0/a.dxbc").toString(), "--out-dir",
                    dir.resolve("out2").toString());
            assertEquals(1, r.exit(), r.err());
            assertTrue(r.err().startsWith("dxkit dis: " + fifo + ": a FIFO, not a regular file"), r.err());
            assertEquals(want5, text(dir.resolve("out2/a.dxbc.txt")));
        }
    }

    /**
     * A batch's per-file lines come in the order of its inputs (the walk's: each folder's entries sorted), whichever
     * of its worker threads meets a file first: 150 refused files among listed ones, more than a worker takes at
     * once, in a fresh OUT (streamed) and again into the same OUT (every output claimed first); stderr compared
     * whole, each time.
     */
    @Test
    void aBatchSaysWhatFailedInTheOrderOfItsInputs() throws Exception {
        Path in = dir.resolve("in");
        byte[] sm5 = Files.readAllBytes(fixtures().resolve("bin/ps_5_0_lighting.dxbc"));
        byte[] broken = java.util.Arrays.copyOf(sm5, 40);
        Path one = dir.resolve("one/broken.dxbc");
        Files.createDirectories(one.getParent());
        Files.write(one, broken);
        // the line a refused file gets, naming it: the same for each below but for its name
        String line = Cli.run("dis", one.toString(), "--out-dir", dir.resolve("one-out").toString()).err().lines()
                .findFirst().orElseThrow();
        assertTrue(line.startsWith("dxkit dis: " + one + ": container @0x"), line);
        StringBuilder want = new StringBuilder();
        for (int i = 0; i < 50; i++) {
            Path sub = in.resolve(String.format("d%02d", i));
            Files.createDirectories(sub);
            for (String name : new String[] {"a.dxbc", "b.dxbc", "c.dxbc"}) {
                Files.write(sub.resolve(name), broken);
                want.append(line.replace(one.toString(), sub.resolve(name).toString())).append('\n');
            }
            Files.write(sub.resolve("ok.dxbc"), sm5);
        }
        want.append("dxkit dis: 50 listings written, 150 failed, 0 files skipped (neither a DXBC container nor a"
                + " Direct3D 9 program)\n");
        Path out = dir.resolve("out");
        for (int run = 0; run < 2; run++) {
            Cli.Result r = Cli.run("dis", in.toString(), "--out-dir", out.toString());
            assertEquals(1, r.exit(), r.err());
            assertEquals(want.toString(), r.err(), "run " + run);
        }
    }

    /**
     * A streamed batch (issue 24: a fresh OUT, nothing claimed, nothing per file held): an OUT made inside the
     * folder being listed is passed over by the walk (it held nothing when the run began), and folders that hold
     * no program get no output folder.
     */
    @Test
    void aStreamedBatchPassesOverItsOwnOutput() throws Exception {
        Path in = dir.resolve("in");
        byte[] sm5 = Files.readAllBytes(fixtures().resolve("bin/ps_5_0_lighting.dxbc"));
        Files.createDirectories(in.resolve("a/b"));
        Files.createDirectories(in.resolve("notes"));
        Files.write(in.resolve("a/b/x.dxbc"), sm5);
        Files.write(in.resolve("y.dxbc"), sm5);
        Files.writeString(in.resolve("notes/readme.txt"), "no program");
        Path out = in.resolve("out");
        Cli.Result r = Cli.run("dis", in.toString(), "--out-dir", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("dxkit dis: 2 listings written, 0 failed, 1 files skipped (neither a DXBC container nor a"
                + " Direct3D 9 program)\n", r.err());
        String want = text(fixtures().resolve("listings/ps_5_0_lighting.00.txt"));
        assertEquals(java.util.List.of(out.resolve("a/b/x.dxbc.txt"), out.resolve("y.dxbc.txt")), SafeOutputTest.files(out));
        assertEquals(want, text(out.resolve("a/b/x.dxbc.txt")));
        assertTrue(!Files.exists(out.resolve("notes")), "no folder for what holds no program");
    }

    /**
     * A batch into an OUT that is not there (issue 24, sixth pass): the listings are made in a hidden folder beside
     * OUT and shown at once, as OUT, when the run ends; nothing else is left beside it; folders and files get the
     * modes any new ones get; a hidden folder a killed run left behind is not touched.
     */
    @Test
    void aNewOutputFolderAppearsWholeAndLeavesNothingBeside() throws Exception {
        Path in = dir.resolve("in");
        byte[] sm5 = Files.readAllBytes(fixtures().resolve("bin/ps_5_0_lighting.dxbc"));
        for (int i = 0; i < 70; i++) {
            Path sub = in.resolve("f" + i % 7).resolve("g" + i);
            Files.createDirectories(sub);
            Files.write(sub.resolve("a.dxbc"), sm5);
        }
        Files.write(in.resolve("broken.dxbc"), java.util.Arrays.copyOf(sm5, 40));
        Path parent = dir.resolve("up/above");
        Path out = parent.resolve("out");
        Path leftOver = dir.resolve("up/above/.out.0123456789abcdef.tmp"); // as a killed run leaves it
        Files.createDirectories(leftOver.resolve("f0"));
        Files.writeString(leftOver.resolve("f0/half.txt"), "left by a run that was killed");
        Cli.Result r = Cli.run("dis", in.toString(), "--out-dir", out.toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().startsWith("dxkit dis: " + in.resolve("broken.dxbc") + ": container @0x"), r.err());
        assertTrue(r.err().endsWith("\ndxkit dis: 70 listings written, 1 failed, 0 files skipped (neither a DXBC"
                + " container nor a Direct3D 9 program)\n"), r.err());
        String want = text(fixtures().resolve("listings/ps_5_0_lighting.00.txt"));
        java.util.List<Path> files = SafeOutputTest.files(out);
        assertEquals(70, files.size(), files.toString());
        for (int i = 0; i < 70; i++) {
            assertEquals(want, text(out.resolve("f" + i % 7).resolve("g" + i).resolve("a.dxbc.txt")));
        }
        try (java.util.stream.Stream<Path> s = Files.list(parent)) {
            assertEquals(java.util.List.of(leftOver, out), s.sorted().toList(), "only OUT, and the left-over untouched");
        }
        assertEquals("left by a run that was killed", Files.readString(leftOver.resolve("f0/half.txt")));
        if (Files.getFileStore(out).supportsFileAttributeView("posix")) {
            // the modes a new folder and a new file get here (0777 and 0666 less the umask), as from mkdir and a shell
            Path folder = Files.createDirectory(dir.resolve("plain"));
            Path file = Files.write(dir.resolve("plain.txt"), new byte[0]);
            assertEquals(mode(folder), mode(out));
            assertEquals(mode(folder), mode(out.resolve("f3/g3")));
            assertEquals(mode(file), mode(out.resolve("f3/g3/a.dxbc.txt")));
        }
    }

    private static String mode(Path p) throws Exception {
        return java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    /**
     * The staged OUT is shown by making OUT and renaming the hidden folder over it: something another program put
     * at OUT while the batch ran (a folder with a file, an empty folder, a file) is never replaced; the batch fails
     * naming where its listings are, and they stay there whole.
     */
    @Test
    void aStagedOutputNeverReplacesWhatAppearedAtOut() throws Exception {
        String[] kinds = {"folder with a file", "empty folder", "file"};
        for (String kind : kinds) {
            Path out = Files.createDirectory(dir.resolve(kind.replace(' ', '-'))).resolve("out");
            Io.Staging staging = Io.Staging.make(out);
            assertEquals(out.getParent(), staging.path.getParent());
            assertTrue(staging.path.getFileName().toString().matches("\\.out\\.[0-9a-f]+\\.tmp"), staging.path.toString());
            new Io.BatchWriter().createNew(staging.path.resolve("x.txt"), out.resolve("x.txt"),
                    java.nio.ByteBuffer.wrap("listing".getBytes(StandardCharsets.US_ASCII)));
            switch (kind) {
                case "folder with a file" -> {
                    Files.createDirectory(out);
                    Files.writeString(out.resolve("theirs.txt"), "theirs");
                }
                case "empty folder" -> Files.createDirectory(out);
                default -> Files.writeString(out, "theirs");
            }
            java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class, staging::publish);
            assertEquals(out + ": made by another program while the batch ran; its listings are in " + staging.path,
                    e.getMessage(), kind);
            assertEquals("listing", Files.readString(staging.path.resolve("x.txt")), kind);
            if (kind.equals("folder with a file")) {
                assertEquals("theirs", Files.readString(out.resolve("theirs.txt")));
            } else if (kind.equals("file")) {
                assertEquals("theirs", Files.readString(out));
            } else {
                assertEquals(java.util.List.of(), SafeOutputTest.files(out));
            }
        }
        // a listing is created, never written over something there: one already there is an error naming the listing
        Path out = Files.createDirectory(dir.resolve("again")).resolve("out");
        Io.Staging staging = Io.Staging.make(out);
        Files.writeString(staging.path.resolve("x.txt"), "first");
        java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> new Io.BatchWriter().createNew(staging.path.resolve("x.txt"), out.resolve("x.txt"),
                        java.nio.ByteBuffer.wrap(new byte[] {1})));
        assertTrue(e.getMessage().startsWith(out.resolve("x.txt") + ": cannot write (FileAlreadyExistsException"), e.getMessage());
        assertEquals("first", Files.readString(staging.path.resolve("x.txt")));
        staging.publish();
        assertEquals("first", Files.readString(out.resolve("x.txt")));
        assertTrue(!Files.exists(staging.path));
    }

    /**
     * Refusals are the lines they were: an OUT whose folder above is a file, and an input that is not there (which
     * now leaves no empty OUT behind: the hidden folder is made only once the inputs are there).
     */
    @Test
    void aStagedBatchRefusesAsBeforeAndLeavesNothing() throws Exception {
        Path sm5 = fixtures().resolve("bin/ps_5_0_lighting.dxbc");
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        Cli.Result r = Cli.run("dis", sm5.toString(), "--out-dir", file.resolve("out").toString());
        assertEquals(3, r.exit(), r.err());
        assertEquals("dxkit: " + file.resolve("out") + ": cannot create the folder (FileSystemException)\n", r.err());
        Path missing = dir.resolve("missing");
        Path out = dir.resolve("out");
        r = Cli.run("dis", missing.toString(), "--out-dir", out.toString());
        assertEquals(3, r.exit(), r.err());
        assertEquals("dxkit: " + missing + ": no such file\n", r.err());
        try (java.util.stream.Stream<Path> s = Files.list(dir)) {
            assertEquals(java.util.List.of(file), s.toList(), "nothing made");
        }
    }

    /** Issue 18 §2: what holds no program of its own says what it is and what would list it, exit 1. */
    @Test
    void whatHoldsNoProgramSaysWhatItIs() throws Exception {
        Path rs = dir.resolve("rs.dxbc");
        java.nio.file.Files.write(rs, dev.dxkit.container.ContainerWriter.write(java.util.List.of(
                dev.dxkit.container.PartEntry.of("RTS0", dev.dxkit.io.Bytes.wrap(new byte[24])))));
        Cli.Result r = Cli.run("dis", rs.toString());
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + rs + ": a root signature alone (RTS0), no program to list;"
                + " 'dxkit rootsig' prints it\n", r.err());
        // in a batch, the same line once, the file named once
        Path only = dir.resolve("only-rs");
        java.nio.file.Files.createDirectories(only);
        java.nio.file.Files.copy(rs, only.resolve("rs.dxbc"));
        r = Cli.run("dis", only.toString(), "--out-dir", dir.resolve("out").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("dxkit dis: " + only.resolve("rs.dxbc") + ": a root signature alone (RTS0)"
                + ", no program to list; 'dxkit rootsig' prints it\n"), r.err());
        Path fx = dir.resolve("e.fxo");
        java.nio.file.Files.write(fx, dev.dxkit.container.ContainerWriter.write(java.util.List.of(
                dev.dxkit.container.PartEntry.of("FX10", dev.dxkit.io.Bytes.wrap(new byte[16])))));
        r = Cli.run("dis", fx.toString());
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + fx + ": an effect (FX10 part), no program of its own to list;"
                + " 'dxkit carve' writes out the containers inside it for 'dxkit dis'\n", r.err());
        Path fx9 = dir.resolve("e9.fxo");
        java.nio.file.Files.write(fx9, new byte[] {0x01, 0x09, (byte) 0xFF, (byte) 0xFE, 0, 0, 0, 0});
        r = Cli.run("dis", fx9.toString());
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + fx9 + ": a Direct3D 9 effect (fx_2_0), no program of its own to list;"
                + " 'dxkit carve' finds the programs inside it\n", r.err());
        Path ex = dir.resolve("expr.bin");
        java.nio.file.Files.write(ex, new byte[] {0x01, 0x02, 0x58, 0x46, (byte) 0xFF, (byte) 0xFF, 0, 0});
        r = Cli.run("dis", ex.toString());
        assertEquals(1, r.exit());
        assertEquals("dxkit: " + ex + ": a Direct3D 9 expression (preshader) blob; its listing is part of the program"
                + " that carries it ('dxkit dis' of that program)\n", r.err());
    }
}
