package dev.dxkit.sm4.decompile;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixtures;

import org.junit.jupiter.api.Test;

import java.io.IOException;

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
        String h = decompile("ps_4_0_level_9_1_loopy");
        assertTrue(h.contains("        [flatten] if (r1u.y != 0u) break;\n"), h);
    }

    /** min and max, == and != trade their sources too (fxc reverses those of one variable for them as well). */
    @Test
    void minMaxSourcesReversed() throws IOException {
        String h = decompile("hs_5_0_quad_fodd");
        assertTrue(h.contains("        r0.x = asuint(max(MinTess, asfloat(r0.x)));\n"), h);
        assertTrue(h.contains("        o.SV_TessFactor[0] = min(64.0f, asfloat(r0.x));\n"), h);
    }
}
