package dev.dxkit.sm4.decompile;

import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.Bits;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.OperandType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A hull shader: {@code main} is its control-point phase (or, without one, the pass-through that copies each
 * input control point), and {@code patchConstants}, named by {@code [patchconstantfunc]}, holds its fork and
 * join phases one after the other, each in a block of its own with its own temporaries, a fork phase with
 * several instances as an unrolled loop over {@code forkInstanceId}. Tessellation factors are the arrays
 * HLSL declares them as.
 */
final class Hull {
    private final Sm4Decompiler.Writer w;

    Hull(Sm4Decompiler.Writer w) {
        this.w = w;
    }

    /** One phase: its marker and instructions. */
    private record Phase(Opcode kind, List<Instruction> code) {
    }

    Decompilation write() {
        List<Phase> phases = new ArrayList<>();
        List<Instruction> current = new ArrayList<>();
        Opcode kind = Opcode.HS_DECLS;
        for (Instruction i : w.program.instructions()) {
            if (i.opcode().kind() == Opcode.Kind.PHASE) {
                if (!current.isEmpty() || !phases.isEmpty()) {
                    phases.add(new Phase(kind, current));
                }
                current = new ArrayList<>();
                kind = i.opcode();
            } else {
                current.add(i);
            }
        }
        phases.add(new Phase(kind, current));
        if (phases.get(0).kind() != Opcode.HS_DECLS) {
            phases.add(0, new Phase(Opcode.HS_DECLS, List.of()));
        }
        String maxTess = null;
        int outputPoints = 0;
        String partitioning = null;
        String topology = null;
        for (Instruction i : phases.get(0).code()) {
            int token = i.token();
            switch (i.opcode()) {
                case DCL_OUTPUT_CONTROL_POINT_COUNT -> outputPoints = Bits.field(token, 16, 11);
                case DCL_TESS_PARTITIONING -> partitioning = switch (Bits.field(token, 13, 11)) {
                    case 1 -> "integer";
                    case 2 -> "pow2";
                    case 3 -> "fractional_odd";
                    case 4 -> "fractional_even";
                    default -> null;
                };
                case DCL_TESS_OUTPUT_PRIMITIVE -> topology = switch (Bits.field(token, 13, 11)) {
                    case 1 -> "point";
                    case 2 -> "line";
                    case 3 -> "triangle_cw";
                    case 4 -> "triangle_ccw";
                    default -> null;
                };
                case DCL_HS_MAX_TESSFACTOR -> maxTess = i.extra().length > 0 ? Literals.floatLiteral(i.extra()[0]) : null;
                default -> w.declaration(i);
            }
        }
        // the control-point inputs read through a dynamic index, in any phase: an array where the range's
        // elements make one (ip[i].COLOR[r0.x]), else each read a selection over the range's registers
        for (Phase p : phases) {
            for (Instruction i : p.code()) {
                if (i.opcode() != Opcode.DCL_INDEX_RANGE || i.operands().isEmpty() || i.extra().length == 0) {
                    continue;
                }
                var o = i.operands().get(0);
                if ((o.type() == OperandType.INPUT || o.type() == OperandType.INPUT_CONTROL_POINT) && o.indices().size() == 2
                        && o.indices().get(1).relative() == null) {
                    long[] r = {o.index(1), Math.min(i.extra()[0] & 0xffffffffL, 64), o.mask()};
                    w.input.indexRange(r[0], (int) r[1], (int) r[2]);
                    w.scope.controlPointRanges.add(r);
                }
            }
        }
        w.patch.elementRuns();
        if (partitioning != null) {
            w.attributes.add("[partitioning(\"" + partitioning + "\")]");
        }
        if (topology != null) {
            w.attributes.add("[outputtopology(\"" + topology + "\")]");
        }
        boolean empty = false;
        for (Phase p : phases) {
            if (p.kind() == Opcode.HS_CONTROL_POINT_PHASE) {
                empty = w.output.isEmpty();
                for (Instruction i : p.code()) {
                    empty &= i.opcode() == Opcode.RET || i.opcode().kind() == Opcode.Kind.DECLARATION;
                }
            }
        }
        // a control-point phase of nothing but ret, with no output element: fxc's [outputcontrolpoints(0)],
        // which it declares as the input's count (written as that count, fxc copies the inputs out); without
        // any control-point phase, the count as declared
        w.attributes.add("[outputcontrolpoints(" + (empty ? 0 : outputPoints) + ")]");
        w.attributes.add("[patchconstantfunc(\"patchConstants\")]");
        if (maxTess != null) {
            w.attributes.add("[maxtessfactor(" + maxTess + ")]");
        }
        HlslText decls = new HlslText();
        w.bindings.declare(decls);
        Scope scope = w.scope;

        // main: the control-point phase, or the pass-through
        HlslText main = new HlslText();
        main.indent();
        Phase cp = null;
        for (Phase p : phases) {
            if (p.kind() == Opcode.HS_CONTROL_POINT_PHASE) {
                cp = p;
            }
        }
        scope.phaseOutput = null;
        if (cp != null) {
            block(main, cp, "return o;", false);
        } else {
            scope.special(OperandType.OUTPUT_CONTROL_POINT_ID, 0);
            for (Interface.Field f : w.output.fields()) {
                Interface.Field g = w.input.bySemantic(f.element());
                boolean ok = g != null && g.width() == f.width() && g.type() == f.type();
                if (!ok) {
                    // the pass-through copies registers: the input in the output's register and lanes, of any name
                    g = w.input.field(f.element().register(), f.firstLane());
                    ok = g != null && g.width() == f.width() && g.type() == f.type() && g.firstLane() == f.firstLane()
                            && g.element().register() == f.element().register() && g.arrayIndex() < 0 && f.arrayIndex() < 0;
                }
                if (!ok) {
                    main.line(scope.gap("pass-through output " + f.name() + " has no input of its shape"));
                } else {
                    main.line("o." + f.name() + " = ip[controlPointId]." + g.name()
                            + (g.arrayIndex() >= 0 ? "[" + g.arrayIndex() + "]" : "") + ";");
                }
            }
        }
        Map<OperandType, Scope.Special> mainSpecials = new LinkedHashMap<>(scope.specials);

        // patchConstants: the fork and join phases
        scope.specials.clear();
        HlslText pc = new HlslText();
        pc.indent();
        scope.phaseOutput = w.patch;
        scope.patchName = "o";
        Phase lastPhase = null;
        for (Phase p : phases) {
            if (p.kind() == Opcode.HS_FORK_PHASE || p.kind() == Opcode.HS_JOIN_PHASE) {
                lastPhase = p;
            }
        }
        for (Phase p : phases) {
            if (p.kind() == Opcode.HS_FORK_PHASE || p.kind() == Opcode.HS_JOIN_PHASE) {
                // a return in the last phase, run once, ends the whole function: return o (elsewhere it stays a gap)
                block(pc, p, p == lastPhase ? "return o;" : null, true);
            }
        }
        Map<OperandType, Scope.Special> pcSpecials = new LinkedHashMap<>(scope.specials);
        if (main.toString().contains("__dbits(") || pc.toString().contains("__dbits(")) {
            w.globals.add(Doubles.BITS);
        }

        HlslText t = new HlslText();
        t.line("// Decompiled by dxkit from a " + w.profile + " program.");
        t.blank();
        String text0 = decls.toString();
        for (String g : w.globals) {
            t.line(g);
        }
        if (!w.globals.isEmpty()) {
            t.blank();
        }
        // interpolation modes that only steer fxc's packing into the signatures' registers (as for other stages)
        w.input.packingModes();
        w.output.packingModes();
        w.patch.packingModes();
        w.input.declare(t);                                 // empty too: InputPatch<Input, n> names it
        t.blank();
        if (!w.output.isEmpty()) {
            w.output.declare(t);
            t.blank();
        }
        w.patch.declare(t);
        t.blank();
        List<String> params = new ArrayList<>();
        if (cp == null || pc.toString().contains("ip[")) {
            // with a control-point phase, only where a phase reads it: fxc packs the input signature once per
            // function taking the patch, and an unread input it places apart in one and beside another element
            // in the other it lists twice; a pass-through (no control-point phase) without it fxc refuses (X8000)
            params.add("InputPatch<Input, " + w.controlPoints + "> ip");
        }
        if (!w.output.isEmpty()) {
            params.add("OutputPatch<Output, " + outputPoints + "> op");
        }
        addSpecials(params, pcSpecials);
        t.line("PatchConstants patchConstants(" + String.join(", ", params) + ")");
        t.line("{");
        t.indent();
        t.line("PatchConstants o;");
        if (pc.toString().contains("Factor[asuint(")) {
            // written through a dynamic index: fxc cannot see every element written, so each starts at zero
            for (Map.Entry<String, Integer> a : w.patch.arrays().entrySet()) {
                if (a.getValue() > 1) {
                    for (int k = 0; k < a.getValue(); k++) {
                        t.line("o." + a.getKey() + "[" + k + "] = 0.0f;");
                    }
                }
            }
        }
        t.outdent();
        String head = t.toString() + pc + "    return o;\n}\n\n";
        HlslText m = new HlslText();
        for (String a : w.attributes) {
            m.line(a);
        }
        params = new ArrayList<>();
        params.add("InputPatch<Input, " + w.controlPoints + "> ip");
        addSpecials(params, mainSpecials);
        m.line((w.output.isEmpty() ? "void" : "Output") + " main(" + String.join(", ", params) + ")");
        m.line("{");
        if (!w.output.isEmpty()) {
            m.line("    Output o;");
        }
        String tail = m.toString() + main + (w.output.isEmpty() ? "" : "    return o;\n") + "}\n";
        int cut = head.indexOf('\n', head.indexOf('\n') + 1) + 1;
        String text = head.substring(0, cut) + text0 + head.substring(cut) + tail;
        return new Decompilation(text, w.profile, w.gaps);
    }

    private static void addSpecials(List<String> params, Map<OperandType, Scope.Special> specials) {
        for (Scope.Special s : specials.values()) {
            if (s.type() != null) {
                params.add(s.type() + " " + s.name() + " : " + s.semantic());
            }
        }
    }

    /** One phase as a block: its temporaries, then its body (a fork or join phase in its instance loop). */
    private void block(HlslText out, Phase p, String ret, boolean instanced) {
        List<String> locals = new ArrayList<>();
        long instances = 1;
        List<long[]> ranges = new ArrayList<>();
        for (Instruction i : p.code()) {
            int[] x = i.extra();
            switch (i.opcode()) {
                case DCL_INDEX_RANGE -> {
                    if (!i.operands().isEmpty() && x.length > 0 && i.operands().get(0).type() == OperandType.OUTPUT
                            && i.operands().get(0).indices().size() == 1) {
                        var o = i.operands().get(0);
                        ranges.add(new long[] {o.index(0), Math.min(x[0] & 0xffffffffL, 64), o.mask()});
                    }
                }
                case DCL_TEMPS -> {
                    long n = x[0] & 0xffffffffL;
                    if (n > 0) {
                        StringBuilder b = new StringBuilder("uint4 ");
                        for (long k = 0; k < Math.min(n, 4096); k++) {
                            b.append(k == 0 ? "" : ", ").append('r').append(k);
                        }
                        locals.add(b.append(';').toString());
                    }
                }
                case DCL_INDEXABLE_TEMP -> {
                    long comps = x[2] & 0xffffffffL;
                    locals.add("float" + (comps > 1 ? String.valueOf(Math.min(comps, 4)) : "") + " x" + (x[0] & 0xffffffffL)
                            + "[" + (x[1] & 0xffffffffL) + "];");
                }
                case DCL_HS_FORK_PHASE_INSTANCE_COUNT, DCL_HS_JOIN_PHASE_INSTANCE_COUNT -> instances = x[0] & 0xffffffffL;
                case CUSTOMDATA -> {
                    if (i.customDataClass() == 3) {
                        w.icb(x);
                    }
                }
                default -> {
                }
            }
        }
        if (instanced) {
            out.line("{");
            out.indent();
        }
        String id = p.kind() == Opcode.HS_JOIN_PHASE ? "joinInstanceId" : "forkInstanceId";
        for (String l : locals) {
            out.line(l);
        }
        if (instanced) {
            if (instances > 1) {
                out.line("[unroll] for (uint " + id + " = 0; " + id + " < " + instances + "; " + id + "++)");
                out.line("{");
                out.indent();
            } else {
                out.line("uint " + id + " = 0;");
            }
        }
        w.scope.outputRanges = ranges;
        new Body(w.scope, out, instanced && instances != 1 ? null : ret, "stream").write(p.code());
        w.scope.outputRanges = List.of();
        if (instanced) {
            if (instances > 1) {
                out.outdent();
                out.line("}");
            }
            out.outdent();
            out.line("}");
        }
    }
}
