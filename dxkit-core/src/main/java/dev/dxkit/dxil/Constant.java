package dev.dxkit.dxil;

import java.util.Arrays;

/**
 * A constant of a CONSTANTS block (id 11), kept as its record: code and operands, with the type that the
 * preceding SETTYPE selected.
 *
 * <p>Codes (CST_CODE_*): 2 NULL, 3 UNDEF, 4 INTEGER [signed VBR], 5 WIDE_INTEGER, 6 FLOAT [bits], 7 AGGREGATE
 * [value ids], 8 STRING, 9 CSTRING, 10–20 constant expressions, 22 DATA [elements].
 *
 * @param code   the record code
 * @param typeId the constant's type id
 * @param ops    the record operands
 * @param bit    the bit offset of its record in the bitstream, for errors that name it
 */
public record Constant(int code, int typeId, long[] ops, long bit) {
    public static final int NULL = 2;
    public static final int UNDEF = 3;
    public static final int INTEGER = 4;
    public static final int FLOAT = 6;

    /** True for an INTEGER constant, or a NULL one (LLVM writes integer zero as NULL): ask the type too. */
    public boolean isInteger() {
        return (code == INTEGER && ops.length >= 1) || code == NULL;
    }

    /**
     * The value of an INTEGER constant (LLVM stores it as a signed VBR: magnitude shifted up, sign in bit 0), or
     * 0 for NULL.
     */
    public long intValue() {
        return code == NULL ? 0 : decodeSigned(ops[0]);
    }

    /** Decodes LLVM's signed-VBR convention. */
    public static long decodeSigned(long v) {
        return (v & 1) == 0 ? v >>> 1 : (v != 1 ? -(v >>> 1) : Long.MIN_VALUE);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Constant c && c.code == code && c.typeId == typeId && Arrays.equals(c.ops, ops)
                && c.bit == bit;
    }

    @Override
    public int hashCode() {
        return (code * 31 + typeId) * 31 + Arrays.hashCode(ops);
    }

    @Override
    public String toString() {
        return "Constant[code=" + code + ", type=" + typeId + ", ops=" + Arrays.toString(ops) + "]";
    }
}
