package dev.dxkit.sm4.decompile;

import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandType;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The element type of each indexable temporary ({@code x0[…]}), from what the program does with it: every
 * value stored and every read that an instruction takes as a type votes. Floats only: a {@code float}
 * array. Integers only (results of integer instructions, literals that are no normal float): {@code int},
 * or {@code uint} when an unsigned instruction takes part. Both: {@code uint} words, bit for bit. A literal
 * that is no normal float (a denormal, an infinity, a NaN payload) is an integer here: in a float array
 * fxc folds {@code asfloat(1u)} to a denormal and flushes it to 0, so such an array reads as words whenever
 * floats are stored in it or read from it too. Values of no telling type (moves from registers written by
 * such moves, samples, loads, constant buffers) do not vote; an array nothing votes for is a float array.
 */
final class ArrayTypes {
    private static final int FLOAT = 1;
    private static final int INT = 2;
    private static final int UINT = 4;
    /** An integer literal: int or uint alike. */
    private static final int WORD = 8;

    private ArrayTypes() {
    }

    /** The type letter ({@code 'f'}, {@code 'i'} or {@code 'u'}) of each indexable temporary the code uses. */
    static Map<Long, Character> of(List<Instruction> code) {
        Map<Long, Integer> votes = new HashMap<>();
        for (int j = 0; j < code.size(); j++) {
            Instruction in = code.get(j);
            Opcode op = in.opcode();
            if (op.kind() != Opcode.Kind.ALU) {
                continue;
            }
            List<Operand> o = in.operands();
            int d = op.dstCount();
            for (int k = 0; k < o.size() && k < op.operandCount(); k++) {
                Operand a = o.get(k);
                if (a.type() != OperandType.INDEXABLE_TEMP || a.indices().isEmpty()) {
                    continue;
                }
                int v = 0;
                if (k >= d) {
                    v = kind(op.operandFormat(k));
                } else {
                    int mask = a.components() == 4 ? a.mask() : 1;
                    for (int c = 0; c < 4; c++) {
                        if ((mask & 1 << c) != 0) {
                            v |= written(code, j, k, c, 0);
                        }
                    }
                }
                votes.merge(a.index(0), v, (x, y) -> x | y);
            }
        }
        Map<Long, Character> types = new HashMap<>();
        votes.forEach((n, v) -> types.put(n, type(v)));
        return types;
    }

    static char type(int v) {
        if ((v & FLOAT) != 0) {
            return (v & ~FLOAT) != 0 ? 'u' : 'f';
        }
        if ((v & UINT) != 0) {
            return 'u';
        }
        return (v & (INT | WORD)) != 0 ? 'i' : 'f';
    }

    private static int kind(char format) {
        return switch (format) {
            case 'f' -> FLOAT;
            case 'i' -> INT;
            case 'u' -> UINT;
            default -> 0;
        };
    }

    /** What destination {@code k} of instruction {@code j} writes to its lane {@code c}. */
    private static int written(List<Instruction> code, int j, int k, int c, int depth) {
        Instruction in = code.get(j);
        Opcode op = in.opcode();
        int v = kind(op.operandFormat(k));
        if (v != 0 || op.dstCount() != 1) {
            return v;
        }
        List<Operand> o = in.operands();
        return switch (op) {
            case MOV -> o.size() > 1 ? source(code, j, o.get(1), c, depth) : 0;
            case MOVC -> o.size() > 3 ? source(code, j, o.get(2), c, depth) | source(code, j, o.get(3), c, depth) : 0;
            default -> 0;
        };
    }

    /** What a move's source {@code s} gives for destination lane {@code lane}, read at instruction {@code j}. */
    private static int source(List<Instruction> code, int j, Operand s, int lane, int depth) {
        int c = Operands.component(s, lane);
        if (s.isImmediate()) {
            if (s.modifier() != 0) {
                return FLOAT;                               // a negated or absolute immediate is a float
            }
            int[] w = s.immediates();
            if (w.length == 0) {
                return 0;
            }
            int bits = w[Math.min(c, w.length - 1)];
            return bits == 0 ? 0 : Literals.normalFloat(bits) ? FLOAT : WORD;
        }
        if (s.modifier() != 0) {
            return FLOAT;
        }
        if (s.type() != OperandType.TEMP || s.indices().isEmpty() || depth >= 4) {
            return 0;
        }
        // the nearest instruction before that writes the lane (straight-line reading; a vote, not a proof)
        for (int x = j - 1; x >= 0; x--) {
            Instruction w = code.get(x);
            if (w.opcode().kind() != Opcode.Kind.ALU) {
                continue;
            }
            List<Operand> o = w.operands();
            for (int k = 0; k < w.opcode().dstCount() && k < o.size(); k++) {
                Operand t = o.get(k);
                if (t.type() == OperandType.TEMP && !t.indices().isEmpty() && t.index(0) == s.index(0)
                        && (t.mask() & 1 << c) != 0) {
                    return written(code, x, k, c, depth + 1);
                }
            }
        }
        return 0;
    }
}
