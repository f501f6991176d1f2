package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The distribution zip as a user meets it: unpacked into an empty folder, with nothing but a Java runtime,
 * {@code bin/dxkit dis} on a shipped sample prints the listing the command line prints in-process, byte for
 * byte; its first run leaves the class-data archive beside the jar, and a second run prints the same; a
 * command other than the one-shot lines makes the full archive beside it.
 */
class DistributionIT {
    @Test
    void unpackedDistributionListsASample(@TempDir Path tmp) throws Exception {
        String zipPath = System.getProperty("dxkit.dist");
        assertTrue(zipPath != null && Files.isRegularFile(Path.of(zipPath)), "no distribution at " + zipPath);
        Map<String, Integer> modes = unixModes(Path.of(zipPath));
        Path home = unzip(Path.of(zipPath), tmp, modes);
        String top = "dxkit-" + home.getFileName().toString().substring("dxkit-".length());
        assertEquals(0755, modes.get(top + "/bin/dxkit") & 0777, "bin/dxkit is stored executable");
        for (String f : List.of("bin/dxkit", "bin/dxkit.cmd", "lib/dxkit.jar", "README.md", "LICENSE",
                "samples/ps_5_0_lighting.dxbc")) {
            assertTrue(Files.isRegularFile(home.resolve(f)), f + " is in the distribution");
        }
        assertTrue(new String(Files.readAllBytes(home.resolve("bin/dxkit.cmd")), StandardCharsets.US_ASCII)
                .contains("\r\n"), "the Windows script has CRLF line ends");

        Path sample = home.resolve("samples/ps_5_0_lighting.dxbc");
        Cli.Result expected = Cli.run("dis", sample.toString());
        assertEquals(0, expected.exit());

        Run first = run(home, "dis", sample.toString());
        assertEquals("", first.err);
        assertEquals(0, first.exit);
        assertEquals(expected.out(), first.out);
        try (Stream<Path> s = Files.list(home.resolve("lib"))) {
            assertEquals(1, s.filter(p -> p.getFileName().toString().endsWith(".jsa")).count(),
                    "the first run made the class-data archive in lib/");
        }
        Run second = run(home, "dis", sample.toString());
        assertEquals(0, second.exit);
        assertEquals(expected.out(), second.out);
        // a command the quick path does not read makes and uses the full archive beside the one-shot one
        Run dump = run(home, "dump", sample.toString());
        assertEquals(0, dump.exit, dump.err);
        assertEquals(Cli.run("dump", sample.toString()).out(), dump.out);
        try (Stream<Path> s = Files.list(home.resolve("lib"))) {
            assertEquals(2, s.filter(p -> p.getFileName().toString().endsWith(".jsa")).count(),
                    "the full archive beside the one-shot lines' own");
        }

        Run missing = run(home, "dis", home.resolve("no-such.dxbc").toString());
        assertEquals(3, missing.exit);
        assertTrue(missing.err.contains("no-such.dxbc"), missing.err);
    }

    private record Run(int exit, String out, String err) {
    }

    private static Run run(Path home, String... args) throws IOException, InterruptedException {
        List<String> cmd = new java.util.ArrayList<>();
        cmd.add(home.resolve("bin/dxkit").toString());
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().remove("DXKIT_JAVA_OPTS");
        pb.environment().remove("DXKIT_NO_CDS");
        Path out = Files.createTempFile(home, "out", ".txt");
        Path err = Files.createTempFile(home, "err", ".txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "bin/dxkit finished");
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** Unpacks the zip, giving each file the Unix mode the zip stores for it. */
    private static Path unzip(Path zip, Path into, Map<String, Integer> modes) throws IOException {
        Path top = null;
        try (ZipFile z = new ZipFile(zip.toFile())) {
            for (ZipEntry e : java.util.Collections.list(z.entries())) {
                Path target = into.resolve(e.getName()).normalize();
                assertTrue(target.startsWith(into), e.getName());
                if (e.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                try (InputStream in = z.getInputStream(e)) {
                    Files.copy(in, target);
                }
                Integer mode = modes.get(e.getName());
                if (mode != null && (mode & 0777) != 0) {
                    Files.setPosixFilePermissions(target, permissions(mode & 0777));
                }
                if (top == null) {
                    top = into.resolve(e.getName().substring(0, e.getName().indexOf('/')));
                }
            }
        }
        return top;
    }

    private static Set<PosixFilePermission> permissions(int mode) {
        StringBuilder s = new StringBuilder();
        String rwx = "rwxrwxrwx";
        for (int i = 0; i < 9; i++) {
            s.append((mode >> (8 - i) & 1) != 0 ? rwx.charAt(i) : '-');
        }
        return PosixFilePermissions.fromString(s.toString());
    }

    /**
     * Each entry's Unix mode, from the zip's central directory: a record {@code PK\1\2} holds the name length
     * at offset 28, the extra and comment lengths at 30 and 32, the external attributes at 38 (the mode in
     * their upper 16 bits) and the name at 46.
     */
    private static Map<String, Integer> unixModes(Path zip) throws IOException {
        byte[] b = Files.readAllBytes(zip);
        Map<String, Integer> modes = new HashMap<>();
        for (int i = 0; i + 46 <= b.length; i++) {
            if (b[i] == 'P' && b[i + 1] == 'K' && b[i + 2] == 1 && b[i + 3] == 2) {
                int nameLen = u16(b, i + 28);
                int external = u16(b, i + 38) | u16(b, i + 40) << 16;
                if (i + 46 + nameLen <= b.length) {
                    modes.put(new String(b, i + 46, nameLen, StandardCharsets.UTF_8), external >>> 16);
                }
                i += 45 + nameLen;
            }
        }
        return modes;
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8;
    }
}
