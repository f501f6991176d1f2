package dev.dxkit.sm4.decompile;

import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandIndex;
import dev.dxkit.sm4.OperandType;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which temporary lanes hold a constant multiple of a value, where a constant-buffer operand is indexed by
 * one: fxc indexes an array of elements {@code S} registers wide ({@code float4x4 m[8]}, a struct array) as
 * {@code cb0[r0.x + k]} after {@code imul null, r0.x, i, S} (or {@code ishl r0.x, i, log2 S}); the HLSL reads
 * {@code m[i + k / S]}, which fxc computes as the same register, wrapping alike. Followed forward: where the
 * paths of an {@code if} and its {@code else} join, a definition both paths keep stays known (a path that ended in
 * {@code break}, {@code continue} or {@code ret} brings nothing, and a loop is left with what its breaks keep
 * alike); a definition is forgotten at every case, phase or subroutine boundary, when its lane or its source's
 * lane is written again, and on entering a loop whose body writes either. Where the source itself was
 * overwritten, the lane is still known to be a multiple (its factors of two: see {@link Operands}).
 */
final class Multiples {
    private Multiples() {
    }

    /**
     * For each instruction that reads a dynamically indexed constant buffer, and each {@code store_structured}
     * (whose byte offset may be one): the multiples live before it.
     */
    static Map<Integer, Map<Long, Scope.Scaled>> find(List<Instruction> code) {
        Map<Integer, Map<Long, Scope.Scaled>> at = new HashMap<>();
        Map<Long, Scope.Scaled> live = new HashMap<>();    // null where no path reaches (after a break or return)
        java.util.ArrayDeque<Frame> frames = new java.util.ArrayDeque<>();
        for (int k = 0; k < code.size(); k++) {
            Instruction in = code.get(k);
            Opcode op = in.opcode();
            if (op.kind() == Opcode.Kind.DECLARATION || op.kind() == Opcode.Kind.CUSTOM_DATA) {
                continue;
            }
            if (live != null && !live.isEmpty() && (readsRelativeConstant(in) || op == Opcode.STORE_STRUCTURED)) {
                at.put(k, new HashMap<>(live));
            }
            switch (op) {
                case IF -> {
                    frames.push(new Frame(false, copy(live)));
                    continue;
                }
                case ELSE -> {
                    Frame f = frames.peek();
                    if (f == null || f.loop || f.isSwitch) {
                        live = new HashMap<>();
                        continue;
                    }
                    f.thenEnd = live;
                    f.hadElse = true;
                    live = copy(f.entry);
                    continue;
                }
                case ENDIF -> {
                    Frame f = frames.peek();
                    if (f == null || f.loop || f.isSwitch) {
                        live = new HashMap<>();
                        continue;
                    }
                    frames.pop();
                    live = meet(live, f.hadElse ? f.thenEnd : f.entry);
                    continue;
                }
                case LOOP -> {
                    if (live != null) {
                        keepThrough(code, k, live);
                    }
                    frames.push(new Frame(true, null));
                    continue;
                }
                case BREAK, BREAKC -> {
                    Frame f = innermostBreakable(frames);
                    if (f != null && f.loop && live != null) {
                        f.exit = f.exited ? meet(f.exit, live) : copy(live);
                        f.exited = true;
                    }
                    if (op == Opcode.BREAK) {
                        live = null;
                    }
                    continue;
                }
                case CONTINUE, RET -> {
                    live = null;
                    continue;
                }
                case ENDLOOP -> {
                    Frame f = frames.peek();
                    if (f == null || !f.loop) {
                        live = new HashMap<>();
                        continue;
                    }
                    frames.pop();
                    live = f.exited ? f.exit : null;       // a loop is left by its breaks alone
                    continue;
                }
                case SWITCH -> {
                    frames.push(new Frame(false, null));
                    frames.peek().isSwitch = true;
                    live = new HashMap<>();
                    continue;
                }
                case ENDSWITCH -> {
                    if (frames.peek() != null && frames.peek().isSwitch) {
                        frames.pop();
                    }
                    live = new HashMap<>();
                    continue;
                }
                case CASE, DEFAULT, CALL, CALLC -> {
                    live = new HashMap<>();
                    continue;
                }
                case LABEL, HS_DECLS, HS_CONTROL_POINT_PHASE, HS_FORK_PHASE, HS_JOIN_PHASE -> {
                    frames.clear();
                    live = new HashMap<>();
                    continue;
                }
                default -> {
                }
            }
            if (live == null) {
                continue;
            }
            List<Operand> o = in.operands();
            int d = Math.min(op.dstCount(), o.size());
            for (int j = 0; j < d; j++) {
                Operand t = o.get(j);
                if (t.type() == OperandType.TEMP && !t.indices().isEmpty()) {
                    long reg = t.index(0);
                    int mask = t.components() == 4 ? t.mask() : 1;
                    live.entrySet().removeIf(e -> e.getKey() / 4 == reg && (mask & 1 << (int) (e.getKey() % 4)) != 0
                            || reads(e.getValue(), reg, mask));
                }
            }
            define(in, live);
        }
        return at;
    }

    /**
     * An {@code if} (its state on entry, and at the end of its {@code then} part once an {@code else} is met),
     * a {@code loop} (the meet of the states its breaks leave with) or a {@code switch} (whose breaks leave it).
     */
    private static final class Frame {
        final boolean loop;
        final Map<Long, Scope.Scaled> entry;
        Map<Long, Scope.Scaled> thenEnd;
        boolean hadElse;
        boolean isSwitch;
        Map<Long, Scope.Scaled> exit;
        boolean exited;

        Frame(boolean loop, Map<Long, Scope.Scaled> entry) {
            this.loop = loop;
            this.entry = entry;
        }
    }

    private static Frame innermostBreakable(java.util.ArrayDeque<Frame> frames) {
        for (Frame f : frames) {
            if (f.loop || f.isSwitch) {
                return f;
            }
        }
        return null;
    }

    private static Map<Long, Scope.Scaled> copy(Map<Long, Scope.Scaled> m) {
        return m == null ? null : new HashMap<>(m);
    }

    /**
     * Where two paths join: the multiples both know alike (the same definition); a path no one reaches
     * (null) adds nothing.
     */
    private static Map<Long, Scope.Scaled> meet(Map<Long, Scope.Scaled> a, Map<Long, Scope.Scaled> b) {
        if (a == null) {
            return copy(b);
        }
        if (b == null) {
            return a;
        }
        Map<Long, Scope.Scaled> out = new HashMap<>(a);
        out.entrySet().removeIf(e -> b.get(e.getKey()) != e.getValue());
        return out;
    }

    /**
     * The lane multiple a dynamic index reads, or null: {@code rel} a temporary lane read plainly, known
     * (in {@code live}) to hold a multiple of a register it can still name.
     */
    static Scope.Scaled of(Map<Long, Scope.Scaled> live, Operand rel) {
        if (rel.type() != OperandType.TEMP || rel.indices().isEmpty() || rel.modifier() != 0) {
            return null;
        }
        Scope.Scaled s = live.get(rel.index(0) * 4 + Operands.component(rel, 0));
        return s == null || s.source() == null ? null : s;
    }

    /**
     * For each constant buffer (by the operand's first index) that only its declaration describes: where
     * the program reads it as an array of elements {@code S} registers wide from register {@code B}
     * ({@code cb0[r0.x + B + j]} after {@code imul null, r0.x, i, S}: the array {@code float4 m[N][S]} at
     * {@code B} read {@code m[i][j]}), {@code {B, S}}, B the lowest register such a read names. None where
     * reads of one buffer scale by different widths, or where a dynamic read that is not such a multiple
     * would need the registers before B declared and B is 0.
     */
    static Map<Long, long[]> strides(List<Instruction> code, boolean sm51) {
        Map<Integer, Map<Long, Scope.Scaled>> at = find(code);
        Map<Long, long[]> found = new HashMap<>();
        java.util.Set<Long> plain = new java.util.HashSet<>();
        java.util.Set<Long> mixed = new java.util.HashSet<>();
        for (int k = 0; k < code.size(); k++) {
            Instruction in = code.get(k);
            if (in.opcode().kind() == Opcode.Kind.DECLARATION || in.opcode().kind() == Opcode.Kind.CUSTOM_DATA) {
                continue;
            }
            Map<Long, Scope.Scaled> live = at.getOrDefault(k, Map.of());
            for (Operand o : in.operands()) {
                strides(o, sm51, live, found, plain, mixed);
            }
        }
        for (Long id : mixed) {
            found.remove(id);
        }
        found.entrySet().removeIf(e -> e.getValue()[0] == 0 && plain.contains(e.getKey()));
        return found;
    }

    private static void strides(Operand o, boolean sm51, Map<Long, Scope.Scaled> live, Map<Long, long[]> found,
                                java.util.Set<Long> plain, java.util.Set<Long> mixed) {
        List<OperandIndex> ix = o.indices();
        for (OperandIndex i : ix) {
            if (i.relative() != null) {
                strides(i.relative(), sm51, live, found, plain, mixed);
            }
        }
        int reg = sm51 ? 2 : 1;
        if (o.type() != OperandType.CONSTANT_BUFFER || ix.size() <= reg || ix.get(reg).relative() == null) {
            return;
        }
        long id = ix.get(0).immediate();
        Scope.Scaled s = of(live, ix.get(reg).relative());
        if (s == null) {
            plain.add(id);
            return;
        }
        long b = ix.get(reg).immediate();
        long[] was = found.get(id);
        if (was == null) {
            found.put(id, new long[] {b, s.multiplier()});
        } else if (was[1] != s.multiplier()) {
            mixed.add(id);
        } else {
            was[0] = Math.min(was[0], b);
        }
    }

    /**
     * Entering the loop at {@code k}: a multiple stays known inside only where nothing in the loop body
     * (to its endloop) writes its lane or its source, since the back edge brings those writes round again.
     */
    private static void keepThrough(List<Instruction> code, int k, Map<Long, Scope.Scaled> live) {
        int depth = 0;
        for (int j = k; j < code.size() && !live.isEmpty(); j++) {
            Instruction in = code.get(j);
            Opcode op = in.opcode();
            if (op == Opcode.LOOP) {
                depth++;
            } else if (op == Opcode.ENDLOOP && --depth == 0) {
                return;
            } else if (op == Opcode.LABEL || op == Opcode.CALL || op == Opcode.CALLC) {
                live.clear();
                return;
            }
            if (op.kind() == Opcode.Kind.DECLARATION || op.kind() == Opcode.Kind.CUSTOM_DATA) {
                continue;
            }
            List<Operand> o = in.operands();
            for (int d = 0; d < Math.min(op.dstCount(), o.size()); d++) {
                Operand t = o.get(d);
                if (t.type() == OperandType.TEMP && !t.indices().isEmpty()) {
                    long reg = t.index(0);
                    int mask = t.components() == 4 ? t.mask() : 1;
                    live.entrySet().removeIf(e -> e.getKey() / 4 == reg && (mask & 1 << (int) (e.getKey() % 4)) != 0
                            || reads(e.getValue(), reg, mask));
                }
            }
        }
        live.clear();                                      // no endloop: nothing is known
    }

    private static boolean readsRelativeConstant(Instruction in) {
        for (Operand o : in.operands()) {
            if (o.type() == OperandType.CONSTANT_BUFFER) {
                for (OperandIndex ix : o.indices()) {
                    if (ix.relative() != null) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether the multiple's source is a lane of temporary {@code reg} that {@code mask} writes. */
    private static boolean reads(Scope.Scaled s, long reg, int mask) {
        Operand o = s.source();
        return o != null && o.type() == OperandType.TEMP && !o.indices().isEmpty() && o.index(0) == reg && (mask & 1 << s.component()) != 0;
    }

    /** A source this can follow: a register read plainly (no modifier, no dynamic index). */
    private static boolean plain(Operand s) {
        if (s.isImmediate() || s.modifier() != 0 || s.type() == null) {
            return false;
        }
        for (OperandIndex ix : s.indices()) {
            if (ix.relative() != null) {
                return false;
            }
        }
        return switch (s.type()) {
            case TEMP, INPUT, CONSTANT_BUFFER, INPUT_THREAD_ID, INPUT_THREAD_GROUP_ID, INPUT_THREAD_ID_IN_GROUP,
                    INPUT_THREAD_ID_IN_GROUP_FLATTENED, INPUT_PRIMITIVEID, INPUT_GS_INSTANCE_ID -> true;
            default -> false;
        };
    }

    /** The immediate of {@code o} for register component {@code c}, or null. */
    private static Long immediate(Operand o, int c) {
        if (!o.isImmediate() || o.type() != OperandType.IMMEDIATE32) {
            return null;
        }
        int[] v = o.immediates();
        return v.length == 0 ? null : (long) v[v.length == 1 ? 0 : Math.min(c, v.length - 1)];
    }

    private static void define(Instruction in, Map<Long, Scope.Scaled> live) {
        List<Operand> o = in.operands();
        Operand dst;
        Operand src;
        Operand by;
        Operand plus = null;
        switch (in.opcode()) {
            case IMUL -> {
                if (o.size() < 4) {
                    return;
                }
                dst = o.get(1);
                src = o.get(2).isImmediate() ? o.get(3) : o.get(2);
                by = o.get(2).isImmediate() ? o.get(2) : o.get(3);
            }
            case ISHL -> {
                if (o.size() < 3) {
                    return;
                }
                dst = o.get(0);
                src = o.get(1);
                by = o.get(2);
            }
            case IMAD -> {
                if (o.size() < 4) {
                    return;
                }
                dst = o.get(0);
                src = o.get(1).isImmediate() ? o.get(2) : o.get(1);
                by = o.get(1).isImmediate() ? o.get(1) : o.get(2);
                plus = o.get(3);
            }
            default -> {
                return;
            }
        }
        if (dst.type() != OperandType.TEMP || dst.indices().isEmpty() || dst.components() != 4 || !plain(src)
                || in.saturate()) {
            return;
        }
        for (int c = 0; c < 4; c++) {
            if ((dst.mask() & 1 << c) == 0) {
                continue;
            }
            Long m = immediate(by, Operands.component(by, c));
            if (m == null) {
                continue;
            }
            long multiplier = in.opcode() == Opcode.ISHL ? 1L << (m & 31) : m & 0xffffffffL;
            long add = 0;
            if (plus != null) {
                Long p = immediate(plus, Operands.component(plus, c));
                if (p == null || multiplier == 0 || (p & 0xffffffffL) % multiplier != 0) {
                    continue;
                }
                add = (p & 0xffffffffL) / multiplier;
            }
            Scope.Scaled s = new Scope.Scaled(src, Operands.component(src, c), multiplier, add);
            if (multiplier < 2 || multiplier > 1L << 31) {
                continue;
            }
            if (reads(s, dst.index(0), dst.mask())) {
                // the instruction overwrites its own source: only the multiple's factors of two stay known
                s = new Scope.Scaled(null, 0, multiplier, 0);
            }
            live.put(dst.index(0) * 4 + c, s);
        }
    }
}
