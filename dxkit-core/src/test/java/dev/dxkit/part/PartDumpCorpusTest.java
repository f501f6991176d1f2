package dev.dxkit.part;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What {@code dxkit dump} shows for every part of every container of the shared corpus: per part kind, how
 * many parts are decoded, how many stay raw as an unknown kind, and how many a decoder refused. The kinds
 * issue 23 lists must leave no part raw, and every part's tree must build. Skips without the corpus.
 */
class PartDumpCorpusTest {
    /** Kinds the dump must decode: none of their parts may show {@code raw: unknown kind} or a refusal. */
    private static final Set<String> MUST_DECODE = Set.of("SHEX", "SHDR", "Aon9", "XNAS", "XNAP", "CTAB", "CLI4",
            "FXLC", "FX10", "FX11", "SPDB", "SDBG", "ILDB", "SRCI", "RTS0", "RDAT", "PSV0", "SFI0", "RDEF", "ISGN", "OSGN", "PCSG", "OSG5",
            "ISG1", "OSG1", "PSG1");

    @Test
    void noListedKindIsLeftRaw() throws IOException {
        List<Corpus.Row> rows = Corpus.rows(r -> r.magicKind().startsWith("DXBC") || r.magicKind().startsWith("DXIL"));
        Map<String, int[]> counts = new TreeMap<>();   // kind -> {parts, decoded, unknown kind, refused}
        List<String> failures = new ArrayList<>();
        for (Corpus.Row r : rows) {
            Container c;
            try {
                c = Container.read(r.file());
            } catch (dev.dxkit.io.DxFormatException e) {
                continue;                      // not a readable container (counted by the container tests)
            }
            for (PartEntry e : c.parts()) {
                Part p = PartDecoder.decode(e.kind(), e.data());
                Map<String, Object> tree = p.tree();
                int[] n = counts.computeIfAbsent(e.kind(), k -> new int[4]);
                n[0]++;
                if (p instanceof RawPart raw) {
                    n[raw.reason().equals("unknown kind") ? 2 : 3]++;
                    if (MUST_DECODE.contains(e.kind())) {
                        failures.add(r.file() + " " + e.kind() + ": raw: " + raw.reason());
                    }
                } else {
                    n[1]++;
                }
                assertEquals(e.kind(), tree.get("kind"), r.file() + " " + e.kind());
            }
        }
        StringBuilder table = new StringBuilder("kind   parts  decoded  unknown  refused\n");
        counts.forEach((k, n) -> table.append(String.format(java.util.Locale.ROOT, "%-5s %6d %8d %8d %8d%n",
                k, n[0], n[1], n[2], n[3])));
        System.out.print(table);
        assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())), failures.size() + " raw parts");
    }
}
