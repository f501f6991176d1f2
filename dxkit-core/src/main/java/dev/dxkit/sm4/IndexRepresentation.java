package dev.dxkit.sm4;

/**
 * How one index of an operand is stored (bits [24:22], [27:25], [30:28] of the operand token,
 * {@code D3D10_SB_OPERAND_INDEX_REPRESENTATION}).
 */
public enum IndexRepresentation {
    IMMEDIATE32,
    IMMEDIATE64,
    RELATIVE,
    IMMEDIATE32_PLUS_RELATIVE,
    IMMEDIATE64_PLUS_RELATIVE;

    private static final IndexRepresentation[] BY_CODE = values();

    /** The representation numbered {@code code}, or {@code null}. */
    public static IndexRepresentation lookup(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /** Dwords of immediate value this representation stores (0, 1 or 2). */
    public int immediateDwords() {
        return switch (this) {
            case IMMEDIATE32, IMMEDIATE32_PLUS_RELATIVE -> 1;
            case IMMEDIATE64, IMMEDIATE64_PLUS_RELATIVE -> 2;
            case RELATIVE -> 0;
        };
    }

    /** True when a relative operand follows the immediate part. */
    public boolean hasRelative() {
        return this == RELATIVE || this == IMMEDIATE32_PLUS_RELATIVE || this == IMMEDIATE64_PLUS_RELATIVE;
    }
}
