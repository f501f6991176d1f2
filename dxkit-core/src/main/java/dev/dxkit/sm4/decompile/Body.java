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
        this.code = code;
        java.util.Map<Integer, java.util.Map<Long, Scope.Scaled>> scaled = Multiples.find(code);
        int n = code.size();
        for (int k = 0; k < n; k++) {
            Instruction in = code.get(k);
            if (in.opcode().kind() == Opcode.Kind.DECLARATION || in.opcode().kind() == Opcode.Kind.CUSTOM_DATA) {
                continue;
            }
            if (skip.contains(k)) {
                continue;                                  // written with an earlier instruction (Append)
            }
            pos = k;
            if (scope.streams != null) {
                scope.streamOutput = k < scope.streamAt.length && scope.streamAt[k] >= 0
                        ? scope.streams.get(scope.streamAt[k]) : null;
            }
            scope.scaled = scaled.getOrDefault(k, java.util.Map.of());
            boolean last = k == n - 1;
            statement(in, last);
        }
        scope.scaled = java.util.Map.of();
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

    /** Whether source {@code s} reads lane {@code c} of temporary {@code reg} at its lane {@code lane}. */
    private static boolean readsLane(Operand s, int lane, long reg, int c) {
        return s.type() == OperandType.TEMP && !s.indices().isEmpty() && s.index(0) == reg && Operands.component(s, lane) == c
                && s.modifier() == 0;
    }

    /** Whether lane {@code c} of temporary {@code reg} is written again after this instruction before any read. */
    boolean deadAfterThis(long reg, int c) {
        return deadAfter(pos + 1, reg, c);
    }

    /**
     * Whether lane {@code c} of temporary {@code reg} is written again before anything reads it, on the
     * straight-line code from instruction {@code from} (a flow instruction first: not known, false).
     */
    private boolean deadAfter(int from, long reg, int c) {
        for (int j = from; j < code.size(); j++) {
            Instruction x = code.get(j);
            Opcode op = x.opcode();
            if (op.kind() == Opcode.Kind.DECLARATION || op.kind() == Opcode.Kind.CUSTOM_DATA || op == Opcode.NOP) {
                continue;
            }
            if (op == Opcode.RET) {
                return true;
            }
            if (op == Opcode.ENDIF) {
                continue;                                   // the path goes on after the if
            }
            if (op == Opcode.ELSE) {
                // the then-branch's path goes on after the matching endif
                int depth = 0;
                while (++j < code.size()) {
                    Opcode q = code.get(j).opcode();
                    if (q == Opcode.IF) {
                        depth++;
                    } else if (q == Opcode.ENDIF && depth-- == 0) {
                        break;
                    }
                }
                continue;
            }
            if (op.kind() != Opcode.Kind.ALU) {
                return false;
            }
            List<Operand> o = x.operands();
            int d = op.dstCount();
            for (int k = 0; k < o.size(); k++) {
                if (mentions(o.get(k), reg, c, k >= d)) {
                    return false;
                }
            }
            for (int k = 0; k < d && k < o.size(); k++) {
                Operand t = o.get(k);
                if (t.type() == OperandType.TEMP && !t.indices().isEmpty() && t.index(0) == reg && (t.mask() & 1 << c) != 0) {
                    return true;
                }
            }
        }
        return true;
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
            java.util.Map<Long, Character> one = written.get(j);
            if (one != null) {
                for (java.util.Map.Entry<Long, Character> e : one.entrySet()) {
                    w.merge(e.getKey(), e.getValue(), (a, b) -> Temps.storage(a) == Temps.storage(b) ? 'u' == Temps.storage(a)
                            ? 'u' : a : 'm');
                }
            }
        }
        return w;
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

    private void statement(Instruction in, boolean last) {
        List<Operand> o = in.operands();
        switch (in.opcode()) {
            case IF, LOOP, SWITCH -> nest++;
            case ENDIF, ENDLOOP, ENDSWITCH -> nest--;
            default -> {
            }
        }
        switch (in.opcode()) {
            case IF -> {
                out.line("[branch] if (" + test(in, o.get(0)) + ")");
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
                out.line("[loop] while (true)");
                out.line("{");
                out.indent();
            }
            case BREAK -> out.line("break;");
            // [flatten]: fxc writes a conditional break, continue or return (breakc_nz …) only for a flattened
            // if; a plain or [branch] if comes back as if_nz … break … endif
            case BREAKC -> out.line("[flatten] if (" + test(in, o.get(0)) + ") break;");
            case CONTINUE -> out.line("continue;");
            case CONTINUEC -> out.line("[flatten] if (" + test(in, o.get(0)) + ") continue;");
            case SWITCH -> {
                if (scope.temps != null) {
                    scope.temps.enterBody(bodyWrites(pos));
                }
                out.line("[forcecase] switch (" + ops.source(o.get(0), new int[] {0}, 'i') + ")");
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
                held.add(t.text() + " = " + name + ";");
            } else if ((in.preciseMask() & maskOf(t.lanes())) != 0) {
                String local = Operands.typeName(t.first().type(), t.lanes().length);
                out.line("{ precise " + local + " p = " + e + "; " + t.text() + " = p; }");
            } else {
                out.line(t.text() + " = " + e + ";");
            }
        }
        if (dst.type() == OperandType.TEMP && !dst.indices().isEmpty()) {
            int mask = dst.components() == 4 ? dst.mask() : 1;
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
            char t = op.operandFormat(op.dstCount() - 1);
            int d = op.dstCount();
            if (d == 2) {
                if (o.get(0).type() != OperandType.NULL) {
                    return false;                                          // the high half of a product
                }
            }
            char a = op.operandFormat(d);
            char b = op.operandFormat(d + 1) == 'n' ? a : op.operandFormat(d + 1);
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
            case EQ, NE, LT, GE, IEQ, INE, ILT, IGE, ULT, UGE -> {
                char st = op.operandFormat(1);
                String cmp = switch (op) {
                    case EQ, IEQ -> "==";
                    case NE, INE -> "!=";
                    case LT, ILT, ULT -> "<";
                    default -> ">=";
                };
                // == and != as the commutative operators: fxc reverses the sources of one variable
                int a = commutative(op) ? 2 : 1;
                assign(in, o.get(0), 'k', l -> "(" + ops.source(o.get(a), l, st) + " " + cmp + " " + ops.source(o.get(3 - a), l, st)
                        + ") ? 0xffffffffu : 0u");
            }
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
