package dev.dxkit.dxil;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitEntry;
import dev.dxkit.bitcode.BitRecord;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one FUNCTION_BLOCK (id 12) of an LLVM 3.7 module: arguments and local constants take the next value
 * ids, then each instruction that yields a value takes one. Operands are stored relative to the id the
 * instruction would take (MODULE_CODE_VERSION 1): {@code id = next - op} in 32-bit arithmetic; an operand
 * that refers forward (id &gt;= next) is followed by its type where the record form says so
 * ("value-type pair"). PHI operands are signed VBR relative ids; basic blocks are absolute.
 */
final class FunctionReader {
    // FUNC_CODE_* record codes of LLVM 3.7
    static final int DECLAREBLOCKS = 1;
    static final int BINOP = 2;
    static final int CAST = 3;
    static final int GEP_OLD = 4;
    static final int SELECT = 5;
    static final int EXTRACTELT = 6;
    static final int INSERTELT = 7;
    static final int SHUFFLEVEC = 8;
    static final int CMP = 9;
    static final int RET = 10;
    static final int BR = 11;
    static final int SWITCH = 12;
    static final int INVOKE = 13;
    static final int UNREACHABLE = 15;
    static final int PHI = 16;
    static final int ALLOCA = 19;
    static final int LOAD = 20;
    static final int VAARG = 23;
    static final int STORE_OLD = 24;
    static final int EXTRACTVAL = 26;
    static final int INSERTVAL = 27;
    static final int CMP2 = 28;
    static final int VSELECT = 29;
    static final int INBOUNDS_GEP_OLD = 30;
    static final int INDIRECTBR = 31;
    static final int DEBUG_LOC_AGAIN = 33;
    static final int CALL = 34;
    static final int DEBUG_LOC = 35;
    static final int FENCE = 36;
    static final int CMPXCHG_OLD = 37;
    static final int ATOMICRMW = 38;
    static final int RESUME = 39;
    static final int LANDINGPAD_OLD = 40;
    static final int LOADATOMIC = 41;
    static final int STOREATOMIC_OLD = 42;
    static final int GEP = 43;
    static final int STORE = 44;
    static final int STOREATOMIC = 45;
    static final int CMPXCHG = 46;
    static final int LANDINGPAD = 47;

    private final ModuleReader module;
    private final Function function;
    private final List<Value> moduleValues;
    private final int moduleCount;
    private final List<Value> local = new ArrayList<>(); // arguments, local constants, results: ids from moduleCount
    private final List<Constant> constants = new ArrayList<>();
    private final List<Instruction> instructions = new ArrayList<>();
    private final Map<Integer, String> names = new HashMap<>();
    private final Map<Integer, String> blockNames = new HashMap<>();
    private final List<Metadata> metadata = new ArrayList<>();
    private final Map<Integer, DebugLocation> locations = new HashMap<>();
    private DebugLocation lastLocation;
    private int blockCount;
    private int entryCount; // the function block's records and blocks: a bound on its instructions
    private final Ops ops = new Ops();

    FunctionReader(ModuleReader module, Function function) {
        this.module = module;
        this.function = function;
        this.moduleValues = module.values();
        this.moduleCount = moduleValues.size();
    }

    FunctionBody read(BitBlock b) {
        LlvmType fnType = module.types().get(function.typeId());
        int firstArg = valueCount();
        entryCount = b.entries().size();
        for (int i = 0; i < fnType.parameterCount(); i++) {
            local.add(new Value(ValueKind.ARGUMENT, fnType.elements().get(i + 1), i));
        }
        for (BitEntry e : b.entries()) {
            if (e instanceof BitBlock inner) {
                if (inner.skipped()) {
                    continue;
                }
                switch (inner.id()) {
                    case ModuleReader.CONSTANTS_BLOCK -> module.constants(inner, constants, local, ValueKind.CONSTANT);
                    case ModuleReader.VALUE_SYMTAB_BLOCK -> ModuleReader.symbols(inner, names, blockNames);
                    case ModuleReader.METADATA_BLOCK -> new MetadataReader(metadata, new HashMap<>(),
                            new HashMap<>()).block(inner);
                    default -> {
                        // METADATA_ATTACHMENT, USELIST: not part of the value table
                    }
                }
            } else if (e instanceof BitRecord r) {
                instruction(r);
            }
        }
        return new FunctionBody(function.valueId(), firstArg, blockCount, constants, instructions, names, metadata,
                locations, blockNames);
    }

    private int valueCount() {
        return moduleCount + local.size();
    }

    private Value value(int id) {
        return id < moduleCount ? moduleValues.get(id) : local.get(id - moduleCount);
    }

    /** The operands of one record and the id the instruction would take; one instance, reset per record. */
    private final class Ops {
        BitRecord r;
        int next;
        int i;
        int[] refs = new int[8];
        int refCount;

        Ops reset(BitRecord record) {
            this.r = record;
            this.next = valueCount();
            this.i = 0;
            this.refCount = 0;
            return this;
        }

        private void ref(int id) {
            if (refCount == refs.length) {
                refs = Arrays.copyOf(refs, refCount * 2);
            }
            refs[refCount++] = id;
        }

        boolean more() {
            return i < r.size();
        }

        long raw() {
            if (i >= r.size()) {
                throw ModuleReader.error(r, "instruction " + r.code() + " cut short at operand " + i);
            }
            return r.op(i++);
        }

        /** A relative value id with no type. */
        int rel() {
            int id = next - (int) raw();
            ref(id);
            return id;
        }

        /** A relative value id, followed by a type when it refers forward. */
        int pair() {
            int id = next - (int) raw();
            if (Integer.compareUnsigned(id, next) >= 0) {
                typeRef(raw());
            }
            ref(id);
            return id;
        }

        /** An absolute value id. */
        int abs() {
            long v = raw();
            int id = (int) Math.min(v, Integer.MAX_VALUE);
            ref(id);
            return id;
        }

        /** A PHI's signed relative value id. */
        int signedRel() {
            int id = (int) (next - Constant.decodeSigned(raw()));
            ref(id);
            return id;
        }

        int typeRef(long t) {
            if (t < 0 || t >= module.types().size()) {
                throw ModuleReader.error(r, "type id " + t + " outside the " + module.types().size() + " types");
            }
            return (int) t;
        }

        int type() {
            return typeRef(raw());
        }
    }

    private void instruction(BitRecord r) {
        int code = r.code();
        Ops o = ops.reset(r);
        int type = -1;
        boolean yields = true;
        switch (code) {
            case DECLAREBLOCKS -> {
                ModuleReader.need(r, 1, "FUNC_CODE_DECLAREBLOCKS");
                // each block ends with a terminator: more blocks than records is a count nobody should allocate
                if (Long.compareUnsigned(r.op(0), entryCount) > 0) {
                    throw ModuleReader.error(r, "FUNC_CODE_DECLAREBLOCKS declares " + Long.toUnsignedString(r.op(0))
                            + " blocks, the function block holds " + entryCount + " entries");
                }
                blockCount = (int) r.op(0);
                return;
            }
            case DEBUG_LOC, DEBUG_LOC_AGAIN -> {
                location(r);
                return; // debug locations attach to the previous instruction; they are not instructions
            }
            case BINOP -> {
                o.pair();
                o.rel();
                o.raw();
            }
            case CAST -> {
                o.pair();
                type = o.type();
                o.raw();
            }
            case GEP_OLD, INBOUNDS_GEP_OLD -> {
                while (o.more()) {
                    o.pair();
                }
            }
            case GEP -> {
                o.raw();
                o.type();
                while (o.more()) {
                    o.pair();
                }
            }
            case SELECT -> {
                type = o.type();
                o.rel();
                o.rel();
                o.rel();
            }
            case VSELECT -> {
                o.pair();
                o.rel();
                o.pair();
            }
            case EXTRACTELT -> {
                o.pair();
                o.pair();
            }
            case INSERTELT -> {
                o.pair();
                o.rel();
                o.pair();
            }
            case SHUFFLEVEC -> {
                o.pair();
                o.rel();
                o.pair();
            }
            case CMP, CMP2 -> {
                o.pair();
                o.rel();
                o.raw();
            }
            case RET -> {
                yields = false;
                if (o.more()) {
                    o.pair();
                }
            }
            case BR -> {
                yields = false;
                o.raw();
                if (o.more()) {
                    o.raw();
                    o.rel();
                }
            }
            case SWITCH -> {
                yields = false;
                o.type();
                o.rel();
                o.raw();
                while (o.more()) {
                    o.abs();
                    o.raw();
                }
            }
            case INDIRECTBR -> {
                yields = false;
                o.type();
                o.rel();
            }
            case UNREACHABLE, FENCE -> yields = false;
            case RESUME -> {
                yields = false;
                o.pair();
            }
            case PHI -> {
                type = o.type();
                while (o.more()) {
                    o.signedRel();
                    o.raw();
                }
            }
            case ALLOCA -> {
                type = o.type();
                o.type();
                o.abs();
            }
            case LOAD, LOADATOMIC -> {
                o.pair();
                int extra = code == LOAD ? 3 : 5;
                if (r.size() - o.i == extra) {
                    type = o.type();
                }
            }
            case VAARG -> {
                o.type();
                o.rel();
                type = o.type();
            }
            case STORE, STOREATOMIC -> {
                yields = false;
                o.pair();
                o.pair();
            }
            case STORE_OLD, STOREATOMIC_OLD -> {
                yields = false;
                o.pair();
                o.rel();
            }
            case EXTRACTVAL -> o.pair();
            case INSERTVAL -> {
                o.pair();
                o.pair();
            }
            case CMPXCHG -> {
                o.pair();
                o.pair();
                o.rel();
            }
            case CMPXCHG_OLD -> {
                o.pair();
                o.rel();
                o.rel();
            }
            case ATOMICRMW -> {
                o.pair();
                o.rel();
            }
            case CALL -> {
                type = call(o);
                yields = module.types().get(type).kind() != LlvmType.Kind.VOID;
            }
            case INVOKE -> {
                type = invoke(o);
                yields = module.types().get(type).kind() != LlvmType.Kind.VOID;
            }
            case LANDINGPAD, LANDINGPAD_OLD -> type = o.type();
            default -> throw ModuleReader.error(r, "instruction record code " + code + " unknown");
        }
        int result = -1;
        if (yields) {
            result = valueCount();
            local.add(new Value(ValueKind.INSTRUCTION, type, instructions.size()));
        }
        int[] refs = Arrays.copyOf(o.refs, o.refCount);
        instructions.add(new Instruction(code, result, type, refs, r.ops(), r.bit()));
    }

    /**
     * DEBUG_LOC [line, column, scope + 1, inlinedAt + 1] or DEBUG_LOC_AGAIN: the location of the instruction just
     * read. As in LLVM's reader, a location without a scope is no location, and a column past 16 bits is 0.
     */
    private void location(BitRecord r) {
        if (instructions.isEmpty()) {
            throw ModuleReader.error(r, "debug location before any instruction");
        }
        if (r.code() == DEBUG_LOC) {
            ModuleReader.need(r, 4, "FUNC_CODE_DEBUG_LOC");
            long line = r.op(0) & 0xFFFFFFFFL;
            long column = r.op(1) & 0xFFFFFFFFL;
            lastLocation = r.op(2) == 0 ? null : new DebugLocation(line, column >= 1 << 16 ? 0 : column,
                    mdRef(r.op(2)), r.op(3) == 0 ? -1 : mdRef(r.op(3)));
        }
        if (lastLocation != null) {
            locations.put(instructions.size() - 1, lastLocation);
        } else {
            locations.remove(instructions.size() - 1);
        }
    }

    private static int mdRef(long plusOne) {
        return (int) Math.min(plusOne - 1, Integer.MAX_VALUE);
    }

    /** CALL [paramattrs, cc, (fmf), (fnty), callee, args…]; returns the return type id. */
    private int call(Ops o) {
        o.raw(); // paramattrs
        long cc = o.raw();
        if ((cc >>> 17 & 1) != 0) {
            o.raw(); // fast-math flags (CALL_FMF, later LLVMs)
        }
        int fnTy = (cc >>> 15 & 1) != 0 ? o.type() : -1;
        int callee = o.pair();
        return arguments(o, fnTy, callee);
    }

    /** INVOKE [attrs, cc, normal bb, unwind bb, (fnty), callee, args…]. */
    private int invoke(Ops o) {
        o.raw();
        long cc = o.raw();
        o.raw();
        o.raw();
        int fnTy = (cc >>> 13 & 1) != 0 ? o.type() : -1;
        int callee = o.pair();
        return arguments(o, fnTy, callee);
    }

    private int arguments(Ops o, int fnTy, int callee) {
        List<LlvmType> types = module.types();
        if (fnTy < 0) {
            // implicit type: the callee's pointer-to-function type
            if (callee < 0 || callee >= valueCount() || value(callee).typeId() < 0) {
                throw ModuleReader.error(o.r, "call of value " + callee + " whose type is unknown");
            }
            LlvmType p = types.get(value(callee).typeId());
            fnTy = p.kind() == LlvmType.Kind.POINTER ? o.typeRef(p.elements().get(0)) : value(callee).typeId();
        }
        LlvmType ft = types.get(fnTy);
        if (ft.kind() != LlvmType.Kind.FUNCTION) {
            throw ModuleReader.error(o.r, "call through type " + fnTy + ", a " + ft.kind() + ", not a function type");
        }
        for (int p = 0; p < ft.parameterCount(); p++) {
            int pt = o.typeRef(ft.elements().get(p + 1));
            if (types.get(pt).kind() == LlvmType.Kind.LABEL) {
                o.raw();
            } else {
                o.rel();
            }
        }
        if (ft.flag()) {
            while (o.more()) {
                o.pair();
            }
        }
        return o.typeRef(ft.returnType());
    }
}
