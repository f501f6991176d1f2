package dev.dxkit.sm4.decompile;

import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandType;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The double-precision instructions of Shader Model 5 (and the 11.1 extensions {@code ddiv}, {@code dfma},
 * {@code drcp}, {@code dtoi}, {@code dtou}, {@code itod}, {@code utod}) as HLSL {@code double} arithmetic.
 * A register holds a double in two 32-bit lanes, low word first: {@code .xy} the first, {@code .zw} the
 * second (after the source's swizzle). A double is read as {@code asdouble(lo, hi)} (a {@code double}
 * variable of a constant buffer by its name) and written back as its two words through {@link #BITS}, the
 * two-out-parameter {@code asuint}. Per the instructions' reference pages: a 32-bit source converted to
 * doubles ({@code ftod}, {@code itod}, {@code utod}, {@code dmovc}'s condition) gives its first component
 * (post-swizzle) to {@code .xy} and its second to {@code .zw}; a 32-bit result ({@code dtof}, {@code dtoi},
 * {@code dtou}, the comparisons) goes from the first double to the first lane of the mask and from the
 * second to the second.
 */
final class Doubles {
    /** The helper that gives a double's two words ({@code asuint(double, out uint, out uint)}). */
    static final String BITS = "uint2 __dbits(double d) { uint2 b; asuint(d, b.x, b.y); return b; }";

    private final Scope scope;
    private final Operands ops;
    private final Body body;

    Doubles(Scope scope, Operands ops, Body body) {
        this.scope = scope;
        this.ops = ops;
        this.body = body;
    }

    static boolean is(Opcode op) {
        return switch (op) {
            case DADD, DMAX, DMIN, DMUL, DEQ, DGE, DLT, DNE, DMOV, DMOVC, DTOF, FTOD, DDIV, DFMA, DRCP, DTOI, DTOU, ITOD,
                    UTOD -> true;
            default -> false;
        };
    }

    boolean write(Instruction in) {
        List<Operand> o = in.operands();
        Opcode op = in.opcode();
        switch (op) {
            // commutative operations with their sources reversed, as for floats (fxc gives back the sources
            // of one variable in the reverse of the HLSL order)
            case DADD -> wide(in, k -> read(o.get(2), k) + " + " + read(o.get(1), k));
            case DMUL -> wide(in, k -> read(o.get(2), k) + " * " + read(o.get(1), k));
            case DDIV -> wide(in, k -> read(o.get(1), k) + " / " + read(o.get(2), k));
            case DMAX -> wide(in, k -> "max(" + read(o.get(2), k) + ", " + read(o.get(1), k) + ")");
            case DMIN -> wide(in, k -> "min(" + read(o.get(2), k) + ", " + read(o.get(1), k) + ")");
            case DFMA -> wide(in, k -> "fma(" + read(o.get(1), k) + ", " + read(o.get(2), k) + ", " + read(o.get(3), k) + ")");
            case DRCP -> wide(in, k -> "rcp(" + read(o.get(1), k) + ")");
            case DMOV -> wide(in, k -> read(o.get(1), k));
            case DMOVC -> wide(in, k -> "(" + ops.source(o.get(1), new int[] {k}, 'u') + " != 0u) ? " + read(o.get(2), k)
                    + " : " + read(o.get(3), k));
            case FTOD, ITOD, UTOD -> {
                char t = op == Opcode.FTOD ? 'f' : op == Opcode.ITOD ? 'i' : 'u';
                wide(in, k -> "(double)" + Body.paren(ops.source(o.get(1), new int[] {k}, t)));
            }
            case DEQ, DNE, DLT, DGE -> {
                String cmp = op == Opcode.DEQ ? "==" : op == Opcode.DNE ? "!=" : op == Opcode.DLT ? "<" : ">=";
                int a = op == Opcode.DEQ || op == Opcode.DNE ? 2 : 1;
                narrow(in, 'k', k -> "(" + read(o.get(a), k) + " " + cmp + " " + read(o.get(3 - a), k) + ") ? 0xffffffffu : 0u");
            }
            case DTOF -> narrow(in, 'f', k -> "(float)" + read(o.get(1), k));
            case DTOI -> narrow(in, 'i', k -> "(int)" + read(o.get(1), k));
            case DTOU -> narrow(in, 'u', k -> "(uint)" + read(o.get(1), k));
            default -> {
                return false;
            }
        }
        return true;
    }

    /** A double result: double {@code k} into lanes {@code 2k, 2k+1} of the destination, as its two words. */
    private void wide(Instruction in, IntFunction<String> value) {
        Operand dst = in.operands().get(0);
        boolean sat = in.saturate();
        body.assign(in, dst, 'u', lanes -> {
            List<String> parts = new ArrayList<>();
            int j = 0;
            while (j < lanes.length) {
                int k = lanes[j] / 2;
                String v = value.apply(k);
                String bits = "__dbits(" + (sat ? "saturate(" + v + ")" : v) + ")";
                if (j + 1 < lanes.length && lanes[j] % 2 == 0 && lanes[j + 1] == lanes[j] + 1) {
                    parts.add(bits);
                    j += 2;
                } else {
                    parts.add(bits + "." + (lanes[j] % 2 == 0 ? "x" : "y"));
                    j++;
                }
            }
            return parts.size() == 1 ? parts.get(0) : "uint" + lanes.length + "(" + String.join(", ", parts) + ")";
        });
    }

    /** A 32-bit result: the n-th lane of the destination's mask from double n. */
    private void narrow(Instruction in, char type, IntFunction<String> value) {
        Operand dst = in.operands().get(0);
        int mask = dst.components() == 4 ? dst.mask() : 1;
        body.assign(in, dst, type, lanes -> {
            List<String> parts = new ArrayList<>();
            for (int lane : lanes) {
                parts.add(value.apply(Integer.bitCount(mask & (1 << lane) - 1)));
            }
            return parts.size() == 1 ? parts.get(0)
                    : Operands.typeName(type == 'k' ? 'u' : type, parts.size()) + "(" + String.join(", ", parts) + ")";
        });
    }

    /** Double {@code k} of source {@code o} (its lanes {@code 2k, 2k+1} after the swizzle), modifiers applied. */
    private String read(Operand o, int k) {
        String e;
        if (o.isImmediate()) {
            int[] w = o.immediates();
            if (w.length != 2 && w.length != 4 || o.type() != OperandType.IMMEDIATE64) {
                return scope.gap("a double immediate of " + w.length + " words");
            }
            int lo = w.length == 2 ? w[0] : w[2 * k];
            int hi = w.length == 2 ? w[1] : w[2 * k + 1];
            e = "asdouble(" + Literals.uintLiteral(lo) + ", " + Literals.uintLiteral(hi) + ")";
        } else {
            int c0 = Operands.component(o, 2 * k);
            int c1 = Operands.component(o, 2 * k + 1);
            Slot a = ops.slot(o, c0);
            Slot b = ops.slot(o, c1);
            if (a != null && b != null && a.type() == 'd' && b.type() == 'e' && a.base().equals(b.base())
                    && a.token().equals(b.token())) {
                e = a.scalar() ? a.base() : a.base() + "." + a.token();            // a double variable
            } else {
                e = "asdouble(" + ops.plain(o, new int[] {c0}, 'u') + ", " + ops.plain(o, new int[] {c1}, 'u') + ")";
            }
        }
        if ((o.modifier() & 2) != 0) {
            e = "abs(" + e + ")";
        }
        if ((o.modifier() & 1) != 0) {
            e = "-" + Body.paren(e);
        }
        return e;
    }
}
