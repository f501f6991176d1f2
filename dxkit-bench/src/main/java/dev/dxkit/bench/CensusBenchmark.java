package dev.dxkit.bench;

import dev.dxkit.census.Census;
import dev.dxkit.census.CensusWalker;
import dev.dxkit.census.GroupBy;
import dev.dxkit.census.Measure;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A whole census of the corpus folder against the baseline the issue names: sha256 over every byte of the
 * same files, read from the page cache, in the same process and on one thread each. The ratio of the two
 * times is the figure (the census reads only the programs' bytes in full, but hashes, digests and decodes
 * them); {@code tools/bench/census-vs-sha256.sh} measures the same against the sha256sum program, JVM
 * start-up included.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class CensusBenchmark {
    Path root;
    List<Path> files;
    MessageDigest sha256;
    byte[] buffer = new byte[1 << 20];

    @Setup
    public void setup() throws IOException, NoSuchAlgorithmException {
        root = CorpusFiles.root();
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(Files::isRegularFile).toList();
        }
        sha256 = MessageDigest.getInstance("SHA-256");
    }

    /** The census, one worker thread. */
    @Benchmark
    public long census() throws IOException {
        Census c = CensusWalker.run(List.of(root.toString()), new CensusWalker.Options(GroupBy.TOP, false, 1, false));
        return c.total().get(Measure.PROGRAMS);
    }

    /** The baseline: sha256 of every file's bytes. */
    @Benchmark
    public int sha256() throws IOException {
        int h = 0;
        for (Path p : files) {
            try (var in = Files.newInputStream(p)) {
                int n;
                while ((n = in.read(buffer)) > 0) {
                    sha256.update(buffer, 0, n);
                }
            }
            h += sha256.digest()[0];
        }
        return h;
    }
}
