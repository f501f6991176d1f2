import dev.dxkit.container.Container;
import dev.dxkit.sm4.asm.Sm4Assembler;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Sm4AsmBench's three measures in thread CPU time instead of wall time, for a host too loaded for JMH's averages
 * (on a 2-core machine shared by several jobs a wall-time iteration measures the other jobs as much as the code).
 * The same containers as {@code Sm4AsmBench} (the corpus's SM 4/5/5.1 and level-9 containers with a program, those
 * the assembler takes without a base): per round, every container assembled from its {@code dis --exact-floats}
 * text, then listed with exact floats, then listed under flag 0, each pass timed by
 * {@code ThreadMXBean.getCurrentThreadCpuTime}. Prints each measure's per-container CPU time (the fastest round,
 * and the median of the second half of the rounds, after the JIT's warm-up) and assembling's ratios to the two
 * listings. The ratio within one round is the figure; the absolute times still drift with the host.
 *
 *   java -cp dxkit-core/target/classes tools/bench/AsmCpuTime.java [CORPUS [ROUNDS]]
 */
public class AsmCpuTime {
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : "../shared/corpus");
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        DisasmFlags exact = DisasmFlags.of(DisasmFlags.EXACT_FLOATS);
        List<Container> containers = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<String> rows = Files.readAllLines(root.resolve("MANIFEST.tsv"));
        for (String row : rows.subList(1, rows.size())) {
            String[] cols = row.split("\t", -1);
            if ((cols[3].startsWith("DXBC-SM4") || cols[3].startsWith("DXBC-SM5"))
                    && (cols[5].contains("SHEX") || cols[5].contains("SHDR"))) {
                Container c = Container.read(Files.readAllBytes(root.resolve(cols[0])));
                String text = Disassembler.disassemble(c, exact);
                if (Sm4Assembler.assemble(text).ok()) {
                    containers.add(c);
                    texts.add(text);
                }
            }
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        String[] names = {"assemble", "listing", "listingFlag0"};
        long[][] perOp = new long[3][rounds];
        long sink = 0;
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 3; k++) {
                long t0 = cpu.getCurrentThreadCpuTime();
                for (int i = 0; i < containers.size(); i++) {
                    sink += k == 0 ? Sm4Assembler.assemble(texts.get(i)).program().size()
                            : Disassembler.disassemble(containers.get(i), k == 1 ? exact : DisasmFlags.NONE).length();
                }
                perOp[k][r] = (cpu.getCurrentThreadCpuTime() - t0) / containers.size();
            }
        }
        System.out.printf("%d containers, %d rounds (checksum %d)%n", containers.size(), rounds, sink);
        double[] best = new double[3];
        double[] median = new double[3];
        for (int k = 0; k < 3; k++) {
            long[] late = Arrays.copyOfRange(perOp[k], rounds / 2, rounds);
            Arrays.sort(late);
            best[k] = Arrays.stream(perOp[k]).min().getAsLong() / 1000.0;
            median[k] = late[late.length / 2] / 1000.0;
            System.out.printf("%-13s %8.2f us CPU per container fastest round, %8.2f median%n", names[k], best[k], median[k]);
        }
        System.out.printf("assemble / listing      %.2f fastest, %.2f median%n", best[0] / best[1], median[0] / median[1]);
        System.out.printf("assemble / listingFlag0 %.2f fastest, %.2f median%n", best[0] / best[2], median[0] / median[2]);
    }
}
