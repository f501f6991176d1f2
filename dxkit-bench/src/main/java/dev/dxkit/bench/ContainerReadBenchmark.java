package dev.dxkit.bench;

import dev.dxkit.container.Container;
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

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Containers read and verified (header, directory, layout findings, digest) per second over the corpus, with
 * a bare copy of the same bytes as the in-process baseline.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "--add-opens=java.base/sun.security.provider=ALL-UNNAMED")
public class ContainerReadBenchmark {
    List<byte[]> containers;

    @Setup
    public void setup() {
        containers = CorpusFiles.load(Container::looksLikeContainer);
        System.out.println("\n" + containers.size() + " containers");
    }

    /** One operation = every corpus container read and verified. */
    @Benchmark
    public int readAndVerify() {
        int ok = 0;
        for (byte[] c : containers) {
            if (Container.read(c).isCanonical()) {
                ok++;
            }
        }
        return ok;
    }

    /** Baseline: one operation = every corpus container copied once. */
    @Benchmark
    public int copyBaseline() {
        int acc = 0;
        for (byte[] c : containers) {
            acc += c.clone()[0];
        }
        return acc;
    }
}
