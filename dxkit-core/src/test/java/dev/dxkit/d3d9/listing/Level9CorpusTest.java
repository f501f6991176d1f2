package dev.dxkit.d3d9.listing;

import dev.dxkit.container.Container;
import dev.dxkit.testing.Goldens;
import dev.dxkit.testing.Manifest;
import dev.dxkit.testing.Shared;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The level 9 block of every corpus container with an {@code Aon9} part against the slice of Microsoft's
 * listing it must equal. The slice is defined independently of dxkit's printer: it starts at the line after
 * the {@code //} that closes the output signature table (the first {@code //} line after that table's
 * dashes) and ends just before the Shader Model 4 version line ({@code vs_4_0}, {@code ps_4_0}, ... alone on
 * its line, after the blanks and byte offset that flags 0x04 and 0x20 put before it). The listing is then exactly header + block + Shader Model 4 part. Skips without the corpus.
 */
class Level9CorpusTest {
    private static final Pattern SM4_VERSION = Pattern.compile(" *(0x[0-9A-F]{8}: )?[a-z]{2}_[45]_[01]");

    @Test
    void level9BlocksListAsMicrosoftDoes() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        int total = 0;
        int identical = 0;
        List<String> report = new ArrayList<>();
        for (Manifest.Row row : Manifest.read(corpus)) {
            if (!row.parts().contains("Aon9") || !row.listing().equals("d3d")) {
                continue;
            }
            total++;
            String listing = row.microsoftListing(corpus, "d3d");
            String expected = slice(listing);
            TextSink out = new TextSink();
            try {
                Level9Listing.print(Container.read(corpus.resolve(row.path())), DisasmFlags.NONE, out);
            } catch (RuntimeException e) {
                report.add(row.path() + ": " + e);
                continue;
            }
            String diff = Goldens.firstDifference(expected, out.toString());
            if (diff == null) {
                identical++;
            } else {
                report.add(row.path() + ": " + diff);
            }
        }
        System.out.println("level 9 blocks identical: " + identical + " of " + total);
        report.forEach(System.out::println);
        assertEquals(1030, total);
        assertEquals(total, identical, "level 9 blocks that differ: " + report.size());
    }

    /**
     * The whole listing, composed as header + level 9 block + Shader Model 4 program + trailer, equals
     * Microsoft's for every level 9 container: the block's boundaries join the pieces exactly.
     */
    @Test
    void composedListingsAreWhole() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        int total = 0;
        List<String> report = new ArrayList<>();
        for (Manifest.Row row : Manifest.read(corpus)) {
            if (!row.parts().contains("Aon9") || !row.listing().equals("d3d")) {
                continue;
            }
            total++;
            String expected = row.microsoftListing(corpus, "d3d");
            String actual = Level9Composed.listing(Container.read(corpus.resolve(row.path())), DisasmFlags.NONE);
            String diff = Goldens.firstDifference(expected, actual);
            if (diff != null) {
                report.add(row.path() + ": " + diff);
            }
        }
        report.forEach(System.out::println);
        assertEquals(1030, total);
        assertEquals(List.of(), report);
    }

    /** The block between the output signature table's closing line and the Shader Model 4 version line. */
    static String slice(String listing) {
        String[] lines = listing.split("\n", -1);
        int i = 0;
        while (i < lines.length && !lines[i].equals("// Output signature:")) {
            i++;
        }
        // Title, blank, column names, dashes; then rows up to the closing "//".
        i += 4;
        while (i < lines.length && !lines[i].equals("//")) {
            i++;
        }
        int start = i + 1;
        int end = start;
        while (end < lines.length && !SM4_VERSION.matcher(lines[end]).matches()) {
            end++;
        }
        assertTrue(end < lines.length, "no Shader Model 4 version line");
        StringBuilder sb = new StringBuilder();
        for (int j = start; j < end; j++) {
            sb.append(lines[j]).append('\n');
        }
        return sb.toString();
    }
}
