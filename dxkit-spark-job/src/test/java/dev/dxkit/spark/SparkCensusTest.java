package dev.dxkit.spark;

import dev.dxkit.census.Census;
import dev.dxkit.census.CensusWalker;
import dev.dxkit.census.GroupBy;
import dev.dxkit.census.Refusal;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.Tuple2;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The Spark job's report equals {@code dxkit census}'s (the CLI prints {@link CensusWalker}'s census with the
 * same formatters), byte for byte, in local[2] mode: over the project's fixtures and samples with archives,
 * damaged files and embedded containers beside them, in every group mode and format, and over the shared
 * corpus when it is there.
 */
class SparkCensusTest {
    static final Path PROJECT = Path.of("..").toAbsolutePath().normalize();
    static JavaSparkContext sc;

    @TempDir
    static Path tmp;

    @BeforeAll
    static void start() {
        // local[2, 3]: two cores; a failed task is tried up to three times, as on a cluster
        SparkConf conf = new SparkConf().setMaster("local[2,3]").setAppName("SparkCensusTest")
                .set("spark.ui.enabled", "false").set("spark.driver.bindAddress", "127.0.0.1")
                .set("spark.driver.host", "127.0.0.1");
        CensusKryo.configure(conf); // as the job runs
        sc = new JavaSparkContext(conf);
        sc.setLogLevel("ERROR");
    }

    @AfterAll
    static void stop() {
        if (sc != null) {
            sc.close();
        }
    }

    /** A folder of what real collections hold beside plain programs: archives, damage, a pack. */
    static Path collection() throws IOException {
        Path c = tmp.resolve("collection");
        if (Files.isDirectory(c)) {
            return c;
        }
        Path samples = PROJECT.resolve("samples");
        List<Path> files;
        try (Stream<Path> s = Files.walk(samples)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        Files.createDirectories(c.resolve("game/sub"));
        Files.createDirectories(c.resolve("packs"));
        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(zip)) {
            for (Path f : files) {
                z.putNextEntry(new ZipEntry("shaders/" + samples.relativize(f)));
                z.write(Files.readAllBytes(f));
            }
        }
        Files.write(c.resolve("packs/samples.zip"), zip.toByteArray());
        Files.write(c.resolve("packs/cut.zip"), Arrays.copyOf(zip.toByteArray(), zip.size() / 3));
        Tar tar = new Tar();
        for (Path f : files) {
            tar.file("./" + samples.relativize(f), Files.readAllBytes(f));
        }
        Files.write(c.resolve("game/samples.tar"), tar.bytes());
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream o = new GZIPOutputStream(gz)) {
            o.write(tar.bytes());
        }
        Files.write(c.resolve("samples.tar.gz"), gz.toByteArray());
        byte[] one = Files.readAllBytes(files.get(0).getFileName().toString().endsWith(".dxbc") ? files.get(0)
                : files.get(1));
        Files.write(c.resolve("game/cut.dxbc"), Arrays.copyOf(one, 40)); // a damaged container: refused
        byte[] pack = new byte[7 + one.length + 9]; // a container inside another file: carved
        System.arraycopy(one, 0, pack, 7, one.length);
        Files.write(c.resolve("game/sub/pack.bin"), pack);
        Files.write(c.resolve("game/sub/copy.dxbc"), one); // a duplicate in another group
        Files.writeString(c.resolve("notes.txt"), "not a shader\n");
        return c;
    }

    static Census cli(List<String> roots, GroupBy g, boolean carve) throws IOException {
        return CensusWalker.run(roots, new CensusWalker.Options(g, carve, 2, false));
    }

    static Census spark(List<String> roots, GroupBy g, boolean carve) throws IOException {
        return SparkCensus.run(sc, roots, new SparkCensus.Options(g, carve, 50));
    }

    /** Equal whole, byte for byte; on failure, the first differing line. */
    static void assertSameText(String expected, String actual, String what) {
        if (expected.equals(actual)) {
            return;
        }
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        for (int i = 0; i < Math.min(e.length, a.length); i++) {
            if (!e[i].equals(a[i])) {
                fail(what + ": line " + (i + 1) + " differs:\n  cli:   " + e[i] + "\n  spark: " + a[i]);
            }
        }
        fail(what + ": " + e.length + " lines from the CLI, " + a.length + " from the job");
    }

    @Test
    void sameReportAsTheCliInEveryGroupModeAndFormat() throws IOException {
        List<String> roots = List.of(PROJECT.resolve("fixtures/bin").toString(), collection().toString(),
                PROJECT.resolve("samples").toString());
        for (GroupBy g : GroupBy.values()) {
            for (boolean carve : new boolean[] {false, true}) {
                Census cli = cli(roots, g, carve);
                Census job = spark(roots, g, carve);
                for (String f : List.of("json", "text", "md", "csv", "html")) {
                    assertSameText(CensusJob.format(cli, f), CensusJob.format(job, f), f + " " + g + " carve " + carve);
                }
            }
        }
        Census c = spark(roots, GroupBy.TOP, false);
        assertTrue(c.refused().stream().anyMatch(r -> r.path().endsWith("cut.zip") && r.where().equals("zip")),
                c.refused().toString());
        assertTrue(c.refused().stream().anyMatch(r -> r.path().endsWith("game/cut.dxbc")), c.refused().toString());
    }

    @Test
    void oneFileAsARootAndAnArchiveAsARoot() throws IOException {
        for (String root : List.of(collection().resolve("game/samples.tar").toString(),
                collection().resolve("game/cut.dxbc").toString(), PROJECT.resolve("samples/README.md").toString())) {
            for (GroupBy g : GroupBy.values()) {
                assertSameText(CensusJob.format(cli(List.of(root), g, false), "json"),
                        CensusJob.format(spark(List.of(root), g, false), "json"), root + " " + g);
            }
        }
    }

    @Test
    void sameJsonAsTheCliOverTheSharedCorpus() throws IOException {
        Path corpus = Path.of(System.getProperty("dxkit.shared", PROJECT.resolve("../shared").toString()), "corpus");
        if (!Files.isDirectory(corpus)) {
            return; // the corpus is optional; the fixtures above are not
        }
        List<String> roots = List.of(corpus.toString());
        assertSameText(CensusJob.format(cli(roots, GroupBy.TOP, false), "json"),
                CensusJob.format(spark(roots, GroupBy.TOP, false), "json"), "corpus");
    }

    @Test
    void aRetriedTaskCountsItsFilesOnce() throws IOException {
        List<String> roots = List.of(PROJECT.resolve("fixtures/bin").toString(), collection().toString());
        SparkCensus.Options o = new SparkCensus.Options(GroupBy.DIR, true, 40);
        Listing listing = Listing.of(roots, o.groupBy(), sc.hadoopConfiguration());
        // every task's first attempt dies after handing out part of its output; Spark runs it again
        sc.setLogLevel("OFF"); // the killed attempts are expected: no stack trace of each in the build's log
        Census job;
        try {
            job = SparkCensus.run(sc, listing, roots, o, new FailingFirstAttempt());
        } finally {
            sc.setLogLevel("ERROR");
        }
        assertTrue(FailingFirstAttempt.KILLED.get() >= 10, "first attempts killed: " + FailingFirstAttempt.KILLED.get());
        assertSameText(CensusJob.format(cli(roots, o.groupBy(), true), "json"), CensusJob.format(job, "json"), "retried");
    }

    @Test
    void aFileThatCannotBeReadIsARefusalNotAFailedTask() throws IOException {
        List<String> roots = List.of(PROJECT.resolve("samples").toString());
        SparkCensus.Options o = new SparkCensus.Options(GroupBy.TOP, false, 1000);
        Listing listed = Listing.of(roots, o.groupBy(), sc.hadoopConfiguration());
        List<FileRef> files = new ArrayList<>(listed.files());
        String gone = PROJECT.resolve("samples/gone.dxbc").toString();
        files.add(new FileRef("file:" + gone, gone, ".", 100, "gone.dxbc", "")); // deleted since it was listed
        files.add(new FileRef("nosuchscheme://host/x.dxbc", "nosuchscheme://host/x.dxbc", ".", 100, "x.dxbc", ""));
        Census c = SparkCensus.run(sc, new Listing(files, listed.walked()), roots, o, SparkCensus.TaskSurvey::new);
        Census cli = cli(roots, GroupBy.TOP, false);
        assertEquals(cli.total().get(dev.dxkit.census.Measure.FILES) + 2, c.total().get(dev.dxkit.census.Measure.FILES));
        assertEquals(2, c.refused().size(), c.refused().toString());
        assertEquals(new Refusal(gone, ".", "io", "io: no such file"), c.refused().get(0)); // refusals in path order
        assertEquals(new Refusal("nosuchscheme://host/x.dxbc", ".", "io",
                "io: No FileSystem for scheme \"nosuchscheme\""), c.refused().get(1));
    }

    /** A task whose first attempt fails after its fifth output, as if its executor were lost. */
    static final class FailingFirstAttempt implements SparkCensus.Task {
        private static final long serialVersionUID = 1L;
        /** First attempts killed (local mode: the tasks run in this JVM). */
        static final java.util.concurrent.atomic.AtomicInteger KILLED = new java.util.concurrent.atomic.AtomicInteger();

        @Override
        public Iterator<Tuple2<Key, Counted>> survey(Iterator<FileRef> files, SparkCensus.Options options,
                                                     HadoopConf conf) {
            Iterator<Tuple2<Key, Counted>> it = new SparkCensus.TaskSurvey(files, options, conf);
            if (TaskContext.get().attemptNumber() > 0) {
                return it;
            }
            return new Iterator<>() {
                int n;

                @Override
                public boolean hasNext() {
                    if (n == 5) {
                        KILLED.incrementAndGet();
                        throw new IllegalStateException("a lost executor, as it were");
                    }
                    return it.hasNext();
                }

                @Override
                public Tuple2<Key, Counted> next() {
                    n++;
                    return it.next();
                }
            };
        }
    }

    /** A tar stream as tar(1) writes one: ustar headers, zero-padded blocks, two zero blocks at the end. */
    static final class Tar {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        void file(String name, byte[] data) {
            byte[] h = new byte[512];
            byte[] n = name.getBytes(StandardCharsets.UTF_8);
            System.arraycopy(n, 0, h, 0, n.length);
            octal(h, 100, 8, 0644);
            octal(h, 124, 12, data.length);
            h[156] = '0';
            System.arraycopy("ustar\0".getBytes(StandardCharsets.US_ASCII), 0, h, 257, 6);
            h[263] = '0';
            h[264] = '0';
            Arrays.fill(h, 148, 156, (byte) ' ');
            int sum = 0;
            for (byte b : h) {
                sum += b & 0xFF;
            }
            octal(h, 148, 7, sum);
            out.writeBytes(h);
            out.writeBytes(data);
            out.writeBytes(new byte[(512 - data.length % 512) % 512]);
        }

        byte[] bytes() {
            byte[] body = out.toByteArray();
            return Arrays.copyOf(body, body.length + 1024);
        }

        private static void octal(byte[] h, int at, int width, long v) {
            byte[] b = String.format("%0" + (width - 1) + "o", v).getBytes(StandardCharsets.US_ASCII);
            System.arraycopy(b, 0, h, at, b.length);
        }
    }
}
