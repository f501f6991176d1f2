package dev.dxkit.bench;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.sm4.listing.ListingHeader;
import dev.dxkit.sm4.listing.ListingTrailer;
import dev.dxkit.text.TextSink;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;
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
 * Shader Model 4/5/5.1 listings and token-stream decoding over the corpus's SM 4/5/5.1 containers (level 9
 * excluded). Each invocation handles ONE container, the next in a ring, so the score is the time per container:
 * {@code listing} prints the flag-0 listing of a container read beforehand (header, body, trailer),
 * {@code instructionsOnly} its flag-0x40 listing (the program's lines alone),
 * {@code header} only its header and trailer (after reading the program, as the listing does: less
 * {@code programRead}),
 * {@code decodeOnly} decodes and checks every instruction and operand in place, {@code records} builds the
 * {@code Instruction} records, {@code walk} only steps the flyweight cursor by the length fields.
 *
 * <p>The baseline is Microsoft's {@code D3DDisassemble} in batch under Wine, about 790 listings/s
 * (≈1,266 µs per listing) as the project measured it; the goal is 50× that (≈25 µs per listing).
 * {@code tools/bench/listing-vs-d3ddisassemble.sh} runs {@code listing} and that baseline in turn, in one
 * script, and prints their ratio.
 * Corpus: {@code -Ddxkit.corpus=DIR} or {@code -Ddxkit.shared=DIR} (its {@code corpus}), else
 * {@code ../shared/corpus}.
 *
 * <p>On a shared 2-core virtual machine single iterations vary by ±20–30 % with the host's load; compare
 * scores of one run, and several runs, rather than single iterations.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
// the listing's printers are many methods over many opcodes: the JIT takes some 15 s to settle on them
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Sm4DisasmBench {
    private byte[][] containers;
    private Container[] read;
    private int next;

    @Setup(Level.Trial)
    public void load() throws IOException {
        // SM 4/5/5.1 containers with a Microsoft listing, level 9 aside
        List<byte[]> all = CorpusFiles.fromManifest(cols -> (cols[3].startsWith("DXBC-SM4") || cols[3].startsWith("DXBC-SM5"))
                && !cols[5].contains("Aon9") && !cols[8].isEmpty());
        containers = all.toArray(new byte[0][]);
        read = new Container[containers.length];
        for (int i = 0; i < containers.length; i++) {
            read[i] = Container.read(containers[i]);
        }
    }

    private byte[] nextContainer() {
        byte[] b = containers[next];
        next = next + 1 == containers.length ? 0 : next + 1;
        return b;
    }

    /** The next container of the ring, read beforehand. */
    private Container nextRead() {
        Container c = read[next];
        next = next + 1 == read.length ? 0 : next + 1;
        return c;
    }

    private static Sm4Program program(Container c) {
        PartEntry e = c.part("SHEX").or(() -> c.part("SHDR")).orElseThrow();
        return Sm4Program.read(e.kind(), e.data());
    }

    /** One full flag-0 listing, from the container's bytes (Container.read, which checks the digest, included). */
    @Benchmark
    public String readAndList() {
        return Disassembler.disassemble(Container.read(nextContainer()), DisasmFlags.NONE);
    }

    /** One full flag-0 listing of a container read beforehand: the disassembler alone. */
    @Benchmark
    public String listing() {
        Container c = nextRead();
        return Disassembler.disassemble(c, DisasmFlags.NONE);
    }

    /**
     * The listing of a container read beforehand under flag 0x40 (D3D_DISASM_INSTRUCTION_ONLY): the program's
     * lines alone, no header comments and no slot count. Beside {@link #listing}, the share of the header.
     */
    @Benchmark
    public String instructionsOnly() {
        Container c = nextRead();
        return Disassembler.disassemble(c, INSTRUCTIONS_ONLY);
    }

    private static final DisasmFlags INSTRUCTIONS_ONLY = DisasmFlags.of(0x40);

    /**
     * The listing's header and trailer through the public {@code ListingHeader.print}: the program read from
     * the container ({@link #programRead} alone) and walked whole for the header's two notes (a listing instead
     * guesses them from the first instruction and checks the guess against its body), then the flag-0
     * comment block (creator, features, buffers, bindings, signatures, notes, class linkage) and the slot count
     * of a container read beforehand, into a fresh 2,048-character sink (the corpus's headers average 1,300).
     */
    @Benchmark
    public int header() {
        Container c = nextRead();
        TextSink out = new TextSink(2048);
        ListingHeader.print(c, program(c), DisasmFlags.NONE, out);
        ListingTrailer.print(c, DisasmFlags.NONE, out);
        return out.length();
    }

    /** The program of a container read beforehand, read as a listing reads it (its header checked, in place). */
    @Benchmark
    public int programRead() {
        Container c = nextRead();
        return program(c).lengthInDwords();
    }

    /**
     * Token-stream decode alone, of a container read beforehand: every instruction and every operand decoded
     * and checked in place by the cursor (as the listing decodes the lines its fast lane does not check itself).
     */
    @Benchmark
    public int decodeOnly() {
        Container c = nextRead();
        return decodeAll(program(c));
    }

    /** Container read, then every instruction and operand decoded and checked in place. */
    @Benchmark
    public int decode() {
        return decodeAll(program(Container.read(nextContainer())));
    }

    /** Every instruction decoded into {@code Instruction} records (the editing form), of a container read beforehand. */
    @Benchmark
    public int records() {
        Container c = nextRead();
        return program(c).instructions().size();
    }

    private static int decodeAll(Sm4Program p) {
        TokenCursor c = p.cursor();
        int n = 0;
        while (c.next()) {
            n += c.decodeOperands().operandCount();
        }
        return n;
    }

    /** Container read and the flyweight cursor stepped over every instruction (no records). */
    @Benchmark
    public int walk() {
        TokenCursor c = program(Container.read(nextContainer())).cursor();
        int n = 0;
        while (c.next()) {
            n += c.length();
        }
        return n;
    }
}
