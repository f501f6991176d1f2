package dev.dxkit.docs;

import dev.dxkit.container.Container;
import dev.dxkit.container.DigestState;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code docs/library.md} cannot rot: every {@code java} block in it is one of {@link LibraryExamples}'s
 * methods, verbatim (indented by four spaces there), so it compiles with the library; and each example is run
 * here on the project's fixtures and its result compared with what Microsoft's tools gave for them.
 */
class LibraryExamplesTest {
    private static final Path ROOT = Fixtures.root();

    private static Path fixture(String id) {
        return Fixtures.byId(id).orElseThrow().container();
    }

    /** The {@code java} blocks of the markdown text {@code md}, in order, each without its fences. */
    static List<String> javaBlocks(String md) {
        List<String> blocks = new ArrayList<>();
        StringBuilder block = null;
        for (String line : md.split("\n", -1)) {
            if (block == null && line.equals("```java")) {
                block = new StringBuilder();
            } else if (block != null && line.equals("```")) {
                blocks.add(block.toString());
                block = null;
            } else if (block != null) {
                block.append(line).append('\n');
            }
        }
        if (block != null) {
            throw new IllegalStateException("docs/library.md: a java block is not closed");
        }
        return blocks;
    }

    /** {@code block} as it reads in a class body: four spaces before every line that is not empty. */
    static String indented(String block) {
        StringBuilder out = new StringBuilder();
        for (String line : block.split("\n", -1)) {
            out.append(line.isEmpty() ? "" : "    " + line).append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    @Test
    void everyJavaBlockOfTheDocumentIsCompiledHere() throws IOException {
        String md = Files.readString(ROOT.resolve("docs/library.md"), StandardCharsets.UTF_8);
        String source = Files.readString(ROOT.resolve("dxkit-core/src/test/java/dev/dxkit/docs/LibraryExamples.java"),
                StandardCharsets.UTF_8);
        List<String> blocks = javaBlocks(md);
        for (String b : blocks) {
            if (!source.contains(indented(b))) {
                fail("docs/library.md: this block is not in LibraryExamples.java as written:\n" + b);
            }
        }
        System.out.println("docs/library.md: " + blocks.size() + " java blocks, each compiled in LibraryExamples");
        assertEquals(7, blocks.size(), "one block per example: list, reflect, edit, strip, hash, census, root signature");
    }

    @Test
    void theBlockReaderSeesWhatIsNotCompiled() {
        List<String> blocks = javaBlocks("text\n```java\nint a = 1;\n\nint b;\n```\n```sh\nls\n```\n");
        assertEquals(List.of("int a = 1;\n\nint b;\n"), blocks);
        assertEquals("    int a = 1;\n\n    int b;\n", indented(blocks.get(0)));
    }

    @Test
    void listGivesMicrosoftsTextOrSaysWhyThereIsNone() throws IOException {
        Fixture dxbc = Fixtures.byId("vs_5_0_lighting").orElseThrow();
        assertEquals(dxbc.listing(0), LibraryExamples.list(dxbc.container()));
        Fixture dxil = Fixtures.byId("vs_6_0_lighting").orElseThrow();
        assertEquals(dxil.dumpbinText().orElseThrow(), LibraryExamples.list(dxil.container()));
        assertEquals("a root signature alone (RTS0), no program to list; 'dxkit rootsig' prints it",
                LibraryExamples.list(ROOT.resolve("fixtures/rootsig/bin/cbv_plain_11.dxbc")));
    }

    @Test
    void constantsAreTheVariablesOfEveryConstantBuffer() throws IOException {
        // fixtures/hlsl/game/lighting.hlsl: cbuffer PerFrame and PerObject
        assertEquals(List.of("PerFrame.ViewProj: float4x4 @0", "PerFrame.InvViewProj: float4x4 @64",
                        "PerFrame.CameraPos: float3 @128", "PerFrame.Time: float @140", "PerFrame.ScreenSize: float2 @144",
                        "PerFrame.InvScreenSize: float2 @152", "PerObject.World: float4x4 @0",
                        "PerObject.WorldInvTranspose: float4x4 @64", "PerObject.Tint: float4 @128"),
                LibraryExamples.constants(fixture("vs_5_0_lighting")));
    }

    @Test
    void anAddedPartIsSignedAndTheRestKept() throws IOException {
        Path in = fixture("vs_5_0_lighting");
        Container before = Container.read(in);
        Container after = Container.read(LibraryExamples.addPrivateData(in, "built by me"));
        assertEquals(DigestState.OK, after.digestState());
        assertEquals("built by me", new String(after.part("PRIV").orElseThrow().data().toArray(), StandardCharsets.UTF_8));
        assertEquals(before.parts().size() + 1, after.parts().size());
        for (int i = 0; i < before.parts().size(); i++) {
            assertEquals(before.parts().get(i).kind(), after.parts().get(i).kind());
            assertArrayEquals(before.parts().get(i).data().toArray(), after.parts().get(i).data().toArray());
        }
    }

    @Test
    void stripGivesD3DStripShadersBytes() throws IOException {
        // fixtures/strip/MANIFEST.tsv: D3DStripShader wrote vs_5_0_lighting.01.dxbc under flags 03 (no debug info
        // to strip, so as under 01)
        byte[] expected = Files.readAllBytes(ROOT.resolve("fixtures/strip/vs_5_0_lighting.01.dxbc"));
        assertArrayEquals(expected, LibraryExamples.stripReflection(fixture("vs_5_0_lighting")));
    }

    @Test
    void hashesNameTheFileAndTheProgramHashIgnoresReflection() throws IOException {
        Fixture f = Fixtures.byId("vs_5_0_lighting").orElseThrow();
        List<String> full = LibraryExamples.hashes(f.container());
        assertEquals(List.of("sha256 " + f.sha256(), "digest fd438d05108dc09ac8125d0b51268619", "fnv 752d255abdc5f94c",
                "bytecode 00000000efdf95d8",
                "program c32831d32caf139dbc8618d0dce7115e52fb2140577137a2d329183d70e58f18"), full);
        List<String> stripped = LibraryExamples.hashes(ROOT.resolve("fixtures/strip/vs_5_0_lighting.01.dxbc"));
        assertEquals(full.get(4), stripped.get(4), "the program hash leaves RDEF out");
        assertTrue(!full.get(0).equals(stripped.get(0)));
    }

    @Test
    void censusCountsProgramsAndCopies(@TempDir Path dir) throws IOException {
        Files.copy(fixture("vs_5_0_lighting"), dir.resolve("a.dxbc"));
        Files.copy(fixture("vs_5_0_lighting"), dir.resolve("copy of a.dxbc"));
        Files.copy(fixture("vs_6_0_lighting"), dir.resolve("b.dxbc"));
        Files.writeString(dir.resolve("notes.txt"), "no program here");
        assertEquals("3 programs, 2 distinct", LibraryExamples.census(dir));
    }

    @Test
    void rootSignatureIsPrintedAsDxcReadsIt() throws IOException {
        // fixtures/rootsig/hlsl/cbv_plain_11.hlsl: #define RS "CBV(b0)"
        assertEquals("// root signature version 1.1: dxc -T rootsig_1_1 -E RS, or dxkit rootsig --compile --version 1.1\n"
                        + "#define RS \\\n    \"CBV(b0)\"\n",
                LibraryExamples.rootSignature(ROOT.resolve("fixtures/rootsig/bin/cbv_plain_11.dxbc")));
    }
}
