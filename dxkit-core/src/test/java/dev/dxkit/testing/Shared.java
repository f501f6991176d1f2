package dev.dxkit.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the shared corpus is, for tests that run over it in addition to the project's own fixtures. The
 * build passes {@code -Ddxkit.shared=<repo>/../shared}; tests call {@link #corpus()} and skip themselves
 * (JUnit assumptions) when it is absent.
 */
public final class Shared {
    private Shared() {
    }

    /** The corpus folder, when it exists on this machine. */
    public static Optional<Path> corpus() {
        String shared = System.getProperty("dxkit.shared", "../../shared");
        Path p = Path.of(shared, "corpus");
        return Files.isRegularFile(p.resolve("MANIFEST.tsv")) ? Optional.of(p) : Optional.empty();
    }
}
