package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Golden;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;
import dev.dxkit.testing.Manifest;
import dev.dxkit.testing.Shared;
import dev.dxkit.text.DisasmFlags;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Over the shared corpus (skipped without it): every Shader Model 4/5/5.1 container (level 9 excluded)
 * decodes, the cursor and the records agree, and its flag-0 listing equals Microsoft's {@code .d3d.txt} byte
 * for byte, SDBG debug annotations included (the two containers with one are checked on their own in
 * {@link SdbgCorpusTest}); any difference fails.
 */
class Sm4CorpusListingTest {
    static boolean inScope(Manifest.Row r) {
        String k = r.magicKind();
        return !r.listing().isEmpty() && !r.parts().contains("Aon9")
                && (k.startsWith("DXBC-SM4") || k.startsWith("DXBC-SM5"));
    }

    /** The rows of {@code corpus} in scope ({@link #inScope}); the test is skipped without the shared corpus. */
    static List<Manifest.Row> rowsInScope(Path corpus) throws IOException {
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        List<Manifest.Row> rows = Manifest.read(corpus).stream().filter(Sm4CorpusListingTest::inScope).toList();
        assertTrue(rows.size() >= 4000, "SM 4/5/5.1 rows: " + rows.size());
        return rows;
    }

    @Test
    void everyCorpusProgramDecodesAndListsAsMicrosoftDoes() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        List<Manifest.Row> rows = rowsInScope(corpus);
        int same = 0;
        long instructions = 0;
        List<String> failures = new ArrayList<>();
        for (Manifest.Row r : rows) {
            Container c = Container.read(Files.readAllBytes(corpus.resolve(r.path())));
            var part = c.part("SHEX").or(() -> c.part("SHDR")).orElseThrow();
            Sm4Program p = Sm4Program.read(part.kind(), part.data());
            List<Instruction> all = p.instructions();
            TokenCursor cur = p.cursor();
            int n = 0;
            while (cur.next()) {
                assertEquals(all.get(n).offset(), cur.offset(), r.path());
                assertEquals(all.get(n).opcode(), cur.opcode(), r.path());
                n++;
            }
            assertEquals(all.size(), n, r.path());
            instructions += n;
            String want = r.microsoftListing(corpus, "d3d");
            String got = Sm4FixtureListingTest.bytesOf(Disassembler.disassemble(c, DisasmFlags.NONE));
            var d = Golden.firstDifference(want, got);
            if (d.isEmpty()) {
                same++;
            } else {
                failures.add(r.path() + ": " + d.get());
            }
        }
        System.out.println("SM 4/5/5.1 corpus: " + rows.size() + " programs, " + instructions + " instructions decoded; "
                + same + " listings identical; " + failures.size() + " failures");
        failures.stream().limit(10).forEach(s -> System.out.println("  " + s.replace("\n", "\n    ")));
        assertEquals(List.of(), failures);
    }
}
