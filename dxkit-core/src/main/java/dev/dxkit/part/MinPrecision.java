package dev.dxkit.part;

import java.util.Optional;

/**
 * The minimum precision of a signature element ({@code D3D_MIN_PRECISION}), stored in the last word of the
 * 32-byte records of ISG1, OSG1 and PSG1, with the name a listing's Format column prints for it.
 */
public enum MinPrecision {
    DEFAULT(0, ""),
    FLOAT_16(1, "min16f"),
    FLOAT_2_8(2, "min2_8f"),
    RESERVED(3, "reserved"),
    SINT_16(4, "min16i"),
    UINT_16(5, "min16u"),
    ANY_16(0xf0, "any16"),
    ANY_10(0xf1, "any10");

    /** The number as stored ({@code D3D_MIN_PRECISION}). */
    public final int code;
    /** The listing's name for the precision ({@code min16f} …); empty for the default. */
    public final String formatName;

    MinPrecision(int code, String formatName) {
        this.code = code;
        this.formatName = formatName;
    }

    /**
     * {@return the minimum precision numbered {@code code}, or empty}
     * @param code the number as stored
     */
    public static Optional<MinPrecision> byCode(long code) {
        for (MinPrecision p : values()) {
            if (p.code == code) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** {@return the header's name of this value ({@code D3D_MIN_PRECISION_{name}})} */
    public String d3dName() {
        return "D3D_MIN_PRECISION_" + name();
    }

    /**
     * {@return {@code code} with its header name, or without one for a code the header does not define (for dumps)}
     * @param code the number as stored
     */
    public static Named named(long code) {
        return Named.of(byCode(code).map(MinPrecision::d3dName).orElse(null), code);
    }
}
