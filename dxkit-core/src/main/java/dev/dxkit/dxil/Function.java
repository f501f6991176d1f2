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
 */
public record Function(int valueId, int typeId, boolean declaration, int linkage, int attributes, String name) {
    Function withName(String n) {
        return new Function(valueId, typeId, declaration, linkage, attributes, n);
    }
}
