package dev.dxkit.part;

import java.util.Optional;

/**
 * The component type of a signature element ({@code D3D_REGISTER_COMPONENT_TYPE}), with the name
 * D3DDisassemble's Format column prints.
 */
public enum ComponentType {
    UNKNOWN(0, "unknown"),
    UINT32(1, "uint"),
    SINT32(2, "int"),
    FLOAT32(3, "float"),
    UINT16(4, "uint16"),
    SINT16(5, "int16"),
    FLOAT16(6, "float16"),
    UINT64(7, "uint64"),
    SINT64(8, "int64"),
    FLOAT64(9, "double");

    private static final ComponentType[] BY_CODE = values();

    /** The number as stored ({@code D3D_REGISTER_COMPONENT_TYPE}). */
    public final int code;
    /** The name in a listing's Format column. */
    public final String formatName;

    ComponentType(int code, String formatName) {
        this.code = code;
        this.formatName = formatName;
    }

    /**
     * {@return the component type numbered {@code code}, or empty}
     * @param code the number as stored
     */
    public static Optional<ComponentType> byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? Optional.of(BY_CODE[(int) code]) : Optional.empty();
    }

    /** {@return the header's name of this value ({@code D3D_REGISTER_COMPONENT_{name}})} */
    public String d3dName() {
        return "D3D_REGISTER_COMPONENT_" + name();
    }

    /**
     * {@return {@code code} with its header name, or without one for a code the header does not define (for dumps)}
     * @param code the number as stored
     */
    public static Named named(long code) {
        return Named.of(byCode(code).map(ComponentType::d3dName).orElse(null), code);
    }
}
