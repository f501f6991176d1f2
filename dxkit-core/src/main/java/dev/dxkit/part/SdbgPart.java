package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The old debug information part (SDBG) that d3dcompiler_43 and earlier wrote under /Zi, before SPDB: the
 * {@code D3D10_SHADER_DEBUG_INFO} structure of the public {@code d3d10_1shader.h} header, stored as the part's
 * body. The dxkit format document does not describe it; the layout below is the header's, with every offset
 * and record size checked against the two SDBG containers of the corpus (a hull and a pixel program).
 *
 * <pre>
 * 0x00 header size (0x54; every table offset counts from here)
 * 0x04 creator, 0x08 entry point, 0x0c target: offsets of C strings in the string store
 * 0x10 compile flags
 * 0x14 file count          0x18 file table           (16-byte {@link File} records)
 * 0x1c instruction count   0x20 instruction table    (396-byte {@link Instruction} records)
 * 0x24 variable count      0x28 variable table       (24-byte {@link Variable} records: one per scalar)
 * 0x2c input count         0x30 input table          (24-byte {@link Input} records)
 * 0x34 token count         0x38 token table          (20-byte {@link Token} records)
 * 0x3c scope count         0x40 scope table          (20-byte {@link Scope} records)
 * 0x44 scope variable count 0x48 scope variable table (44-byte {@link ScopeVariable} records)
 * 0x4c offset of the u32 store (lists of indices; byte offsets into it count from its start, and D3DDisassemble
 *      reads the word an unaligned one falls in)
 * 0x50 offset of the string store (names, file names and file sources; offsets count from its start)
 * </pre>
 *
 * An index of {@code 0xffffffff} means none and reads as -1. The part is kept as read: {@link #encode()}
 * gives back its bytes.
 *
 * @param headerSize the first word, the size of the header (0x54)
 * @param original   the part's bytes
 */
public record SdbgPart(int headerSize, String creator, String entryPoint, String target, long compileFlags,
                       List<File> files, List<Instruction> instructions, List<Variable> variables,
                       List<Input> inputs, List<Token> tokens, List<Scope> scopes,
                       List<ScopeVariable> scopeVariables, Bytes original) implements Part {
    /** Size of the header the tables follow. */
    public static final int HEADER_SIZE = 0x54;
    static final int FILE_SIZE = 16;
    static final int INSTRUCTION_SIZE = 396;
    static final int OUTPUT_SIZE = 180;
    static final int OUTPUT_VARIABLE_SIZE = 36;
    static final int VARIABLE_SIZE = 24;
    static final int INPUT_SIZE = 24;
    static final int TOKEN_SIZE = 20;
    static final int SCOPE_SIZE = 20;
    static final int SCOPE_VARIABLE_SIZE = 44;

    /**
     * A source file, 16 bytes: name offset and length, source offset and length (string store). The name is
     * read as UTF-8, as D3DDisassemble converts it (a byte that is not UTF-8 becomes U+FFFD).
     */
    public record File(String name, int sourceOffset, int sourceLength) {
    }

    /**
     * The text of source file {@code f} as the compiler read it: {@code sourceLength} bytes at {@code
     * sourceOffset} in the string store (word 0x50, counted from the end of the header).
     */
    public Bytes source(File f) {
        dev.dxkit.io.ByteReader r = original.reader("SDBG");
        long base = r.u32At(0x00) + r.u32At(0x50) + (f.sourceOffset() & 0xFFFF_FFFFL);
        if (f.sourceLength() < 0 || base > original.size() - (long) f.sourceLength()) {
            throw r.error(0x50, "source " + f.name() + ": " + (f.sourceLength() & 0xFFFF_FFFFL) + " bytes at "
                    + base + " run past the part's " + original.size());
        }
        return original.slice((int) base, f.sourceLength());
    }

    /**
     * A source token, 20 bytes: file index (-1 none), line, column, name length, name offset (string store).
     * The instructions' tokens have an empty name and give the line of the code. Names are bytes (read as
     * ISO-8859-1): D3DDisassemble prints them as they are, unlike file names.
     */
    public record Token(int file, int line, int column, String name) {
    }

    /**
     * One scalar of a source variable, 24 bytes: token, {@code D3D_SHADER_VARIABLE_TYPE}, register and
     * component (-1 when not fixed), the scope variable it belongs to and its scalar offset within it.
     */
    public record Variable(int token, int type, int register, int component, int scopeVariable,
                           int scopeVariableOffset) {
    }

    /**
     * Where a variable's scalar starts, 24 bytes: variable, {@code D3D10_SHADER_DEBUG_REGTYPE}, bank,
     * register, component, initial value (bits).
     */
    public record Input(int variable, int registerSet, int bank, int register, int component, int initialValue) {
    }

    /**
     * A scope, 20 bytes: {@code D3D10_SHADER_DEBUG_SCOPETYPE} (0 global, 1 block, 2 for loop, 3 struct, 4
     * function parameters…), name offset and length, variable count and the offset of its list of scope
     * variable indices (u32 store).
     */
    public record Scope(int type, String name, List<Integer> variables) {
        public Scope {
            variables = List.copyOf(variables);
        }
    }

    /**
     * A source variable or function, 44 bytes: token, kind (0 variable, 1 function), {@code
     * D3D_SHADER_VARIABLE_CLASS}, rows, columns, struct member scope (-1 none), array dimension count and the
     * offsets of its element counts and strides (u32 store), scalar count, first {@link Variable} (-1 none).
     *
     * @param arrayStridesOffset the strides' u32-store offset as stored, kept because D3DDisassemble reads the
     *                           word there even for a variable with no array dimension ({@link #storeWord})
     */
    public record ScopeVariable(int token, int kind, int variableClass, int rows, int columns,
                                int structMemberScope, List<Integer> arrayElements, List<Integer> arrayStrides,
                                int arrayStridesOffset, int scalarCount, int firstVariable) {
        public ScopeVariable {
            arrayElements = List.copyOf(arrayElements);
            arrayStrides = List.copyOf(arrayStrides);
        }
    }

    /**
     * What the compiler knew of one component an instruction writes, 36 bytes: the {@link Variable} it holds
     * (-1 none), the value's range as unsigned, signed and float ({@code uValueMin, uValueMax, iValueMin,
     * iValueMax, fValueMin, fValueMax}) and whether it may be NaN or infinite.
     */
    public record OutputVariable(int variable, int uMin, int uMax, int iMin, int iMax, float fMin, float fMax,
                                 boolean nanPossible, boolean infPossible) {
    }

    /**
     * One register an instruction writes, 180 bytes: {@code D3D10_SHADER_DEBUG_REGTYPE}, register, temp array
     * register, the four components' indices (-1 not written), four {@link OutputVariable}s, and the temp
     * register and component that index the register (-1 when not indexed).
     */
    public record Output(int registerSet, int register, int tempArrayRegister, List<Integer> components,
                         List<OutputVariable> variables, int indexRegister, int indexComponent) {
        public Output {
            components = List.copyOf(components);
            variables = List.copyOf(variables);
        }
    }

    /**
     * One instruction of the program, 396 bytes: its number, opcode, output count (0 to 2) and two output
     * slots, token (its source line), call nesting level, the scopes in effect and the variables it reads
     * (lists in the u32 store).
     *
     * @param outputCount the count as stored (unsigned; more than 2 is kept, for the listing to report)
     * @param outputs     the slots the count uses, at most the two there are
     */
    public record Instruction(int id, int opcode, int outputCount, List<Output> outputs, int token,
                              int nestingLevel, List<Integer> scopes, List<Integer> accessedVariables) {
        public Instruction {
            outputs = List.copyOf(outputs);
            scopes = List.copyOf(scopes);
            accessedVariables = List.copyOf(accessedVariables);
        }
    }

    public SdbgPart {
        files = List.copyOf(files);
        instructions = List.copyOf(instructions);
        variables = List.copyOf(variables);
        inputs = List.copyOf(inputs);
        tokens = List.copyOf(tokens);
        scopes = List.copyOf(scopes);
        scopeVariables = List.copyOf(scopeVariables);
    }

    @Override
    public String fourCC() {
        return "SDBG";
    }

    @Override
    public Bytes encode() {
        return original;
    }

    /**
     * The u32 at byte {@code offset} of the u32 store.
     *
     * @throws dev.dxkit.io.DxFormatException when it lies outside the part
     */
    public int storeWord(int offset) {
        ByteReader r = original.reader("SDBG");
        // D3DDisassemble indexes the store by words: an unaligned offset reads the word it falls in
        long at = (long) headerSize + r.u32At(0x4c) + (Integer.toUnsignedLong(offset) & ~3L);
        if (at > r.size() - 4L) {
            throw r.error(0x4c, "u32 at store offset " + Integer.toUnsignedString(offset) + " inside the part of "
                    + r.size() + " bytes");
        }
        return r.i32At((int) at);
    }

    /** Decodes an SDBG part; fails with the offset of the first word that does not fit. */
    public static SdbgPart read(Bytes data) {
        return new Reader(data, false).read();
    }

    /**
     * Decodes an SDBG part for a listing: as {@link #read}, except that what D3DDisassemble never reads is left
     * out, as it cannot affect the listing: the u32 lists of scopes, array dimensions and accessed variables are
     * not read (empty), and the creator, entry point and target strings and the scope names are empty where they
     * do not fit in the part.
     */
    public static SdbgPart readForListing(Bytes data) {
        return new Reader(data, true).read();
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", fourCC());
        m.put("size", original.size());
        m.put("creator", creator);
        m.put("entryPoint", entryPoint);
        m.put("target", target);
        m.put("compileFlags", compileFlags);
        List<Object> fs = new ArrayList<>();
        for (File f : files) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", f.name());
            e.put("sourceLength", f.sourceLength());
            fs.add(e);
        }
        m.put("files", fs);
        m.put("instructions", instructions.size());
        m.put("variables", variables.size());
        m.put("inputs", inputs.size());
        m.put("tokens", tokens.size());
        m.put("scopes", scopes.size());
        m.put("scopeVariables", scopeVariables.size());
        return m;
    }

    /** The decoder: one pass over the tables, each count checked against the bytes left before any list grows. */
    private static final class Reader {
        private final Bytes data;
        private final ByteReader r;
        private int base;
        private int uints;
        private int strings;

        /** Whether what no listing reads is left empty where it does not fit, rather than refused. */
        private final boolean lenient;

        Reader(Bytes data, boolean lenient) {
            this.data = data;
            this.lenient = lenient;
            this.r = data.reader("SDBG");
        }

        SdbgPart read() {
            r.require(0, HEADER_SIZE, "the SDBG header");
            // the first word is the header's size; the tables and stores are placed from its end
            base = r.countAt(0x00, r.size(), "header size");
            if (base < HEADER_SIZE) {
                throw r.error(0, "header size at least 0x54, found 0x" + Integer.toHexString(base));
            }
            uints = store(0x4c, "u32 store");
            strings = store(0x50, "string store");
            String creator = unread(() -> cString(0x04), "");
            String entry = unread(() -> cString(0x08), "");
            String target = unread(() -> cString(0x0c), "");
            long flags = r.u32At(0x10);

            int n = count(0x14, FILE_SIZE, "file count");
            int at = table(0x18, n, FILE_SIZE);
            List<File> files = new ArrayList<>(n);
            for (int i = 0; i < n; i++, at += FILE_SIZE) {
                files.add(new File(string(at, at + 4, StandardCharsets.UTF_8), r.i32At(at + 8), r.i32At(at + 12)));
            }

            n = count(0x1c, INSTRUCTION_SIZE, "instruction count");
            at = table(0x20, n, INSTRUCTION_SIZE);
            List<Instruction> instructions = new ArrayList<>(n);
            for (int i = 0; i < n; i++, at += INSTRUCTION_SIZE) {
                instructions.add(instruction(at));
            }

            n = count(0x24, VARIABLE_SIZE, "variable count");
            at = table(0x28, n, VARIABLE_SIZE);
            List<Variable> variables = new ArrayList<>(n);
            for (int i = 0; i < n; i++, at += VARIABLE_SIZE) {
                variables.add(new Variable(r.i32At(at), r.i32At(at + 4), r.i32At(at + 8), r.i32At(at + 12),
                        r.i32At(at + 16), r.i32At(at + 20)));
            }

            n = count(0x2c, INPUT_SIZE, "input count");
            at = table(0x30, n, INPUT_SIZE);
            List<Input> inputs = new ArrayList<>(n);
            for (int i = 0; i < n; i++, at += INPUT_SIZE) {
                inputs.add(new Input(r.i32At(at), r.i32At(at + 4), r.i32At(at + 8), r.i32At(at + 12),
                        r.i32At(at + 16), r.i32At(at + 20)));
            }

            n = count(0x34, TOKEN_SIZE, "token count");
            at = table(0x38, n, TOKEN_SIZE);
            List<Token> tokens = new ArrayList<>(n);
            for (int i = 0; i < n; i++, at += TOKEN_SIZE) {
                // the name's length comes before its offset here, unlike in the other records
                tokens.add(new Token(r.i32At(at), r.i32At(at + 4), r.i32At(at + 8), string(at + 16, at + 12, StandardCharsets.ISO_8859_1)));
            }

            n = count(0x3c, SCOPE_SIZE, "scope count");
            at = table(0x40, n, SCOPE_SIZE);
            List<Scope> scopes = new ArrayList<>(n);
            for (int i = 0; i < n; i++, at += SCOPE_SIZE) {
                int s = at;
                scopes.add(new Scope(r.i32At(at), unread(() -> string(s + 4, s + 8, StandardCharsets.ISO_8859_1), ""),
                        unreadIndices(at + 12, at + 16)));
            }

            n = count(0x44, SCOPE_VARIABLE_SIZE, "scope variable count");
            at = table(0x48, n, SCOPE_VARIABLE_SIZE);
            List<ScopeVariable> scopeVariables = new ArrayList<>(n);
            for (int i = 0; i < n; i++, at += SCOPE_VARIABLE_SIZE) {
                scopeVariables.add(new ScopeVariable(r.i32At(at), r.i32At(at + 4), r.i32At(at + 8),
                        r.i32At(at + 12), r.i32At(at + 16), r.i32At(at + 20), unreadIndices(at + 24, at + 28),
                        unreadIndices(at + 24, at + 32), r.i32At(at + 32), r.i32At(at + 36), r.i32At(at + 40)));
            }
            return new SdbgPart(base, creator, entry, target, flags, files, instructions, variables, inputs,
                    tokens, scopes, scopeVariables, data);
        }

        private Instruction instruction(int at) {
            int count = r.i32At(at + 8);
            // a record has two output slots whatever its count says
            int outputs = Integer.compareUnsigned(count, 2) > 0 ? 2 : count;
            List<Output> out = switch (outputs) {
                case 0 -> List.of();
                case 1 -> List.of(output(at + 12));
                default -> List.of(output(at + 12), output(at + 12 + OUTPUT_SIZE));
            };
            // after the two output slots: token, nesting level, scopes (count, offset), accessed variables
            int tail = at + 12 + 2 * OUTPUT_SIZE;
            return new Instruction(r.i32At(at), r.i32At(at + 4), count, out, r.i32At(tail), r.i32At(tail + 4),
                    unreadIndices(tail + 8, tail + 12), unreadIndices(tail + 16, tail + 20));
        }

        private Output output(int at) {
            // the four components' indices, then the four variables, then the index register and component
            int v = at + 28;
            int tail = v + 4 * OUTPUT_VARIABLE_SIZE;
            return new Output(r.i32At(at), r.i32At(at + 4), r.i32At(at + 8),
                    List.of(r.i32At(at + 12), r.i32At(at + 16), r.i32At(at + 20), r.i32At(at + 24)),
                    List.of(outputVariable(v), outputVariable(v + OUTPUT_VARIABLE_SIZE),
                            outputVariable(v + 2 * OUTPUT_VARIABLE_SIZE), outputVariable(v + 3 * OUTPUT_VARIABLE_SIZE)),
                    r.i32At(tail), r.i32At(tail + 4));
        }

        private OutputVariable outputVariable(int v) {
            return new OutputVariable(r.i32At(v), r.i32At(v + 4), r.i32At(v + 8), r.i32At(v + 12), r.i32At(v + 16),
                    r.f32At(v + 20), r.f32At(v + 24), r.i32At(v + 28) != 0, r.i32At(v + 32) != 0);
        }

        /** A table's record count, no more than the records the part could hold. */
        private int count(int at, int recordSize, String what) {
            return r.countAt(at, (r.size() - base) / recordSize, what);
        }

        /** The part offset of a table of {@code count} records at the header word {@code at}, checked to fit. */
        private int table(int at, int count, int recordSize) {
            long off = base + r.u32At(at);
            if (count == 0) {
                // an empty table's offset is never read
                return 0;
            }
            if (off > r.size() || (long) count * recordSize > r.size() - off) {
                throw r.error(at, count + " records of " + recordSize + " bytes at 0x" + Long.toHexString(off)
                        + " overrun the part of " + r.size() + " bytes");
            }
            return (int) off;
        }

        private int store(int at, String what) {
            long off = base + r.u32At(at);
            if (off > r.size()) {
                throw r.error(at, what + " at most " + r.size() + " bytes in, found " + off);
            }
            return (int) off;
        }

        /** The C string whose string-store offset is the word at {@code at}. */
        private String cString(int at) {
            long off = strings + r.u32At(at);
            if (off >= r.size()) {
                throw r.error(at, "string offset inside the part of " + r.size() + " bytes, found " + off);
            }
            return r.cStringAt((int) off);
        }

        /** The counted string whose string-store offset is the word at {@code offsetAt} and length at {@code lengthAt}. */
        private String string(int offsetAt, int lengthAt, java.nio.charset.Charset charset) {
            long off = strings + r.u32At(offsetAt);
            long len = r.u32At(lengthAt);
            if (len == 0) {
                // an empty name's offset is never read (an instruction's token has offset 0)
                return "";
            }
            if (off > r.size() || len > r.size() - off) {
                throw r.error(offsetAt, len + " string bytes at " + off + " inside the part of " + r.size()
                        + " bytes");
            }
            return new String(data.array(), data.arrayOffset() + (int) off, (int) len, charset);
        }

        /** The list of u32s whose count is the word at {@code countAt} and u32-store offset the word at {@code offsetAt}. */
        /** A value no listing reads: refused when it does not fit, or in the lenient form left as {@code empty}. */
        private <T> T unread(java.util.function.Supplier<T> read, T empty) {
            try {
                return read.get();
            } catch (dev.dxkit.io.DxFormatException e) {
                if (lenient) {
                    return empty;
                }
                throw e;
            }
        }

        /** A u32 list no listing reads: in the lenient form not read at all. */
        private List<Integer> unreadIndices(int countAt, int offsetAt) {
            return lenient ? List.of() : indices(countAt, offsetAt);
        }

        private List<Integer> indices(int countAt, int offsetAt) {
            long n = r.u32At(countAt);
            // the store is indexed by words: an unaligned offset means the word it falls in
            long off = uints + (r.u32At(offsetAt) & ~3L);
            if (n == 0) {
                return List.of();
            }
            if (off > r.size() || n > (r.size() - off) / 4) {
                throw r.error(countAt, n + " u32s at " + off + " inside the part of " + r.size() + " bytes");
            }
            List<Integer> out = new ArrayList<>((int) n);
            for (int i = 0; i < n; i++) {
                out.add(r.i32At((int) off + 4 * i));
            }
            return out;
        }
    }
}
