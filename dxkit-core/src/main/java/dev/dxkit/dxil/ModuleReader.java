package dev.dxkit.dxil;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.bitcode.BitEntry;
import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.bitcode.Bitstream;
import dev.dxkit.io.DxFormatException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the MODULE_BLOCK of an LLVM 3.7 bitstream into a {@link DxilModule}: types, attributes, globals,
 * functions, constants, metadata, value symbol tables and function bodies, in the order LLVM 3.7's writer
 * emits them (and its reader accepts). Errors name the bit offset of the offending record.
 */
final class ModuleReader {
    static final int MODULE_BLOCK = 8;
    static final int PARAMATTR_BLOCK = 9;
    static final int PARAMATTR_GROUP_BLOCK = 10;
    static final int CONSTANTS_BLOCK = 11;
    static final int FUNCTION_BLOCK = 12;
    static final int VALUE_SYMTAB_BLOCK = 14;
    static final int METADATA_BLOCK = 15;
    static final int METADATA_ATTACHMENT_BLOCK = 16;
    static final int TYPE_BLOCK = 17;
    static final int METADATA_KIND_BLOCK = 22;

    private final List<LlvmType> types = new ArrayList<>();
    private final List<Long> typeBits = new ArrayList<>();
    private final List<AttributeGroup> groups = new ArrayList<>();
    private final List<List<Long>> attributeLists = new ArrayList<>();
    private final List<GlobalVariable> globals = new ArrayList<>();
    private final List<Function> functions = new ArrayList<>();
    private final List<Value> values = new ArrayList<>();
    private final List<Constant> constants = new ArrayList<>();
    private final List<Metadata> metadata = new ArrayList<>();
    /** In the order the module names them, which the IR listing prints. */
    private final Map<String, List<Integer>> named = new java.util.LinkedHashMap<>();
    /** In the order the module registers them, which orders a function's attachments in the IR listing. */
    private final Map<Long, String> kinds = new java.util.LinkedHashMap<>();
    private final List<FunctionBody> bodies = new ArrayList<>();
    private final Map<Integer, String> names = new HashMap<>();
    private long version;
    private String triple = "";
    private String dataLayout = "";

    static DxilModule read(Bitstream s) {
        if (s.magic() != Bitstream.LLVM_IR_MAGIC) {
            throw new DxFormatException(BitCursor.WHERE, 0, "expected magic 'BC' 0xC0DE, found 0x"
                    + Integer.toHexString(s.magic()));
        }
        BitBlock module = null;
        for (BitBlock b : s.blocks()) {
            if (b.id() == MODULE_BLOCK) {
                if (module != null) {
                    throw new DxFormatException(BitCursor.WHERE, b.bit(), "a second MODULE_BLOCK");
                }
                module = b;
            }
        }
        if (module == null) {
            throw new DxFormatException(BitCursor.WHERE, 32, "no MODULE_BLOCK (id 8)");
        }
        ModuleReader r = new ModuleReader();
        r.module(module);
        List<Function> named = new ArrayList<>(r.functions.size());
        for (Function f : r.functions) {
            named.add(f.withName(r.names.getOrDefault(f.valueId(), "")));
        }
        return new DxilModule(s, r.version, r.triple, r.dataLayout, r.types, r.groups, r.attributeLists,
                r.globals, named, r.values, r.constants, r.metadata, r.named, r.kinds, r.bodies, r.names);
    }

    static DxFormatException error(BitRecord r, String detail) {
        return new DxFormatException(BitCursor.WHERE, r.bit(), detail);
    }

    static void need(BitRecord r, int n, String what) {
        if (r.size() < n) {
            throw error(r, what + " needs " + n + " operands, found " + r.size());
        }
    }

    private void module(BitBlock module) {
        List<Function> withBodies = new ArrayList<>();
        int bodyIndex = 0;
        for (BitEntry e : module.entries()) {
            if (e instanceof BitRecord r) {
                switch (r.code()) {
                    case 1 -> version = r.size() > 0 ? r.op(0) : 0;
                    case 2 -> triple = r.string(0);
                    case 3 -> dataLayout = r.string(0);
                    case 7 -> globalVar(r);
                    case 8 -> {
                        Function f = function(r);
                        if (!f.declaration()) {
                            withBodies.add(f);
                        }
                    }
                    case 9, 14 -> alias(r);
                    default -> {
                        // other module records (section names, GC names, comdats, purgevals) name nothing we need
                    }
                }
            } else if (e instanceof BitBlock b) {
                if (b.skipped()) {
                    continue;
                }
                switch (b.id()) {
                    case TYPE_BLOCK -> types(b);
                    case PARAMATTR_GROUP_BLOCK -> attributeGroups(b);
                    case PARAMATTR_BLOCK -> {
                        for (BitRecord r : b.records()) {
                            if (r.code() == 2) {
                                List<Long> ids = new ArrayList<>(r.size());
                                for (long v : r.ops()) {
                                    ids.add(v);
                                }
                                attributeLists.add(ids);
                            }
                        }
                    }
                    case CONSTANTS_BLOCK -> constants(b, constants, values, ValueKind.CONSTANT);
                    case METADATA_BLOCK -> new MetadataReader(metadata, named, kinds).block(b);
                    case METADATA_KIND_BLOCK -> new MetadataReader(metadata, named, kinds).block(b);
                    case VALUE_SYMTAB_BLOCK -> symbols(b, names, null);
                    case FUNCTION_BLOCK -> {
                        if (bodyIndex >= withBodies.size()) {
                            throw new DxFormatException(BitCursor.WHERE, b.bit(), "function body " + bodyIndex
                                    + " but only " + withBodies.size() + " functions have bodies");
                        }
                        bodies.add(new FunctionReader(this, withBodies.get(bodyIndex++)).read(b));
                    }
                    default -> {
                        // BLOCKINFO, USELIST, OPERAND_BUNDLE_TAGS: nothing the module model needs
                    }
                }
            }
        }
    }

    private int typeId(BitRecord r, long id) {
        if (id < 0 || id >= types.size()) {
            throw error(r, "type id " + id + " outside the " + types.size() + " types");
        }
        return (int) id;
    }

    private void types(BitBlock b) {
        String pendingName = null;
        for (BitRecord r : b.records()) {
            LlvmType.Kind k = LlvmType.Kind.byCode(r.code());
            switch (r.code()) {
                case 1 -> {
                    // NUMENTRY: a size hint only; checked so a hostile count allocates nothing
                    need(r, 1, "TYPE_CODE_NUMENTRY");
                }
                case 19 -> pendingName = r.string(0);
                case 7 -> {
                    need(r, 1, "TYPE_CODE_INTEGER");
                    add(r, new LlvmType(k, (int) Math.min(r.op(0), Integer.MAX_VALUE), 0, List.of(), null, false, 0));
                }
                case 8 -> {
                    need(r, 1, "TYPE_CODE_POINTER");
                    int as = r.size() > 1 ? (int) r.op(1) : 0;
                    add(r, new LlvmType(k, 0, 0, List.of(forwardType(r, r.op(0))), null, false, as));
                }
                case 11, 12 -> {
                    need(r, 2, k.name());
                    add(r, new LlvmType(k, 0, r.op(0), List.of(forwardType(r, r.op(1))), null, false, 0));
                }
                case 18, 20 -> {
                    need(r, 1, k.name());
                    List<Integer> fields = new ArrayList<>();
                    for (int i = 1; i < r.size(); i++) {
                        fields.add(forwardType(r, r.op(i)));
                    }
                    add(r, new LlvmType(k, 0, 0, fields, r.code() == 20 ? pendingName : null, r.op(0) != 0, 0));
                    pendingName = null;
                }
                case 6 -> {
                    add(r, new LlvmType(k, 0, 0, List.of(), pendingName, false, 0));
                    pendingName = null;
                }
                case 21, 9 -> {
                    // FUNCTION [vararg, retty, params…]; FUNCTION_OLD [vararg, attrid, retty, params…]
                    int first = r.code() == 21 ? 1 : 2;
                    need(r, first + 1, k.name());
                    List<Integer> sig = new ArrayList<>();
                    for (int i = first; i < r.size(); i++) {
                        sig.add(forwardType(r, r.op(i)));
                    }
                    add(r, new LlvmType(LlvmType.Kind.FUNCTION, 0, 0, sig, null, r.op(0) != 0, 0));
                }
                default -> {
                    if (k == null) {
                        throw error(r, "type record code " + r.code() + " unknown");
                    }
                    add(r, new LlvmType(k, 0, 0, List.of(), null, false, 0));
                }
            }
        }
        checkByValueCycles();
    }

    /** A type id that may refer forward (structs may); bounded by the block's record count. */
    private int forwardType(BitRecord r, long id) {
        if (id < 0 || id > 1_000_000) {
            throw error(r, "type id " + id + " out of range");
        }
        return (int) id;
    }

    private void add(BitRecord r, LlvmType t) {
        types.add(t);
        typeBits.add(r.bit());
    }

    /**
     * Refuses a type that holds itself by value: an array, vector or struct whose elements lead back to it
     * without passing through a pointer has no size, and LLVM's verifier rejects it (every walk over the
     * element types, such as the listing's buffer layouts, would never end). Iterative: the table may hold a
     * million types.
     */
    private void checkByValueCycles() {
        int n = types.size();
        byte[] state = new byte[n]; // 0 unseen, 1 on the path, 2 done
        int[] stack = new int[n];
        int[] next = new int[n];
        for (int root = 0; root < n; root++) {
            if (state[root] != 0) {
                continue;
            }
            int depth = 0;
            stack[depth++] = root;
            state[root] = 1;
            next[root] = 0;
            while (depth > 0) {
                int t = stack[depth - 1];
                LlvmType type = types.get(t);
                boolean byValue = type.kind() == LlvmType.Kind.ARRAY || type.kind() == LlvmType.Kind.VECTOR
                        || type.kind() == LlvmType.Kind.STRUCT_ANON || type.kind() == LlvmType.Kind.STRUCT_NAMED;
                List<Integer> elements = type.elements();
                if (byValue && next[t] < elements.size()) {
                    int e = elements.get(next[t]++);
                    if (e >= n) {
                        continue;
                    }
                    if (state[e] == 1) {
                        throw new DxFormatException(BitCursor.WHERE, typeBits.get(t), "type #" + t + " holds "
                                + (e == t ? "itself" : "type #" + e + ", which holds it in turn,")
                                + " by value (a type with no size)");
                    }
                    if (state[e] == 0) {
                        state[e] = 1;
                        next[e] = 0;
                        stack[depth++] = e;
                    }
                } else {
                    state[t] = 2;
                    depth--;
                }
            }
        }
    }

    private void attributeGroups(BitBlock b) {
        for (BitRecord r : b.records()) {
            if (r.code() != 3) {
                continue;
            }
            need(r, 2, "PARAMATTR_GRP_CODE_ENTRY");
            List<AttributeGroup.Attribute> attrs = new ArrayList<>();
            int i = 2;
            while (i < r.size()) {
                long kind = r.op(i++);
                if (kind == 0 || kind == 1) {
                    if (i >= r.size() || (kind == 1 && i + 1 >= r.size())) {
                        throw error(r, "attribute cut short");
                    }
                    int attr = (int) r.op(i++);
                    long v = kind == 1 ? r.op(i++) : 0;
                    attrs.add(new AttributeGroup.Attribute(attr, v, null, null));
                } else if (kind == 3 || kind == 4) {
                    StringBuilder key = new StringBuilder();
                    while (i < r.size() && r.op(i) != 0) {
                        key.append((char) (r.op(i++) & 0xFF));
                    }
                    i++;
                    String val = null;
                    if (kind == 4) {
                        StringBuilder sb = new StringBuilder();
                        while (i < r.size() && r.op(i) != 0) {
                            sb.append((char) (r.op(i++) & 0xFF));
                        }
                        i++;
                        val = sb.toString();
                    }
                    attrs.add(new AttributeGroup.Attribute(-1, 0, key.toString(), val));
                } else {
                    throw error(r, "attribute encoding " + kind + " unknown");
                }
            }
            groups.add(new AttributeGroup(r.op(0), r.op(1), attrs));
        }
    }

    private void globalVar(BitRecord r) {
        need(r, 6, "MODULE_CODE_GLOBALVAR");
        int ty = typeId(r, r.op(0));
        boolean explicit = (r.op(1) & 2) != 0;
        int as = explicit ? (int) (r.op(1) >>> 2) : 0;
        long init = r.op(2);
        GlobalVariable g = new GlobalVariable(values.size(), ty, (r.op(1) & 1) != 0,
                init == 0 ? -1 : (int) Math.min(init - 1, Integer.MAX_VALUE), (int) r.op(3), as, explicit, r.op(4),
                r.size() > 8 && r.op(8) != 0, r.bit());
        values.add(new Value(ValueKind.GLOBAL_VARIABLE, ty, globals.size()));
        globals.add(g);
    }

    private Function function(BitRecord r) {
        need(r, 8, "MODULE_CODE_FUNCTION");
        int ty = typeId(r, r.op(0));
        if (types.get(ty).kind() == LlvmType.Kind.POINTER) {
            ty = typeId(r, types.get(ty).elements().get(0)); // old form: pointer to the function type
        }
        if (types.get(ty).kind() != LlvmType.Kind.FUNCTION) {
            throw error(r, "function type id " + ty + " is a " + types.get(ty).kind());
        }
        Function f = new Function(values.size(), ty, r.op(2) != 0, (int) r.op(3), (int) r.op(4), "", r.op(1), r.op(5),
                r.size() > 9 && r.op(9) != 0, r.bit());
        values.add(new Value(ValueKind.FUNCTION, ty, functions.size()));
        functions.add(f);
        return f;
    }

    private void alias(BitRecord r) {
        need(r, 2, "MODULE_CODE_ALIAS");
        values.add(new Value(ValueKind.ALIAS, typeId(r, r.op(0)), -1));
    }

    /** Reads a CONSTANTS block, appending each constant and its value. */
    void constants(BitBlock b, List<Constant> out, List<Value> valueTable, ValueKind kind) {
        int current = -1;
        for (BitRecord r : b.records()) {
            if (r.code() == 1) {
                need(r, 1, "CST_CODE_SETTYPE");
                current = typeId(r, r.op(0));
                continue;
            }
            if (current < 0) {
                throw error(r, "constant before any SETTYPE");
            }
            if (r.code() == Constant.INTEGER || r.code() == Constant.FLOAT) {
                need(r, 1, r.code() == Constant.INTEGER ? "CST_CODE_INTEGER" : "CST_CODE_FLOAT");
            }
            valueTable.add(new Value(kind, current, out.size()));
            out.add(new Constant(r.code(), current, r.ops(), r.bit()));
        }
    }

    /** Reads a VALUE_SYMTAB block: VST_ENTRY (1) [valueid, name], VST_FNENTRY (3) [valueid, offset, name]. */
    static void symbols(BitBlock b, Map<Integer, String> out, Map<Integer, String> blocks) {
        for (BitRecord r : b.records()) {
            switch (r.code()) {
                case 1 -> {
                    need(r, 1, "VST_ENTRY");
                    out.put((int) Math.min(r.op(0), Integer.MAX_VALUE), r.string(1));
                }
                case 2 -> {
                    need(r, 1, "VST_BBENTRY");
                    if (blocks != null) {
                        blocks.put((int) Math.min(r.op(0), Integer.MAX_VALUE), r.string(1));
                    }
                }
                case 3 -> {
                    need(r, 2, "VST_FNENTRY");
                    out.put((int) Math.min(r.op(0), Integer.MAX_VALUE), r.string(2));
                }
                default -> {
                    // VST_COMBINED_* records belong to summaries, not modules
                }
            }
        }
    }

    List<LlvmType> types() {
        return types;
    }

    List<Value> values() {
        return values;
    }

    List<Metadata> metadata() {
        return metadata;
    }

    Map<String, List<Integer>> namedMetadata() {
        return named;
    }

    Map<Long, String> kinds() {
        return kinds;
    }
}
