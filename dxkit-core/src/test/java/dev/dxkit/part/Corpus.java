package dev.dxkit.part;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** The shared corpus's MANIFEST.tsv, for tests that skip when ../shared is absent. */
public final class Corpus {
    /** One MANIFEST row. */
    public record Row(Path file, String magicKind, String programKind, String parts, String digest, String listing) {
        /** The D3DDisassemble listing beside the blob. */
        public Path d3dListing() {
            String name = file.getFileName().toString();
            int dot = name.lastIndexOf('.');
            return file.resolveSibling(name.substring(0, dot) + ".d3d.txt");
        }
    }

    private Corpus() {
    }

    /** The corpus directory, or a skipped test when it is absent. */
    public static Path dir() {
        Path p = Path.of(System.getProperty("dxkit.shared", "../shared"), "corpus");
        Assumptions.assumeTrue(Files.isRegularFile(p.resolve("MANIFEST.tsv")), "no corpus at " + p);
        return p;
    }

    public static List<Row> rows(Predicate<Row> keep) {
        Path dir = dir();
        try {
            List<Row> out = new ArrayList<>();
            List<String> lines = Files.readAllLines(dir.resolve("MANIFEST.tsv"));
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.split("\t", -1);
                Row r = new Row(dir.resolve(f[0]), f[3], f[4], f[5], f[6], f[8]);
                if (keep.test(r)) {
                    out.add(r);
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Shader Model 4/5 DXBC containers (not level 9, not effects). */
    public static boolean isSm45(Row r) {
        return r.magicKind().startsWith("DXBC-SM4") || r.magicKind().startsWith("DXBC-SM5");
    }
}
