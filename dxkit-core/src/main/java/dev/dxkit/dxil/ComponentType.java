package dev.dxkit.dxil;

/**
 * DXIL component types (DxilConstants.h {@code DXIL::ComponentType}) with the short name dxc's dumpbin prints
 * as a typed resource's format.
 */
public enum ComponentType {
    INVALID(0, "invalid"), I1(1, "i1"), I16(2, "i16"), U16(3, "u16"), I32(4, "i32"), U32(5, "u32"), I64(6, "i64"),
    U64(7, "u64"), F16(8, "f16"), F32(9, "f32"), F64(10, "f64"), SNORM_F16(11, "snorm_f16"),
    UNORM_F16(12, "unorm_f16"), SNORM_F32(13, "snorm_f32"), UNORM_F32(14, "unorm_f32"), SNORM_F64(15, "snorm_f64"),
    UNORM_F64(16, "unorm_f64"), PACKED_S8X32(17, "p32i8"), PACKED_U8X32(18, "p32u8");

    private static final ComponentType[] BY_CODE = values();

    /** The type's number in DXIL metadata and PSV0. */
    public final int code;
    /** The short name listings print ({@code f32}, {@code i16} …). */
    public final String shortName;

    ComponentType(int code, String shortName) {
        this.code = code;
        this.shortName = shortName;
    }

    /** The type with code {@code code}, or null. */
    public static ComponentType byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[(int) code] : null;
    }
}
