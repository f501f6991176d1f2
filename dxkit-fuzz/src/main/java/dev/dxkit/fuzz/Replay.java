package dev.dxkit.fuzz;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Runs inputs through a target again and says what each does and the CPU time it takes: how {@code tools/fuzz/run}
 * tells a real hang from a stall. libFuzzer's 1 s bound is wall-clock time, and a fuzzer held to {@code nice 19}
 * on a loaded machine can wait longer than that for the processor with any input; an input is a hang only if
 * it needs the time itself. Each input runs four times, uninstrumented; the least CPU time of the last three is
 * printed (the first loads classes).
 *
 * <p>{@code java dev.dxkit.fuzz.Replay TARGET FILE...} prints {@code CPU_MS OUTCOME FILE} a line
 */
public final class Replay {
    private Replay() {
    }

    public static void main(String[] args) throws Exception {
        Method target = Class.forName("dev.dxkit.fuzz." + args[0]).getMethod("fuzzerTestOneInput", byte[].class);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (int i = 1; i < args.length; i++) {
            byte[] data = Files.readAllBytes(Path.of(args[i]));
            long least = Long.MAX_VALUE;
            String outcome = "ok";
            for (int run = 0; run < 4; run++) {
                long start = cpu.getCurrentThreadCpuTime();
                try {
                    target.invoke(null, (Object) data);
                } catch (InvocationTargetException e) {
                    outcome = e.getCause().toString().replace('\n', ' ');
                } catch (OutOfMemoryError | StackOverflowError e) {
                    outcome = e.toString();
                }
                long took = cpu.getCurrentThreadCpuTime() - start;
                if (run > 0) {
                    least = Math.min(least, took);
                }
            }
            System.out.println(least / 1_000_000 + " " + outcome.split(" ")[0] + " " + args[i]);
        }
    }
}
