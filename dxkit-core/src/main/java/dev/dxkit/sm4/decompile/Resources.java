package dev.dxkit.sm4.decompile;

import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandIndex;
import dev.dxkit.sm4.OperandType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Instructions that read or write a resource, as the HLSL methods that compile to them: {@code Sample*},
 * {@code Gather*}, {@code Load}, indexing, {@code Store*}, {@code GetDimensions}, {@code Interlocked*},
 * {@code IncrementCounter}; thread-group memory as {@code groupshared uint} arrays.
 */
final class Resources {
    private final Scope scope;
    private final Operands ops;
    private final Body body;
    /** Thread-group memory: register → words per structure (0 for raw). */
    private final Map<Long, Long> shared;

    Resources(Scope scope, Operands ops, Body body) {
        this.scope = scope;
        this.ops = ops;
        this.body = body;
        this.shared = scope.shared;
    }

    /** The binding and HLSL name of a resource, sampler or view operand, or null. */
    private record Ref(Binding binding, String name) {
    }

    private Ref ref(Operand o) {
        char cls = switch (o.type()) {
            case RESOURCE -> 't';
            case SAMPLER -> 's';
            case UNORDERED_ACCESS_VIEW -> 'u';
            default -> 0;
        };
        if (cls == 0 || o.indices().isEmpty()) {
            return null;
        }
        Binding b = scope.bindings().of(cls, o.index(0));
        if (b == null) {
            return null;
        }
        if (!b.array()) {
            return new Ref(b, b.name());
        }
        OperandIndex reg = o.indices().get(scope.bindings().sm51() && o.indices().size() > 1 ? 1 : 0);
        long k = reg.immediate() - b.lower();
        String idx;
        if (reg.relative() == null) {
            idx = Long.toString(k);
        } else {
            String r = ops.read(reg.relative(), new int[] {Operands.component(reg.relative(), 0)}, 'u');
            idx = k == 0 ? r : r + " + " + k + "u";
            if (o.nonUniform()) {
                idx = "NonUniformResourceIndex(" + idx + ")";
            }
        }
        return new Ref(b, b.name() + "[" + idx + "]");
    }

    /**
     * While a tiled-resource feedback form ({@code sample_l_s} …) is written as its base instruction: the local
     * that receives the status (the methods' last, {@code out uint Status}, parameter), and the clamp operand
     * of a {@code _cl} form; null otherwise.
     */
    private String status;
    private Operand clamp;
    /** While a consume buffer's load is written: the element expression ({@code cons.Consume()}). */
    private String element;

    /** {@code ld_structured} of the element a consume just took, as members of {@code consume}'s value. */
    boolean consumed(Instruction ld, String consume) {
        element = consume;
        try {
            return loadStructured(ld, ld.operands());
        } finally {
            element = null;
        }
    }
    private int statuses;

    /** Writes {@code in} if it is a resource instruction; false when it is none or cannot be written. */
    boolean write(Instruction in) {
        Opcode base = feedbackBase(in.opcode());
        if (base != null) {
            return feedback(in, base);
        }
        return write(in, in.operands(), in.opcode());
    }

    /** The instruction a feedback form ({@code *_s}) adds its status to, or null. */
    private static Opcode feedbackBase(Opcode op) {
        return switch (op) {
            case GATHER4_FEEDBACK -> Opcode.GATHER4;
            case GATHER4_C_FEEDBACK -> Opcode.GATHER4_C;
            case GATHER4_PO_FEEDBACK -> Opcode.GATHER4_PO;
            case GATHER4_PO_C_FEEDBACK -> Opcode.GATHER4_PO_C;
            case LD_FEEDBACK -> Opcode.LD;
            case LD_MS_FEEDBACK -> Opcode.LD_MS;
            case LD_UAV_TYPED_FEEDBACK -> Opcode.LD_UAV_TYPED;
            case LD_RAW_FEEDBACK -> Opcode.LD_RAW;
            case LD_STRUCTURED_FEEDBACK -> Opcode.LD_STRUCTURED;
            case SAMPLE_L_FEEDBACK -> Opcode.SAMPLE_L;
            case SAMPLE_C_LZ_FEEDBACK -> Opcode.SAMPLE_C_LZ;
            case SAMPLE_CLAMP_FEEDBACK -> Opcode.SAMPLE;
            case SAMPLE_B_CLAMP_FEEDBACK -> Opcode.SAMPLE_B;
            case SAMPLE_D_CLAMP_FEEDBACK -> Opcode.SAMPLE_D;
            case SAMPLE_C_CLAMP_FEEDBACK -> Opcode.SAMPLE_C;
            default -> null;
        };
    }

    /**
     * A feedback form: its base instruction's method with the overload that ends in {@code out uint Status}
     * (after the offset, which that overload always takes where the resource has one, and the clamp of a
     * {@code _cl} form), the status then moved to the instruction's second destination.
     */
    private boolean feedback(Instruction in, Opcode base) {
        List<Operand> o = new ArrayList<>(in.operands());
        if (o.size() < 4) {
            return false;
        }
        Operand st = o.remove(1);
        Operand cl = null;
        if (base == Opcode.SAMPLE || base == Opcode.SAMPLE_B || base == Opcode.SAMPLE_D || base == Opcode.SAMPLE_C) {
            cl = o.remove(o.size() - 1);                     // the _cl forms' last operand: the LOD clamp
        }
        String name = "__st" + statuses++;                    // no RDEF name starts with __ (Keywords)
        body.line("uint " + name + ";");
        status = name;
        clamp = cl;
        boolean ok;
        try {
            ok = write(in, o, base);
        } finally {
            status = null;
            clamp = null;
        }
        if (ok && st.type() != OperandType.NULL) {
            body.assign(in, st, 'u', l -> Body.splat(name, l.length));
        }
        return ok;
    }

    /** The clamp and the status argument of a feedback form's method (nothing for another instruction). */
    private void tail(StringBuilder args) {
        if (status != null) {
            if (clamp != null) {
                args.append(", ").append(ops.source(clamp, new int[] {0}, 'f'));
            }
            args.append(", ").append(status);
        }
    }

    private boolean write(Instruction in, List<Operand> o, Opcode op) {
        switch (op) {
            case SAMPLE, SAMPLE_B, SAMPLE_L, SAMPLE_D, SAMPLE_C, SAMPLE_C_LZ -> {
                Ref t = ref(o.get(2));
                Ref s = ref(o.get(3));
                if (t == null || s == null) {
                    return false;
                }
                String c = ops.source(o.get(1), Body.first(t.binding().coordinates()), 'f');
                String legacy = scope.bindings().legacy(t.binding());
                if (legacy != null) {
                    // a Direct3D 9 style sampler (texture and sampler of one name): tex2D, tex2Dbias (bias in w),
                    // tex2Dlod (level in w), tex2Dgrad
                    int n = t.binding().coordinates();
                    String w = op == Opcode.SAMPLE_B || op == Opcode.SAMPLE_L
                            ? "float4(" + c + ", " + "0.0f, ".repeat(3 - n) + ops.source(o.get(4), new int[] {0}, 'f') + ")"
                            : c;
                    if (op == Opcode.SAMPLE_D) {
                        w += ", " + ops.source(o.get(4), Body.first(n), 'f') + ", " + ops.source(o.get(5), Body.first(n), 'f');
                    }
                    String f = switch (op) {
                        case SAMPLE_B -> "bias";
                        case SAMPLE_L -> "lod";
                        case SAMPLE_D -> "grad";
                        default -> "";
                    };
                    return result(in, o.get(0), o.get(2), "tex" + legacy + f + "(" + t.name() + ", " + w + ")", 'f', 4);
                }
                String method = switch (op) {
                    case SAMPLE -> "Sample";
                    case SAMPLE_B -> "SampleBias";
                    case SAMPLE_L -> "SampleLevel";
                    case SAMPLE_D -> "SampleGrad";
                    case SAMPLE_C -> "SampleCmp";
                    default -> "SampleCmpLevelZero";
                };
                StringBuilder args = new StringBuilder(s.name()).append(", ").append(c);
                if (op == Opcode.SAMPLE_D) {
                    int g = t.binding().offsets() == 0 ? t.binding().coordinates() : t.binding().offsets();
                    if (t.binding().dimension() == 6 || t.binding().dimension() == 10) {
                        g = 3;
                    }
                    args.append(", ").append(ops.source(o.get(4), Body.first(g), 'f'))
                            .append(", ").append(ops.source(o.get(5), Body.first(g), 'f'));
                } else if (op != Opcode.SAMPLE) {
                    args.append(", ").append(ops.source(o.get(4), new int[] {0}, 'f'));
                }
                offset(in, t.binding(), args);
                tail(args);
                boolean scalar = op == Opcode.SAMPLE_C || op == Opcode.SAMPLE_C_LZ;
                return result(in, o.get(0), o.get(2), t.name() + "." + method + "(" + args + ")",
                        scalar ? 'f' : t.binding().elementType(), scalar ? 1 : t.binding().elementWidth());
            }
            case GATHER4, GATHER4_C, GATHER4_PO, GATHER4_PO_C -> {
                boolean po = op == Opcode.GATHER4_PO || op == Opcode.GATHER4_PO_C;
                int ti = po ? 3 : 2;
                Ref t = ref(o.get(ti));
                Ref s = ref(o.get(ti + 1));
                if (t == null || s == null) {
                    return false;
                }
                int channel = Operands.component(o.get(ti + 1), 0);
                boolean cmp = op == Opcode.GATHER4_C || op == Opcode.GATHER4_PO_C;
                String method = (cmp ? "GatherCmp" : "Gather") + new String[] {"", "Green", "Blue", "Alpha"}[channel];
                StringBuilder args = new StringBuilder(s.name()).append(", ")
                        .append(ops.source(o.get(1), Body.first(t.binding().coordinates()), 'f'));
                if (cmp) {
                    args.append(", ").append(ops.source(o.get(ti + 2), new int[] {0}, 'f'));
                }
                if (po) {
                    args.append(", ").append(ops.source(o.get(2), Body.first(2), 'i'));
                } else {
                    offset(in, t.binding(), args);
                }
                tail(args);
                return result(in, o.get(0), o.get(ti), t.name() + "." + method + "(" + args + ")",
                        t.binding().elementType(), 4);
            }
            case LOD -> {
                Ref t = ref(o.get(2));
                Ref s = ref(o.get(3));
                if (t == null || s == null || (o.get(0).mask() & 0xC) != 0) {
                    return false;
                }
                String c = ops.source(o.get(1), Body.first(t.binding().lodCoordinates()), 'f');
                body.assign(in, o.get(0), 'f', l -> {
                    int comp = Operands.component(o.get(2), l[0]);
                    return l.length == 1 ? t.name() + ".CalculateLevelOfDetail" + (comp == 1 ? "Unclamped" : "") + "("
                            + s.name() + ", " + c + ")"
                            : "float2(" + t.name() + ".CalculateLevelOfDetail(" + s.name() + ", " + c + "), " + t.name()
                            + ".CalculateLevelOfDetailUnclamped(" + s.name() + ", " + c + "))";
                });
                return true;
            }
            case LD, LD_MS -> {
                Ref t = ref(o.get(2));
                if (t == null) {
                    return false;
                }
                Binding b = t.binding();
                Bindings.TbufferRead tb = scope.bindings().tbuffers.get(b.name());
                if (tb != null) {
                    // a tbuffer's register, by its index
                    String r = ops.source(o.get(1), new int[] {0}, 'u');
                    return op == Opcode.LD && result(in, o.get(0), o.get(2), tb.at(r), tb.type(), 4);
                }
                String addr;
                if (b.dimension() == 1) {
                    addr = ops.source(o.get(1), new int[] {0}, 'i');
                } else if (op == Opcode.LD_MS) {
                    addr = ops.source(o.get(1), Body.first(b.coordinates()), 'i') + ", "
                            + ops.source(o.get(3), new int[] {0}, 'i');
                } else {
                    int n = b.coordinates();
                    int[] lanes = new int[n + 1];
                    System.arraycopy(Body.first(n), 0, lanes, 0, n);
                    lanes[n] = 3;
                    addr = ops.source(o.get(1), lanes, 'i');
                }
                StringBuilder args = new StringBuilder(addr);
                offset(in, b, args);
                tail(args);
                if (b.declaration().contains("<double")) {
                    return loadDoubles(in, o.get(0), o.get(2), t.name() + ".Load(" + args + ")", b.elementWidth());
                }
                return result(in, o.get(0), o.get(2), t.name() + ".Load(" + args + ")", b.elementType(), b.elementWidth());
            }
            case LD_UAV_TYPED -> {
                Ref u = ref(o.get(2));
                if (u == null) {
                    return false;
                }
                String addr = ops.source(o.get(1), Body.first(u.binding().coordinates()), 'u');
                return result(in, o.get(0), o.get(2), status != null ? u.name() + ".Load(" + addr + ", " + status + ")"
                        : u.name() + "[" + addr + "]", u.binding().elementType(),
                        u.binding().elementWidth());
            }
            case STORE_UAV_TYPED -> {
                Ref u = ref(o.get(0));
                if (u == null) {
                    return false;
                }
                String addr = ops.source(o.get(1), Body.first(u.binding().coordinates()), 'u');
                body.line(u.name() + "[" + addr + "] = " + ops.source(o.get(2), Body.first(u.binding().elementWidth()),
                        u.binding().elementType()) + ";");
                return true;
            }
            case LD_RAW -> {
                return loadRaw(in, o);
            }
            case STORE_RAW -> {
                return storeRaw(o);
            }
            case LD_STRUCTURED -> {
                return loadStructured(in, o);
            }
            case STORE_STRUCTURED -> {
                return storeStructured(o);
            }
            case RESINFO -> {
                return resinfo(in, o);
            }
            case BUFINFO -> {
                Ref t = ref(o.get(1));
                if (t == null || reads(o.get(0), o.get(1), 1) != 0) {
                    return false;                        // only x, the element count, has a value GetDimensions names
                }
                String call = t.binding().dimension() == 12 ? "{ uint2 d; " + t.name() + ".GetDimensions(d.x, d.y); "
                        : "{ uint2 d; " + t.name() + ".GetDimensions(d.x); ";
                StringBuilder b = new StringBuilder(call);
                for (Operands.Target g : ops.targets(o.get(0))) {
                    b.append(g.text()).append(" = ").append(Operands.convert("d.x", 'u', g.first().type(), 1)).append("; ");
                }
                body.line(b.append('}').toString());
                return true;
            }
            case SAMPLE_POS -> {
                if (reads(o.get(0), o.get(1), 2) != 0) {
                    return false;                        // a position has x and y alone
                }
                String idx = ops.source(o.get(2), new int[] {0}, 'i');
                String call;
                if (o.get(1).type() == OperandType.RASTERIZER) {
                    call = "GetRenderTargetSamplePosition(" + idx + ")";
                } else {
                    Ref t = ref(o.get(1));
                    if (t == null) {
                        return false;
                    }
                    call = t.name() + ".GetSamplePosition(" + idx + ")";
                }
                return result(in, o.get(0), o.get(1), call, 'f', 2);
            }
            case SAMPLE_INFO -> {
                char t = (in.token() >> 11 & 1) != 0 ? 'u' : 'f';     // sampleinfo_uint: bit 11 (resinfo's is 2 bits)
                if (o.get(1).type() != OperandType.RASTERIZER) {
                    // a multisampled texture's sample count: GetDimensions' last value (its x; the rest is 0)
                    Ref r = ref(o.get(1));
                    if (r == null || !r.binding().isMultisample()) {
                        return false;
                    }
                    for (int c = 0; c < 4; c++) {
                        if ((o.get(0).mask() & 1 << c) != 0 && Operands.component(o.get(1), c) != 0) {
                            return false;                  // y, z, w of the result: not named by GetDimensions
                        }
                    }
                    String type = t == 'u' ? "uint" : "float";
                    String outs = r.binding().dimension() == 9 ? "w, h, e, n" : "w, h, n";
                    body.line("{");
                    body.indent();
                    body.line(type + " " + outs + ";");
                    body.line(r.name() + ".GetDimensions(" + outs + ");");
                    body.assign(in, o.get(0), t, l -> Body.splat("n", l.length));
                    body.outdent();
                    body.line("}");
                    return true;
                }
                if (reads(o.get(0), o.get(1), 1) != 0) {
                    return false;                        // the count is x alone
                }
                body.assign(in, o.get(0), t, l -> t == 'u' ? Body.splat("GetRenderTargetSampleCount()", l.length)
                        : "(" + Operands.typeName('f', l.length) + ")GetRenderTargetSampleCount()");
                return true;
            }
            case IMM_ATOMIC_ALLOC, IMM_ATOMIC_CONSUME -> {
                Ref u = ref(o.get(1));
                if (u != null && op == Opcode.IMM_ATOMIC_ALLOC && u.binding().declaration().contains("AppendStructuredBuffer")) {
                    return body.append(in, u.name(), u.binding());
                }
                if (u != null && op == Opcode.IMM_ATOMIC_CONSUME && u.binding().declaration().contains("ConsumeStructuredBuffer")) {
                    return body.consume(in, u.name(), u.binding());
                }
                if (u == null || !u.binding().declaration().contains("RWStructuredBuffer")) {
                    return false;
                }
                String m = op == Opcode.IMM_ATOMIC_ALLOC ? ".IncrementCounter()" : ".DecrementCounter()";
                body.assign(in, o.get(0), 'u', l -> Body.splat(u.name() + m, l.length));
                return true;
            }
            case ATOMIC_AND, ATOMIC_OR, ATOMIC_XOR, ATOMIC_CMP_STORE, ATOMIC_IADD, ATOMIC_IMAX, ATOMIC_IMIN,
                    ATOMIC_UMAX, ATOMIC_UMIN -> {
                return atomic(in, o, false);
            }
            case IMM_ATOMIC_IADD, IMM_ATOMIC_AND, IMM_ATOMIC_OR, IMM_ATOMIC_XOR, IMM_ATOMIC_EXCH, IMM_ATOMIC_CMP_EXCH,
                    IMM_ATOMIC_IMAX, IMM_ATOMIC_IMIN, IMM_ATOMIC_UMAX, IMM_ATOMIC_UMIN -> {
                return atomic(in, o, true);
            }
            default -> {
                return false;
            }
        }
    }

    private void offset(Instruction in, Binding b, StringBuilder args) {
        int[] off = in.sampleOffsets();
        if (status != null && b.offsets() > 0 && off == null) {
            off = new int[3];                         // the status overloads take the offset, 0 where none
        }
        if (off == null || status == null && off[0] == 0 && off[1] == 0 && off[2] == 0) {
            return;
        }
        int n = Math.max(1, b.offsets());
        List<String> v = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            v.add(Integer.toString(off[k]));
        }
        args.append(", ").append(n == 1 ? v.get(0) : "int" + n + "(" + String.join(", ", v) + ")");
    }

    /**
     * A load of a {@code double} or {@code double2} view ({@code (double,<continued>,…)}): component {@code 2k}
     * of the result is the low word of double {@code k}, {@code 2k + 1} its high word, each lane read as a word
     * of {@code call}'s double through {@link Doubles#BITS}.
     */
    private boolean loadDoubles(Instruction in, Operand dst, Operand res, String call, int doubles) {
        int mask = dst.components() == 4 ? dst.mask() : 1;
        for (int c = 0; c < 4; c++) {
            if ((mask & 1 << c) != 0 && Operands.component(res, c) / 2 >= doubles) {
                return false;                                  // a word past the view's doubles
            }
        }
        body.assign(in, dst, 'u', l -> {
            int[] comps = Operands.components(res, l);
            List<String> parts = new ArrayList<>();
            int j = 0;
            while (j < comps.length) {
                String d = doubles == 1 ? call : call + "." + "xy".charAt(comps[j] / 2);
                if (j + 1 < comps.length && comps[j] % 2 == 0 && comps[j + 1] == comps[j] + 1) {
                    parts.add("__dbits(" + d + ")");
                    j += 2;
                } else {
                    parts.add("__dbits(" + d + ")." + "xy".charAt(comps[j] % 2));
                    j++;
                }
            }
            return parts.size() == 1 ? parts.get(0) : "uint" + l.length + "(" + String.join(", ", parts) + ")";
        });
        return true;
    }

    /** {@code dst = call.swizzle} where the swizzle is the resource operand's, as the lanes ask. */
    private boolean result(Instruction in, Operand dst, Operand res, String call, char type, int width) {
        int mask = dst.components() == 4 ? dst.mask() : 1;
        int dead = 0;
        for (int c = 0; c < 4; c++) {
            if ((mask & 1 << c) != 0 && Operands.component(res, c) >= width) {
                dead |= 1 << c;              // a component the HLSL type does not return (the w of a Buffer<float3>)
            }
        }
        if (dead != 0) {
            dst = withoutDeadLanes(dst, dead);
            if (dst == null) {
                return false;
            }
        }
        body.assign(in, dst, type, l -> {
            StringBuilder b = new StringBuilder(call).append('.');
            for (int c : Operands.components(res, l)) {
                b.append("xyzw".charAt(c));
            }
            return b.toString();
        });
        return true;
    }

    /**
     * Temporary {@code dst} without the lanes {@code drop} (a value no HLSL method gives): null unless each is
     * dead (nothing reads it before it is written again, on every path) and a lane is left.
     */
    private Operand withoutDeadLanes(Operand dst, int drop) {
        int mask = dst.components() == 4 ? dst.mask() : 1;
        if (dst.type() != OperandType.TEMP || dst.components() != 4 || dst.indices().isEmpty() || (mask & ~drop) == 0) {
            return null;
        }
        for (int c = 0; c < 4; c++) {
            if ((drop & 1 << c) != 0 && !body.deadAfterThis(dst.index(0), c)) {
                return null;
            }
        }
        return new Operand(dst.type(), dst.typeCode(), dst.components(), Operand.MASK, mask & ~drop, dst.indices(),
                dst.immediates(), dst.modifier(), dst.minPrecision(), dst.nonUniform(), dst.dwords());
    }

    private boolean resinfo(Instruction in, List<Operand> o) {
        int kind = in.token() >> 11 & 3;             // 0 float, 1 rcpFloat, 2 uint
        if (kind == 1) {
            return false;
        }
        Ref t = ref(o.get(2));
        if (t == null) {
            return false;
        }
        Binding b = t.binding();
        boolean uav = b.cls() == 'u';
        // a multisampled texture's GetDimensions takes no mip level and ends with its sample count (into the
        // component after its sizes, which the lanes must not read): resinfo of mip 0 gives the same sizes
        boolean ms = b.isMultisample();
        if (ms && !(o.get(1).isImmediate() && java.util.Arrays.stream(o.get(1).immediates()).allMatch(x -> x == 0))) {
            return false;
        }
        int[] outs = switch (b.dimension()) {
            case 4 -> new int[] {0, 1, 2};
            case 9 -> new int[] {0, 1, 2, 3};
            case 2 -> uav ? new int[] {0} : new int[] {0, 3};
            case 3, 6 -> uav ? new int[] {0, 1} : new int[] {0, 1, 3};
            case 7 -> uav ? new int[] {0, 1} : new int[] {0, 1, 3};
            case 5, 8, 10 -> uav ? new int[] {0, 1, 2} : new int[] {0, 1, 2, 3};
            default -> null;
        };
        if (outs == null) {
            return false;
        }
        // lanes that read what GetDimensions does not name (a view's mip count; a multisampled texture's sample
        // count or mip count, where resinfo has 0 and 1): left out where nothing reads them before they are
        // written again (fxc writes all four lanes of a multisampled texture's resinfo in 4.0)
        int bad = 0;
        int mask = o.get(0).components() == 4 ? o.get(0).mask() : 1;
        for (int c = 0; c < 4; c++) {
            int comp = Operands.component(o.get(2), c);
            if ((mask & 1 << c) != 0 && (uav && (maskOf(outs) & 1 << comp) == 0 || ms && comp >= outs.length - 1)) {
                bad |= 1 << c;
            }
        }
        Operand dst = bad == 0 ? o.get(0) : withoutDeadLanes(o.get(0), bad);
        if (dst == null) {
            return false;
        }
        char type = kind == 2 ? 'u' : 'f';
        StringBuilder s = new StringBuilder("{ " + (type == 'u' ? "uint4" : "float4") + " d = 0; " + t.name() + ".GetDimensions(");
        String sep = "";
        if (!uav && !ms) {
            s.append(ops.source(o.get(1), new int[] {0}, 'u'));
            sep = ", ";
        }
        for (int c : outs) {
            s.append(sep).append("d.").append("xyzw".charAt(c));
            sep = ", ";
        }
        s.append("); ");
        for (Operands.Target g : ops.targets(dst)) {
            StringBuilder sw = new StringBuilder("d.");
            for (int c : Operands.components(o.get(2), g.lanes())) {
                sw.append("xyzw".charAt(c));
            }
            s.append(g.text()).append(" = ").append(Operands.convert(sw.toString(), type, g.first().type(), g.lanes().length))
                    .append("; ");
        }
        body.line(s.append('}').toString());
        return true;
    }

    /**
     * The lanes of {@code dst}'s mask that read, through {@code src}'s swizzle, a component at or above
     * {@code width} (one the method does not return), as a mask; 0 where every lane reads one it returns.
     */
    private static int reads(Operand dst, Operand src, int width) {
        int mask = dst.components() == 4 ? dst.mask() : 1;
        int out = 0;
        for (int c = 0; c < 4; c++) {
            if ((mask & 1 << c) != 0 && Operands.component(src, c) >= width) {
                out |= 1 << c;
            }
        }
        return out;
    }

    private static int maskOf(int[] lanes) {
        int m = 0;
        for (int l : lanes) {
            m |= 1 << l;
        }
        return m;
    }

    private String shared(Operand g) {
        return g.type() == OperandType.THREAD_GROUP_SHARED_MEMORY && !g.indices().isEmpty() ? "g" + g.index(0) : null;
    }

    private boolean loadRaw(Instruction in, List<Operand> o) {
        Operand res = o.get(2);
        String addr = ops.source(o.get(1), new int[] {0}, 'u');
        String g = shared(res);
        if (g != null && status == null) {
            body.assign(in, o.get(0), 'u', l -> {
                List<String> parts = new ArrayList<>();
                for (int c : Operands.components(res, l)) {
                    parts.add(g + "[(" + addr + " >> 2u)" + (c == 0 ? "" : " + " + c + "u") + "]");
                }
                return parts.size() == 1 ? parts.get(0) : "uint" + parts.size() + "(" + String.join(", ", parts) + ")";
            });
            return true;
        }
        Ref t = ref(res);
        if (t == null) {
            return false;
        }
        int max = 0;
        int mask = o.get(0).mask();
        for (int c = 0; c < 4; c++) {
            if ((mask & 1 << c) != 0) {
                max = Math.max(max, Operands.component(res, c));
            }
        }
        String call = t.name() + ".Load" + (max == 0 ? "" : String.valueOf(max + 1)) + "(" + addr
                + (status != null ? ", " + status : "") + ")";
        return result(in, o.get(0), res, call, 'u', max + 1);
    }

    private boolean storeRaw(List<Operand> o) {
        Operand dst = o.get(0);
        String addr = ops.source(o.get(1), new int[] {0}, 'u');
        int mask = dst.mask();
        String g = shared(dst);
        if (g != null) {
            for (int c = 0; c < 4; c++) {
                if ((mask & 1 << c) != 0) {
                    body.line(g + "[(" + addr + " >> 2u)" + (c == 0 ? "" : " + " + c + "u") + "] = "
                            + ops.source(o.get(2), new int[] {c}, 'u') + ";");
                }
            }
            return true;
        }
        Ref u = ref(dst);
        if (u == null || (mask & (mask + 1)) != 0) {
            return false;                                     // a mask with a hole has no Store method
        }
        int n = Integer.bitCount(mask);
        body.line(u.name() + ".Store" + (n == 1 ? "" : String.valueOf(n)) + "(" + addr + ", "
                + ops.source(o.get(2), Body.first(n), 'u') + ");");
        return true;
    }

    private boolean loadStructured(Instruction in, List<Operand> o) {
        Operand res = o.get(3);
        String idx = ops.source(o.get(1), new int[] {0}, 'u');
        String g = shared(res);
        if (g != null && status == null) {
            String off = ops.source(o.get(2), new int[] {0}, 'u');
            body.assign(in, o.get(0), 'u', l -> {
                List<String> parts = new ArrayList<>();
                for (int c : Operands.components(res, l)) {
                    parts.add(g + "[" + idx + "][(" + off + " >> 2u)" + (c == 0 ? "" : " + " + c + "u") + "]");
                }
                return parts.size() == 1 ? parts.get(0) : "uint" + parts.size() + "(" + String.join(", ", parts) + ")";
            });
            return true;
        }
        Ref t = ref(res);
        Long offset = offset(o.get(2), 0);
        if (t == null || offset == null) {
            return false;
        }
        long word = offset / 4;
        Map<Long, Slot> lanes = t.binding().lanes();
        int mask = o.get(0).mask();
        for (int c = 0; c < 4; c++) {
            if ((mask & 1 << c) != 0 && lanes.get(word + Operands.component(res, c)) == null) {
                return false;
            }
        }
        String base = element != null ? element : status != null ? t.name() + ".Load(" + idx + ", " + status + ")" : t.name() + "[" + idx + "]";
        body.assign(in, o.get(0), storageOf(lanes, word + Operands.component(res, firstLane(mask))), l -> {
            char want = storageOf(lanes, word + Operands.component(res, l[0]));
            List<String> parts = new ArrayList<>();
            int k = 0;
            int[] comps = Operands.components(res, l);
            while (k < comps.length) {
                Slot s = lanes.get(word + comps[k]);
                int j = k + 1;
                StringBuilder e = new StringBuilder(base + s.base());
                if (!s.scalar()) {
                    e.append('.').append(s.token());
                    while (j < comps.length && lanes.get(word + comps[j]).base().equals(s.base())
                            && lanes.get(word + comps[j]).type() == s.type() && s.type() != 'd' && s.type() != 'e') {
                        e.append(lanes.get(word + comps[j]).token());
                        j++;
                    }
                }
                parts.add(Operands.convert(e.toString(), s.type(), want, j - k));
                k = j;
            }
            return parts.size() == 1 ? parts.get(0) : Operands.typeName(want, l.length) + "(" + String.join(", ", parts) + ")";
        });
        return true;
    }

    private static int firstLane(int mask) {
        return Integer.numberOfTrailingZeros(mask | 0x10) & 3;
    }

    private static char storageOf(Map<Long, Slot> lanes, long word) {
        Slot s = lanes.get(word);
        return s == null || s.type() == 'd' || s.type() == 'e' ? 'u' : s.type();     // a double's words as uint
    }

    private boolean storeStructured(List<Operand> o) {
        Operand dst = o.get(0);
        String idx = ops.source(o.get(1), new int[] {0}, 'u');
        int mask = dst.mask();
        String g = shared(dst);
        if (g != null) {
            String off = ops.source(o.get(2), new int[] {0}, 'u');
            for (int c = 0; c < 4; c++) {
                if ((mask & 1 << c) != 0) {
                    body.line(g + "[" + idx + "][(" + off + " >> 2u)" + (c == 0 ? "" : " + " + c + "u") + "] = "
                            + ops.source(o.get(3), new int[] {c}, 'u') + ";");
                }
            }
            return true;
        }
        Ref u = ref(dst);
        Long offset = offset(o.get(2), 0);
        if (u != null && offset == null) {
            return storeWordAt(u, o, idx);
        }
        if (u == null) {
            return false;
        }
        long word = offset / 4;
        Map<Long, Slot> lanes = u.binding().lanes();
        int c = 0;
        while (c < 4) {
            if ((mask & 1 << c) == 0) {
                c++;
                continue;
            }
            Slot s = lanes.get(word + c);
            if (s == null) {
                return false;
            }
            if (s.type() == 'd' || s.type() == 'e') {
                // a double member takes both its words at once: asdouble(low, high)
                Slot h = lanes.get(word + c + 1);
                if (s.type() != 'd' || h == null || h.type() != 'e' || !h.base().equals(s.base())
                        || !h.token().equals(s.token())) {
                    return false;
                }
                String high;
                if ((mask & 1 << c + 1) != 0) {
                    high = ops.source(o.get(3), new int[] {c + 1}, 'u');
                } else {
                    // the low word alone (its high word is the store after next, fxc's /Od form)
                    int j = (mask >> c + 1) == 0 ? body.highWordStore(dst, o.get(1), (word + c) * 4) : -1;
                    if (j < 0) {
                        return false;
                    }
                    Instruction later = body.instruction(j);
                    high = ops.source(later.operands().get(3), new int[] {Integer.numberOfTrailingZeros(later.operands().get(0).mask())}, 'u');
                    body.writtenWith(j);
                }
                body.line(u.name() + "[" + idx + "]" + s.base() + (s.scalar() ? "" : "." + s.token()) + " = asdouble("
                        + ops.source(o.get(3), new int[] {c}, 'u') + ", " + high + ");");
                c += 2;
                continue;
            }
            List<Integer> group = new ArrayList<>();
            StringBuilder lhs = new StringBuilder(u.name() + "[" + idx + "]" + s.base());
            if (!s.scalar()) {
                lhs.append('.');
            }
            int j = c;
            while (j < 4 && (mask & 1 << j) != 0) {
                Slot sj = lanes.get(word + j);
                if (sj == null || !sj.base().equals(s.base()) || sj.type() != s.type() || s.scalar() && j > c) {
                    break;
                }
                if (!s.scalar()) {
                    lhs.append(sj.token());
                }
                group.add(j);
                j++;
            }
            int[] l = group.stream().mapToInt(Integer::intValue).toArray();
            body.line(lhs + " = " + ops.source(o.get(3), l, s.type()) + ";");
            c = j;
        }
        return true;
    }

    /**
     * One word stored at a byte offset the program computes, known to be {@code 4 * (i + add)} (an {@code ishl}
     * by 2 or an {@code imul} by 4, {@link Multiples}), where the element is one array of 4-byte words of one
     * type ({@code uint w[4]}): {@code u[idx].w[i + add] = v}. fxc stores that word at {@code 4 * (i + add)}
     * again, wrapping alike and out of the element's range alike (a store beyond it is dropped).
     */
    private boolean storeWordAt(Ref u, List<Operand> o, String idx) {
        Scope.Scaled s = Multiples.of(scope.scaled, o.get(2));
        Map<Long, Slot> lanes = u.binding().lanes();
        Slot first = lanes.get(0L);
        if (s == null || s.multiplier() != 4 || o.get(0).mask() != 1 || first == null || !first.scalar()
                || !first.base().endsWith("[0]") || first.type() == 'd' || first.type() == 'e') {
            return false;
        }
        String array = first.base().substring(0, first.base().length() - 3);
        for (long k = 0; k < lanes.size(); k++) {
            Slot w = lanes.get(k);
            if (w == null || !w.scalar() || w.type() != first.type() || !w.base().equals(array + "[" + k + "]")) {
                return false;
            }
        }
        String i = ops.read(s.source(), new int[] {s.component()}, 'u');
        body.line(u.name() + "[" + idx + "]" + array + "[" + (s.add() == 0 ? i : i + " + " + s.add() + "u") + "] = "
                + ops.source(o.get(3), new int[] {0}, first.type()) + ";");
        return true;
    }

    /**
     * The byte offset that lane {@code lane} of {@code o} reads where it is known: an immediate, or a
     * temporary's lane that a {@code mov} of an immediate last wrote on every path (fxc's address of a
     * structured element, {@code mov r0.y, l(0)}); null.
     */
    private Long offset(Operand o, int lane) {
        if (o.isImmediate()) {
            int[] v = o.immediates();
            return v.length == 0 ? null : v[Math.min(o.components() == 4 ? Operands.component(o, lane) : 0, v.length - 1)] & 0xffffffffL;
        }
        if (o.type() != OperandType.TEMP || o.indices().isEmpty() || o.modifier() != 0) {
            return null;
        }
        return body.laneConstant(o.index(0), Operands.component(o, lane));
    }

    private boolean atomic(Instruction in, List<Operand> o, boolean returns) {
        int d = returns ? 1 : 0;
        Operand target = o.get(d);
        Operand addr = o.get(d + 1);
        Opcode op = in.opcode();
        String fn = switch (op) {
            case ATOMIC_AND, IMM_ATOMIC_AND -> "InterlockedAnd";
            case ATOMIC_OR, IMM_ATOMIC_OR -> "InterlockedOr";
            case ATOMIC_XOR, IMM_ATOMIC_XOR -> "InterlockedXor";
            case ATOMIC_CMP_STORE -> "InterlockedCompareStore";
            case IMM_ATOMIC_CMP_EXCH -> "InterlockedCompareExchange";
            case IMM_ATOMIC_EXCH -> "InterlockedExchange";
            case ATOMIC_IADD, IMM_ATOMIC_IADD -> "InterlockedAdd";
            case ATOMIC_IMAX, IMM_ATOMIC_IMAX, ATOMIC_UMAX, IMM_ATOMIC_UMAX -> "InterlockedMax";
            default -> "InterlockedMin";
        };
        boolean signed = op == Opcode.ATOMIC_IMAX || op == Opcode.ATOMIC_IMIN || op == Opcode.IMM_ATOMIC_IMAX
                || op == Opcode.IMM_ATOMIC_IMIN;
        String dest;
        char type;
        boolean method = false;
        String g = shared(target);
        if (g != null) {
            Long words = shared.get(target.index(0));
            type = scope.signedShared.contains(target.index(0)) ? 'i' : 'u';
            if (words == null || words == 0) {
                dest = g + "[" + ops.source(addr, new int[] {0}, 'u') + " >> 2u]";
            } else {
                dest = g + "[" + ops.source(addr, new int[] {0}, 'u') + "][" + ops.source(addr, new int[] {1}, 'u') + " >> 2u]";
            }
        } else {
            Ref u = ref(target);
            if (u == null) {
                return false;
            }
            Binding b = u.binding();
            if (b.dimension() == 11) {
                method = true;
                dest = u.name() + "." + fn + "(" + ops.source(addr, new int[] {0}, 'u');
                type = signed ? 'i' : 'u';                    // the methods take int or uint values alike
            } else if (b.dimension() == 12) {
                Long offset = offset(addr, 1);
                if (offset == null) {
                    return false;
                }
                long word = offset / 4;
                Slot s = b.lanes().get(word);
                if (s == null) {
                    return false;
                }
                dest = u.name() + "[" + ops.source(addr, new int[] {0}, 'u') + "]" + s.base() + (s.scalar() ? "" : "." + s.token());
                type = s.type();
            } else {
                dest = u.name() + "[" + ops.source(addr, Body.first(b.coordinates()), 'u') + "]";
                type = b.elementType();
            }
        }
        if (type == 'f' || signed != (type == 'i') && (op != Opcode.ATOMIC_IADD && op != Opcode.IMM_ATOMIC_IADD
                && fn.startsWith("InterlockedM"))) {
            return false;
        }
        List<String> args = new ArrayList<>();
        for (int k = d + 2; k < o.size(); k++) {
            args.add(ops.source(o.get(k), new int[] {0}, type));
        }
        String head = method ? dest + ", " : fn + "(" + dest + ", ";
        if (!returns) {
            body.line(head + String.join(", ", args) + ");");
            return true;
        }
        StringBuilder s = new StringBuilder("{ " + Operands.typeName(type, 1) + " t; " + head + String.join(", ", args)
                + ", t); ");
        for (Operands.Target tg : ops.targets(o.get(0))) {
            s.append(tg.text()).append(" = ").append(Operands.convert(Body.splat("t", tg.lanes().length), type,
                    tg.first().type(), tg.lanes().length)).append("; ");
        }
        body.line(s.append('}').toString());
        return true;
    }
}
