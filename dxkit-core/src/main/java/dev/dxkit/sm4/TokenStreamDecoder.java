package dev.dxkit.sm4;

import dev.dxkit.io.Bits;
import dev.dxkit.io.DxFormatException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The strict decoder of one instruction: reads the opcode token, its extended tokens, its operands and the
 * declaration words that follow, and checks that they fill the instruction's length exactly. Every error is
 * a {@link DxFormatException} naming the part and the dword.
 */
final class TokenStreamDecoder {
    /** Relative indices nest (cb0[r0.x + x1[r2.y]]...); deeper than this is refused, not recursed into. */
    private static final int MAX_NESTING = 4;

    private final int[] words;
    private final String where;
    private final boolean sm51;

    TokenStreamDecoder(int[] words, String where, boolean sm51) {
        this.words = words;
        this.where = where;
        this.sm51 = sm51;
    }

    DxFormatException error(int dword, String detail) {
        return new DxFormatException(where, 4L * dword, "dword " + dword + ": " + detail);
    }

    /** The length in dwords of the instruction at {@code at} (customdata included), checked against the end. */
    int lengthAt(int at, int end) {
        int token = words[at];
        int code = token & 0x7ff;
        int len;
        if (code == Opcode.CUSTOMDATA.code()) {
            if (at + 1 >= end) {
                throw error(at, "customdata needs a length dword, the program ends");
            }
            long l = words[at + 1] & 0xffffffffL;
            if (l < 2) {
                throw error(at + 1, "customdata length " + l + " is less than its 2 header dwords");
            }
            if (l > end - at) {
                throw error(at + 1, "customdata length " + l + " runs past the end (" + (end - at) + " dwords left)");
            }
            return (int) l;
        }
        len = Bits.field(token, 30, 24);
        if (len == 0) {
            throw error(at, "instruction length 0 (opcode " + code + ")");
        }
        if (len > end - at) {
            throw error(at, "instruction length " + len + " runs past the end (" + (end - at) + " dwords left)");
        }
        return len;
    }

    /** Decodes the instruction at {@code at}; {@code len} comes from {@link #lengthAt}. */
    Instruction decode(int at, int len) {
        int token = words[at];
        int code = token & 0x7ff;
        Opcode op = Opcode.lookup(code);
        if (op == null) {
            throw error(at, "unknown opcode " + code);
        }
        int end = at + len;
        if (op == Opcode.CUSTOMDATA) {
            int[] payload = new int[len - 2];
            System.arraycopy(words, at + 2, payload, 0, payload.length);
            List<Operand> ops = token >>> 11 == SHADER_MESSAGE ? messageOperands(at, end) : List.of();
            return new Instruction(at, token, op, len, null, -1, 0, -1, ops, payload);
        }
        int p = at + 1;
        int[] offsets = null;
        int dim = -1;
        int stride = 0;
        int ret = -1;
        boolean ext = Bits.bit(token, 31);
        while (ext) {
            if (p >= end) {
                throw error(p, "extended opcode token past the instruction's end");
            }
            int e = words[p];
            switch (e & 0x3f) {
                case 1 -> offsets = new int[] {signed4(Bits.field(e, 12, 9)), signed4(Bits.field(e, 16, 13)),
                        signed4(Bits.field(e, 20, 17))};
                case 2 -> {
                    dim = Bits.field(e, 10, 6);
                    stride = Bits.field(e, 22, 11);
                }
                case 3 -> ret = Bits.field(e, 21, 6);
                default -> throw error(p, "unknown extended opcode token type " + (e & 0x3f));
            }
            ext = Bits.bit(e, 31);
            p++;
        }
        Operand[] operands = new Operand[0];
        int nOperands;
        int nExtra;
        switch (op.kind()) {
            case ALU, FLOW -> {
                if (op == Opcode.INTERFACE_CALL) {
                    // fcall: the function-table index word comes before the interface operand
                    nOperands = 1;
                    nExtra = 1;
                } else {
                    nOperands = op.operandCount();
                    nExtra = 0;
                }
            }
            case PHASE -> {
                nOperands = 0;
                nExtra = 0;
            }
            default -> {
                nOperands = declarationOperands(op);
                nExtra = declarationWords(op, at, p, end);
            }
        }
        int[] extra;
        if (op == Opcode.INTERFACE_CALL) {
            extra = new int[] {word(p++, end)};
        } else {
            extra = null;
        }
        if (nOperands > 0) {
            operands = new Operand[nOperands];
            for (int i = 0; i < nOperands; i++) {
                Operand o = operand(p, end, 0);
                operands[i] = o;
                p += o.dwords();
            }
        }
        if (extra == null && padded(op) && p < end) {
            // fxc writes one dword after the last operand of samplepos and of the tiled-resource feedback
            // forms (zero, or a stray value after sample_d_cl_s); D3DDisassemble skips it
            if (end - p > 1) {
                throw error(p, op.mnemonic() + ": " + (end - p) + " dwords after the operands, at most 1 is padding");
            }
            p = end;
        }
        if (extra == null) {
            if (nExtra < 0) {
                nExtra = end - p;
            }
            if (p + nExtra != end) {
                throw error(at, op.mnemonic() + ": operands and values take " + (p + nExtra - at)
                        + " dwords, the length says " + len);
            }
            extra = new int[nExtra];
            System.arraycopy(words, p, extra, 0, nExtra);
        } else if (p != end) {
            throw error(at, op.mnemonic() + ": operands take " + (p - at) + " dwords, the length says " + len);
        }
        return new Instruction(at, token, op, len, offsets, dim, stride, ret, view(operands), extra);
    }

    /** The customdata class of a shader message (printf/errorf). */
    static final int SHADER_MESSAGE = 4;

    /**
     * A shader message's operands: after the two header dwords come the message id, the format, the number of
     * characters, the number of operands and their length in dwords, then the operands and the text.
     */
    private List<Operand> messageOperands(int at, int end) {
        if (end - at < 7) {
            throw error(at, "shader message of " + (end - at) + " dwords, its header needs 7");
        }
        long count = words[at + 5] & 0xffffffffL;
        long dwords = words[at + 6] & 0xffffffffL;
        if (dwords > end - at - 7 || count > dwords) {
            throw error(at + 6, "shader message operands (" + count + " in " + dwords + " dwords) do not fit its "
                    + (end - at) + " dwords");
        }
        long chars = words[at + 4] & 0xffffffffL;
        if (chars > 4L * (end - at - 7 - dwords)) {
            throw error(at + 4, "shader message text of " + chars + " characters does not fit");
        }
        int p = at + 7;
        int opEnd = p + (int) dwords;
        List<Operand> ops = new ArrayList<>();
        for (long i = 0; i < count; i++) {
            Operand o = operand(p, opEnd, 0);
            ops.add(o);
            p += o.dwords();
        }
        if (p != opEnd) {
            throw error(p, "shader message operands take " + (p - at - 7) + " dwords, it says " + dwords);
        }
        return List.copyOf(ops);
    }

    /** An unmodifiable list over an array nobody else holds (no copy). */
    private static <T> List<T> view(T[] a) {
        return a.length == 0 ? List.of() : Collections.unmodifiableList(Arrays.asList(a));
    }

    private static boolean padded(Opcode op) {
        return op == Opcode.SAMPLE_POS || op.code() >= Opcode.GATHER4_FEEDBACK.code()
                && op.code() <= Opcode.SAMPLE_C_CLAMP_FEEDBACK.code();
    }

    private int word(int p, int end) {
        if (p >= end) {
            throw error(p, "operand runs past the instruction's end");
        }
        return words[p];
    }

    private static int signed4(int v) {
        return (v << 28) >> 28;
    }

    private static int declarationOperands(Opcode op) {
        return switch (op) {
            case DCL_RESOURCE, DCL_CONSTANT_BUFFER, DCL_SAMPLER, DCL_INDEX_RANGE, DCL_INPUT, DCL_INPUT_SGV,
                    DCL_INPUT_SIV, DCL_INPUT_PS, DCL_INPUT_PS_SGV, DCL_INPUT_PS_SIV, DCL_OUTPUT, DCL_OUTPUT_SGV,
                    DCL_OUTPUT_SIV, DCL_STREAM, DCL_UNORDERED_ACCESS_VIEW_TYPED, DCL_UNORDERED_ACCESS_VIEW_RAW,
                    DCL_UNORDERED_ACCESS_VIEW_STRUCTURED, DCL_THREAD_GROUP_SHARED_MEMORY_RAW,
                    DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED, DCL_RESOURCE_RAW, DCL_RESOURCE_STRUCTURED -> 1;
            default -> 0;
        };
    }

    /** The words after a declaration's operand; -1 where the declaration states its own count. */
    private int declarationWords(Opcode op, int at, int p, int end) {
        int space = sm51 ? 1 : 0;
        return switch (op) {
            case DCL_RESOURCE, DCL_UNORDERED_ACCESS_VIEW_TYPED -> 1 + space;
            case DCL_CONSTANT_BUFFER -> sm51 ? 2 : 0;
            case DCL_SAMPLER, DCL_UNORDERED_ACCESS_VIEW_RAW, DCL_RESOURCE_RAW -> space;
            case DCL_UNORDERED_ACCESS_VIEW_STRUCTURED, DCL_RESOURCE_STRUCTURED -> 1 + space;
            case DCL_INDEX_RANGE, DCL_INPUT_SGV, DCL_INPUT_SIV, DCL_INPUT_PS_SGV, DCL_INPUT_PS_SIV,
                    DCL_OUTPUT_SGV, DCL_OUTPUT_SIV, DCL_THREAD_GROUP_SHARED_MEMORY_RAW -> 1;
            case DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED -> 2;
            case DCL_MAX_OUTPUT_VERTEX_COUNT, DCL_TEMPS, DCL_FUNCTION_BODY, DCL_HS_MAX_TESSFACTOR,
                    DCL_HS_FORK_PHASE_INSTANCE_COUNT, DCL_HS_JOIN_PHASE_INSTANCE_COUNT, DCL_GS_INSTANCE_COUNT -> 1;
            case DCL_INDEXABLE_TEMP, DCL_THREAD_GROUP -> 3;
            case DCL_FUNCTION_TABLE -> {
                // table id, body count, then the bodies
                long n = p + 1 < end ? words[p + 1] & 0xffffffffL : -1;
                if (n < 0 || n > end - p - 2) {
                    throw error(p + 1, "dcl_function_table body count " + n + " does not fit the instruction");
                }
                yield 2 + (int) n;
            }
            case DCL_INTERFACE -> {
                // interface id, the expected table count, [15:0] table count [31:16] array length, then tables
                long n = p + 2 < end ? words[p + 2] & 0xffff : -1;
                if (n < 0 || n > end - p - 3) {
                    throw error(p + 2, "dcl_interface table count " + n + " does not fit the instruction");
                }
                yield 3 + (int) n;
            }
            default -> 0;
        };
    }

    /** Reads the operand at {@code p} (bounded by {@code end}). */
    Operand operand(int p, int end, int depth) {
        if (depth > MAX_NESTING) {
            throw error(p, "relative indices nested deeper than " + MAX_NESTING);
        }
        int start = p;
        int t = word(p++, end);
        int nc = t & 3;
        int components = switch (nc) {
            case 0 -> 0;
            case 1 -> 1;
            case 2 -> 4;
            default -> throw error(start, "operand with N components (" + nc + ") is not supported");
        };
        int selection = components == 4 ? Bits.field(t, 3, 2) : 0;
        if (selection == 3) {
            throw error(start, "component selection mode 3 does not exist");
        }
        int selector = components != 4 ? 0 : switch (selection) {
            case Operand.MASK -> Bits.field(t, 7, 4);
            case Operand.SWIZZLE -> Bits.field(t, 11, 4);
            default -> Bits.field(t, 5, 4);
        };
        int typeCode = Bits.field(t, 19, 12);
        OperandType type = OperandType.lookup(typeCode);
        if (type == null) {
            throw error(start, "operand type " + typeCode + " out of range (0.." + (OperandType.values().length - 1) + ")");
        }
        int dims = Bits.field(t, 21, 20);
        if (dims > 3) {
            throw error(start, "index dimension " + dims + " out of range");
        }
        int modifier = 0;
        int minPrecision = 0;
        boolean nonUniform = false;
        boolean ext = Bits.bit(t, 31);
        while (ext) {
            int e = word(p, end);
            int et = e & 0x3f;
            if (et == 1) {
                modifier = Bits.field(e, 13, 6);
                minPrecision = Bits.field(e, 16, 14);
                nonUniform = Bits.bit(e, 17);
                if (modifier > 3) {
                    throw error(p, "operand modifier " + modifier + " out of range");
                }
            } else if (et != 0) {
                throw error(p, "unknown extended operand token type " + et);
            }
            ext = Bits.bit(e, 31);
            p++;
        }
        int[] imm = EMPTY;
        if (type == OperandType.IMMEDIATE32 || type == OperandType.IMMEDIATE64) {
            // 32-bit: one word per component; 64-bit: four components are two doubles, one is one double
            int n = type == OperandType.IMMEDIATE64 ? (components == 4 ? 4 : 2) : (components == 4 ? 4 : 1);
            if (components == 0) {
                throw error(start, "immediate with no components");
            }
            if (n > end - p) {
                throw error(p, "immediate of " + n + " dwords runs past the instruction's end");
            }
            imm = new int[n];
            System.arraycopy(words, p, imm, 0, n);
            p += n;
        }
        List<OperandIndex> indices;
        if (dims == 0) {
            indices = List.of();
        } else {
            OperandIndex[] ix = new OperandIndex[dims];
            for (int d = 0; d < dims; d++) {
                int rc = Bits.field(t, 24 + 3 * d, 22 + 3 * d);
                IndexRepresentation rep = IndexRepresentation.lookup(rc);
                if (rep == null) {
                    throw error(start, "index representation " + rc + " of dimension " + d + " out of range");
                }
                long value = 0;
                if (rep.immediateDwords() == 1) {
                    value = word(p++, end) & 0xffffffffL;
                } else if (rep.immediateDwords() == 2) {
                    // 64-bit index: high dword first, as Microsoft's format stores it
                    long hi = word(p++, end) & 0xffffffffL;
                    long lo = word(p++, end) & 0xffffffffL;
                    value = hi << 32 | lo;
                }
                Operand rel = null;
                if (rep.hasRelative()) {
                    rel = operand(p, end, depth + 1);
                    p += rel.dwords();
                }
                ix[d] = new OperandIndex(rep, value, rel);
            }
            indices = view(ix);
        }
        return new Operand(type, typeCode, components, selection, selector, indices, imm, modifier, minPrecision,
                nonUniform, p - start);
    }

    private static final int[] EMPTY = new int[0];
}
