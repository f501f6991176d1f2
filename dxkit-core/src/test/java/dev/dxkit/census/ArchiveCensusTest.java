package dev.dxkit.census;

import dev.dxkit.archive.TarWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Archives read in place: a tar, tar.gz or zip of a folder counts what the folder counts. */
class ArchiveCensusTest {
    @TempDir
    Path dir;

    static List<Path> files(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }

    static String rel(Path root, Path f) {
        return root.relativize(f).toString().replace('\\', '/');
    }

    static byte[] tar(Path root) throws IOException {
        TarWriter t = new TarWriter();
        for (Path f : files(root)) {
            t.file("./" + rel(root, f), Files.readAllBytes(f)); // as `tar -C root .` names them
        }
        return t.toBytes();
    }

    static byte[] gzip(byte[] data) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream o = new GZIPOutputStream(out)) {
            o.write(data);
        }
        return out.toByteArray();
    }

    static byte[] zip(Path root) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(out)) {
            for (Path f : files(root)) {
                z.putNextEntry(new ZipEntry(rel(root, f)));
                z.write(Files.readAllBytes(f));
            }
        }
        return out.toByteArray();
    }

    static String json(Path root, GroupBy g) throws IOException {
        return CensusJson.json(CensusWalker.run(List.of(root.toString()), new CensusWalker.Options(g, false, 2, false)));
    }

    @Test
    void anArchiveCountsWhatItsFolderCounts() throws IOException {
        Path src = dir.resolve("src");
        Synthetic.write(src);
        Files.write(dir.resolve("s.tar"), tar(src));
        Files.write(dir.resolve("s.tgz"), gzip(tar(src)));
        Files.write(dir.resolve("s.zip"), zip(src));
        for (GroupBy g : GroupBy.values()) {
            String folder = json(src, g).replace(src + "/", "ROOT/").replace("\"" + src + "\"", "\"ROOT\"");
            for (String a : List.of("s.tar", "s.tgz", "s.zip")) {
                Path p = dir.resolve(a);
                String archive = json(p, g).replace(p + "!/", "ROOT/").replace("\"" + p + "\"", "\"ROOT\"");
                assertEquals(folder, archive, a + " " + g);
            }
        }
    }

    @Test
    void anArchiveInAFolderIsAFolderNamedWithABang() throws IOException {
        Path src = dir.resolve("src");
        Synthetic.write(src);
        Path root = dir.resolve("root");
        Files.createDirectories(root.resolve("game"));
        Files.write(root.resolve("game/data.tar"), tar(src));
        byte[] zip = zip(src);
        Files.write(root.resolve("cut.zip"), Arrays.copyOf(zip, zip.length / 2));
        Census top = CensusWalker.run(List.of(root.toString()), new CensusWalker.Options(GroupBy.TOP, false, 1, false));
        Census dirs = CensusWalker.run(List.of(root.toString()), new CensusWalker.Options(GroupBy.DIR, false, 1, false));
        Census folder = CensusWalker.run(List.of(src.toString()), new CensusWalker.Options(GroupBy.NONE, false, 1, false));
        // the tar's members are all of group "game"; the damaged zip is one refused file of "." (its members
        // before the damage are counted, in group "cut.zip!")
        assertEquals(folder.total().get(Measure.PROGRAMS), top.groups().get("game").get(Measure.PROGRAMS));
        assertEquals(folder.total().get(Measure.FILES), top.groups().get("game").get(Measure.FILES));
        assertEquals(folder.total().get(Measure.BYTES), top.groups().get("game").get(Measure.BYTES));
        assertEquals(List.of("game/data.tar!", "game/data.tar!/a", "game/data.tar!/a/sub", "game/data.tar!/b"),
                dirs.groups().keySet().stream().filter(k -> k.startsWith("game")).toList());
        Refusal cut = top.refused().stream().filter(r -> r.path().endsWith("cut.zip")).findFirst().orElseThrow();
        assertEquals(".", cut.group());
        assertEquals("zip", cut.where());
        assertEquals(root.resolve("game/data.tar") + "!/b/bad.d3d9",
                top.refused().stream().filter(r -> r.path().contains("data.tar!/b/bad")).findFirst().orElseThrow().path());
    }
}
