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
 * @param explicitType true when {@code typeId} is the value type (flags bit 1), false when it is the pointer type
 * @param alignment    the alignment code: 0 for none, else log2(alignment) + 1
 * @param unnamedAddr  true when the record's unnamed_addr field (operand 8, if present) is set
 * @param bit          the bit offset of the record in the module's bitstream, which errors about it name
 */
public record GlobalVariable(int valueId, int typeId, boolean constant, int initId, int linkage, int addressSpace,
                             boolean explicitType, long alignment, boolean unnamedAddr, long bit) {
}
