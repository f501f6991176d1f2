package dev.dxkit.part;

import java.util.Optional;

/** The dimension of a binding ({@code D3D_SRV_DIMENSION}) as a listing's Dim column names it. */
public enum SrvDimension {
    UNKNOWN(0, "NA"),
    BUFFER(1, "buf"),
    TEXTURE1D(2, "1d"),
    TEXTURE1DARRAY(3, "1darray"),
    TEXTURE2D(4, "2d"),
    TEXTURE2DARRAY(5, "2darray"),
    TEXTURE2DMS(6, "2dMS"),
    TEXTURE2DMSARRAY(7, "2darrayMS"),
    TEXTURE3D(8, "3d"),
    TEXTURECUBE(9, "cube"),
    TEXTURECUBEARRAY(10, "cubearray"),
    BUFFEREX(11, "bufex");

    private static final SrvDimension[] BY_CODE = new SrvDimension[256];

    static {
        for (SrvDimension v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    /** The value as stored. */
    public final int code;
    /** The name D3DDisassemble prints for it. */
    public final String listingName;

    SrvDimension(int code, String listingName) {
        this.code = code;
        this.listingName = listingName;
    }

    /**
     * The value of {@code code}, or empty for a code the headers do not define.
     *
     * @param code the number as stored
     */
    public static Optional<SrvDimension> byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? Optional.ofNullable(BY_CODE[(int) code]) : Optional.empty();
    }

    /** {@return the header's name of this value ({@code D3D_SRV_DIMENSION_{name}})} */
    public String d3dName() {
        return "D3D_SRV_DIMENSION_" + name();
    }

    /**
     * {@code code} with its header name, or without one for a code the header does not define (for dumps).
     *
     * @param code the number as stored
     */
    public static Named named(long code) {
        return Named.of(byCode(code).map(SrvDimension::d3dName).orElse(null), code);
    }
}
