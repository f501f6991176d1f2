package dev.dxkit.dxil;

/**
 * MODULE_CODE_GLOBALVAR (7): [pointer type, isconst | explicitType &lt;&lt; 1, initid (+1, 0 none), linkage,
 * alignment, section, …].
 *
 * @param valueId  its value id
 * @param typeId   its value type (explicit-type form) or pointer type
 * @param constant true for a constant global
 * @param initId   the initialiser's value id, or -1
 * @param linkage  the linkage code
 * @param addressSpace the address space (explicit-type form keeps it in bits 2+ of the flags)
 */
public record GlobalVariable(int valueId, int typeId, boolean constant, int initId, int linkage, int addressSpace) {
}
