package dev.dxkit.dxil;

import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.bitcode.Bitstream;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.Bytes;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A DXIL module: the LLVM 3.7 bitcode module of a DXIL part, decoded into its tables. Follows LLVM's
 * BitCodeFormat document and LLVM 3.7's record codes; the DXIL-specific metadata is read by {@link DxilInfo}.
 *
 * @param stream          the bitstream it was read from
 * @param version         MODULE_CODE_VERSION (1: relative value ids)
 * @param triple          the target triple
 * @param dataLayout      the data layout string
 * @param types           the type table
 * @param attributeGroups PARAMATTR_GROUP entries
 * @param attributeLists  PARAMATTR entries: each a list of group ids
 * @param globals         global variables in order
 * @param functions       functions in order (names from the value symbol table)
 * @param values          the module-level value table (globals, functions, aliases, constants) by value id
 * @param constants       the module-level constants in order
 * @param metadata        module-level metadata by id
 * @param namedMetadata   named metadata: name to node ids, in the order the module defines them
 * @param metadataKinds   metadata kind names by kind id, in the order the module registers them
 * @param bodies          the function bodies, in the order of the defined functions
 * @param names           module-level value names by value id
 */
public record DxilModule(Bitstream stream, long version, String triple, String dataLayout, List<LlvmType> types,
                         List<AttributeGroup> attributeGroups, List<List<Long>> attributeLists,
                         List<GlobalVariable> globals, List<Function> functions, List<Value> values,
                         List<Constant> constants, List<Metadata> metadata, Map<String, List<Integer>> namedMetadata,
                         Map<Long, String> metadataKinds, List<FunctionBody> bodies, Map<Integer, String> names) {
    public DxilModule {
        // ModuleReader hands over lists and maps it no longer touches: wrapped, not copied
        types = java.util.Collections.unmodifiableList(types);
        attributeGroups = java.util.Collections.unmodifiableList(attributeGroups);
        attributeLists = java.util.Collections.unmodifiableList(attributeLists);
        globals = java.util.Collections.unmodifiableList(globals);
        functions = java.util.Collections.unmodifiableList(functions);
        values = java.util.Collections.unmodifiableList(values);
        constants = java.util.Collections.unmodifiableList(constants);
        metadata = java.util.Collections.unmodifiableList(metadata);
        namedMetadata = java.util.Collections.unmodifiableMap(namedMetadata);
        metadataKinds = java.util.Collections.unmodifiableMap(metadataKinds);
        bodies = java.util.Collections.unmodifiableList(bodies);
        names = java.util.Collections.unmodifiableMap(names);
    }

    /** Decodes the bitcode {@code bitcode} (starting with 'BC' 0xC0DE or a wrapper header). */
    public static DxilModule read(Bytes bitcode) {
        return ModuleReader.read(Bitstream.read(bitcode));
    }

    /** The metadata with id {@code id}, or null for -1. */
    public Metadata md(int id) {
        return id < 0 || id >= metadata.size() ? null : metadata.get(id);
    }

    /** The node ids of named metadata {@code name}, or an empty list. */
    public List<Integer> named(String name) {
        return namedMetadata.getOrDefault(name, List.of());
    }

    /** The module-level constant with value id {@code valueId}, if it is one. */
    public Optional<Constant> constant(int valueId) {
        if (valueId < 0 || valueId >= values.size() || values.get(valueId).kind() != ValueKind.CONSTANT) {
            return Optional.empty();
        }
        return Optional.of(constants.get(values.get(valueId).index()));
    }

    /** The value of the module-level integer constant {@code valueId} (zero is stored as NULL), if it is one. */
    public Optional<Long> integer(int valueId) {
        Constant c = integerConstant(valueId);
        return c == null ? Optional.empty() : Optional.of(c.intValue());
    }

    /** The module-level constant {@code valueId} if it is an integer constant, else null. */
    Constant integerConstant(int valueId) {
        if (valueId < 0 || valueId >= values.size() || values.get(valueId).kind() != ValueKind.CONSTANT) {
            return null;
        }
        Constant c = constants.get(values.get(valueId).index());
        return c.isInteger() && types.get(c.typeId()).kind() == LlvmType.Kind.INTEGER ? c : null;
    }

    /** The function with value id {@code valueId}, if it is one. */
    public Optional<Function> function(int valueId) {
        if (valueId < 0 || valueId >= values.size() || values.get(valueId).kind() != ValueKind.FUNCTION) {
            return Optional.empty();
        }
        return Optional.of(functions.get(values.get(valueId).index()));
    }

    /**
     * The type with id {@code id}; an id from metadata or a record that names no type is refused at the module
     * block, as other errors found after the stream is read are (see MetadataView).
     */
    public LlvmType type(int id) {
        if (id < 0 || id >= types.size()) {
            long bit = stream.blocks().isEmpty() ? 0 : stream.blocks().get(0).bit();
            throw new DxFormatException(BitCursor.WHERE, bit, "type " + id + " does not exist (the module has "
                    + types.size() + ")");
        }
        return types.get(id);
    }
}
