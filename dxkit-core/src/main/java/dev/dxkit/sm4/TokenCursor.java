package dev.dxkit.sm4;

/**
 * A flyweight walk over a program's instructions: no allocation per instruction, only the opcode token,
 * its length and its offset. For counting and statistics; {@link Sm4Program#instructions()} gives records.
 *
 * <pre>
 * TokenCursor c = program.cursor();
 * while (c.next()) { if (c.opcode() == Opcode.MOV) movs++; }
 * </pre>
 *
 * Lengths are checked as the cursor moves (0, past the end, customdata lengths); operands are not decoded.
 */
public final class TokenCursor {
    private final Sm4Program program;
    private final TokenStreamDecoder decoder;
    private final int[] words;
    private final int end;
    private int at = -1;
    private int length;

    TokenCursor(Sm4Program program) {
        this.program = program;
        this.decoder = program.decoder();
        this.words = program.words();
        this.end = program.end();
    }

    /** Moves to the next instruction; false at the end of the program. */
    public boolean next() {
        int nextAt = at < 0 ? 2 : at + length;
        if (nextAt >= end) {
            at = end;
            length = 0;
            return false;
        }
        length = decoder.lengthAt(nextAt, end);
        at = nextAt;
        return true;
    }

    /** The opcode token. */
    public int token() {
        return words[at];
    }

    /** Bits [10:0] of the opcode token. */
    public int code() {
        return words[at] & 0x7ff;
    }

    /** The opcode, or {@code null} for a code no table defines. */
    public Opcode opcode() {
        return Opcode.lookup(words[at] & 0x7ff);
    }

    /** The instruction's length in dwords. */
    public int length() {
        return length;
    }

    /** The dword index of the opcode token in the part. */
    public int offset() {
        return at;
    }

    /** Decodes the current instruction into a record. */
    public Instruction decode() {
        return decoder.decode(at, length);
    }

    public Sm4Program program() {
        return program;
    }
}
