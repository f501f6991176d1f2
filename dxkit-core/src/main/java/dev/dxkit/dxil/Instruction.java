package dev.dxkit.dxil;

import java.util.Arrays;

/**
 * One instruction of a function body, its operands resolved from LLVM's relative value numbering to absolute
 * value ids.
 *
 * @param code     the FUNC_CODE_INST_* record code
 * @param result   the value id it defines, or -1 (stores, branches, void calls …)
 * @param typeId   its result type where the record says it (casts, calls, loads, phis, allocas), else -1
 * @param operands the value operands as absolute value ids, in record order (for a call: the callee, then the
 *                 arguments); basic-block operands are not among them
 * @param ops      the record's raw operands
 * @param bit      the bit offset of its record in the bitstream, for errors that name it
 */
public record Instruction(int code, int result, int typeId, int[] operands, long[] ops, long bit) {
    @Override
    public boolean equals(Object o) {
        return o instanceof Instruction i && i.code == code && i.result == result && i.typeId == typeId
                && Arrays.equals(i.operands, operands) && Arrays.equals(i.ops, ops) && i.bit == bit;
    }

    @Override
    public int hashCode() {
        return (code * 31 + result) * 31 + Arrays.hashCode(operands);
    }

    @Override
    public String toString() {
        return "Instruction[code=" + code + ", result=" + result + ", type=" + typeId + ", operands="
                + Arrays.toString(operands) + "]";
    }
}
