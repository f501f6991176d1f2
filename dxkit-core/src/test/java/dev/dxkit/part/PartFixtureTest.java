package dev.dxkit.part;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Decoding the part fixtures: values, D3DReflect agreement, exact re-encoding and encoding of edits. */
class PartFixtureTest {
    static List<String> names() {
        return Fixtures.NAMES;
    }

    @ParameterizedTest
    @MethodSource("names")
    void decodedValuesEqualD3DReflects(String name) {
        ReflectComparison.Result r = ReflectComparison.compare(Fixtures.container(name),
                Fixtures.text(name + ".reflect.txt"));
        assertEquals(List.of(), r.mismatches());
        assertTrue(r.compared() > 40, "values compared: " + r.compared());
    }

    @ParameterizedTest
    @MethodSource("names")
    void everyPartDecodesAndEncodesBackIdentical(String name) {
        for (PartEntry e : Fixtures.container(name).parts()) {
            Part p = PartDecoder.decode(e.kind(), e.data());
            if (!List.of("SHEX", "SHDR").contains(e.kind())) {
                assertFalse(p instanceof RawPart, () -> e.kind() + " raw: " + ((RawPart) p).reason());
            }
            assertEquals(e.data(), p.encode(), e.kind());
        }
    }

    @Test
    void rdefLayoutsAndValues() {
        RdefPart v50 = rdef("cbuffers");
        assertEquals(RdefLayout.SM50, v50.layout());
        assertEquals(0xffff0500L, v50.target());
        assertEquals(5, v50.majorVersion());
        assertEquals("Microsoft (R) HLSL Shader Compiler 10.1", v50.creator());
        ConstantBuffer scene = v50.buffers().get(0);
        assertEquals("Scene", scene.name());
        assertEquals(List.of("world", "bones", "lights", "gamma", "flags", "unusedCount"),
                scene.variables().stream().map(ShaderVariable::name).toList());
        ShaderVariable gamma = scene.variables().get(3);
        assertEquals(336, gamma.startOffset());
        assertTrue(gamma.used());
        assertArrayEquals(new byte[]{(byte) 0xcd, (byte) 0xcc, 0x0c, 0x40}, gamma.defaultValue().orElseThrow().toArray());
        assertFalse(scene.variables().get(5).used());
        ShaderType lights = scene.variables().get(2).type();
        assertSame(v50.type(scene.variables().get(2).typeOffset()), lights, "resolved once, shared with the part's table");
        assertEquals(VariableClass.STRUCT.code, lights.varClass());
        assertEquals(3, lights.elements());
        assertEquals(List.of("dir", "power", "colour"), lights.members().stream().map(TypeMember::name).toList());
        assertEquals(16, lights.members().get(2).offset());
        // the struct type is stored once and shared by the buffer and the structured buffer's $Element
        ShaderVariable element = v50.buffers().get(1).variables().get(0);
        assertEquals("$Element", element.name());
        assertEquals(CbufferType.RESOURCE_BIND_INFO.code, v50.buffers().get(1).type());
        assertEquals("Light", element.type().name().orElseThrow());
        assertSame(v50.type(element.typeOffset()), element.type());

        RdefPart v41 = rdef("cbuffers41");
        assertEquals(RdefLayout.SM4, v41.layout());
        assertTrue(v41.types().values().stream().allMatch(t -> t.name().isEmpty()));

        RdefPart v51 = rdef("space");
        assertEquals(RdefLayout.SM51, v51.layout());
        ResourceBinding textures = v51.bindings().stream().filter(b -> b.name().equals("textures")).findFirst().orElseThrow();
        assertEquals(2, textures.space());
        assertEquals(0, textures.bindCount());      // unbounded
        ResourceBinding counted = v51.bindings().stream().filter(b -> b.name().equals("counted")).findFirst().orElseThrow();
        assertEquals(ShaderInputType.UAV_RWSTRUCTURED_WITH_COUNTER.code, counted.type());
        assertEquals(1, counted.space());
    }

    @Test
    void signaturesStatSfi0AndIfce() {
        SignaturePart in = (SignaturePart) decode("cbuffers", "ISG1");
        SignatureElement uv = in.elements().get(1);
        assertEquals("TEXCOORD", uv.semanticName());
        assertEquals(MinPrecision.FLOAT_16.code, uv.minPrecision());
        assertEquals(0x3, uv.mask());
        assertEquals(SystemValue.POSITION.code, in.elements().get(0).systemValue());
        assertEquals(ComponentType.UINT32.code, in.elements().get(2).componentType());

        SignaturePart gs = (SignaturePart) decode("streams", "OSG5");
        assertEquals(List.of(0L, 0L, 1L, 1L), gs.elements().stream().map(SignatureElement::stream).toList());

        SignaturePart psg1 = (SignaturePart) decode("minprec_hs", "PSG1");
        SignatureElement pcdata = psg1.elements().get(psg1.elements().size() - 1);
        assertEquals("PCDATA", pcdata.semanticName());
        assertEquals(MinPrecision.FLOAT_16.code, pcdata.minPrecision());
        assertEquals(SystemValue.FINAL_QUAD_EDGE_TESSFACTOR.code, psg1.elements().get(0).systemValue());
        SignaturePart osg1 = (SignaturePart) decode("minprec_gs", "OSG1");
        assertEquals(List.of(0L, 0L, 1L, 1L), osg1.elements().stream().map(SignatureElement::stream).toList());

        StatPart hull = (StatPart) decode("hull", "STAT");
        assertEquals(37, hull.words().length);
        assertEquals(3, hull.get(StatPart.Word.cControlPoints));
        assertEquals(2, hull.get(StatPart.Word.TessellatorDomain));     // triangle
        assertEquals(3, hull.get(StatPart.Word.HSPartitioning));        // odd fractional
        assertEquals(3, hull.get(StatPart.Word.HSOutputPrimitive));     // clockwise triangles
        StatPart depth = (StatPart) decode("depth", "STAT");
        assertEquals(29, depth.words().length);
        assertEquals(1, depth.get(StatPart.Word.IsSampleFrequencyShader));

        Sfi0Part sfi0 = (Sfi0Part) decode("cbuffers", "SFI0");
        assertTrue(sfi0.has(ShaderFeature.MINIMUM_PRECISION));

        IfcePart ifce = (IfcePart) decode("classes", "IFCE");
        assertEquals(List.of("cHalf", "cFlat"), ifce.classTypes().stream().map(IfcePart.ClassType::name).toList());
        assertEquals(2, ifce.interfaceSlotCount());
        assertFalse(ifce.instances().isEmpty());
    }

    @Test
    void editsEncodeWhereTheFieldIs() {
        PartEntry e = Fixtures.container("depth").part("OSGN").orElseThrow();
        SignaturePart osgn = (SignaturePart) PartDecoder.decode("OSGN", e.data());
        List<SignatureElement> els = new ArrayList<>(osgn.elements());
        SignatureElement t = els.get(0);
        els.set(0, new SignatureElement(t.stream(), t.semanticName(), 5, t.systemValue(), t.componentType(), 7,
                t.mask(), t.readWriteMask(), t.minPrecision(), t.nameOffset()));
        Bytes edited = new SignaturePart("OSGN", els, osgn.original()).encode();
        byte[] want = e.data().toArray();
        want[8 + 4] = 5;       // first record: semantic index at +4
        want[8 + 16] = 7;      // register at +16
        assertArrayEquals(want, edited.toArray());
        SignaturePart again = (SignaturePart) PartDecoder.decode("OSGN", edited);
        assertEquals(7, again.elements().get(0).register());

        StatPart stat = (StatPart) decode("depth", "STAT");
        long[] w = stat.words();
        w[0] = 99;
        assertEquals(99, new StatPart(w).encode().reader("STAT").u32At(0));
    }

    @Test
    void statCounterArrayIsWhatTheDecoderCallsStat() {
        Bytes hull = Fixtures.container("hull").part("STAT").orElseThrow().data();
        assertTrue(StatPart.isCounterArray(hull));
        assertEquals(((StatPart) PartDecoder.decode("STAT", hull)).get(StatPart.Word.InstructionCount),
                hull.reader("STAT").u32At(0));
        // every size from 0 to 160, zeros and with a DXIL program header's marker at byte 8
        for (int size = 0; size <= 160; size++) {
            byte[] zeros = new byte[size];
            byte[] dxil = new byte[size];
            if (size >= 12) {
                dxil[8] = 'D';
                dxil[9] = 'X';
                dxil[10] = 'I';
                dxil[11] = 'L';
            }
            for (byte[] b : List.of(zeros, dxil)) {
                Bytes d = Bytes.wrap(b);
                assertEquals(PartDecoder.decode("STAT", d) instanceof StatPart, StatPart.isCounterArray(d),
                        "size " + size + (b == dxil ? " with DXIL" : ""));
            }
            assertEquals(size == 116 || size == 148, StatPart.isCounterArray(Bytes.wrap(zeros)));
        }
    }

    private static Part decode(String name, String kind) {
        Container c = Fixtures.container(name);
        Part p = PartDecoder.decode(kind, c.part(kind).orElseThrow().data());
        assertFalse(p instanceof RawPart, () -> ((RawPart) p).reason());
        return p;
    }

    private static RdefPart rdef(String name) {
        return assertInstanceOf(RdefPart.class, decode(name, "RDEF"));
    }
}
