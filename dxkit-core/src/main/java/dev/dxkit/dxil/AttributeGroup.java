package dev.dxkit.dxil;

import java.util.List;

/**
 * PARAMATTR_GRP_CODE_ENTRY (3) of the PARAMATTR_GROUP block (id 10): [grpid, paramidx, attributes…], each
 * attribute 0 [kind] (enum), 1 [kind, value] (integer), 3 [key…, 0] (string), 4 [key…, 0, value…, 0].
 *
 * @param id         the group id
 * @param paramIndex 0xFFFFFFFF for the function, 0 for the return value, n for parameter n
 * @param attributes the attributes
 */
public record AttributeGroup(long id, long paramIndex, List<Attribute> attributes) {
    /**
     * Copies {@code attributes}, so that the collection it was given cannot change the record.
     *
     * @param id the group id
     * @param paramIndex 0xFFFFFFFF for the function, 0 for the return value, n for parameter n
     * @param attributes the attributes
     */
    public AttributeGroup {
        attributes = List.copyOf(attributes);
    }

    /**
     * One attribute: an enum or integer attribute by LLVM kind number, or a string attribute.
     *
     * @param kind  the LLVM attribute kind (enum and integer forms), -1 for string attributes
     * @param value the integer attribute's value (0 otherwise)
     * @param key   a string attribute's key, or null
     * @param text  a string attribute's value, or null
     */
    public record Attribute(int kind, long value, String key, String text) {
    }
}
