package dev.dxkit.sm4.asm;

import dev.dxkit.sm4.OperandType;

/**
 * One operand as the text gives it, before it is encoded: register class, indices (each an immediate and, for
 * a relative index, a register operand added to it), components as written, immediate words, modifiers.
 */
final class AsmOperand {
    OperandType type;
    /** The component letters after the dot ({@code "xyzw"}, {@code "x"}), or null when none were written. */
    String components;
    int indexCount;
    final long[] index = new long[3];
    final AsmOperand[] relative = new AsmOperand[3];
    /** The words of an immediate (1 or 4; a double's low word first), else null. */
    int[] immediates;
    /** 0 none, 1 negate, 2 absolute value, 3 both. */
    int modifier;
    /** The minimum-precision code of {@code {min16f}} and the like, 0 for none. */
    int minPrecision;
    boolean nonUniform;
    /** The character of the text where the operand starts (for errors). */
    int at;

    /** Whether an extended operand token (type 1) carries what the text says. */
    boolean extended() {
        return modifier != 0 || minPrecision != 0 || nonUniform;
    }
}
