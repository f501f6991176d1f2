package dev.dxkit.dxil;

import dev.dxkit.container.Container;
import dev.dxkit.part.CompilerVersionPart;
import dev.dxkit.part.DebugNamePart;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.HashPart;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.PsvPart;
import dev.dxkit.part.RootSignaturePart;
import dev.dxkit.part.RuntimeDataPart;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The project's own shaders compiled with dxc (src/test/resources/dxil, see its README): every value checked is
 * one dumpbin printed for the same container (the .dxc.txt beside it). Runs without the shared corpus.
 */
class DxilFixtureTest {
    static Container fixture(String name) throws IOException {
        try (InputStream in = DxilFixtureTest.class.getResourceAsStream("/dxil/" + name)) {
            return Container.read(in.readAllBytes());
        }
    }

    static DxilProgramPart program(Container c, String kind) {
        return (DxilProgramPart) PartDecoder.decode(kind, c.part(kind).orElseThrow().data());
    }

    @Test
    void pixelShaderModule() throws IOException {
        Container c = fixture("pixel.dxil");
        DxilProgramPart p = program(c, "DXIL");
        assertEquals(0, p.shaderKind());
        assertEquals(6, p.major());
        assertEquals(0, p.minor());
        assertEquals(1, p.dxilMajor());
        assertEquals(0, p.dxilMinor());
        assertEquals(p.bytes().size() / 4, p.sizeInDwords());
        DxilModule m = DxilModule.read(p.bitcode());
        assertEquals("dxil-ms-dx", m.triple());
        DxilInfo info = DxilInfo.of(m);
        assertEquals("ps_6_0", info.model().profile());
        EntryPoint e = info.entryPoints().get(0);
        assertEquals("main", e.function());
        assertEquals("main", e.name());
        assertEquals(ShaderKind.PIXEL, e.kind());
        List<String> inputs = new ArrayList<>();
        for (SignatureElement s : e.inputs()) {
            inputs.add(s.name() + " " + s.componentType() + " " + s.semanticKind() + " " + s.startRow() + ":" + s.startCol()
                    + " " + s.rows() + "x" + s.cols());
        }
        // !16, !18, !20 of dumpbin's metadata
        assertEquals(List.of("SV_Position 9 3 0:0 1x4", "TEXCOORD 9 0 1:0 1x2", "INDEX 5 0 2:0 1x1"), inputs);
        assertEquals("SV_Target", e.outputs().get(0).name());
        assertEquals(16, e.outputs().get(0).semanticKind());
        // dumpbin: loadInput x3 (4), storeOutput x4 (5), createHandle x3 (57), cbufferLoadLegacy x2 (59), sample (60)
        assertEquals(Map.of(4, 3, 5, 4, 57, 3, 59, 2, 60, 1), info.dxOpCounts());
        // dx.resources: !{!5 SRVs, null, !8 CBVs, !10 samplers}; names stripped in DXIL, kept by STAT
        List<String> res = new ArrayList<>();
        // STAT's decoder belongs to the DXBC part set; in a DXIL container it holds a program header and bitcode
        DxilInfo reflection = DxilInfo.of(DxilModule.read(
                DxilProgramPart.read("STAT", c.part("STAT").orElseThrow().data()).bitcode()));
        for (Resource r : reflection.resources()) {
            res.add(r.resourceClass() + " " + r.name() + " " + r.lowerBound() + "+" + r.rangeSize() + " space" + r.space()
                    + " shape " + r.shape() + " size " + r.sizeInBytes() + " type " + r.elementType());
        }
        assertEquals(List.of("SRV albedo 0+2 space0 shape 2 size 0 type 9", "CBV Params 0+1 space0 shape 0 size 20 type -1",
                "SAMPLER linearSampler 0+1 space0 shape 0 size 0 type -1"), res);
        assertEquals("", info.resources().get(0).name());
    }

    @Test
    void pixelShaderParts() throws IOException {
        Container c = fixture("pixel.dxil");
        HashPart hash = (HashPart) PartDecoder.decode("HASH", c.part("HASH").orElseThrow().data());
        assertEquals(0, hash.flags());
        assertEquals("2b0de53fed47cd447ca185faf3cb890a", hash.digest().hex()); // dumpbin's "shader hash"
        assertTrue(hash.verifies(program(c, "DXIL")));
        PsvPart psv = (PsvPart) PartDecoder.decode("PSV0", c.part("PSV0").orElseThrow().data());
        assertEquals(3, psv.version());
        assertEquals(List.of("SV_Position", "TEXCOORD", "INDEX"),
                psv.inputs().stream().map(PsvPart.SignatureElement::semanticName).toList());
        assertEquals("main", psv.entryFunctionName());
        assertEquals(3, psv.resources().size());
        RootSignaturePart rs = (RootSignaturePart) PartDecoder.decode("RTS0", c.part("RTS0").orElseThrow().data());
        assertEquals(2, rs.version()); // root signature 1.1, dxc's default
        assertEquals(1, rs.flags()); // ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT
        assertEquals(2, rs.parameters().size());
        assertEquals(2, rs.parameters().get(0).type()); // CBV(b0)
        RootSignaturePart.Parameter table = rs.parameters().get(1);
        assertEquals(0, table.type());
        assertEquals(5, table.visibility()); // SHADER_VISIBILITY_PIXEL
        assertEquals(List.of(new RootSignaturePart.Range(0, 2, 0, 0, table.ranges().get(0).flags(), 0xFFFF_FFFFL)),
                table.ranges());
        assertEquals(1, rs.staticSamplers().size());
        assertEquals(0x15, rs.staticSamplers().get(0).filter()); // FILTER_MIN_MAG_MIP_LINEAR
        assertArrayEquals(c.bytes().toArray(), c.toBytes());
    }

    @Test
    void debugBuildsKeepTheRetailHash() throws IOException {
        Container zi = fixture("pixel_zi.dxil");
        HashPart hash = (HashPart) PartDecoder.decode("HASH", zi.part("HASH").orElseThrow().data());
        // -Zi moves debug info to ILDB; the DXIL part's bitcode, and so the hash, is the retail one
        assertEquals("2b0de53fed47cd447ca185faf3cb890a", hash.digest().hex());
        assertTrue(hash.verifies(program(zi, "DXIL")));
        DebugNamePart name = (DebugNamePart) PartDecoder.decode("ILDN", zi.part("ILDN").orElseThrow().data());
        assertEquals("2b0de53fed47cd447ca185faf3cb890a.pdb", name.name()); // dumpbin's "shader debug name"
        DxilModule ildb = DxilModule.read(program(zi, "ILDB").bitcode());
        assertTrue(ildb.namedMetadata().containsKey("llvm.dbg.cu"));
        assertEquals("main", DxilInfo.of(ildb).entryPoints().get(0).function());
        Container zss = fixture("pixel_zss.dxil");
        HashPart sourceHash = (HashPart) PartDecoder.decode("HASH", zss.part("HASH").orElseThrow().data());
        assertEquals(HashPart.INCLUDES_SOURCE, sourceHash.flags()); // -Zss hashes the source too
        assertFalse(sourceHash.verifies(program(zss, "DXIL")));
    }

    @Test
    void libraryEntriesAndRuntimeData() throws IOException {
        Container c = fixture("library.dxil");
        DxilInfo info = DxilInfo.of(DxilModule.read(program(c, "DXIL").bitcode()));
        assertEquals("lib_6_3", info.model().profile());
        List<String> entries = new ArrayList<>();
        for (EntryPoint e : info.entryPoints()) {
            entries.add(e.name() + " " + e.kind());
        }
        // !19 (the library's resources), !20, !23, !25, !27
        assertEquals(List.of(" LIBRARY", "\u0001?AnyHit@@YAXUPayload@@UAttribs@@@Z ANYHIT",
                "\u0001?Hit@@YAXUPayload@@UAttribs@@@Z CLOSESTHIT", "\u0001?Miss@@YAXUPayload@@@Z MISS",
                "\u0001?RayGen@@YAXXZ RAYGENERATION"), entries);
        assertEquals(List.of("scene", "output"), info.resources().stream().map(Resource::name).toList());
        assertEquals(16, info.resources().get(0).shape()); // RTAccelerationStructure
        RuntimeDataPart rdat = (RuntimeDataPart) PartDecoder.decode("RDAT", c.part("RDAT").orElseThrow().data());
        assertEquals(2, rdat.resources().size());
        assertEquals("scene", rdat.resources().get(0).name());
        List<String> functions = new ArrayList<>();
        for (RuntimeDataPart.FunctionInfo f : rdat.functions()) {
            functions.add(f.unmangledName() + " " + f.shaderKind());
        }
        assertTrue(functions.containsAll(List.of("RayGen 7", "Hit 10", "AnyHit 9", "Miss 11")), functions.toString());
        CompilerVersionPart vers = (CompilerVersionPart) PartDecoder.decode("VERS", c.part("VERS").orElseThrow().data());
        // the part says 1.10 with 5517 commits; the release name "1.9.0.5517" is its second string
        assertEquals(1, vers.major());
        assertEquals(10, vers.minor());
        assertEquals(5517, vers.commitCount());
        assertEquals(List.of("9757d44f", "1.9.0.5517"), vers.strings());
    }
}
