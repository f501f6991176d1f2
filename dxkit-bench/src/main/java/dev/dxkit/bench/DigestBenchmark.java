package dev.dxkit.bench;

import dev.dxkit.container.Container;
import dev.dxkit.container.ContainerDigest;
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

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The container digest against the JDK's MD5 over the same bytes (bytes 20..end of every corpus
 * container), in one run: the ratio of the two scores is the figure. Goal: dxkit ≥ 90 % of MessageDigest.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "--add-opens=java.base/sun.security.provider=ALL-UNNAMED")
public class DigestBenchmark {
    List<byte[]> containers;
    MessageDigest md5;

    @Setup
    public void setup() throws NoSuchAlgorithmException {
        containers = CorpusFiles.load(Container::looksLikeContainer);
        md5 = MessageDigest.getInstance("MD5");
    }

    /** One operation = every corpus container hashed once. */
    @Benchmark
    public int containerDigest() {
        int acc = 0;
        for (byte[] c : containers) {
            acc += ContainerDigest.compute(c, c.length)[0];
        }
        return acc;
    }

    /** dxkit's own block function for every block (what runs where sun.security.provider is not open). */
    @Benchmark
    public int containerDigestPortable() {
        int acc = 0;
        for (byte[] c : containers) {
            acc += ContainerDigest.blockDigestPortable(c, 20, c.length - 20)[0];
        }
        return acc;
    }

    /** One operation = the same bytes through {@code MessageDigest("MD5")}. */
    @Benchmark
    public int messageDigestMd5() {
        int acc = 0;
        for (byte[] c : containers) {
            md5.update(c, 20, c.length - 20);
            acc += md5.digest()[0];
        }
        return acc;
    }
}
