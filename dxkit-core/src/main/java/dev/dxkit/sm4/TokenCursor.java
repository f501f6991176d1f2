package dev.dxkit.sm4;

import dev.dxkit.io.Bits;
import dev.dxkit.io.DxFormatException;

/**
 * A flyweight walk over a program's instructions: no allocation per instruction. {@link #next()} moves by the
 * length field alone (opcode, length, offset: enough for counting); {@link #decodeOperands()} then decodes
 * the current instruction strictly in place — its extended opcode tokens, where each operand starts, the
 * declaration values after them — and {@link #operand(int)} reads one operand through an
 * {@link OperandReader}. {@link #decode()} builds the {@link Instruction} record from that same reading.
 *
 * <pre>
 * TokenCursor c = program.cursor();
 * while (c.next()) { if (c.opcode() == Opcode.MOV) movs++; }
 * </pre>
 *
 * Lengths are checked as the cursor moves (0, past the end, customdata lengths); operands when decoded.
 */
public final class TokenCursor {
    /**
     * Per opcode code (token bits [10:0]): the operand count of an ALU or flow-control opcode whose instruction
     * is its operands and nothing else; -1 for the others (declarations, phases, customdata, fcall's index
     * word, the forms fxc pads with a dword) and for codes no table defines.
     */
    private static final int[] SIMPLE_OPERANDS;
    /** The most operands a simple instruction has: a cursor has room for that many operand offsets from the start. */
    private static final int SIMPLE_MAX;

    static {
        int max = 0;
        int codes = 0;
        for (Opcode op : Opcode.values()) {
            codes = Math.max(codes, op.code() + 1);
        }
        SIMPLE_OPERANDS = new int[codes];
        java.util.Arrays.fill(SIMPLE_OPERANDS, -1);
        for (Opcode op : Opcode.values()) {
            boolean simple = (op.kind() == Opcode.Kind.ALU || op.kind() == Opcode.Kind.FLOW)
                    && op != Opcode.INTERFACE_CALL && !padded(op);
            if (simple) {
                SIMPLE_OPERANDS[op.code()] = op.operandCount();
                max = Math.max(max, op.operandCount());
            }
        }
        SIMPLE_MAX = max;
    }

    /**
     * Per opcode code, for the instructions {@link #decodeOperands()} decodes in general (declarations, phases,
     * the forms with extended opcode tokens): [7:0] the operand count, [15:8] the words after the operands
     * ({@link #COUNTED}: given by the instruction itself), {@link #PADDED}, {@link #INTERFACE_CALL}; -1 for codes
     * no table defines. One table for Shader Model 4 and 5, one for 5.1 (register spaces after declarations),
     * each made when the first program of its model is read (a one-shot listing needs one of them: making both
     * at class initialisation was interpreted code for nothing).
     */
    private static final class Shapes40 {
        static final int[] TABLE = shapes(false);
    }

    /** {@link Shapes40} of Shader Model 5.1. */
    private static final class Shapes51 {
        static final int[] TABLE = shapes(true);
    }

    private static final int COUNTED = 0xff;
    /** fxc writes a dword after the last operand (samplepos, the feedback forms). */
    private static final int PADDED = 1 << 16;
    /** fcall: its function-table index word comes before its operand. */
    private static final int INTERFACE_CALL = 1 << 17;
    private static final int CUSTOMDATA = Opcode.CUSTOMDATA.code();

    private static int[] shapes(boolean sm51) {
        int[] shapes = new int[SIMPLE_OPERANDS.length];
        java.util.Arrays.fill(shapes, -1);
        for (Opcode op : Opcode.values()) {
            int operands;
            int values;
            switch (op.kind()) {
                case ALU, FLOW -> {
                    operands = op.operandCount();
                    values = 0;
                }
                case PHASE, CUSTOM_DATA -> {
                    operands = 0;
                    values = 0;
                }
                default -> {
                    operands = TokenStreamDecoder.declarationOperands(op);
                    values = TokenStreamDecoder.fixedDeclarationWords(op, sm51);
                }
            }
            shapes[op.code()] = operands | (values < 0 ? COUNTED : values) << 8 | (padded(op) ? PADDED : 0)
                    | (op == Opcode.INTERFACE_CALL ? INTERFACE_CALL : 0);
        }
        return shapes;
    }

    /** The empty arrays a cursor starts with: most never need readers (the first one that does grows them). */
    private static final OperandReader[] NO_READERS = new OperandReader[0];
    private static final int[] NO_OFFSETS = new int[0];

    private final Sm4Program program;
    private final TokenStreamDecoder decoder;
    private final byte[] bytes;
    private final int base;
    private final int end;
    /** {@link Shapes40} for this program's shader model. */
    private final int[] shapes;
    /** One reader per operand slot: each keeps its operand as decodeOperands() read it. */
    private OperandReader[] readers = NO_READERS;
    /**
     * Per operand slot: the instruction (its dword) whose operand the slot's reader holds, or -1. The common
     * operands are checked without their reader ({@link OperandReader#plainLength}) and read only when asked for.
     */
    private int[] readAt = NO_OFFSETS;
    /** The dword by which the current instruction's operands must end. */
    private int operandLimit;

    private int at = -1;
    private int length;
    /** The opcode token of the instruction at {@code at} (0 before the first and after the last). */
    private int token;

    /** The instruction {@link #decodeOperands()} last read (-2: none; never the cursor's -1 or its end). */
    private int decodedAt = -2;
    private int operandCount;
    private int[] operandAt = new int[Math.max(8, SIMPLE_MAX)];
    private int valuesAt;
    private int valueCount;
    /** The extended sample-controls token (type 1), or 0. */
    private int sampleControls;
    private int resourceDim;
    private int resourceStride;
    private int returnTypes;

    TokenCursor(Sm4Program program) {
        this.program = program;
        this.decoder = program.decoder();
        this.bytes = program.bytes();
        this.base = program.base();
        this.end = program.end();
        this.shapes = decoder.sm51() ? Shapes51.TABLE : Shapes40.TABLE;
    }

    private int word(int i) {
        return Sm4Program.word(bytes, base, i);
    }

    /** Moves to the next instruction; false at the end of the program. */
    public boolean next() {
        int nextAt = at < 0 ? 2 : at + length;
        if (nextAt >= end) {
            at = end;
            length = 0;
            token = 0;
            return false;
        }
        int t = word(nextAt);
        length = decoder.lengthAt(t, nextAt, end);
        token = t;
        at = nextAt;
        return true;
    }

    /**
     * Places the cursor so that {@link #next()} moves to the instruction at dword {@code offset}: for a reader
     * that has stepped over instructions by their length fields itself (the listing's fast lane). Until then
     * the cursor is on no instruction. {@code offset} lies between the current instruction's end and the
     * program's end.
     */
    public void skipTo(int offset) {
        int from = at < 0 ? 2 : at + length;
        if (offset < from || offset > end) {
            throw new IllegalArgumentException("skipTo(" + offset + "): not within dwords " + from + ".." + end);
        }
        at = offset;
        length = 0;
        token = 0;
    }

    /** {@return the opcode token} */
    public int token() {
        return token;
    }

    /** Bits [10:0] of the opcode token. */
    public int code() {
        return token & 0x7ff;
    }

    /** {@return the opcode, or {@code null} for a code no table defines} */
    public Opcode opcode() {
        return Opcode.lookup(token & 0x7ff);
    }

    /** {@return the instruction's length in dwords} */
    public int length() {
        return length;
    }

    /** {@return the dword index of the opcode token in the part} */
    public int offset() {
        return at;
    }

    /**
     * Decodes the current instruction strictly without allocating: an unknown opcode, an extended token of an
     * unknown type, an operand that does not decode, or operands and values that do not fill the length
     * exactly is a {@link dev.dxkit.io.DxFormatException} naming the dword.
     */
    public TokenCursor decodeOperands() {
        if (decodedAt == at) {
            return this;
        }
        if (at < 0 || at >= end) {
            throw new IllegalStateException("the cursor is not on an instruction: call next() first");
        }
        int token = this.token;
        int simple = plainOperandCount(token);
        if (simple >= 0) {
            // the common case: an ALU or flow-control instruction without extended tokens, operands only
            decodeSimple(token & 0x7ff, simple);
            return this;
        }
        decodeGeneral(token, token & 0x7ff);
        return this;
    }

    /**
     * The operand count of an instruction with opcode token {@code token} when it is its operands and nothing
     * else: an ALU or flow-control opcode with no extended opcode token, whose operands {@link #decodeOperands()}
     * requires to fill its length exactly; -1 for every other (declarations, customdata, the padded forms,
     * extended opcode tokens). The listing's fast lane checks the operands of such an instruction by
     * {@link OperandReader#plainLength(int, int)}: where it gives a length, {@link OperandReader#read} accepts the
     * operand with that length.
     */
    public static int plainOperandCount(int token) {
        int code = token & 0x7ff;
        return token >= 0 && code < SIMPLE_OPERANDS.length ? SIMPLE_OPERANDS[code] : -1;
    }

    /** {@link #decodeOperands()} of an instruction that is {@code n} operands and nothing else. */
    private void decodeSimple(int code, int n) {
        noExtendedTokens();
        int stop = at + length;
        int p = at + 1;
        operandLimit = stop;
        // the common operands (OperandReader.plainLength): a register with immediate indices or an immediate,
        // checked here and read by its slot's reader only if it is asked for
        byte[] bytes = this.bytes;
        int base = this.base;
        int[] offsets = operandAt;
        int i = 0;
        for (; i < n; i++) {
            offsets[i] = p;
            int len;
            if (p >= stop || (len = OperandReader.plainLength(Sm4Program.word(bytes, base, p))) <= 0) {
                break;
            }
            p += len;
        }
        if (i < n || p != stop) {
            // an operand the loop does not take, or the last ran past the end: again, operand by operand
            p = readOperands(n, at + 1, stop);
        }
        operandCount = n;
        if (p != stop) {
            throw lengthMismatch(code, p);
        }
        valuesAt = p;
        valueCount = 0;
        decodedAt = at;
    }

    /** {@return what the extended opcode tokens give, as it is without any} */
    private void noExtendedTokens() {
        sampleControls = 0;
        resourceDim = -1;
        resourceStride = 0;
        returnTypes = -1;
    }

    private DxFormatException lengthMismatch(int code, int p) {
        return decoder.error(at, mnemonic(code) + ": operands and values take " + (p - at) + " dwords, the length says "
                + length);
    }

    /** {@link #decodeOperands()} of the other instructions: extended tokens, declarations, customdata, fcall. */
    private void decodeGeneral(int token, int code) {
        int shape = code < shapes.length ? shapes[code] : -1;
        if (shape < 0) {
            throw decoder.error(at, "unknown opcode " + code);
        }
        int stop = at + length;
        operandCount = 0;
        noExtendedTokens();
        if (code == CUSTOMDATA) {
            if (token >>> 11 == TokenStreamDecoder.SHADER_MESSAGE) {
                messageOperands(stop);
            }
            valuesAt = at + 2;
            valueCount = length - 2;
            decodedAt = at;
            return;
        }
        int p = at + 1;
        boolean ext = token < 0;
        while (ext) {
            if (p >= stop) {
                throw decoder.error(p, "extended opcode token past the instruction's end");
            }
            int e = word(p);
            switch (e & 0x3f) {
                case 1 -> sampleControls = e;
                case 2 -> {
                    resourceDim = Bits.field(e, 10, 6);
                    resourceStride = Bits.field(e, 22, 11);
                }
                case 3 -> returnTypes = Bits.field(e, 21, 6);
                default -> throw decoder.error(p, "unknown extended opcode token type " + (e & 0x3f));
            }
            ext = e < 0;
            p++;
        }
        int nOperands = shape & 0xff;
        int nValues = shape >>> 8 & 0xff;
        if (nValues == COUNTED) {
            nValues = decoder.declarationWords(Opcode.lookup(code), p, stop);
        }
        if ((shape & INTERFACE_CALL) != 0) {
            // fcall: the function-table index word comes before the interface operand
            if (p >= stop) {
                throw decoder.error(p, "operand runs past the instruction's end");
            }
            valuesAt = p++;
            p = readOperands(1, p, stop);
            operandCount = 1;
            if (p != stop) {
                throw decoder.error(at, mnemonic(code) + ": operands take " + (p - at) + " dwords, the length says "
                        + length);
            }
            valueCount = 1;
            decodedAt = at;
            return;
        }
        p = readOperands(nOperands, p, stop);
        operandCount = nOperands;
        if ((shape & PADDED) != 0 && p < stop) {
            // fxc writes one dword after the last operand of samplepos and of the tiled-resource feedback
            // forms (zero, or a stray value after sample_d_cl_s); D3DDisassemble skips it
            if (stop - p > 1) {
                throw decoder.error(p, mnemonic(code) + ": " + (stop - p)
                        + " dwords after the operands, at most 1 is padding");
            }
            p = stop;
        }
        if (p + nValues != stop) {
            throw decoder.error(at, mnemonic(code) + ": operands and values take " + (p + nValues - at)
                    + " dwords, the length says " + length);
        }
        valuesAt = p;
        valueCount = nValues;
        decodedAt = at;
    }

    private static String mnemonic(int code) {
        return Opcode.lookup(code).mnemonic();
    }

    /**
     * A shader message's operands: after the two header dwords come the message id, the format, the number of
     * characters, the number of operands and their length in dwords, then the operands and the text.
     */
    private void messageOperands(int stop) {
        if (stop - at < 7) {
            throw decoder.error(at, "shader message of " + (stop - at) + " dwords, its header needs 7");
        }
        long count = word(at + 5) & 0xffffffffL;
        long dwords = word(at + 6) & 0xffffffffL;
        if (dwords > stop - at - 7 || count > dwords) {
            throw decoder.error(at + 6, "shader message operands (" + count + " in " + dwords
                    + " dwords) do not fit its " + (stop - at) + " dwords");
        }
        long chars = word(at + 4) & 0xffffffffL;
        if (chars > 4L * (stop - at - 7 - dwords)) {
            throw decoder.error(at + 4, "shader message text of " + chars + " characters does not fit");
        }
        int p = at + 7;
        int opEnd = p + (int) dwords;
        p = readOperands((int) count, p, opEnd);
        if (p != opEnd) {
            throw decoder.error(p, "shader message operands take " + (p - at - 7) + " dwords, it says " + dwords);
        }
        operandCount = (int) count;
    }

    /**
     * Reads {@code n} operands from dword {@code p}, all within {@code limit}; returns the dword after the last.
     * A common operand ({@link OperandReader#plainLength(int)}) is checked by its length alone and read by its
     * slot's reader only if it is asked for; every other is read now.
     */
    private int readOperands(int n, int p, int limit) {
        operandLimit = limit;
        if (n > operandAt.length) {
            reader(n - 1);
        }
        for (int i = 0; i < n; i++) {
            operandAt[i] = p;
            int len;
            if (p < limit && (len = OperandReader.plainLength(word(p))) > 0 && len <= limit - p) {
                p += len;
            } else {
                p = reader(i).read(p, limit);
                readAt[i] = at;
            }
        }
        return p;
    }

    private static boolean padded(Opcode op) {
        return op == Opcode.SAMPLE_POS || op.code() >= Opcode.GATHER4_FEEDBACK.code()
                && op.code() <= Opcode.SAMPLE_C_CLAMP_FEEDBACK.code();
    }

    private void requireDecoded() {
        if (decodedAt != at) {
            throw new IllegalStateException("call decodeOperands() on the current instruction first");
        }
    }

    /** {@return the number of operands (after {@link #decodeOperands()})} */
    public int operandCount() {
        requireDecoded();
        return operandCount;
    }

    /** The dword index where operand {@code i} starts. */
    public int operandOffset(int i) {
        requireDecoded();
        if (i < 0 || i >= operandCount) {
            throw new IndexOutOfBoundsException("operand " + i + " of " + operandCount);
        }
        return operandAt[i];
    }

    /** Operand {@code i} as {@link #decodeOperands()} read it (valid until the cursor moves on). */
    public OperandReader operand(int i) {
        int p = operandOffset(i);
        OperandReader r = reader(i);
        if (readAt[i] != at) {
            // checked when decoded: this read cannot fail
            r.read(p, operandLimit);
            readAt[i] = at;
        }
        return r;
    }

    /**
     * The number of words after the operands: declaration values, the Shader Model 5.1 register space, the
     * customdata payload, or the function-table index of {@code fcall}.
     */
    public int valueCount() {
        requireDecoded();
        return valueCount;
    }

    /** Value word {@code i} (see {@link #valueCount()}). */
    public int value(int i) {
        requireDecoded();
        if (i < 0 || i >= valueCount) {
            throw new IndexOutOfBoundsException("value " + i + " of " + valueCount);
        }
        return word(valuesAt + i);
    }

    /** {@return whether an extended sample-controls token gives {@code _aoffimmi} offsets} */
    public boolean hasSampleOffsets() {
        requireDecoded();
        return sampleControls != 0;
    }

    /** The aoffimmi offset on axis {@code axis} (0 u, 1 v, 2 w), -8..7. */
    public int sampleOffset(int axis) {
        requireDecoded();
        int lo = 9 + 4 * axis;
        return Bits.field(sampleControls, lo + 3, lo) << 28 >> 28;
    }

    /** {@return the resource dimension of an extended token (type 2), else -1} */
    public int resourceDim() {
        requireDecoded();
        return resourceDim;
    }

    /** {@return the structure stride of that token} */
    public int resourceStride() {
        requireDecoded();
        return resourceStride;
    }

    /** {@return the four 4-bit return types of an extended token (type 3), else -1} */
    public int returnTypes() {
        requireDecoded();
        return returnTypes;
    }

    /** Decodes the current instruction into a record. */
    public Instruction decode() {
        decodeOperands();
        return decoder.record(this);
    }

    /** {@return the program the cursor walks} */
    public Sm4Program program() {
        return program;
    }

    /** The reader of operand slot {@code i}, made on first use (a message's count is checked against its dwords). */
    private OperandReader reader(int i) {
        if (i >= readers.length) {
            int n = Math.max(8, Math.max(i + 1, 2 * readers.length));
            int old = readers.length;
            readers = java.util.Arrays.copyOf(readers, n);
            readAt = java.util.Arrays.copyOf(readAt, n);
            java.util.Arrays.fill(readAt, old, n, -1);
            if (operandAt.length < n) {
                operandAt = java.util.Arrays.copyOf(operandAt, n);
            }
        }
        OperandReader r = readers[i];
        if (r == null) {
            r = new OperandReader(bytes, base, decoder, 0);
            readers[i] = r;
        }
        return r;
    }
}
