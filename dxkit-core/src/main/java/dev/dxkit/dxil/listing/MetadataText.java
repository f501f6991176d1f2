package dev.dxkit.dxil.listing;

import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.dxil.DebugLocation;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.Instruction;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.dxil.listing.DxilIrWriter.Fn;
import dev.dxkit.text.TextSink;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.dxkit.dxil.listing.DxilIrWriter.CALL;

/**
 * The metadata of a DXIL module as LLVM 3.7's assembly writer prints it: the slots its SlotTracker gives the
 * nodes (named metadata first, then each function's intrinsic arguments, locations and attachments), the
 * DILocation nodes made of debug locations, the named and numbered nodes after the functions, and dxc's
 * annotation after an instruction (a debug variable, or the line and column). Types and values are named
 * through the {@link DxilIrWriter} that owns this.
 */
final class MetadataText {
    private final DxilIrWriter w;
    private final DxilModule m;
    private final TextSink out;

    /** Metadata ids of the nodes, in the order LLVM's SlotTracker numbers them: the slot. */
    private final Map<Integer, Integer> mdSlots = new LinkedHashMap<>();
    /**
     * Metadata ids from here on name the DILocation nodes LLVM's reader makes of debug locations that no
     * METADATA_LOCATION record defines (function-local metadata takes the ids after the module's).
     */
    private static final int LOCATION_BASE = 1 << 30;
    private final List<Metadata.Other> locationNodes = new ArrayList<>();
    /** Uniqued DILocation nodes by line, column, scope and inlined-at: the node's metadata id. */
    private final Map<List<Long>, Integer> locationIds = new HashMap<>();
    /**
     * The bit offset of the record that defines each module-level metadata id (the model's entries do not keep
     * it), numbered as MetadataReader numbers them; {@code mdDefined} ids are known.
     */
    private final long[] mdBits;
    private int mdDefined;

    MetadataText(DxilIrWriter w) {
        this.w = w;
        this.m = w.m;
        this.out = w.out;
        this.mdBits = new long[m.metadata().size()];
    }

    /** Notes the bit of the ids a module METADATA record defines: none, one, or METADATA_STRINGS's count. */
    void mdRecord(BitRecord r) {
        int defined = switch (r.code()) {
            case 4, 6, 10, 36, 38, 39 -> 0; // NAME, KIND, NAMED_NODE, GLOBAL_DECL_ATTACHMENT, INDEX_OFFSET, INDEX
            case 35 -> r.size() > 0 ? (int) Math.min(r.op(0), m.metadata().size()) : 0; // STRINGS [count, offset]
            default -> 1;
        };
        int end = Math.min(mdDefined + defined, mdBits.length);
        java.util.Arrays.fill(mdBits, mdDefined, end, r.bit());
        mdDefined = end;
    }

    /** The bit of the record that defines module metadata {@code id}, or the METADATA block's. */
    long mdBit(int id) {
        return id >= 0 && id < mdDefined ? mdBits[id] : w.metadataBit;
    }

    void numberMetadata() {
        w.at = w.metadataBit;
        for (String name : w.namedOrder) {
            for (int op : m.named(name)) {
                mdSlot(op);
            }
        }
        for (Fn fn : w.fns) {
            for (int i = 0; i < fn.body.instructions().size(); i++) {
                // nodes an intrinsic (llvm.*) takes as arguments, then the location, then the attachments
                Instruction in = fn.body.instructions().get(i);
                w.at = in.bit();
                if (in.code() == CALL && w.calleeName(in).startsWith("llvm.")) {
                    for (int a = 1; a < in.operands().length; a++) {
                        if (w.metadataArgument(fn, in, a) && isNode(md(in.operands()[a], fn))) {
                            mdSlot(in.operands()[a]);
                        }
                    }
                }
                if (fn.location[i] >= 0) {
                    mdSlot(fn.location[i]);
                }
                List<long[]> att = fn.attachments.get(i);
                if (att != null) {
                    for (long[] a : att) {
                        mdSlot((int) a[1]);
                    }
                }
            }
        }
    }

    private void mdSlot(int id) {
        Metadata n = md(id, null);
        if (!isNode(n) || mdSlots.containsKey(id)) {
            return;
        }
        mdSlots.put(id, mdSlots.size());
        for (int op : nodeOperands(n)) {
            if (isNode(md(op, null))) {
                mdSlot(op);
            }
        }
    }

    /** The slot of metadata {@code id}, which {@code user} names: a node, or the module is refused. */
    int slot(int id, String user) {
        Integer s = mdSlots.get(id);
        if (s == null) {
            throw w.error("expected " + user + " to name a metadata node, metadata " + id + " is "
                    + (md(id, null) == null ? "nothing" : "no node"));
        }
        return s;
    }

    /** True for an MDNode: a tuple or a debug-info node. */
    static boolean isNode(Metadata x) {
        return x instanceof Metadata.Node || (x instanceof Metadata.Other o && DebugInfoText.isDebugInfo(o.code()));
    }

    /** A node's metadata operands in LLVM's in-memory order. */
    static List<Integer> nodeOperands(Metadata n) {
        if (n instanceof Metadata.Node t) {
            return t.operands();
        }
        List<Integer> ids = new ArrayList<>();
        if (n instanceof Metadata.Other o) {
            for (int id : DebugInfoText.operands(o.code(), o.ops())) {
                ids.add(id);
            }
        }
        return ids;
    }

    /**
     * The metadata with id {@code id}: the module's, then {@code fn}'s function-local metadata, then the
     * DILocations made of debug locations; null for -1 or an id that names nothing.
     */
    Metadata md(int id, Fn fn) {
        int moduleCount = m.metadata().size();
        if (id >= 0 && id < moduleCount) {
            return m.md(id);
        }
        if (id >= LOCATION_BASE && id - LOCATION_BASE < locationNodes.size()) {
            return locationNodes.get(id - LOCATION_BASE);
        }
        if (fn != null && id >= moduleCount && id - moduleCount < fn.body.metadata().size()) {
            return fn.body.metadata().get(id - moduleCount);
        }
        return null;
    }

    /**
     * Gives each instruction's debug location the metadata id of its DILocation: LLVM uniques the node, so the
     * same line, column, scope and inlined-at are one node, shared with an equal METADATA_LOCATION record.
     */
    void uniqueLocations() {
        List<Metadata> all = m.metadata();
        for (int id = 0; id < all.size(); id++) {
            if (all.get(id) instanceof Metadata.Other o && o.code() == DebugInfoText.LOCATION
                    && o.ops()[0] == 0) {
                long[] r = o.ops();
                locationIds.putIfAbsent(List.of(r[1], r[2], r[3], (long) DebugInfoText.ref(r[4])), id);
            }
        }
        for (Fn fn : w.fns) {
            java.util.Arrays.fill(fn.location, -1);
            for (Map.Entry<Integer, DebugLocation> e : fn.body.locations().entrySet()) {
                DebugLocation l = e.getValue();
                List<Long> key = List.of(l.line(), l.column(), (long) l.scope(), (long) l.inlinedAt());
                Integer id = locationIds.get(key);
                if (id == null) {
                    id = LOCATION_BASE + locationNodes.size();
                    locationNodes.add(new Metadata.Other(DebugInfoText.LOCATION, new long[] {0, l.line(), l.column(),
                        l.scope(), l.inlinedAt() + 1L}));
                    locationIds.put(key, id);
                }
                if (e.getKey() >= 0 && e.getKey() < fn.location.length) {
                    fn.location[e.getKey()] = id;
                }
            }
        }
    }

    /** Module-level metadata operands for a debug-info node's fields. */
    final DebugInfoText.Operands moduleOperands = new DebugInfoText.Operands() {
        @Override
        public String operand(int id) {
            return mdText(id, null);
        }

        @Override
        public String string(int id) {
            return md(id, null) instanceof Metadata.Str s ? s.value() : "";
        }
    };

    /** A metadata operand: null, !slot, !"string", or a value with its type. */
    String mdText(int id, Fn fn) {
        Metadata x = md(id, fn);
        if (x == null) {
            return "null";
        } else if (isNode(x)) {
            return "!" + slot(id, "a metadata operand");
        } else if (x instanceof Metadata.Str s) {
            return "!\"" + LlvmNumbers.escape(s.value()) + '"';
        } else if (x instanceof Metadata.ValueRef v) {
            // an error names the METADATA_VALUE record (a module one; a function's keeps the instruction's)
            long user = w.at;
            w.at = id < mdDefined ? mdBits[id] : w.at;
            String s = w.typeName(v.typeId()) + " " + w.valueText(v.valueId(), fn);
            w.at = user;
            return s;
        }
        throw w.error("metadata " + id + " (" + x + ") not printed");
    }

    static String mdName(String name) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if ((ch < 128 && Character.isLetterOrDigit(ch)) || ch == '-' || ch == '$' || ch == '.' || ch == '_') {
                sb.append(ch);
            } else {
                sb.append(LlvmNumbers.escape(String.valueOf(ch)));
            }
        }
        return sb.toString();
    }

    void node(Metadata.Node n) {
        out.append("!{");
        for (int i = 0; i < n.operands().size(); i++) {
            out.append(i > 0 ? ", " : "");
            mdOperand(n.operands().get(i));
        }
        out.append('}');
    }

    private void mdOperand(int id) {
        out.append(mdText(id, null));
    }

    /**
     * dxc's annotation after an instruction: for llvm.dbg.value and llvm.dbg.declare the variable's name, the
     * expression and the function whose scope holds it; for any other instruction with a location on a line
     * other than 0, that line and column.
     */
    void debugComment(Fn fn, Instruction in, int loc) {
        String callee = in.code() == CALL ? w.calleeName(in) : "";
        int[] ops = in.operands();
        if (callee.equals("llvm.dbg.value") || callee.equals("llvm.dbg.declare")) {
            // dbg.value(value, offset, variable, expression); dbg.declare(address, variable, expression)
            int var = callee.equals("llvm.dbg.value") ? 3 : 2;
            if (ops.length > var + 1 && md(ops[var], fn) instanceof Metadata.Other v
                    && v.code() == DebugInfoText.LOCAL_VAR && md(ops[var + 1], fn) instanceof Metadata.Other e
                    && e.code() == DebugInfoText.EXPRESSION) {
                out.append(" ; var:\"").append(string(DebugInfoText.name(v.code(), v.ops()))).append("\" ")
                        .append(DebugInfoText.expression(e.ops()));
                int sub = subprogram(DebugInfoText.scope(v.code(), v.ops()));
                if (sub >= 0) {
                    Metadata.Other sp = (Metadata.Other) md(sub, null);
                    out.append(" func:\"").append(string(DebugInfoText.name(sp.code(), sp.ops()))).append('"');
                }
            }
            return;
        }
        if (loc >= 0 && md(loc, null) instanceof Metadata.Other l && l.ops()[1] != 0) {
            out.append(" ; line:").append(l.ops()[1]).append(" col:").append(l.ops()[2]);
        }
    }

    /** The DISubprogram a local scope belongs to (through lexical blocks), or -1. */
    private int subprogram(int scope) {
        for (int depth = 0; depth < 10_000 && scope >= 0; depth++) {
            if (!(md(scope, null) instanceof Metadata.Other o)) {
                return -1;
            }
            if (o.code() == DebugInfoText.SUBPROGRAM) {
                return scope;
            }
            if (o.code() != DebugInfoText.LEXICAL_BLOCK && o.code() != DebugInfoText.LEXICAL_BLOCK_FILE) {
                return -1;
            }
            scope = DebugInfoText.scope(o.code(), o.ops());
        }
        return -1;
    }

    /** The string with metadata id {@code id}, or "". */
    private String string(int id) {
        return md(id, null) instanceof Metadata.Str s ? s.value() : "";
    }

    /** The named metadata, then the numbered nodes in slot order, at the end of the module's text. */
    void namedAndNumbered() {
        if (!w.namedOrder.isEmpty()) {
            out.append('\n');
        }
        w.at = w.metadataBit;
        for (String name : w.namedOrder) {
            out.append('!').append(mdName(name)).append(" = !{");
            List<Integer> ops = m.named(name);
            for (int i = 0; i < ops.size(); i++) {
                out.append(i > 0 ? ", " : "").append('!').append(slot(ops.get(i), "named metadata !" + name));
            }
            out.append("}\n");
        }
        if (!mdSlots.isEmpty()) {
            out.append('\n');
            for (Map.Entry<Integer, Integer> e : mdSlots.entrySet()) {
                w.at = mdBit(e.getKey());
                Metadata x = md(e.getKey(), null);
                out.append('!').append(e.getValue()).append(" = ");
                if (x instanceof Metadata.Node n) {
                    out.append(n.distinct() ? "distinct " : "");
                    node(n);
                } else {
                    Metadata.Other d = (Metadata.Other) x;
                    // operand 0 is the distinct flag: LLVM's reader takes any value but 0 as true
                    out.append(d.ops()[0] != 0 ? "distinct " : "");
                    out.append(DebugInfoText.body(d.code(), d.ops(), moduleOperands));
                }
                out.append('\n');
            }
        }
    }
}
