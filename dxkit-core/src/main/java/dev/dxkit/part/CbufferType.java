package dev.dxkit.part;

import java.util.Optional;

/** The kind of a constant buffer ({@code D3D_CBUFFER_TYPE}) and how a listing's Buffer Definitions opens it. */
public enum CbufferType {
    CBUFFER(0, "cbuffer"),
    TBUFFER(1, "tbuffer"),
    INTERFACE_POINTERS(2, "interfaces"),
    RESOURCE_BIND_INFO(3, "Resource bind info for");

    private static final CbufferType[] BY_CODE = new CbufferType[256];

    static {
        for (CbufferType v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    /** The value as stored. */
    public final int code;
    /** The name D3DDisassemble prints for it. */
    public final String listingName;

    CbufferType(int code, String listingName) {
        this.code = code;
        this.listingName = listingName;
    }

    /**
     * The value of {@code code}, or empty for a code the headers do not define.
     *
     * @param code the number as stored
     */
    public static Optional<CbufferType> byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? Optional.ofNullable(BY_CODE[(int) code]) : Optional.empty();
    }

    /** {@return the header's name of this value ({@code D3D_CT_{name}})} */
    public String d3dName() {
        return "D3D_CT_" + name();
    }

    /**
     * {@code code} with its header name, or without one for a code the header does not define (for dumps).
     *
     * @param code the number as stored
     */
    public static Named named(long code) {
        return Named.of(byCode(code).map(CbufferType::d3dName).orElse(null), code);
    }
}
