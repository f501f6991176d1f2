package dev.dxkit.rootsig;

import dev.dxkit.part.Named;
import dev.dxkit.part.RootSignatureNames;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The root-signature values are named twice, on purpose: {@code part.RootSignatureNames} (floor 3) gives the
 * d3d12.h names a dump of an RTS0 part prints, {@link Keyword} (floor 4) the words of the HLSL root-signature
 * language, which spells some groups differently ({@code TEXTURE_ADDRESS_WRAP} for
 * {@code D3D12_TEXTURE_ADDRESS_MODE_WRAP}, {@code COMPARISON_LESS} for {@code D3D12_COMPARISON_FUNC_LESS}). The
 * part cannot use the language's enum (it sits below it), so this keeps the two tables from drifting: every keyword
 * that names a value has the d3d12.h name of that value, and every value d3d12.h names has a keyword (but the four
 * newer MIN_MAG_ANISOTROPIC_MIP_POINT filters).
 */
class KeywordNamesAgreementTest {
    @Test
    void everyKeywordNamesTheValueD3d12Names() {
        Map<Keyword.Group, Integer> counts = new EnumMap<>(Keyword.Group.class);
        for (Keyword k : Keyword.values()) {
            String n = k.name();
            long v = k.value() & 0xFFFF_FFFFL;
            List<String> expected = List.of();
            List<String> actual = List.of();
            switch (k.group()) {
                case VISIBILITY -> {
                    expected = List.of("D3D12_" + n);
                    actual = single(RootSignatureNames.visibility(v));
                }
                case FILTER -> {
                    expected = List.of("D3D12_" + n);
                    actual = single(RootSignatureNames.filter(v));
                }
                case ADDRESS -> {
                    expected = List.of("D3D12_TEXTURE_ADDRESS_MODE_" + n.substring("TEXTURE_ADDRESS_".length()));
                    actual = single(RootSignatureNames.addressMode(v));
                }
                case COMPARISON -> {
                    expected = List.of("D3D12_COMPARISON_FUNC_" + n.substring("COMPARISON_".length()));
                    actual = single(RootSignatureNames.comparison(v));
                }
                case BORDER -> {
                    expected = List.of("D3D12_" + n);
                    actual = single(RootSignatureNames.borderColor(v));
                }
                case ROOT_FLAG -> {
                    expected = List.of("D3D12_ROOT_SIGNATURE_FLAG_" + n);
                    actual = RootSignatureNames.rootFlags(v).names();
                }
                case RANGE_FLAG -> {
                    expected = List.of("D3D12_DESCRIPTOR_RANGE_FLAG_" + n);
                    actual = RootSignatureNames.rangeFlags(v).names();
                }
                case DATA_FLAG -> {
                    // a range flag and a root descriptor flag at once
                    expected = List.of("D3D12_DESCRIPTOR_RANGE_FLAG_" + n, "D3D12_ROOT_DESCRIPTOR_FLAG_" + n);
                    actual = List.of(RootSignatureNames.rangeFlags(v).names().get(0),
                            RootSignatureNames.descriptorFlags(v).names().get(0));
                }
                case SAMPLER_FLAG -> {
                    expected = List.of("D3D12_SAMPLER_FLAG_" + n);
                    actual = RootSignatureNames.samplerFlags(v).names();
                }
                default -> {
                    continue; // elements, parameter names and the special values name no d3d12.h value
                }
            }
            assertEquals(expected, actual, k.name());
            counts.merge(k.group(), 1, Integer::sum);
        }
        // and no value d3d12.h names lacks a keyword
        assertEquals(named(RootSignatureNames::visibility, 16), counts.get(Keyword.Group.VISIBILITY));
        // d3d12.h's newer D3D12_FILTER_*MIN_MAG_ANISOTROPIC_MIP_POINT (0x54 with each reduction) has no keyword in
        // Keyword's table: the dump names it, the compiler does not take it (whether dxc's does is not checked here)
        for (long v : new long[] {0x54, 0xd4, 0x154, 0x1d4}) {
            assertEquals(true, RootSignatureNames.filter(v).name().endsWith("MIN_MAG_ANISOTROPIC_MIP_POINT"));
        }
        assertEquals(named(RootSignatureNames::filter, 0x200) - 4, counts.get(Keyword.Group.FILTER));
        assertEquals(named(RootSignatureNames::addressMode, 16), counts.get(Keyword.Group.ADDRESS));
        assertEquals(named(RootSignatureNames::comparison, 16), counts.get(Keyword.Group.COMPARISON));
        assertEquals(named(RootSignatureNames::borderColor, 16), counts.get(Keyword.Group.BORDER));
        assertEquals(bits(v -> RootSignatureNames.rootFlags(v).names()), counts.get(Keyword.Group.ROOT_FLAG));
        assertEquals(bits(v -> RootSignatureNames.rangeFlags(v).names()),
                counts.get(Keyword.Group.RANGE_FLAG) + counts.get(Keyword.Group.DATA_FLAG));
        assertEquals(bits(v -> RootSignatureNames.descriptorFlags(v).names()), counts.get(Keyword.Group.DATA_FLAG));
        assertEquals(bits(v -> RootSignatureNames.samplerFlags(v).names()), counts.get(Keyword.Group.SAMPLER_FLAG));
    }

    private static List<String> single(Named n) {
        return n.name() == null ? List.of() : List.of(n.name());
    }

    private static int named(LongFunction<Named> names, int below) {
        int count = 0;
        for (long v = 0; v < below; v++) {
            count += names.apply(v).name() != null ? 1 : 0;
        }
        return count;
    }

    /** The number of the 32 single bits that have a name (an unnamed bit is listed by its number, if at all). */
    private static int bits(LongFunction<List<String>> names) {
        int count = 0;
        for (int b = 0; b < 32; b++) {
            List<String> n = names.apply(1L << b);
            count += n.size() == 1 && n.get(0).startsWith("D3D12_") ? 1 : 0;
        }
        return count;
    }
}
