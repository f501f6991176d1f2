package dev.dxkit.bench;

import dev.dxkit.container.Container;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.sm4.asm.Sm4Assembler;
import dev.dxkit.sm4.asm.Sm4Assembly;
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
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The SM 4/5/5.1 assembler beside the listing it reads, per container, in one run: {@code listing} prints the
 * {@code dis --exact-floats} listing of a container read beforehand (the baseline), {@code assemble} assembles
 * that same listing, printed beforehand, back into the token stream. Each invocation handles one container, the
 * next in a ring over the corpus's SM 4/5/5.1 and level-9 containers. The goal: assembling no slower than
 * listing. Corpus: {@code -Ddxkit.corpus=DIR}, else {@code ../shared/corpus}, else the project's samples.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Sm4AsmBench {
    private static final DisasmFlags EXACT = DisasmFlags.of(DisasmFlags.EXACT_FLOATS);

    private Container[] read;
    private String[] texts;
    private int next;

    @Setup(Level.Trial)
    public void load() throws IOException {
        List<byte[]> all = CorpusFiles.fromManifest(cols -> (cols[3].startsWith("DXBC-SM4") || cols[3].startsWith("DXBC-SM5"))
                && (cols[5].contains("SHEX") || cols[5].contains("SHDR")));
        read = new Container[all.size()];
        texts = new String[all.size()];
        for (int i = 0; i < read.length; i++) {
            read[i] = Container.read(all.get(i));
            texts[i] = Disassembler.disassemble(read[i], EXACT);
            if (!Sm4Assembler.assemble(texts[i]).ok()) {
                // a listing the assembler cannot take without its base (undecipherable custom data) is left out
                texts[i] = null;
            }
        }
    }

    private int nextIndex() {
        do {
            next = next + 1 == read.length ? 0 : next + 1;
        } while (texts[next] == null);
        return next;
    }

    /** The exact-float listing of one container read beforehand: the baseline. */
    @Benchmark
    public String listing() {
        return Disassembler.disassemble(read[nextIndex()], EXACT);
    }

    /** The flag-0 listing of the same container (what D3DDisassemble prints): the exact floats' cost beside it. */
    @Benchmark
    public String listingFlag0() {
        return Disassembler.disassemble(read[nextIndex()], DisasmFlags.NONE);
    }

    /** The same listing, printed beforehand, assembled back into its token stream. */
    @Benchmark
    public Sm4Assembly assemble() {
        return Sm4Assembler.assemble(texts[nextIndex()]);
    }
}
