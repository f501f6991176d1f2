package dev.dxkit.d3d9.listing;

import dev.dxkit.container.Container;
import dev.dxkit.part.Level9Part;
import dev.dxkit.fixtures.Golden;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Level 9 containers compiled from the project's own HLSL (test resources level9-handmade/mappings.hlsl) for
 * the mapping tables the shared corpus never shows: bool and int tables, INT/BOOL/UINT conversions, several
 * sampler pairs. The block and the whole composed listing are compared with D3DDisassemble's under flag
 * words 0, 0x4 and 0x20. Runs without the corpus.
 */
class Level9ListingTest {
    @ParameterizedTest(name = "{0} flags 0x{1}")
    @CsvSource({
        "vs_9_3_loops, 0", "vs_9_3_loops, 4", "vs_9_3_loops, 20",
        "vs_9_1_convert, 0", "vs_9_1_convert, 4", "vs_9_1_convert, 20",
        "ps_9_1_sampled, 0", "ps_9_1_sampled, 4", "ps_9_1_sampled, 20",
    })
    void listsAsMicrosoftDoes(String name, String flags) throws IOException {
        Container c = Container.read(resource(name + ".dxbc"));
        String listing = new String(resource(name + "." + flags + ".txt"), StandardCharsets.ISO_8859_1);
        DisasmFlags f = DisasmFlags.of(Integer.parseInt(flags, 16));
        TextSink out = new TextSink();
        Level9Listing.print(c, f, out);
        Golden.assertSameText(Level9CorpusTest.slice(listing), out.toString(), name + " block");
        Golden.assertSameText(listing, Level9Composed.listing(c, f), name + " whole");
    }

    @Test
    void decodesTheMappingTables() throws IOException {
        Level9Part loops = Level9Part.read("Aon9", Container.read(resource("vs_9_3_loops.dxbc")).part("Aon9")
                .orElseThrow().data());
        assertEquals(new Level9Part.ScalarMapping(0, 1, 1, 0), loops.bools().get(0));
        assertEquals(new Level9Part.ScalarMapping(0, 1, 0, 0), loops.ints().get(0));
        assertEquals(4, loops.ranges().size());
        assertEquals(3, loops.ranges().get(1).conversion(2)); // u: uint in cb0[1].z
        assertEquals(new Level9Part.RuntimeConstant(0, 0), loops.runtime().get(0));
        assertEquals("vs_2_x", loops.program().version().profile());
        Level9Part sampled = Level9Part.read("Aon9", Container.read(resource("ps_9_1_sampled.dxbc")).part("Aon9")
                .orElseThrow().data());
        assertEquals(new Level9Part.SamplerMapping(1, 0, 0, 0), sampled.samplers().get(0));
        assertEquals(3, sampled.samplers().size());
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = Level9ListingTest.class.getResourceAsStream("level9-handmade/" + name)) {
            assertNotNull(in, name);
            return in.readAllBytes();
        }
    }
}
