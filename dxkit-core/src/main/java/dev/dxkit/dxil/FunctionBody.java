package dev.dxkit.dxil;

import java.util.List;
import java.util.Map;

/**
 * A FUNCTION_BLOCK (id 12): the body of one defined function.
 *
 * @param function     the function's value id
 * @param firstArgument the value id of its first argument (arguments, then local constants, then results follow)
 * @param blockCount   DECLAREBLOCKS
 * @param constants    its local constants, numbered from {@code firstArgument + argumentCount}
 * @param instructions its instructions in order
 * @param names        local value names (VST_ENTRY) by value id
 * @param metadata     its function-local metadata (METADATA_VALUE of arguments and results), numbered after the
 *                     module's metadata
 * @param locations    debug locations by instruction index
 * @param blockNames   basic-block names (VST_BBENTRY) by block index
 */
public record FunctionBody(int function, int firstArgument, int blockCount, List<Constant> constants,
                           List<Instruction> instructions, Map<Integer, String> names, List<Metadata> metadata,
                           Map<Integer, DebugLocation> locations, Map<Integer, String> blockNames) {
    public FunctionBody {
        // FunctionReader hands over lists it no longer touches: wrapped, not copied
        constants = java.util.Collections.unmodifiableList(constants);
        instructions = java.util.Collections.unmodifiableList(instructions);
        names = java.util.Collections.unmodifiableMap(names);
        metadata = java.util.Collections.unmodifiableList(metadata);
        locations = java.util.Collections.unmodifiableMap(locations);
        blockNames = java.util.Collections.unmodifiableMap(blockNames);
    }
}
