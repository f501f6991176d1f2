package dev.dxkit.sm4;

import java.util.Optional;

/**
 * The program type in bits [31:16] of a Shader Model 4/5 version token ({@code D3D10_SB_TOKENIZED_PROGRAM_TYPE}),
 * with the prefix the listing's version line uses ({@code ps_5_0}).
 */
public enum ProgramType {
    PIXEL(0, "ps"),
    VERTEX(1, "vs"),
    GEOMETRY(2, "gs"),
    HULL(3, "hs"),
    DOMAIN(4, "ds"),
    COMPUTE(5, "cs");

    private static final ProgramType[] BY_CODE = values();

    private final int code;
    private final String prefix;

    ProgramType(int code, String prefix) {
        this.code = code;
        this.prefix = prefix;
    }

    /** The type numbered {@code code}, or empty. */
    public static Optional<ProgramType> byCode(int code) {
        return code >= 0 && code < BY_CODE.length ? Optional.of(BY_CODE[code]) : Optional.empty();
    }

    /** {@return the type's number in bits [31:16] of the version token} */
    public int code() {
        return code;
    }

    /** {@return {@code ps}, {@code vs}, {@code gs}, {@code hs}, {@code ds} or {@code cs}} */
    public String prefix() {
        return prefix;
    }
}
