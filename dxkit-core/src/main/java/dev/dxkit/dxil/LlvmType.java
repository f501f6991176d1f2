package dev.dxkit.dxil;

import java.util.List;

/**
 * One entry of the module's type table (LLVM 3.7 TYPE_BLOCK_ID_NEW, id 17).
 *
 * @param kind     what the type is
 * @param width    the bit width of an integer type; 0 otherwise
 * @param count    the element count of an array or vector; 0 otherwise
 * @param elements the pointee (pointer), element (array, vector), fields (struct) or return type followed by
 *                 parameter types (function), as type ids
 * @param name     a named struct's name, or null
 * @param flag     packed (struct) or vararg (function)
 * @param addressSpace a pointer's address space
 */
public record LlvmType(Kind kind, int width, long count, List<Integer> elements, String name, boolean flag,
                       int addressSpace) {
    /**
     * Copies {@code elements}, so that the collection it was given cannot change the record.
     *
     * @param kind what the type is
     * @param width the bit width of an integer type; 0 otherwise
     * @param count the element count of an array or vector; 0 otherwise
     * @param elements the pointee (pointer), element (array, vector), fields (struct) or return type followed by
     *      parameter types (function), as type ids
     * @param name a named struct's name, or null
     * @param flag packed (struct) or vararg (function)
     * @param addressSpace a pointer's address space
     */
    public LlvmType {
        elements = List.copyOf(elements);
    }

    /** Type kinds with the record code that defines them (TYPE_CODE_*). */
    public enum Kind {
        VOID(2), FLOAT(3), DOUBLE(4), LABEL(5), OPAQUE(6), INTEGER(7), POINTER(8), FUNCTION_OLD(9), HALF(10),
        ARRAY(11), VECTOR(12), X86_FP80(13), FP128(14), PPC_FP128(15), METADATA(16), X86_MMX(17),
        STRUCT_ANON(18), STRUCT_NAMED(20), FUNCTION(21), TOKEN(22);

        private static final Kind[] BY_CODE = new Kind[23];

        static {
            for (Kind k : values()) {
                BY_CODE[k.code] = k;
            }
        }

        /** The type record's code in the LLVM type table block. */
        public final int code;

        Kind(int code) {
            this.code = code;
        }

        /** The kind defined by record code {@code code}, or null. */
        public static Kind byCode(int code) {
            return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
        }
    }

    /** {@return for a function type, its return type id} */
    public int returnType() {
        return elements.get(0);
    }

    /** {@return for a function type, the number of parameters} */
    public int parameterCount() {
        return elements.size() - 1;
    }

    /** {@return true for a struct type of either form} */
    public boolean isStruct() {
        return kind == Kind.STRUCT_ANON || kind == Kind.STRUCT_NAMED;
    }
}
