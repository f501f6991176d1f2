package dev.dxkit.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Loads benchmark inputs: the shared corpus (system property {@code dxkit.corpus}, default
 * {@code ../shared/corpus}) or, when it is absent, the project's own {@code samples/} and {@code fixtures/}.
 */
public final class CorpusFiles {
    private CorpusFiles() {
    }

    /** The contents of every file under the corpus whose bytes satisfy {@code accept}. */
    public static List<byte[]> load(Predicate<byte[]> accept) {
        Path root = root();
        List<byte[]> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : (Iterable<Path>) s.filter(Files::isRegularFile).sorted()::iterator) {
                String n = p.getFileName().toString();
                if (n.endsWith(".txt") || n.endsWith(".tsv") || n.endsWith(".md")) {
                    continue;
                }
                byte[] b = Files.readAllBytes(p);
                if (accept.test(b)) {
                    out.add(b);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (out.isEmpty()) {
            throw new IllegalStateException("no benchmark inputs under " + root);
        }
        return out;
    }

    /**
     * The contents of the corpus blobs whose MANIFEST.tsv row (columns split on tabs: path, sha256, size,
     * magic_kind, program_kind, parts, digest, origin, listing) satisfies {@code accept}.
     */
    public static List<byte[]> fromManifest(Predicate<String[]> accept) throws IOException {
        Path root = root();
        List<byte[]> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(root.resolve("MANIFEST.tsv"));
        for (String line : lines.subList(1, lines.size())) {
            String[] cols = line.split("\t", -1);
            if (accept.test(cols)) {
                out.add(Files.readAllBytes(root.resolve(cols[0])));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalStateException("no matching blobs in " + root.resolve("MANIFEST.tsv"));
        }
        return out;
    }

    static Path root() {
        String prop = System.getProperty("dxkit.corpus");
        if (prop != null) {
            return Path.of(prop);
        }
        String shared = System.getProperty("dxkit.shared");
        if (shared != null) {
            return Path.of(shared, "corpus");
        }
        for (Path p : List.of(Path.of("../shared/corpus"), Path.of("../../shared/corpus"), Path.of("samples"),
                Path.of("../samples"))) {
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        throw new IllegalStateException("set -Ddxkit.corpus=DIR");
    }
}
