package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.part.ReflectComparison;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Over the committed fixtures (fixtures/, the project's HLSL compiled with the oracle): the listing header and
 * trailer of every SM 4/5/5.1 container equal D3DDisassemble's under every flag word recorded (0x1, HTML,
 * included), and every value d3dc reflect printed equals the decoded one.
 */
class ListingHeaderFixturesTest {
    /** The version line, behind an instruction number (0x4) or byte offset (0x20) where those are on. */
    private static final Pattern VERSION = Pattern.compile("^(?!//)[^\n]*\\b(vs|ps|gs|hs|ds|cs)_[45]_[01]$",
            Pattern.MULTILINE);

    @Test
    void headersAndTrailersEqualMicrosoftsUnderEveryFlagWord() {
        List<Fixture> fixtures = Fixtures.ofKind("sm4", "sm5", "sm51");
        assertTrue(fixtures.size() > 100, "fixtures: " + fixtures.size());
        Map<Integer, int[]> byFlags = new TreeMap<>();     // flags -> {equal, compared}
        List<String> failures = new ArrayList<>();
        for (Fixture f : fixtures) {
            Container c = Container.read(f.bytes());
            for (var e : new TreeMap<>(f.listings()).entrySet()) {
                int flags = e.getKey();
                String listing = f.listing(flags);
                int headerEnd;
                int t;
                if ((flags & 0x1) != 0) {
                    // HTML: the body opens with its own font before the version line
                    headerEnd = listing.indexOf("<font color = \"#e0e0e0\">");
                    t = listing.lastIndexOf("</font><font color = \"#a0a0a0\">// Approximately");
                    t = t >= 0 ? t : listing.lastIndexOf("</font></pre>");
                } else {
                    var m = VERSION.matcher(listing);
                    headerEnd = m.find() ? m.start() : -1;
                    t = listing.lastIndexOf("// Approximately");
                }
                if (headerEnd < 0) {
                    failures.add(f.id() + " 0x" + Integer.toHexString(flags) + ": no version line");
                    continue;
                }
                String wantTrailer = t < 0 ? "" : listing.substring(t);
                DisasmFlags df = DisasmFlags.of(flags);
                TextSink h = new TextSink();
                ListingHeader.print(c, df, h);
                TextSink tr = new TextSink();
                ListingTrailer.print(c, df, tr);
                int[] n = byFlags.computeIfAbsent(flags, k -> new int[2]);
                n[1]++;
                String wantHeader = listing.substring(0, headerEnd);
                if (h.toString().equals(wantHeader) && tr.toString().equals(wantTrailer)) {
                    n[0]++;
                } else {
                    failures.add(f.id() + " 0x" + Integer.toHexString(flags) + ": "
                            + ListingHeaderCorpusTest.firstDifference(wantHeader + "\u0000" + wantTrailer,
                            h + "\u0000" + tr));
                }
            }
        }
        StringBuilder sb = new StringBuilder("fixture headers+trailers equal by flag word:");
        byFlags.forEach((k, n) -> sb.append(String.format(" 0x%02x %d/%d", k, n[0], n[1])));
        System.out.println(sb);
        try {
            java.nio.file.Files.write(java.nio.file.Path.of("target", "fixture-header-failures.txt"), failures);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertEquals(List.of(), failures.stream().limit(10).toList(), failures.size() + " failures");
    }

    @Test
    void decodedValuesEqualD3DReflectsForEveryFixture() {
        int containers = 0;
        int values = 0;
        List<String> failures = new ArrayList<>();
        for (Fixture f : Fixtures.ofKind("sm4", "sm5", "sm51", "level9")) {
            if (f.reflectText().isEmpty()) {
                continue;
            }
            ReflectComparison.Result r = ReflectComparison.compare(Container.read(f.bytes()), f.reflectText().get());
            containers++;
            values += r.compared();
            r.mismatches().forEach(x -> failures.add(f.id() + ": " + x));
        }
        System.out.println("fixture reflect agreement: " + containers + " containers, " + values + " values, "
                + failures.size() + " differ");
        assertTrue(containers > 100);
        assertEquals(List.of(), failures.stream().limit(10).toList(), failures.size() + " failures");
    }
}
