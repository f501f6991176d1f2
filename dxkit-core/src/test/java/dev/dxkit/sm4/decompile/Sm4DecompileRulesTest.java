package dev.dxkit.sm4.decompile;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixtures;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rules the decompiler follows so that fxc gives back the same program, each checked on the project's own
 * fixtures (the goldens of {@link Sm4DecompilerTest} hold the whole texts).
 */
class Sm4DecompileRulesTest {
    private static String decompile(String id) throws IOException {
        return Sm4Decompiler.decompile(Container.read(Fixtures.dir().resolve("bin").resolve(id + ".dxbc"))).hlsl();
    }

    /** A constant buffer HLSL packs by itself is declared plainly; one packed by hand keeps its packoffsets. */
    @Test
    void packoffsetOnlyWhereTheLayoutNeedsIt() throws IOException {
        String h = decompile("ps_5_0_rdef");
        // Defaults: matrices and an array start registers, Unused shares the array's last register
        assertTrue(h.contains("cbuffer Defaults : register(b0)\n{\n    float4 Tint;\n    float Gain;\n    int Steps;\n"
                + "    uint Mask;\n    bool Enabled;\n    column_major float3x3 Rot;\n    row_major float2x3 RowM;\n"
                + "    float Weights[3];\n    float Unused;\n};\n"), h);
        // Packed leaves c1 and c2.xy empty: HLSL's packing would not, so every offset is written
        assertTrue(h.contains("cbuffer Packed : register(b1)\n{\n    float3 Dir : packoffset(c0);\n"
                + "    float Len : packoffset(c0.w);\n    float2 Far : packoffset(c2.z);\n    Outer Obj : packoffset(c3);\n};\n"), h);
        // $Globals packs by itself too
        assertTrue(h.contains("\nfloat4 GlobalScale;\nint GlobalMode;\n"), h);
    }

    /**
     * {@code $Globals} is placed where fxc puts it again: in the lowest constant-buffer slot no {@code register(bN)}
     * of the text takes (Defaults at b0 and Packed at b1 hold it at b2); only a slot below it that nothing
     * declared here holds would move it.
     */
    @Test
    void globalsAfterTheBuffersBoundBelowIt() throws IOException {
        for (String id : new String[] {"ps_5_0_rdef", "ps_4_0_rdef", "ps_5_1_rdef"}) {
            dev.dxkit.hlsl.Decompilation d = Sm4Decompiler.decompile(
                    Container.read(Fixtures.dir().resolve("bin").resolve(id + ".dxbc")));
            assertTrue(d.gaps().stream().noneMatch(g -> g.contains("$Globals")), id + ": " + d.gaps());
        }
    }

    /**
     * A commutative operation is written with its sources in reverse ({@code mul o2.xyz, r0.wwww, r0.xyzx}
     * as {@code r0.xyz * r0.www}): fxc reverses the sources of one variable, so the original order comes back.
     */
    @Test
    void commutativeSourcesReversed() throws IOException {
        String h = decompile("vs_5_0_lighting");
        assertTrue(h.contains("    o.TEXCOORD1.xyz = r0.xyz * r0.www;\n"), h);
        assertTrue(h.contains("    o.COLOR0.xyzw = Tint.xyzw * i.COLOR0.xyzw;\n"), h);
    }

    /** A float mad is {@code a * b + c} (fxc reorders the sources of the intrinsic as if it were c + a * b). */
    @Test
    void madAsProductPlusAddend() throws IOException {
        String h = decompile("ds_5_0_quad");
        assertTrue(h.contains("    r0.xy = domain.xx * r0.xy + cp[2].TEXCOORD0.xy;\n"), h);
        assertTrue(!h.contains("mad("), h);
    }

    /** A conditional break is a flattened if (fxc writes breakc_nz only for one; an if_nz … break … endif else). */
    @Test
    void conditionalBreakFlattened() throws IOException {
        String h = decompile("ps_5_0_dynindex");
        assertTrue(h.contains("        [flatten] if (r1.y != 0u) break;\n"), h);
    }

    /**
     * Level 9: a loop left by a breakc at its top after a comparison nothing else reads is {@code while
     * (condition)} (fxc bounds no {@code while (true)} for the Direct3D 9 program); {@code [loop]} stays but
     * in a vs_2_0 program whose bound is not a temporary or an immediate (X3525 there).
     */
    @Test
    void level9TopExitIsTheCondition() throws IOException {
        String loopy = decompile("ps_4_0_level_9_1_loopy");
        assertTrue(loopy.contains("    [loop] while (!(r1i.x >= 4))\n    {\n        r1.y = (float)r1i.x;\n"), loopy);
        assertTrue(!loopy.contains("break;"), loopy);
        String vs2 = decompile("vs_4_0_level_9_1_minloop");
        assertTrue(vs2.contains("\n    while (!(r1i.x >= counts.x))\n"), vs2);
        String vs2x = decompile("vs_4_0_level_9_3_minloop");
        assertTrue(vs2x.contains("    [loop] while (!(r1i.x >= counts.x))\n"), vs2x);
    }

    /**
     * A hand-written break outside every loop and switch (or continue outside every loop) is a marked gap:
     * HLSL has no such statement (fxc refuses it, X3518); inside a loop or switch it is written as it is.
     */
    @Test
    void breakOutsideLoopIsAGap() throws IOException {
        Container base = Container.read(Fixtures.dir().resolve("bin").resolve("ps_4_0_rdef.dxbc"));
        String head = "ps_4_0\ndcl_constantbuffer cb0[1], immediateIndexed\ndcl_output o0.xyzw\n";
        String outside = head + "if_z cb0[0].x\n  mov o0.xyzw, l(1.0,1.0,1.0,1.0)\n  break\nendif\n"
                + "continuec_z cb0[0].y\nmov o0.xyzw, l(0,0,0,0)\nret\n";
        dev.dxkit.hlsl.Decompilation d = Sm4Decompiler.decompile(swap(base, outside));
        // (the fixture's RDEF brings its own gap, its $Globals at b2, which this program leaves as it is)
        assertEquals(List.of("a break outside a loop or switch at dword 21", "a continuec outside a loop at dword 23"),
                outside(d), d.hlsl());
        assertTrue(d.hlsl().contains("        /* dxkit: a break outside a loop or switch at dword 21 */\n"), d.hlsl());
        String inside = head + "loop\n  if_z cb0[0].x\n    break\n  endif\n  continuec_z cb0[0].y\n  break\nendloop\n"
                + "switch cb0[0].z\n  default\n  break\nendswitch\nmov o0.xyzw, l(0,0,0,0)\nret\n";
        d = Sm4Decompiler.decompile(swap(base, inside));
        assertEquals(List.of(), outside(d), d.hlsl());
    }

    /**
     * A constant buffer the program declares and never reads is a marked gap before its declaration (fxc drops
     * such a buffer); one it reads, directly or only inside a relative index, is not.
     */
    @Test
    void declaredUnreadConstantBufferIsAGap() throws IOException {
        Container base = Container.read(Fixtures.dir().resolve("bin").resolve("ps_4_0_rdef.dxbc"));
        String head = "ps_4_0\ndcl_constantbuffer cb0[1], immediateIndexed\ndcl_constantbuffer cb1[4], dynamicIndexed\n"
                + "dcl_output o0.xyzw\ndcl_temps 1\n";
        String gap = "constant buffer Defaults is declared but never read, and fxc leaves out such a buffer";
        dev.dxkit.hlsl.Decompilation d = Sm4Decompiler.decompile(swap(base, head
                + "mov r0.x, l(1)\nmov o0.xyzw, cb1[r0.x + 0].xyzw\nret\n"));
        assertTrue(d.gaps().contains(gap), d.gaps().toString());
        assertTrue(d.hlsl().contains("/* dxkit: " + gap + " */\ncbuffer Defaults : register(b0)\n"), d.hlsl());
        assertTrue(d.gaps().stream().noneMatch(g -> g.contains("Packed")), d.gaps().toString());
        d = Sm4Decompiler.decompile(swap(base, head + "mov r0.x, cb0[0].x\nmov o0.xyzw, cb1[r0.x + 0].xyzw\nret\n"));
        assertTrue(d.gaps().stream().noneMatch(g -> g.contains("never read")), d.gaps().toString());
        d = Sm4Decompiler.decompile(swap(base, head + "mov o0.xyzw, cb1[cb0[0].x + 0].xyzw\nret\n"));
        assertTrue(d.gaps().stream().noneMatch(g -> g.contains("never read")), d.gaps().toString());
    }

    private static List<String> outside(dev.dxkit.hlsl.Decompilation d) {
        return d.gaps().stream().filter(g -> g.contains(" outside ")).toList();
    }

    private static Container swap(Container base, String text) {
        dev.dxkit.sm4.asm.Sm4Assembly a = dev.dxkit.sm4.asm.Sm4Assembler.assemble(text);
        assertTrue(a.ok(), () -> a.errors().toString());
        return dev.dxkit.sm4.asm.ProgramSwap.withProgram(base, a.program());
    }

    /** min and max, == and != trade their sources too (fxc reverses those of one variable for them as well). */
    @Test
    void minMaxSourcesReversed() throws IOException {
        String h = decompile("hs_5_0_quad_fodd");
        assertTrue(h.contains("        r0.x = asuint(max(MinTess, asfloat(r0.x)));\n"), h);
        assertTrue(h.contains("        o.SV_TessFactor[0] = min(64.0f, asfloat(r0.x));\n"), h);
    }

    /**
     * What fxc reflects under the original's names is declared so: an array of textures (and samplers) read
     * only by constant indices, which 5.0 reflects as its elements ({@code Layers[0]}, {@code Layers[2]}), is
     * the whole array from the first element's register; fxc's {@code $Params} buffer is the entry point's
     * {@code uniform} parameters; a type RDEF names otherwise than its standard spelling is a {@code typedef}
     * ({@code Matrix44}) or {@code half4} (the program was compiled with the backwards-compatibility flag).
     */
    @Test
    void interfaceNamesAsReflected() throws IOException {
        String h = decompile("ps_5_0_iface");
        assertTrue(h.contains("\ntypedef float4x4 Matrix44;\n"), h);
        assertTrue(h.contains("\nSamplerState Linear[2];\nTexture2D<float4> Layers[3];\n"), h);
        assertTrue(h.contains("    column_major Matrix44 View;\n    float4 Fog;\n"), h);
        assertTrue(h.contains("Output main(Input i, uniform float Gain, uniform float3 Shift)\n"), h);
        assertTrue(h.contains(" = Layers[2].Sample(Linear[1], i.TEXCOORD0.xy).xyzw;\n"), h);
        assertTrue(!h.contains("$Params"), h);
        String half = decompile("ps_5_0_half_f1000");
        assertTrue(half.contains("\n    half4 Tint;\n    half3 Tints[2];\n"), half);
    }

    /**
     * A texture and a sampler of one name (a program compiled with the backwards-compatibility flag from a
     * Direct3D 9 style {@code sampler2D}) are one {@code sampler2D}/{@code samplerCUBE} again, read by {@code
     * tex2D}, {@code tex2Dlod}, {@code texCUBEbias}, {@code tex2Dgrad}; a sampler the source placed keeps its
     * register.
     */
    @Test
    void legacySamplersOfOneName() throws IOException {
        String h = decompile("ps_4_0_sampler2d_f1000");
        assertTrue(h.contains("\nsampler2D Albedo;\nsamplerCUBE Sky;\nsampler2D Detail : register(s2);\n\n"), h);
        assertTrue(h.contains(" = tex2D(Albedo, i.TEXCOORD0.xy).xyzw;\n"), h);
        assertTrue(h.contains(" = tex2Dlod(Detail, float4(i.TEXCOORD0.zw, 0.0f, i.TEXCOORD0.x)).xyzw;\n"), h);
        assertTrue(h.contains(" = texCUBEbias(Sky, float4(i.TEXCOORD1.xyz, i.TEXCOORD0.y)).xyzw;\n"), h);
        assertTrue(h.contains(" = tex2Dgrad(Albedo, i.TEXCOORD0.zw, i.TEXCOORD0.xy, i.TEXCOORD0.yx).xyzw;\n"), h);
        // without the flag (this program's own reflection aside) nothing changes: ps_5_0_iface keeps Texture2D
        assertTrue(decompile("ps_5_0_iface").contains("\nTexture2D<float4> Single;\n"));
    }

    /**
     * A buffer known from its declaration alone, read as {@code cb0[r0.x + 4 + j]} after {@code imul null,
     * r0.x, i, 3}, is declared in parts, the array of three-register elements from register 4 read by the
     * multiplied index ({@code b0_c4[i][j]}): fxc multiplies again and keeps the base in the operand, where
     * {@code b0_c[r0i.x + 4]} came back as one {@code imad}. Registers before and after keep arrays of their own.
     */
    @Test
    void strippedBufferSplitAtTheScaledArray() throws IOException {
        String h = decompile("vs_4_0_skin_strip1");
        assertTrue(h.contains("cbuffer b0 : register(b0)\n{\n    float4 b0_c[4];\n    float4 b0_c4[16][3];\n"
                + "    float4 b0_c52[1];\n};\n"), h);
        assertTrue(h.contains("    r1.y = dot(b0_c4[(uint)i.BLENDINDICES0.y][1].xyzw, i.POSITION0.xyzw);\n"), h);
        assertTrue(h.contains("    o.SV_Position0.xyzw = b0_c[3].xyzw + r0.xyzw;\n"), h);
        assertTrue(h.contains("    o.COLOR0.xyzw = b0_c52[0].xyzw;\n"), h);
        // a shift by one is a multiple of two registers: from register 0 there is no head
        String l = decompile("ps_5_0_lighting_strip1");
        assertTrue(l.contains("cbuffer b2 : register(b2)\n{\n    float4 b2_c0[9][2];\n};\n"), l);
        assertTrue(l.contains(" = asuint(b2_c0[r2.z][1].xyz * b2_c0[r2.z][1].www);\n"), l);
        assertTrue(l.contains("(r2.z >= asuint(b2_c0[8][0].x))"), l);
    }

    /**
     * An indexable temporary's element type comes from what the program does with it: float values stored and
     * read as floats make a {@code float4} array, integer results an {@code int4} one; a denormal literal (fxc
     * folds {@code asfloat(1u)} in a float array to a denormal and flushes it to 0) with floats keeps words.
     */
    @Test
    void indexableTemporaryTypedByItsValues() throws IOException {
        Container base = Container.read(Fixtures.dir().resolve("bin").resolve("ps_4_0_rdef.dxbc"));
        String head = "ps_4_0\ndcl_constantbuffer cb0[1], immediateIndexed\ndcl_output o0.xyzw\ndcl_temps 2\n"
                + "dcl_indexableTemp x0[2], 4\n";
        String h = Sm4Decompiler.decompile(swap(base, head + "mov x0[0].xyzw, l(0.25,1.0,0,-2.0)\n"
                + "add x0[1].xyzw, cb0[0].xyzw, l(1.0,1.0,1.0,1.0)\nftou r0.x, cb0[0].x\n"
                + "add o0.xyzw, x0[r0.x + 0].xyzw, l(0.5,0.5,0.5,0.5)\nret\n")).hlsl();
        assertTrue(h.contains("    float4 x0[2];\n"), h);
        assertTrue(h.contains("    x0[0].xyzw = float4(0.25f, 1.0f, 0.0f, -2.0f);\n"), h);
        String i = Sm4Decompiler.decompile(swap(base, head + "mov x0[0].x, l(3)\nftoi r0.x, cb0[0].x\n"
                + "iadd x0[1].x, r0.x, l(1)\nftou r0.y, cb0[0].y\nmov r1.x, x0[r0.y + 0].x\nitof o0.xyzw, r1.xxxx\nret\n"))
                .hlsl();
        assertTrue(i.contains("    int4 x0[2];\n"), i);
        assertTrue(i.contains("    x0[0].x = 3;\n"), i);
        String w = Sm4Decompiler.decompile(swap(base, head + "mov x0[0].x, l(1)\nmov x0[1].x, l(0.5)\n"
                + "ftou r0.x, cb0[0].x\nadd o0.xyzw, x0[r0.x + 0].xxxx, l(0.5,0.5,0.5,0.5)\nret\n")).hlsl();
        assertTrue(w.contains("    uint4 x0[2];\n"), w);
        assertTrue(w.contains("    x0[0].x = 1u;\n"), w);
        assertTrue(w.contains("    x0[1].x = 0x3f000000u;\n"), w);
    }
}
