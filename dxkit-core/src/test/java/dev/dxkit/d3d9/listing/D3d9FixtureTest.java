package dev.dxkit.d3d9.listing;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.fixtures.Golden;
import dev.dxkit.io.Bytes;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The project's own Direct3D 9 and level 9 fixtures under every flag word D3DDisassemble listed them with:
 * a raw program's whole listing, and a level 9 container's block (the slice {@link Level9CorpusTest#slice}
 * defines, or {@link #htmlSlice} under flag 0x01; empty under flag 0x40, where Microsoft prints no block)
 * and the whole listing: composed as {@link Level9Composed} does for builds without /Zi and without HTML, as
 * {@link Disassembler} prints it for the others.
 */
class D3d9FixtureTest {
    /** The Shader Model 4 version line under flag 0x01, with the blanks of 0x04 and the offset of 0x20. */
    private static final Pattern SM4_HTML = Pattern.compile(
            "</font><font color = \"#e0e0e0\">(?: {6})?(?:<font color = \"#e0e0e0\">0x00000000: </font>)?[a-z]{2}_[45]_[01]\n");

    @Test
    void rawProgramsListAsMicrosoftDoesUnderEveryFlagWord() {
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (Fixture f : Fixtures.ofKind("d3d9", "tx")) { // tx_1_0: texture shaders, the same token format
            for (Map.Entry<Integer, ?> e : f.listings().entrySet()) {
                int flags = e.getKey();
                compared++;
                String actual = D3d9Listing.print(Bytes.wrap(f.bytes()), DisasmFlags.of(flags));
                Optional<String> d = Golden.firstDifference(f.listing(flags), actual);
                d.ifPresent(s -> failures.add(f.id() + " 0x" + Integer.toHexString(flags) + ": " + s));
            }
        }
        assertTrue(compared >= 34 * 13, "compared " + compared);
        assertEquals(List.of(), failures);
    }

    @Test
    void level9BlocksListAsMicrosoftDoesUnderEveryFlagWord() {
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (Fixture f : Fixtures.ofKind("level9")) {
            for (Map.Entry<Integer, ?> e : f.listings().entrySet()) {
                int flags = e.getKey();
                compared++;
                String listing = f.listing(flags);
                String expected = (flags & 0x40) != 0 ? "" : (flags & 0x01) != 0 ? htmlSlice(listing)
                        : Level9CorpusTest.slice(listing);
                if ((flags & 0x40) == 0) {
                    assertFalse(expected.isEmpty(), f.id());
                }
                TextSink out = new TextSink();
                Level9Listing.print(Container.read(f.bytes()), DisasmFlags.of(flags), out);
                Optional<String> d = Golden.firstDifference(expected, out.toString());
                d.ifPresent(s -> failures.add(f.id() + " 0x" + Integer.toHexString(flags) + ": " + s));
                // a /Zi build's Shader Model 4 body carries SPDB annotations, and an HTML listing closes the
                // header's font after the block: both as Disassembler prints them
                Container c = Container.read(f.bytes());
                boolean direct = (f.compileFlags() & 1) != 0 || (flags & 0x01) != 0;
                DisasmFlags as = DisasmFlags.of(flags);
                Optional<String> whole = Golden.firstDifference(listing,
                        direct ? Disassembler.disassemble(c, as) : Level9Composed.listing(c, as));
                whole.ifPresent(s -> failures.add(f.id() + " 0x" + Integer.toHexString(flags) + " whole: " + s));
            }
        }
        assertTrue(compared >= 15 * 13, "compared " + compared);
        assertEquals(List.of(), failures);
    }

    /**
     * The level 9 block of an HTML (flag 0x01) listing: from the character after the output signature
     * table's closing {@code //} line up to the {@code </font><font color = "#e0e0e0">} that opens the Shader
     * Model 4 version line (and its numbering blanks and offset).
     */
    static String htmlSlice(String listing) {
        int signature = listing.indexOf("// Output signature:");
        int start = listing.indexOf("\n//\n", listing.indexOf("// ---", signature)) + 4;
        Matcher m = SM4_HTML.matcher(listing);
        assertTrue(m.find(start), "no Shader Model 4 version line");
        return listing.substring(start, m.start());
    }
}
