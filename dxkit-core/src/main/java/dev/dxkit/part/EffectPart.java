package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The FX10 (or FX11) part of a compiled Direct3D 10/11 effect (fx_4_0, fx_4_1, fx_5_0), summarised by its
 * header ({@code SBinaryHeader} and {@code SBinaryHeader5} of the Effects 11 binary format): the version and
 * the counts of everything the effect holds. The unstructured block (names, default values, the shaders'
 * bytecode) and the structured block (buffers, variables, techniques, passes) follow; this record does not
 * walk them.
 *
 * <pre>
 * 0x00 u32 tag: 0xfeff1001 fx_4_0, 0xfeff1011 fx_4_1, 0xfeff2001 fx_5_0
 * 0x04 u32[3] the effect's constant buffers, numeric variables, object variables
 * 0x10 u32[3] the same in the effect pool it shares
 * 0x1c u32 techniques  0x20 u32 unstructured size  0x24 u32 strings  0x28 u32 shader resources
 * 0x2c u32 depth-stencil blocks  0x30 blend  0x34 rasterizer  0x38 samplers  0x3c render-target views
 * 0x40 u32 depth-stencil views  0x44 u32 shaders  0x48 u32 inline shaders
 * fx_5_0: 0x4c u32 groups  0x50 unordered-access views  0x54 interface variables
 *         0x58 interface variable elements  0x5c class instance elements
 * </pre>
 *
 * @param fourCC FX10 or FX11
 * @param tag    the version tag
 * @param counts the header's counts after the tag, in the order above
 * @param bytes  the part data as stored
 */
public record EffectPart(String fourCC, int tag, List<Long> counts, Bytes bytes) implements Part {
    private static final String[] FIELDS = {"constantBuffers", "numericVariables", "objectVariables",
            "poolConstantBuffers", "poolNumericVariables", "poolObjectVariables", "techniques", "unstructuredSize",
            "strings", "shaderResources", "depthStencilBlocks", "blendStateBlocks", "rasterizerStateBlocks",
            "samplers", "renderTargetViews", "depthStencilViews", "shaders", "inlineShaders",
            "groups", "unorderedAccessViews", "interfaceVariables", "interfaceVariableElements",
            "classInstanceElements"};

    public EffectPart {
        counts = List.copyOf(counts);
    }

    static EffectPart read(String fourCC, Bytes data) {
        ByteReader r = data.reader(fourCC);
        r.require(0, 4, "effect version tag");
        int tag = r.i32At(0);
        if (version(tag) == null) {
            throw r.error(0, String.format(java.util.Locale.ROOT,
                    "effect tag 0xfeff1001, 0xfeff1011 or 0xfeff2001, found 0x%08x", tag));
        }
        int n = tag == 0xfeff2001 ? 23 : 18;
        r.require(4, 4L * n, "effect header");
        Long[] counts = new Long[n];
        for (int i = 0; i < n; i++) {
            counts[i] = r.u32At(4 + 4 * i);
        }
        r.require(4 + 4 * n, counts[7], "unstructured block of " + counts[7] + " bytes");
        return new EffectPart(fourCC, tag, List.of(counts), data);
    }

    /** The profile a tag stands for, or null. */
    private static String version(int tag) {
        return switch (tag) {
            case 0xfeff1001 -> "fx_4_0";
            case 0xfeff1011 -> "fx_4_1";
            case 0xfeff2001 -> "fx_5_0";
            default -> null;
        };
    }

    @Override
    public Bytes encode() {
        return bytes;
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>(Part.super.tree());
        m.put("version", Named.of(version(tag), tag & 0xFFFF_FFFFL));
        for (int i = 0; i < counts.size(); i++) {
            m.put(FIELDS[i], counts.get(i));
        }
        return m;
    }
}
