package dev.dxkit.dxil.listing;

import dev.dxkit.dxil.Constant;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.Instruction;
import dev.dxkit.dxil.LlvmType;
import dev.dxkit.dxil.listing.DxilIrWriter.Fn;
import dev.dxkit.text.TextSink;

import static dev.dxkit.dxil.listing.DxilIrWriter.ALLOCA;
import static dev.dxkit.dxil.listing.DxilIrWriter.ATOMICRMW;
import static dev.dxkit.dxil.listing.DxilIrWriter.BINOP;
import static dev.dxkit.dxil.listing.DxilIrWriter.BR;
import static dev.dxkit.dxil.listing.DxilIrWriter.CALL;
import static dev.dxkit.dxil.listing.DxilIrWriter.CAST;
import static dev.dxkit.dxil.listing.DxilIrWriter.CMP;
import static dev.dxkit.dxil.listing.DxilIrWriter.CMP2;
import static dev.dxkit.dxil.listing.DxilIrWriter.CMPXCHG;
import static dev.dxkit.dxil.listing.DxilIrWriter.EXTRACTELT;
import static dev.dxkit.dxil.listing.DxilIrWriter.EXTRACTVAL;
import static dev.dxkit.dxil.listing.DxilIrWriter.GEP;
import static dev.dxkit.dxil.listing.DxilIrWriter.INSERTELT;
import static dev.dxkit.dxil.listing.DxilIrWriter.INSERTVAL;
import static dev.dxkit.dxil.listing.DxilIrWriter.LOAD;
import static dev.dxkit.dxil.listing.DxilIrWriter.PHI;
import static dev.dxkit.dxil.listing.DxilIrWriter.RET;
import static dev.dxkit.dxil.listing.DxilIrWriter.SELECT;
import static dev.dxkit.dxil.listing.DxilIrWriter.SHUFFLEVEC;
import static dev.dxkit.dxil.listing.DxilIrWriter.STORE;
import static dev.dxkit.dxil.listing.DxilIrWriter.SWITCH;
import static dev.dxkit.dxil.listing.DxilIrWriter.UNREACHABLE;
import static dev.dxkit.dxil.listing.DxilIrWriter.VSELECT;

import java.util.List;

/**
 * The function bodies of a DXIL module as LLVM 3.7's assembly writer prints them: the blocks with their labels
 * and predecessor comments, and each instruction (calls with their dx.op comments). Types, values and function
 * headers come from the {@link DxilIrWriter} that owns this, metadata operands and debug annotations from its
 * {@link MetadataText}.
 */
final class InstructionText {
    private static final String[] BINOPS = {"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr",
        "ashr", "and", "or", "xor"};
    private static final String[] FBINOPS = {"fadd", "fsub", "fmul", null, "fdiv", null, "frem"};
    private static final String[] FPREDS = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq",
        "ugt", "uge", "ult", "ule", "une", "true"};
    private static final String[] IPREDS = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
    private static final String[] RMW = {"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax",
        "umin"};
    private static final String[] ORDERING = {"", "unordered", "monotonic", "acquire", "release", "acq_rel",
        "seq_cst"};

    private final DxilIrWriter w;
    private final MetadataText meta;
    private final DxilModule m;
    private final TextSink out;

    InstructionText(DxilIrWriter w, MetadataText meta) {
        this.w = w;
        this.meta = meta;
        this.m = w.m;
        this.out = w.out;
    }

    /** A function definition: its header, then each block with its label, predecessors and instructions. */
    void definition(Fn fn) {
        w.attrsComment(fn.f);
        out.append("define ");
        w.header(fn.f, fn);
        out.append(" {");
        String[] labels = w.blockLabelMap.get(fn);
        List<Instruction> ins = fn.body.instructions();
        for (int b = 0; b < fn.blocks; b++) {
            int lineStart;
            if (fn.blockName[b] != null) {
                out.append('\n');
                lineStart = out.length();
                out.append(LlvmNumbers.name('%', fn.blockName[b]).substring(1)).append(':');
            } else if (!fn.preds.get(b).isEmpty()) {
                out.append("\n");
                lineStart = out.length();
                out.append("; <label>:").append(labels[b].substring(1));
            } else {
                lineStart = out.length();
            }
            if (b != 0) {
                int col = out.length() - lineStart;
                out.append(" ".repeat(Math.max(50 - col, col == 0 && b != 0 ? 50 : 1)));
                List<Integer> p = fn.preds.get(b);
                if (p.isEmpty()) {
                    out.append("; No predecessors!");
                } else {
                    out.append("; preds = ");
                    for (int k = 0; k < p.size(); k++) {
                        out.append(k > 0 ? ", " : "").append(labels[p.get(k)]);
                    }
                }
            }
            out.append('\n');
            for (int i = fn.blockStart[b]; i < fn.blockStart[b + 1]; i++) {
                instruction(fn, ins.get(i), i, labels);
            }
        }
        out.append("}\n");
    }

    private void instruction(Fn fn, Instruction in, int index, String[] labels) {
        w.at = in.bit();
        out.append("  ");
        if (in.result() >= 0) {
            out.append(fn.vname[in.result() - fn.localBase]).append(" = ");
        }
        int[] ops = in.operands();
        long[] o = in.ops();
        String comment = null;
        switch (in.code()) {
            case BINOP -> {
                int t = w.valueType(ops[0], fn);
                boolean fp = w.isFp(t);
                int opIndex = w.opsAfter(in, 2);
                long opc = w.op(in, opIndex);
                out.append(fp ? w.named(FBINOPS, opc, 0, "floating-point binary opcode")
                        : w.named(BINOPS, opc, 0, "binary opcode"));
                if (opIndex + 1 < o.length) {
                    long flags = o[opIndex + 1];
                    if (fp) {
                        fastMath(flags);
                    } else if (opc == 0 || opc == 1 || opc == 2 || opc == 7) {
                        if ((flags & 1) != 0) {
                            out.append(" nuw");
                        }
                        if ((flags & 2) != 0) {
                            out.append(" nsw");
                        }
                    } else if ((flags & 1) != 0) {
                        out.append(" exact");
                    }
                }
                sameType(fn, ops);
            }
            case CAST -> {
                int opIndex = w.opsAfter(in, 1);
                out.append(w.named(DxilIrWriter.CASTS, w.op(in, opIndex + 1), 0, "cast opcode")).append(' ')
                        .append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(" to ").append(w.typeName(in.typeId()));
            }
            case CMP, CMP2 -> {
                int t = w.valueType(ops[0], fn);
                int opIndex = w.opsAfter(in, 2);
                long pred = w.op(in, opIndex);
                if (w.isFp(t)) {
                    out.append("fcmp");
                    if (opIndex + 1 < o.length) {
                        fastMath(o[opIndex + 1]);
                    }
                    out.append(' ').append(w.named(FPREDS, pred, 0, "floating-point predicate"));
                } else {
                    out.append("icmp ").append(w.named(IPREDS, pred, 32, "integer predicate"));
                }
                sameType(fn, ops);
            }
            case SELECT, VSELECT -> {
                // VSELECT record: [true, false, cond]; printed cond, true, false
                int c = in.code() == VSELECT ? ops[2] : ops[2];
                out.append("select ").append(w.typeName(w.valueType(c, fn))).append(' ').append(w.valueText(c, fn)).append(", ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(", ")
                        .append(w.typeName(w.valueType(ops[1], fn))).append(' ').append(w.valueText(ops[1], fn));
            }
            case EXTRACTVAL -> {
                out.append("extractvalue ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn));
                for (int k = o.length - w.countIndices(in); k < o.length; k++) {
                    out.append(", ").append(o[k]);
                }
            }
            case INSERTVAL -> {
                out.append("insertvalue ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(", ").append(w.typeName(w.valueType(ops[1], fn))).append(' ').append(w.valueText(ops[1], fn));
                for (int k = o.length - w.countIndices(in); k < o.length; k++) {
                    out.append(", ").append(o[k]);
                }
            }
            case RET -> {
                out.append("ret ");
                out.append(ops.length == 0 ? "void" : w.typed(ops[0], fn));
            }
            case BR -> {
                if (o.length >= 3) {
                    out.append("br ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(", label ").append(labels[w.bb(fn, o[0])])
                            .append(", label ").append(labels[w.bb(fn, o[1])]);
                } else {
                    out.append("br label ").append(labels[w.bb(fn, o[0])]);
                }
            }
            case SWITCH -> {
                out.append("switch ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(", label ").append(labels[w.bb(fn, o[2])])
                        .append(" [");
                for (int k = 3; k + 1 < o.length; k += 2) {
                    out.append("\n    ").append(w.typeName(w.valueType(DxilIrWriter.valueId(o[k]), fn))).append(' ').append(w.valueText(DxilIrWriter.valueId(o[k]), fn)).append(", label ")
                            .append(labels[w.bb(fn, o[k + 1])]);
                }
                out.append("\n  ]");
            }
            case UNREACHABLE -> out.append("unreachable");
            case EXTRACTELT -> out.append("extractelement ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(", ")
                    .append(w.typeName(w.valueType(ops[1], fn))).append(' ').append(w.valueText(ops[1], fn));
            case INSERTELT -> out.append("insertelement ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(", ")
                    .append(w.typeName(w.valueType(ops[1], fn))).append(' ').append(w.valueText(ops[1], fn)).append(", ").append(w.typeName(w.valueType(ops[2], fn))).append(' ').append(w.valueText(ops[2], fn));
            case SHUFFLEVEC -> out.append("shufflevector ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(", ")
                    .append(w.typeName(w.valueType(ops[1], fn))).append(' ').append(w.valueText(ops[1], fn)).append(", ").append(w.typeName(w.valueType(ops[2], fn))).append(' ').append(w.valueText(ops[2], fn));
            case PHI -> {
                out.append("phi ").append(w.typeName(in.typeId())).append(' ');
                for (int k = 0; k < ops.length; k++) {
                    out.append(k > 0 ? ", " : "").append("[ ").append(w.valueText(ops[k], fn)).append(", ")
                            .append(labels[w.bb(fn, w.op(in, 2 + 2 * k))]).append(" ]");
                }
            }
            case ALLOCA -> {
                out.append("alloca ").append(w.typeName(w.recordType(w.op(in, 0))));
                int sizeType = w.recordType(w.op(in, 1));
                LlvmType st = w.type(sizeType);
                boolean one = false;
                Constant c = w.constantOf(ops[0], fn);
                if (c != null && c.isInteger() && c.intValue() == 1) {
                    one = true;
                }
                if (!one || !(st.kind() == LlvmType.Kind.INTEGER && st.width() == 32)) {
                    out.append(", ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn));
                }
                long align = w.op(in, 3) & 31;
                if (align > 0) {
                    out.append(", align ").append(1L << (align - 1));
                }
            }
            case LOAD -> {
                int opIndex = w.opsAfter(in, 1);
                boolean explicit = o.length - opIndex == 3;
                long align = w.op(in, opIndex + (explicit ? 1 : 0));
                long vol = w.op(in, opIndex + (explicit ? 2 : 1));
                out.append("load ");
                if (vol != 0) {
                    out.truncate(out.length() - 1);
                    out.append(" volatile ");
                }
                out.append(w.typeName(fn.vtype[in.result() - fn.localBase])).append(", ").append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn));
                if (align > 0) {
                    out.append(", align ").append(1L << (align - 1));
                }
            }
            case STORE -> {
                int opIndex = w.opsAfter(in, 2);
                long align = w.op(in, opIndex);
                long vol = opIndex + 1 < o.length ? o[opIndex + 1] : 0;
                out.append(vol != 0 ? "store volatile " : "store ").append(w.typeName(w.valueType(ops[1], fn))).append(' ').append(w.valueText(ops[1], fn)).append(", ")
                        .append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn));
                if (align > 0) {
                    out.append(", align ").append(1L << (align - 1));
                }
            }
            case GEP -> {
                out.append("getelementptr ");
                if (w.op(in, 0) != 0) {
                    out.append("inbounds ");
                }
                out.append(w.typeName(w.recordType(w.op(in, 1)))).append(", ");
                for (int k = 0; k < ops.length; k++) {
                    out.append(k > 0 ? ", " : "").append(w.typeName(w.valueType(ops[k], fn))).append(' ').append(w.valueText(ops[k], fn));
                }
            }
            case ATOMICRMW -> {
                int opIndex = w.opsAfter(in, 2);
                out.append("atomicrmw ");
                if (w.op(in, opIndex + 1) != 0) {
                    out.append("volatile ");
                }
                out.append(w.named(RMW, w.op(in, opIndex), 0, "atomicrmw operation")).append(' ')
                        .append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(", ")
                        .append(w.typeName(w.valueType(ops[1], fn))).append(' ').append(w.valueText(ops[1], fn));
                if (w.op(in, opIndex + 3) == 0) {
                    out.append(" singlethread");
                }
                out.append(' ').append(w.named(ORDERING, w.op(in, opIndex + 2), 0, "atomic ordering"));
            }
            case CMPXCHG -> {
                int opIndex = w.opsAfter(in, 3);
                out.append("cmpxchg ");
                if (opIndex + 4 < o.length && o[opIndex + 4] != 0) {
                    out.append("weak ");
                }
                if (w.op(in, opIndex) != 0) {
                    out.append("volatile ");
                }
                out.append(w.typeName(w.valueType(ops[0], fn))).append(' ').append(w.valueText(ops[0], fn)).append(", ").append(w.typeName(w.valueType(ops[1], fn))).append(' ').append(w.valueText(ops[1], fn)).append(", ")
                        .append(w.typeName(w.valueType(ops[2], fn))).append(' ').append(w.valueText(ops[2], fn));
                if (w.op(in, opIndex + 2) == 0) {
                    out.append(" singlethread");
                }
                out.append(' ').append(w.named(ORDERING, w.op(in, opIndex + 1), 0, "atomic ordering")).append(' ')
                        .append(w.named(ORDERING, w.op(in, opIndex + 3), 0, "atomic ordering"));
            }
            case CALL -> comment = call(fn, in);
            default -> throw w.error("instruction code " + in.code() + " not printed");
        }
        // getAllMetadata: the location first, then the attachments by kind
        int loc = fn.location[index];
        if (loc >= 0) {
            out.append(", !dbg !").append(meta.slot(loc, "the instruction's location"));
        }
        List<long[]> att = fn.attachments.get(index);
        if (att != null) {
            for (long[] a : att) {
                String kind = m.metadataKinds().get(a[0]);
                if (kind == null) {
                    throw w.error("metadata kind " + a[0] + " unknown (the module names " + m.metadataKinds().size()
                            + " kinds)");
                }
                out.append(", !").append(kind).append(" !")
                        .append(meta.slot(DxilIrWriter.valueId(a[1]), "attachment !" + kind));
            }
        }
        meta.debugComment(fn, in, loc);
        if (comment != null) {
            out.append("  ; ").append(comment);
        }
        out.append('\n');
    }

    private void fastMath(long flags) {
        if ((flags & 1) != 0) {
            out.append(" fast");
            return;
        }
        if ((flags & 2) != 0) {
            out.append(" nnan");
        }
        if ((flags & 4) != 0) {
            out.append(" ninf");
        }
        if ((flags & 8) != 0) {
            out.append(" nsz");
        }
        if ((flags & 16) != 0) {
            out.append(" arcp");
        }
    }

    private void sameType(Fn fn, int[] ops) {
        int t = w.valueType(ops[0], fn);
        boolean same = true;
        for (int op : ops) {
            same &= w.valueType(op, fn) == t;
        }
        if (same) {
            out.append(' ').append(w.typeName(t)).append(' ');
            for (int k = 0; k < ops.length; k++) {
                out.append(k > 0 ? ", " : "").append(w.valueText(ops[k], fn));
            }
        } else {
            out.append(' ');
            for (int k = 0; k < ops.length; k++) {
                out.append(k > 0 ? ", " : "").append(w.typeName(w.valueType(ops[k], fn))).append(' ').append(w.valueText(ops[k], fn));
            }
        }
    }

    /** Prints a call; returns the dx.op comment or null. */
    private String call(Fn fn, Instruction in) {
        long[] o = in.ops();
        long cc = o[1];
        if ((cc & 1) != 0) {
            out.append("tail ");
        }
        out.append("call");
        long conv = (cc >>> 1) & 0x3FF;
        if (conv != 0) {
            out.append(conv == 8 ? " fastcc" : conv == 9 ? " coldcc" : " cc" + conv);
        }
        int[] ops = in.operands();
        int callee = ops[0];
        int fnTy = w.element(w.valueType(callee, fn), 0);
        if ((cc >>> 15 & 1) != 0) {
            int fmfShift = (cc >>> 17 & 1) != 0 ? 1 : 0;
            fnTy = w.recordType(w.op(in, 2 + fmfShift));
        }
        LlvmType ft = w.functionType(fnTy);
        String ret = w.attrs(o[0], 0);
        if (!ret.isEmpty()) {
            out.append(' ').append(ret);
        }
        out.append(' ').append(w.typeName(ft.flag() ? fnTy : ft.returnType())).append(' ')
                .append(w.valueText(callee, fn)).append('(');
        for (int a = 1; a < ops.length; a++) {
            if (w.metadataArgument(fn, in, a)) {
                // a metadata argument: the node, string or value it wraps
                out.append(a > 1 ? ", " : "").append("metadata ").append(meta.mdText(ops[a], fn));
                continue;
            }
            out.append(a > 1 ? ", " : "").append(w.typeName(w.valueType(ops[a], fn)));
            String pa = w.attrs(o[0], a);
            if (!pa.isEmpty()) {
                out.append(' ').append(pa);
            }
            out.append(' ').append(w.valueText(ops[a], fn));
        }
        out.append(')');
        String fa = w.attrs(o[0], DxilIrWriter.FN_INDEX);
        if (!fa.isEmpty()) {
            out.append(" #").append(String.valueOf(w.attrSlots.get(fa)));
        }
        String name = m.names().get(callee);
        if (name != null && name.startsWith("dx.op.") && ops.length > 1) {
            Constant c = w.constantOf(ops[1], fn);
            if (c != null && c.isInteger()) {
                String comment = DxilOps.comment(c.intValue());
                if (comment != null && c.intValue() == DxilOps.ANNOTATE_HANDLE && ops.length > 3) {
                    long[] props = properties(ops[3], fn);
                    if (props != null) {
                        comment += "  resource: " + DxilOps.resource(props[0], props[1]);
                    }
                }
                return comment;
            }
        }
        return null;
    }

    /** The two words of a constant %dx.types.ResourceProperties, or null. */
    private long[] properties(int id, Fn fn) {
        Constant c = w.constantOf(id, fn);
        if (c == null) {
            return null;
        }
        if (c.code() == Constant.NULL) {
            return new long[2];
        }
        if (c.code() == 7 && c.ops().length == 2) {
            Constant a = w.constantOf((int) c.ops()[0], fn);
            Constant b = w.constantOf((int) c.ops()[1], fn);
            if (a != null && b != null && a.isInteger() && b.isInteger()) {
                return new long[] {a.intValue() & 0xFFFFFFFFL, b.intValue() & 0xFFFFFFFFL};
            }
        }
        return null;
    }
}
