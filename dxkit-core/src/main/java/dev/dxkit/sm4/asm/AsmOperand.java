package dev.dxkit.sm4.asm;

import dev.dxkit.sm4.OperandType;

/**
 * One operand as the text gives it, before it is encoded: register class, indices (each an immediate and, for
 * a relative index, a register operand added to it), components as written, immediate words, modifiers. The
 * assembler reuses these from one operand to the next ({@link #reset}).
 */
final class AsmOperand {
    OperandType type;
    /**
     * Where the component letters after the dot ({@code "xyzw"}, {@code "x"}) start in the statement's text, or -1
     * when none were written; {@link #componentCount} letters.
     */
    int componentsAt = -1;
    int componentCount;
    /** The components' numbers (x 0 ... w 3), two bits each in the order written. */
    int swizzle;
    /** The components as a write mask, or -1 when they are not one (out of order or repeated). */
    int mask;
    int indexCount;
    final long[] index = new long[3];
    final AsmOperand[] relative = new AsmOperand[3];
    /** The words of an immediate (1 or 4; a double's low word first): the first {@link #immediateCount}. */
    final int[] immediates = new int[4];
    /** How many words of {@link #immediates} the operand has; 0 when it is not an immediate. */
    int immediateCount;
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

    /** Back to a new operand's state. */
    AsmOperand reset() {
        type = null;
        componentsAt = -1;
        componentCount = 0;
        swizzle = 0;
        mask = 0;
        if (indexCount != 0) {
            // an operand without indices left these as they were
            index[0] = 0;
            index[1] = 0;
            index[2] = 0;
            relative[0] = null;
            relative[1] = null;
            relative[2] = null;
            indexCount = 0;
        }
        immediateCount = 0;
        modifier = 0;
        minPrecision = 0;
        nonUniform = false;
        at = 0;
        return this;
    }
}
