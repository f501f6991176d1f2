package dev.dxkit.shader;

import dev.dxkit.text.DisasmFlags;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The front door: every fixture read as what it is and listed through one call, compared whole. */
class ShaderTest {
    @Test
    void everyFixtureListsThroughTheFrontDoorAsMicrosoftsToolDoes() throws IOException {
        Map<String, Integer> byKind = new TreeMap<>();
        for (Fixture f : Fixtures.all()) {
            Shader s = Shader.read(f.container());
            byKind.merge(s.getClass().getSimpleName(), 1, Integer::sum);
            String expected;
            if (f.isRawD3d9()) {
                assertInstanceOf(Shader.D3d9.class, s, f.id());
                expected = f.listing(0);
            } else if (f.dumpbinText().isPresent()) {
                assertInstanceOf(Shader.Dxil.class, s, f.id());
                expected = f.dumpbinText().get();
            } else if (s instanceof Shader.NoProgram none) {
                assertInstanceOf(Listing.Nothing.class, s.list(), f.id());
                assertEquals(new Listing.Nothing(none.reason()), s.list());
                continue;
            } else {
                assertInstanceOf(Shader.Dxbc.class, s, f.id());
                expected = f.listing(0);
            }
            Listing.Text text = assertInstanceOf(Listing.Text.class, s.list(DisasmFlags.of(0)), f.id());
            // the fixtures hold the tool's bytes; the listing's charset gives them back
            assertEquals(expected, new String(text.bytes(), text.charset()), f.id());
        }
        System.out.println("front door over the fixtures: " + byKind);
        assertTrue(byKind.get("Dxbc") > 300 && byKind.get("Dxil") > 100 && byKind.get("D3d9") > 30, byKind.toString());
    }

    @Test
    void aRootSignatureAloneHasNothingToList() throws IOException {
        Path rs = Fixtures.dir().resolve("rootsig/bin/cbv_big_10.dxbc");
        Shader s = Shader.read(rs);
        Shader.NoProgram none = assertInstanceOf(Shader.NoProgram.class, s);
        assertEquals("root signature", none.kind());
        assertEquals(new Listing.Nothing("a root signature alone (RTS0), no program to list; 'dxkit rootsig' prints it"),
                s.list());
    }

    @Test
    void effectsAndExpressionBlobsAreNamedAndOtherBytesRefusedAtByteZero() {
        Shader fx = Shader.read(new byte[] {0x01, 0x09, (byte) 0xff, (byte) 0xfe, 0, 0, 0, 0});
        assertEquals("effect", assertInstanceOf(Shader.NoProgram.class, fx).kind());
        Shader expr = Shader.read(new byte[] {0x01, 0x02, 0x58, 0x46});
        assertEquals("expression", assertInstanceOf(Shader.NoProgram.class, expr).kind());
        DxFormatException e = assertThrows(DxFormatException.class,
                () -> Shader.read("hello, world".getBytes(StandardCharsets.US_ASCII)));
        assertEquals(0, e.offset());
        assertEquals("file @0x0000: expected a DXBC container or a Direct3D 9 program, found 0x6c6c6568", e.getMessage());
        assertThrows(DxFormatException.class, () -> Shader.read(new byte[] {'D', 'X'}));
    }

    @Test
    void describesWhatItIs() throws IOException {
        assertEquals("DXBC container (SHEX)", Shader.read(Fixtures.dir().resolve("bin/ps_5_0_lighting.dxbc")).describe());
        Path d3d9 = Files.list(Fixtures.dir().resolve("bin")).filter(p -> p.toString().endsWith(".d3d9")).sorted()
                .findFirst().orElseThrow();
        assertTrue(Shader.read(d3d9).describe().matches("Direct3D 9 program \\((vs|ps|tx)_\\d_(\\d|x|sw)\\)"),
                Shader.read(d3d9).describe());
    }
}
