package dev.dxkit.part;

import dev.dxkit.container.Container;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * dxkit's decoded values against {@code d3dc reflect} output for corpus containers. The reflect texts are
 * made with the oracle (Wine) outside the test: {@code -Ddxkit.reflectDir=DIR} points at a tree mirroring
 * the corpus with {@code <blob>.reflect.txt} files. Skips without it.
 */
class ReflectCorpusAgreementTest {
    @Test
    void decodedValuesEqualD3DReflects() throws IOException {
        String dir = System.getProperty("dxkit.reflectDir");
        Assumptions.assumeTrue(dir != null && Files.isDirectory(Path.of(dir)), "no -Ddxkit.reflectDir");
        Path corpus = Corpus.dir();
        int containers = 0;
        int compared = 0;
        List<String> bad = new ArrayList<>();
        Map<String, Integer> byKey = new TreeMap<>();
        try (var files = Files.walk(Path.of(dir))) {
            for (Path p : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".reflect.txt"))::iterator) {
                String rel = Path.of(dir).relativize(p).toString();
                Path blob = corpus.resolve(rel.substring(0, rel.length() - ".reflect.txt".length()));
                ReflectComparison.Result r = ReflectComparison.compare(Container.read(blob),
                        Files.readString(p, StandardCharsets.ISO_8859_1));
                containers++;
                compared += r.compared();
                for (String m : r.mismatches()) {
                    bad.add(blob + ": " + m);
                    byKey.merge(m.substring(0, m.indexOf(':')).replaceAll("\\[\\d+\\]", "[]"), 1, Integer::sum);
                }
            }
        }
        System.out.println("reflect agreement: " + containers + " containers, " + compared + " values, "
                + bad.size() + " differ " + byKey);
        Files.write(Path.of("target", "reflect-mismatches.txt"), bad);
        assertEquals(List.of(), bad.stream().limit(10).toList(), bad.size() + " mismatches");
    }
}
