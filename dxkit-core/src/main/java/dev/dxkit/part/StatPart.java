package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.FourCC;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The statistics of a Shader Model 4 or 5 program (STAT): an array of 32-bit counters, 29 words (116 bytes)
 * from Shader Model 4.0/4.1 targets and 37 (148 bytes) from 5.0 (format doc, "Reflection and statistics").
 * Each word is named as {@code D3D11_SHADER_DESC} names the value D3DReflect returns from it; a word no field
 * comes from keeps a {@code wordN} name and its raw value. (In a DXIL container STAT is a program header and a
 * reflection bitcode module: {@link PartDecoder} reads it as a {@link DxilProgramPart}.)
 *
 * @param words the counters as stored
 */
public record StatPart(long[] words) implements Part {
    /** Size of the Shader Model 4.0/4.1 form. */
    public static final int SM4_SIZE = 116;
    /** Size of the Shader Model 5.0 form. */
    public static final int SM5_SIZE = 148;

    /** What each word is, by index. */
    public enum Word {
        InstructionCount, TempRegisterCount, DefCount, DclCount, FloatInstructionCount, IntInstructionCount,
        UintInstructionCount, StaticFlowControlCount, DynamicFlowControlCount, MacroInstructionCount,
        TempArrayCount, ArrayInstructionCount, CutInstructionCount, EmitInstructionCount,
        TextureNormalInstructions, TextureLoadInstructions, TextureCompInstructions, TextureBiasInstructions,
        TextureGradientInstructions, MovInstructionCount, MovcInstructionCount, ConversionInstructionCount,
        word22, InputPrimitive, GSOutputTopology, GSMaxOutputVertexCount, word26, word27,
        /** 1 in a pixel program that runs per sample (format doc). */
        IsSampleFrequencyShader,
        /** A geometry program's instance count (dcl_gsinstances); reflection reports it from here. */
        cGSInstanceCount,
        /** A hull program's output or a domain program's input control points. */
        cControlPoints,
        /** {@code D3D_TESSELLATOR_OUTPUT_PRIMITIVE}: 1 point, 2 line, 3 triangle cw, 4 triangle ccw. */
        HSOutputPrimitive,
        /** {@code D3D_TESSELLATOR_PARTITIONING}: 1 integer, 2 pow2, 3 odd fractional, 4 even fractional. */
        HSPartitioning,
        /** {@code D3D_TESSELLATOR_DOMAIN}: 1 isoline, 2 triangle, 3 quad. */
        TessellatorDomain,
        cBarrierInstructions, cInterlockedInstructions, cTextureStoreInstructions
    }

    public StatPart {
        words = words.clone();
    }

    @Override
    /** {@return a copy of the part's words, in the order of the field names} */
    public long[] words() {
        return words.clone();
    }

    @Override
    public String fourCC() {
        return "STAT";
    }

    /** The word {@code w}, or 0 where this form has no such word. */
    public long get(Word w) {
        return w.ordinal() < words.length ? words[w.ordinal()] : 0;
    }

    private static final int DXIL = FourCC.of("DXIL");

    /**
     * Whether {@code data} is the counter array, i.e. whether {@link PartDecoder} decodes it as a StatPart: 116 or
     * 148 bytes and no DXIL program header (the word at 8 is not {@code DXIL}).
     */
    public static boolean isCounterArray(Bytes data) {
        int n = data.size();
        return (n == SM4_SIZE || n == SM5_SIZE) && data.reader("STAT").i32At(8) != DXIL;
    }

    static Part read(Bytes data) {
        // a DXIL program header (version, size, "DXIL", …) marks the Shader Model 6 form: bitcode
        if (data.size() >= 12 && data.reader("STAT").i32At(8) == DXIL) {
            return new RawPart("STAT", data, "a DXIL program (bitcode module), not the Shader Model 4/5 counters");
        }
        if (data.size() != SM4_SIZE && data.size() != SM5_SIZE) {
            return new RawPart("STAT", data, "STAT of " + data.size() + " bytes is neither the Shader Model 4 ("
                    + SM4_SIZE + ") nor the 5.0 (" + SM5_SIZE + ") counter array");
        }
        ByteReader r = data.reader("STAT");
        long[] w = new long[data.size() / 4];
        for (int i = 0; i < w.length; i++) {
            w[i] = r.u32At(4 * i);
        }
        return new StatPart(w);
    }

    @Override
    public Bytes encode() {
        byte[] a = new byte[words.length * 4];
        for (int i = 0; i < words.length; i++) {
            dev.dxkit.io.LittleEndian.putI32(a, 4 * i, (int) words[i]);
        }
        return Bytes.wrap(a);
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "STAT");
        m.put("size", words.length * 4);
        Map<String, Object> ws = new LinkedHashMap<>();
        Word[] names = Word.values();
        for (int i = 0; i < words.length; i++) {
            ws.put(names[i].name(), typed(names[i], words[i]));
        }
        m.put("words", ws);
        return m;
    }

    /** The primitive and tessellator words by their d3dcommon.h names, the sample-frequency word as a boolean. */
    private static Object typed(Word w, long v) {
        String name = switch (w) {
            case InputPrimitive -> PrimitiveNames.primitive(v);
            case GSOutputTopology -> PrimitiveNames.topology(v);
            case HSOutputPrimitive -> PrimitiveNames.tessellatorOutputPrimitive(v);
            case HSPartitioning -> PrimitiveNames.partitioning(v);
            case TessellatorDomain -> PrimitiveNames.domain(v);
            default -> null;
        };
        if (w == Word.InputPrimitive || w == Word.GSOutputTopology || w == Word.HSOutputPrimitive
                || w == Word.HSPartitioning || w == Word.TessellatorDomain) {
            return Named.of(name, v);
        }
        if (w == Word.IsSampleFrequencyShader && (v == 0 || v == 1)) {
            return v == 1;
        }
        return v;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StatPart s && java.util.Arrays.equals(words, s.words);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(words);
    }

    @Override
    public String toString() {
        return "StatPart" + java.util.Arrays.toString(words);
    }
}
