package dev.dxkit.sm4;

import java.util.List;

/**
 * One operand of an instruction, as its tokens say.
 *
 * <pre>
 * [01:00] number of components: 0, 1, 4, N      [03:02] selection mode: mask, swizzle, select 1
 * [11:04] mask [7:4] / swizzle [11:4] / select [5:4]   [19:12] operand type   [21:20] index dimension
 * [24:22] [27:25] [30:28] index representation per dimension            [31] extended operand token
 * extended type 1 (modifier): [13:06] 1 neg, 2 abs, 3 neg+abs  [16:14] minimum precision  [17] non-uniform
 * </pre>
 *
 * @param type         the register class
 * @param typeCode     bits [19:12] as stored
 * @param components   0, 1 or 4
 * @param selection    0 mask, 1 swizzle, 2 select-1 (meaningful with 4 components)
 * @param selector     the mask (4 bits), swizzle (8 bits) or selected component (2 bits)
 * @param indices      the register indices, outermost first
 * @param immediates   the 32-bit words of an immediate (1 or 4; 2 or 8 for a 64-bit one), else empty
 * @param modifier     0 none, 1 negate, 2 absolute value, 3 both
 * @param minPrecision 0 default, 1 float16, 2 float2_8 (10-bit), 4 sint16, 5 uint16
 * @param nonUniform   bit 17 of the modifier token (Shader Model 5.1 NonUniformResourceIndex)
 * @param dwords       how many dwords the operand took, its relative indices included
 */
public record Operand(OperandType type, int typeCode, int components, int selection, int selector,
                      List<OperandIndex> indices, int[] immediates, int modifier, int minPrecision,
                      boolean nonUniform, int dwords) {
    public static final int MASK = 0;
    public static final int SWIZZLE = 1;
    public static final int SELECT1 = 2;

    /** {@return the write mask of a destination (bits x=1 .. w=8); 0xF for a one-component or no-component operand} */
    public int mask() {
        return components == 4 && selection == MASK ? selector : 0xF;
    }

    /** The immediate index {@code i} (the register number in the common case). */
    public long index(int i) {
        return indices.get(i).immediate();
    }

    /** {@return whether the operand is an immediate value (32- or 64-bit)} */
    public boolean isImmediate() {
        return type == OperandType.IMMEDIATE32 || type == OperandType.IMMEDIATE64;
    }
}
