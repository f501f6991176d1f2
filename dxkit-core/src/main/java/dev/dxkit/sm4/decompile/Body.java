package dev.dxkit.sm4.decompile;

import dev.dxkit.io.Bits;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandType;

import java.util.List;
import java.util.function.Function;

/**
 * The body of {@code main}: each instruction as one HLSL statement that computes the same lanes with the
 * same bits (the registers typed as {@code float4} locals, other types reached through {@code asint} and
 * {@code asuint}), flow control as structured statements with {@code [branch]}, {@code [loop]} and
 * {@code [forcecase]} so that fxc keeps them as they were. What an instruction cannot be written as is a
 * marked comment and a gap.
 */
final class Body {
    private final Scope scope;
    private final Operands ops;
    private final HlslText out;
    private final Resources resources;
    private final String returnStatement;
    private final String stream;

    Body(Scope scope, HlslText out, String returnStatement, String stream) {
        this.scope = scope;
        this.ops = new Operands(scope);
        this.out = out;
        this.resources = new Resources(scope, ops, this);
        this.returnStatement = returnStatement;
        this.stream = stream;
    }

    Operands operands() {
        return ops;
    }

    /** Writes the statements of {@code code} (declarations skipped). */
    void write(List<Instruction> code) {
        prepare(code);
        for (int k = 0; k < mainEnd; k++) {
            one(k, k == mainEnd - 1);
        }
        scope.scaled = java.util.Map.of();
    }

    /**
     * Writes the function body (class linkage) whose label is instruction {@code at}: its statements up to
     * the next label, the closing {@code ret} left out. Null when there is no such label.
     */
    boolean writeFunction(List<Instruction> code, long body) {
        prepare(code);
        int from = -1;
        int to = code.size();
        for (int k = 0; k < code.size(); k++) {
            Instruction in = code.get(k);
            if (in.opcode() != Opcode.LABEL) {
                continue;
            }
            if (from >= 0) {
                to = k;
                break;
            }
            Operand l = in.operands().isEmpty() ? null : in.operands().get(0);
            if (l != null && l.type() == OperandType.FUNCTION_BODY && !l.indices().isEmpty() && l.index(0) == body) {
                from = k + 1;
            }
        }
        if (from < 0) {
            return false;
        }
        functionEnd = to;
        for (int k = from; k < to; k++) {
            one(k, k == to - 1);
        }
        scope.scaled = java.util.Map.of();
        return true;
    }

    /** Where the function body being written ends (its this-pointer lanes are checked up to it). */
    private int functionEnd;

    private void prepare(List<Instruction> code) {
        this.code = code;
        scaled = Multiples.find(code);
        int end = code.size();
        mainEnd = end;
        for (int k = end - 1; k >= 0; k--) {
            Instruction in = code.get(k);
            if (in.opcode() != Opcode.LABEL) {
                continue;
            }
            Operand l = in.operands().isEmpty() ? null : in.operands().get(0);
            if (l != null && l.type() == OperandType.LABEL && !l.indices().isEmpty() && l.indices().get(0).relative() == null) {
                labels.put(l.index(0), new int[] {k + 1, end});
            }
            end = k;                                       // a function body (class linkage) is left to its fcall
            mainEnd = k;
        }
    }

    /** Writes instruction {@code k} (declarations and instructions written with an earlier one skipped). */
    private void one(int k, boolean last) {
        Instruction in = code.get(k);
        if (in.opcode().kind() == Opcode.Kind.CUSTOM_DATA && in.customDataClass() == SHADER_MESSAGE) {
            pos = k;
            out.line(message(in));
            return;
        }
        if (in.opcode().kind() == Opcode.Kind.DECLARATION || in.opcode().kind() == Opcode.Kind.CUSTOM_DATA) {
            return;
        }
        if (skip.contains(k)) {
            return;                                        // written with an earlier instruction (Append)
        }
        pos = k;
        if (scope.streams != null) {
            scope.streamOutput = k < scope.streamAt.length && scope.streamAt[k] >= 0
                    ? scope.streams.get(scope.streamAt[k]) : null;
        }
        scope.scaled = scaled.getOrDefault(k, java.util.Map.of());
        if (!outputSelection(in)) {
            statement(in, last);
        }
        for (String mark : scope.marks) {
            out.line(mark);                                // where a statement was left out
        }
        scope.marks.clear();
    }

    /**
     * A hull shader's write to an output register chosen by a dynamic index ({@code o[r0.x + 6].y}) inside a
     * declared index range whose registers are no one array (elements of several names, or packed beside
     * others): a {@code switch} over the index with the statement once per register of the range,
     * {@code case 0: o.A0.x = …; break;}. An index outside the range writes nothing (the range leaves it
     * undefined). False, the statement written as usual, where an array holds the lanes (tessellation
     * factors), no range covers them or a register of the range has no element on a lane written.
     */
    private boolean outputSelection(Instruction in) {
        if (scope.stage != dev.dxkit.sm4.ProgramType.HULL || in.operands().isEmpty() || in.opcode().kind() != Opcode.Kind.ALU) {
            return false;                                  // a destination first: arithmetic, sampling, memory
        }
        Operand d = in.operands().get(0);
        if (d.type() != OperandType.OUTPUT || d.indices().size() != 1 || d.indices().get(0).relative() == null) {
            return false;
        }
        Interface target = scope.phaseOutput != null ? scope.phaseOutput : scope.output;
        int mask = d.components() == 4 ? d.mask() : 1;
        long at = d.index(0);
        long[] range = null;
        for (long[] r : scope.outputRanges) {
            if (at >= r[0] && at < r[0] + r[1] && (mask & ~r[2] & 0xF) == 0) {
                range = r;
            }
        }
        if (range == null) {
            return false;
        }
        boolean array = true;
        for (int c = 0; c < 4; c++) {
            if ((mask & 1 << c) != 0) {
                array &= target.oneArray(range[0], range[1], c);
            }
        }
        if (array) {
            return false;
        }
        for (long reg = range[0]; reg < range[0] + range[1]; reg++) {
            for (int c = 0; c < 4; c++) {
                if ((mask & 1 << c) != 0 && scope.output(reg, c) == null) {
                    return false;
                }
            }
        }
        out.line("switch (" + ops.relativeIndex(d.indices().get(0)) + ")");
        out.line("{");
        for (long reg = range[0]; reg < range[0] + range[1]; reg++) {
            List<Operand> operands = new java.util.ArrayList<>(in.operands());
            operands.set(0, new Operand(d.type(), d.typeCode(), d.components(), d.selection(), d.selector(),
                    List.of(new dev.dxkit.sm4.OperandIndex(dev.dxkit.sm4.IndexRepresentation.IMMEDIATE32, reg, null)),
                    d.immediates(), d.modifier(), d.minPrecision(), d.nonUniform(), d.dwords()));
            out.line("case " + Literals.uintLiteral((int) (reg - at)) + ":");
            out.indent();
            statement(new Instruction(in.offset(), in.token(), in.opcode(), in.length(), in.sampleOffsets(),
                    in.resourceDim(), in.resourceStride(), in.returnTypes(), operands, in.extra()), false);
            out.line("break;");
            out.outdent();
        }
        out.line("}");
        return true;
    }

    private java.util.Map<Integer, java.util.Map<Long, Scope.Scaled>> scaled = java.util.Map.of();
    /** Where {@code main} ends: the first {@code label} (subroutines and function bodies follow it). */
    private int mainEnd;
    /** Each subroutine by its label number: the range of its instructions, from after the label to its ret. */
    private final java.util.Map<Long, int[]> labels = new java.util.HashMap<>();
    /** The subroutines being written, innermost last (a call of one of them is recursion: a gap). */
    private final java.util.ArrayDeque<Long> calling = new java.util.ArrayDeque<>();

    /**
     * The range of the subroutine {@code call} or {@code callc} names, when it can be written in place: it
     * ends with its only {@code ret} (no early return), calls nothing being written and nests no deeper than
     * a few calls; else null.
     */
    private int[] subroutine(Operand target) {
        if (target.type() != OperandType.LABEL || target.indices().isEmpty() || target.indices().get(0).relative() != null) {
            return null;
        }
        int[] r = labels.get(target.index(0));
        if (r == null || r[1] <= r[0] || calling.contains(target.index(0)) || calling.size() >= 8
                || code.get(r[1] - 1).opcode() != Opcode.RET) {
            return null;
        }
        for (int j = r[0]; j < r[1] - 1; j++) {
            Opcode op = code.get(j).opcode();
            if (op == Opcode.RET || op == Opcode.RETC) {
                return null;
            }
        }
        return r;
    }

    /**
     * A subroutine written where it is called: its statements in place (they share the caller's registers,
     * as HLSL's inlined function does), the caller's position restored after.
     */
    private void inline(Operand target, int[] r) {
        int at = pos;
        calling.addLast(target.index(0));
        for (int j = r[0]; j < r[1] - 1; j++) {
            one(j, false);
        }
        calling.removeLast();
        pos = at;
        scope.scaled = scaled.getOrDefault(at, java.util.Map.of());
    }

    /**
     * Whether every case of the switch at {@code k} only calls a subroutine and breaks ({@code case 0: call
     * label0; break;}): what fxc gives for a {@code [call] switch}.
     */
    private boolean callSwitch(int k) {
        int depth = 0;
        boolean any = false;
        for (int j = k + 1; j < code.size(); j++) {
            Opcode op = code.get(j).opcode();
            if (op == Opcode.SWITCH) {
                return false;
            }
            if (op == Opcode.ENDSWITCH) {
                return any && depth == 0;
            }
            if (op == Opcode.CASE || op == Opcode.DEFAULT) {
                continue;
            }
            if (op != Opcode.CALL || j + 1 >= code.size() || code.get(j + 1).opcode() != Opcode.BREAK
                    || subroutine(code.get(j).operands().get(0)) == null) {
                return false;
            }
            any = true;
            j++;
        }
        return false;
    }

    /** The instructions being written and the index of the current one (for looking ahead). */
    private List<Instruction> code = List.of();
    private int pos;
    /** Instructions already written with an earlier one (the store of an {@code Append}). */
    private final java.util.Set<Integer> skip = new java.util.HashSet<>();

    /**
     * {@code imm_atomic_alloc} of an append buffer as {@code Append(value)}: where the next instruction stores
     * one whole element (a scalar or vector element type) at offset 0 of the index the alloc returned, and
     * nothing reads that index afterwards (HLSL does not give it).
     */
    boolean append(Instruction in, String name, Binding b) {
        Operand idx = in.operands().get(0);
        int n = elementWords(b);
        if (n == 0) {
            return appendStruct(in, name, b);
        }
        if (idx.type() != OperandType.TEMP || idx.indices().isEmpty() || pos + 1 >= code.size()) {
            return false;
        }
        Instruction st = code.get(pos + 1);
        List<Operand> o = st.operands();
        int c = Integer.numberOfTrailingZeros(idx.mask() | 0x10) & 3;
        if (st.opcode() != Opcode.STORE_STRUCTURED || !sameRegister(o.get(0), in.operands().get(1)) || o.get(0).mask() != (1 << n) - 1
                || !readsLane(o.get(1), 0, idx.index(0), c) || !o.get(2).isImmediate() || o.get(2).immediates()[0] != 0
                || !deadAfter(pos + 2, idx.index(0), c)) {
            return false;
        }
        out.line(name + ".Append(" + ops.source(o.get(3), first(n), b.lanes().get(0L).type()) + ");");
        skip.add(pos + 1);
        return true;
    }

    /**
     * {@code imm_atomic_consume} of a consume buffer as {@code Consume()}: its element into the destination of
     * a next {@code ld_structured} at offset 0 of the index it returned, or a statement of its own; where nothing
     * else reads that index.
     */
    boolean consume(Instruction in, String name, Binding b) {
        Operand idx = in.operands().get(0);
        if (idx.type() != OperandType.TEMP || idx.indices().isEmpty()) {
            return false;
        }
        int c = Integer.numberOfTrailingZeros(idx.mask() | 0x10) & 3;
        int loads = 0;
        while (pos + 1 + loads < code.size() && takes(code.get(pos + 1 + loads), in, idx.index(0), c)) {
            loads++;
            if (writesLane(code.get(pos + loads), idx.index(0), c)) {
                break;                                     // the index's lane overwritten: no later load reads it
            }
        }
        if (loads >= 2) {
            return consumeStruct(in, name, b, loads, idx.index(0), c);
        }
        Instruction ld = pos + 1 < code.size() ? code.get(pos + 1) : null;
        if (ld != null && ld.opcode() == Opcode.LD_STRUCTURED && sameRegister(ld.operands().get(3), in.operands().get(1))) {
            List<Operand> o = ld.operands();
            Operand d = o.get(0);
            boolean overwritten = d.type() == OperandType.TEMP && !d.indices().isEmpty() && d.index(0) == idx.index(0)
                    && (d.mask() & 1 << c) != 0;               // the load's own destination takes the index's lane
            if (!readsLane(o.get(1), 0, idx.index(0), c) || !overwritten && !deadAfter(pos + 2, idx.index(0), c)) {
                return false;
            }
            pos++;
            boolean ok = resources.consumed(ld, name + ".Consume()");
            pos--;
            if (ok) {
                skip.add(pos + 1);
            }
            return ok;
        }
        if (!deadAfter(pos + 1, idx.index(0), c)) {
            return false;
        }
        out.line(name + ".Consume();");
        return true;
    }

    /** Whether {@code ld} loads, at an immediate offset, from the element that consume {@code in} took into lane {@code c} of {@code reg}. */
    private boolean takes(Instruction ld, Instruction in, long reg, int c) {
        return ld.opcode() == Opcode.LD_STRUCTURED && sameRegister(ld.operands().get(3), in.operands().get(1))
                && readsLane(ld.operands().get(1), 0, reg, c) && ld.operands().get(2).isImmediate();
    }

    /** Whether instruction {@code x} writes lane {@code c} of temporary {@code reg}. */
    private static boolean writesLane(Instruction x, long reg, int c) {
        Operand d = x.operands().isEmpty() ? null : x.operands().get(0);
        return d != null && d.type() == OperandType.TEMP && !d.indices().isEmpty() && d.index(0) == reg
                && (d.mask() & 1 << c) != 0;
    }

    /**
     * {@code Consume} of an element read by several loads (the members of a struct, each word a load of its
     * own): the element taken into a local first, {@code { T e = c.Consume(); r1.x = e.pos.x; ... }}, where
     * the loads follow the consume one after another and nothing after them reads the index.
     */
    private boolean consumeStruct(Instruction in, String name, Binding b, int loads, long reg, int c) {
        String decl = b.declaration();
        int lt = decl.indexOf('<');
        int gt = decl.lastIndexOf('>');
        boolean overwritten = writesLane(code.get(pos + loads), reg, c);
        if (lt < 0 || gt < lt || !overwritten && !deadAfter(pos + 1 + loads, reg, c)) {
            return false;
        }
        int at = pos;
        out.line("{");
        out.indent();
        out.line(decl.substring(lt + 1, gt) + " e = " + name + ".Consume();");
        boolean ok = true;
        for (int k = 1; k <= loads && ok; k++) {
            pos = at + k;
            ok = resources.consumed(code.get(pos), "e");
        }
        pos = at;
        out.outdent();
        out.line("}");
        if (ok) {
            for (int k = 1; k <= loads; k++) {
                skip.add(pos + k);
            }
        }
        return ok;
    }

    /**
     * {@code Append} of a struct element: the next instructions store every word of one element (each once,
     * at immediate offsets of the index the alloc returned), built member by member in a local first.
     */
    private boolean appendStruct(Instruction in, String name, Binding b) {
        Operand idx = in.operands().get(0);
        String decl = b.declaration();
        int lt = decl.indexOf('<');
        int gt = decl.lastIndexOf('>');
        if (idx.type() != OperandType.TEMP || idx.indices().isEmpty() || lt < 0 || gt < lt || b.lanes().isEmpty()) {
            return false;
        }
        String type = decl.substring(lt + 1, gt);
        int c = Integer.numberOfTrailingZeros(idx.mask() | 0x10) & 3;
        java.util.Map<Long, String> words = new java.util.TreeMap<>();
        int j = pos + 1;
        while (j < code.size() && words.size() < b.lanes().size()) {
            Instruction st = code.get(j);
            List<Operand> o = st.operands();
            if (st.opcode() != Opcode.STORE_STRUCTURED || !sameRegister(o.get(0), in.operands().get(1))
                    || !readsLane(o.get(1), 0, idx.index(0), c) || !o.get(2).isImmediate()) {
                return false;
            }
            long at = (o.get(2).immediates()[0] & 0xffffffffL) / 4;
            for (int k = 0; k < 4; k++) {
                if ((o.get(0).mask() & 1 << k) == 0) {
                    continue;
                }
                Slot s = b.lanes().get(at + k);
                if (s == null || s.type() == 'd' || s.type() == 'e' || words.containsKey(at + k)) {
                    return false;
                }
                words.put(at + k, "e" + s.base() + (s.scalar() ? "" : "." + s.token()) + " = "
                        + ops.source(o.get(3), new int[] {k}, s.type()) + ";");
            }
            j++;
        }
        if (!words.keySet().equals(b.lanes().keySet()) || !deadAfter(j, idx.index(0), c)) {
            return false;
        }
        out.line("{");
        out.indent();
        out.line(type + " e;");
        words.values().forEach(out::line);
        out.line(name + ".Append(e);");
        out.outdent();
        out.line("}");
        for (int k = pos + 1; k < j; k++) {
            skip.add(k);
        }
        return true;
    }

    /** Words of a structured element of one scalar or vector type (0 for a struct or mixed lanes). */
    private static int elementWords(Binding b) {
        int n = 0;
        while (n < 5 && b.lanes().get((long) n) != null) {
            n++;
        }
        if (n == 0 || n > 4 || b.lanes().size() != n) {
            return 0;
        }
        for (long k = 0; k < n; k++) {
            Slot s = b.lanes().get(k);
            if (!s.base().isEmpty() || s.type() != b.lanes().get(0L).type() || s.type() == 'd' || s.type() == 'e') {
                return 0;
            }
        }
        return n;
    }

    private static boolean sameRegister(Operand a, Operand b) {
        return a.type() == b.type() && a.indices().size() == b.indices().size() && !a.indices().isEmpty()
                && a.indices().get(0).relative() == null && b.indices().get(0).relative() == null
                && a.index(0) == b.index(0) && (a.indices().size() < 2 || a.index(1) == b.index(1));
    }

    /**
     * The {@code store_structured} that stores the high word of the double whose low word this one stores alone
     * (fxc's /Od form: {@code store_structured u0.x, i, l(0), r0.x; iadd r0.x, l(4), l(0); store_structured
     * u0.x, i, r0.x, r0.y}): the next store, to the same view and the same element, of one word at byte
     * {@code at + 4}, where every instruction between computes temporaries alone (no memory, no flow) and
     * writes neither the element's index nor the high word's source; its index in the code, or -1.
     */
    int highWordStore(Operand uav, Operand index, long at) {
        for (int j = pos + 1; j < code.size(); j++) {
            Instruction x = code.get(j);
            Opcode op = x.opcode();
            List<Operand> o = x.operands();
            if (op == Opcode.STORE_STRUCTURED) {
                if (o.size() < 4 || !sameRegister(o.get(0), uav) || o.get(0).components() != 4
                        || Integer.bitCount(o.get(0).mask()) != 1 || !sameScalar(o.get(1), index)) {
                    return -1;
                }
                Operand off = o.get(2);
                Long v = off.isImmediate() ? Long.valueOf(off.immediates()[0] & 0xffffffffL)
                        : off.type() == OperandType.TEMP && !off.indices().isEmpty() && off.modifier() == 0
                        ? constantAt(j, off.index(0), Operands.component(off, 0)) : null;
                if (v == null || v != at + 4) {
                    return -1;
                }
                Operand hi = o.get(3);
                int lane = Integer.numberOfTrailingZeros(o.get(0).mask());
                for (int k = pos + 1; k < j; k++) {
                    if (hi.type() == OperandType.TEMP && !hi.indices().isEmpty()
                            && writes(code.get(k), hi.index(0), Operands.component(hi, lane))) {
                        return -1;                          // the high word is not the value it is at the first store
                    }
                }
                return j;
            }
            if (op.kind() != Opcode.Kind.ALU || op.dstCount() != 1 || o.isEmpty()) {
                return -1;
            }
            for (Operand v : o) {
                if (v.type() != OperandType.TEMP && !v.isImmediate()) {
                    return -1;                              // memory, inputs, outputs: not a pure computation
                }
            }
            if (index.type() == OperandType.TEMP && !index.indices().isEmpty()
                    && writes(x, index.index(0), Operands.component(index, 0))) {
                return -1;
            }
        }
        return -1;
    }

    /** Whether {@code a} and {@code b} read one scalar alike (type, register, component, modifier, value). */
    private static boolean sameScalar(Operand a, Operand b) {
        if (a.type() != b.type() || !a.indices().equals(b.indices()) || a.modifier() != b.modifier()
                || Operands.component(a, 0) != Operands.component(b, 0)) {
            return false;
        }
        return !a.isImmediate() || a.immediates().length > 0 && b.immediates().length > 0
                && a.immediates()[0] == b.immediates()[0];
    }

    /** Instruction {@code k} of the code being written. */
    Instruction instruction(int k) {
        return code.get(k);
    }

    /** Instruction {@code k} is written with an earlier one: skipped when its turn comes. */
    void writtenWith(int k) {
        skip.add(k);
    }

    /** Whether source {@code s} reads lane {@code c} of temporary {@code reg} at its lane {@code lane}. */
    private static boolean readsLane(Operand s, int lane, long reg, int c) {
        return s.type() == OperandType.TEMP && !s.indices().isEmpty() && s.index(0) == reg && Operands.component(s, lane) == c
                && s.modifier() == 0;
    }

    /**
     * The value lane {@code c} of temporary {@code reg} holds at this instruction where it is known: the
     * instruction that last wrote it on every path here is a plain {@code mov} of an immediate (no modifier,
     * no saturate). Walking back: an {@code if} or {@code loop} whose block holds this instruction is passed
     * (a loop only where nothing in it writes the lane: its back edge), a whole earlier block is passed where
     * nothing in it writes the lane, an {@code else} jumps to its {@code if}, a barrier, discard, emit or cut is
     * passed; anything else (a switch, a label, a call) leaves it unknown, null.
     */
    Long laneConstant(long reg, int c) {
        return constantAt(pos, reg, c);
    }

    /** {@link #laneConstant} at instruction {@code at}. */
    private Long constantAt(int at, long reg, int c) {
        for (int j = at - 1; j >= 0; j--) {
            Instruction x = code.get(j);
            Opcode op = x.opcode();
            if (op == Opcode.IF) {
                continue;                                   // this instruction is inside its then-branch
            }
            if (op == Opcode.LOOP || op == Opcode.ENDIF || op == Opcode.ENDLOOP || op == Opcode.ELSE) {
                int open = op == Opcode.LOOP ? j : blockStart(j);
                int close = op == Opcode.LOOP ? blockEnd(j) : j;
                if (open < 0 || close < 0 || op != Opcode.ELSE && writesIn(open, close, reg, c)) {
                    return null;                            // (an else's then-branch is not on the path here)
                }
                j = op == Opcode.LOOP ? j : open;
                continue;
            }
            if (op.kind() == Opcode.Kind.DECLARATION || op.kind() == Opcode.Kind.CUSTOM_DATA || op == Opcode.NOP
                    || op == Opcode.BREAKC || op == Opcode.CONTINUEC || op == Opcode.RETC || passes(op)) {
                continue;
            }
            if (op.kind() != Opcode.Kind.ALU) {
                return null;
            }
            if (writes(x, reg, c)) {
                List<Operand> o = x.operands();
                Operand s = o.size() == 2 ? o.get(1) : null;
                if (op == Opcode.IADD && !x.saturate() && o.size() == 3 && plainImmediate(o.get(1)) && plainImmediate(o.get(2))) {
                    // fxc's /Od offset of a double's high word: iadd r0.x, l(4), l(0)
                    return (immediateLane(o.get(1), c) + immediateLane(o.get(2), c)) & 0xffffffffL;
                }
                if (op != Opcode.MOV || x.saturate() || s == null || !s.isImmediate() || s.modifier() != 0) {
                    return null;
                }
                int[] v = s.immediates();
                return v.length == 0 ? null : v[Math.min(c, v.length - 1)] & 0xffffffffL;
            }
        }
        return null;
    }

    /**
     * A flow instruction that writes no temporary and leaves the path going on where it was: a barrier, a
     * {@code discard} (the invocations it spares go on) and the geometry shader's emits and cuts.
     */
    private static boolean passes(Opcode op) {
        return switch (op) {
            case SYNC, DISCARD, EMIT, CUT, EMITTHENCUT, EMIT_STREAM, CUT_STREAM, EMITTHENCUT_STREAM -> true;
            default -> false;
        };
    }

    private static boolean plainImmediate(Operand o) {
        return o.isImmediate() && o.modifier() == 0 && o.immediates().length > 0;
    }

    /** Lane {@code c} of an immediate (a one-word immediate has one value for every lane). */
    private static long immediateLane(Operand o, int c) {
        int[] v = o.immediates();
        return v[Math.min(c, v.length - 1)] & 0xffffffffL;
    }

    /** Whether instruction {@code x} writes lane {@code c} of temporary {@code reg}. */
    private static boolean writes(Instruction x, long reg, int c) {
        if (x.opcode().kind() != Opcode.Kind.ALU) {
            return false;
        }
        List<Operand> o = x.operands();
        for (int k = 0; k < x.opcode().dstCount() && k < o.size(); k++) {
            Operand t = o.get(k);
            if (t.type() == OperandType.TEMP && !t.indices().isEmpty() && t.index(0) == reg && (t.mask() & 1 << c) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether an instruction from {@code from} to {@code to} (both included) writes lane {@code c} of {@code reg}. */
    private boolean writesIn(int from, int to, long reg, int c) {
        for (int j = from; j <= to; j++) {
            if (writes(code.get(j), reg, c)) {
                return true;
            }
        }
        return false;
    }

    /** The {@code if} or {@code loop} that opens the block an {@code endif}, {@code else} or {@code endloop} at {@code j} closes; -1. */
    private int blockStart(int j) {
        int depth = 0;
        for (int k = j - 1; k >= 0; k--) {
            Opcode q = code.get(k).opcode();
            if (q == Opcode.ENDIF || q == Opcode.ENDLOOP || q == Opcode.ENDSWITCH) {
                depth++;
            } else if (q == Opcode.IF || q == Opcode.LOOP || q == Opcode.SWITCH) {
                if (depth-- == 0) {
                    return q == Opcode.SWITCH ? -1 : k;
                }
            }
        }
        return -1;
    }

    /** The {@code endloop} that closes the loop opened at {@code j}; -1. */
    private int blockEnd(int j) {
        int depth = 0;
        for (int k = j + 1; k < code.size(); k++) {
            Opcode q = code.get(k).opcode();
            if (q == Opcode.IF || q == Opcode.LOOP || q == Opcode.SWITCH) {
                depth++;
            } else if (q == Opcode.ENDIF || q == Opcode.ENDLOOP || q == Opcode.ENDSWITCH) {
                if (depth-- == 0) {
                    return q == Opcode.ENDLOOP ? k : -1;
                }
            }
        }
        return -1;
    }

    /** Whether lane {@code c} of temporary {@code reg} is written again after this instruction before any read. */
    boolean deadAfterThis(long reg, int c) {
        return deadAfter(pos + 1, reg, c);
    }

    /** Lane states of {@link #deadAfter}: read as it is, written since, or on no path (after a ret or break). */
    private static final int LIVE = 0;
    private static final int KILLED = 1;
    private static final int NONE = 2;

    /** Two paths joining: the lane is written on the join only where both wrote it (a path that is none adds nothing). */
    private static int join(int a, int b) {
        return a == NONE ? b : b == NONE ? a : a & b;
    }

    /** An {@code if}, loop or switch opened after the instruction {@link #deadAfter} starts from. */
    private static final class Open {
        final Opcode kind;
        /** The state on entry (the state a switch's selector gives each label, an if's else-branch starts from). */
        final int entry;
        /** An if's then-branch at its else; a loop's or switch's breaks. */
        int then = NONE;
        int breaks = NONE;
        boolean sawElse;
        boolean hasDefault;

        Open(Opcode kind, int entry) {
            this.kind = kind;
            this.entry = entry;
        }
    }

    /**
     * Whether lane {@code c} of temporary {@code reg} is written again before anything reads it, on every path
     * from instruction {@code from}: the structured flow is followed (ifs, loops and switches opened after it,
     * their breaks and continues; an enclosing if's else skipped, an enclosing switch left by a break), the lane
     * being written on a path once an instruction writes it there; where the lane may still be unwritten at the
     * end (or a continue) of an enclosing loop, its next iteration is followed from the loop's top back to
     * {@code from}. A call, a subroutine's return, a label or an instruction of unknown effect while the lane is
     * not written: false.
     */
    private boolean deadAfter(int from, long reg, int c) {
        java.util.ArrayDeque<Open> opened = new java.util.ArrayDeque<>();
        int state = LIVE;
        int outerBreaks = NONE;                             // breaks out of the innermost enclosing switch or loop
        int outerContinues = NONE;                          // continues of the innermost enclosing loop
        int wrapEnd = -1;                                   // the endloop of the enclosing loop scanned again
        for (int j = from; j < code.size(); j++) {
            if (j == from && wrapEnd >= 0) {
                // round the enclosing loop back to from: what follows was scanned with the lane not written,
                // so the loop is left by its breaks alone
                j = wrapEnd;
                wrapEnd = -1;
                opened.clear();
                state = outerBreaks;
                outerBreaks = NONE;
                continue;
            }
            if (opened.isEmpty() && state != LIVE && outerBreaks != LIVE && outerContinues != LIVE) {
                return true;                                // every path has written it or ended
            }
            Instruction x = code.get(j);
            Opcode op = x.opcode();
            if (op.kind() == Opcode.Kind.CUSTOM_DATA && x.customDataClass() == SHADER_MESSAGE) {
                if (state == LIVE) {
                    return false;                           // a message reads its operands
                }
                continue;
            }
            if (op.kind() == Opcode.Kind.DECLARATION || op.kind() == Opcode.Kind.CUSTOM_DATA || op == Opcode.NOP) {
                continue;
            }
            List<Operand> o = x.operands();
            if (op.kind() == Opcode.Kind.FLOW) {
                if (state == LIVE) {
                    for (Operand v : o) {
                        if (mentions(v, reg, c, true)) {
                            return false;                   // a condition or a selector reads it
                        }
                    }
                }
                Open top = opened.peekLast();
                switch (op) {
                    case IF -> opened.addLast(new Open(op, state));
                    case LOOP -> opened.addLast(new Open(op, state));
                    case SWITCH -> {
                        opened.addLast(new Open(op, state));
                        state = NONE;                       // only the labels are reached
                    }
                    case ELSE -> {
                        if (top != null) {
                            top.then = state;
                            top.sawElse = true;
                            state = top.entry;
                        } else {
                            // an enclosing if: the then-branch's path goes on after the matching endif
                            int depth = 0;
                            while (++j < code.size()) {
                                Opcode q = code.get(j).opcode();
                                if (q == Opcode.IF) {
                                    depth++;
                                } else if (q == Opcode.ENDIF && depth-- == 0) {
                                    break;
                                }
                            }
                        }
                    }
                    case ENDIF -> {
                        if (top != null) {
                            opened.removeLast();
                            state = join(state, top.sawElse ? top.then : top.entry);
                        }
                    }
                    case CASE, DEFAULT -> {
                        if (top != null) {
                            state = join(state, top.entry);
                            top.hasDefault |= op == Opcode.DEFAULT;
                        }                                   // an enclosing switch's next label: falling through
                    }
                    case ENDSWITCH -> {
                        if (top != null) {
                            opened.removeLast();
                            state = join(state, top.breaks);
                            if (!top.hasDefault) {
                                state = join(state, top.entry);
                            }
                        } else {
                            state = join(state, outerBreaks);
                            outerBreaks = NONE;
                        }
                    }
                    case ENDLOOP -> {
                        if (top != null) {
                            opened.removeLast();
                            state = top.breaks;             // the loop is left by its breaks alone
                        } else {
                            int back = join(state, outerContinues);
                            outerContinues = NONE;
                            int start = blockStart(j);
                            if (back == LIVE && start >= 0 && start < from && wrapEnd < 0) {
                                // the next iteration of an enclosing loop: its body again, from its top to from
                                wrapEnd = j;
                                state = LIVE;
                                j = start;
                            } else if (back == LIVE) {
                                return false;
                            } else {
                                state = outerBreaks;
                                outerBreaks = NONE;
                            }
                        }
                    }
                    case BREAK, BREAKC -> {
                        Open target = null;
                        for (java.util.Iterator<Open> it = opened.descendingIterator(); it.hasNext();) {
                            Open f = it.next();
                            if (f.kind != Opcode.IF) {
                                target = f;
                                break;
                            }
                        }
                        if (target != null) {
                            target.breaks = join(target.breaks, state);
                        } else {
                            outerBreaks = join(outerBreaks, state);
                        }
                        if (op == Opcode.BREAK) {
                            state = NONE;
                        }
                    }
                    case CONTINUE, CONTINUEC -> {
                        boolean inner = false;
                        for (Open f : opened) {
                            inner |= f.kind == Opcode.LOOP;
                        }
                        if (!inner && wrapEnd < 0) {
                            outerContinues = join(outerContinues, state);   // the next iteration of an enclosing loop
                        }
                        if (op == Opcode.CONTINUE) {
                            state = NONE;                   // (an inner loop's next iteration starts as this one did)
                        }
                    }
                    case RET, RETC -> {
                        if (!calling.isEmpty() && state == LIVE) {
                            return false;                   // a subroutine's caller goes on after it
                        }
                        if (op == Opcode.RET) {
                            state = NONE;
                        }
                    }
                    case DISCARD, EMIT, EMITTHENCUT, CUT, EMIT_STREAM, CUT_STREAM, EMITTHENCUT_STREAM, SYNC -> {
                        // the temporaries go on
                    }
                    default -> {
                        if (state == LIVE) {
                            return false;                   // a call, a label, …
                        }
                    }
                }
                continue;
            }
            if (op.kind() != Opcode.Kind.ALU) {
                return false;
            }
            if (state != LIVE) {
                continue;
            }
            int d = op.dstCount();
            for (int k = 0; k < o.size(); k++) {
                if (mentions(o.get(k), reg, c, k >= d)) {
                    return false;
                }
            }
            for (int k = 0; k < d && k < o.size(); k++) {
                Operand t = o.get(k);
                if (t.type() == OperandType.TEMP && !t.indices().isEmpty() && t.index(0) == reg && (t.mask() & 1 << c) != 0) {
                    state = KILLED;
                }
            }
        }
        return state != LIVE && outerBreaks != LIVE || calling.isEmpty();
    }

    /** Whether operand {@code o} reads lane {@code c} of temporary {@code reg} (as a source, or in a relative index). */
    private static boolean mentions(Operand o, long reg, int c, boolean source) {
        if (source && o.type() == OperandType.TEMP && !o.indices().isEmpty() && o.index(0) == reg) {
            for (int lane = 0; lane < 4; lane++) {
                if (o.components() != 4 || Operands.component(o, lane) == c) {
                    return true;                          // any lane of the swizzle: whatever the mask uses
                }
            }
        }
        for (dev.dxkit.sm4.OperandIndex ix : o.indices()) {
            if (ix.relative() != null && mentions(ix.relative(), reg, c, true)) {
                return true;
            }
        }
        return false;
    }
    /** Typed mode: the lanes each instruction wrote in the first pass, by index (for loops and switches). */
    java.util.Map<Integer, java.util.Map<Long, Character>> written = new java.util.HashMap<>();

    /** In typed mode, what the body from instruction {@code k} to its matching end writes. */
    private java.util.Map<Long, Character> bodyWrites(int k) {
        java.util.Map<Long, Character> w = new java.util.HashMap<>();
        int depth = 0;
        for (int j = k; j < code.size(); j++) {
            Opcode op = code.get(j).opcode();
            if (op == Opcode.LOOP || op == Opcode.SWITCH) {
                depth++;
            } else if (op == Opcode.ENDLOOP || op == Opcode.ENDSWITCH) {
                depth--;
                if (depth == 0) {
                    break;
                }
            }
            writes(j, w, 0);
        }
        return w;
    }

    /** Adds what instruction {@code j} wrote in the first pass to {@code w} (a call: what its subroutine wrote). */
    private void writes(int j, java.util.Map<Long, Character> w, int depth) {
        Instruction in = code.get(j);
        if ((in.opcode() == Opcode.CALL || in.opcode() == Opcode.CALLC) && depth < 8) {
            Operand t = in.operands().get(in.opcode() == Opcode.CALL ? 0 : 1);
            int[] r = t.type() == OperandType.LABEL && !t.indices().isEmpty() ? labels.get(t.index(0)) : null;
            if (r != null) {
                for (int x = r[0]; x < r[1]; x++) {
                    writes(x, w, depth + 1);
                }
            }
            return;
        }
        java.util.Map<Long, Character> one = written.get(j);
        if (one != null) {
            for (java.util.Map.Entry<Long, Character> e : one.entrySet()) {
                w.merge(e.getKey(), e.getValue(), (a, b) -> Temps.storage(a) == Temps.storage(b) ? 'u' == Temps.storage(a)
                        ? 'u' : a : 'm');
            }
        }
    }

    /**
     * The type a later instruction first reads lane {@code c} of temporary {@code reg} as, before anything
     * writes it again (for a move of an immediate in typed mode); {@code 'f'} when none says.
     */
    private char firstRead(long reg, int c) {
        for (int j = pos + 1; j < code.size(); j++) {
            Instruction in = code.get(j);
            Opcode op = in.opcode();
            if (op.kind() != Opcode.Kind.ALU && op.kind() != Opcode.Kind.FLOW) {
                continue;
            }
            List<Operand> o = in.operands();
            int d = op.kind() == Opcode.Kind.ALU ? op.dstCount() : 0;
            for (int k = d; k < o.size() && k < op.operandCount(); k++) {
                Operand s = o.get(k);
                if (s.type() == OperandType.TEMP && !s.indices().isEmpty() && s.index(0) == reg) {
                    for (int lane = 0; lane < 4; lane++) {
                        if (Operands.component(s, lane) == c) {
                            char f = op.operandFormat(k);
                            return f == 'n' || f == 'd' ? 'u' : f == 'x' ? (op == Opcode.MOVC && k == d ? 'u' : 'f') : f;
                        }
                    }
                }
            }
            for (int k = 0; k < d; k++) {
                Operand t = o.get(k);
                if (t.type() == OperandType.TEMP && !t.indices().isEmpty() && t.index(0) == reg && (t.mask() & 1 << c) != 0) {
                    return 'f';
                }
            }
        }
        return 'f';
    }

    private String outside(Instruction in) {
        return scope.gap("a " + in.opcode().mnemonic() + " outside " + (in.opcode() == Opcode.CONTINUE
                || in.opcode() == Opcode.CONTINUEC ? "a loop" : "a loop or switch") + " at dword " + in.offset());
    }

    /** In typed mode, the type of the value source {@code s} gives for lane {@code lane} (immediates: 0). */
    private char valueType(Operand s, int lane) {
        if (s.isImmediate()) {
            return 0;
        }
        Slot slot = ops.slot(s, Operands.component(s, lane));
        if (s.type() == OperandType.TEMP && scope.temps != null && !s.indices().isEmpty()) {
            char t = scope.temps.type(s.index(0), Operands.component(s, lane));
            return t == 0 ? 'f' : t;
        }
        return slot == null ? 'f' : slot.type() == 'b' || slot.type() == 'd' || slot.type() == 'e' ? 'u' : slot.type();
    }

    /** How deep in if, loop and switch the current instruction is. */
    private int nest;
    /** How deep in loops, and in loops and switches, the current instruction is (what a break or continue leaves). */
    private int loops;
    private int breakable;

    private void statement(Instruction in, boolean last) {
        List<Operand> o = in.operands();
        switch (in.opcode()) {
            case IF, LOOP, SWITCH -> nest++;
            case ENDIF, ENDLOOP, ENDSWITCH -> nest--;
            default -> {
            }
        }
        switch (in.opcode()) {
            case LOOP -> {
                loops++;
                breakable++;
            }
            case SWITCH -> breakable++;
            case ENDLOOP -> {
                loops--;
                breakable--;
            }
            case ENDSWITCH -> breakable--;
            default -> {
            }
        }
        switch (in.opcode()) {
            case IF -> {
                // level 9 refuses [branch] (X3528: its Direct3D 9 program has no branch); a plain if keeps the if_nz
                // of the Shader Model 4 program and is flattened in the level-9 one
                out.line((scope.level9 ? "" : "[branch] ") + "if (" + test(in, o.get(0)) + ")");
                if (scope.temps != null) {
                    scope.temps.enterIf();
                }
                out.line("{");
                out.indent();
            }
            case ELSE -> {
                if (scope.temps != null) {
                    scope.temps.enterElse();
                }
                out.outdent();
                out.line("}");
                out.line("else");
                out.line("{");
                out.indent();
            }
            case ENDIF, ENDLOOP -> {
                if (scope.temps != null && in.opcode() == Opcode.ENDIF) {
                    scope.temps.leaveIf();
                }
                out.outdent();
                out.line("}");
            }
            case LOOP -> {
                if (scope.temps != null) {
                    scope.temps.enterBody(bodyWrites(pos));
                }
                String exit = scope.level9 ? topExit() : null;
                out.line(exit != null ? exit : "[loop] while (true)");
                out.line("{");
                out.indent();
            }
            // a break outside every loop and switch, or a continue outside every loop (hand-written programs):
            // HLSL has no such statement (fxc: X3518, X3519)
            case BREAK -> out.line(breakable > 0 ? "break;" : outside(in));
            // [flatten]: fxc writes a conditional break, continue or return (breakc_nz …) only for a flattened
            // if; a plain or [branch] if comes back as if_nz … break … endif
            case BREAKC -> out.line(breakable > 0 ? "[flatten] if (" + test(in, o.get(0)) + ") break;" : outside(in));
            case CONTINUE -> out.line(loops > 0 ? "continue;" : outside(in));
            case CONTINUEC -> out.line(loops > 0 ? "[flatten] if (" + test(in, o.get(0)) + ") continue;" : outside(in));
            case SWITCH -> {
                if (scope.temps != null) {
                    scope.temps.enterBody(bodyWrites(pos));
                }
                out.line((callSwitch(pos) ? "[call]" : "[forcecase]") + " switch (" + ops.source(o.get(0), new int[] {0}, 'i') + ")");
                out.line("{");
                out.indent();
            }
            case CASE -> {
                out.outdent();
                out.line("case " + Literals.intLiteral(o.get(0).immediates().length > 0 ? o.get(0).immediates()[0] : 0) + ":");
                out.indent();
            }
            case DEFAULT -> {
                out.outdent();
                out.line("default:");
                out.indent();
            }
            case ENDSWITCH -> {
                out.outdent();
                out.line("}");
            }
            case RET -> {
                if (!last || nest > 0) {
                    out.line(returnStatement != null ? returnStatement : scope.gap("a return inside a hull-shader phase"));
                }
            }
            case RETC -> out.line("[flatten] if (" + test(in, o.get(0)) + ") "
                    + (returnStatement != null ? returnStatement : scope.gap("a return inside a hull-shader phase")));
            case DISCARD -> out.line("if (" + test(in, o.get(0)) + ") discard;");
            case CALL, CALLC -> {
                Operand target = o.get(in.opcode() == Opcode.CALL ? 0 : 1);
                int[] r = subroutine(target);
                if (r == null) {
                    out.line(scope.gap("instruction " + in.opcode().mnemonic() + " at dword " + in.offset()));
                } else {
                    // [call]: fxc makes the block a subroutine again (callc for the if, call for each case)
                    out.line(in.opcode() == Opcode.CALL ? "{" : "[call] if (" + test(in, o.get(0)) + ")");
                    if (in.opcode() == Opcode.CALLC) {
                        out.line("{");
                    }
                    out.indent();
                    boolean conditional = in.opcode() == Opcode.CALLC && scope.temps != null;
                    if (conditional) {
                        scope.temps.enterIf();
                    }
                    inline(target, r);
                    if (conditional) {
                        scope.temps.leaveIf();
                    }
                    out.outdent();
                    out.line("}");
                }
            }
            case ABORT -> out.line("abort();");
            case INTERFACE_CALL -> {
                String call = scope.linkage == null || scope.linkage.problem != null ? null
                        : scope.linkage.call(o.get(0), in.extra().length > 0 ? in.extra()[0] & 0xffffffffL : -1, ops,
                                scope.linkage.arguments);
                out.line(call != null ? call : scope.gap("instruction fcall at dword " + in.offset()
                        + (scope.linkage != null && scope.linkage.problem != null ? ": " + scope.linkage.problem : "")));
            }
            case MOV -> {
                if (o.size() < 2 || o.get(1).type() != OperandType.THIS_POINTER || !thisMove(in)) {
                    if (!alu(in)) {
                        out.line(scope.gap("instruction " + in.opcode().mnemonic() + " at dword " + in.offset()));
                    }
                }
            }
            case NOP -> {
            }
            case EMIT -> out.line(stream + ".Append(o);");
            case CUT -> out.line(stream + ".RestartStrip();");
            case EMITTHENCUT -> {
                out.line(stream + ".Append(o);");
                out.line(stream + ".RestartStrip();");
            }
            case EMIT_STREAM, CUT_STREAM, EMITTHENCUT_STREAM -> {
                Interface st = scope.streams == null ? null : scope.streams.get(o.get(0).index(0));
                if (st != null) {
                    String s = "s" + o.get(0).index(0);
                    if (in.opcode() != Opcode.CUT_STREAM) {
                        out.line(s + ".Append(" + st.variable() + ");");
                    }
                    if (in.opcode() != Opcode.EMIT_STREAM) {
                        out.line(s + ".RestartStrip();");
                    }
                } else if (o.get(0).index(0) != 0 || scope.streams != null) {
                    out.line(scope.gap("output stream " + o.get(0).index(0)));
                } else {
                    if (in.opcode() != Opcode.CUT_STREAM) {
                        out.line(stream + ".Append(o);");
                    }
                    if (in.opcode() != Opcode.EMIT_STREAM) {
                        out.line(stream + ".RestartStrip();");
                    }
                }
            }
            case SYNC -> out.line(sync(in));
            default -> {
                if (!alu(in)) {
                    out.line(scope.gap("instruction " + in.opcode().mnemonic() + " at dword " + in.offset()));
                }
            }
        }
    }

    /**
     * {@code mov r1.x, this[0].x} (or {@code .y}; any slot) in a class's method: the instance's constant buffer (or first
     * register) kept in mind for the member reads {@code cb[r1.x][r0.w + n]} it indexes, nothing written.
     * Only where the lane is read as that index alone up to the end of the body and never written again;
     * false (a gap) otherwise.
     */
    private boolean thisMove(Instruction in) {
        Operand d = in.operands().get(0);
        Operand t = in.operands().get(1);
        Linkage.This self = scope.self;
        // this[n] is the slot the call went through (this[r0.x + 1] through an array): in a body, which only
        // its call site runs, every this[] is the instance being called
        if (self == null || d.type() != OperandType.TEMP || d.indices().isEmpty() || d.components() != 4
                || in.saturate() || t.modifier() != 0) {
            return false;
        }
        List<long[]> lanes = new java.util.ArrayList<>();
        for (int c = 0; c < 4; c++) {
            if ((d.mask() & 1 << c) == 0) {
                continue;
            }
            int which = Operands.component(t, c);
            if (which > 1 || !onlyIndexes(d.index(0), c, which)) {
                return false;                               // the texture and sampler bases: not written
            }
            lanes.add(new long[] {d.index(0) * 4 + c, which});
        }
        for (long[] l : lanes) {
            (l[1] == 0 ? self.buffer : self.register).add(l[0]);
        }
        return true;
    }

    /**
     * Whether lane {@code c} of temporary {@code reg}, from after the current instruction to the end of the
     * body or its next write, is read only as the buffer ({@code which} 0) or register index of a cb read.
     */
    private boolean onlyIndexes(long reg, int c, int which) {
        long lane = reg * 4 + c;
        for (int j = pos + 1; j < functionEnd && j < code.size(); j++) {
            Instruction x = code.get(j);
            if (x.opcode().kind() == Opcode.Kind.DECLARATION) {
                continue;
            }
            List<Operand> o = x.operands();
            int dsts = x.opcode().kind() == Opcode.Kind.ALU ? x.opcode().dstCount() : 0;
            boolean written = false;
            for (int k = 0; k < o.size(); k++) {
                Operand s = o.get(k);
                if (k < dsts && s.type() == OperandType.TEMP && !s.indices().isEmpty() && s.index(0) == reg
                        && (s.mask() & 1 << c) != 0) {
                    written = true;                         // forgotten there (assign): later reads are gaps
                } else if (mentions(s, reg, c, k >= dsts) && !indexOnly(s, lane, which)) {
                    return false;
                }
            }
            if (written) {
                return x.opcode().dstCount() == 1;          // a write that assign sees
            }
        }
        return true;
    }

    /** Whether {@code s} reads {@code lane} only as the buffer ({@code which} 0) or register index of a cb read. */
    private static boolean indexOnly(Operand s, long lane, int which) {
        if (s.type() != OperandType.CONSTANT_BUFFER || s.indices().size() != 2) {
            return false;
        }
        for (int k = 0; k < 2; k++) {
            Operand rel = s.indices().get(k).relative();
            if (rel != null && Operands.lane(rel) == lane && k != which) {
                return false;
            }
            if (rel != null && Operands.lane(rel) != lane && mentions(rel, lane / 4, (int) (lane % 4), true)) {
                return false;
            }
        }
        return true;
    }

    /** The customdata class of a shader message ({@code printf}, {@code errorf}). */
    private static final int SHADER_MESSAGE = 4;

    /**
     * A shader message as the call that gives it: {@code printf("text %d", …)} ({@code errorf} for an error
     * message), each argument a scalar of the type its conversion names. The payload: message type, format
     * mode, characters, operand count, operand dwords, then the operands and the text.
     */
    private String message(Instruction in) {
        int[] v = in.extra();
        if (v.length < 5 || v[2] < 0 || v[4] < 0 || (long) 5 + v[4] + (v[2] + 3L) / 4 > v.length) {
            return scope.gap("a shader message at dword " + in.offset());
        }
        StringBuilder text = new StringBuilder();
        java.util.List<Character> types = new java.util.ArrayList<>();
        int textAt = 5 + v[4];
        boolean conversion = false;
        for (int i = 0; i < v[2]; i++) {
            char c = (char) (v[textAt + i / 4] >>> 8 * (i % 4) & 0xff);
            if (c == 0 && i == v[2] - 1) {
                break;                                     // a closing NUL
            }
            if (conversion) {
                if (c == '%') {
                    conversion = false;
                } else if ("diuxXoc".indexOf(c) >= 0) {
                    types.add(c == 'd' || c == 'i' ? 'i' : 'u');
                    conversion = false;
                } else if ("feEgGaA".indexOf(c) >= 0) {
                    types.add('f');
                    conversion = false;
                } else if ("0123456789.-+ #lh".indexOf(c) < 0) {
                    return scope.gap("a shader message's conversion %" + c + " at dword " + in.offset());
                }
            } else if (c == '%') {
                conversion = true;
            }
            switch (c) {
                case '"' -> text.append("\\\"");
                case '\\' -> text.append("\\\\");
                case '\n' -> text.append("\\n");
                case '\t' -> text.append("\\t");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        return scope.gap("a shader message's character " + (int) c + " at dword " + in.offset());
                    }
                    text.append(c);
                }
            }
        }
        List<Operand> o = in.operands();
        if (conversion || types.size() != o.size()) {
            return scope.gap("a shader message whose conversions do not match its " + o.size() + " operands at dword "
                    + in.offset());
        }
        StringBuilder b = new StringBuilder((v[0] & 0xff) == 3 ? "errorf(\"" : "printf(\"").append(text).append('"');
        for (int k = 0; k < o.size(); k++) {
            b.append(", ").append(ops.source(o.get(k), new int[] {0}, types.get(k)));
        }
        return b.append(");").toString();
    }

    /**
     * Typed mode (level 9): whether an {@code iadd} into a temporary adds uint values: a source lane is a uint
     * (or a comparison's all-ones) and none is a float or an int (immediates say nothing). The addition is the
     * same for both; written as uint, a counter set as uint ({@code mov r0.x, l(0)} that a {@code uge} reads) and
     * stepped by {@code iadd} keeps one type round its loop instead of becoming mixed.
     */
    private boolean unsignedSum(Operand dst, Operand x, Operand y) {
        if (!scope.level9 || scope.temps == null || dst.type() != OperandType.TEMP) {
            return false;
        }
        boolean unsigned = false;
        for (int lane = 0; lane < 4; lane++) {
            if ((dst.mask() & 1 << lane) == 0) {
                continue;
            }
            for (Operand s : new Operand[] {x, y}) {
                char v = valueType(s, lane);
                if (v == 'u' || v == 'k') {
                    unsigned = true;
                } else if (v != 0) {
                    return false;
                }
            }
        }
        return unsigned;
    }

    /** The factor a left shift by immediate {@code n} multiplies by, one for every written lane: {@code 2}; null where the lanes differ. */
    private static String shiftFactor(Operand n, Operand dst) {
        if (!n.isImmediate() || n.modifier() != 0) {
            return null;
        }
        long f = -1;
        for (int lane = 0; lane < 4; lane++) {
            if ((dst.mask() & 1 << lane) == 0) {
                continue;
            }
            int[] v = n.immediates();
            int shift = v[Math.min(Operands.component(n, lane), v.length - 1)] & 31;
            if (f >= 0 && f != 1L << shift || shift > 23) {
                return null;
            }
            f = 1L << shift;
        }
        return f < 0 ? null : Long.toString(f);
    }

    /** A comparison instruction's test at lanes {@code l}, {@code r0.x >= cb0[1].x}. */
    private String comparison(Instruction in, int[] l) {
        Opcode op = in.opcode();
        List<Operand> o = in.operands();
        char st = op.operandFormat(1);
        String cmp = switch (op) {
            case EQ, IEQ -> "==";
            case NE, INE -> "!=";
            case LT, ILT, ULT -> "<";
            default -> ">=";
        };
        // == and != as the commutative operators: fxc reverses the sources of one variable
        int a = commutative(op) ? 2 : 1;
        return ops.source(o.get(a), l, st) + " " + cmp + " " + ops.source(o.get(3 - a), l, st);
    }

    /**
     * Level 9: the head of the loop opened at this instruction, where the loop is left by a {@code breakc} at its
     * top, as {@code while (condition)}; null where it is not. fxc maps a loop onto the Direct3D 9 program (which
     * cannot break out of one, or has no loops: it unrolls them) only where it can bound it, and it bounds no
     * {@code while (true)} (X3511, X3525). Two forms: the {@code breakc} first (its operand's test, inverted),
     * or a comparison into one lane of a temporary that the {@code breakc} next tests and nothing reads again
     * (every path from after the {@code breakc}, the next iteration and after the loop, writes the lane first):
     * the comparison folded into the condition, both instructions left out. {@code [loop]} keeps the Shader
     * Model 4 program's loop; it is left out for a {@code vs_2_0} program (level 9_1 vertex: loops, no break)
     * whose comparison reads a value other than a temporary or an immediate (fxc refuses to make that a
     * Direct3D 9 loop, X3525, and unrolls it without the attribute, while the count it cannot know keeps the
     * Shader Model 4 loop).
     */
    private String topExit() {
        int end = blockEnd(pos);
        if (end < 0 || pos + 1 >= end) {
            return null;
        }
        Instruction first = code.get(pos + 1);
        if (first.opcode() == Opcode.BREAKC) {
            skip.add(pos + 1);
            return "[loop] while (" + ops.source(first.operands().get(0), new int[] {0}, 'u')
                    + (first.testNonZero() ? " == 0u" : " != 0u") + ")";
        }
        if (pos + 2 >= end || first.opcode().kind() != Opcode.Kind.ALU || first.saturate()) {
            return null;
        }
        switch (first.opcode()) {
            case EQ, NE, LT, GE, IEQ, INE, ILT, IGE, ULT, UGE -> {
            }
            default -> {
                return null;
            }
        }
        Operand d = first.operands().get(0);
        Instruction br = code.get(pos + 2);
        if (br.opcode() != Opcode.BREAKC || d.type() != OperandType.TEMP || d.indices().isEmpty()
                || Integer.bitCount(d.mask()) != 1) {
            return null;
        }
        int c = Integer.numberOfTrailingZeros(d.mask());
        long reg = d.index(0);
        if (!readsLane(br.operands().get(0), 0, reg, c) || !deadAfter(pos + 3, reg, c) || !deadAfter(end + 1, reg, c)) {
            return null;
        }
        String test = comparison(first, new int[] {c});
        boolean attribute = true;
        for (int k = 1; k < 3; k++) {
            Operand s = first.operands().get(k);
            attribute &= !scope.level9NoBreaks || s.isImmediate() || s.type() == OperandType.TEMP;
        }
        skip.add(pos + 1);
        skip.add(pos + 2);
        return (attribute ? "[loop] " : "") + "while (" + (br.testNonZero() ? "!(" + test + ")" : test) + ")";
    }

    /** A conditional's test: {@code asuint(r0.x) != 0u} for _nz, {@code == 0u} for _z. */
    private String test(Instruction in, Operand o) {
        return ops.source(o, new int[] {0}, 'u') + (in.testNonZero() ? " != 0u" : " == 0u");
    }

    private String sync(Instruction in) {
        int f = Bits.field(in.token(), 14, 11);
        boolean t = (f & 1) != 0;
        boolean g = (f & 2) != 0;
        boolean u = (f & 12) != 0;
        String name = u && g ? "AllMemoryBarrier" : u ? "DeviceMemoryBarrier" : g ? "GroupMemoryBarrier" : null;
        if (name == null) {
            return scope.gap("sync without a memory class");
        }
        return name + (t ? "WithGroupSync" : "") + "();";
    }

    /**
     * Writes {@code dst = expr(lanes)} for each group of the destination's lanes: the expression is asked
     * for exactly the lanes that group writes, computed as {@code type}, and converted to the storage.
     */
    void assign(Instruction in, Operand dst, char type, Function<int[], String> expr) {
        scope.writing = scope.temps != null ? type : 0;
        List<Operands.Target> targets = ops.targets(dst);
        scope.writing = 0;
        for (Operands.Target t : targets) {
            String e = expr.apply(t.lanes());
            if (in.saturate() && type == 'f') {
                e = "saturate(" + e + ")";
            }
            e = Operands.convert(e, type, t.first().type(), t.lanes().length);
            if (held != null) {
                String local = Operands.typeName(t.first().type(), t.lanes().length);
                String name = "__s" + held.size();           // no RDEF name starts with __ (Keywords)
                boolean precise = (in.preciseMask() & maskOf(t.lanes())) != 0;
                out.line((precise ? "precise " : "") + local + " " + name + " = " + e + ";");
                held.add(t.text() + " = " + narrow(t, name) + ";");
            } else if ((in.preciseMask() & maskOf(t.lanes())) != 0) {
                String local = Operands.typeName(t.first().type(), t.lanes().length);
                out.line("{ precise " + local + " p = " + e + "; " + t.text() + " = " + narrow(t, "p") + "; }");
            } else {
                out.line(t.text() + " = " + narrow(t, e) + ";");
            }
        }
        if (dst.type() == OperandType.TEMP && !dst.indices().isEmpty()) {
            int mask = dst.components() == 4 ? dst.mask() : 1;
            if (scope.self != null) {
                for (int c = 0; c < 4; c++) {
                    if ((mask & 1 << c) != 0) {
                        scope.self.buffer.remove(dst.index(0) * 4 + c);   // no longer the this pointer
                        scope.self.register.remove(dst.index(0) * 4 + c);
                    }
                }
            }
            if (scope.temps != null) {
                if (held != null) {
                    heldTypes.add(() -> scope.temps.wrote(dst.index(0), mask, type));
                } else {
                    scope.temps.wrote(dst.index(0), mask, type);
                }
            }
            java.util.Map<Long, Character> w = written.computeIfAbsent(pos, k -> new java.util.HashMap<>());
            for (int c = 0; c < 4; c++) {
                if ((mask & 1 << c) != 0) {
                    w.put(dst.index(0) * 4 + c, type);
                }
            }
        }
    }

    /**
     * Value {@code e} cast to a minimum-precision destination's type ({@code (min16float3)(e)}), as the
     * assignment would convert it anyway: fxc warns of the implicit narrowing (X3205, an error under
     * {@code /WX}) and compiles the cast alike.
     */
    private static String narrow(Operands.Target t, String e) {
        String n = t.first().narrow();
        return n == null ? e : "(" + n + (t.lanes().length > 1 ? String.valueOf(t.lanes().length) : "") + ")(" + e + ")";
    }

    /**
     * While an instruction with two destinations computes both before writing either: the writes held
     * back ({@code r0.xy = s0;}), and the temporaries' new types, recorded once both are computed.
     */
    private List<String> held;
    private final List<Runnable> heldTypes = new java.util.ArrayList<>();

    /** Runs {@code both} with every write held back, in a block of its own: {@code { float2 s0 = …; r0.xy = s0; }}. */
    private void together(Runnable both) {
        out.line("{");
        out.indent();
        held = new java.util.ArrayList<>();
        both.run();
        List<String> writes = held;
        held = null;
        writes.forEach(out::line);
        heldTypes.forEach(Runnable::run);
        heldTypes.clear();
        out.outdent();
        out.line("}");
    }

    private static int maskOf(int[] lanes) {
        int m = 0;
        for (int l : lanes) {
            m |= 1 << l;
        }
        return m;
    }

    /** The storage type of a destination's first lane ({@code 'f'} when it has none). */
    char storage(Operand dst) {
        List<Operands.Target> t = ops.targets(dst);
        return t.isEmpty() ? 'f' : t.get(0).first().type();
    }

    static int[] first(int n) {
        int[] a = new int[n];
        for (int k = 0; k < n; k++) {
            a[k] = k;
        }
        return a;
    }

    /** A scalar result repeated for {@code n} lanes. */
    static String splat(String scalar, int n) {
        return n == 1 ? scalar : "(" + scalar + ")." + "xxxx".substring(0, n);
    }

    void indent() {
        out.indent();
    }

    void outdent() {
        out.outdent();
    }

    void line(String s) {
        out.line(s);
    }

    private boolean alu(Instruction in) {
        List<Operand> o = in.operands();
        Opcode op = in.opcode();
        if (Doubles.is(op)) {
            return new Doubles(scope, ops, this).write(in);
        }
        String fn = function(op);
        if (fn != null) {
            char t = op.operandFormat(0);
            char st = op.operandFormat(1);
            if (commutative(op)) {
                // min and max as the commutative operators: fxc reverses the sources of one variable
                assign(in, o.get(0), t, l -> fn + "(" + ops.source(o.get(2), l, st) + ", " + ops.source(o.get(1), l, st) + ")");
                return true;
            }
            assign(in, o.get(0), t, l -> fn + "(" + args(o, 1, o.size(), l, st) + ")");
            return true;
        }
        if (op == Opcode.AND && scope.temps != null && select(in, o)) {
            return true;
        }
        String bin = operator(op);
        if (bin != null) {
            int d = op.dstCount();
            if (d == 2) {
                if (o.get(0).type() != OperandType.NULL) {
                    return false;                                          // the high half of a product
                }
            }
            // the same iadd, and the lanes stay uint
            boolean unsigned = op == Opcode.IADD && unsignedSum(o.get(0), o.get(1), o.get(2));
            char t = unsigned ? 'u' : op.operandFormat(op.dstCount() - 1);
            char a = unsigned ? 'u' : op.operandFormat(d);
            char b = unsigned ? 'u' : op.operandFormat(d + 1) == 'n' ? a : op.operandFormat(d + 1);
            if (op == Opcode.ISHL && scope.level9) {
                // level 9 has no bitwise operation (X3535): a shift by a constant is the product it stands for
                String m = shiftFactor(o.get(d + 1), o.get(0));
                if (m != null) {
                    assign(in, o.get(0), t, l -> ops.source(o.get(d), l, t) + " * " + m);
                    return true;
                }
            }
            if (commutative(op)) {
                // fxc gives back the operands of a commutative operation on one variable in the reverse of
                // the HLSL order (r0.w * r0.xyz comes back as mul r0.xyz, r0.xyz, r0.w), and sorts those
                // of different kinds by its own key (temporaries, inputs, constants, immediates), whatever
                // the text says: written in reverse, the original order comes back in the first case and
                // the second does not care.
                assign(in, o.get(d - 1), t, l -> ops.source(o.get(d + 1), l, b) + " " + bin + " " + ops.source(o.get(d), l, a));
                return true;
            }
            assign(in, o.get(d - 1), t, l -> ops.source(o.get(d), l, a) + " " + bin + " " + ops.source(o.get(d + 1), l, b));
            return true;
        }
        switch (op) {
            case MOV -> {
                char t = scope.temps != null && o.get(0).type() == OperandType.TEMP ? moveType(o.get(0), o.get(1), null)
                        : storage(o.get(0));
                assign(in, o.get(0), t, l -> ops.source(o.get(1), l, t));
            }
            case MOVC -> {
                char t = scope.temps != null && o.get(0).type() == OperandType.TEMP ? moveType(o.get(0), o.get(2), o.get(3))
                        : storage(o.get(0));
                assign(in, o.get(0), t, l -> "(" + ops.source(o.get(1), l, 'u') + " != 0u) ? " + ops.source(o.get(2), l, t)
                        + " : " + ops.source(o.get(3), l, t));
            }
            case MAD, IMAD, UMAD -> {
                char t = op.operandFormat(0);
                // a * b + c, not mad(a, b, c): fxc reads the intrinsic as c + a * b and gives its sources
                // back reordered (the multiplications of a chain of mads computed in another order), while
                // it fuses a * b + c into the same mad with the sources as written. A precise mad stays the
                // intrinsic: precise forbids the fusion.
                assign(in, o.get(0), t, l -> (t == 'f' && in.preciseMask() != 0 ? "mad(" + args(o, 1, 4, l, t) + ")"
                        : ops.source(o.get(1), l, t) + " * " + ops.source(o.get(2), l, t) + " + " + ops.source(o.get(3), l, t)));
            }
            case EQ, NE, LT, GE, IEQ, INE, ILT, IGE, ULT, UGE -> assign(in, o.get(0), 'k', l -> "(" + comparison(in, l)
                    + ") ? 0xffffffffu : 0u");
            case INEG -> assign(in, o.get(0), 'i', l -> "-" + paren(ops.source(o.get(1), l, 'i')));
            // all ones where the status a feedback form returned says fully mapped, else 0
            case CHECK_ACCESS_FULLY_MAPPED -> assign(in, o.get(0), 'k', l -> {
                String[] parts = new String[l.length];
                for (int k = 0; k < l.length; k++) {
                    parts[k] = "CheckAccessFullyMapped(" + ops.source(o.get(1), new int[] {l[k]}, 'u') + ") ? 0xffffffffu : 0u";
                }
                return l.length == 1 ? parts[0] : "uint" + l.length + "(" + String.join(", ", parts) + ")";
            });
            case NOT -> assign(in, o.get(0), 'u', l -> "~" + paren(ops.source(o.get(1), l, 'u')));
            case ITOF, UTOF, FTOI, FTOU -> {
                char t = op.operandFormat(0);
                char st = op.operandFormat(1);
                assign(in, o.get(0), t, l -> "(" + Operands.typeName(t, l.length) + ")" + paren(ops.source(o.get(1), l, st)));
            }
            case DP2, DP3, DP4 -> {
                int n = op == Opcode.DP2 ? 2 : op == Opcode.DP3 ? 3 : 4;
                assign(in, o.get(0), 'f', l -> splat("dot(" + ops.source(o.get(1), first(n), 'f') + ", "
                        + ops.source(o.get(2), first(n), 'f') + ")", l.length));
            }
            case SINCOS -> {
                boolean alias = aliases(o.get(0), o.get(2));
                if (alias && o.get(1).type() != OperandType.NULL && aliases(o.get(1), o.get(2))) {
                    return false;
                }
                if (alias) {
                    assign(in, o.get(1), 'f', l -> "cos(" + ops.source(o.get(2), l, 'f') + ")");
                    assign(in, o.get(0), 'f', l -> "sin(" + ops.source(o.get(2), l, 'f') + ")");
                } else {
                    assign(in, o.get(0), 'f', l -> "sin(" + ops.source(o.get(2), l, 'f') + ")");
                    assign(in, o.get(1), 'f', l -> "cos(" + ops.source(o.get(2), l, 'f') + ")");
                }
            }
            case UDIV -> {
                boolean alias = aliases(o.get(0), o.get(2)) || aliases(o.get(0), o.get(3));
                if (alias && o.get(1).type() != OperandType.NULL
                        && (aliases(o.get(1), o.get(2)) || aliases(o.get(1), o.get(3)))) {
                    return false;
                }
                Runnable q = () -> assign(in, o.get(0), 'u', l -> ops.source(o.get(2), l, 'u') + " / " + ops.source(o.get(3), l, 'u'));
                Runnable r = () -> assign(in, o.get(1), 'u', l -> ops.source(o.get(2), l, 'u') + " % " + ops.source(o.get(3), l, 'u'));
                if (alias) {
                    r.run();
                    q.run();
                } else {
                    q.run();
                    r.run();
                }
            }
            case FIRSTBIT_HI -> assign(in, o.get(0), 'u', l -> {
                String x = ops.source(o.get(1), l, 'u');
                return "(" + x + " == 0u) ? 0xffffffffu : 31u - firstbithigh(" + x + ")";
            });
            case FIRSTBIT_SHI -> assign(in, o.get(0), 'u', l -> {
                String x = ops.source(o.get(1), l, 'i');
                return "(" + x + " == 0 || " + x + " == -1) ? 0xffffffffu : 31u - firstbithigh(" + x + ")";
            });
            case UBFE, IBFE -> {
                char t = op.operandFormat(0);
                if (o.get(1).isImmediate() && o.get(2).isImmediate()) {
                    assign(in, o.get(0), t, l -> bitfield(o, l, t));
                } else {
                    // the instruction's own rule, from the D3D11 functional spec: width and offset taken mod 32
                    assign(in, o.get(0), t, l -> {
                        String w = "(" + ops.source(o.get(1), l, 'u') + " & 31u)";
                        String f = "(" + ops.source(o.get(2), l, 'u') + " & 31u)";
                        String x = ops.source(o.get(3), l, t);
                        String zero = t == 'i' ? "0" : "0u";
                        return "(" + w + " == 0u) ? " + Operands.typeName(t, l.length) + "(" + zero + (", " + zero).repeat(l.length - 1)
                                + ") : ((" + w + " + " + f + " < 32u) ? ((" + x + " << (32u - " + w + " - " + f + ")) >> (32u - " + w
                                + ")) : (" + x + " >> " + f + "))";
                    });
                }
            }
            case MSAD -> assign(in, o.get(0), 'u', l -> {
                // one lane of msad4: the source's first word shifted by nothing is b itself, and fxc drops the other
                // lanes (msad4(a, uint2(b, 0u), c.xxxx).x compiles to msad r.x, a, b, c)
                String[] parts = new String[l.length];
                for (int k = 0; k < l.length; k++) {
                    int[] one = {l[k]};
                    parts[k] = "msad4(" + ops.source(o.get(1), one, 'u') + ", uint2(" + ops.source(o.get(2), one, 'u') + ", 0u), ("
                            + ops.source(o.get(3), one, 'u') + ").xxxx).x";
                }
                return l.length == 1 ? parts[0] : Operands.typeName('u', l.length) + "(" + String.join(", ", parts) + ")";
            });
            case BFI -> {
                if (o.get(1).isImmediate() && o.get(2).isImmediate()) {
                    assign(in, o.get(0), 'u', l -> insert(o, l));
                } else {
                    assign(in, o.get(0), 'u', l -> {
                        String w = "(" + ops.source(o.get(1), l, 'u') + " & 31u)";
                        String f = "(" + ops.source(o.get(2), l, 'u') + " & 31u)";
                        String mask = "(((1u << " + w + ") - 1u) << " + f + ")";
                        return "((" + ops.source(o.get(3), l, 'u') + " << " + f + ") & " + mask + ") | ("
                                + ops.source(o.get(4), l, 'u') + " & ~" + mask + ")";
                    });
                }
            }
            case SWAPC -> {
                // dst0 = cond ? src2 : src1 and dst1 = cond ? src1 : src2, both from the values before either
                // write: the one that overwrites no source of the other goes first (neither: both held in locals)
                boolean zeroFirst = !aliases(o.get(0), o.get(2)) && !aliases(o.get(0), o.get(3)) && !aliases(o.get(0), o.get(4));
                boolean oneFirst = !aliases(o.get(1), o.get(2)) && !aliases(o.get(1), o.get(3)) && !aliases(o.get(1), o.get(4));
                Runnable zero = () -> choose(in, o.get(0), o.get(2), o.get(4), o.get(3));
                Runnable one = () -> choose(in, o.get(1), o.get(2), o.get(3), o.get(4));
                if (!zeroFirst && !oneFirst) {
                    together(() -> {
                        zero.run();
                        one.run();
                    });
                } else if (zeroFirst) {
                    zero.run();
                    one.run();
                } else {
                    one.run();
                    zero.run();
                }
            }
            case EVAL_CENTROID, EVAL_SAMPLE_INDEX, EVAL_SNAPPED -> {
                String f = op == Opcode.EVAL_CENTROID ? "EvaluateAttributeCentroid"
                        : op == Opcode.EVAL_SAMPLE_INDEX ? "EvaluateAttributeAtSample" : "EvaluateAttributeSnapped";
                assign(in, o.get(0), 'f', l -> f + "(" + ops.source(o.get(1), l, 'f')
                        + (op == Opcode.EVAL_CENTROID ? "" : ", " + ops.source(o.get(2),
                        op == Opcode.EVAL_SNAPPED ? new int[] {0, 1} : new int[] {0},   // the snapped offset's x and y
                        op == Opcode.EVAL_SNAPPED ? 'i' : 'u')) + ")");
            }
            default -> {
                return resources.write(in);
            }
        }
        return true;
    }

    /** {@code dst = cond ? a : b} per lane, as {@code movc} writes it. */
    private void choose(Instruction in, Operand dst, Operand cond, Operand a, Operand b) {
        char t = scope.temps != null && dst.type() == OperandType.TEMP ? moveType(dst, a, b) : storage(dst);
        assign(in, dst, t, l -> "(" + ops.source(cond, l, 'u') + " != 0u) ? " + ops.source(a, l, t)
                + " : " + ops.source(b, l, t));
    }

    /** The type a move writes in typed mode: its values' own type, or for immediates the type read next. */
    private char moveType(Operand dst, Operand a, Operand b) {
        int lane = Integer.numberOfTrailingZeros(dst.mask() | 0x10) & 3;
        char t = valueType(a, lane);
        if (t == 0 && b != null) {
            t = valueType(b, lane);
        }
        if (t == 0) {
            t = firstRead(dst.index(0), lane);
        }
        return t == 'k' ? 'u' : t;
    }

    /**
     * {@code and} of a comparison's all-ones-or-zero lanes with an immediate, in typed mode: the immediate
     * where the comparison held, else zero ({@code (r0u.x != 0u) ? 1.0f : 0.0f}).
     */
    private boolean select(Instruction in, List<Operand> o) {
        Operand m = o.get(1);
        Operand v = o.get(2);
        if (m.isImmediate()) {
            Operand x = m;
            m = v;
            v = x;
        }
        if (!v.isImmediate() || m.type() != OperandType.TEMP || m.indices().isEmpty()) {
            return false;
        }
        int mask = o.get(0).mask();
        boolean floats = true;
        for (int c = 0; c < 4; c++) {
            if ((mask & 1 << c) == 0) {
                continue;
            }
            if (scope.temps.type(m.index(0), Operands.component(m, c)) != 'k') {
                return false;
            }
            int[] imm = v.immediates();
            int bits = imm[imm.length == 1 ? 0 : Operands.component(v, c)];
            int e = bits >>> 23 & 0xff;
            floats &= bits == 0 || e != 0 && e != 0xff;
        }
        char t = floats ? 'f' : 'u';
        Operand mm = m;
        Operand vv = v;
        assign(in, o.get(0), t, l -> "(" + ops.source(mm, l, 'u') + " != 0u) ? " + ops.source(vv, l, t) + " : "
                + (l.length == 1 ? Literals.of(0, t) : Operands.typeName(t, l.length) + "(" + Literals.of(0, t)
                + (", " + Literals.of(0, t)).repeat(l.length - 1) + ")"));
        return true;
    }

    /** Whether destination {@code d} writes the register source {@code s} reads. */
    static boolean aliases(Operand d, Operand s) {
        return d.type() != OperandType.NULL && d.type() == s.type() && !d.indices().isEmpty() && !s.indices().isEmpty()
                && d.index(0) == s.index(0);
    }

    private String bitfield(List<Operand> o, int[] l, char t) {
        StringBuilder b = new StringBuilder();
        int[] comps = Operands.components(o.get(1), l);
        int[] offs = Operands.components(o.get(2), l);
        String[] parts = new String[l.length];
        for (int k = 0; k < l.length; k++) {
            int w = imm(o.get(1), comps[k]) & 31;
            int off = imm(o.get(2), offs[k]) & 31;
            String x = ops.source(o.get(3), new int[] {l[k]}, t);
            if (w == 0) {
                parts[k] = t == 'i' ? "0" : "0u";
            } else if (w + off < 32) {
                parts[k] = t == 'u' ? "(" + x + " << " + (32 - w - off) + "u) >> " + (32 - w) + "u"
                        : "(" + x + " << " + (32 - w - off) + ") >> " + (32 - w);
            } else {
                parts[k] = x + " >> " + off + (t == 'u' ? "u" : "");
            }
        }
        if (l.length == 1) {
            return parts[0];
        }
        b.append(Operands.typeName(t, l.length)).append('(');
        for (int k = 0; k < parts.length; k++) {
            b.append(k == 0 ? "" : ", ").append(parts[k]);
        }
        return b.append(')').toString();
    }

    private String insert(List<Operand> o, int[] l) {
        String[] parts = new String[l.length];
        int[] comps = Operands.components(o.get(1), l);
        int[] offs = Operands.components(o.get(2), l);
        for (int k = 0; k < l.length; k++) {
            int w = imm(o.get(1), comps[k]) & 31;
            int off = imm(o.get(2), offs[k]) & 31;
            int mask = (int) (((1L << w) - 1) << off);
            String ins = ops.source(o.get(3), new int[] {l[k]}, 'u');
            String base = ops.source(o.get(4), new int[] {l[k]}, 'u');
            parts[k] = "((" + ins + " << " + off + "u) & " + Literals.uintLiteral(mask) + ") | (" + base + " & "
                    + Literals.uintLiteral(~mask) + ")";
        }
        if (l.length == 1) {
            return parts[0];
        }
        return "uint" + l.length + "(" + String.join(", ", parts) + ")";
    }

    private static int imm(Operand o, int c) {
        int[] v = o.immediates();
        return v.length == 1 ? v[0] : v[Math.min(c, v.length - 1)];
    }

    static String paren(String e) {
        return e.matches("[A-Za-z0-9_.\\[\\]]+") || e.endsWith(")") && e.indexOf('(') > 0
                && e.substring(0, e.indexOf('(')).matches("[A-Za-z0-9_]+") ? e : "(" + e + ")";
    }

    private String args(List<Operand> o, int from, int to, int[] lanes, char t) {
        StringBuilder b = new StringBuilder();
        for (int k = from; k < to; k++) {
            b.append(k == from ? "" : ", ").append(ops.source(o.get(k), lanes, t));
        }
        return b.toString();
    }

    /** The HLSL intrinsic a per-lane instruction is, or null. */
    private static String function(Opcode op) {
        return switch (op) {
            case MIN, IMIN, UMIN -> "min";
            case MAX, IMAX, UMAX -> "max";
            case SQRT -> "sqrt";
            case RSQ -> "rsqrt";
            case RCP -> "rcp";
            case EXP -> "exp2";
            case LOG -> "log2";
            case FRC -> "frac";
            case ROUND_NE -> "round";
            case ROUND_NI -> "floor";
            case ROUND_PI -> "ceil";
            case ROUND_Z -> "trunc";
            case DERIV_RTX -> "ddx";
            case DERIV_RTY -> "ddy";
            case DERIV_RTX_COARSE -> "ddx_coarse";
            case DERIV_RTX_FINE -> "ddx_fine";
            case DERIV_RTY_COARSE -> "ddy_coarse";
            case DERIV_RTY_FINE -> "ddy_fine";
            case F32TOF16 -> "f32tof16";
            case F16TOF32 -> "f16tof32";
            case COUNTBITS -> "countbits";
            case FIRSTBIT_LO -> "firstbitlow";
            case BFREV -> "reversebits";
            default -> null;
        };
    }

    /** Whether the operation's two sources may trade places (the same bits either way). */
    static boolean commutative(Opcode op) {
        return switch (op) {
            case ADD, MUL, IADD, IMUL, UMUL, AND, OR, XOR, MIN, MAX, IMIN, IMAX, UMIN, UMAX, EQ, NE, IEQ, INE -> true;
            default -> false;
        };
    }

    /** The HLSL operator a two-source per-lane instruction is, or null. */
    private static String operator(Opcode op) {
        return switch (op) {
            case ADD, IADD -> "+";
            case MUL -> "*";
            case DIV -> "/";
            case IMUL, UMUL -> "*";
            case AND -> "&";
            case OR -> "|";
            case XOR -> "^";
            case ISHL -> "<<";
            case ISHR, USHR -> ">>";
            default -> null;
        };
    }
}
