package dev.dxkit.part;

import java.util.Optional;

/** The return type of a texture or UAV binding ({@code D3D_RESOURCE_RETURN_TYPE}) as a listing's Format column starts it. */
public enum ReturnType {
    NONE(0, "NA"),
    UNORM(1, "unorm"),
    SNORM(2, "snorm"),
    SINT(3, "sint"),
    UINT(4, "uint"),
    FLOAT(5, "float"),
    MIXED(6, "mixed"),
    DOUBLE(7, "double"),
    CONTINUED(8, "continued");

    private static final ReturnType[] BY_CODE = new ReturnType[256];

    static {
        for (ReturnType v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    /** The value as stored. */
    public final int code;
    /** The name D3DDisassemble prints for it. */
    public final String listingName;

    ReturnType(int code, String listingName) {
        this.code = code;
        this.listingName = listingName;
    }

    /**
     * The value of {@code code}, or empty for a code the headers do not define.
     *
     * @param code the number as stored
     */
    public static Optional<ReturnType> byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? Optional.ofNullable(BY_CODE[(int) code]) : Optional.empty();
    }

    /** {@return the header's name of this value ({@code D3D_RETURN_TYPE_{name}})} */
    public String d3dName() {
        return "D3D_RETURN_TYPE_" + name();
    }

    /**
     * {@code code} with its header name, or without one for a code the header does not define (for dumps).
     *
     * @param code the number as stored
     */
    public static Named named(long code) {
        return Named.of(byCode(code).map(ReturnType::d3dName).orElse(null), code);
    }
}
