package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Golden;
import dev.dxkit.part.SdbgPart;
import dev.dxkit.testing.Shared;
import dev.dxkit.text.DisasmFlags;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The corpus's two containers with an SDBG part (skipped without the shared corpus): a hull program from Wine's
 * d3dcompiler_43 tests, whose records are numbered without the hull phases (so Microsoft prints its internal
 * errors), and a pixel program of 961 instructions with #line directives and value ranges. Their listings are
 * compared whole with Microsoft's, and the decoded part with what the bytes hold.
 */
class SdbgCorpusTest {
    private static final String HULL = "gh-Gcenx-winecx-wine-tests/dlls/d3dcompiler_43/tests/blob.c/test_blob_part2";
    private static final String PIXEL = "gh-bo3b-3Dmigoto/TestShaders/GameExamples/MGSV/0000000057ca916d-ps.bin";

    private static Container read(Path corpus, String name) throws Exception {
        return Container.read(Files.readAllBytes(corpus.resolve(name + ".dxbc")));
    }

    private static Path corpus() {
        Path corpus = Shared.corpus().orElse(null);
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        return corpus;
    }

    @Test
    void listingsEqualMicrosofts() throws Exception {
        Path corpus = corpus();
        for (String name : List.of(HULL, PIXEL)) {
            String want = new String(Files.readAllBytes(corpus.resolve(name + ".d3d.txt")), StandardCharsets.ISO_8859_1);
            String got = Sm4FixtureListingTest.bytesOf(Disassembler.disassemble(read(corpus, name), DisasmFlags.NONE));
            Golden.assertSameText(want, got, name);
        }
    }

    @Test
    void decodesTheHullProgramsPart() throws Exception {
        SdbgPart p = SdbgPart.read(read(corpus(), HULL).part("SDBG").orElseThrow().data());
        assertEquals(0x54, p.headerSize());
        assertEquals("Microsoft (R) HLSL Shader Compiler 9.29.952.3111", p.creator());
        assertEquals("BHS", p.entryPoint());
        // the hull target names its phase
        assertEquals("hs_5_0 control point", p.target());
        assertEquals(0x101, p.compileFlags());
        assertEquals(1, p.files().size());
        assertEquals("C:\\Programme\\Microsoft DirectX SDK (June 2010)\\Utilities\\bin\\x86\\header.fx",
                p.files().get(0).name());
        assertEquals(618, p.files().get(0).sourceLength());
        assertEquals(6, p.instructions().size());
        assertEquals(6, p.variables().size());
        assertEquals(0, p.inputs().size());
        assertEquals(8, p.tokens().size());
        assertEquals(6, p.scopes().size());
        assertEquals(7, p.scopeVariables().size());
        assertEquals(new SdbgPart.Token(0, 4, 5, "BCHS"), p.tokens().get(6));
        assertEquals(new SdbgPart.Token(0, 9, 4, ""), p.tokens().get(7));
        assertEquals(new SdbgPart.Variable(6, 3, -1, -1, 3, 5), p.variables().get(5));
        assertEquals(new SdbgPart.Scope(5, "BCHS", List.of(4, 5, 6)).variables(), p.scopes().get(5).variables());
        assertEquals("Locals", p.scopes().get(4).name());
        assertEquals(List.of(4), p.scopeVariables().get(1).arrayElements());
        assertEquals(List.of(1), p.scopeVariables().get(1).arrayStrides());
        // the second record: mov o[r0.x + 0].x, l(1.0), BCHS[0] known to be 1.0
        SdbgPart.Instruction mov = p.instructions().get(1);
        assertEquals(1, mov.id());
        assertEquals(54, mov.opcode());
        assertEquals(7, mov.token());
        assertEquals(List.of(4, 5, 2), mov.scopes());
        SdbgPart.Output o = mov.outputs().get(0);
        assertEquals(1, o.registerSet());
        assertEquals(0, o.register());
        assertEquals(0, o.indexRegister());
        assertEquals(0, o.indexComponent());
        assertEquals(List.of(0, -1, -1, -1), o.components());
        assertEquals(new SdbgPart.OutputVariable(0, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 1f, 1f, false,
                false), o.variables().get(0));
        assertEquals(List.of(), p.instructions().get(2).outputs());
    }

    @Test
    void decodesThePixelProgramsPart() throws Exception {
        SdbgPart p = SdbgPart.read(read(corpus(), PIXEL).part("SDBG").orElseThrow().data());
        assertEquals("ps_main", p.entryPoint());
        assertEquals("ps_5_0", p.target());
        assertEquals(961, p.instructions().size());
        assertEquals(1087, p.variables().size());
        assertEquals(125, p.inputs().size());
        assertEquals(1483, p.tokens().size());
        assertEquals(391, p.scopes().size());
        assertEquals(642, p.scopeVariables().size());
        assertEquals(151654, p.files().get(0).sourceLength());
        assertEquals(new SdbgPart.Token(0, 272, 8, ""), p.tokens().get(p.instructions().get(0).token()));
        assertEquals(new SdbgPart.Input(342, 9, -1, -1, -1, 0x3f800000), p.inputs().get(0));
        for (int i = 0; i < p.instructions().size(); i++) {
            assertEquals(i, p.instructions().get(i).id());
        }
    }
}
