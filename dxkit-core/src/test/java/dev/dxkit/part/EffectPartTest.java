package dev.dxkit.part;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.LittleEndian;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The FX10/FX11 walk over the project's own effects ({@code fixtures/effects}, compiled by
 * {@code tools/fixtures/effects}): what each holds, where its shaders are, and that damaged bytes give one
 * {@link DxFormatException} naming the byte, never another exception.
 */
class EffectPartTest {
    private static Bytes file(String name) throws IOException {
        return Bytes.wrap(Files.readAllBytes(Fixtures.root().resolve("fixtures/effects/bin/" + name)));
    }

    /** The FX10 part of the fx_4_0 fixture, which fxc wrote inside a container. */
    private static PartEntry fx10() throws IOException {
        return Container.read(file("fx_4_0_basic.fxo")).part("FX10").orElseThrow();
    }

    @Test
    void theFx40EffectIsWalkedWhole() throws IOException {
        PartEntry e = fx10();
        EffectPart fx = assertInstanceOf(EffectPart.class, PartDecoder.decode("FX10", e.data()));
        assertEquals(List.of("$Globals", "PerFrame"), fx.buffers().stream().map(EffectPart.Buffer::name).toList());
        EffectPart.Buffer frame = fx.buffers().get(1);
        assertEquals("UIGroup", frame.annotations().get(0).name());
        assertEquals(List.of("frame"), frame.annotations().get(0).values());
        EffectPart.Variable tint = frame.variables().get(0);
        assertEquals("tint", tint.name());
        assertEquals("COLOR0", tint.semantic());
        assertEquals(List.of(1.0, 0.5, 0.25, 1.0), tint.defaultValue());
        assertEquals(List.of("Tint", 0.0), tint.annotations().stream().map(a -> a.values().get(0)).toList());
        assertEquals("float4", tint.type().name());
        assertEquals(4, tint.type().columns());
        assertEquals(List.of("title", "diffuse", "linearWrap", "alphaBlend", "noCull", "depthLess", "mainVS",
                "shading", "streamOut"), fx.objectVariables().stream().map(EffectPart.ObjectVariable::name).toList());
        assertEquals(List.of("basic"), fx.objectVariables().get(0).strings());
        EffectPart.Assignment filter = fx.objectVariables().get(2).blocks().get(0).get(0);
        assertEquals("Filter", EffectNames.stateName(filter.state()));
        assertEquals(new EffectPart.Constants(List.of(new EffectPart.Constant(2, 0x15L))), filter.value());

        List<String> shaders = new ArrayList<>();
        for (EffectPart.Shader s : fx.shaders()) {
            shaders.add(s.owner() + " " + s.profile());
            // each shader is a container where the walk says, naming its program's profile
            Container inner = Container.read(e.data().slice((int) s.offset(), (int) s.size()));
            assertTrue(inner.has("SHDR"), s.owner());
        }
        assertEquals(List.of("mainVS vs_4_0", "shading[0] ps_4_0", "shading[1] ps_4_0", "streamOut gs_4_0",
                "Forward.Flat.VertexShader vs_4_0", "Inline.P0.PixelShader ps_4_0"), shaders);
        assertEquals(List.of("SV_Position.xyzw; TEXCOORD0.xy"), fx.objectVariables().get(8).shaders().get(0).streamOutput());
        assertEquals(fx.counts().get(16).intValue(), fx.shaders().size(), "the header's shader count");

        List<EffectPart.Technique> ts = fx.techniques();
        assertEquals(List.of("Forward", "Inline"), ts.stream().map(EffectPart.Technique::name).toList());
        EffectPart.Pass lit = ts.get(0).passes().get(0);
        assertEquals(List.of("VertexShader", "GeometryShader", "PixelShader", "AB_BlendFactor", "AB_SampleMask",
                        "BlendState", "RasterizerState", "DS_StencilRef", "DepthStencilState"),
                lit.assignments().stream().map(a -> EffectNames.stateName(a.state())).toList());
        assertEquals(new EffectPart.VariableRef("mainVS"), lit.assignments().get(0).value());
        EffectPart.Expression index = assertInstanceOf(EffectPart.Expression.class, lit.assignments().get(2).value());
        assertEquals("shading", index.array());
        // the index expression is a container of CTAB, CLI4 and FXLC parts
        assertEquals("CTAB CLI4 FXLC", Container.read(e.data().slice((int) index.offset(), (int) index.size())).partSet());
    }

    /** Enumerated states show their values as the effect's source writes them; others keep their numbers. */
    @Test
    void stateValuesAreNamed() {
        assertEquals(Named.of("MIN_MAG_MIP_LINEAR", 0x15), EffectNames.stateValue(45, 0x15));
        assertEquals(Named.of("COMPARISON_ANISOTROPIC", 0xd5), EffectNames.stateValue(45, 0xd5));
        assertEquals(null, EffectNames.stateValue(45, 0x99));
        assertEquals(Named.of("NONE", 1), EffectNames.stateValue(13, 1));
        assertEquals(Named.of("LESS_EQUAL", 4), EffectNames.stateValue(24, 4));
        assertEquals(Named.of("INV_SRC_ALPHA", 6), EffectNames.stateValue(39, 6));
        assertEquals(Named.of("MIRROR_ONCE", 5), EffectNames.stateValue(48, 5));
        assertEquals(null, EffectNames.stateValue(38, 12));          // no D3D11_BLEND has the value 12
        assertEquals(null, EffectNames.stateValue(9, 1));            // DS_StencilRef is a number
    }

    @Test
    void theFx50EffectHasGroupsAndInterfacesAndNoContainer() throws IOException {
        Bytes b = file("fx_5_0_groups.fxo");
        assertTrue(EffectPart.startsEffect(b));
        EffectPart fx = EffectPart.readEffect(b);
        assertEquals("FX11", fx.fourCC());
        assertTrue(fx.isFx5());
        assertEquals(List.of("Draw", ""), fx.groups().stream().map(EffectPart.Group::name).toList());
        assertEquals(List.of("drawing"), fx.groups().get(0).annotations().get(0).values());
        assertEquals(List.of("shader"), fx.interfaceVariables().stream().map(EffectPart.InterfaceVariable::name).toList());
        assertEquals(List.of("ambient"), fx.interfaceVariables().get(0).initializers());
        List<String> shaders = fx.shaders().stream().map(s -> s.owner() + " " + s.profile()).toList();
        assertEquals(List.of("points gs_5_0", "Draw.Wireframe.P0.VertexShader vs_5_0",
                "Draw.Wireframe.P0.PixelShader ps_5_0", "Compute.Double.ComputeShader cs_5_0"), shaders);
        EffectPart.Shader points = fx.shaders().get(0);
        assertEquals(List.of("0:SV_Position.xyzw", "", "", ""), points.streamOutput());
        assertEquals("ComputeShader", EffectNames.stateName(
                fx.groups().get(1).techniques().get(0).passes().get(0).assignments().get(0).state()));
    }

    /** Every truncation of both effects is refused with the part named and a byte inside it; none throws otherwise. */
    @Test
    void everyTruncationIsRefusedByName() throws IOException {
        for (Bytes whole : List.of(fx10().data(), file("fx_5_0_groups.fxo"))) {
            String kind = whole.size() > 0 && LittleEndian.i32(whole.slice(0, 4).toArray(), 0) == 0xfeff2001 ? "FX11" : "FX10";
            for (int n = 0; n < whole.size(); n++) {
                Part p = PartDecoder.decode(kind, whole.slice(0, n));
                RawPart raw = assertInstanceOf(RawPart.class, p, kind + " cut at " + n);
                assertTrue(raw.reason().startsWith(kind + " @0x"), raw.reason());
            }
        }
    }

    @Test
    void hostileCountsAndOffsetsAreNamed() throws IOException {
        byte[] b = fx10().data().toArray();
        LittleEndian.putI32(b, 0x0c, 0xFFFF_FFF0);       // object variable count
        DxFormatException e = assertThrows(DxFormatException.class, () -> EffectPart.readEffect(Bytes.wrap(b)));
        assertTrue(e.getMessage().startsWith("FX10 @0x000c: object variable count at most "), e.getMessage());

        byte[] c = fx10().data().toArray();
        int structured = 0x4c + LittleEndian.i32(c, 0x20);
        LittleEndian.putI32(c, structured, 0x7FFF_FFFF);  // the first buffer's name offset
        e = assertThrows(DxFormatException.class, () -> EffectPart.readEffect(Bytes.wrap(c)));
        assertEquals(String.format("FX10 @0x%04x: string at an unstructured offset of at most %d, found 2147483647",
                structured, c.length - 0x4c - 1), e.getMessage());
    }

    /** A structure type whose member is itself: refused once the nesting passes the limit, not a stack overflow. */
    @Test
    void aSelfNestedTypeIsRefused() throws IOException {
        byte[] b = fx10().data().toArray();
        int structured = 0x4c + LittleEndian.i32(b, 0x20);
        // the first variable of the first buffer: make its type a structure whose one member has that type
        int var = structured + 20 + 4;
        int type = LittleEndian.i32(b, var + 4);
        int t = 0x4c + type;
        LittleEndian.putI32(b, t + 4, 3);                 // EVT_Struct
        LittleEndian.putI32(b, t + 24, 1);                // one member
        LittleEndian.putI32(b, t + 28, 0);                // named "" (the empty string at offset 0)
        LittleEndian.putI32(b, t + 32, 0);                // with no semantic
        LittleEndian.putI32(b, t + 28 + 12, type);        // of this very type
        DxFormatException e = assertThrows(DxFormatException.class, () -> EffectPart.readEffect(Bytes.wrap(b)));
        assertTrue(e.getMessage().contains("types nested deeper than 32"), e.getMessage());
    }

    /** {@code dxkit dump}'s corpus files carved out of effects sit exactly where the walk puts the shaders. */
    @Test
    void corpusShadersLieWhereTheWalkSays() throws IOException {
        List<Corpus.Row> rows = Corpus.rows(r -> r.parts().equals("FX10") || r.parts().equals("FX11"));
        int checked = 0;
        int shaders = 0;
        for (Corpus.Row r : rows) {
            Container c = Container.read(r.file());
            PartEntry e = c.parts().get(0);
            EffectPart fx = assertInstanceOf(EffectPart.class, PartDecoder.decode(e.kind(), e.data()), r.file().toString());
            byte[] whole = Files.readAllBytes(r.file());
            for (EffectPart.Shader s : fx.shaders()) {
                shaders++;
                assertTrue(s.profile() != null, r.file() + " " + s.owner());
                long at = e.offset() + 8 + s.offset();
                String stem = r.file().getFileName().toString().replace(".dxbc", "");
                Path carved = r.file().resolveSibling(stem + "_nested0x" + Long.toHexString(at) + ".dxbc");
                if (Files.exists(carved)) {
                    byte[] inner = Files.readAllBytes(carved);
                    assertEquals(Bytes.wrap(inner), Bytes.wrap(whole).slice((int) at, (int) s.size()), carved.toString());
                    checked++;
                }
            }
        }
        System.out.println(rows.size() + " corpus effects, " + shaders + " shaders, " + checked
                + " compared with the corpus's carved copies");
        assertTrue(rows.isEmpty() || checked > 0);
    }
}
