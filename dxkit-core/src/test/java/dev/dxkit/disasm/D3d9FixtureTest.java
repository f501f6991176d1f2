package dev.dxkit.disasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.fixtures.Golden;
import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The project's own Direct3D 9 and level 9 fixtures under every flag word D3DDisassemble listed them with:
 * a raw program's whole listing, and a level 9 container's block (the slice {@link Level9CorpusTest#slice}
 * defines; empty under flag 0x40, where Microsoft prints no block) and, for builds without /Zi, the whole
 * listing composed as {@link Level9Composed} does. Flag 0x01 (HTML colour) is not produced
 * by dxkit's Direct3D 9 printer and is left out.
 */
class D3d9FixtureTest {
    @Test
    void rawProgramsListAsMicrosoftDoesUnderEveryFlagWord() {
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (Fixture f : Fixtures.ofKind("d3d9")) {
            for (Map.Entry<Integer, ?> e : f.listings().entrySet()) {
                int flags = e.getKey();
                if ((flags & 0x01) != 0) {
                    continue;
                }
                compared++;
                String actual = D3d9Listing.print(Bytes.wrap(f.bytes()), DisasmFlags.of(flags));
                Optional<String> d = Golden.firstDifference(f.listing(flags), actual);
                d.ifPresent(s -> failures.add(f.id() + " 0x" + Integer.toHexString(flags) + ": " + s));
            }
        }
        assertTrue(compared >= 26 * 12, "compared " + compared);
        assertEquals(List.of(), failures);
    }

    @Test
    void level9BlocksListAsMicrosoftDoesUnderEveryFlagWord() {
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (Fixture f : Fixtures.ofKind("level9")) {
            for (Map.Entry<Integer, ?> e : f.listings().entrySet()) {
                int flags = e.getKey();
                if ((flags & 0x01) != 0) {
                    continue;
                }
                compared++;
                String listing = f.listing(flags);
                String expected = (flags & 0x40) != 0 ? "" : Level9CorpusTest.slice(listing);
                if ((flags & 0x40) == 0) {
                    assertFalse(expected.isEmpty(), f.id());
                }
                TextSink out = new TextSink();
                Level9Listing.print(Container.read(f.bytes()), DisasmFlags.of(flags), out);
                Optional<String> d = Golden.firstDifference(expected, out.toString());
                d.ifPresent(s -> failures.add(f.id() + " 0x" + Integer.toHexString(flags) + ": " + s));
                if ((f.compileFlags() & 1) != 0) {
                    continue; // a /Zi build's Shader Model 4 body carries SPDB line annotations: not this test's part
                }
                Optional<String> whole = Golden.firstDifference(listing,
                        Level9Composed.listing(Container.read(f.bytes()), DisasmFlags.of(flags)));
                whole.ifPresent(s -> failures.add(f.id() + " 0x" + Integer.toHexString(flags) + " whole: " + s));
            }
        }
        assertTrue(compared >= 15 * 12, "compared " + compared);
        assertEquals(List.of(), failures);
    }
}
