package dev.dxkit.dxil.listing;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.bitcode.BitEntry;
import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.dxil.AttributeGroup;
import dev.dxkit.dxil.Constant;
import dev.dxkit.dxil.DebugLocation;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.Function;
import dev.dxkit.dxil.FunctionBody;
import dev.dxkit.dxil.GlobalVariable;
import dev.dxkit.dxil.Instruction;
import dev.dxkit.dxil.LlvmType;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.dxil.Value;
import dev.dxkit.dxil.ValueKind;
import dev.dxkit.io.DxFormatException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a DXIL module as LLVM 3.7's assembly writer does inside dxc's disassembler: data layout and triple,
 * named struct types in the order LLVM's TypeFinder meets them, globals, functions (bodies with value slots,
 * block labels and predecessor comments, dx.op comments), attribute groups, named metadata and the numbered
 * metadata nodes in the order LLVM's SlotTracker numbers them.
 */
final class DxilIrWriter {
    /** The refusal of a module whose types or metadata nest deeper than the walks' stack follows. */
    static final String DEEPER_THAN_THE_STACK =
            "expected types and metadata nested no deeper than the listing's stack follows, found a longer chain";
    // FUNC_CODE_INST_* record codes (LLVM 3.7)
    private static final int BINOP = 2, CAST = 3, GEP_OLD = 4, SELECT = 5, EXTRACTELT = 6, INSERTELT = 7,
            SHUFFLEVEC = 8, CMP = 9, RET = 10, BR = 11, SWITCH = 12, INVOKE = 13, UNREACHABLE = 15, PHI = 16,
            ALLOCA = 19, LOAD = 20, EXTRACTVAL = 26, INSERTVAL = 27, CMP2 = 28, VSELECT = 29, INBOUNDS_GEP_OLD = 30,
            INDIRECTBR = 31, CALL = 34, ATOMICRMW = 38, RESUME = 39, LOADATOMIC = 41, GEP = 43, STORE = 44,
            CMPXCHG = 46;
    private static final String[] BINOPS = {"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr",
        "ashr", "and", "or", "xor"};
    private static final String[] FBINOPS = {"fadd", "fsub", "fmul", null, "fdiv", null, "frem"};
    static final String[] CASTS = {"trunc", "zext", "sext", "fptoui", "fptosi", "uitofp", "sitofp",
        "fptrunc", "fpext", "ptrtoint", "inttoptr", "bitcast", "addrspacecast"};
    private static final String[] FPREDS = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq",
        "ugt", "uge", "ult", "ule", "une", "true"};
    private static final String[] IPREDS = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
    private static final String[] RMW = {"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax",
        "umin"};
    private static final String[] ORDERING = {"", "unordered", "monotonic", "acquire", "release", "acq_rel",
        "seq_cst"};
    /** LLVM 3.7 bitcode attribute kind numbers to their names. */
    private static final String[] ATTRS = {null, "align", "alwaysinline", "byval", "inlinehint", "inreg",
        "minsize", "naked", "nest", "noalias", "nobuiltin", "nocapture", "noduplicate", "noimplicitfloat",
        "noinline", "nonlazybind", "noredzone", "noreturn", "nounwind", "optsize", "readnone", "readonly",
        "returned", "returns_twice", "signext", "alignstack", "ssp", "sspreq", "sspstrong", "sret",
        "sanitize_address", "sanitize_thread", "sanitize_memory", "uwtable", "zeroext", "builtin", "cold", "optnone",
        "inalloca", "nonnull", "jumptable", "dereferenceable", "dereferenceable_or_null", "convergent", "safestack",
        "argmemonly"};
    /** LLVM's fixed metadata kinds, numbered before any the module registers. */
    private static final List<String> FIXED_KINDS = List.of("dbg", "tbaa", "prof", "fpmath", "range",
        "tbaa.struct", "invariant.load", "alias.scope", "noalias", "nontemporal", "llvm.mem.parallel_loop_access",
        "nonnull", "dereferenceable", "dereferenceable_or_null");

    private final DxilModule m;
    /** The module's types plus pointer types derived here. */
    private final List<LlvmType> types;
    private final Map<Integer, String> typeText = new HashMap<>();
    private final List<BitRecord> globalRecords = new ArrayList<>();
    private final List<BitRecord> functionRecords = new ArrayList<>();
    private final List<BitBlock> functionBlocks = new ArrayList<>();
    private final List<String> namedOrder = new ArrayList<>();
    private final Map<Integer, Integer> mdSlots = new LinkedHashMap<>();
    /**
     * Metadata ids from here on name the DILocation nodes LLVM's reader makes of debug locations that no
     * METADATA_LOCATION record defines (function-local metadata takes the ids after the module's).
     */
    private static final int LOCATION_BASE = 1 << 30;
    private final List<Metadata.Other> locationNodes = new ArrayList<>();
    /** Uniqued DILocation nodes by line, column, scope and inlined-at: the node's metadata id. */
    private final Map<List<Long>, Integer> locationIds = new HashMap<>();
    private final Map<String, Integer> attrSlots = new LinkedHashMap<>();
    private final Map<Long, Integer> kindOrder = new HashMap<>();
    private final StringBuilder out = new StringBuilder(1 << 14);
    private final List<Fn> fns = new ArrayList<>();
    /** The constants' text, which names types and values through this writer. */
    private final ConstantText constants = new ConstantText(this);
    /**
     * The bit offset of the record being printed (an instruction, constant, global or function record), which an
     * error names; set as each record is met, so the normal path pays one store per record.
     */
    long at;
    /** The bit offset of the module's METADATA block, which errors in named metadata name. */
    private long metadataBit;
    /**
     * The bit offset of the record that defines each module-level metadata id (the model's entries do not keep
     * it), numbered as MetadataReader numbers them; {@code mdDefined} ids are known.
     */
    private final long[] mdBits;
    private int mdDefined;

    /** Per defined function: decoded locals. */
    final class Fn {
        final Function f;
        final FunctionBody body;
        final BitBlock block;
        final int localBase;
        final int[] vtype;
        final String[] vname;
        final int[] blockStart;
        final int blocks;
        final String[] blockName;
        final List<List<Integer>> preds = new ArrayList<>();
        final Map<Integer, List<long[]>> attachments = new HashMap<>();
        /** Per instruction: the metadata id of its DILocation, or -1. */
        final int[] location;

        Fn(Function f, FunctionBody body, BitBlock block) {
            this.f = f;
            this.body = body;
            this.block = block;
            this.localBase = body.firstArgument();
            int count = body.firstArgument() + paramCount(f) + body.constants().size();
            for (Instruction i : body.instructions()) {
                if (i.result() >= 0) {
                    count = Math.max(count, i.result() + 1);
                }
            }
            vtype = new int[count - localBase];
            vname = new String[count - localBase];
            // each block ends with a terminator: a count past the instructions is refused before it is allocated
            if (body.blockCount() < 0 || body.blockCount() > Math.max(body.instructions().size(), 1)) {
                throw error("function " + f.name() + " declares " + body.blockCount() + " blocks, it has "
                        + body.instructions().size() + " instructions");
            }
            blocks = Math.max(body.blockCount(), 1);
            blockName = new String[blocks];
            blockStart = new int[blocks + 1];
            for (int b = 0; b < blocks; b++) {
                preds.add(new ArrayList<>());
            }
            location = new int[body.instructions().size()];
        }
    }

    DxilIrWriter(DxilModule m) {
        this.m = m;
        this.types = new ArrayList<>(m.types());
        // until a record is met, errors name the first top-level block (the module's, after the magic)
        this.at = m.stream().blocks().isEmpty() ? 32 : m.stream().blocks().get(0).bit();
        this.metadataBit = at;
        this.mdBits = new long[m.metadata().size()];
    }

    /** An error at the record being printed: {@code bitcode bit @0x…}, as the reader's own errors are. */
    DxFormatException error(String detail) {
        return new DxFormatException(BitCursor.WHERE, at, detail);
    }

    /**
     * The module's text. The reader keeps instruction and constant records raw, so a damaged one can name a
     * value, type, block or table entry that does not exist; the writer checks each index where it uses it and
     * refuses the module with a DxFormatException naming the record's bit, as it does every other inconsistency
     * it finds.
     */
    static String write(DxilModule m) {
        DxilIrWriter w = new DxilIrWriter(m);
        try {
            return w.run();
        } catch (StackOverflowError e) {
            // the walks over types and metadata recurse by nesting; no compiler's module nests past the stack,
            // a damaged or hostile chain of pointers, structs or nodes can (the module is immutable: nothing is
            // left half-built)
            throw w.error(DEEPER_THAN_THE_STACK);
        }
    }

    private String run() {
        scan();
        if (functionRecords.size() != m.functions().size()) {
            throw error("expected " + m.functions().size() + " MODULE_CODE_FUNCTION records, found "
                    + functionRecords.size());
        }
        int bodyIndex = 0;
        for (int i = 0; i < m.functions().size(); i++) {
            Function f = m.functions().get(i);
            if (!f.declaration()) {
                if (bodyIndex >= m.bodies().size() || bodyIndex >= functionBlocks.size()) {
                    at = functionRecords.get(i).bit();
                    throw error("function " + f.name() + " has no body");
                }
                at = functionBlocks.get(bodyIndex).bit();
                Fn fn = new Fn(f, m.bodies().get(bodyIndex), functionBlocks.get(bodyIndex));
                bodyIndex++;
                prepare(fn);
                fns.add(fn);
            }
        }
        uniqueLocations();
        numberMetadata();
        numberAttributes();
        out.append("target datalayout = \"").append(m.dataLayout()).append("\"\n");
        out.append("target triple = \"").append(m.triple()).append("\"\n");
        List<Integer> structs = structOrder();
        if (!structs.isEmpty()) {
            out.append('\n');
            for (int t : structs) {
                out.append(LlvmNumbers.name('%', types.get(t).name())).append(" = type ").append(structBody(t))
                        .append('\n');
            }
        }
        if (!m.globals().isEmpty()) {
            out.append('\n');
        }
        for (int g = 0; g < m.globals().size(); g++) {
            global(g);
        }
        int fi = 0;
        for (int i = 0; i < m.functions().size(); i++) {
            Function f = m.functions().get(i);
            out.append('\n');
            if (f.declaration()) {
                declaration(f, functionRecords.get(i));
            } else {
                definition(fns.get(fi++), functionRecords.get(i));
            }
        }
        if (!attrSlots.isEmpty()) {
            out.append('\n');
            for (Map.Entry<String, Integer> e : attrSlots.entrySet()) {
                out.append("attributes #").append(e.getValue()).append(" = { ").append(e.getKey()).append(" }\n");
            }
        }
        if (!namedOrder.isEmpty()) {
            out.append('\n');
        }
        at = metadataBit;
        for (String name : namedOrder) {
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
                at = mdBit(e.getKey());
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
        return out.toString();
    }

    // ---- scanning the stream for what the module model leaves out ----

    private void scan() {
        for (BitBlock b : m.stream().blocks()) {
            if (b.id() != 8) {
                continue;
            }
            for (BitEntry e : b.entries()) {
                if (e instanceof BitRecord r) {
                    if (r.code() == 7) {
                        globalRecords.add(r);
                    } else if (r.code() == 8) {
                        functionRecords.add(r);
                    }
                } else if (e instanceof BitBlock inner && !inner.skipped()) {
                    if (inner.id() == 12) {
                        functionBlocks.add(inner);
                    } else if (inner.id() == 15) {
                        metadataBit = inner.bit();
                        for (BitRecord r : inner.records()) {
                            if (r.code() == 4) {
                                namedOrder.add(r.string(0));
                            }
                            mdRecord(r);
                        }
                    } else if (inner.id() == 22) {
                        for (BitRecord r : inner.records()) {
                            if (r.code() == 6 && r.size() > 0) {
                                String name = r.string(1);
                                int fixed = FIXED_KINDS.indexOf(name);
                                kindOrder.put(r.op(0), fixed >= 0 ? fixed : 1000 + kindOrder.size());
                            }
                        }
                    }
                }
            }
        }
    }

    /** Notes the bit of the ids a module METADATA record defines: none, one, or METADATA_STRINGS's count. */
    private void mdRecord(BitRecord r) {
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
    private long mdBit(int id) {
        return id >= 0 && id < mdDefined ? mdBits[id] : metadataBit;
    }

    // ---- types ----

    LlvmType type(int id) {
        if (id < 0 || id >= types.size()) {
            throw error("type " + id + " does not exist (the module has " + types.size() + ")");
        }
        return types.get(id);
    }

    /** Element {@code i} of type {@code id} (a pointer's pointee, a vector's element, a struct's field). */
    int element(int id, long i) {
        List<Integer> e = type(id).elements();
        if (i < 0 || i >= e.size()) {
            throw error("expected element " + i + " of type " + id + " (" + typeName(id) + "), it has " + e.size());
        }
        return e.get((int) i);
    }

    /** Type {@code id}, which a call calls through: a function type. */
    private LlvmType functionType(int id) {
        LlvmType t = type(id);
        if (t.kind() != LlvmType.Kind.FUNCTION || t.elements().isEmpty()) {
            throw error("expected a function type, type " + id + " is " + typeName(id));
        }
        return t;
    }

    /** A type id a record names: one of the module's types, not one the writer derived. */
    int recordType(long id) {
        if (id < 0 || id >= m.types().size()) {
            throw error("type " + id + " does not exist (the module has " + m.types().size() + ")");
        }
        return (int) id;
    }

    /** Raw operand {@code i} of {@code in}'s record. */
    private long op(Instruction in, int i) {
        long[] o = in.ops();
        if (i < 0 || i >= o.length) {
            throw error("instruction " + in.code() + " needs operand " + i + ", its record has " + o.length);
        }
        return o[i];
    }

    /** An absolute value id a record holds (a switch case), clamped so that a huge one names nothing. */
    static int valueId(long v) {
        return (int) Math.min(v, Integer.MAX_VALUE);
    }

    /** Operand {@code i} of constant {@code c}'s record. */
    long cop(Constant c, int i) {
        long[] o = c.ops();
        if (i >= o.length) {
            throw error("constant " + c.code() + " needs operand " + i + ", its record has " + o.length);
        }
        return o[i];
    }

    /** Value operand {@code i} of {@code in} (an absolute value id). */
    private int operand(Instruction in, int i) {
        int[] ops = in.operands();
        if (i >= ops.length) {
            throw error("instruction " + in.code() + " needs value operand " + i + ", its record has " + ops.length);
        }
        return ops[i];
    }

    /** Entry {@code code} of a table of the format's names (opcodes, predicates, orderings). */
    String named(String[] table, long code, long base, String what) {
        long i = code - base;
        if (i < 0 || i >= table.length || table[(int) i] == null) {
            throw error(what + " " + code + " unknown (expected " + base + " to " + (base + table.length - 1) + ")");
        }
        return table[(int) i];
    }

    private int pointerTo(int elem, int addressSpace) {
        for (int i = 0; i < types.size(); i++) {
            LlvmType t = types.get(i);
            if (t.kind() == LlvmType.Kind.POINTER && t.elements().get(0) == elem && t.addressSpace() == addressSpace) {
                return i;
            }
        }
        types.add(new LlvmType(LlvmType.Kind.POINTER, 0, 0, List.of(elem), null, false, addressSpace));
        return types.size() - 1;
    }

    private boolean isFp(int t) {
        LlvmType.Kind k = type(t).kind();
        if (k == LlvmType.Kind.VECTOR) {
            return isFp(element(t, 0));
        }
        return k == LlvmType.Kind.FLOAT || k == LlvmType.Kind.DOUBLE || k == LlvmType.Kind.HALF;
    }

    String typeName(int id) {
        String s = typeText.get(id);
        if (s != null) {
            return s;
        }
        typeText.put(id, "<recursive>");
        LlvmType t = type(id);
        s = switch (t.kind()) {
            case VOID -> "void";
            case FLOAT -> "float";
            case DOUBLE -> "double";
            case HALF -> "half";
            case LABEL -> "label";
            case METADATA -> "metadata";
            case TOKEN -> "token";
            case X86_FP80 -> "x86_fp80";
            case FP128 -> "fp128";
            case PPC_FP128 -> "ppc_fp128";
            case X86_MMX -> "x86_mmx";
            case INTEGER -> "i" + t.width();
            case POINTER -> typeName(t.elements().get(0))
                    + (t.addressSpace() != 0 ? " addrspace(" + t.addressSpace() + ")*" : "*");
            case ARRAY -> "[" + t.count() + " x " + typeName(t.elements().get(0)) + "]";
            case VECTOR -> "<" + t.count() + " x " + typeName(t.elements().get(0)) + ">";
            case FUNCTION, FUNCTION_OLD -> {
                StringBuilder sb = new StringBuilder(typeName(t.returnType())).append(" (");
                for (int i = 1; i < t.elements().size(); i++) {
                    sb.append(i > 1 ? ", " : "").append(typeName(t.elements().get(i)));
                }
                if (t.flag()) {
                    sb.append(t.elements().size() > 1 ? ", ..." : "...");
                }
                yield sb.append(')').toString();
            }
            case STRUCT_NAMED, OPAQUE -> t.name() != null ? LlvmNumbers.name('%', t.name()) : structBody(id);
            case STRUCT_ANON -> structBody(id);
        };
        typeText.put(id, s);
        return s;
    }

    private String structBody(int id) {
        LlvmType t = type(id);
        if (t.kind() == LlvmType.Kind.OPAQUE) {
            return "opaque";
        }
        if (t.elements().isEmpty()) {
            return t.flag() ? "<{}>" : "{}";
        }
        StringBuilder sb = new StringBuilder(t.flag() ? "<{ " : "{ ");
        for (int i = 0; i < t.elements().size(); i++) {
            sb.append(i > 0 ? ", " : "").append(typeName(t.elements().get(i)));
        }
        return sb.append(t.flag() ? " }>" : " }").toString();
    }

    /** Named struct types in the order LLVM's TypeFinder visits them. */
    private List<Integer> structOrder() {
        Set<Integer> visited = new LinkedHashSet<>();
        List<Integer> found = new ArrayList<>();
        Set<Long> visitedConstants = new java.util.HashSet<>();
        Set<Integer> visitedMd = new java.util.HashSet<>();
        TypeFinder tf = new TypeFinder(visited, found, visitedConstants, visitedMd);
        for (int g = 0; g < m.globals().size(); g++) {
            GlobalVariable gv = m.globals().get(g);
            tf.type(globalPointerType(g));
            if (gv.initId() >= 0) {
                tf.value(gv.initId(), null);
            }
        }
        int fi = 0;
        for (Function f : m.functions()) {
            tf.type(pointerTo(f.typeId(), 0));
            if (!f.declaration()) {
                Fn fn = fns.get(fi++);
                List<Instruction> ins = fn.body.instructions();
                for (int k = 0; k < ins.size(); k++) {
                    Instruction i = ins.get(k);
                    at = i.bit();
                    if (i.result() >= 0) {
                        tf.type(fn.vtype[i.result() - fn.localBase]);
                    }
                    int[] ops = i.operands();
                    for (int a = 0; a < ops.length; a++) {
                        if (!metadataArgument(fn, i, a)) {
                            tf.value(ops[a], fn);
                        } else if (md(ops[a], fn) instanceof Metadata.ValueRef v) {
                            tf.value(v.valueId(), fn);
                        } else if (ops[a] < m.metadata().size()) {
                            tf.md(ops[a]);
                        }
                    }
                    // types hiding in the instruction's attached metadata
                    List<long[]> att = fn.attachments.get(k);
                    if (att != null) {
                        for (long[] a : att) {
                            tf.md((int) a[1]);
                        }
                    }
                }
            }
        }
        at = metadataBit;
        for (String name : namedOrder) {
            for (int op : m.named(name)) {
                tf.md(op);
            }
        }
        List<Integer> named = new ArrayList<>();
        for (int t : found) {
            if (type(t).name() != null) {
                named.add(t);
            }
        }
        return named;
    }

    private final class TypeFinder {
        final Set<Integer> visited;
        final List<Integer> found;
        final Set<Long> constants;
        final Set<Integer> mds;

        TypeFinder(Set<Integer> visited, List<Integer> found, Set<Long> constants, Set<Integer> mds) {
            this.visited = visited;
            this.found = found;
            this.constants = constants;
            this.mds = mds;
        }

        void type(int t) {
            if (!visited.add(t)) {
                return;
            }
            java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
            work.push(t);
            while (!work.isEmpty()) {
                int x = work.pop();
                LlvmType lt = DxilIrWriter.this.type(x);
                if (lt.isStruct() || lt.kind() == LlvmType.Kind.OPAQUE) {
                    found.add(x);
                }
                List<Integer> subs = lt.elements();
                for (int i = subs.size() - 1; i >= 0; i--) {
                    if (visited.add(subs.get(i))) {
                        work.push(subs.get(i));
                    }
                }
            }
        }

        /** A value operand: only constants (not global values) add types. */
        void value(int id, Fn fn) {
            Constant c;
            long key;
            if (id < 0) {
                throw noValue(id, fn);
            }
            if (id < m.values().size()) {
                Value v = m.values().get(id);
                if (v.kind() != ValueKind.CONSTANT) {
                    return;
                }
                c = m.constants().get(v.index());
                key = id;
            } else if (fn != null) {
                int local = id - fn.localBase - paramCount(fn.f);
                if (local < 0 || local >= fn.body.constants().size()) {
                    return;
                }
                c = fn.body.constants().get(local);
                key = ((long) fn.f.valueId() << 32) | id;
            } else {
                return;
            }
            if (!constants.add(key)) {
                return;
            }
            // an error among the constant's operands names the constant's record
            long user = at;
            at = c.bit();
            type(c.typeId());
            for (int op : ConstantText.operands(c)) {
                value(op, fn);
            }
            at = user;
        }

        void md(int id) {
            Metadata n = m.md(id);
            if (!isNode(n) || !mds.add(id)) {
                return;
            }
            for (int op : nodeOperands(n)) {
                Metadata x = m.md(op);
                if (isNode(x)) {
                    md(op);
                } else if (x instanceof Metadata.ValueRef v) {
                    long user = at;
                    at = mdBit(op);
                    value(v.valueId(), null);
                    at = user;
                }
            }
        }
    }

    private int globalPointerType(int g) {
        GlobalVariable gv = m.globals().get(g);
        BitRecord r = globalRecords.get(g);
        boolean explicit = (r.op(1) & 2) != 0;
        return explicit ? pointerTo(gv.typeId(), gv.addressSpace()) : gv.typeId();
    }

    private int globalValueType(int g) {
        int p = globalPointerType(g);
        return element(p, 0);
    }

    // ---- values ----

    private int paramCount(Function f) {
        return type(f.typeId()).parameterCount();
    }

    /** The type of value {@code id} (module-level or local to {@code fn}). */
    int valueType(int id, Fn fn) {
        if (id < 0) {
            throw noValue(id, fn);
        }
        if (id < m.values().size()) {
            Value v = m.values().get(id);
            return switch (v.kind()) {
                case GLOBAL_VARIABLE -> globalPointerType(v.index());
                case FUNCTION -> pointerTo(m.functions().get(v.index()).typeId(), 0);
                default -> v.typeId();
            };
        }
        if (fn == null || id - fn.localBase >= fn.vtype.length) {
            throw noValue(id, fn);
        }
        return fn.vtype[id - fn.localBase];
    }

    /** A value id that names nothing: the module's values, then (in a function) its locals, are all there are. */
    private DxFormatException noValue(int id, Fn fn) {
        if (fn == null) {
            return error("value " + id + " does not exist (the module has " + m.values().size() + ")");
        }
        return error("value " + id + " does not exist (the function " + fn.f.name() + " has "
                + (fn.localBase + fn.vtype.length) + ")");
    }

    /** A value as an operand, without its type. */
    private String valueText(int id, Fn fn) {
        if (id < 0) {
            throw noValue(id, fn);
        }
        if (id < m.values().size()) {
            Value v = m.values().get(id);
            return switch (v.kind()) {
                case GLOBAL_VARIABLE, FUNCTION, ALIAS -> {
                    String n = m.names().get(id);
                    yield n != null && !n.isEmpty() ? LlvmNumbers.name('@', n) : "@" + globalSlot(id);
                }
                case CONSTANT -> constants.text(m.constants().get(v.index()), fn);
                default -> throw error("value " + id + " of kind " + v.kind());
            };
        }
        if (fn == null) {
            // module metadata or an initializer naming a function's value
            throw noValue(id, null);
        }
        int local = id - fn.localBase;
        if (local < 0 || local >= fn.vname.length) {
            throw noValue(id, fn);
        }
        if (fn.vname[local] == null) {
            throw error("value " + id + " of " + fn.f.name() + " is no argument, constant or result inside its "
                    + fn.blocks + " blocks");
        }
        return fn.vname[local];
    }

    private int globalSlot(int id) {
        int slot = 0;
        for (int i = 0; i < id; i++) {
            Value v = m.values().get(i);
            if (v.kind() != ValueKind.CONSTANT) {
                String n = m.names().get(i);
                if (n == null || n.isEmpty()) {
                    slot++;
                }
            }
        }
        return slot;
    }

    String typed(int id, Fn fn) {
        return typeName(valueType(id, fn)) + " " + valueText(id, fn);
    }

    // ---- globals ----

    private static String linkage(long code) {
        return switch ((int) code) {
            case 0, 5, 6, 15 -> "";
            case 2 -> "appending ";
            case 3 -> "internal ";
            case 7 -> "extern_weak ";
            case 8 -> "common ";
            case 9, 13, 14 -> "private ";
            case 10, 17 -> "weak_odr ";
            case 11, 19 -> "linkonce_odr ";
            case 12 -> "available_externally ";
            case 1, 16 -> "weak ";
            case 4, 18 -> "linkonce ";
            default -> "";
        };
    }

    private void global(int g) {
        GlobalVariable gv = m.globals().get(g);
        BitRecord r = globalRecords.get(g);
        at = r.bit();
        String n = m.names().get(gv.valueId());
        out.append(n != null && !n.isEmpty() ? LlvmNumbers.name('@', n) : "@" + globalSlot(gv.valueId()));
        out.append(" = ");
        if (gv.initId() < 0 && r.op(3) == 0) {
            out.append("external ");
        } else {
            out.append(linkage(r.op(3)));
        }
        if (r.size() > 8 && r.op(8) != 0) {
            out.append("unnamed_addr ");
        }
        int ptr = globalPointerType(g);
        int as = type(ptr).addressSpace();
        if (as != 0) {
            out.append("addrspace(").append(as).append(") ");
        }
        out.append(gv.constant() ? "constant " : "global ").append(typeName(globalValueType(g)));
        if (gv.initId() >= 0) {
            out.append(' ').append(valueText(gv.initId(), null));
        }
        long align = r.op(4);
        if (align > 0) {
            out.append(", align ").append(1L << (align - 1));
        }
        out.append('\n');
    }

    // ---- attributes ----

    /** The attribute text of list {@code list} (1-based, 0 none) at index {@code index} (~0 function), or "". */
    private String attrs(long list, long index) {
        return attrs(list, index, true);
    }

    private String attrs(long list, long index, boolean strings) {
        if (list <= 0 || list > m.attributeLists().size()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (long gid : m.attributeLists().get((int) list - 1)) {
            for (AttributeGroup g : m.attributeGroups()) {
                if (g.id() == gid && g.paramIndex() == index) {
                    for (AttributeGroup.Attribute a : g.attributes()) {
                        if (!strings && a.kind() < 0) {
                            continue;
                        }
                        if (sb.length() > 0) {
                            sb.append(' ');
                        }
                        sb.append(attr(a));
                    }
                }
            }
        }
        return sb.toString();
    }

    private static String attr(AttributeGroup.Attribute a) {
        if (a.kind() < 0) {
            return a.text() == null ? "\"" + a.key() + "\"" : "\"" + a.key() + "\"=\"" + a.text() + "\"";
        }
        String n = a.kind() < ATTRS.length ? ATTRS[a.kind()] : null;
        if (n == null) {
            return "<attr " + a.kind() + ">";
        }
        return switch (n) {
            case "align" -> "align " + a.value();
            case "alignstack", "dereferenceable", "dereferenceable_or_null" -> n + "(" + a.value() + ")";
            default -> n;
        };
    }

    private static final long FN_INDEX = 0xFFFFFFFFL;

    private void numberAttributes() {
        for (int i = 0; i < m.functions().size(); i++) {
            String s = attrs(functionRecords.get(i).op(4), FN_INDEX);
            if (!s.isEmpty()) {
                attrSlots.putIfAbsent(s, attrSlots.size());
            }
        }
        for (Fn fn : fns) {
            for (Instruction i : fn.body.instructions()) {
                if (i.code() == CALL) {
                    at = i.bit();
                    String s = attrs(i.ops()[0], FN_INDEX);
                    if (!s.isEmpty()) {
                        attrSlots.putIfAbsent(s, attrSlots.size());
                    }
                }
            }
        }
    }

    // ---- metadata ----

    private void numberMetadata() {
        at = metadataBit;
        for (String name : namedOrder) {
            for (int op : m.named(name)) {
                mdSlot(op);
            }
        }
        for (Fn fn : fns) {
            for (int i = 0; i < fn.body.instructions().size(); i++) {
                // nodes an intrinsic (llvm.*) takes as arguments, then the location, then the attachments
                Instruction in = fn.body.instructions().get(i);
                at = in.bit();
                if (in.code() == CALL && calleeName(in).startsWith("llvm.")) {
                    for (int a = 1; a < in.operands().length; a++) {
                        if (metadataArgument(fn, in, a) && isNode(md(in.operands()[a], fn))) {
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
    private int slot(int id, String user) {
        Integer s = mdSlots.get(id);
        if (s == null) {
            throw error("expected " + user + " to name a metadata node, metadata " + id + " is "
                    + (md(id, null) == null ? "nothing" : "no node"));
        }
        return s;
    }

    /** True for an MDNode: a tuple or a debug-info node. */
    private static boolean isNode(Metadata x) {
        return x instanceof Metadata.Node || (x instanceof Metadata.Other o && DebugInfoText.isDebugInfo(o.code()));
    }

    /** A node's metadata operands in LLVM's in-memory order. */
    private static List<Integer> nodeOperands(Metadata n) {
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
    private Metadata md(int id, Fn fn) {
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
    private void uniqueLocations() {
        List<Metadata> all = m.metadata();
        for (int id = 0; id < all.size(); id++) {
            if (all.get(id) instanceof Metadata.Other o && o.code() == DebugInfoText.LOCATION
                    && o.ops()[0] == 0) {
                long[] r = o.ops();
                locationIds.putIfAbsent(List.of(r[1], r[2], r[3], (long) DebugInfoText.ref(r[4])), id);
            }
        }
        for (Fn fn : fns) {
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
    private final DebugInfoText.Operands moduleOperands = new DebugInfoText.Operands() {
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
    private String mdText(int id, Fn fn) {
        Metadata x = md(id, fn);
        if (x == null) {
            return "null";
        } else if (isNode(x)) {
            return "!" + slot(id, "a metadata operand");
        } else if (x instanceof Metadata.Str s) {
            return "!\"" + LlvmNumbers.escape(s.value()) + '"';
        } else if (x instanceof Metadata.ValueRef v) {
            // an error names the METADATA_VALUE record (a module one; a function's keeps the instruction's)
            long user = at;
            at = id < mdDefined ? mdBits[id] : at;
            String s = typeName(v.typeId()) + " " + valueText(v.valueId(), fn);
            at = user;
            return s;
        }
        throw error("metadata " + id + " (" + x + ") not printed");
    }

    /** True when call argument {@code a} (1-based; 0 is the callee) has the metadata type. */
    private boolean metadataArgument(Fn fn, Instruction in, int a) {
        if (in.code() != CALL || a < 1) {
            return false;
        }
        LlvmType ft = functionType(calleeType(fn, in));
        return a <= ft.parameterCount() && type(ft.elements().get(a)).kind() == LlvmType.Kind.METADATA;
    }

    /** The function type a call calls through. */
    private int calleeType(Fn fn, Instruction in) {
        long cc = in.ops()[1];
        if ((cc >>> 15 & 1) != 0) {
            int fmfShift = (cc >>> 17 & 1) != 0 ? 1 : 0;
            return recordType(op(in, 2 + fmfShift));
        }
        return element(valueType(in.operands()[0], fn), 0);
    }

    private String calleeName(Instruction in) {
        String n = m.names().get(in.operands()[0]);
        return n == null ? "" : n;
    }

    private static String mdName(String name) {
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

    private void node(Metadata.Node n) {
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

    // ---- functions ----

    /** Splits blocks, finds predecessors, types every local value and numbers the unnamed ones. */
    private void prepare(Fn fn) {
        at = fn.block.bit();
        LlvmType ft = type(fn.f.typeId());
        int argc = ft.parameterCount();
        for (int a = 0; a < argc; a++) {
            fn.vtype[a] = ft.elements().get(a + 1);
        }
        List<Constant> cs = fn.body.constants();
        for (int c = 0; c < cs.size(); c++) {
            fn.vtype[argc + c] = cs.get(c).typeId();
        }
        // names of blocks and attachments from the function block itself
        for (BitEntry e : fn.block.entries()) {
            if (e instanceof BitBlock inner && !inner.skipped()) {
                if (inner.id() == 14) {
                    for (BitRecord r : inner.records()) {
                        if (r.code() == 2 && r.size() > 0 && r.op(0) < fn.blocks) {
                            fn.blockName[(int) r.op(0)] = r.string(1);
                        }
                    }
                } else if (inner.id() == 16) {
                    for (BitRecord r : inner.records()) {
                        if (r.size() % 2 == 1) {
                            List<long[]> list = new ArrayList<>();
                            for (int k = 1; k + 1 < r.size(); k += 2) {
                                list.add(new long[] {r.op(k), r.op(k + 1)});
                            }
                            list.sort((a, b) -> Integer.compare(kindOrder.getOrDefault(a[0], 5000),
                                    kindOrder.getOrDefault(b[0], 5000)));
                            fn.attachments.put((int) r.op(0), list);
                        }
                    }
                }
            }
        }
        // blocks and preds
        List<Instruction> ins = fn.body.instructions();
        int nextId = fn.localBase + argc + cs.size();
        for (Instruction in : ins) {
            nextOf.put(in, nextId);
            if (in.result() >= 0) {
                nextId = in.result() + 1;
            }
        }
        int b = 0;
        fn.blockStart[0] = 0;
        for (int i = 0; i < ins.size(); i++) {
            Instruction in = ins.get(i);
            at = in.bit();
            long[] o = in.ops();
            switch (in.code()) {
                case BR -> {
                    fn.preds.get(bb(fn, o[0])).add(0, b);
                    if (o.length >= 3) {
                        fn.preds.get(bb(fn, o[1])).add(0, b);
                    }
                }
                case SWITCH -> {
                    fn.preds.get(bb(fn, o[2])).add(0, b);
                    for (int k = 4; k < o.length; k += 2) {
                        fn.preds.get(bb(fn, o[k])).add(0, b);
                    }
                }
                default -> {
                }
            }
            if (isTerminator(in.code())) {
                b++;
                if (b <= fn.blocks) {
                    fn.blockStart[b] = i + 1;
                }
            }
        }
        for (int k = b + 1; k <= fn.blocks; k++) {
            fn.blockStart[k] = ins.size();
        }
        useListOrder(fn);
        // slots: arguments, then per block the block and its unnamed results
        int slot = 0;
        Map<Integer, String> names = fn.body.names();
        for (int a = 0; a < argc; a++) {
            String n = names.get(fn.localBase + a);
            fn.vname[a] = n != null ? LlvmNumbers.name('%', n) : "%" + slot++;
        }
        String[] blockLabels = new String[fn.blocks];
        for (int k = 0; k < fn.blocks; k++) {
            if (fn.blockName[k] != null) {
                blockLabels[k] = LlvmNumbers.name('%', fn.blockName[k]);
            } else {
                blockLabels[k] = "%" + slot++;
            }
            for (int i = fn.blockStart[k]; i < fn.blockStart[k + 1]; i++) {
                Instruction in = ins.get(i);
                if (in.result() >= 0) {
                    String n = names.get(in.result());
                    fn.vname[in.result() - fn.localBase] = n != null ? LlvmNumbers.name('%', n) : "%" + slot++;
                }
            }
        }
        blockLabelMap.put(fn, blockLabels);
        // constants as operands are printed inline
        for (int c = 0; c < cs.size(); c++) {
            fn.vname[argc + c] = constants.text(cs.get(c), fn);
        }
        // result types, in order (operands always precede their uses except through phis)
        for (Instruction in : ins) {
            if (in.result() >= 0) {
                at = in.bit();
                fn.vtype[in.result() - fn.localBase] = resultType(fn, in);
            }
        }
    }

    /**
     * Applies the function's USELIST_BLOCK (id 18) USELIST_CODE_BB (2) records [index…, block]: the block's
     * uses, in the order the reader made them (newest first), are sorted by the indexes, which orders the
     * predecessors LLVM lists. As in LLVM's reader, a record whose count is not the block's use count is ignored.
     */
    private void useListOrder(Fn fn) {
        for (BitEntry e : fn.block.entries()) {
            if (!(e instanceof BitBlock inner) || inner.skipped() || inner.id() != 18) {
                continue;
            }
            for (BitRecord r : inner.records()) {
                int n = r.size() - 1;
                if (r.code() != 2 || n < 2 || r.op(n) < 0 || r.op(n) >= fn.blocks) {
                    continue;
                }
                List<Integer> uses = fn.preds.get((int) r.op(n));
                if (uses.size() != n) {
                    continue;
                }
                Integer[] order = new Integer[n];
                for (int i = 0; i < n; i++) {
                    order[i] = i;
                }
                java.util.Arrays.sort(order, (x, y) -> Long.compareUnsigned(r.op(x), r.op(y)));
                List<Integer> sorted = new ArrayList<>(n);
                for (int i : order) {
                    sorted.add(uses.get(i));
                }
                uses.clear();
                uses.addAll(sorted);
            }
        }
    }

    private final Map<Fn, String[]> blockLabelMap = new HashMap<>();
    /** Per instruction: the value id the next result takes (operands at or above it are forward references). */
    private final java.util.IdentityHashMap<Instruction, Integer> nextOf = new java.util.IdentityHashMap<>();

    private static boolean isTerminator(int code) {
        return code == RET || code == BR || code == SWITCH || code == INDIRECTBR || code == INVOKE
                || code == UNREACHABLE || code == RESUME;
    }

    private int bb(Fn fn, long v) {
        if (v < 0 || v >= fn.blocks) {
            throw error("block " + v + " does not exist (the function " + fn.f.name() + " has " + fn.blocks + ")");
        }
        return (int) v;
    }

    private int resultType(Fn fn, Instruction in) {
        int[] ops = in.operands();
        long[] o = in.ops();
        return switch (in.code()) {
            case BINOP, SELECT -> in.typeId() >= 0 && in.code() == SELECT ? in.typeId() : valueType(ops[0], fn);
            case VSELECT -> valueType(ops[1], fn);
            case CAST, PHI, CALL, INVOKE -> in.typeId();
            case CMP, CMP2 -> {
                int t = valueType(ops[0], fn);
                LlvmType lt = type(t);
                int i1 = intType(1);
                yield lt.kind() == LlvmType.Kind.VECTOR ? vectorOf(i1, lt.count()) : i1;
            }
            case ALLOCA -> pointerTo(recordType(op(in, 0)), 0);
            case LOAD, LOADATOMIC -> in.typeId() >= 0 ? in.typeId() : element(valueType(ops[0], fn), 0);
            case EXTRACTVAL -> {
                int t = valueType(ops[0], fn);
                int first = o.length - countIndices(in);
                for (int k = first; k < o.length; k++) {
                    t = type(t).isStruct() ? element(t, op(in, k)) : element(t, 0);
                }
                yield t;
            }
            case INSERTVAL -> valueType(ops[0], fn);
            case EXTRACTELT -> element(valueType(ops[0], fn), 0);
            case INSERTELT -> valueType(ops[0], fn);
            // the first vector's elements, as many as the mask has
            case SHUFFLEVEC -> vectorOf(element(valueType(ops[0], fn), 0), type(valueType(ops[2], fn)).count());
            case GEP, GEP_OLD, INBOUNDS_GEP_OLD -> gepType(fn, in);
            case ATOMICRMW -> element(valueType(ops[0], fn), 0);
            case CMPXCHG -> {
                int t = element(valueType(ops[0], fn), 0);
                yield structOf(t, intType(1));
            }
            default -> throw error("instruction " + in.code() + " yields no type");
        };
    }

    /** The number of trailing index operands of an extractvalue / insertvalue record. */
    private int countIndices(Instruction in) {
        // the value operands consumed 1 (backward) or 2 (forward, with type) raw operands each
        return in.ops().length - opsAfter(in, in.operands().length);
    }

    private int gepType(Fn fn, Instruction in) {
        int[] ops = in.operands();
        int src = in.code() == GEP ? recordType(op(in, 1)) : element(valueType(operand(in, 0), fn), 0);
        int t = src;
        for (int k = 2; k < ops.length; k++) {
            LlvmType lt = type(t);
            t = lt.isStruct() ? element(t, constantInt(ops[k], fn)) : element(t, 0);
        }
        int as = type(valueType(operand(in, 0), fn)).addressSpace();
        return pointerTo(t, as);
    }

    private long constantInt(int id, Fn fn) {
        Constant c = constantOf(id, fn);
        if (c == null || !c.isInteger()) {
            throw error("struct index " + id + " is not a constant integer");
        }
        return c.intValue();
    }

    /** The constant with value id {@code id}, module-level or local to {@code fn}, or null. */
    private Constant constantOf(int id, Fn fn) {
        Constant c = null;
        if (id < m.values().size()) {
            c = m.constant(id).orElse(null);
        } else {
            int local = id - fn.localBase - paramCount(fn.f);
            if (local >= 0 && local < fn.body.constants().size()) {
                c = fn.body.constants().get(local);
            }
        }
        return c;
    }

    private int intType(int width) {
        for (int i = 0; i < types.size(); i++) {
            if (types.get(i).kind() == LlvmType.Kind.INTEGER && types.get(i).width() == width) {
                return i;
            }
        }
        types.add(new LlvmType(LlvmType.Kind.INTEGER, width, 0, List.of(), null, false, 0));
        return types.size() - 1;
    }

    private int vectorOf(int elem, long count) {
        for (int i = 0; i < types.size(); i++) {
            LlvmType t = types.get(i);
            if (t.kind() == LlvmType.Kind.VECTOR && t.count() == count && t.elements().get(0) == elem) {
                return i;
            }
        }
        types.add(new LlvmType(LlvmType.Kind.VECTOR, 0, count, List.of(elem), null, false, 0));
        return types.size() - 1;
    }

    private int structOf(int a, int b) {
        for (int i = 0; i < types.size(); i++) {
            LlvmType t = types.get(i);
            if (t.kind() == LlvmType.Kind.STRUCT_ANON && t.elements().equals(List.of(a, b)) && !t.flag()) {
                return i;
            }
        }
        types.add(new LlvmType(LlvmType.Kind.STRUCT_ANON, 0, 0, List.of(a, b), null, false, 0));
        return types.size() - 1;
    }

    /** LLVM prints the function's enum and integer attributes (not its string ones) in a comment first. */
    private void attrsComment(BitRecord r) {
        at = r.bit();
        String fnAttrs = attrs(r.op(4), FN_INDEX, false);
        if (!fnAttrs.isEmpty()) {
            out.append("; Function Attrs: ").append(fnAttrs).append('\n');
        }
    }

    private void declaration(Function f, BitRecord r) {
        attrsComment(r);
        out.append("declare ");
        header(f, r, null);
        out.append('\n');
    }

    private void header(Function f, BitRecord r, Fn fn) {
        out.append(linkage(r.op(3)));
        long cc = r.op(1);
        if (cc != 0) {
            out.append(cc == 8 ? "fastcc " : cc == 9 ? "coldcc " : "cc" + cc + " ");
        }
        LlvmType ft = type(f.typeId());
        String ret = attrs(r.op(4), 0);
        if (!ret.isEmpty()) {
            out.append(ret).append(' ');
        }
        out.append(typeName(ft.returnType())).append(' ');
        out.append(valueText(f.valueId(), null)).append('(');
        for (int p = 0; p < ft.parameterCount(); p++) {
            out.append(p > 0 ? ", " : "").append(typeName(ft.elements().get(p + 1)));
            String pa = attrs(r.op(4), p + 1);
            if (!pa.isEmpty()) {
                out.append(' ').append(pa);
            }
            if (fn != null) {
                String n = fn.body.names().get(fn.localBase + p);
                if (n != null) {
                    out.append(' ').append(LlvmNumbers.name('%', n));
                }
            }
        }
        if (ft.flag()) {
            out.append(ft.parameterCount() > 0 ? ", ..." : "...");
        }
        out.append(')');
        if (r.size() > 9 && r.op(9) != 0) {
            out.append(" unnamed_addr");
        }
        String fnAttrs = attrs(r.op(4), FN_INDEX);
        if (!fnAttrs.isEmpty()) {
            out.append(" #").append(attrSlots.get(fnAttrs));
        }
        if (r.op(5) > 0) {
            out.append(" align ").append(1L << (r.op(5) - 1));
        }
    }

    private void definition(Fn fn, BitRecord r) {
        attrsComment(r);
        out.append("define ");
        header(fn.f, r, fn);
        out.append(" {");
        String[] labels = blockLabelMap.get(fn);
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
        at = in.bit();
        out.append("  ");
        if (in.result() >= 0) {
            out.append(fn.vname[in.result() - fn.localBase]).append(" = ");
        }
        int[] ops = in.operands();
        long[] o = in.ops();
        String comment = null;
        switch (in.code()) {
            case BINOP -> {
                int t = valueType(ops[0], fn);
                boolean fp = isFp(t);
                int opIndex = opsAfter(in, 2);
                long opc = op(in, opIndex);
                out.append(fp ? named(FBINOPS, opc, 0, "floating-point binary opcode")
                        : named(BINOPS, opc, 0, "binary opcode"));
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
                int opIndex = opsAfter(in, 1);
                out.append(named(CASTS, op(in, opIndex + 1), 0, "cast opcode")).append(' ')
                        .append(typed(ops[0], fn)).append(" to ").append(typeName(in.typeId()));
            }
            case CMP, CMP2 -> {
                int t = valueType(ops[0], fn);
                int opIndex = opsAfter(in, 2);
                long pred = op(in, opIndex);
                if (isFp(t)) {
                    out.append("fcmp");
                    if (opIndex + 1 < o.length) {
                        fastMath(o[opIndex + 1]);
                    }
                    out.append(' ').append(named(FPREDS, pred, 0, "floating-point predicate"));
                } else {
                    out.append("icmp ").append(named(IPREDS, pred, 32, "integer predicate"));
                }
                sameType(fn, ops);
            }
            case SELECT, VSELECT -> {
                // VSELECT record: [true, false, cond]; printed cond, true, false
                int c = in.code() == VSELECT ? ops[2] : ops[2];
                out.append("select ").append(typed(c, fn)).append(", ").append(typed(ops[0], fn)).append(", ")
                        .append(typed(ops[1], fn));
            }
            case EXTRACTVAL -> {
                out.append("extractvalue ").append(typed(ops[0], fn));
                for (int k = o.length - countIndices(in); k < o.length; k++) {
                    out.append(", ").append(o[k]);
                }
            }
            case INSERTVAL -> {
                out.append("insertvalue ").append(typed(ops[0], fn)).append(", ").append(typed(ops[1], fn));
                for (int k = o.length - countIndices(in); k < o.length; k++) {
                    out.append(", ").append(o[k]);
                }
            }
            case RET -> {
                out.append("ret ");
                out.append(ops.length == 0 ? "void" : typed(ops[0], fn));
            }
            case BR -> {
                if (o.length >= 3) {
                    out.append("br ").append(typed(ops[0], fn)).append(", label ").append(labels[bb(fn, o[0])])
                            .append(", label ").append(labels[bb(fn, o[1])]);
                } else {
                    out.append("br label ").append(labels[bb(fn, o[0])]);
                }
            }
            case SWITCH -> {
                out.append("switch ").append(typed(ops[0], fn)).append(", label ").append(labels[bb(fn, o[2])])
                        .append(" [");
                for (int k = 3; k + 1 < o.length; k += 2) {
                    out.append("\n    ").append(typed(valueId(o[k]), fn)).append(", label ")
                            .append(labels[bb(fn, o[k + 1])]);
                }
                out.append("\n  ]");
            }
            case UNREACHABLE -> out.append("unreachable");
            case EXTRACTELT -> out.append("extractelement ").append(typed(ops[0], fn)).append(", ")
                    .append(typed(ops[1], fn));
            case INSERTELT -> out.append("insertelement ").append(typed(ops[0], fn)).append(", ")
                    .append(typed(ops[1], fn)).append(", ").append(typed(ops[2], fn));
            case SHUFFLEVEC -> out.append("shufflevector ").append(typed(ops[0], fn)).append(", ")
                    .append(typed(ops[1], fn)).append(", ").append(typed(ops[2], fn));
            case PHI -> {
                out.append("phi ").append(typeName(in.typeId())).append(' ');
                for (int k = 0; k < ops.length; k++) {
                    out.append(k > 0 ? ", " : "").append("[ ").append(valueText(ops[k], fn)).append(", ")
                            .append(labels[bb(fn, op(in, 2 + 2 * k))]).append(" ]");
                }
            }
            case ALLOCA -> {
                out.append("alloca ").append(typeName(recordType(op(in, 0))));
                int sizeType = recordType(op(in, 1));
                LlvmType st = type(sizeType);
                boolean one = false;
                Constant c = constantOf(ops[0], fn);
                if (c != null && c.isInteger() && c.intValue() == 1) {
                    one = true;
                }
                if (!one || !(st.kind() == LlvmType.Kind.INTEGER && st.width() == 32)) {
                    out.append(", ").append(typed(ops[0], fn));
                }
                long align = op(in, 3) & 31;
                if (align > 0) {
                    out.append(", align ").append(1L << (align - 1));
                }
            }
            case LOAD -> {
                int opIndex = opsAfter(in, 1);
                boolean explicit = o.length - opIndex == 3;
                long align = op(in, opIndex + (explicit ? 1 : 0));
                long vol = op(in, opIndex + (explicit ? 2 : 1));
                out.append("load ");
                if (vol != 0) {
                    out.setLength(out.length() - 1);
                    out.append(" volatile ");
                }
                out.append(typeName(fn.vtype[in.result() - fn.localBase])).append(", ").append(typed(ops[0], fn));
                if (align > 0) {
                    out.append(", align ").append(1L << (align - 1));
                }
            }
            case STORE -> {
                int opIndex = opsAfter(in, 2);
                long align = op(in, opIndex);
                long vol = opIndex + 1 < o.length ? o[opIndex + 1] : 0;
                out.append(vol != 0 ? "store volatile " : "store ").append(typed(ops[1], fn)).append(", ")
                        .append(typed(ops[0], fn));
                if (align > 0) {
                    out.append(", align ").append(1L << (align - 1));
                }
            }
            case GEP -> {
                out.append("getelementptr ");
                if (op(in, 0) != 0) {
                    out.append("inbounds ");
                }
                out.append(typeName(recordType(op(in, 1)))).append(", ");
                for (int k = 0; k < ops.length; k++) {
                    out.append(k > 0 ? ", " : "").append(typed(ops[k], fn));
                }
            }
            case ATOMICRMW -> {
                int opIndex = opsAfter(in, 2);
                out.append("atomicrmw ");
                if (op(in, opIndex + 1) != 0) {
                    out.append("volatile ");
                }
                out.append(named(RMW, op(in, opIndex), 0, "atomicrmw operation")).append(' ')
                        .append(typed(ops[0], fn)).append(", ")
                        .append(typed(ops[1], fn));
                if (op(in, opIndex + 3) == 0) {
                    out.append(" singlethread");
                }
                out.append(' ').append(named(ORDERING, op(in, opIndex + 2), 0, "atomic ordering"));
            }
            case CMPXCHG -> {
                int opIndex = opsAfter(in, 3);
                out.append("cmpxchg ");
                if (opIndex + 4 < o.length && o[opIndex + 4] != 0) {
                    out.append("weak ");
                }
                if (op(in, opIndex) != 0) {
                    out.append("volatile ");
                }
                out.append(typed(ops[0], fn)).append(", ").append(typed(ops[1], fn)).append(", ")
                        .append(typed(ops[2], fn));
                if (op(in, opIndex + 2) == 0) {
                    out.append(" singlethread");
                }
                out.append(' ').append(named(ORDERING, op(in, opIndex + 1), 0, "atomic ordering")).append(' ')
                        .append(named(ORDERING, op(in, opIndex + 3), 0, "atomic ordering"));
            }
            case CALL -> comment = call(fn, in);
            default -> throw error("instruction code " + in.code() + " not printed");
        }
        // getAllMetadata: the location first, then the attachments by kind
        int loc = fn.location[index];
        if (loc >= 0) {
            out.append(", !dbg !").append(slot(loc, "the instruction's location"));
        }
        List<long[]> att = fn.attachments.get(index);
        if (att != null) {
            for (long[] a : att) {
                String kind = m.metadataKinds().get(a[0]);
                if (kind == null) {
                    throw error("metadata kind " + a[0] + " unknown (the module names " + m.metadataKinds().size()
                            + " kinds)");
                }
                out.append(", !").append(kind).append(" !").append(slot(valueId(a[1]), "attachment !" + kind));
            }
        }
        debugComment(fn, in, loc);
        if (comment != null) {
            out.append("  ; ").append(comment);
        }
        out.append('\n');
    }

    /**
     * dxc's annotation after an instruction: for llvm.dbg.value and llvm.dbg.declare the variable's name, the
     * expression and the function whose scope holds it; for any other instruction with a location on a line
     * other than 0, that line and column.
     */
    private void debugComment(Fn fn, Instruction in, int loc) {
        String callee = in.code() == CALL ? calleeName(in) : "";
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

    /** The raw operand index after the first {@code n} value operands (forward ones carry a type). */
    private int opsAfter(Instruction in, int n) {
        int k = 0;
        int[] ops = in.operands();
        int next = nextValue(in);
        for (int i = 0; i < n && i < ops.length; i++) {
            k += (ops[i] >= next) ? 2 : 1;
        }
        return k;
    }

    private int nextValue(Instruction in) {
        return nextOf.get(in);
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
        int t = valueType(ops[0], fn);
        boolean same = true;
        for (int op : ops) {
            same &= valueType(op, fn) == t;
        }
        if (same) {
            out.append(' ').append(typeName(t)).append(' ');
            for (int k = 0; k < ops.length; k++) {
                out.append(k > 0 ? ", " : "").append(valueText(ops[k], fn));
            }
        } else {
            out.append(' ');
            for (int k = 0; k < ops.length; k++) {
                out.append(k > 0 ? ", " : "").append(typed(ops[k], fn));
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
        int fnTy = element(valueType(callee, fn), 0);
        if ((cc >>> 15 & 1) != 0) {
            int fmfShift = (cc >>> 17 & 1) != 0 ? 1 : 0;
            fnTy = recordType(op(in, 2 + fmfShift));
        }
        LlvmType ft = functionType(fnTy);
        String ret = attrs(o[0], 0);
        if (!ret.isEmpty()) {
            out.append(' ').append(ret);
        }
        out.append(' ').append(typeName(ft.flag() ? fnTy : ft.returnType())).append(' ')
                .append(valueText(callee, fn)).append('(');
        for (int a = 1; a < ops.length; a++) {
            if (metadataArgument(fn, in, a)) {
                // a metadata argument: the node, string or value it wraps
                out.append(a > 1 ? ", " : "").append("metadata ").append(mdText(ops[a], fn));
                continue;
            }
            out.append(a > 1 ? ", " : "").append(typeName(valueType(ops[a], fn)));
            String pa = attrs(o[0], a);
            if (!pa.isEmpty()) {
                out.append(' ').append(pa);
            }
            out.append(' ').append(valueText(ops[a], fn));
        }
        out.append(')');
        String fa = attrs(o[0], FN_INDEX);
        if (!fa.isEmpty()) {
            out.append(" #").append(attrSlots.get(fa));
        }
        String name = m.names().get(callee);
        if (name != null && name.startsWith("dx.op.") && ops.length > 1) {
            Constant c = constantOf(ops[1], fn);
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
        Constant c = constantOf(id, fn);
        if (c == null) {
            return null;
        }
        if (c.code() == Constant.NULL) {
            return new long[2];
        }
        if (c.code() == 7 && c.ops().length == 2) {
            Constant a = constantOf((int) c.ops()[0], fn);
            Constant b = constantOf((int) c.ops()[1], fn);
            if (a != null && b != null && a.isInteger() && b.isInteger()) {
                return new long[] {a.intValue() & 0xFFFFFFFFL, b.intValue() & 0xFFFFFFFFL};
            }
        }
        return null;
    }
}
