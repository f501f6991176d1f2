package dev.dxkit.bitcode;

/**
 * One operand of an abbreviation (LLVM BitCodeFormat, "DEFINE_ABBREV"): a literal value, or an encoding
 * with its width.
 *
 * @param encoding how the operand is stored
 * @param value    the literal's value, or the width of a fixed or VBR field; 0 for the others
 */
public record AbbrevOp(Encoding encoding, long value) {
    /** Operand encodings; the code is the 3-bit value stored in DEFINE_ABBREV (a literal has none). */
    public enum Encoding {
        LITERAL(0), FIXED(1), VBR(2), ARRAY(3), CHAR6(4), BLOB(5);

        private static final Encoding[] BY_CODE = {null, FIXED, VBR, ARRAY, CHAR6, BLOB};

        /** The encoding's number in an abbreviation definition. */
        public final int code;

        Encoding(int code) {
            this.code = code;
        }

        /** The encoding stored as {@code code}, or null for a code with none (0 and 6, 7). */
        public static Encoding byCode(int code) {
            return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
        }
    }

    /** True for operands that take a width (fixed and VBR). */
    public boolean hasWidth() {
        return encoding == Encoding.FIXED || encoding == Encoding.VBR;
    }

    /** The char6 alphabet: a-z, A-Z, 0-9, '.', '_'. */
    public static char char6(int v) {
        if (v < 26) {
            return (char) ('a' + v);
        }
        if (v < 52) {
            return (char) ('A' + v - 26);
        }
        if (v < 62) {
            return (char) ('0' + v - 52);
        }
        return v == 62 ? '.' : '_';
    }
}
