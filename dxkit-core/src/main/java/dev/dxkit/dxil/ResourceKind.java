package dev.dxkit.dxil;

/**
 * DXIL resource shapes (DxilConstants.h {@code DXIL::ResourceKind}) with the dimension label dxc's dumpbin
 * prints in its resource-binding table.
 */
public enum ResourceKind {
    INVALID(0, "invalid"), TEXTURE1D(1, "1d"), TEXTURE2D(2, "2d"), TEXTURE2DMS(3, "2dMS"), TEXTURE3D(4, "3d"),
    TEXTURECUBE(5, "cube"), TEXTURE1DARRAY(6, "1darray"), TEXTURE2DARRAY(7, "2darray"),
    TEXTURE2DMSARRAY(8, "2darrayMS"), TEXTURECUBEARRAY(9, "cubearray"), TYPED_BUFFER(10, "buf"),
    RAW_BUFFER(11, "r/o"), STRUCTURED_BUFFER(12, "r/o"), CBUFFER(13, "NA"), SAMPLER(14, "NA"), TBUFFER(15, "NA"),
    RT_ACCELERATION_STRUCTURE(16, "ras"), FEEDBACK_TEXTURE2D(17, "fbtex2d"),
    FEEDBACK_TEXTURE2DARRAY(18, "fbtex2darray");

    private static final ResourceKind[] BY_CODE = values();

    /** The number as stored ({@code DXIL::ResourceKind}). */
    public final int code;
    /** dumpbin's "Dim" column (read-only form for buffers; a UAV buffer prints "r/w"). */
    public final String dim;

    ResourceKind(int code, String dim) {
        this.code = code;
        this.dim = dim;
    }

    /** The kind with code {@code code}, or null. */
    public static ResourceKind byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[(int) code] : null;
    }
}
