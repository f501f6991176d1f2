package dev.dxkit.d3d9;

/**
 * A destination or source parameter token, with the relative-address token that follows it when
 * {@code [13]} is set (Shader Model 2 and later; Shader Model 1 addresses through an implied {@code a0.x}).
 *
 * <pre>
 * [10:00] register number     [12:11] register type bits 4:3   [13] relative addressing
 * [15:14] minimum precision (feature level 9 programs: 1 min16float, 2 min10float; 0 and 3 none)
 * destination: [19:16] write mask  [23:20] result modifier (1 saturate, 2 partial precision, 4 centroid)
 *              [27:24] shift (signed)
 * source:      [23:16] swizzle (2 bits per component, x first)  [27:24] source modifier
 * [30:28] register type bits 2:0   [31] always 1
 * </pre>
 *
 * @param offset   byte offset of the token from the program's version token
 * @param token    the parameter token
 * @param relative the relative-address token, or null
 */
public record Parameter(int offset, int token, Parameter relative) {
    /** {@return the register number, bits [10:0] of the token} */
    public int number() {
        return token & 0x7FF;
    }

    /** {@return the register type code, bits [30:28] and [12:11] of the token joined} */
    public int typeCode() {
        return ((token >>> 28) & 0x7) | ((token >>> 8) & 0x18);
    }

    /** {@return the register type, or null for a code no type has} */
    public RegisterType type() {
        return RegisterType.byCode(typeCode());
    }

    /**
     * The minimum precision code in {@code [15:14]}: 0 none, 1 {@code min16float}, 2 {@code min10float} (3 is
     * printed as none). fxc writes it only into the Direct3D 9 program of a level 9 container (the Shader
     * Model 4 program beside it carries the same precision in its own operands); Direct3D 9 profiles refuse
     * minimum-precision types.
     */
    public int minPrecision() {
        return (token >>> 14) & 3;
    }

    /**
     * {@return whether the register is addressed relatively (bit 13): an address token follows on Shader Model 2 on}
     */
    public boolean isRelative() {
        return (token & 0x2000) != 0;
    }

    /** {@return the write mask of a destination, bits [19:16]} */
    public int writeMask() {
        return (token >>> 16) & 0xF;
    }

    /** {@return whether a destination saturates its result ({@code _sat})} */
    public boolean saturate() {
        return (token & 0x100000) != 0;
    }

    /** {@return whether a destination asks for partial precision ({@code _pp})} */
    public boolean partialPrecision() {
        return (token & 0x200000) != 0;
    }

    /** {@return whether a destination is centroid-sampled ({@code _centroid})} */
    public boolean centroid() {
        return (token & 0x400000) != 0;
    }

    /** {@return the result shift, -8..7 ({@code _x2} is 1, {@code _d2} is -1)} */
    public int shift() {
        return ((token >>> 24) & 0xF) << 28 >> 28;
    }

    /** {@return the swizzle of a source, bits [23:16]: two bits per component} */
    public int swizzle() {
        return (token >>> 16) & 0xFF;
    }

    /** The source component read for destination lane {@code lane} (0..3 for x..w). */
    public int swizzleLane(int lane) {
        return (token >>> (16 + 2 * lane)) & 3;
    }

    /** {@return the source modifier code ({@code D3DSPSM_*} {@code >> 24}): 0 none, 1 negate ... 13 not} */
    public int sourceModifier() {
        return (token >>> 24) & 0xF;
    }
}
