package dev.dxkit.dxil.listing;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.bitcode.BitEntry;
import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.dxil.AttributeGroup;
import dev.dxkit.dxil.Constant;
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
import dev.dxkit.text.TextSink;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
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
    static final int BINOP = 2, CAST = 3, GEP_OLD = 4, SELECT = 5, EXTRACTELT = 6, INSERTELT = 7,
            SHUFFLEVEC = 8, CMP = 9, RET = 10, BR = 11, SWITCH = 12, INVOKE = 13, UNREACHABLE = 15, PHI = 16,
            ALLOCA = 19, LOAD = 20, EXTRACTVAL = 26, INSERTVAL = 27, CMP2 = 28, VSELECT = 29, INBOUNDS_GEP_OLD = 30,
            INDIRECTBR = 31, CALL = 34, ATOMICRMW = 38, RESUME = 39, LOADATOMIC = 41, GEP = 43, STORE = 44,
            CMPXCHG = 46;
    static final String[] CASTS = {"trunc", "zext", "sext", "fptoui", "fptosi", "uitofp", "sitofp",
        "fptrunc", "fpext", "ptrtoint", "inttoptr", "bitcast", "addrspacecast"};
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

    final DxilModule m;
    /** The module's types plus pointer types derived here. */
    private final List<LlvmType> types;
    /** Each type's text by type id, made on first use (an array, not a map: no boxed key on every operand). */
    private String[] typeText = new String[0];
    private final List<BitBlock> functionBlocks = new ArrayList<>();
    /** The named metadata in the order the module defines them. */
    final List<String> namedOrder;
    final Map<String, Integer> attrSlots = new LinkedHashMap<>();
    /** Metadata kind ids to the rank LLVM sorts an instruction's attachments by: fixed kinds first, then in order. */
    private final Map<Long, Integer> kindOrder = new HashMap<>();
    /** The listing's text, UTF-8 (the sink the whole listing is written to). */
    final TextSink out;
    final List<Fn> fns = new ArrayList<>();
    /** The constants' text, which names types and values through this writer. */
    private final ConstantText constants = new ConstantText(this);
    /** The metadata slots and text, and the debug annotations after instructions. */
    final MetadataText metadataText;
    /** The function bodies' text: blocks and instructions. */
    private final InstructionText instructionText;
    /**
     * The bit offset of the record being printed (an instruction, constant, global or function record), which an
     * error names; set as each record is met, so the normal path pays one store per record.
     */
    long at;
    /** The bit offset of the module's METADATA block, which errors in named metadata name. */
    long metadataBit;

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

    DxilIrWriter(DxilModule m, TextSink out) {
        this.m = m;
        this.out = out;
        this.types = new ArrayList<>(m.types());
        // until a record is met, errors name the first top-level block (the module's, after the magic)
        this.at = m.stream().blocks().isEmpty() ? 32 : m.stream().blocks().get(0).bit();
        this.metadataBit = at;
        this.namedOrder = new ArrayList<>(m.namedMetadata().keySet());
        for (Map.Entry<Long, String> k : m.metadataKinds().entrySet()) {
            int fixed = FIXED_KINDS.indexOf(k.getValue());
            kindOrder.put(k.getKey(), fixed >= 0 ? fixed : 1000 + kindOrder.size());
        }
        this.metadataText = new MetadataText(this);
        this.instructionText = new InstructionText(this, metadataText);
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
        TextSink out = TextSink.utf8();
        write(m, out);
        return out.toString();
    }

    /** {@link #write(DxilModule)} appended to {@code out}, a {@link TextSink#utf8()} sink. */
    static void write(DxilModule m, TextSink out) {
        DxilIrWriter w = new DxilIrWriter(m, out);
        try {
            w.run();
        } catch (StackOverflowError e) {
            // the walks over types and metadata recurse by nesting; no compiler's module nests past the stack,
            // a damaged or hostile chain of pointers, structs or nodes can (the module is immutable: nothing is
            // left half-built)
            throw w.error(DEEPER_THAN_THE_STACK);
        }
    }

    private void run() {
        scan();
        int bodyIndex = 0;
        for (int i = 0; i < m.functions().size(); i++) {
            Function f = m.functions().get(i);
            if (!f.declaration()) {
                if (bodyIndex >= m.bodies().size() || bodyIndex >= functionBlocks.size()) {
                    at = f.bit();
                    throw error("function " + f.name() + " has no body");
                }
                at = functionBlocks.get(bodyIndex).bit();
                Fn fn = new Fn(f, m.bodies().get(bodyIndex), functionBlocks.get(bodyIndex));
                bodyIndex++;
                prepare(fn);
                fns.add(fn);
            }
        }
        metadataText.uniqueLocations();
        metadataText.numberMetadata();
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
                declaration(f);
            } else {
                instructionText.definition(fns.get(fi++));
            }
        }
        if (!attrSlots.isEmpty()) {
            out.append('\n');
            for (Map.Entry<String, Integer> e : attrSlots.entrySet()) {
                out.append("attributes #").append(e.getValue()).append(" = { ").append(e.getKey()).append(" }\n");
            }
        }
        metadataText.namedAndNumbered();
    }

    // ---- scanning the stream for what the module model leaves out ----

    private void scan() {
        for (BitBlock b : m.stream().blocks()) {
            if (b.id() != 8) {
                continue;
            }
            for (BitEntry e : b.entries()) {
                if (e instanceof BitBlock inner && !inner.skipped()) {
                    if (inner.id() == 12) {
                        functionBlocks.add(inner);
                    } else if (inner.id() == 15) {
                        metadataBit = inner.bit();
                        for (BitRecord r : inner.records()) {
                            metadataText.mdRecord(r);
                        }
                    }
                }
            }
        }
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
    LlvmType functionType(int id) {
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
    long op(Instruction in, int i) {
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

    /**
     * The first pointer type to {@code elem} in {@code addressSpace} among the types, added if there is none. The
     * first of each is kept in {@link #pointers} (filled on first use; the types only grow at their end), so that
     * the look-up a call's callee and every getelementptr make is not a walk over the whole table.
     */
    private int pointerTo(int elem, int addressSpace) {
        if (pointers == null) {
            pointers = new HashMap<>();
            for (int i = 0; i < types.size(); i++) {
                LlvmType t = types.get(i);
                if (t.kind() == LlvmType.Kind.POINTER) {
                    pointers.putIfAbsent(pointerKey(t.elements().get(0), t.addressSpace()), i);
                }
            }
        }
        long key = pointerKey(elem, addressSpace);
        Integer found = pointers.get(key);
        if (found != null) {
            return found;
        }
        types.add(new LlvmType(LlvmType.Kind.POINTER, 0, 0, List.of(elem), null, false, addressSpace));
        pointers.put(key, types.size() - 1);
        return types.size() - 1;
    }

    private static long pointerKey(int elem, int addressSpace) {
        return (long) elem << 32 | addressSpace & 0xFFFFFFFFL;
    }

    /** Pointer types by pointee and address space: the index of the first; null until {@link #pointerTo} is used. */
    private Map<Long, Integer> pointers;

    boolean isFp(int t) {
        LlvmType.Kind k = type(t).kind();
        if (k == LlvmType.Kind.VECTOR) {
            return isFp(element(t, 0));
        }
        return k == LlvmType.Kind.FLOAT || k == LlvmType.Kind.DOUBLE || k == LlvmType.Kind.HALF;
    }

    String typeName(int id) {
        String s = id >= 0 && id < typeText.length ? typeText[id] : null;
        if (s != null) {
            return s;
        }
        LlvmType t = type(id); // refuses an id that names no type before anything is kept for it
        if (id >= typeText.length) {
            typeText = java.util.Arrays.copyOf(typeText, Math.max(types.size(), id + 1));
        }
        typeText[id] = "<recursive>";
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
        typeText[id] = s;
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
        List<Integer> found = new ArrayList<>();
        TypeFinder tf = new TypeFinder(found);
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
                        } else if (metadataText.md(ops[a], fn) instanceof Metadata.ValueRef v) {
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
        /** Type ids and metadata ids seen: bit sets, not sets of boxed ids (this walk meets every operand). */
        final java.util.BitSet visited = new java.util.BitSet();
        final List<Integer> found;
        final Set<Long> constants = new java.util.HashSet<>();
        final java.util.BitSet mds = new java.util.BitSet();

        TypeFinder(List<Integer> found) {
            this.found = found;
        }

        /** True the first time type id {@code t} is met; a negative id always (its look-up refuses it). */
        private boolean firstVisit(int t) {
            if (t < 0) {
                return true;
            }
            if (visited.get(t)) {
                return false;
            }
            visited.set(t);
            return true;
        }

        void type(int t) {
            if (!firstVisit(t)) {
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
                    if (firstVisit(subs.get(i))) {
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
            if (!MetadataText.isNode(n) || mds.get(id)) { // a node's id is one of the module's: not negative
                return;
            }
            mds.set(id);
            for (int op : MetadataText.nodeOperands(n)) {
                Metadata x = m.md(op);
                if (MetadataText.isNode(x)) {
                    md(op);
                } else if (x instanceof Metadata.ValueRef v) {
                    long user = at;
                    at = metadataText.mdBit(op);
                    value(v.valueId(), null);
                    at = user;
                }
            }
        }
    }

    private int globalPointerType(int g) {
        GlobalVariable gv = m.globals().get(g);
        return gv.explicitType() ? pointerTo(gv.typeId(), gv.addressSpace()) : gv.typeId();
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
    String valueText(int id, Fn fn) {
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
                case CONSTANT -> moduleConstant(v.index(), fn);
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

    /**
     * Module constant {@code index} as an operand. A scalar's text (an integer, float, null, undef, a string or data
     * array: no value inside it) is made once and kept, since the same few (dx.op codes, offsets) are operands of
     * most instructions; an aggregate or expression names other values and is made at each use.
     */
    private String moduleConstant(int index, Fn fn) {
        Constant c = m.constants().get(index);
        boolean scalar = c.code() != 7 && c.code() != 11 && c.code() != 12 && c.code() != 20;
        if (!scalar) {
            return constants.text(c, fn);
        }
        if (constantText == null) {
            constantText = new String[m.constants().size()];
        }
        String s = constantText[index];
        if (s == null) {
            s = constants.text(c, fn);
            constantText[index] = s;
        }
        return s;
    }

    /** The text of module scalar constants made so far, by index; null until the first. */
    private String[] constantText;

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
        at = gv.bit();
        String n = m.names().get(gv.valueId());
        out.append(n != null && !n.isEmpty() ? LlvmNumbers.name('@', n) : "@" + globalSlot(gv.valueId()));
        out.append(" = ");
        // the linkage as LLVM's reader decodes it: truncated to 32 bits
        if (gv.initId() < 0 && gv.linkage() == 0) {
            out.append("external ");
        } else {
            out.append(linkage(gv.linkage()));
        }
        if (gv.unnamedAddr()) {
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
        long align = gv.alignment();
        if (align > 0) {
            out.append(", align ").append(1L << (align - 1));
        }
        out.append('\n');
    }

    // ---- attributes ----

    /** The attribute text of list {@code list} (1-based, 0 none) at index {@code index} (~0 function), or "". */
    String attrs(long list, long index) {
        return attrs(list, index, true);
    }

    String attrs(long list, long index, boolean strings) {
        if (list <= 0 || list > m.attributeLists().size()) {
            return "";
        }
        // a call asks for its list's text at each argument and twice for the function: each asked once
        long key = list << 35 | (index & 0x3FFFFFFFFL) << 1 | (strings ? 1 : 0);
        boolean keyed = list < 1 << 28 && index >= 0 && index <= FN_INDEX;
        String known = keyed ? attrText.get(key) : null;
        if (known != null) {
            return known;
        }
        String text = attrsText(list, index, strings);
        if (keyed) {
            attrText.put(key, text);
        }
        return text;
    }

    /** {@link #attrs(long, long, boolean)} already made, by list, index and the strings flag. */
    private final Map<Long, String> attrText = new HashMap<>();

    private String attrsText(long list, long index, boolean strings) {
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

    static final long FN_INDEX = 0xFFFFFFFFL;

    private void numberAttributes() {
        for (int i = 0; i < m.functions().size(); i++) {
            String s = attrs(m.functions().get(i).attributes(), FN_INDEX);
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

    // ---- calls: metadata arguments and callees (the metadata itself is MetadataText's) ----

    /** True when call argument {@code a} (1-based; 0 is the callee) has the metadata type. */
    boolean metadataArgument(Fn fn, Instruction in, int a) {
        if (in.code() != CALL || a < 1) {
            return false;
        }
        // asked for each argument in turn: the callee's type is found once per call
        if (in != calleeOf || fn != calleeIn) {
            calleeFt = functionType(calleeType(fn, in));
            calleeOf = in;
            calleeIn = fn;
        }
        LlvmType ft = calleeFt;
        return a <= ft.parameterCount() && type(ft.elements().get(a)).kind() == LlvmType.Kind.METADATA;
    }

    /** The call {@link #metadataArgument} last looked at, its function, and the type it calls through. */
    private Instruction calleeOf;
    private Fn calleeIn;
    private LlvmType calleeFt;

    /** The function type a call calls through. */
    private int calleeType(Fn fn, Instruction in) {
        long cc = in.ops()[1];
        if ((cc >>> 15 & 1) != 0) {
            int fmfShift = (cc >>> 17 & 1) != 0 ? 1 : 0;
            return recordType(op(in, 2 + fmfShift));
        }
        return element(valueType(in.operands()[0], fn), 0);
    }

    String calleeName(Instruction in) {
        String n = m.names().get(in.operands()[0]);
        return n == null ? "" : n;
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
        for (Map.Entry<Integer, String> e : fn.body.blockNames().entrySet()) {
            if (e.getKey() >= 0 && e.getKey() < fn.blocks) {
                fn.blockName[e.getKey()] = e.getValue();
            }
        }
        // attachments from the function block itself
        for (BitEntry e : fn.block.entries()) {
            if (e instanceof BitBlock inner && !inner.skipped()) {
                if (inner.id() == 16) {
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
            if (b >= fn.blocks) {
                // every block ends at its terminator: an instruction past the last one belongs to no block
                throw error("instruction " + i + " comes after the last of the function's " + fn.blocks
                        + " blocks has ended");
            }
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

    final Map<Fn, String[]> blockLabelMap = new HashMap<>();

    /** Per instruction: the value id the next result takes (operands at or above it are forward references). */
    private final java.util.IdentityHashMap<Instruction, Integer> nextOf = new java.util.IdentityHashMap<>();

    private static boolean isTerminator(int code) {
        return code == RET || code == BR || code == SWITCH || code == INDIRECTBR || code == INVOKE
                || code == UNREACHABLE || code == RESUME;
    }

    int bb(Fn fn, long v) {
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
    int countIndices(Instruction in) {
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
    Constant constantOf(int id, Fn fn) {
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
    void attrsComment(Function f) {
        at = f.bit();
        String fnAttrs = attrs(f.attributes(), FN_INDEX, false);
        if (!fnAttrs.isEmpty()) {
            out.append("; Function Attrs: ").append(fnAttrs).append('\n');
        }
    }

    private void declaration(Function f) {
        attrsComment(f);
        out.append("declare ");
        header(f, null);
        out.append('\n');
    }

    void header(Function f, Fn fn) {
        out.append(linkage(f.linkage()));
        long cc = f.callingConv();
        if (cc != 0) {
            out.append(cc == 8 ? "fastcc " : cc == 9 ? "coldcc " : "cc" + cc + " ");
        }
        LlvmType ft = type(f.typeId());
        String ret = attrs(f.attributes(), 0);
        if (!ret.isEmpty()) {
            out.append(ret).append(' ');
        }
        out.append(typeName(ft.returnType())).append(' ');
        out.append(valueText(f.valueId(), null)).append('(');
        for (int p = 0; p < ft.parameterCount(); p++) {
            out.append(p > 0 ? ", " : "").append(typeName(ft.elements().get(p + 1)));
            String pa = attrs(f.attributes(), p + 1);
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
        if (f.unnamedAddr()) {
            out.append(" unnamed_addr");
        }
        String fnAttrs = attrs(f.attributes(), FN_INDEX);
        if (!fnAttrs.isEmpty()) {
            out.append(" #").append(String.valueOf(attrSlots.get(fnAttrs)));
        }
        if (f.alignment() > 0) {
            out.append(" align ").append(1L << (f.alignment() - 1));
        }
    }

    /** The raw operand index after the first {@code n} value operands (forward ones carry a type). */
    int opsAfter(Instruction in, int n) {
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
}
