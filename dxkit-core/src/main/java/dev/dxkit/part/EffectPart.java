package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The FX10 (or FX11) part of a compiled Direct3D 10/11 effect (fx_4_0, fx_4_1, fx_5_0), summarised by its
 * header ({@code SBinaryHeader} and {@code SBinaryHeader5} of the Effects 11 binary format): the version and
 * the counts of everything the effect holds, and the effect's own constant buffers with their numeric
 * variables, which open the structured block. The unstructured block (names, types, default values, the
 * shaders' bytecode) lies between; the object variables, techniques and passes after the buffers are not
 * walked yet.
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
 * @param fourCC  FX10 or FX11
 * @param tag     the version tag
 * @param counts  the header's counts after the tag, in the order above
 * @param buffers the effect's own constant buffers
 * @param bytes   the part data as stored
 */
public record EffectPart(String fourCC, int tag, List<Long> counts, List<Buffer> buffers, Bytes bytes)
        implements Part {
    private static final String[] FIELDS = {"constantBuffers", "numericVariables", "objectVariables",
            "poolConstantBuffers", "poolNumericVariables", "poolObjectVariables", "techniques", "unstructuredSize",
            "strings", "shaderResources", "depthStencilBlocks", "blendStateBlocks", "rasterizerStateBlocks",
            "samplers", "renderTargetViews", "depthStencilViews", "shaders", "inlineShaders",
            "groups", "unorderedAccessViews", "interfaceVariables", "interfaceVariableElements",
            "classInstanceElements"};

    public EffectPart {
        counts = List.copyOf(counts);
        buffers = List.copyOf(buffers);
    }

    /** A constant buffer of the effect ({@code SBinaryConstantBuffer}) and its numeric variables. */
    public record Buffer(String name, long size, long flags, long bindPoint, List<Variable> variables) {
        public Buffer {
            variables = List.copyOf(variables);
        }
    }

    /** A numeric variable ({@code SBinaryNumericVariable}): its name, type name, semantic and offset in the buffer. */
    public record Variable(String name, String type, String semantic, long offset) {
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
        int unstructured = 4 + 4 * n;
        r.require(unstructured, counts[7], "unstructured block of " + counts[7] + " bytes");
        List<Buffer> buffers = buffers(r, unstructured, unstructured + counts[7].intValue());
        return new EffectPart(fourCC, tag, List.of(counts), buffers, data);
    }

    /**
     * The effect's own constant buffers, which open the structured block at {@code at}: per buffer five words
     * (name, size, flags, variable count, bind point), its annotations, then per variable six words (name,
     * type, semantic, offset, default value, flags) and its annotations. Names and types are offsets into the
     * unstructured block at {@code u}.
     */
    private static List<Buffer> buffers(ByteReader r, int u, int at) {
        int n = r.countAt(0x04, (r.size() - at) / 24, "constant buffer count");
        List<Buffer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            r.require(at, 20, "constant buffer");
            String name = string(r, u, r.u32At(at));
            long size = r.u32At(at + 4);
            long flags = r.u32At(at + 8);
            int vars = r.countAt(at + 12, (r.size() - at) / 24, "variable count");
            long bind = r.u32At(at + 16);
            at = annotations(r, u, at + 20);
            List<Variable> vs = new ArrayList<>(vars);
            for (int k = 0; k < vars; k++) {
                r.require(at, 24, "numeric variable");
                int type = inUnstructured(r, u, at + 4, 4, "variable type offset");
                vs.add(new Variable(string(r, u, r.u32At(at)), string(r, u, r.u32At(type)),
                        string(r, u, r.u32At(at + 8)), r.u32At(at + 12)));
                at = annotations(r, u, at + 24);
            }
            out.add(new Buffer(name, size, flags, bind, vs));
        }
        return out;
    }

    /**
     * Skips the annotations at {@code at} (a count, then per annotation its name and type and its value: one
     * word for a numeric one, one string offset per element for a string); returns the offset after them.
     */
    private static int annotations(ByteReader r, int u, int at) {
        int n = r.countAt(at, (r.size() - at) / 12, "annotation count");
        at += 4;
        for (int i = 0; i < n; i++) {
            r.require(at, 12, "annotation");
            int type = inUnstructured(r, u, at + 4, 28, "annotation type offset");
            long varType = r.u32At(type + 4);                // EVT_Numeric 1, EVT_Object 2
            long elements = r.u32At(type + 8);
            if (varType == 1) {
                at += 12;
            } else if (varType == 2 && r.u32At(type + 24) == 1) {   // EOT_String
                long words = Math.max(1, elements);
                r.require(at + 8, 4 * words, words + " annotation strings");
                at += 8 + (int) (4 * words);
            } else {
                throw r.error(type + 4, "a numeric or string annotation, found variable type " + varType);
            }
        }
        return at;
    }

    /**
     * The part offset of the structure whose unstructured-block offset is the word at {@code word}, checked to
     * leave {@code need} bytes.
     */
    private static int inUnstructured(ByteReader r, int u, int word, int need, String what) {
        long off = r.u32At(word);
        if (off > r.size() - u - need) {
            throw r.error(word, what + " at most " + (r.size() - u - need) + ", found " + off);
        }
        return u + (int) off;
    }

    /** The string at offset {@code off} of the unstructured block at {@code u}. */
    private static String string(ByteReader r, int u, long off) {
        if (off > r.size() - u) {
            throw r.error(u, "a string offset within the part, found " + off);
        }
        return r.cStringAt(u + (int) off);
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
        m.put("buffers", RecordTree.fieldsOf(new Buffers(buffers)).get("buffers"));
        return m;
    }

    /** The buffer list as a record, for the generic tree. */
    private record Buffers(List<Buffer> buffers) {
    }
}
