package dev.dxkit.part;

import java.util.Optional;

/** The class of a constant-buffer type ({@code D3D_SHADER_VARIABLE_CLASS}). */
public enum VariableClass {
    SCALAR(0, "scalar"),
    VECTOR(1, "vector"),
    MATRIX_ROWS(2, "matrix_rows"),
    MATRIX_COLUMNS(3, "matrix_columns"),
    OBJECT(4, "object"),
    STRUCT(5, "struct"),
    INTERFACE_CLASS(6, "interface_class"),
    INTERFACE_POINTER(7, "interface_pointer");

    private static final VariableClass[] BY_CODE = new VariableClass[256];

    static {
        for (VariableClass v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    /** The value as stored. */
    public final int code;
    /** The name D3DDisassemble prints for it. */
    public final String listingName;

    VariableClass(int code, String listingName) {
        this.code = code;
        this.listingName = listingName;
    }

    /**
     * The value of {@code code}, or empty for a code the headers do not define.
     *
     * @param code the number as stored
     */
    public static Optional<VariableClass> byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? Optional.ofNullable(BY_CODE[(int) code]) : Optional.empty();
    }

    /** {@return the header's name of this value ({@code D3D_SVC_{name}})} */
    public String d3dName() {
        return "D3D_SVC_" + name();
    }

    /**
     * {@code code} with its header name, or without one for a code the header does not define (for dumps).
     *
     * @param code the number as stored
     */
    public static Named named(long code) {
        return Named.of(byCode(code).map(VariableClass::d3dName).orElse(null), code);
    }
}
