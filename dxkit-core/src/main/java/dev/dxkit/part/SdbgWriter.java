package dev.dxkit.part;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes an SDBG part (the {@code D3D10_SHADER_DEBUG_INFO} structure of d3dcompiler_43 and earlier; layout in
 * {@link SdbgPart} and {@code docs/sdbg.md}) from its records: the header, then the file, instruction, variable,
 * input (none), token, scope and scope variable tables, the u32 store and the string store, each at the offset
 * the header names. One global scope holds every scope variable. Sources are not written (each file's source is
 * empty): what a listing prints from the part is the file names, the tokens' lines and names, the scope
 * variables' strides and the instructions' output records.
 *
 * <p>The adders return the record's index; nothing is checked here beyond what the layout needs (an index may
 * point nowhere, as a damaged part's may: the readers then print Microsoft's internal error).
 */
public final class SdbgWriter {
    private final ByteArrayOutputStream strings = new ByteArrayOutputStream();
    private final List<int[]> files = new ArrayList<>();
    private final List<int[]> tokens = new ArrayList<>();
    private final List<int[]> variables = new ArrayList<>();
    private final List<int[]> scopeVariables = new ArrayList<>();
    private final List<SdbgPart.Instruction> instructions = new ArrayList<>();
    /** The u32 store: word 0 is 0 (the stride of a variable that is no array), then the global scope's list. */
    private final List<Integer> store = new ArrayList<>(List.of(0));
    private final int creator;
    private final int entryPoint;
    private final int target;
    private final int compileFlags;

    /**
     * @param creator      the compiler's name ("Microsoft (R) HLSL Shader Compiler …")
     * @param entryPoint   the entry point's name
     * @param target       the profile ({@code ps_5_0})
     * @param compileFlags the compile flags word
     */
    public SdbgWriter(String creator, String entryPoint, String target, int compileFlags) {
        this.creator = cString(creator);
        this.entryPoint = cString(entryPoint);
        this.target = cString(target);
        this.compileFlags = compileFlags;
    }

    private int cString(String s) {
        int at = strings.size();
        strings.writeBytes(s.getBytes(StandardCharsets.ISO_8859_1));
        strings.write(0);
        return at;
    }

    private int bytes(byte[] b) {
        int at = strings.size();
        strings.writeBytes(b);
        return at;
    }

    /** A source file named by {@code name}'s bytes (UTF-8, as the readers decode it), its source empty. */
    public int file(byte[] name) {
        files.add(new int[]{name.length == 0 ? 0 : bytes(name), name.length, 0, 0});
        return files.size() - 1;
    }

    /** A token: file index (-1 none), line, column and name bytes (printed as they are, up to a NUL). */
    public int token(int file, int line, int column, byte[] name) {
        tokens.add(new int[]{file, line, column, name.length, name.length == 0 ? 0 : bytes(name)});
        return tokens.size() - 1;
    }

    /**
     * A scope variable (kind 0, a scalar) named by {@code token}, of {@code scalars} scalars from variable
     * {@code firstVariable}, whose first array stride (in scalars) is {@code stride}: 0 when it is no array.
     */
    public int scopeVariable(int token, int stride, int scalars, int firstVariable) {
        int strideAt = 0;
        if (stride != 0) {
            strideAt = 4 * store.size();
            store.add(stride);
        }
        // token, kind, class, rows, columns, member scope, dimension count, element list, stride list, scalars,
        // first variable
        scopeVariables.add(new int[]{token, 0, 0, 1, 1, -1, 0, strideAt, strideAt, scalars, firstVariable});
        return scopeVariables.size() - 1;
    }

    /** One scalar: token, {@code D3D_SHADER_VARIABLE_TYPE}, its scope variable and its offset in it. */
    public int variable(int token, int type, int scopeVariable, int offset) {
        variables.add(new int[]{token, type, -1, -1, scopeVariable, offset});
        return variables.size() - 1;
    }

    /**
     * An instruction record. Its output count is written as given; its first {@code min(2, outputs)} outputs fill
     * the two slots, an unused slot being written as no register and no variable. Its scope and accessed-variable
     * lists are written empty.
     */
    public void instruction(SdbgPart.Instruction in) {
        instructions.add(in);
    }

    /** {@return the number of instruction records added} */
    public int instructionCount() {
        return instructions.size();
    }

    /** The part's bytes. */
    public Bytes write() {
        Words w = new Words();
        for (int i = 0; i < SdbgPart.HEADER_SIZE / 4; i++) {
            w.add(0);
        }
        int filesAt = w.rel();
        for (int[] f : files) {
            w.add(f);
        }
        int instructionsAt = w.rel();
        for (SdbgPart.Instruction in : instructions) {
            w.add(in.id()).add(in.opcode()).add(in.outputCount());
            for (int k = 0; k < 2; k++) {
                output(w, k < in.outputs().size() ? in.outputs().get(k) : null);
            }
            // token, nesting level, scopes (none), accessed variables (none)
            w.add(in.token()).add(in.nestingLevel()).add(0).add(0).add(0).add(0);
        }
        int variablesAt = w.rel();
        for (int[] v : variables) {
            w.add(v);
        }
        int inputsAt = w.rel();
        int tokensAt = w.rel();
        for (int[] t : tokens) {
            w.add(t);
        }
        int scopesAt = w.rel();
        // the global scope (type 0, no name) lists every scope variable, after the store's first word
        int globalsAt = 4 * store.size();
        w.add(0).add(0).add(0).add(scopeVariables.size()).add(globalsAt);
        int scopeVariablesAt = w.rel();
        for (int[] s : scopeVariables) {
            w.add(s);
        }
        int storeAt = w.rel();
        for (int s : store) {
            w.add(s);
        }
        for (int i = 0; i < scopeVariables.size(); i++) {
            w.add(i);
        }
        int stringsAt = w.rel();
        byte[] s = strings.toByteArray();
        byte[] out = new byte[w.size() + ((s.length + 3) & ~3)];
        System.arraycopy(w.array(), 0, out, 0, w.size());
        System.arraycopy(s, 0, out, w.size(), s.length);
        int[] header = {SdbgPart.HEADER_SIZE, creator, entryPoint, target, compileFlags, files.size(), filesAt,
                instructions.size(), instructionsAt, variables.size(), variablesAt, 0, inputsAt, tokens.size(),
                tokensAt, 1, scopesAt, scopeVariables.size(), scopeVariablesAt, storeAt, stringsAt};
        for (int i = 0; i < header.length; i++) {
            LittleEndian.putI32(out, 4 * i, header[i]);
        }
        return Bytes.wrap(out);
    }

    private static void output(Words w, SdbgPart.Output o) {
        if (o == null) {
            // no register: set, register, temp array register, components, variables, index register and component
            w.add(-1).add(-1).add(-1).add(-1).add(-1).add(-1).add(-1);
            for (int c = 0; c < 4; c++) {
                w.add(-1).add(0).add(0).add(0).add(0).add(0).add(0).add(0).add(0);
            }
            w.add(-1).add(-1);
            return;
        }
        w.add(o.registerSet()).add(o.register()).add(o.tempArrayRegister());
        for (int c = 0; c < 4; c++) {
            w.add(o.components().get(c));
        }
        for (int c = 0; c < 4; c++) {
            SdbgPart.OutputVariable v = o.variables().get(c);
            w.add(v.variable()).add(v.uMin()).add(v.uMax()).add(v.iMin()).add(v.iMax())
                    .add(Float.floatToRawIntBits(v.fMin())).add(Float.floatToRawIntBits(v.fMax()))
                    .add(v.nanPossible() ? 1 : 0).add(v.infPossible() ? 1 : 0);
        }
        w.add(o.indexRegister()).add(o.indexComponent());
    }

    /** A growing little-endian word array. */
    private static final class Words {
        private byte[] a = new byte[1024];
        private int n;

        Words add(int v) {
            if (n + 4 > a.length) {
                a = java.util.Arrays.copyOf(a, a.length * 2);
            }
            LittleEndian.putI32(a, n, v);
            n += 4;
            return this;
        }

        Words add(int[] vs) {
            for (int v : vs) {
                add(v);
            }
            return this;
        }

        int size() {
            return n;
        }

        /** The offset of the next word from the end of the header, as the header's table offsets count. */
        int rel() {
            return n - SdbgPart.HEADER_SIZE;
        }

        byte[] array() {
            return a;
        }
    }
}
