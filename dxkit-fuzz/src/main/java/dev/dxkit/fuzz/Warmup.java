package dev.dxkit.fuzz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Runs a target once over its seeds before fuzzing starts (Jazzer's {@code fuzzerInitialize}), so that the
 * classes it reaches are loaded and instrumented then: the first inputs would otherwise pay for that and pass
 * the 1 s a run allows before anything is decoded. The folder is {@code -Ddxkit.fuzz.warmup=DIR}.
 */
final class Warmup {
    private Warmup() {
    }

    static void over(Consumer<byte[]> target) {
        String dir = System.getProperty("dxkit.fuzz.warmup");
        if (dir == null || !Files.isDirectory(Path.of(dir))) {
            return;
        }
        try (Stream<Path> s = Files.list(Path.of(dir))) {
            for (Path p : s.sorted().toList()) {
                try {
                    target.accept(Files.readAllBytes(p));
                } catch (RuntimeException | StackOverflowError e) {
                    // what an input does is the fuzzer's to find and report; here only the classes matter
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
