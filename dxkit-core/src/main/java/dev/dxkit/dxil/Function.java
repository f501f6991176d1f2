package dev.dxkit.dxil;

/**
 * MODULE_CODE_FUNCTION (8): [type, callingconv, isproto, linkage, paramattr, alignment, section, visibility,
 * gc, unnamed_addr, …].
 *
 * @param valueId     its value id
 * @param typeId      its function type id
 * @param declaration true for a prototype (no body)
 * @param linkage     the linkage code
 * @param attributes  the PARAMATTR list index + 1 (0 for none)
 * @param name        its name from the module's value symbol table ("" if unnamed)
 * @param callingConv the calling convention code (operand 1: 0 ccc, 8 fastcc, 9 coldcc, …)
 * @param alignment   the alignment code: 0 for none, else log2(alignment) + 1
 * @param unnamedAddr true when the record's unnamed_addr field (operand 9, if present) is set
 * @param bit         the bit offset of the record in the module's bitstream, which errors about it name
 */
public record Function(int valueId, int typeId, boolean declaration, int linkage, int attributes, String name,
                       long callingConv, long alignment, boolean unnamedAddr, long bit) {
    Function withName(String n) {
        return new Function(valueId, typeId, declaration, linkage, attributes, n, callingConv, alignment, unnamedAddr,
                bit);
    }
}
