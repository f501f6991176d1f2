package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.part.Corpus;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * For every Shader Model 4/5/5.1 container of the shared corpus with a D3DDisassemble listing (flags 0) and
 * no Aon9 part, {@link ListingHeader} prints exactly the text before the version line and
 * {@link ListingTrailer} exactly the text from {@code // Approximately} to the end. Skips without the corpus.
 */
class ListingHeaderCorpusTest {
    private static final Pattern VERSION = Pattern.compile("^(vs|ps|gs|hs|ds|cs)_[45]_[01]$", Pattern.MULTILINE);

    @Test
    void headersAndTrailersEqualMicrosofts() throws IOException {
        List<Corpus.Row> rows = Corpus.rows(r -> Corpus.isSm45(r) && !r.parts().contains("Aon9")
                && r.listing().equals("d3d"));
        int headerOk = 0;
        int trailerOk = 0;
        List<String> failures = new ArrayList<>();
        for (Corpus.Row r : rows) {
            String listing = Files.readString(r.d3dListing(), StandardCharsets.ISO_8859_1);
            var m = VERSION.matcher(listing);
            if (!m.find()) {
                failures.add(r.file() + ": no version line");
                continue;
            }
            String header = listing.substring(0, m.start());
            int t = listing.lastIndexOf("// Approximately");
            String trailer = t < 0 ? "" : listing.substring(t);
            Container c = Container.read(r.file());
            TextSink h = new TextSink();
            ListingHeader.print(c, DisasmFlags.NONE, h);
            TextSink tr = new TextSink();
            ListingTrailer.print(c, DisasmFlags.NONE, tr);
            if (h.toString().equals(header)) {
                headerOk++;
            } else {
                failures.add(r.file() + ": header " + firstDifference(header, h.toString()));
            }
            if (tr.toString().equals(trailer)) {
                trailerOk++;
            } else {
                failures.add(r.file() + ": trailer " + firstDifference(trailer, tr.toString()));
            }
        }
        System.out.println("listing header: " + headerOk + "/" + rows.size() + " equal; trailer: " + trailerOk + "/"
                + rows.size());
        Path report = Path.of("target", "listing-header-failures.txt");
        Files.createDirectories(report.getParent());
        Files.write(report, failures);
        assertEquals(rows.size(), headerOk, () -> failures.size() + " failures, first: "
                + failures.stream().limit(5).toList());
        assertEquals(rows.size(), trailerOk);
    }

    /** The first differing line of two texts, escaped, with its number and column. */
    static String firstDifference(String expected, String actual) {
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        for (int i = 0; i < Math.max(e.length, a.length); i++) {
            String el = i < e.length ? e[i] : "<end>";
            String al = i < a.length ? a[i] : "<end>";
            if (!el.equals(al)) {
                int col = 0;
                while (col < Math.min(el.length(), al.length()) && el.charAt(col) == al.charAt(col)) {
                    col++;
                }
                return "line " + (i + 1) + " col " + (col + 1) + ": expected [" + el + "] got [" + al + "]";
            }
        }
        return "equal";
    }
}
