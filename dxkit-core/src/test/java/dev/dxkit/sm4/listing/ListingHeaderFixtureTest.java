package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.part.Fixtures;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;

import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The listing header and trailer of each part fixture equal D3DDisassemble's (flags 0), whole and byte for
 * byte; under flag 0x40 both are empty.
 */
class ListingHeaderFixtureTest {
    private static final Pattern VERSION = Pattern.compile("^(vs|ps|gs|hs|ds|cs)_[45]_[01]$", Pattern.MULTILINE);
    static java.util.List<String> names() {
        return Fixtures.NAMES;
    }

    @ParameterizedTest
    @MethodSource("names")
    void headerAndTrailerEqualMicrosofts(String name) {
        String listing = Fixtures.text(name + ".d3d.txt");
        var m = VERSION.matcher(listing);
        assertTrue(m.find(), "version line");
        Container c = Fixtures.container(name);
        TextSink h = new TextSink();
        ListingHeader.print(c, DisasmFlags.NONE, h);
        String expected = listing.substring(0, m.start());
        assertEquals(expected, h.toString(), () -> ListingHeaderCorpusTest.firstDifference(expected, h.toString()));
        TextSink t = new TextSink();
        ListingTrailer.print(c, DisasmFlags.NONE, t);
        assertEquals(listing.substring(listing.lastIndexOf("// Approximately")), t.toString());
    }

    @ParameterizedTest
    @MethodSource("names")
    void instructionsOnlyPrintsNothing(String name) {
        Container c = Fixtures.container(name);
        TextSink s = new TextSink();
        ListingHeader.print(c, DisasmFlags.of(0x40), s);
        ListingTrailer.print(c, DisasmFlags.of(0x40), s);
        assertEquals("", s.toString());
    }
}
