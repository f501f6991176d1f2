package dev.dxkit.sm4.decompile;

import dev.dxkit.part.SystemValue;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandIndex;
import dev.dxkit.sm4.OperandType;

import java.util.ArrayList;
import java.util.List;

/**
 * Register operands as HLSL expressions: a source read for some lanes and converted to the type the
 * instruction computes in ({@code asint(r0.xy)}, {@code i.TEXCOORD0.zw}, {@code World._m00_m10}), a
 * destination split into the fields it writes. Whatever a register cannot be named as is reported to the
 * {@link Scope} as a gap and written as a marked comment, never guessed.
 */
final class Operands {
    /** Lanes of a destination that live in one HLSL expression. */
    record Target(Slot first, List<Slot> slots, int[] lanes) {
        /** The left-hand side: {@code r0.xz}, {@code o.TEXCOORD0}. */
        String text() {
            if (first.scalar()) {
                return first.base();
            }
            StringBuilder b = new StringBuilder(first.base()).append('.');
            for (Slot s : slots) {
                b.append(s.token());
            }
            return b.toString();
        }
    }

    private final Scope scope;

    Operands(Scope scope) {
        this.scope = scope;
    }

    /** The register component lane {@code lane} of a source reads (its swizzle). */
    static int component(Operand o, int lane) {
        if (o.components() != 4) {
            return 0;
        }
        return switch (o.selection()) {
            case Operand.SWIZZLE -> o.selector() >> 2 * lane & 3;
            case Operand.SELECT1 -> o.selector() & 3;
            default -> lane;
        };
    }

    static int[] components(Operand o, int[] lanes) {
        int[] c = new int[lanes.length];
        for (int k = 0; k < lanes.length; k++) {
            c[k] = component(o, lanes[k]);
        }
        return c;
    }

    static String typeName(char t, int n) {
        String base = switch (t) {
            case 'i' -> "int";
            case 'u' -> "uint";
            case 'b' -> "bool";
            default -> "float";
        };
        return n > 1 ? base + n : base;
    }

    /** {@code expr} of lane type {@code from} and {@code n} lanes as type {@code to}, bit for bit. */
    static String convert(String expr, char from, char to, int n) {
        from = Temps.storage(from);
        to = Temps.storage(to);
        if (from == 'd' || from == 'e') {
            // one word of a double (its low or high half), read through asuint's two-out form (Doubles.BITS)
            return convert("__dbits(" + expr + ")." + (from == 'd' ? 'x' : 'y'), 'u', to, n);
        }
        if (from == to) {
            return expr;
        }
        if (from == 'b') {
            String mask = "(" + expr + " ? 0xffffffffu : 0u)";
            return to == 'u' ? mask : convert(mask, 'u', to, n);
        }
        if ((from == 'i' || from == 'u') && (to == 'i' || to == 'u')) {
            // int and uint convert bit for bit by a cast (which level 9 also has)
            return "(" + typeName(to, n) + ")" + (expr.matches("[A-Za-z0-9_.\\[\\]]+") ? expr : "(" + expr + ")");
        }
        return switch (to) {
            case 'i' -> "asint(" + expr + ")";
            case 'u' -> "asuint(" + expr + ")";
            case 'b' -> "(" + expr + " != 0)";
            default -> "asfloat(" + expr + ")";
        };
    }

    /** Source {@code o} read for {@code lanes} (its swizzle applied) as type {@code want}. */
    String source(Operand o, int[] lanes, char want) {
        return read(o, components(o, lanes), want);
    }

    /** Source {@code o} read at register components {@code comps} as type {@code want}, modifiers applied. */
    String read(Operand o, int[] comps, char want) {
        String e = raw(o, comps, want);
        if ((o.modifier() & 2) != 0) {
            e = "abs(" + e + ")";
        }
        if ((o.modifier() & 1) != 0) {
            e = e.startsWith("-") ? "-(" + e + ")" : "-" + e;
        }
        return e;
    }

    /** Source {@code o} read at register components {@code comps} as type {@code want}, without its modifiers. */
    String plain(Operand o, int[] comps, char want) {
        return raw(o, comps, want);
    }

    private String raw(Operand o, int[] comps, char want) {
        if (o.isImmediate()) {
            if (o.type() == OperandType.IMMEDIATE64) {
                return scope.gap("64-bit immediate");
            }
            int[] imm = o.immediates();
            List<String> parts = new ArrayList<>();
            for (int c : comps) {
                parts.add(Literals.of(imm[imm.length == 1 ? 0 : Math.min(c, imm.length - 1)], want));
            }
            return parts.size() == 1 ? parts.get(0) : typeName(want, parts.size()) + "(" + String.join(", ", parts) + ")";
        }
        Slot[] slots = new Slot[comps.length];
        for (int k = 0; k < comps.length; k++) {
            slots[k] = slot(o, comps[k]);
            if (slots[k] == null) {
                return scope.gap("a read of " + describe(o) + " lane " + "xyzw".charAt(comps[k] & 3));
            }
        }
        List<String> parts = new ArrayList<>();
        int k = 0;
        while (k < slots.length) {
            int j = k + 1;
            while (j < slots.length && slots[j].base().equals(slots[k].base()) && slots[j].type() == slots[k].type()
                    && j - k < 4 && slots[k].type() != 'd' && slots[k].type() != 'e') {
                j++;
            }
            String e;
            if (slots[k].scalar() && j - k == 1) {
                e = slots[k].base();
            } else {
                StringBuilder b = new StringBuilder(slots[k].base()).append('.');
                for (int m = k; m < j; m++) {
                    b.append(slots[m].token());
                }
                e = b.toString();
            }
            char from = Temps.storage(slots[k].type());
            char to = Temps.storage(want);
            if (scope.level9 && from != to && (from == 'f' || to == 'f') && "fiu".indexOf(from) >= 0 && "fiu".indexOf(to) >= 0) {
                // level 9 has no asint, asuint or asfloat (X3543): the bits of a float read as an integer, or
                // the reverse (a stripped program's constant buffer, declared float4, compared as uint)
                return scope.gap("a read of " + describe(o) + " lane " + "xyzw".charAt(comps[k] & 3) + " as "
                        + (to == 'f' ? "float" : to == 'i' ? "int" : "uint") + " bits (level 9 has no reinterpretation)");
            }
            parts.add(convert(e, slots[k].type(), want, j - k));
            k = j;
        }
        return parts.size() == 1 ? parts.get(0) : typeName(want, comps.length) + "(" + String.join(", ", parts) + ")";
    }

    /** The destination's lanes grouped by the expression that holds them; empty for {@code null}. */
    List<Target> targets(Operand o) {
        List<Target> out = new ArrayList<>();
        if (o.type() == OperandType.NULL) {
            return out;
        }
        int mask = o.components() == 4 ? o.mask() : 1;
        Slot prev = null;
        List<Slot> group = new ArrayList<>();
        List<Integer> lanes = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            if ((mask & 1 << c) == 0) {
                continue;
            }
            Slot s = slot(o, c);
            if (s == null) {
                scope.gapLine("a write of " + describe(o) + " lane " + "xyzw".charAt(c));
                return List.of();
            }
            if (prev != null && (!s.base().equals(prev.base()) || s.type() != prev.type() || s.scalar())) {
                out.add(target(group, lanes));
                group = new ArrayList<>();
                lanes = new ArrayList<>();
            }
            group.add(s);
            lanes.add(c);
            prev = s;
        }
        if (!group.isEmpty()) {
            out.add(target(group, lanes));
        }
        return out;
    }

    private static Target target(List<Slot> group, List<Integer> lanes) {
        int[] l = new int[lanes.size()];
        for (int k = 0; k < l.length; k++) {
            l[k] = lanes.get(k);
        }
        return new Target(group.get(0), List.copyOf(group), l);
    }

    /** An index as an expression: {@code 3}, {@code asuint(r0.x) + 3u}. */
    String index(OperandIndex ix) {
        if (ix.relative() == null) {
            return Long.toString(ix.immediate());
        }
        return plus(relative(ix), ix.immediate());
    }

    /**
     * {@code rel + k}: in uint, or at level 9 in int, where fxc refuses a uint it cannot prove positive (X3548)
     * and a Direct3D 9 address register is signed anyway.
     */
    private String plus(String rel, long k) {
        return k == 0 ? rel : rel + " + " + k + (scope.level9 ? "" : "u");
    }

    /** The dynamic part of an index alone, for the scope's relative reads of inputs. */
    String relativeIndex(OperandIndex ix) {
        return relative(ix);
    }

    /** The dynamic part of an index alone ({@code asuint(r0.x)}; {@code r0i.x} at level 9). */
    private String relative(OperandIndex ix) {
        char writing = scope.writing;
        scope.writing = 0;                 // a destination's index is read, in the type its register holds now
        try {
            return read(ix.relative(), new int[] {component(ix.relative(), 0)}, scope.level9 ? 'i' : 'u');
        } finally {
            scope.writing = writing;
        }
    }

    static String describe(Operand o) {
        StringBuilder b = new StringBuilder(o.type() == null ? "type" + o.typeCode() : o.type().registerName(false));
        for (OperandIndex ix : o.indices()) {
            b.append('[').append(ix.relative() == null ? Long.toString(ix.immediate()) : "relative").append(']');
        }
        return b.toString();
    }

    /** Where lane {@code c} of the register {@code o} names lives, or null. */
    Slot slot(Operand o, int c) {
        if (o.type() == null) {
            return null;
        }
        List<OperandIndex> ix = o.indices();
        switch (o.type()) {
            case TEMP:
                if (ix.isEmpty()) {
                    return null;
                }
                if (scope.temps == null) {
                    return Slot.vector("r" + ix.get(0).immediate(), c, 'u');   // uint4 bits: no float rounds them
                }
                long reg = ix.get(0).immediate();
                if (scope.writing != 0) {
                    return Slot.vector(scope.temps.use(reg, scope.writing), c, Temps.storage(scope.writing));
                }
                char t = scope.temps.type(reg, c);
                if (t == 'm') {
                    return null;                   // two paths leave the lane in different types
                }
                t = t == 0 ? 'f' : Temps.storage(t);
                return Slot.vector(scope.temps.use(reg, t), c, t);
            case INDEXABLE_TEMP:
                return ix.size() < 2 ? null : Slot.vector("x" + ix.get(0).immediate() + "[" + index(ix.get(1)) + "]", c,
                        scope.arrayTypes.getOrDefault(ix.get(0).immediate(), 'f'));
            case IMMEDIATE_CONSTANT_BUFFER:
                return ix.isEmpty() ? null : Slot.vector("icb[" + index(ix.get(0)) + "]", c, 'u');
            case INPUT:
                return scope.input(o, c);
            case INPUT_CONTROL_POINT:
                if (ix.size() >= 2 && ix.get(1).relative() != null) {
                    return scope.relativeControlPoint(index(ix.get(0)), ix.get(1), c);
                }
                return ix.size() < 2 ? null : scope.controlPoint(index(ix.get(0)), ix.get(1).immediate(), c);
            case OUTPUT_CONTROL_POINT:
                return ix.size() < 2 || ix.get(1).relative() != null ? null
                        : scope.outputControlPoint(index(ix.get(0)), ix.get(1).immediate(), c);
            case INPUT_PATCH_CONSTANT:
                if (!ix.isEmpty() && ix.get(0).relative() != null && scope.patch != null) {
                    return scope.patch.relativeSlot(scope.patchName, ix.get(0).immediate(), relative(ix.get(0)), c);
                }
                return ix.isEmpty() || ix.get(0).relative() != null ? null : scope.patchConstant(ix.get(0).immediate(), c);
            case OUTPUT:
                if (!ix.isEmpty() && ix.get(0).relative() != null) {
                    if (scope.streams != null) {
                        return null;
                    }
                    Interface out = scope.phaseOutput != null ? scope.phaseOutput : scope.output;
                    return out.relativeSlot("o", ix.get(0).immediate(), relative(ix.get(0)), c);
                }
                return ix.isEmpty() ? null : scope.output(ix.get(0).immediate(), c);
            case OUTPUT_DEPTH, OUTPUT_DEPTH_GREATER_EQUAL, OUTPUT_DEPTH_LESS_EQUAL, OUTPUT_COVERAGE_MASK,
                    OUTPUT_STENCIL_REF:
                return scope.outputSystemValue(SystemValue.ofOutputRegister(o.type()));
            case CONSTANT_BUFFER:
                return constant(o, c);
            case INPUT_PRIMITIVEID, INPUT_THREAD_ID, INPUT_THREAD_GROUP_ID, INPUT_THREAD_ID_IN_GROUP,
                    INPUT_THREAD_ID_IN_GROUP_FLATTENED, INPUT_GS_INSTANCE_ID, INPUT_COVERAGE_MASK,
                    OUTPUT_CONTROL_POINT_ID, INPUT_DOMAIN_POINT, INPUT_FORK_INSTANCE_ID, INPUT_JOIN_INSTANCE_ID,
                    INNER_COVERAGE:
                return scope.special(o.type(), c);
            default:
                return null;
        }
    }

    private Slot constant(Operand o, int c) {
        List<OperandIndex> ix = o.indices();
        boolean sm51 = scope.bindings().sm51();
        int at = sm51 ? 2 : 1;
        if (ix.size() <= at) {
            return null;
        }
        if (!sm51 && ix.get(0).relative() != null) {
            return member(ix, c);
        }
        Binding b = scope.bindings().of('b', ix.get(0).immediate());
        if (b == null || sm51 && ix.get(1).relative() != null && !b.array()) {
            return null;
        }
        OperandIndex reg = ix.get(at);
        if (b.array()) {
            return element(o, b, reg, c);
        }
        if (b.dimension() == -1) {
            // a constant buffer known from its declaration alone: float4 name[size]
            Bindings.Split p = scope.bindings().split(ix.get(0).immediate());
            if (p != null) {
                return Slot.vector(split(p, reg), c, 'f');
            }
            return Slot.vector(b.name() + "[" + index(reg) + "]", c, 'f');
        }
        long word = reg.immediate() * 4 + c;
        if (reg.relative() == null) {
            return b.lanes().get(word);
        }
        Layout.ArrayLane a = b.arrays().get(word);
        if (a == null) {
            return null;
        }
        if (a.strideWords() == 4) {
            long k = (word - a.firstWord()) / 4;
            String base = a.array() + "[" + plus(relative(reg), k) + "]" + a.suffix();
            return new Slot(base, a.token(), a.type(), a.suffix().isEmpty() && a.token().equals("x") && isScalarArray(b, a));
        }
        return wide(a, reg, word);
    }

    /**
     * Lane {@code c} of register {@code reg} of an element of a range of constant buffers (5.1, {@code
     * ConstantBuffer<T> name[n]}): the element {@code name[i]} by the operand's register index less the range's
     * first ({@code NonUniformResourceIndex} where the operand says so), then its float4 array ({@code .c[r]},
     * where the declaration alone gave the range) or the member of T at the lane (by the RDEF layout, whose
     * expressions start with the buffer's name).
     */
    private Slot element(Operand o, Binding b, OperandIndex reg, int c) {
        OperandIndex at = o.indices().get(1);
        long k = at.immediate() - b.lower();
        String idx;
        if (at.relative() == null) {
            idx = Long.toString(k);
        } else {
            String r = read(at.relative(), new int[] {component(at.relative(), 0)}, 'u');
            idx = k == 0 ? r : r + " + " + k + "u";
            if (o.nonUniform()) {
                idx = "NonUniformResourceIndex(" + idx + ")";
            }
        }
        String head = b.name() + "[" + idx + "]";
        if (b.dimension() == -1) {
            return Slot.vector(head + ".c[" + index(reg) + "]", c, 'f');
        }
        if (reg.relative() != null) {
            return null;                                   // a member array indexed dynamically: not yet
        }
        Slot s = b.lanes().get(reg.immediate() * 4 + c);
        if (s == null || !(s.base().equals(b.name()) || s.base().startsWith(b.name() + ".") || s.base().startsWith(b.name() + "["))) {
            return null;
        }
        return new Slot(head + s.base().substring(b.name().length()), s.token(), s.type(), s.scalar());
    }

    /**
     * {@code cb[this.x + 0][this.y + n]} in a class's method: the class's member at register {@code n}
     * ({@link Linkage}); null for any other buffer read through a dynamic buffer index.
     */
    private Slot member(List<OperandIndex> ix, int c) {
        Linkage.This self = scope.self;
        OperandIndex buffer = ix.get(0);
        OperandIndex reg = ix.get(1);
        if (self == null || scope.linkage == null || buffer.immediate() != 0 || reg.relative() == null
                || !self.buffer.contains(lane(buffer.relative())) || !self.register.contains(lane(reg.relative()))) {
            return null;
        }
        return scope.linkage.member(self.cls, reg.immediate(), c, scope.bindings());
    }

    /** The temporary lane (register * 4 + component) a relative index reads plainly, or -1. */
    static long lane(Operand rel) {
        if (rel.type() != OperandType.TEMP || rel.indices().isEmpty() || rel.modifier() != 0
                || rel.indices().get(0).relative() != null) {
            return -1;
        }
        return rel.index(0) * 4 + component(rel, 0);
    }

    /**
     * Register {@code reg} of a buffer declared in parts: {@code rows[i + add + e][j]} where the dynamic part
     * holds {@code (i + add) * stride} and the immediate {@code base + e * stride + j} (the same register, wrapping
     * alike), else by the part the register falls in; another dynamic read through the head, which starts at
     * register 0 ({@link Multiples#strides} keeps no split with reads through nothing).
     */
    private String split(Bindings.Split p, OperandIndex reg) {
        long k = reg.immediate();
        if (reg.relative() != null) {
            Scope.Scaled s = Multiples.of(scope.scaled, reg.relative());
            if (s != null && s.multiplier() == p.stride() && k >= p.base()) {
                String i = read(s.source(), new int[] {s.component()}, scope.level9 ? 'i' : 'u');
                return p.rows() + "[" + plus(i, s.add() + (k - p.base()) / p.stride()) + "][" + (k - p.base()) % p.stride() + "]";
            }
            return p.head() + "[" + index(reg) + "]";
        }
        if (k < p.base()) {
            return p.head() + "[" + k + "]";
        }
        long n = k - p.base();
        if (n < p.count() * p.stride() || p.tail() == null) {
            return p.rows() + "[" + n / p.stride() + "][" + n % p.stride() + "]";
        }
        return p.tail() + "[" + (n - p.count() * p.stride()) + "]";
    }

    /**
     * Lane {@code word} of {@code cb[rel + k]} inside an array of elements wider than one register, where
     * {@code rel} is known to hold {@code i * S} for the element's width {@code S} registers: {@code m[i + e]}
     * with the element {@code e} the immediate part reaches (the same register, wrapping alike); null when no
     * array around the lane has that width.
     */
    private Slot wide(Layout.ArrayLane a, OperandIndex reg, long word) {
        Operand r = reg.relative();
        Scope.Scaled s = r.type() == OperandType.TEMP && !r.indices().isEmpty() && r.modifier() == 0
                ? scope.scaled.get(r.index(0) * 4 + component(r, 0)) : null;
        if (s != null && s.source() != null) {
            for (Layout.ArrayLane x = a; x != null; x = x.outer()) {
                if (x.strideWords() == s.multiplier() * 4 && word >= x.firstWord()) {
                    long e = (word - x.firstWord()) / x.strideWords();
                    String i = read(s.source(), new int[] {s.component()}, scope.level9 ? 'i' : 'u');
                    return new Slot(x.array() + "[" + plus(i, s.add() + e) + "]" + x.suffix(), x.token(), x.type(), false);
                }
            }
        }
        if (scope.level9) {
            return null;                                   // level 9 computes integers in floats: no wrapping
        }
        // rel = K * S (mod 2^32) for K = (rel >> z) * inverse(S >> z), where S = odd << z and rel's low z bits
        // are known clear (always, for an odd S): m[K + e] is register rel + k again, wrapping alike
        for (Layout.ArrayLane x = a; x != null; x = x.outer()) {
            if (x.strideWords() % 4 != 0 || word < x.firstWord()) {
                continue;
            }
            long size = x.strideWords() / 4;
            int z = Long.numberOfTrailingZeros(size);
            if (z > 0 && (s == null || Long.numberOfTrailingZeros(s.multiplier()) < z)) {
                continue;
            }
            int odd = (int) (size >>> z);
            int inverse = odd;
            for (int k = 0; k < 5; k++) {
                inverse *= 2 - odd * inverse;                      // Newton: correct to 2^32 after five steps
            }
            String v = relative(reg);
            String k = "(" + (z == 0 ? v : "(" + v + " >> " + z + "u)") + " * " + Literals.uintLiteral(inverse) + ")";
            long e = (word - x.firstWord()) / x.strideWords();
            return new Slot(x.array() + "[" + plus(k, e) + "]" + x.suffix(), x.token(), x.type(), false);
        }
        return null;
    }

    private static boolean isScalarArray(Binding b, Layout.ArrayLane a) {
        return false;
    }
}
