package dev.dxkit.rootsig;

import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;
import dev.dxkit.part.RootSignaturePart;
import dev.dxkit.part.RootSignaturePart.Parameter;
import dev.dxkit.part.RootSignaturePart.Range;
import dev.dxkit.part.RootSignaturePart.StaticSampler;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The printed form, whole: one element per line in a #define, defaults left out, numbers DXC reads back. */
class RootSignaturePrinterTest {
    private static RootSignaturePart fixture(String id) throws IOException {
        byte[] c = Files.readAllBytes(Fixtures.dir().resolve("rootsig/bin").resolve(id + ".dxbc"));
        return RootSignaturePart.read(Bytes.wrap(Arrays.copyOfRange(c, 0x2c, 0x2c + LittleEndian.i32(c, 0x28))));
    }

    @Test
    void aTypicalRootSignature() throws IOException {
        assertEquals("""
                // root signature version 1.1: dxc -T rootsig_1_1 -E RS, or dxkit rootsig --compile --version 1.1
                #define RS \\
                    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), " \\
                    "CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), " \\
                    "RootConstants(num32BitConstants = 4, b1), " \\
                    "DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL), " \\
                    "DescriptorTable(Sampler(s0, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL), " \\
                    "StaticSampler(s2, filter = FILTER_MIN_MAG_MIP_LINEAR)"
                """, RootSignaturePrinter.print(fixture("typical_graphics_11")));
    }

    @Test
    void everyRangeFieldAndFlag() throws IOException {
        assertEquals(List.of("DescriptorTable(SRV(t0, numDescriptors = unbounded, space = 100, flags = DESCRIPTORS_VOLATILE), "
                        + "UAV(u0, numDescriptors = unbounded, space = 101, offset = 0, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE))"),
                RootSignaturePrinter.elements(fixture("table_bindless_11")));
        assertEquals(List.of("CBV(b33, space = 9, visibility = SHADER_VISIBILITY_HULL, flags = DATA_STATIC)"),
                RootSignaturePrinter.elements(fixture("cbv_all_fields_11")));
    }

    @Test
    void everySamplerFieldAndTheEmptySignature() throws IOException {
        assertEquals(List.of("StaticSampler(s9, filter = FILTER_COMPARISON_ANISOTROPIC, addressU = TEXTURE_ADDRESS_MIRROR, "
                        + "addressV = TEXTURE_ADDRESS_CLAMP, addressW = TEXTURE_ADDRESS_BORDER, mipLODBias = -2.5, maxAnisotropy = 4, "
                        + "comparisonFunc = COMPARISON_GREATER, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK, minLOD = 1.0, "
                        + "maxLOD = 9.5, space = 4, visibility = SHADER_VISIBILITY_PIXEL)"),
                RootSignaturePrinter.elements(fixture("sampler_all_fields_11")));
        // -FLT_MAX: the shortest decimal, 3.4028235E38, is past FLT_MAX for strtod, so more digits, rounded down
        assertEquals(List.of("StaticSampler(s0, minLOD = -3.40282346E+38)"), RootSignaturePrinter.elements(fixture("sampler_lod_04_11")));
        assertEquals("// root signature version 1.0: dxc -T rootsig_1_0 -E RS, or dxkit rootsig --compile --version 1.0\n"
                + "#define RS \"\"\n", RootSignaturePrinter.print(fixture("empty_10")));
    }

    @Test
    void version12SamplerFlagsPrintAndCompileInDxkitsExtension() {
        RootSignaturePart part = RootSignatureWriter.write(3, 0x400,
                List.of(new Parameter(0, 5, List.of(new Range(0, 2, 1, 3, 8, 0xFFFF_FFFFL)), 0, 0, 0, 0)),
                List.of(new StaticSampler(0x15, 4, 4, 4, 0, 16, 4, 4, 0, Float.MAX_VALUE, 0, 0, 0, 3)));
        String text = RootSignaturePrinter.print(part);
        assertEquals("""
                // root signature version 1.2: dxkit rootsig --compile --version 1.2 (DXC has no rootsig_1_2 target)
                #define RS \\
                    "RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED), " \\
                    "DescriptorTable(SRV(t1, numDescriptors = 2, space = 3, flags = DATA_STATIC), visibility = SHADER_VISIBILITY_PIXEL), " \\
                    "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_BORDER, addressV = TEXTURE_ADDRESS_BORDER, addressW = TEXTURE_ADDRESS_BORDER, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT, flags = UINT_BORDER_COLOR | NON_NORMALIZED_COORDINATES)"
                """, text);
        RootSignaturePart back = RootSignatureCompiler.compile("rs.hlsl", text.getBytes(StandardCharsets.ISO_8859_1), null, 3);
        assertEquals(part.encode(), back.encode());
        assertEquals(56, back.encode().size() - LittleEndian.i32(back.encode().toArray(), 16)); // one 56-byte sampler
    }
}
