package dev.dxkit.sm4;

import dev.dxkit.io.Bits;
import java.util.List;

/**
 * One instruction or declaration of a token stream, decoded into values for printing and editing.
 *
 * <p>{@code [10:00] opcode  [23:11] controls  [30:24] length in dwords  [31] extended}. The controls read per
 * opcode: {@code [13]} saturate, {@code [18]} test non-zero, {@code [22:19]} precise mask, {@code [12:11]}
 * resinfo/sampleinfo return type, {@code [14:11]} sync flags, and the declarations' values.
 *
 * @param offset        the dword index of the opcode token in the part
 * @param token         the opcode token
 * @param opcode        the opcode
 * @param length        the instruction's length in dwords (customdata: from the dword after the token)
 * @param sampleOffsets the aoffimmi (u, v, w) of an extended sample-controls token, else {@code null}
 * @param resourceDim   the resource dimension of an extended token (type 2), else -1
 * @param resourceStride the structure stride of that token
 * @param returnTypes   the four 4-bit return types of an extended token (type 3), else -1
 * @param operands      the operands in order
 * @param extra         the words after the operands (declaration values, 5.1 space, customdata payload)
 */
public record Instruction(int offset, int token, Opcode opcode, int length, int[] sampleOffsets,
                          int resourceDim, int resourceStride, int returnTypes, List<Operand> operands,
                          int[] extra) {
    /** Bits [23:11] of the opcode token. */
    public int controls() {
        return Bits.field(token, 23, 11);
    }

    /** Bit 13: the result is clamped to [0, 1] ({@code _sat}). */
    public boolean saturate() {
        return Bits.bit(token, 13);
    }

    /** Bit 18: a conditional tests for non-zero ({@code _nz}) rather than zero ({@code _z}). */
    public boolean testNonZero() {
        return Bits.bit(token, 18);
    }

    /** Bits [22:19]: the lanes (x = bit 0) the instruction is marked precise for. */
    public int preciseMask() {
        return Bits.field(token, 22, 19);
    }

    /** {@return the customdata class (bits [31:11]); meaningful for {@link Opcode#CUSTOMDATA} only} */
    public int customDataClass() {
        return token >>> 11;
    }
}
