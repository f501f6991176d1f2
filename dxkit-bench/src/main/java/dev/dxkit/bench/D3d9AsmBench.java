package dev.dxkit.bench;

import dev.dxkit.d3d9.D3d9Assembler;
import dev.dxkit.d3d9.listing.D3d9Listing;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.io.Bytes;
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
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The Direct3D 9 assembler against the Direct3D 9 listing, per program, in one run: {@code listing} prints the
 * flag-0 listing of the next raw Direct3D 9 program of the corpus (the baseline), {@code assemble} assembles
 * that listing's text (bytes, as {@code dxkit asm} reads a file) back to its token stream. Each invocation
 * handles one program, the next in a ring. The goal is assembling no slower than listing.
 * Corpus: {@code -Ddxkit.corpus=DIR}, else {@code ../shared/corpus}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class D3d9AsmBench {
    private Bytes[] programs;
    private byte[][] listings;
    private int next;

    @Setup(Level.Trial)
    public void load() throws IOException {
        List<byte[]> all = CorpusFiles.fromManifest(cols -> cols[3].startsWith("D3D9-"));
        programs = new Bytes[all.size()];
        listings = new byte[all.size()][];
        for (int i = 0; i < programs.length; i++) {
            programs[i] = Bytes.wrap(all.get(i));
            listings[i] = D3d9Listing.print(programs[i], DisasmFlags.NONE).getBytes(StandardCharsets.ISO_8859_1);
            if (!D3d9Assembler.assemble(listings[i]).ok()) {
                throw new IllegalStateException("program " + i + " does not assemble from its listing");
            }
        }
    }

    private int step() {
        int i = next;
        next = next + 1 == programs.length ? 0 : next + 1;
        return i;
    }

    @Benchmark
    public String listing() {
        return D3d9Listing.print(programs[step()], DisasmFlags.NONE);
    }

    @Benchmark
    public D3d9Assembler.Result assemble() {
        return D3d9Assembler.assemble(listings[step()]);
    }
}
