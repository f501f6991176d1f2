package dev.dxkit.part;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every part of every DXBC/DXIL container of the shared corpus: the kinds dxkit decodes decode (counted per
 * kind), and every part encodes back to its exact bytes. Skips without the corpus.
 */
class PartCorpusTest {
    private static final Set<String> DECODED = Set.of("ISGN", "OSGN", "PCSG", "OSG5", "ISG1", "OSG1", "PSG1", "RDEF",
            "STAT", "SFI0", "IFCE");

    @Test
    void everyPartDecodesAndEncodesBackIdentical() throws IOException {
        List<Corpus.Row> rows = Corpus.rows(r -> r.magicKind().startsWith("DXBC") || r.magicKind().startsWith("DXIL"));
        Map<String, int[]> counts = new TreeMap<>();   // kind -> {decoded, raw, re-encoded identical}
        List<String> failures = new ArrayList<>();
        int containers = 0;
        for (Corpus.Row r : rows) {
            Container c;
            try {
                c = Container.read(r.file());
            } catch (dev.dxkit.io.DxFormatException e) {
                continue;                      // not a readable container (counted by the container tests)
            }
            containers++;
            boolean dxil = c.has("DXIL");
            for (PartEntry e : c.parts()) {
                String kind = e.kind();
                if (!DECODED.contains(kind)) {
                    continue;
                }
                Part p = PartDecoder.decode(kind, e.data());
                int[] n = counts.computeIfAbsent(kind, k -> new int[3]);
                if (p instanceof RawPart raw) {
                    n[1]++;
                    failures.add(r.file() + " " + kind + ": raw: " + raw.reason());
                } else {
                    n[0]++;
                    // a DXIL container's STAT is a program header and reflection module, never counters
                    if (dxil && kind.equals("STAT") && !(p instanceof DxilProgramPart)) {
                        failures.add(r.file() + " " + kind + ": a DXIL container's STAT decoded as counters");
                    }
                }
                if (p.encode().equals(e.data())) {
                    n[2]++;
                } else {
                    failures.add(r.file() + " " + kind + ": encodes to different bytes");
                }
            }
        }
        StringBuilder sb = new StringBuilder("parts over " + containers + " containers (kind decoded/raw/identical):");
        counts.forEach((k, n) -> sb.append(' ').append(k).append(' ').append(n[0]).append('/').append(n[1]).append('/')
                .append(n[2]));
        System.out.println(sb);
        Path report = Path.of("target", "part-corpus-failures.txt");
        Files.createDirectories(report.getParent());
        Files.write(report, failures);
        assertTrue(containers > 0);
        assertEquals(List.of(), failures.stream().limit(10).toList(), failures.size() + " failures");
    }
}
