package dev.dxkit.sm4;

import dev.dxkit.io.Bits;
import dev.dxkit.io.DxFormatException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The strict decoder of one instruction: reads the opcode token, its extended tokens, its operands and the
 * declaration words that follow, and checks that they fill the instruction's length exactly. Every error is
 * a {@link DxFormatException} naming the part and the dword.
 */
final class TokenStreamDecoder {
    private final byte[] bytes;
    private final int base;
    private final String where;
    private final boolean sm51;

    TokenStreamDecoder(byte[] bytes, int base, String where, boolean sm51) {
        this.bytes = bytes;
        this.base = base;
        this.where = where;
        this.sm51 = sm51;
    }

    /** Dword {@code i} of the program. */
    int word(int i) {
        return Sm4Program.word(bytes, base, i);
    }

    DxFormatException error(int dword, String detail) {
        return new DxFormatException(where, 4L * dword, "dword " + dword + ": " + detail);
    }

    private static final int CUSTOMDATA = Opcode.CUSTOMDATA.code();

    /**
     * The length in dwords of the instruction at {@code at} whose opcode token is {@code token} (customdata
     * included), checked against the end.
     */
    int lengthAt(int token, int at, int end) {
        // bits [30:24]; customdata keeps its length in the next dword
        int len = token >>> 24 & 0x7f;
        if (len == 0 || len > end - at || (token & 0x7ff) == CUSTOMDATA) {
            return lengthOfCustomdataOrError(at, end);
        }
        return len;
    }

    /** {@link #lengthAt} for customdata, and the errors (kept apart so that the common path stays small). */
    private int lengthOfCustomdataOrError(int at, int end) {
        int token = word(at);
        int code = token & 0x7ff;
        if (code == CUSTOMDATA) {
            if (at + 1 >= end) {
                throw error(at, "customdata needs a length dword, the program ends");
            }
            long l = word(at + 1) & 0xffffffffL;
            if (l < 2) {
                throw error(at + 1, "customdata length " + l + " is less than its 2 header dwords");
            }
            if (l > end - at) {
                throw error(at + 1, "customdata length " + l + " runs past the end (" + (end - at) + " dwords left)");
            }
            return (int) l;
        }
        int len = Bits.field(token, 30, 24);
        if (len == 0) {
            throw error(at, "instruction length 0 (opcode " + code + ")");
        }
        throw error(at, "instruction length " + len + " runs past the end (" + (end - at) + " dwords left)");
    }

    /** The record of the instruction {@code c} has just decoded in place ({@link TokenCursor#decodeOperands()}). */
    Instruction record(TokenCursor c) {
        int at = c.offset();
        int n = c.operandCount();
        Operand[] operands = new Operand[n];
        for (int i = 0; i < n; i++) {
            operands[i] = operand(c.operand(i));
        }
        int[] values = new int[c.valueCount()];
        for (int i = 0; i < values.length; i++) {
            values[i] = c.value(i);
        }
        int[] offsets = c.hasSampleOffsets()
                ? new int[] {c.sampleOffset(0), c.sampleOffset(1), c.sampleOffset(2)} : null;
        return new Instruction(at, c.token(), c.opcode(), c.length(), offsets, c.resourceDim(), c.resourceStride(),
                c.returnTypes(), view(operands), values);
    }

    /** The record of the operand {@code r} has just read. */
    private static Operand operand(OperandReader r) {
        int[] imm = EMPTY;
        if (r.immediateCount() > 0) {
            imm = new int[r.immediateCount()];
            for (int i = 0; i < imm.length; i++) {
                imm[i] = r.immediate(i);
            }
        }
        List<OperandIndex> indices;
        int dims = r.indexCount();
        if (dims == 0) {
            indices = List.of();
        } else {
            // the relative operands are read one level down, which leaves r's own fields as they are
            IndexRepresentation[] reps = new IndexRepresentation[dims];
            long[] values = new long[dims];
            boolean[] relative = new boolean[dims];
            for (int d = 0; d < dims; d++) {
                reps[d] = r.representation(d);
                values[d] = r.index(d);
                relative[d] = r.hasRelative(d);
            }
            OperandIndex[] ix = new OperandIndex[dims];
            for (int d = 0; d < dims; d++) {
                ix[d] = new OperandIndex(reps[d], values[d], relative[d] ? operand(r.relative(d)) : null);
            }
            indices = view(ix);
        }
        return new Operand(r.type(), r.token() >>> 12 & 0xff, r.components(), r.selection(), r.selector(), indices,
                imm, r.modifier(), r.minPrecision(), r.nonUniform(), r.end() - r.start());
    }

    /** The customdata class of a shader message (printf/errorf). */
    static final int SHADER_MESSAGE = 4;

    /** An unmodifiable list over an array nobody else holds (no copy). */
    private static <T> List<T> view(T[] a) {
        return a.length == 0 ? List.of() : Collections.unmodifiableList(Arrays.asList(a));
    }

    static int declarationOperands(Opcode op) {
        return switch (op) {
            case DCL_RESOURCE, DCL_CONSTANT_BUFFER, DCL_SAMPLER, DCL_INDEX_RANGE, DCL_INPUT, DCL_INPUT_SGV,
                    DCL_INPUT_SIV, DCL_INPUT_PS, DCL_INPUT_PS_SGV, DCL_INPUT_PS_SIV, DCL_OUTPUT, DCL_OUTPUT_SGV,
                    DCL_OUTPUT_SIV, DCL_STREAM, DCL_UNORDERED_ACCESS_VIEW_TYPED, DCL_UNORDERED_ACCESS_VIEW_RAW,
                    DCL_UNORDERED_ACCESS_VIEW_STRUCTURED, DCL_THREAD_GROUP_SHARED_MEMORY_RAW,
                    DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED, DCL_RESOURCE_RAW, DCL_RESOURCE_STRUCTURED -> 1;
            default -> 0;
        };
    }

    /** {@return whether the program is Shader Model 5.1 or later (register spaces after resource declarations)} */
    boolean sm51() {
        return sm51;
    }

    /**
     * The words after a declaration's operand that its opcode alone gives (in a Shader Model 5.1 program, when
     * {@code sm51}), or -1 for the declarations whose count is in the instruction (function tables, interfaces).
     */
    static int fixedDeclarationWords(Opcode op, boolean sm51) {
        return op == Opcode.DCL_FUNCTION_TABLE || op == Opcode.DCL_INTERFACE ? -1 : wordsByOpcode(op, sm51);
    }

    /**
     * The words after a declaration's operand, from dword {@code p}: those a function table or an interface
     * counts itself checked to fit by {@code end}, the others by {@link #fixedDeclarationWords}.
     */
    int declarationWords(Opcode op, int p, int end) {
        return switch (op) {
            case DCL_FUNCTION_TABLE -> {
                // table id, body count, then the bodies
                long n = p + 1 < end ? word(p + 1) & 0xffffffffL : -1;
                if (n < 0 || n > end - p - 2) {
                    throw error(p + 1, "dcl_function_table body count " + n + " does not fit the instruction");
                }
                yield 2 + (int) n;
            }
            case DCL_INTERFACE -> {
                // interface id, the expected table count, [15:0] table count [31:16] array length, then tables
                long n = p + 2 < end ? word(p + 2) & 0xffff : -1;
                if (n < 0 || n > end - p - 3) {
                    throw error(p + 2, "dcl_interface table count " + n + " does not fit the instruction");
                }
                yield 3 + (int) n;
            }
            default -> wordsByOpcode(op, sm51);
        };
    }

    private static int wordsByOpcode(Opcode op, boolean sm51) {
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
            default -> 0;
        };
    }

    private static final int[] EMPTY = new int[0];
}
