package dev.dxkit.bench;

import dev.dxkit.container.Container;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.sm4.decompile.Sm4Decompiler;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Decompiling beside listing, per container, over the corpus's Shader Model 4/5/5.1 and level-9 containers
 * (read beforehand): each invocation handles ONE container, the next in a ring, so the scores are the time per
 * container of {@code decompile} (HLSL from {@link Sm4Decompiler}) and of {@code listing} (the flag-0 listing
 * of {@link Disassembler}), the baseline of the same run. Containers the decompiler refuses are left out.
 * Corpus: {@code -Ddxkit.corpus=DIR} or {@code -Ddxkit.shared=DIR}, else {@code ../shared/corpus}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Sm4DecompileBench {
    private Container[] read;
    private int next;

    @Setup(Level.Trial)
    public void load() throws IOException {
        List<byte[]> all = CorpusFiles.fromManifest(cols -> cols[3].startsWith("DXBC-SM4") || cols[3].startsWith("DXBC-SM5"));
        List<Container> ok = new ArrayList<>();
        for (byte[] b : all) {
            try {
                Container c = Container.read(b);
                Sm4Decompiler.decompile(c);
                ok.add(c);
            } catch (DxFormatException e) {
                // refused: not measured
            }
        }
        read = ok.toArray(new Container[0]);
    }

    private Container nextRead() {
        Container c = read[next];
        next = next + 1 == read.length ? 0 : next + 1;
        return c;
    }

    /** The HLSL of one container. */
    @Benchmark
    public Decompilation decompile() {
        return Sm4Decompiler.decompile(nextRead());
    }

    /** The flag-0 listing of one container: the baseline. */
    @Benchmark
    public String listing() {
        return Disassembler.disassemble(nextRead(), DisasmFlags.NONE);
    }
}
