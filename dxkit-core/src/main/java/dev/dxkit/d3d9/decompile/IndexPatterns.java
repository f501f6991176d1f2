package dev.dxkit.d3d9.decompile;

import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Opcode;
import dev.dxkit.d3d9.Parameter;
import dev.dxkit.d3d9.RegisterType;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The address computations fxc writes for a float array index, recognised so that the index can be written
 * back as the HLSL index it came from.
 *
 * <p>{@code Array[f]} with a float {@code f} compiles to {@code floor(f)} (a {@code frc} and an {@code add} of
 * its negation, sometimes through a {@code mov}), times the registers of one element when that is more than
 * one ({@code mul} by a {@code def} value), loaded by {@code mova}:
 * <pre>
 *     frc r2.y, r1.w            ; F = frac(f)
 *     mov r2.y, -r2.y           ; (optional)
 *     add r1.w, r1.w, r2.y      ; f - frac(f) = floor(f)
 *     mul r1.w, r1.w, c200.x    ; * K (c200.x = K), when an element takes K registers
 *     mova a0.x, r1.w
 * </pre>
 * Where the whole chain is there, in one block, {@code a0} holds {@code K * floor(f)} exactly, so a register
 * {@code base + K*e + k} read through it is register {@code k} of element {@code floor(f) + e}: the writer
 * keeps {@code f} in a variable at the {@code frc} and indexes the array with it.
 */
final class IndexPatterns {
    /**
     * What a lane of a {@code mova} loads: {@code K * floor(variable)}, or {@code K * input} for an input
     * component that HLSL declared {@code int} ({@code inputInt} is its register number, else -1).
     */
    record Index(String variable, int registers, int inputInt) {
        /** The HLSL index: the kept operand, truncated where the program truncated it. */
        String index() {
            return variable;
        }
    }

    /** Instruction index of a {@code frc} -> the variable that keeps its operand. */
    final Map<Integer, String> keepBefore = new HashMap<>();
    /** Instruction index of the operand's {@code frc} -> the operand (a source of that frc). */
    final Map<Integer, Parameter> keptOperand = new HashMap<>();
    /** Instruction index of a {@code mova} * 4 + lane -> what that lane loads. */
    final Map<Integer, Index> loads = new HashMap<>();

    private final List<Instruction> code;
    private final Map<Integer, List<Integer>> defF;

    IndexPatterns(List<Instruction> code, Map<Integer, List<Integer>> defF, boolean vertex) {
        this.code = code;
        this.defF = defF;
        for (int i = 0; i < code.size(); i++) {
            Instruction ins = code.get(i);
            // vs_1_1 loads a0 with mov (rounding down), later versions with mova (to nearest): the same for the
            // whole numbers these computations make
            boolean loadsA0 = ins.opcode() == Opcode.MOVA || vertex && ins.opcode() == Opcode.MOV
                    && ins.destination() != null && ins.destination().type() == RegisterType.ADDR_TEXTURE;
            if (loadsA0 && ins.destination() != null && !ins.predicated()
                    && ins.sources().size() == 1) {
                for (int lane = 0; lane < 4; lane++) {
                    if ((ins.destination().writeMask() & (1 << lane)) != 0) {
                        recognise(i, lane);
                    }
                }
            }
        }
    }

    private void recognise(int mova, int movaLane) {
        Parameter s = code.get(mova).sources().get(0);
        if (s.type() == RegisterType.INPUT && s.sourceModifier() == 0 && !s.isRelative()) {
            loads.put(mova * 4 + movaLane, new Index("v" + s.number() + "." + "xyzw".charAt(s.swizzleLane(movaLane)), 1,
                    s.number()));
            return;
        }
        if (s.type() != RegisterType.TEMP || s.sourceModifier() != 0 || s.isRelative()) {
            return;
        }
        int comp = s.swizzleLane(movaLane);
        int w = lastWrite(s.number(), comp, mova);
        if (w < 0) {
            return;
        }
        int registers = 1;
        Instruction at = code.get(w);
        int floorAt = w;
        int floorNumber = s.number();
        int floorComp = comp;
        if (at.opcode() == Opcode.MUL && plain(at) && ubyte4(mova, movaLane, at, comp)) {
            return;
        }
        if (at.opcode() == Opcode.MUL && plain(at)) {
            int lane = comp;
            Parameter a = at.sources().get(0);
            Parameter b = at.sources().get(1);
            Integer k = literal(b, lane);
            Parameter x = a;
            if (k == null) {
                k = literal(a, lane);
                x = b;
            }
            if (k == null || k < 2 || x.sourceModifier() != 0 || x.isRelative()) {
                return;
            }
            if (x.type() == RegisterType.INPUT) {
                // an int input: fxc multiplies it by the element size and loads it, nothing more
                loads.put(mova * 4 + movaLane, new Index("v" + x.number() + "." + "xyzw".charAt(x.swizzleLane(lane)), k,
                        x.number()));
                return;
            }
            if (x.type() != RegisterType.TEMP) {
                return;
            }
            registers = k;
            floorNumber = x.number();
            floorComp = x.swizzleLane(lane);
            floorAt = lastWrite(floorNumber, floorComp, w);
            if (floorAt < 0) {
                return;
            }
        }
        int frc = floor(floorAt, floorComp);
        String cast = "";
        int keepAt = frc;
        if (frc < 0) {
            keepAt = truncation(floorAt, floorComp);
            if (keepAt < 0) {
                return;
            }
            cast = "(int)";
        }
        String name = keepBefore.get(keepAt);
        if (name == null) {
            name = "index" + keepBefore.size();
            keepBefore.put(keepAt, name);
            keptOperand.put(keepAt, floored);
        }
        loads.put(mova * 4 + movaLane, new Index(cast + name, registers, -1));
    }

    /**
     * {@code D3DCOLORtoUBYTE4(v)}, the intrinsic that turns a colour's bytes into an index: {@code (int4)(v.zyxw *
     * 255.001953)}, which the load rounds to the nearest whole number. fxc folds the element size {@code K} into
     * the factor ({@code mul r0.yzw, v4.xzyx, c85.x} with {@code c85.x = 765.005859} for a {@code float4x3}
     * array): lane {@code comp} of {@code mul} at {@code at}, an input times a def lane that is exactly
     * {@code 255.001953 * K}, loads element {@code D3DCOLORtoUBYTE4(vN)[j]}, {@code j} the result lane that
     * reads the input's component. Records the load and returns true when the instruction is that.
     */
    private boolean ubyte4(int mova, int movaLane, Instruction at, int comp) {
        for (int order = 0; order < 2; order++) {
            Parameter x = at.sources().get(order);
            Parameter c = at.sources().get(1 - order);
            if (x.type() != RegisterType.INPUT || x.sourceModifier() != 0 || x.isRelative()
                    || c.type() != RegisterType.CONST || c.isRelative() || c.sourceModifier() != 0) {
                continue;
            }
            List<Integer> def = defF.get(c.number());
            if (def == null) {
                continue;
            }
            float f = Float.intBitsToFloat(def.get(c.swizzleLane(comp)));
            long k = Math.round(f / UBYTE4_SCALE);
            if (k < 1 || k > 4096 || Float.floatToIntBits((float) (UBYTE4_SCALE * k)) != Float.floatToIntBits(f)) {
                continue;
            }
            int j = "zyxw".indexOf("xyzw".charAt(x.swizzleLane(comp)));
            loads.put(mova * 4 + movaLane, new Index("D3DCOLORtoUBYTE4(v" + x.number() + ")." + "xyzw".charAt(j),
                    (int) k, -1));
            return true;
        }
        return false;
    }

    /** The factor of {@code D3DCOLORtoUBYTE4}: 255.001953125, the float just above 255 that fxc writes. */
    private static final double UBYTE4_SCALE = 255.001953125;

    /**
     * Whether instruction {@code at} computes lane {@code comp} as fxc's {@code (int)x}: {@code floor(x)} plus
     * one where {@code x} is negative with a fraction,
     * <pre>
     *     slt A, x, -x ; frc F, x ; add C, x, -F ; slt B, -F, F ; mad R, A, B, C
     * </pre>
     * or, as /Od leaves it, the product and the sum apart and each negation a {@code mov} of its own (the sign
     * test may then write over {@code x}, after every read of it):
     * <pre>
     *     frc F, x ; mov N, -F ; add C, x, N ; mov M, -x ; slt A, x, M ; mov K, -F ; slt B, K, F ;
     *     mul P, B, A ; add R, P, C
     * </pre>
     * Returns the index of the pattern's first instruction (where {@code x} is kept), or -1.
     */
    private int truncation(int at, int comp) {
        Instruction last = code.get(at);
        if (!plain(last)) {
            return -1;
        }
        // the operands A, B, C of A * B + C: each a source, the lane it is read in, and where it is read
        Parameter a;
        Parameter b;
        Parameter c;
        int la = comp;
        int lb = comp;
        int lc = comp;
        int readAB = at;
        if (last.opcode() == Opcode.MAD) {
            a = last.sources().get(0);
            b = last.sources().get(1);
            c = last.sources().get(2);
        } else if (last.opcode() == Opcode.ADD) {
            Instruction mul = null;
            int product = 0;
            for (int order = 0; order < 2 && mul == null; order++) {
                Parameter p = last.sources().get(order);
                if (p.type() != RegisterType.TEMP || p.sourceModifier() != 0 || p.isRelative()) {
                    continue;
                }
                int pAt = lastWrite(p.number(), p.swizzleLane(comp), at);
                if (pAt >= 0 && code.get(pAt).opcode() == Opcode.MUL && plain(code.get(pAt))) {
                    mul = code.get(pAt);
                    readAB = pAt;
                    product = order;
                    la = lb = p.swizzleLane(comp);
                }
            }
            if (mul == null) {
                return -1;
            }
            a = mul.sources().get(0);
            b = mul.sources().get(1);
            c = last.sources().get(1 - product);
        } else {
            return -1;
        }
        for (Parameter p : List.of(a, b, c)) {
            if (p.type() != RegisterType.TEMP || p.sourceModifier() != 0 || p.isRelative()) {
                return -1;
            }
        }
        int cAt = lastWrite(c.number(), c.swizzleLane(lc), at);
        if (cAt < 0) {
            return -1;
        }
        int frc = floor(cAt, c.swizzleLane(lc));
        if (frc < 0) {
            return -1;
        }
        Parameter x = floored;
        int aAt = lastWrite(a.number(), a.swizzleLane(la), readAB);
        int bAt = lastWrite(b.number(), b.swizzleLane(lb), readAB);
        int aComp = a.swizzleLane(la);
        if (aAt >= 0 && bAt >= 0 && code.get(aAt).opcode() == Opcode.SLT && code.get(bAt).opcode() == Opcode.SLT
                && !isSignTest(aAt, aComp, x)) {
            int t = aAt; // the product's factors in the other order: B * A
            aAt = bAt;
            bAt = t;
            aComp = b.swizzleLane(lb);
        }
        if (aAt < 0 || bAt < 0 || code.get(aAt).opcode() != Opcode.SLT || code.get(bAt).opcode() != Opcode.SLT
                || !isSignTest(aAt, aComp, x)) {
            return -1;
        }
        int first = Math.min(Math.min(aAt, bAt), Math.min(frc, cAt));
        if (signMov >= 0) {
            first = Math.min(first, signMov);
        }
        // every read of x (the frc, the sign test and the mov that negates x for it) reads the value it had at the
        // pattern's first instruction
        if (x.type() == RegisterType.TEMP) {
            int xc = x.swizzleLane(0);
            for (int reader : new int[] {frc, aAt, signMov}) {
                if (reader >= 0 && lastWrite(x.number(), xc, reader) >= first) {
                    return -1;
                }
            }
        }
        floored = x;
        return first;
    }

    /** The {@code mov} that negated x for the last {@link #isSignTest} that found one, or -1. */
    private int signMov = -1;

    /**
     * Whether the {@code slt} at {@code at} tests x against -x in component {@code comp} (in either order, -x a
     * modifier or a mov's).
     */
    private boolean isSignTest(int at, int comp, Parameter x) {
        signMov = -1;
        Instruction slt = code.get(at);
        if (slt.sources().size() < 2) {
            return false;
        }
        Parameter s0 = slt.sources().get(0);
        Parameter s1 = slt.sources().get(1);
        if (isReg(s0, comp, x) && isReg(s1, comp, x)) {
            return true;
        }
        for (int order = 0; order < 2; order++) {
            Parameter p = order == 0 ? s0 : s1;
            Parameter q = order == 0 ? s1 : s0;
            if (!isReg(p, comp, x) || q.type() != RegisterType.TEMP || q.sourceModifier() != 0 || q.isRelative()) {
                continue;
            }
            int qComp = q.swizzleLane(comp);
            int movAt = lastWrite(q.number(), qComp, at);
            if (movAt < 0 || code.get(movAt).opcode() != Opcode.MOV || !plain(code.get(movAt))) {
                continue;
            }
            Parameter m = code.get(movAt).sources().get(0);
            if (m.sourceModifier() == 1 && isReg(m, qComp, x)) {
                signMov = movAt;
                return true;
            }
        }
        return false;
    }

    /** Whether {@code p} reads, in component {@code comp}, the component of x (a replicate swizzle). */
    private static boolean isReg(Parameter p, int comp, Parameter x) {
        return p.typeCode() == x.typeCode() && p.number() == x.number() && !p.isRelative()
                && p.swizzleLane(comp) == x.swizzleLane(0);
    }

    /** The operand {@link #floor} found floored, one component replicated. */
    private Parameter floored;

    /**
     * Whether instruction {@code at} computes lane {@code comp} as {@code f - frac(f)}; returns the index of
     * the {@code frc}, or -1.
     */
    private int floor(int at, int comp) {
        Instruction add = code.get(at);
        if (add.opcode() != Opcode.ADD || !plain(add)) {
            return -1;
        }
        for (int order = 0; order < 2; order++) {
            Parameter f = add.sources().get(order);
            Parameter neg = add.sources().get(1 - order);
            if (f.isRelative() || f.sourceModifier() != 0 || neg.type() != RegisterType.TEMP || neg.isRelative()) {
                continue;
            }
            int fComp = f.swizzleLane(comp);
            int nComp = neg.swizzleLane(comp);
            int frcAt;
            if (neg.sourceModifier() == 1) {
                frcAt = lastWrite(neg.number(), nComp, at);
            } else if (neg.sourceModifier() == 0) {
                int movAt = lastWrite(neg.number(), nComp, at);
                if (movAt < 0 || code.get(movAt).opcode() != Opcode.MOV || !plain(code.get(movAt))) {
                    continue;
                }
                Parameter m = code.get(movAt).sources().get(0);
                if (m.type() != RegisterType.TEMP || m.sourceModifier() != 1 || m.isRelative()) {
                    continue;
                }
                nComp = m.swizzleLane(nComp);
                frcAt = lastWrite(m.number(), nComp, movAt);
            } else {
                continue;
            }
            if (frcAt < 0 || code.get(frcAt).opcode() != Opcode.FRC || !plain(code.get(frcAt))) {
                continue;
            }
            Parameter src = code.get(frcAt).sources().get(0);
            if (src.isRelative() || src.sourceModifier() != 0 || src.typeCode() != f.typeCode()
                    || src.number() != f.number() || src.swizzleLane(nComp) != fComp) {
                continue;
            }
            // f must still hold the same value at the add: nothing writes it between the frc and the add
            if (f.type() == RegisterType.TEMP && lastWrite(f.number(), fComp, at) > frcAt) {
                continue;
            }
            floored = withComp(f, fComp);
            return frcAt;
        }
        return -1;
    }

    private static Parameter withComp(Parameter p, int comp) {
        // a replicate swizzle of component comp
        int swizzle = comp | comp << 2 | comp << 4 | comp << 6;
        return new Parameter(p.offset(), (p.token() & ~0x00FF_0000) | swizzle << 16, p.relative());
    }

    /** The value {@code K} of a def'd constant lane read by {@code p} for lane {@code lane}, when a whole number. */
    private Integer literal(Parameter p, int lane) {
        if (p.type() != RegisterType.CONST || p.isRelative() || p.sourceModifier() != 0) {
            return null;
        }
        List<Integer> def = defF.get(p.number());
        if (def == null) {
            return null;
        }
        float f = Float.intBitsToFloat(def.get(p.swizzleLane(lane)));
        return f == Math.rint(f) && f > 0 && f < 4096 ? (int) f : null;
    }

    /** No predicate, no result modifier. */
    private static boolean plain(Instruction ins) {
        Parameter d = ins.destination();
        return !ins.predicated() && d != null && !d.saturate() && d.shift() == 0 && !d.isRelative()
                && ins.sources().size() >= ins.opcode().sources();
    }

    /** The last instruction before {@code before} in the same straight line that writes {@code r<n>.<comp>}, or -1. */
    private int lastWrite(int n, int comp, int before) {
        for (int i = before - 1; i >= 0; i--) {
            Instruction ins = code.get(i);
            switch (ins.opcode()) {
                case IF, IFC, ELSE, ENDIF, REP, ENDREP, LOOP, ENDLOOP, LABEL, CALL, CALLNZ, RET, BREAK, BREAKC,
                        BREAKP -> {
                    return -1;
                }
                default -> {
                }
            }
            Parameter d = ins.destination();
            if (d != null && d.type() == RegisterType.TEMP && d.number() == n && (d.writeMask() & (1 << comp)) != 0
                    && ins.opcode() != Opcode.DCL) {
                return i;
            }
        }
        return -1;
    }
}
