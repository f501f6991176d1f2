package dev.dxkit.d3d9.listing;

import dev.dxkit.io.Bytes;
import dev.dxkit.testing.Goldens;
import dev.dxkit.testing.Manifest;
import dev.dxkit.testing.Shared;
import dev.dxkit.text.DisasmFlags;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every raw Direct3D 9 program of the shared corpus, listed under flag word 0, against Microsoft's listing
 * beside it ({@code <name>.d3d.txt}), compared whole. Skips when the corpus is absent.
 */
class D3d9CorpusTest {
    /** Programs whose listing must be identical: all of them. */
    private static final int IDENTICAL_FLOOR = 296;

    @Test
    void rawProgramsListAsMicrosoftDoes() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        int total = 0;
        int identical = 0;
        List<String> report = new ArrayList<>();
        for (Manifest.Row row : Manifest.read(corpus)) {
            if (!row.magicKind().startsWith("D3D9-") || !row.listing().equals("d3d")) {
                continue;
            }
            total++;
            Path blob = corpus.resolve(row.path());
            String expected = row.microsoftListing(corpus, "d3d");
            String actual;
            try {
                actual = D3d9Listing.print(Bytes.wrap(Files.readAllBytes(blob)), DisasmFlags.NONE);
            } catch (RuntimeException e) {
                report.add(row.path() + ": " + e);
                continue;
            }
            String diff = Goldens.firstDifference(expected, actual);
            if (diff == null) {
                identical++;
            } else {
                report.add(row.path() + ": " + diff);
            }
        }
        System.out.println("D3D9 programs identical: " + identical + " of " + total);
        report.forEach(System.out::println);
        assertTrue(total > 0);
        assertTrue(identical >= IDENTICAL_FLOOR, identical + " identical, floor " + IDENTICAL_FLOOR);
    }
}
