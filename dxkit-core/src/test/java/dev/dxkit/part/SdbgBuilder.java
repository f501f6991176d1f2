package dev.dxkit.part;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds SDBG parts for tests (the corpus has two; CI has none): the header, then the file, instruction,
 * variable, input, token, scope and scope variable tables, the u32 store and the string store, in that order,
 * each at the offset the header names. Indices returned by the adders are the records' positions.
 */
public final class SdbgBuilder {
    /** One output component's variable and value facts. */
    public record Value(int variable, int uMin, int uMax, int iMin, int iMax, float fMin, float fMax, boolean nan,
                        boolean inf) {
        /** No variable. */
        public static final Value NONE = new Value(-1, 0, 0, 0, 0, 0, 0, false, false);

        /** A float of unknown value: the whole range, neither NaN nor infinite. */
        public static Value anyFloat(int variable) {
            return new Value(variable, 0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, -Float.MAX_VALUE, Float.MAX_VALUE,
                    false, false);
        }

        /** The float constant {@code f}. */
        public static Value constant(int variable, float f) {
            int bits = Float.floatToRawIntBits(f);
            return new Value(variable, bits, bits, bits, bits, f, f, false, false);
        }
    }

    /** One output register: set, register, index register and component (-1 none), four values. */
    public record Output(int set, int register, int indexRegister, int indexComponent, List<Value> values) {
    }

    private record Instr(int id, int opcode, int outputCount, List<Output> outputs, int token) {
    }

    private final ByteArrayOutputStream strings = new ByteArrayOutputStream();
    private final List<int[]> files = new ArrayList<>();
    private final List<int[]> tokens = new ArrayList<>();
    private final List<int[]> variables = new ArrayList<>();
    private final List<int[]> scopeVariables = new ArrayList<>();
    private final List<Instr> instructions = new ArrayList<>();
    private final List<Integer> extras = new ArrayList<>();
    private final int creator;

    public SdbgBuilder() {
        creator = string("Microsoft (R) HLSL Shader Compiler 9.29.952.3111\0");
        string("main\0");
        string("vs_5_0\0");
    }

    private int string(String s) {
        int at = strings.size();
        strings.writeBytes(s.getBytes(StandardCharsets.ISO_8859_1));
        return at;
    }

    public int file(String name) {
        files.add(new int[]{string(name), name.length(), 0, 0});
        return files.size() - 1;
    }

    public int token(int file, int line, int column, String name) {
        tokens.add(new int[]{file, line, column, name.length(), name.isEmpty() ? 0 : string(name)});
        return tokens.size() - 1;
    }

    /** A scope variable (a float4 variable) named by {@code token}. */
    public int scopeVariable(int token) {
        scopeVariables.add(new int[]{token, 0, 1, 1, 4, -1, 0, 0, 0, 4, -1});
        return scopeVariables.size() - 1;
    }

    /**
     * A scope variable that is an array of {@code elements} whose elements are {@code stride} scalars apart: its
     * element count and stride are u32-store words after the scope's list.
     */
    public int arrayVariable(int token, int elements, int stride) {
        extras.add(elements);
        extras.add(stride);
        // the offsets are relative to the extra words here; build() moves them after the scope's list
        scopeVariables.add(new int[]{token, 0, 1, 1, 1, -1, 1, 4 * (extras.size() - 2), 4 * (extras.size() - 1),
                elements * stride, -1, 1});
        return scopeVariables.size() - 1;
    }

    /** A scalar of type {@code type} (3 float, 2 int, 19 uint, 1 bool) at {@code offset} in {@code scopeVariable}. */
    public int variable(int token, int type, int scopeVariable, int offset) {
        variables.add(new int[]{token, type, -1, -1, scopeVariable, offset});
        return variables.size() - 1;
    }

    public SdbgBuilder instruction(int id, int opcode, int token, Output... outputs) {
        instructions.add(new Instr(id, opcode, outputs.length, List.of(outputs), token));
        return this;
    }

    /** An instruction whose stored output count is {@code count} (its slots empty). */
    public SdbgBuilder instructionWithOutputCount(int id, int token, int count) {
        instructions.add(new Instr(id, 54, count, List.of(), token));
        return this;
    }

    public byte[] build() {
        Words w = new Words();
        // the header, filled in below
        for (int i = 0; i < 21; i++) {
            w.add(0);
        }
        int filesAt = w.size() - 0x54;
        for (int[] f : files) {
            w.add(f);
        }
        int instrAt = w.size() - 0x54;
        for (Instr in : instructions) {
            w.add(in.id()).add(in.opcode()).add(in.outputCount());
            for (int k = 0; k < 2; k++) {
                Output o = k < in.outputs().size() ? in.outputs().get(k) : null;
                w.add(o == null ? 10 : o.set()).add(o == null ? 0 : o.register()).add(-1);
                for (int c = 0; c < 4; c++) {
                    w.add(o != null && o.values().get(c).variable() != -1 ? c : -1);
                }
                for (int c = 0; c < 4; c++) {
                    Value v = o == null ? Value.NONE : o.values().get(c);
                    w.add(v.variable()).add(v.uMin()).add(v.uMax()).add(v.iMin()).add(v.iMax())
                            .add(Float.floatToRawIntBits(v.fMin())).add(Float.floatToRawIntBits(v.fMax()))
                            .add(v.nan() ? 1 : 0).add(v.inf() ? 1 : 0);
                }
                w.add(o == null ? -1 : o.indexRegister()).add(o == null ? -1 : o.indexComponent());
            }
            // token, nesting level, one scope (u32 store offset 0), no accessed variables
            w.add(in.token()).add(0).add(1).add(0).add(0).add(0);
        }
        int varAt = w.size() - 0x54;
        for (int[] v : variables) {
            w.add(v);
        }
        int inputAt = w.size() - 0x54;
        int tokenAt = inputAt;
        for (int[] t : tokens) {
            w.add(t);
        }
        int scopeAt = w.size() - 0x54;
        // one global scope holding every scope variable (u32 store offset 4)
        int globals = string("Globals");
        w.add(0).add(globals).add(7).add(scopeVariables.size()).add(4);
        int svAt = w.size() - 0x54;
        int extrasAt = 4 + 4 * scopeVariables.size();
        for (int[] s : scopeVariables) {
            if (s.length > 11) {
                // an array variable: its list offsets move past the scope's list
                w.add(Arrays.copyOf(new int[]{s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7] + extrasAt,
                        s[8] + extrasAt, s[9], s[10]}, 11));
            } else {
                w.add(s);
            }
        }
        int uintAt = w.size() - 0x54;
        w.add(0);
        for (int i = 0; i < scopeVariables.size(); i++) {
            w.add(i);
        }
        for (int e : extras) {
            w.add(e);
        }
        int stringAt = w.size() - 0x54;
        byte[] s = strings.toByteArray();
        byte[] out = new byte[w.size() + s.length];
        w.copyTo(out);
        System.arraycopy(s, 0, out, w.size(), s.length);
        int[] header = {0x54, creator, creator + 49, creator + 54, 0x101, files.size(), filesAt, instructions.size(),
                instrAt, variables.size(), varAt, 0, inputAt, tokens.size(), tokenAt, 1, scopeAt,
                scopeVariables.size(), svAt, uintAt, stringAt};
        for (int i = 0; i < header.length; i++) {
            put(out, 4 * i, header[i]);
        }
        return out;
    }

    static void put(byte[] b, int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >> 8);
        b[at + 2] = (byte) (v >> 16);
        b[at + 3] = (byte) (v >> 24);
    }

    private static final class Words {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Words add(int v) {
            out.write(v);
            out.write(v >> 8);
            out.write(v >> 16);
            out.write(v >> 24);
            return this;
        }

        Words add(int[] vs) {
            for (int v : vs) {
                add(v);
            }
            return this;
        }

        int size() {
            return out.size();
        }

        void copyTo(byte[] b) {
            System.arraycopy(out.toByteArray(), 0, b, 0, out.size());
        }
    }
}
