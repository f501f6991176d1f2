package dev.dxkit.bitcode;

import dev.dxkit.io.Bytes;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A record of a bitstream block: a code and its operands, however they were stored (unabbreviated, or
 * through an abbreviation whose literals, arrays and char6 fields are expanded here).
 *
 * @param code     the record code (the first field)
 * @param ops      the remaining fields, array elements expanded in place; a blob is not among them
 * @param blob     the blob operand, or null if the abbreviation had none
 * @param abbrevId the abbreviation id it was stored with (3 for an unabbreviated record)
 * @param bit      the bit offset of the record's abbreviation id in the stream
 */
public record BitRecord(int code, long[] ops, Bytes blob, int abbrevId, long bit) implements BitEntry {
    /** Operand {@code i}. */
    public long op(int i) {
        return ops[i];
    }

    /** {@return the number of operands the record holds} */
    public int size() {
        return ops.length;
    }

    /** Operands {@code [from, end)} read as 8-bit characters (ISO-8859-1), the way LLVM stores names. */
    public String string(int from) {
        byte[] chars = new byte[Math.max(0, ops.length - from)];
        for (int i = from; i < ops.length; i++) {
            chars[i - from] = (byte) ops[i]; // the low 8 bits: one ISO-8859-1 character
        }
        return new String(chars, StandardCharsets.ISO_8859_1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BitRecord r && r.code == code && Arrays.equals(r.ops, ops)
                && java.util.Objects.equals(r.blob, blob) && r.abbrevId == abbrevId && r.bit == bit;
    }

    @Override
    public int hashCode() {
        return (code * 31 + Arrays.hashCode(ops)) * 31 + Long.hashCode(bit);
    }

    @Override
    public String toString() {
        return "BitRecord[code=" + code + ", ops=" + Arrays.toString(ops) + (blob == null ? "" : ", blob=" + blob)
                + ", abbrev=" + abbrevId + ", bit=" + bit + "]";
    }
}
