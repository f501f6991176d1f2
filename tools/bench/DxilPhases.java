import dev.dxkit.bitcode.Bitstream;
import dev.dxkit.container.Container;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.listing.DxilListing;
import dev.dxkit.part.DxilProgramPart;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where a DXIL listing's time goes, cold and warm, in thread CPU time: one thread lists every container of a
 * folder (the 883 of {@code make-sm45-set.sh}'s DXIL set) pass after pass in one JVM, and each pass is split into
 * the listing's phases, each timed by {@code ThreadMXBean.getCurrentThreadCpuTime}:
 * <ul>
 * <li>{@code container}: the container read (directory, parts);
 * <li>{@code bitstream}: the generic bitcode walk of the listed part (DXIL, or ILDB when there is one), alone;
 * <li>{@code module}: that part's whole module decode (the walk again, then the module's tables and bodies);
 * <li>{@code header}: the comment header, the STAT part's reflection module decoded for it when there is one;
 * <li>{@code assembly}: the LLVM assembly text, module decode included (so {@code assembly - module} is the writer);
 * <li>{@code whole}: {@code DxilListing.listUtf8}, the bytes {@code dis} writes, from the container's bytes.
 * </ul>
 * Pass 0 lists every container once before anything else, as a batch does: the cold run (classes loading, the
 * interpreter, the JIT compiling in threads of its own, whose CPU the thread's time does not hold); the passes
 * after it are split by phase and show the compiled code. With the batch's own options:
 *
 *   java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xmn16m -cp dxkit-core/target/classes tools/bench/DxilPhases.java [DIR [PASSES]]
 */
public class DxilPhases {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "/tmp/dxkit-sm45x10.dxil");
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        List<byte[]> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s.filter(Files::isRegularFile).sorted()::iterator) {
                files.add(Files.readAllBytes(p));
            }
        }
        String[] names = {"container", "bitstream", "module", "header", "assembly", "whole"};
        System.out.printf("%d containers; ms of thread CPU per pass (µs per container)%n", files.size());
        // pass 0: the listings alone, as a batch meets them (nothing run before them)
        long cold = CPU.getCurrentThreadCpuTime();
        for (byte[] data : files) {
            DxilListing.listUtf8(Container.read(data));
        }
        cold = CPU.getCurrentThreadCpuTime() - cold;
        System.out.printf("pass 0 (cold, whole listings only): %.1f (%.0f)%n", cold / 1e6, cold / 1e3 / files.size());
        for (int pass = 1; pass <= passes; pass++) {
            long[] t = new long[names.length];
            long bytes = 0;
            for (byte[] data : files) {
                long a = CPU.getCurrentThreadCpuTime();
                Container c = Container.read(data);
                DxilProgramPart listed = (DxilProgramPart) dev.dxkit.part.PartDecoder.decode(
                        c.has("ILDB") ? "ILDB" : "DXIL", c.part(c.has("ILDB") ? "ILDB" : "DXIL").orElseThrow().data());
                long b = CPU.getCurrentThreadCpuTime();
                Bitstream.read(listed.bitcode());
                long d = CPU.getCurrentThreadCpuTime();
                DxilModule.read(listed.bitcode());
                long e = CPU.getCurrentThreadCpuTime();
                String header = DxilListing.header(c);
                long f = CPU.getCurrentThreadCpuTime();
                String assembly = DxilListing.assembly(c);
                long g = CPU.getCurrentThreadCpuTime();
                bytes += DxilListing.listUtf8(Container.read(data)).length;
                long h = CPU.getCurrentThreadCpuTime();
                t[0] += b - a;
                t[1] += d - b;
                t[2] += e - d;
                t[3] += f - e;
                t[4] += g - f;
                t[5] += h - g;
                if (header.isEmpty() && assembly.isEmpty()) {
                    throw new IllegalStateException("no text");
                }
            }
            StringBuilder line = new StringBuilder("pass " + pass + ":");
            for (int i = 0; i < names.length; i++) {
                line.append(String.format(" %s %.1f (%.0f)", names[i], t[i] / 1e6, t[i] / 1e3 / files.size()));
            }
            System.out.println(line.append(String.format("; %.1f MB of listings", bytes / 1e6)));
        }
    }
}
