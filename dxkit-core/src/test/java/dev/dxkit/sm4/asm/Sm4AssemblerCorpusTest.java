package dev.dxkit.sm4.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.testing.Manifest;
import dev.dxkit.testing.Shared;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The assembler over the shared corpus (skipped without it), every SM 4/5/5.1 and level-9 container: (a)
 * {@code asm --base X} of {@code dis --exact-floats X} gives back X byte for byte; (c) Microsoft's flag-0 listing
 * ({@code .d3d.txt}) gives back X's token stream, and where it does not, why, counted by cause. The only cause
 * allowed is a float whose {@code %f} text loses bits (the exact-float listing of the same program assembles
 * back exactly).
 */
class Sm4AssemblerCorpusTest {
    static List<Manifest.Row> rows(Path corpus) throws Exception {
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        List<Manifest.Row> rows = Manifest.read(corpus).stream()
                .filter(r -> r.magicKind().startsWith("DXBC-SM4") || r.magicKind().startsWith("DXBC-SM5"))
                .filter(r -> r.parts().contains("SHEX") || r.parts().contains("SHDR"))
                .toList();
        assertTrue(rows.size() >= 5000, "SM 4/5/5.1 and level-9 rows: " + rows.size());
        return rows;
    }

    @Test
    void exactFloatListingsAssembleBackToEveryContainer() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        List<Manifest.Row> rows = rows(corpus);
        List<String> failures = new ArrayList<>();
        for (Manifest.Row r : rows) {
            byte[] original = Files.readAllBytes(corpus.resolve(r.path()));
            String why = AsmRoundTrip.exactRoundTrip(Container.read(original), original, 0);
            if (why != null) {
                failures.add(r.path() + ": " + why);
            }
        }
        System.out.println("(a) asm --base X of dis --exact-floats X, corpus: " + (rows.size() - failures.size())
                + " of " + rows.size() + " byte for byte");
        failures.stream().limit(10).forEach(s -> System.out.println("  " + s));
        assertEquals(List.of(), failures);
    }

    @Test
    void aContainerFromTheTextAloneListsBackAsItsInstructionsOnlyText() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        List<Manifest.Row> rows = rows(corpus);
        Map<String, Integer> causes = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (Manifest.Row r : rows) {
            String why = AsmRoundTrip.aloneListsBack(Container.read(Files.readAllBytes(corpus.resolve(r.path()))), 0x50);
            if (why != null) {
                causes.merge(why, 1, Integer::sum);
                if (!why.contains("undecipherable custom data")) {
                    failures.add(r.path() + ": " + why);
                }
            }
        }
        System.out.println("(b, flags 0x50 only) asm without a base lists back as its text, corpus: "
                + (rows.size() - causes.values().stream().mapToInt(Integer::intValue).sum()) + " of " + rows.size()
                + "; the others: " + causes);
        assertEquals(List.of(), failures);
    }

    /**
     * (b) without a base: the container rebuilt from the listing alone (Microsoft's flag-0 listing, else dxkit's
     * {@code dis --exact-floats}) lists back as it, byte for byte; the others counted by what their header holds
     * that is not rebuilt. A line that differs for any other reason is a failure.
     */
    @Test
    void theContainerFromTheTextAloneListsBackAsTheListing() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        List<Manifest.Row> rows = rows(corpus);
        Map<String, Integer> causes = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        int microsofts = 0;
        for (Manifest.Row r : rows) {
            String text;
            Container c = Container.read(Files.readAllBytes(corpus.resolve(r.path())));
            if (r.listing().equals("d3d")) {
                text = r.microsoftListing(corpus, "d3d");
                microsofts++;
            } else {
                text = dev.dxkit.sm4.listing.Disassembler.disassemble(c,
                        dev.dxkit.text.DisasmFlags.of(dev.dxkit.text.DisasmFlags.EXACT_FLOATS));
            }
            String why = AsmRoundTrip.rebuiltListsBack(text);
            if (why != null) {
                String cause = AsmRoundTrip.rebuildCause(text, why);
                if (cause.startsWith("line") && "a float's %f text loses bits".equals(AsmRoundTrip.cause(c, text, 0))) {
                    // %f prints a small nonzero float as 0.000000, which reads back as 0 and lists as 0
                    cause = "a float's %f text loses bits";
                }
                causes.merge(cause.startsWith("line") ? "a line differs" : cause.replaceAll("header line \\d+", "header"),
                        1, Integer::sum);
                if (cause.startsWith("line")) {
                    failures.add(r.path() + ": " + why);
                }
            }
        }
        System.out.println("(b) asm without a base lists back as the listing (" + microsofts + " of them Microsoft's), corpus: "
                + (rows.size() - causes.values().stream().mapToInt(Integer::intValue).sum()) + " of " + rows.size()
                + "; the others by cause: " + causes);
        failures.stream().limit(30).forEach(s -> System.out.println("  " + s));
        assertEquals(List.of(), failures);
        // the debug notes of every listing are rebuilt: SPDB's and the older SDBG's (the corpus's two d3dcompiler_43
        // /Zi builds)
        assertEquals(List.of(), causes.keySet().stream().filter(k -> k.contains("SDBG") || k.contains("SPDB")).toList());
    }

    @Test
    void microsoftsListingsGiveBackTheTokenStreamButForLossyFloats() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        int compared = 0;
        int same = 0;
        Map<String, Integer> causes = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (Manifest.Row r : rows(corpus)) {
            if (!r.listing().equals("d3d")) {
                continue;
            }
            compared++;
            Container c = Container.read(Files.readAllBytes(corpus.resolve(r.path())));
            String why = AsmRoundTrip.cause(c, r.microsoftListing(corpus, "d3d"), 0);
            if (why == null) {
                same++;
                continue;
            }
            causes.merge(why, 1, Integer::sum);
            if (!why.startsWith("a float")) {
                failures.add(r.path() + ": " + why);
            }
        }
        System.out.println("(c) Microsoft's flag-0 listings, corpus: " + same + " of " + compared
                + " give back the token stream exactly; the others by cause: " + causes);
        failures.stream().limit(10).forEach(s -> System.out.println("  " + s));
        assertTrue(compared >= 5000, "listings compared: " + compared);
        assertEquals(List.of(), failures);
    }
}
