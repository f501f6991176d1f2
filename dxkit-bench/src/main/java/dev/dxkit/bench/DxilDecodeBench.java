package dev.dxkit.bench;

import dev.dxkit.bitcode.Bitstream;
import dev.dxkit.container.Container;
import dev.dxkit.dxil.DxilInfo;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.listing.DxilListing;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.PartDecoder;
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
import org.openjdk.jmh.infra.Blackhole;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Full DXIL module decode per container over the corpus's DXIL containers: container, DXIL part header,
 * bitstream, module tables, function bodies, and the entry-point/resource/dx.op summary. Each invocation decodes
 * ONE container (the next in a ring), so the score is the time per container. The baseline is the project's
 * measured rate of {@code dxc -dumpbin} under Wine (about 3 ms per container); the raw-bitstream walk is
 * measured beside it in the same process so the module layer's own cost shows, and {@code listing}, the whole
 * {@code dxc -dumpbin} text of the container as {@code dis} writes it (UTF-8 bytes), so that the listing's cost
 * beyond the decode shows.
 *
 * <p>Corpus: {@code -Ddxkit.shared=/work/shared} (containers listed by {@code corpus/MANIFEST.tsv}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DxilDecodeBench {
    private byte[][] containers;
    private int next;

    @Setup(Level.Trial)
    public void load() throws IOException {
        List<byte[]> all = CorpusFiles.fromManifest(cols -> cols[3].startsWith("DXIL"));
        containers = all.toArray(new byte[0][]);
    }

    private byte[] nextContainer() {
        byte[] c = containers[next];
        next = next + 1 == containers.length ? 0 : next + 1;
        return c;
    }

    private static Bytes bitcode(byte[] container) {
        Container c = Container.read(container);
        return ((DxilProgramPart) PartDecoder.decode("DXIL", c.part("DXIL").orElseThrow().data())).bitcode();
    }

    /** The whole decode: container, part, module, summary. */
    @Benchmark
    public void fullModuleDecode(Blackhole bh) {
        DxilModule m = DxilModule.read(bitcode(nextContainer()));
        bh.consume(DxilInfo.of(m));
    }

    /** The whole listing, from the container's bytes to the UTF-8 bytes {@code dis} writes. */
    @Benchmark
    public void listing(Blackhole bh) {
        bh.consume(DxilListing.listUtf8(Container.read(nextContainer())));
    }

    /** Only the generic bitstream walk (blocks and records), for comparison. */
    @Benchmark
    public void bitstreamOnly(Blackhole bh) {
        bh.consume(Bitstream.read(bitcode(nextContainer())));
    }
}
