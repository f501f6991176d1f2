package dev.dxkit.dxil;

/**
 * An entry of the value table (LLVM numbers global values first, then module constants, then per function its
 * arguments, constants and instruction results).
 *
 * @param kind   what defines it
 * @param typeId its type id, or -1 where the reader does not derive it
 * @param index  its index in the list of its kind (globals, functions, constants …)
 */
public record Value(ValueKind kind, int typeId, int index) {
}
