package dev.dxkit.dxil;

import dev.dxkit.container.Container;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.PartDecoder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The DXIL containers of the shared corpus (MANIFEST rows whose magic_kind starts with DXIL). */
final class DxilCorpus {
    private DxilCorpus() {
    }

    static Path root() {
        return Path.of(System.getProperty("dxkit.shared", "../shared"), "corpus");
    }

    /** The corpus paths of every DXIL container; skips the calling test when the corpus is absent. */
    static List<Path> containers() {
        Path root = root();
        assumeTrue(Files.isRegularFile(root.resolve("MANIFEST.tsv")), "no shared corpus at " + root);
        try {
            List<Path> out = new ArrayList<>();
            List<String> lines = Files.readAllLines(root.resolve("MANIFEST.tsv"));
            for (String line : lines.subList(1, lines.size())) {
                String[] cols = line.split("\t", -1);
                if (cols[3].startsWith("DXIL")) {
                    out.add(root.resolve(cols[0]));
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The DXIL part of {@code c}. */
    static DxilProgramPart program(Container c) {
        return (DxilProgramPart) PartDecoder.decode("DXIL", c.part("DXIL").orElseThrow().data());
    }
}
