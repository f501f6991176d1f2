package dev.dxkit.reflect;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.RawPart;
import dev.dxkit.part.RdefPart;
import dev.dxkit.part.ShaderType;
import dev.dxkit.part.ShaderVariable;
import dev.dxkit.part.Sfi0Part;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SignaturePart;
import dev.dxkit.part.StatPart;
import dev.dxkit.part.TypeMember;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code D3DReflect}'s {@code ID3D11ShaderReflection} for a DXBC program (Shader Model 4, 5, 5.1, level 9):
 * the description and counters from RDEF and STAT (the geometry input primitive and instance count included),
 * the parameters from the signature parts, the feature bits from SFI0, and what only the token stream declares
 * (thread-group size, early depth-stencil) from SHDR/SHEX.
 */
final class DxbcReflector {
    /** {@code D3D_SHADER_REQUIRES_EARLY_DEPTH_STENCIL}: reported from dcl_globalFlags, not from SFI0's bit 1. */
    private static final long REQUIRES_EARLY_DEPTH_STENCIL = 0x2;
    /** {@code D3D_SHADER_REQUIRES_64_UAVS}: the one requirement that raises 11_0 to 11_1. */
    private static final long REQUIRES_64_UAVS = 0x8;
    /** dcl_globalFlags bit 13 (the controls' bit 2): forceEarlyDepthStencil. */
    private static final int FORCE_EARLY_DEPTH_STENCIL = 1 << 13;

    private DxbcReflector() {
    }

    static ShaderReflection reflect(Container c) {
        PartEntry code = c.part("SHEX").or(() -> c.part("SHDR")).orElseThrow(
                () -> new DxFormatException("container", 0, "no SHDR or SHEX part: not a Shader Model 4/5 program"));
        Sm4Program program = Sm4Program.read(code.kind(), code.data());
        Optional<RdefPart> rdef = part(c, "RDEF", RdefPart.class);
        Optional<StatPart> stat = part(c, "STAT", StatPart.class);
        long version = program.word(0) & 0xFFFF00FFL;          // [31:16] type, [7:4] major, [3:0] minor

        Declarations d = Declarations.scan(program);
        Map<Counter, Long> counters = new EnumMap<>(Counter.class);
        for (StatPart.Word w : StatPart.Word.values()) {
            counters(w).ifPresent(k -> counters.put(k, stat.map(s -> s.get(w)).orElse(0L)));
        }

        long sfi0 = part(c, "SFI0", Sfi0Part.class).map(Sfi0Part::mask).orElse(0L);
        // SFI0's bit 1 is raw-and-structured buffers; reflection's bit 1 is early depth-stencil
        long requires = sfi0 & ~REQUIRES_EARLY_DEPTH_STENCIL | (d.earlyDepthStencil ? REQUIRES_EARLY_DEPTH_STENCIL : 0);

        List<ConstantBuffer> buffers = new ArrayList<>();
        List<Binding> bindings = new ArrayList<>();
        rdef.ifPresent(r -> {
            for (dev.dxkit.part.ConstantBuffer cb : r.buffers()) {
                List<Variable> vars = new ArrayList<>();
                for (ShaderVariable v : cb.variables()) {
                    vars.add(new Variable(v.name(), v.startOffset(), v.size(), v.flags(),
                            type(r, v.typeOffset(), 0, 0), v.startTexture(), v.textureSize(), v.startSampler(),
                            v.samplerSize()));
                }
                buffers.add(new ConstantBuffer(cb.name(), cb.type(), cb.size(), cb.flags(), vars));
            }
            for (dev.dxkit.part.ResourceBinding b : r.bindings()) {
                bindings.add(new Binding(b.name(), b.type(), b.bindPoint(), b.bindCount(), b.flags(), b.returnType(),
                        b.dimension(), b.sampleCount(), b.space(), b.id()));
            }
        });
        return new ShaderReflection(Reflection.Api.D3D11, version, rdef.map(RdefPart::creator).orElse(""),
                rdef.map(RdefPart::flags).orElse(0L), counters, counters.getOrDefault(Counter.InputPrimitive, 0L),
                stat.map(s -> s.get(StatPart.Word.IsSampleFrequencyShader) != 0).orElse(false),
                interfaceSlots(rdef), minFeatureLevel(c, version, requires),
                d.threadGroup, requires, buffers, bindings,
                parameters(c, "ISGN", "ISG1"), parameters(c, "OSGN", "OSG5", "OSG1"), parameters(c, "PCSG", "PSG1"));
    }

    /**
     * {@code GetNumInterfaceSlots}: RDEF's word at 0x38 (Shader Model 5; 0 in Shader Model 4). Without RDEF
     * D3DReflect reports memory it never set (7274601, 4 or 0 for the same bytes, whatever the heap held),
     * which no container determines: dxkit says 0.
     */
    private static long interfaceSlots(Optional<RdefPart> rdef) {
        return rdef.map(RdefPart::interfaceSlotCount).orElse(0L);
    }

    /** The counter STAT word {@code w} gives, or empty for a word no counter comes from. */
    private static Optional<Counter> counters(StatPart.Word w) {
        try {
            return Optional.of(Counter.valueOf(w.name()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * {@code GetMinFeatureLevel}: 9_1 … 9_3 for a level-9 program (from the Direct3D 9 version its Aon9 part
     * names), 10_0 for 4.0, 10_1 for 4.1, 11_0 for 5.0 and 5.1, 11_1 when it needs 64 UAVs.
     */
    private static long minFeatureLevel(Container c, long version, long requires) {
        Optional<PartEntry> aon9 = c.part("Aon9");
        if (aon9.isPresent()) {
            return level9(aon9.get());
        }
        int major = (int) (version >>> 4 & 0xF);
        int minor = (int) (version & 0xF);
        if (major < 5) {
            return minor == 0 ? 0xA000 : 0xA100;
        }
        return (requires & REQUIRES_64_UAVS) != 0 ? 0xB100 : 0xB000;
    }

    /**
     * 9_1 or 9_3 from the version token of the Direct3D 9 program an Aon9 part holds (its word 3 is the
     * program's offset): {@code x_2_0} for 9_1, {@code x_2_x} (2.1) for 9_3. (Word 1, the level's minimum
     * version, says 2.0 for both.)
     */
    private static long level9(PartEntry aon9) {
        dev.dxkit.io.ByteReader r = aon9.data().reader("Aon9");
        int program = r.countAt(12, r.size() - 4, "program offset");
        long token = r.u32At(program);
        int major = (int) (token >>> 8 & 0xFF);
        int minor = (int) (token & 0xFF);
        return major > 2 || major == 2 && minor >= 1 ? 0x9300 : 0x9100;
    }

    private static Type type(RdefPart r, int offset, long memberOffset, int depth) {
        ShaderType t = r.type(offset);
        List<Type.Member> members = new ArrayList<>();
        if (depth < 64) {
            for (TypeMember m : t.members()) {
                members.add(new Type.Member(m.name(), type(r, m.typeOffset(), m.offset(), depth + 1)));
            }
        }
        return new Type(typeName(r, t), t.varClass(), t.varType(), t.rows(), t.columns(), t.elements(),
                memberOffset, members);
    }

    /** The stored name (Shader Model 5); empty in Shader Model 4. */
    private static String typeName(RdefPart r, ShaderType t) {
        return t.name().orElse("");        // Shader Model 4 RDEF stores no type names; D3DReflect reports none
    }

    static List<Parameter> parameters(Container c, String... kinds) {
        for (String k : kinds) {
            Optional<SignaturePart> s = part(c, k, SignaturePart.class);
            if (s.isPresent()) {
                List<Parameter> out = new ArrayList<>();
                for (SignatureElement e : s.get().elements()) {
                    out.add(new Parameter(e.semanticName(), e.semanticIndex(), e.register(), e.reflectedSystemValue(),
                            e.componentType(), e.mask(), e.readWriteMask(), e.stream(), e.minPrecision()));
                }
                return out;
            }
        }
        return List.of();
    }

    /** Part {@code kind} decoded as {@code type}; a part its decoder refused is an error at that part. */
    static <T extends Part> Optional<T> part(Container c, String kind, Class<T> type) {
        Optional<PartEntry> e = c.part(kind);
        if (e.isEmpty()) {
            return Optional.empty();
        }
        Part p = PartDecoder.decode(kind, e.get().data());
        if (p instanceof RawPart raw && !type.isInstance(p)) {
            throw new DxFormatException("container", e.get().offset(), "the " + kind + " part: " + raw.reason());
        }
        return Optional.of(p).filter(type::isInstance).map(type::cast);
    }

    /** What the declarations of the token stream say that reflection reports. */
    private static final class Declarations {
        ThreadGroupSize threadGroup = new ThreadGroupSize(0, 0, 0);
        boolean earlyDepthStencil;

        static Declarations scan(Sm4Program program) {
            Declarations d = new Declarations();
            TokenCursor cur = program.cursor();
            while (cur.next()) {
                Opcode op = cur.opcode();
                if (op == null) {
                    continue;
                }
                int at = cur.offset();
                switch (op) {
                    // dcl_thread_group x, y, z: three words after the opcode token
                    case DCL_THREAD_GROUP -> d.threadGroup = new ThreadGroupSize(u32(program, at + 1),
                            u32(program, at + 2), u32(program, at + 3));
                    case DCL_GLOBAL_FLAGS -> d.earlyDepthStencil = (cur.token() & FORCE_EARLY_DEPTH_STENCIL) != 0;
                    default -> {
                    }
                }
            }
            return d;
        }

        private static long u32(Sm4Program p, int i) {
            return p.word(i) & 0xFFFFFFFFL;
        }
    }
}
