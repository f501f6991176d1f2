package dev.dxkit.sm4.asm;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.ByteViews;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.ProgramType;
import dev.dxkit.sm4.ProgramVersion;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;
import dev.dxkit.text.ListingNumbers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Parses and encodes the statements of one program, one line at a time, into its token stream, with fxc's
 * choices wherever the text leaves one open (they are the choices D3DDisassemble's text of fxc's programs shows,
 * checked over the corpus):
 *
 * <ul>
 * <li>a destination's and a declaration's components are a write mask; a source's four letters a swizzle, one
 *     letter a select-1, two or three a mask; an operand written without components has four components with
 *     the mask or swizzle {@code xyzw} where fxc writes that (Shader Model 5.1 resource declarations, the 5.0
 *     constant-buffer declaration), one component for the scalar registers ({@code vPrim}, {@code oDepth} ...
 *     in instructions; {@code vCoverage}, {@code oDepth} ... in declarations), none for the others;</li>
 * <li>an immediate of one value has one component, of four values four with selection bits 0;</li>
 * <li>an index is a 32-bit immediate (64-bit past 32 bits); {@code [r0.x + 0]} is relative alone, {@code [r0.x +
 *     3]} immediate plus relative;</li>
 * <li>an extended operand token only when a modifier, a precision or non-uniform is written; extended opcode
 *     tokens in the order sample offsets, resource dimension, return types;</li>
 * <li>samplepos of a texture and the sampling forms with feedback into a register end with fxc's padding dword
 *     (see {@link #instruction}).</li>
 * </ul>
 */
final class StatementAssembler {
    private static final int DST = 0;
    private static final int SRC = 1;
    private static final int DECL = 2;
    private static final int REL = 3;

    /** ALU and flow-control opcodes, and their mnemonics looked up where they stand in the text. */
    private static final Opcode[] INSTRUCTIONS;
    private static final NameTable INSTRUCTION_NAMES;
    /** Register classes, and their names (both spellings where there are two: {@code t}, {@code T}). */
    private static final OperandType[] REGISTERS;
    private static final NameTable REGISTER_NAMES;

    static {
        List<Opcode> ops = new ArrayList<>();
        for (Opcode op : Opcode.values()) {
            if (op.kind() == Opcode.Kind.ALU || op.kind() == Opcode.Kind.FLOW || op.kind() == Opcode.Kind.PHASE) {
                ops.add(op);
            }
        }
        INSTRUCTIONS = ops.toArray(new Opcode[0]);
        INSTRUCTION_NAMES = new NameTable(ops.stream().map(Opcode::mnemonic).toArray(String[]::new));
        List<String> names = new ArrayList<>();
        List<OperandType> types = new ArrayList<>();
        for (OperandType t : OperandType.values()) {
            if (t == OperandType.IMMEDIATE32 || t == OperandType.IMMEDIATE64) {
                continue;
            }
            for (String name : new String[] {t.registerName(false), t.registerName(true)}) {
                if (names.contains(name)) {
                    continue;
                }
                if (!name.chars().allMatch(c -> c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
                    // register() reads a name as the run of letters before its number, index or components
                    throw new IllegalStateException("a register name of other characters than letters: " + name);
                }
                names.add(name);
                types.add(t);
            }
        }
        REGISTERS = types.toArray(new OperandType[0]);
        REGISTER_NAMES = new NameTable(names.toArray(new String[0]));
    }

    /** The resource dimensions by their number in a declaration's token ([15:11]). */
    private static final String[] DIMENSIONS = {"unknown", "buffer", "texture1d", "texture2d", "texture2dms",
        "texture3d", "texturecube", "texture1darray", "texture2darray", "texture2dmsarray", "texturecubearray",
        "raw_buffer", "structured_buffer"};

    /**
     * The instructions {@link #quick} takes, by the whole word written for them (name and suffixes: {@code mul},
     * {@code mul_sat}, {@code if_nz}), with their opcode tokens' bits so far (opcode, saturate, test): arithmetic and
     * flow control without a suffix that takes an operand in brackets or parentheses ({@code _indexable},
     * {@code _aoffimmi}), without sync flags or return types, and without fxc's padding dword (samplepos, the sampling
     * forms with feedback), whose words are decided by {@link #instruction}; and the usual declarations: of input and
     * output registers (with their interpolation modes and system values), of the temporaries' count, the global
     * flags and the thread group, and of constant buffers and samplers before Shader Model 5.1.
     */
    private static final NameTable QUICK_NAMES;
    private static final Opcode[] QUICK_OPCODES;
    private static final int[] QUICK_TOKENS;
    /** The most words a statement {@link #quick} reads can take. */
    private static final int QUICK_WORDS;

    static {
        List<String> words = new ArrayList<>();
        List<Opcode> ops = new ArrayList<>();
        List<Integer> tokens = new ArrayList<>();
        for (Opcode op : INSTRUCTIONS) {
            boolean feedback = op.code() >= Opcode.SAMPLE_L_FEEDBACK.code()
                    && op.code() <= Opcode.SAMPLE_C_CLAMP_FEEDBACK.code();
            if (op.kind() == Opcode.Kind.PHASE && op.operandCount() != 0) {
                throw new IllegalStateException(op + " has operands");
            }
            if (op == Opcode.INTERFACE_CALL || op == Opcode.RESINFO
                    || op == Opcode.SAMPLE_INFO || op == Opcode.SAMPLE_POS || op == Opcode.SYNC || op == Opcode.CALLC
                    || feedback) {
                continue;
            }
            boolean conditional = op == Opcode.BREAKC || op == Opcode.CONTINUEC || op == Opcode.IF
                    || op == Opcode.RETC || op == Opcode.DISCARD;
            String[] suffixes = conditional ? new String[] {"_z", "_nz"}
                    : op.kind() == Opcode.Kind.ALU ? new String[] {"", "_sat"} : new String[] {""};
            for (String suffix : suffixes) {
                String word = op.mnemonic() + suffix;
                // a word that is itself another instruction's name is that instruction (instruction() reads the
                // longest name first): left to it
                if (!suffix.isEmpty() && INSTRUCTION_NAMES.find(word.toCharArray(), 0, word.length()) >= 0) {
                    continue;
                }
                words.add(word);
                ops.add(op);
                tokens.add(op.code() | (suffix.equals("_sat") ? 1 << 13 : 0) | (suffix.equals("_nz") ? 1 << 18 : 0));
            }
            String indexable = op.mnemonic() + "_indexable";
            if (op.kind() == Opcode.Kind.ALU && INSTRUCTION_NAMES.find(indexable.toCharArray(), 0, indexable.length()) < 0) {
                // sample_indexable(texture2d)(float,float,float,float): the resource's dimension and return types in
                // extended opcode tokens, marked by the token's extended bit (31)
                words.add(indexable);
                ops.add(op);
                tokens.add(op.code() | 1 << 31);
            }
        }
        // the usual declarations, as declaration() reads them: of one register (dcl_input v1.xy), after an
        // interpolation mode (dcl_input_ps linear v1.xy), before a system value (dcl_output_siv o0.xyzw, position), of
        // the temporaries' count, the global flags, a compute program's thread group; the bindings, of a constant
        // buffer (dcl_constantbuffer CB0[4], immediateIndexed), a sampler (dcl_sampler s0, mode_default), a resource
        // or typed view of any dimension but the multisampled ones (dcl_resource_texture2d (float,float,float,float)
        // t0, its dimension in the token) and a raw or structured one without flags (dcl_uav_structured u1, 16), and
        // in Shader Model 5.1 their ranges and spaces
        for (int d = 1; d < DIMENSIONS.length; d++) {
            if (d != 4 && d != 9) {
                words.add("dcl_resource_" + DIMENSIONS[d]);
                ops.add(Opcode.DCL_RESOURCE);
                tokens.add(Opcode.DCL_RESOURCE.code() | d << 11);
            }
            words.add("dcl_uav_typed_" + DIMENSIONS[d]);
            ops.add(Opcode.DCL_UNORDERED_ACCESS_VIEW_TYPED);
            tokens.add(Opcode.DCL_UNORDERED_ACCESS_VIEW_TYPED.code() | d << 11);
        }
        for (Opcode op : new Opcode[] {Opcode.DCL_RESOURCE_RAW, Opcode.DCL_RESOURCE_STRUCTURED,
            Opcode.DCL_UNORDERED_ACCESS_VIEW_RAW, Opcode.DCL_UNORDERED_ACCESS_VIEW_STRUCTURED}) {
            words.add(op.mnemonic());
            ops.add(op);
            tokens.add(op.code());
        }
        // the shape of a hull, domain or geometry program: a count (in the token, or in a word after it), or one of a
        // few words (in the token)
        for (Opcode op : new Opcode[] {Opcode.DCL_INPUT_CONTROL_POINT_COUNT, Opcode.DCL_OUTPUT_CONTROL_POINT_COUNT,
            Opcode.DCL_HS_FORK_PHASE_INSTANCE_COUNT, Opcode.DCL_HS_JOIN_PHASE_INSTANCE_COUNT,
            Opcode.DCL_MAX_OUTPUT_VERTEX_COUNT, Opcode.DCL_GS_INSTANCE_COUNT, Opcode.DCL_TESS_DOMAIN,
            Opcode.DCL_TESS_PARTITIONING, Opcode.DCL_TESS_OUTPUT_PRIMITIVE}) {
            words.add(op.mnemonic());
            ops.add(op);
            tokens.add(op.code());
        }
        for (Opcode op : new Opcode[] {Opcode.DCL_INPUT, Opcode.DCL_OUTPUT, Opcode.DCL_TEMPS, Opcode.DCL_INPUT_PS,
            Opcode.DCL_INPUT_SIV, Opcode.DCL_INPUT_SGV, Opcode.DCL_OUTPUT_SIV, Opcode.DCL_OUTPUT_SGV,
            Opcode.DCL_INPUT_PS_SIV, Opcode.DCL_INPUT_PS_SGV, Opcode.DCL_GLOBAL_FLAGS, Opcode.DCL_THREAD_GROUP,
            Opcode.DCL_CONSTANT_BUFFER, Opcode.DCL_SAMPLER}) {
            words.add(op.mnemonic());
            ops.add(op);
            tokens.add(op.code());
        }
        QUICK_NAMES = new NameTable(words.toArray(new String[0]));
        int most = 0;
        for (int k = 0; k < ops.size(); k++) {
            // an operand takes at most OPERAND_WORDS words (a declaration's words after its register fewer); the
            // extended tokens of _indexable two
            most = Math.max(most, (tokens.get(k) < 0 ? 3 : 1)
                    + StatementAssembler.OPERAND_WORDS * Math.max(1, ops.get(k).operandCount()));
        }
        if (most > 127) {
            throw new IllegalStateException("an instruction of " + most + " words");
        }
        QUICK_WORDS = most;
        QUICK_OPCODES = ops.toArray(new Opcode[0]);
        QUICK_TOKENS = tokens.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The register classes whose name is one letter, by that letter, and two letters, by {@link #pair}. */
    private static final OperandType[] BY_LETTER = new OperandType[128];
    private static final OperandType[] BY_PAIR = new OperandType[64 * 64];

    static {
        for (int k = 0; k < REGISTERS.length; k++) {
            String name = REGISTER_NAMES.name(k);
            if (name.length() == 1) {
                BY_LETTER[name.charAt(0)] = REGISTERS[k];
            } else if (name.length() == 2) {
                BY_PAIR[pair(name.charAt(0), name.charAt(1))] = REGISTERS[k];
            }
        }
    }

    /** A number below 64 * 64 for two letters (A-Z, a-z: 'A' to 'z' is 58 characters). */
    private static int pair(char a, char b) {
        return (a - 'A') << 6 | b - 'A';
    }

    /** {@return the register class named {@code s[from, to)}, or null} */
    private static OperandType registerNamed(char[] s, int from, int to) {
        int k = REGISTER_NAMES.find(s, from, to);
        return k < 0 ? null : REGISTERS[k];
    }

    /** {@return the instruction named {@code s[from, to)}, or null} */
    private static Opcode instructionNamed(char[] s, int from, int to) {
        int k = INSTRUCTION_NAMES.find(s, from, to);
        return k < 0 ? null : INSTRUCTIONS[k];
    }

    private final ProgramVersion version;
    private final boolean sm51;
    /**
     * The program's bytes, little-endian words written in place as they are read (no copy at the end): {@code
     * size} bytes so far, the first two words (version, length) filled by {@link #finish}.
     */
    private byte[] out;
    private int size = 8;

    // the statement being read, t[p, stop): t[i] is source[sourceFrom + i]
    private char[] t;
    private int p;
    private int stop;
    /** The text the statement is in (the whole listing, or a multi-line statement's joined text) and where. */
    private String source;
    private int sourceFrom;
    /** Where the current statement's words start in {@link #out} (a byte offset), and how many it has so far. */
    private int start;
    private int n;

    /** The base program's customdata blocks the listing prints as "undecipherable custom data", in order. */
    private final List<Instruction> undecipherable = new ArrayList<>();
    private final Sm4Program base;
    private int undecipherableUsed;
    /**
     * The base program's comment and debug-data blocks (customdata classes 0 and 1), which the listing does not
     * print, each with the number of printed statements before it: they are put back before the statement of the
     * same number, so that an unedited listing keeps them where they were.
     */
    private final List<Instruction> unprinted = new ArrayList<>();
    private final List<Integer> unprintedBefore = new ArrayList<>();
    private int unprintedUsed;
    /** The statements seen so far (each, in the base, one printed instruction). */
    private int statements;
    /** The temporaries each phase uses and declares, and the registers out of range, noted as they are encoded. */
    private final DeclaredTemps.Use temps;
    /** The model's output registers (o0 to o(n - 1)). */
    private final long outputRegisters;
    /** Whether the current statement's operands are counted in {@link #temps} (arithmetic and flow control). */
    private boolean counting;

    /**
     * Whether the general reading offers its operands and values to the one-pass readers first ({@link
     * #plainRegister}, {@link #plainImmediate}, {@link #quickValue}); false only for the test that the one-pass
     * readings give what the general reading alone gives.
     */
    private final boolean onePass;

    /** An assembler of a program whose statements take about {@code textLength} characters. */
    StatementAssembler(ProgramVersion version, Sm4Program base, int textLength) {
        this(version, base, textLength, true);
    }

    /** {@link #StatementAssembler(ProgramVersion, Sm4Program, int)}; see {@link #onePass}. */
    StatementAssembler(ProgramVersion version, Sm4Program base, int textLength, boolean onePass) {
        this.onePass = onePass;
        // the corpus's exact-float listings take 3.6 to 22 characters a word after the version line (median 5.2, 1 in
        // 100 below 4): a byte per character is room for all but the densest programs from the start, so that the
        // words are seldom copied; the thread's buffer when that fits (a new array is zeroed, and most programs would
        // leave most of it unused), its words copied out by finish()
        byte[] shared = OUT.get();
        reused = textLength <= shared.length ? shared : null;
        out = reused != null ? reused : new byte[textLength];
        this.version = version;
        this.sm51 = version.isSm51OrLater();
        this.base = base;
        this.temps = new DeclaredTemps.Use(version);
        this.outputRegisters = DeclaredTemps.outputRegisters(version);
        if (base != null) {
            TokenCursor c = base.cursor();
            int printed = 0;
            while (c.next()) {
                int kind = c.token() >>> 11;
                if (c.opcode() == Opcode.CUSTOMDATA && (kind == 0 || kind == 1)) {
                    unprinted.add(c.decode());
                    unprintedBefore.add(printed);
                    continue;
                }
                printed++;
                if (c.opcode() == Opcode.CUSTOMDATA && kind != 3 && kind != 4) {
                    undecipherable.add(c.decode());
                }
            }
        }
    }

    /** Appends the base's unprinted blocks that came before its printed statement {@code number}, or after all. */
    private void unprintedBefore(int number, boolean all) {
        while (unprintedUsed < unprinted.size() && (all || unprintedBefore.get(unprintedUsed) <= number)) {
            Instruction block = unprinted.get(unprintedUsed++);
            room(block.length());
            for (int i = 0; i < block.length(); i++) {
                ByteViews.putI32(out, size, base.word(block.offset() + i));
                size += 4;
            }
        }
    }

    /** {@return the temporaries and out-of-range registers noted while encoding (see {@link DeclaredTemps})} */
    DeclaredTemps.Use temps() {
        return temps;
    }

    /** The last statement's instruction (null before the first, or for a word that names none). */
    private Opcode last;

    /** {@return whether the last statement was a {@code ret}, as fxc ends every program} */
    boolean endsWithRet() {
        return last == Opcode.RET;
    }

    /** {@return the token stream: version token, length, the instructions} */
    Bytes finish() {
        unprintedBefore(0, true);
        ByteViews.putI32(out, 0, version.type().code() << 16 | version.major() << 4 | version.minor());
        ByteViews.putI32(out, 4, size / 4);
        // the thread's buffer is copied out (the next program writes over it), as is a buffer sized by the text that
        // is much longer than the program (long comments)
        return Bytes.wrap(out == reused || out.length > 2 * size ? Arrays.copyOf(out, size) : out, 0, size);
    }

    /** The thread's buffer when {@link #out} started as it (null when the text was too long for it). */
    private final byte[] reused;

    /** The words of the programs up to its length (64 KB: all but the largest) a thread assembles, one at a time. */
    private static final ThreadLocal<byte[]> OUT = ThreadLocal.withInitial(() -> new byte[1 << 16]);

    /** Room in {@link #out} for {@code words} more words after its {@link #size} bytes. */
    private void room(int words) {
        if (size + 4L * words > out.length) {
            if (size + 4L * words > 4L << 28) {
                // a length the program's second word cannot hold (the text never gets there: a String is shorter)
                throw fail("the program is too long");
            }
            out = Arrays.copyOf(out, (int) Math.min(Math.max(size + 4L * words, 2L * out.length), 4L << 28));
        }
    }

    /**
     * Assembles the statement {@code chars[from, to)}, which is {@code text[offset + from, offset + to)}, of line
     * {@code line}, which runs over {@code text[lineStart, lineEnd)}, appending its words; an error is added to
     * {@code errors} instead. The statement is parsed in place in {@code chars}: the line is copied only for an error.
     */
    void statement(char[] chars, int from, int to, String text, int offset, int line, int lineStart, int lineEnd,
            List<AsmDiagnostic> errors) {
        Fail f = parse(chars, from, to, text, offset);
        if (f != null) {
            errors.add(AsmStatement.of(text, line, lineStart, lineEnd, offset + from, offset + to)
                    .error(f.at - from, f.getMessage()));
        }
    }

    /**
     * Assembles the statement {@code t[from, to)} (as {@link #statement}) when it is the usual statement: a word of
     * {@link #QUICK_NAMES}, then operands of the forms {@link #plainRegister} and {@link #plainImmediate} read (read
     * and encoded the same way here, in one method over locals: the statement's words written straight into the
     * program), separated by commas, up to the statement's end, with no register out of the model's range. False,
     * with nothing written or noted, for any other statement, which {@link #statement} then reads (to the same words,
     * or to its errors).
     */
    boolean quick(char[] t, int from, int to) {
        return quick(t, from, to, false) >= 0;
    }

    /**
     * {@link #quick(char[], int, int)} of the statement that starts at {@code t[from]} and runs to its line's end,
     * read without finding that end first: the statement's operands, then blanks, then {@code \n}, {@code \r\n}
     * or the text's end at {@code t[to]}. Where that line's {@code \n} (or {@code to}) is; -1, with nothing
     * written or noted, for anything else (a comment, a lone {@code \r} ...), which the line's reading then takes.
     */
    int quickLine(char[] t, int from, int to) {
        return quick(t, from, to, true);
    }

    /**
     * The statement at {@code t[from]} read the usual way: to {@code to} (its end), or, {@code line}, to its line's
     * end before {@code to} (the text's end). Where it ended, or -1.
     */
    private int quick(char[] t, int from, int to, boolean line) {
        if (to >= t.length || t[to] != 0) {
            // a text without the 0 at its end the readers below stop at
            return -1;
        }
        if (unprintedUsed < unprinted.size() && unprintedBefore.get(unprintedUsed) <= statements) {
            // a block of the base's that the listing does not print comes first: put back by parse()
            return -1;
        }
        // the word, and its key as NameTable's, in one pass
        int i = from;
        long key = 0;
        for (char c; i < to && (c = t[i]) < 128 && (CHARACTER_CLASS[c] & 2) != 0; i++) {
            key = key << 8 | c;
        }
        int k = QUICK_NAMES.find(t, from, i, key);
        if (k < 0) {
            return -1;
        }
        if (size + 4 * QUICK_WORDS > out.length) {
            if (size + 4L * QUICK_WORDS > 4L << 28) {
                return -1;
            }
            room(QUICK_WORDS);
        }
        // the words are written after the opcode token as they are read, and kept only if the whole statement is read
        byte[] out = this.out;
        int at = size + 4;
        Opcode op = QUICK_OPCODES[k];
        int token = QUICK_TOKENS[k];
        // the temporaries the instruction names (the largest number + 1), as DeclaredTemps counts them
        long named = 0;
        if (op.isDeclaration()) {
            // (read apart: the instructions' reading, most of the statements, stays small for the compiler)
            long read = quickDeclaration(t, i, to, op, token, out, at);
            if (read < 0) {
                return -1;
            }
            i = (int) (read >>> 32);
            at = (int) read;
            token = declaredToken;
        } else {
            if (token < 0) {
                // _indexable: its extended opcode tokens (read apart, as the declarations)
                long read = indexableTokens(t, i, to, out, at);
                if (read < 0) {
                    return -1;
                }
                i = (int) (read >>> 32);
                at = (int) read;
            }
            int operands = op.operandCount();
            int destinations = op.dstCount();
            for (int j = 0; j < operands; j++) {
                // the operand's start: after the word and one blank, after ", " (as the listing spells them: a 0 at
                // to, put there by the line reading, ends the text), or after other blanks
                char c = t[i];
                if (j > 0 && c == ',' && t[i + 1] == ' ' || j == 0 && c == ' ') {
                    i += j > 0 ? 2 : 1;
                    c = t[i];
                    if (c == ' ' || c == '\t') {
                        i = blanksEnd(t, i, to);
                    }
                } else {
                    i = blanksEnd(t, i, to);
                    if (j > 0) {
                        if (i == to || t[i] != ',') {
                            return -1;
                        }
                        i = blanksEnd(t, i + 1, to);
                    }
                }
                if (j == 0 && i < to && t[i] == '[') {
                    // [precise]
                    return -1;
                }
                boolean literal = i + 2 < to && t[i] == 'l' && t[i + 1] == '(';
                long read = literal ? readImmediate(t, i, to, op, j, out, at, line)
                        : readRegister(t, i, to, j < destinations ? DST : SRC, out, at);
                if (read < 0) {
                    return -1;
                }
                i = (int) (read >>> 32);
                at += 4 * (int) read;
                if (!literal) {
                    // a register out of the model's range is left to the general reading, which reports it
                    if (readTemps > DeclaredTemps.TEMP_REGISTERS || readType == OperandType.OUTPUT && readCount == 1
                            && !readRelative && readIndex0 >= outputRegisters) {
                        return -1;
                    }
                    named = Math.max(named, readTemps);
                }
            }
        }
        i = blanksEnd(t, i, to);
        if (line && i < to && t[i] == '\r' && (i + 1 == to || t[i + 1] == '\n')) {
            // a line's end: \r\n, or a \r at the text's end, as the line reading takes it
            i++;
        }
        if (line ? i < to && t[i] != '\n' : i != to) {
            return -1;
        }
        int start = size;
        int words = (at - start) / 4;
        ByteViews.putI32(out, start, token | words << 24);
        size = at;
        statements++;
        temps.statementStart();
        temps.named(named);
        temps.token(op, start / 4, words, words >= 2 ? ByteViews.i32(out, start + 4) : 0);
        last = op;
        return i;
    }

    private static final String[] TESS_DOMAINS = {"domain_undefined", "domain_isoline", "domain_tri", "domain_quad"};
    private static final String[] TESS_PARTITIONINGS = {"partitioning_undefined", "partitioning_integer",
        "partitioning_pow2", "partitioning_fractional_odd", "partitioning_fractional_even"};
    private static final String[] TESS_OUTPUT_PRIMITIVES = {"output_undefined", "output_point", "output_line",
        "output_triangle_cw", "output_triangle_ccw"};

    /**
     * A declaration of a hull, domain or geometry program's shape, {@code op}, at {@code t[i, to)} after its word, as
     * {@link #quickDeclaration} reads one and as {@link #declaration} encodes it: a control-point count in the token
     * (0 to 63), an instance or vertex count in the word after it, the tessellator's domain, partitioning or output
     * primitive in the token. -1 for anything else, and in a program that does not declare it (declaration() says
     * so).
     */
    private long shapeDeclaration(char[] t, int i, int to, Opcode op, int token, byte[] out, int at) {
        if (DeclarationStages.refusal(op.mnemonic(), version) != null) {
            return -1;
        }
        i = blanksEnd(t, i, to);
        if (op == Opcode.DCL_TESS_DOMAIN || op == Opcode.DCL_TESS_PARTITIONING || op == Opcode.DCL_TESS_OUTPUT_PRIMITIVE) {
            int e = i;
            while (wordCharAt(t, e, to)) {
                e++;
            }
            int k = indexOfWord(t, i, e, op == Opcode.DCL_TESS_DOMAIN ? TESS_DOMAINS
                    : op == Opcode.DCL_TESS_PARTITIONING ? TESS_PARTITIONINGS : TESS_OUTPUT_PRIMITIVES);
            if (k < 0) {
                return -1;
            }
            declaredToken = token | k << 11;
            return (long) e << 32 | at;
        }
        long read = countAt(t, i, to);
        if (read < 0) {
            return -1;
        }
        i = (int) (read >>> 32);
        if (op == Opcode.DCL_INPUT_CONTROL_POINT_COUNT || op == Opcode.DCL_OUTPUT_CONTROL_POINT_COUNT) {
            if ((int) read > 63) {
                return -1;
            }
            declaredToken = token | (int) read << 11;
            return (long) i << 32 | at;
        }
        ByteViews.putI32(out, at, (int) read);
        declaredToken = token;
        return (long) i << 32 | at + 4;
    }

    /** The opcode token (its length aside) of the declaration {@link #quickDeclaration} read last. */
    private int declaredToken;

    /**
     * The declaration {@code op} (of {@link #QUICK_NAMES}: its word read, its token so far {@code token}) at {@code
     * t[i, to)}, as {@link #quick} reads a statement: its words after the opcode token written at {@code out[at]}
     * (room made), the token with the fields the text sets in {@link #declaredToken}. Where the words end in out (low
     * word) and where the reading stopped in t (high word), before the blanks and line end quick reads; -1 for any
     * other text, with nothing noted.
     */
    private long quickDeclaration(char[] t, int i, int to, Opcode op, int token, byte[] out, int at) {
        if (op == Opcode.DCL_INPUT_CONTROL_POINT_COUNT || op == Opcode.DCL_OUTPUT_CONTROL_POINT_COUNT
                || op == Opcode.DCL_HS_FORK_PHASE_INSTANCE_COUNT || op == Opcode.DCL_HS_JOIN_PHASE_INSTANCE_COUNT
                || op == Opcode.DCL_MAX_OUTPUT_VERTEX_COUNT || op == Opcode.DCL_GS_INSTANCE_COUNT
                || op == Opcode.DCL_TESS_DOMAIN || op == Opcode.DCL_TESS_PARTITIONING
                || op == Opcode.DCL_TESS_OUTPUT_PRIMITIVE) {
            return shapeDeclaration(t, i, to, op, token, out, at);
        }
        int operands = 1;
        // a resource's or view's return types (after its register); whether a Shader Model 5.1 binding was read whole
        int returnTypes = 0;
        boolean binding = false;
        // what a declaration has before its register
        if (op == Opcode.DCL_GLOBAL_FLAGS) {
            long read = globalFlagsAt(t, i, to);
            if (read < 0) {
                return -1;
            }
            i = (int) (read >>> 32);
            token |= (int) read << 11;
            operands = 0;
        } else if (op == Opcode.DCL_INPUT_PS || op == Opcode.DCL_INPUT_PS_SIV || op == Opcode.DCL_INPUT_PS_SGV) {
            if (version.type() != ProgramType.PIXEL) {
                // declared in pixel programs only: declaration() says so
                return -1;
            }
            long read = interpolationAt(t, i, to);
            i = (int) (read >>> 32);
            token |= (int) read << 11;
        }
        if ((op == Opcode.DCL_UNORDERED_ACCESS_VIEW_TYPED || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_RAW
                || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_STRUCTURED) && !version.isSm5OrLater()) {
            // views before Shader Model 5 (raw and structured ones in compute programs only): declaration()
            // says which are refused
            return -1;
        }
        if (op == Opcode.DCL_RESOURCE || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_TYPED) {
            // the return types, kept for after the register
            long read = returnTypesAt(t, blanksEnd(t, i, to), to);
            if (read < 0) {
                return -1;
            }
            i = (int) (read >>> 32);
            returnTypes = (int) read;
        }
        if (sm51 && isBinding(op)) {
            // Shader Model 5.1: the range (T0[0:3]), what follows it, and the space, all read here
            long read = binding51At(t, i, to, op, returnTypes, out, at);
            if (read < 0) {
                return -1;
            }
            i = (int) (read >>> 32);
            if (op == Opcode.DCL_CONSTANT_BUFFER || op == Opcode.DCL_SAMPLER) {
                // (the mode, in the token)
                token |= (int) read >>> 24 << 11;
            }
            at += 4 * ((int) read & 0xff);
            operands = 0;
            binding = true;
        }
        if (op == Opcode.DCL_THREAD_GROUP && version.type() != ProgramType.COMPUTE) {
            // declared in compute programs only: declaration() says so
            return -1;
        }
        if (op == Opcode.DCL_TEMPS || op == Opcode.DCL_THREAD_GROUP) {
            // counts (one; three between commas), each of at most 9 digits (number() reads longer ones, and
            // says when one is out of range)
            for (int d = 0; d < (op == Opcode.DCL_TEMPS ? 1 : 3); d++) {
                if (d > 0) {
                    i = blanksEnd(t, i, to);
                    if (i == to || t[i] != ',') {
                        return -1;
                    }
                    i++;
                }
                long read = countAt(t, i, to);
                if (read < 0) {
                    return -1;
                }
                i = (int) (read >>> 32);
                ByteViews.putI32(out, at, (int) read);
                at += 4;
            }
            operands = 0;
        }
        if (operands == 1) {
            // the register
            i = blanksEnd(t, i, to);
            if (i < to && t[i] == '[') {
                return -1;
            }
            long read = readRegister(t, i, to, DECL, out, at);
            if (read < 0) {
                return -1;
            }
            i = (int) (read >>> 32);
            at += 4 * (int) read;
        }
        if (!binding) {
            // what a declaration has after its register
            if (op == Opcode.DCL_CONSTANT_BUFFER || op == Opcode.DCL_SAMPLER) {
                // a binding (cb0[4], s0: no modifier, no components), then its mode
                boolean buffer = op == Opcode.DCL_CONSTANT_BUFFER;
                int first = size + 4;
                // (its operand token: the extended bit of a modifier, the selection bits [1:0] of components)
                if (readType != (buffer ? OperandType.CONSTANT_BUFFER : OperandType.SAMPLER)
                        || readCount != (buffer ? 2 : 1) || (ByteViews.i32(out, first) & 0x80000003) != 0) {
                    return -1;
                }
                if (buffer) {
                    // fxc writes a constant buffer's register with the swizzle xyzw
                    ByteViews.putI32(out, first, ByteViews.i32(out, first) | 2 | 1 << 2 | 0xE4 << 4);
                }
                i = blanksEnd(t, i, to);
                if (i == to || t[i] != ',') {
                    return -1;
                }
                i++;
                i = blanksEnd(t, i, to);
                int e = i;
                while (wordCharAt(t, e, to)) {
                    e++;
                }
                int mode = buffer ? indexOfWord(t, i, e, CONSTANT_BUFFER_MODES) : indexOfWord(t, i, e, SAMPLER_MODES);
                if (mode < 0) {
                    return -1;
                }
                token |= mode << 11;
                i = e;
            }
            if (isBinding(op) && op != Opcode.DCL_CONSTANT_BUFFER && op != Opcode.DCL_SAMPLER) {
                // t0 or u0: one index, no modifier, no components (as plainBinding and encodeBinding take it); then
                // the return types, or a structure's stride
                boolean view = op == Opcode.DCL_UNORDERED_ACCESS_VIEW_TYPED || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_RAW
                        || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_STRUCTURED;
                int first = size + 4;
                if (readType != (view ? OperandType.UNORDERED_ACCESS_VIEW : OperandType.RESOURCE) || readCount != 1
                        || readRelative || (ByteViews.i32(out, first) & 0x80000003) != 0) {
                    return -1;
                }
                if (op == Opcode.DCL_RESOURCE || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_TYPED) {
                    ByteViews.putI32(out, at, returnTypes);
                    at += 4;
                } else if (op == Opcode.DCL_RESOURCE_STRUCTURED || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_STRUCTURED) {
                    long read = strideAt(t, i, to);
                    if (read < 0) {
                        return -1;
                    }
                    i = (int) (read >>> 32);
                    ByteViews.putI32(out, at, (int) read);
                    at += 4;
                }
            }
            if (op == Opcode.DCL_INPUT_SIV || op == Opcode.DCL_INPUT_SGV || op == Opcode.DCL_OUTPUT_SIV
                    || op == Opcode.DCL_OUTPUT_SGV || op == Opcode.DCL_INPUT_PS_SIV || op == Opcode.DCL_INPUT_PS_SGV) {
                // the system value after the register
                i = blanksEnd(t, i, to);
                if (i == to || t[i] != ',') {
                    return -1;
                }
                long read = systemValueAt(t, i + 1, to);
                if (read < 0) {
                    return -1;
                }
                i = (int) (read >>> 32);
                ByteViews.putI32(out, at, (int) read);
                at += 4;
            }
        }
        declaredToken = token;
        return (long) i << 32 | at;
    }

    /** Assembles the statement {@code s} (an immediate constant buffer over several lines), as above. */
    void statement(AsmStatement s, List<AsmDiagnostic> errors) {
        // read in place in the statement's characters (the text is made for the parser's rare string reads: long
        // or unusual numbers)
        Fail f = parse(s.chars(), 0, s.length(), s.text(), 0);
        if (f != null) {
            errors.add(s.error(f.at, f.getMessage()));
        }
    }

    /**
     * Parses and encodes {@code chars[from, to)}, which is {@code text[offset + from, offset + to)}, appending its
     * words: null, or the error that stopped it (at a character of chars).
     */
    private Fail parse(char[] chars, int from, int to, String text, int offset) {
        t = chars;
        source = text;
        sourceFrom = offset;
        p = from;
        stop = to;
        n = 0;
        limit = 127;
        start = size;
        try {
            unprintedBefore(statements++, false);
            start = size;
            counting = false;
            temps.statementStart();
            parseStatement();
            if (size > start) {
                int token = ByteViews.i32(out, start);
                last = Opcode.lookup(token & 0x7ff);
                temps.token(last, start / 4, (size - start) / 4,
                        size - start >= 8 ? ByteViews.i32(out, start + 4) : 0);
            }
            return null;
        } catch (Fail f) {
            // the statement's words so far are dropped
            size = start;
            return f;
        }
    }

    /** An error in the statement at character {@code at}; caught by {@link #statement}. */
    private static final class Fail extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int at;

        Fail(int at, String message) {
            super(message, null, false, false);
            this.at = at;
        }
    }

    private Fail fail(String message) {
        return new Fail(p, message);
    }

    private Fail fail(int at, String message) {
        return new Fail(at, message);
    }

    // ---------------------------------------------------------------- words

    /** The most dwords the current statement may take: 127 (the length field), more for customdata. */
    private int limit;

    private void emit(int w) {
        if (n >= limit) {
            throw fail(limit == 127 ? "the instruction takes more than 127 dwords, an opcode token holds at most 127"
                    : "the statement takes more than " + limit + " dwords");
        }
        if (size + 4 > out.length) {
            room(1);
        }
        ByteViews.putI32(out, size, w);
        size += 4;
        n++;
    }

    /** {@return word {@code k} of the current statement} */
    private int word(int k) {
        return ByteViews.i32(out, start + 4 * k);
    }

    /** Sets word {@code k} of the current statement to {@code w}. */
    private void setWord(int k, int w) {
        ByteViews.putI32(out, start + 4 * k, w);
    }

    /** Sets {@code bits} in word {@code k} of the current statement (the opcode token's fields, its extended bit). */
    private void orWord(int k, int bits) {
        setWord(k, word(k) | bits);
    }

    /** Sets the opcode token's length field ([30:24]) to the instruction's length. */
    private void seal(int at) {
        if (n > 127) {
            throw fail(at, "the instruction takes " + n + " dwords, an opcode token holds at most 127");
        }
        orWord(0, n << 24);
    }

    // ---------------------------------------------------------------- scanning

    /** Whether {@code w} is in the statement at {@code i}. */
    private boolean startsWith(String w, int i) {
        return startsWithAt(t, i, stop, w);
    }

    /** Whether {@code w} is at {@code t[i]}, before {@code stop}. */
    private static boolean startsWithAt(char[] t, int i, int stop, String w) {
        if (i + w.length() > stop) {
            return false;
        }
        for (int k = 0; k < w.length(); k++) {
            if (t[i + k] != w.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** The statement's characters {@code [from, to)} as a string (for names and errors off the hot path). */
    private String text(int from, int to) {
        return new String(t, from, to - from);
    }

    private boolean end() {
        skipBlanks();
        return p >= stop;
    }

    private void skipBlanks() {
        p = blanksEnd(t, p, stop);
    }

    private char peek() {
        return p < stop ? t[p] : 0;
    }

    private boolean accept(char c) {
        skipBlanks();
        if (peek() == c) {
            p++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!accept(c)) {
            throw fail("expected '" + c + "'" + found());
        }
    }

    private boolean acceptWord(String w) {
        skipBlanks();
        if (startsWith(w, p) && !wordChar(p + w.length())) {
            p += w.length();
            return true;
        }
        return false;
    }

    private String found() {
        skipBlanks();
        if (p >= stop) {
            return ", found the end of the line";
        }
        int e = p;
        while (e < stop && e - p < 24 && !Character.isWhitespace(t[e]) && t[e] != ',') {
            e++;
        }
        return ", found '" + (e > p ? text(p, e) : text(p, p + 1)) + "'";
    }

    /** Per ASCII character: bit 1 a letter (A-Z, a-z), bit 2 a word character (letters, digits, '_'). */
    private static final byte[] CHARACTER_CLASS = new byte[128];

    static {
        for (char c = 0; c < 128; c++) {
            boolean letter = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
            CHARACTER_CLASS[c] = (byte) ((letter ? 1 : 0) | (letter || c >= '0' && c <= '9' || c == '_' ? 2 : 0));
        }
    }

    private static boolean isLetter(char c) {
        // a table, not two ranges: one load and no branch for the letter loops of names
        return c < 128 && (CHARACTER_CLASS[c] & 1) != 0;
    }

    private boolean wordChar(int i) {
        return wordCharAt(t, i, stop);
    }

    /** {@return where the blanks (spaces and tabs) at {@code t[i]}, before {@code stop}, end} */
    private static int blanksEnd(char[] t, int i, int stop) {
        while (i < stop && (t[i] == ' ' || t[i] == '\t')) {
            i++;
        }
        return i;
    }

    /** Whether {@code t[i]}, before {@code stop}, is a letter, a digit or '_'. */
    private static boolean wordCharAt(char[] t, int i, int stop) {
        if (i >= stop) {
            return false;
        }
        char c = t[i];
        return c < 128 && (CHARACTER_CLASS[c] & 2) != 0;
    }

    /** {@return where the word of letters, digits and underscores at {@code i} ends} */
    private int wordEnd(int i) {
        while (wordChar(i)) {
            i++;
        }
        return i;
    }

    /** Whether the statement's characters {@code [from, to)} are {@code w}. */
    private boolean is(int from, int to, String w) {
        return to - from == w.length() && startsWith(w, from);
    }

    /** {@return a word of letters, digits and underscores (possibly empty)} */
    private String word() {
        skipBlanks();
        int s = p;
        while (wordChar(p)) {
            p++;
        }
        return text(s, p);
    }

    /** An unsigned decimal number up to {@code max}. */
    private long number(long max, String what) {
        skipBlanks();
        int s = p;
        long v = 0;
        while (p < stop && t[p] >= '0' && t[p] <= '9') {
            v = v * 10 + (t[p] - '0');
            if (v > max) {
                throw fail(s, what + " out of range (at most " + max + ")");
            }
            p++;
        }
        if (p == s) {
            throw fail("expected " + what + found());
        }
        return v;
    }

    private int u32(String what) {
        return (int) number(0xffffffffL, what);
    }

    /** A signed decimal number within [lo, hi]. */
    private int signed(int lo, int hi, String what) {
        skipBlanks();
        int s = p;
        boolean neg = accept('-');
        long v = number(1L << 31, what);
        v = neg ? -v : v;
        if (v < lo || v > hi) {
            throw fail(s, what + " " + v + " out of range (" + lo + ".." + hi + ")");
        }
        return (int) v;
    }

    private void requireEnd() {
        if (!end()) {
            throw fail("unexpected text" + found());
        }
    }

    // ---------------------------------------------------------------- statements

    private void parseStatement() {
        int s = p;
        skipBlanks();
        // the statement's first word, read in place: [from, to)
        int from = p;
        int to = wordEnd(p);
        if (to == from) {
            throw fail("expected an instruction or declaration" + found());
        }
        p = to;
        char first = t[from];
        if (first != 'd' && first != 'p' && first != 'e' && first != 'u') {
            // an instruction (most statements; the names below start with these letters)
            instruction(s, from, to);
        } else if (is(from, to, "dcl_immediateConstantBuffer")) {
            immediateConstantBuffer();
        } else if (startsWith("dcl_", from)) {
            p = s;
            declaration();
        } else if (is(from, to, "printf") || is(from, to, "errorf")) {
            shaderMessage(is(from, to, "errorf"));
        } else if (is(from, to, "undecipherable")) {
            if (!acceptWord("custom") || !acceptWord("data")) {
                throw fail(s, "unknown instruction '" + text(from, to) + "'");
            }
            if (undecipherableUsed >= undecipherable.size()) {
                throw fail(s, "undecipherable custom data: its bytes are not in the text, and "
                        + (base == null ? "there is no base program (--base) to take them from"
                        : "the base program has no more such blocks"));
            }
            Instruction block = undecipherable.get(undecipherableUsed++);
            limit = Math.max(limit, block.length());
            for (int i = 0; i < block.length(); i++) {
                emit(base.word(block.offset() + i));
            }
        } else {
            instruction(s, from, to);
        }
        requireEnd();
    }

    // ---------------------------------------------------------------- instructions

    /** The suffixes after an instruction's name, as {@link #suffixes} reads them. */
    private int saturate;
    private int test;
    private int syncFlags;
    private boolean aoffimmi;
    private boolean indexable;
    private int returnType;

    /** The instruction whose name and suffixes are the word {@code [from, to)}, its operands after it. */
    private void instruction(int s, int from, int to) {
        Opcode op = null;
        // the longest name whose remaining underscore words are suffixes of it
        for (int k = to; k > from; k = lastUnderscore(from, k - 1)) {
            Opcode c = instructionNamed(t, from, k);
            if (c != null && suffixes(c, k, to)) {
                op = c;
                break;
            }
        }
        if (op == null) {
            throw fail(s, "unknown instruction '" + text(from, to) + "'");
        }
        if (op.kind() == Opcode.Kind.PHASE) {
            emit(op.code());
            seal(s);
            return;
        }
        int token = op.code() | saturate << 13 | test << 18 | syncFlags << 11;
        emit(token);
        int save = p;
        skipBlanks();
        if (peek() == '[') {
            p++;
            if (!acceptWord("precise")) {
                p = save;
            } else {
                if (op.kind() != Opcode.Kind.ALU) {
                    throw fail(save, "'precise' applies to arithmetic instructions only");
                }
                int precise = 0xF;
                if (accept('(')) {
                    skipBlanks();
                    int m = p;
                    p = wordEnd(m);
                    precise = mask(m, p, m);
                    expect(')');
                }
                expect(']');
                orWord(0, precise << 19);
            }
        }
        int sampleControls = 0;
        if (aoffimmi) {
            expectAdjacent('(');
            int u = signed(-8, 7, "aoffimmi offset");
            expect(',');
            int v = signed(-8, 7, "aoffimmi offset");
            expect(',');
            int z = signed(-8, 7, "aoffimmi offset");
            expect(')');
            sampleControls = 1 | (u & 0xf) << 9 | (v & 0xf) << 13 | (z & 0xf) << 17;
        }
        int dimToken = 0;
        int rtToken = 0;
        if (indexable) {
            expectAdjacent('(');
            int at = p;
            int dim = resourceDimension(word(), at);
            int stride = 0;
            if (accept(',')) {
                if (!acceptWord("stride")) {
                    throw fail("expected 'stride='" + found());
                }
                expect('=');
                stride = (int) number(0xfff, "stride");
            }
            expect(')');
            dimToken = 2 | dim << 6 | stride << 11;
            if (peek() == '(') {
                p++;
                rtToken = 3 | returnTypes() << 6;
            }
        }
        if (op == Opcode.RESINFO || op == Opcode.SAMPLE_INFO) {
            if (startsWith("_uint", p) && !wordChar(p + 5)) {
                p += 5;
                orWord(0, op == Opcode.RESINFO ? 2 << 11 : 1 << 11);
            } else if (op == Opcode.RESINFO && (startsWith("_rcpfloat", p) || startsWith("_rcpFloat", p))
                    && !wordChar(p + 9)) {
                p += 9;
                orWord(0, 1 << 11);
            } else if (returnType != 0) {
                orWord(0, op == Opcode.RESINFO ? returnType << 11 : 1 << 11);
            }
        }
        int last = extendedToken(0, sampleControls);
        last = extendedToken(last, dimToken);
        extendedToken(last, rtToken);
        // the operands DeclaredTemps counts (fcall's relative indices too)
        counting = op.kind() == Opcode.Kind.ALU || op.kind() == Opcode.Kind.FLOW;
        if (op == Opcode.INTERFACE_CALL) {
            interfaceCall();
            seal(s);
            return;
        }
        int operands = op.operandCount();
        boolean rasterizer = false;
        boolean nullFeedback = false;
        for (int i = 0; i < operands; i++) {
            if (i > 0) {
                expect(',');
            } else if (end()) {
                throw fail(op.mnemonic() + " takes " + operands + " operand" + (operands == 1 ? "" : "s") + ", found none");
            }
            int role = i < op.dstCount() ? DST : SRC;
            OperandType type = plainRegister(role);
            if (type == null && plainImmediate(op, i)) {
                type = OperandType.IMMEDIATE32;
            }
            if (type == null) {
                AsmOperand o = operand(op.listingFormat(i));
                type = o.type;
                encode(o, role);
                if (counting) {
                    counted(o);
                }
            }
            rasterizer |= type == OperandType.RASTERIZER;
            nullFeedback |= i == 1 && type == OperandType.NULL;
        }
        if (!end() && peek() == ',') {
            throw fail(op.mnemonic() + " takes " + operands + " operand" + (operands == 1 ? "" : "s") + ", found more");
        }
        boolean sampleFeedback = op.code() >= Opcode.SAMPLE_L_FEEDBACK.code()
                && op.code() <= Opcode.SAMPLE_C_CLAMP_FEEDBACK.code();
        if (op == Opcode.SAMPLE_POS && !rasterizer || sampleFeedback && !nullFeedback && !aoffimmi) {
            // fxc ends these with a dword D3DDisassemble does not print: samplepos of a texture (not of the
            // rasterizer), and the sampling forms with feedback into a register (not into null, not with aoffimmi
            // offsets; the loads and gathers never). It is 0, but 0x2000 after a sample_d_cl_s with extended
            // opcode tokens (as every one in the corpus and the fixtures has it)
            emit(op == Opcode.SAMPLE_D_CLAMP_FEEDBACK && word(0) < 0 ? 0x2000 : 0);
        }
        seal(s);
    }

    /** {@return the last '_' in {@code [from, i]}, or -1} */
    private int lastUnderscore(int from, int i) {
        while (i >= from && t[i] != '_') {
            i--;
        }
        return i >= from ? i : -1;
    }

    /**
     * Emits the extended opcode token {@code token} unless it is 0, marking the token at {@code last} (the opcode
     * token or the extended token before it) as extended: the index of the last token so marked.
     */
    private int extendedToken(int last, int token) {
        if (token == 0) {
            return last;
        }
        orWord(last, 0x80000000);
        emit(token);
        return n - 1;
    }

    /** {@code c} directly at the current character, no blank before it. */
    private void expectAdjacent(char c) {
        if (peek() != c) {
            throw fail("expected '" + c + "'" + found());
        }
        p++;
    }

    /**
     * Reads the suffixes {@code [from, to)} of the word (each after a '_'; none when empty) of {@code op}; false if
     * they are not its.
     */
    private boolean suffixes(Opcode op, int from, int to) {
        saturate = 0;
        test = 0;
        syncFlags = 0;
        aoffimmi = false;
        indexable = false;
        returnType = 0;
        boolean conditional = op == Opcode.BREAKC || op == Opcode.CONTINUEC || op == Opcode.IF || op == Opcode.RETC
                || op == Opcode.DISCARD || op == Opcode.CALLC;
        boolean tested = false;
        int order = 0;
        for (int i = from + 1, j; i <= to; i = j + 1) {
            // the suffix [i, j), read in place
            j = i;
            while (j < to && t[j] != '_') {
                j++;
            }
            if (is(i, j, "z") || is(i, j, "nz")) {
                if (!conditional || tested) {
                    return false;
                }
                tested = true;
                test = is(i, j, "nz") ? 1 : 0;
            } else if (is(i, j, "sat")) {
                // sync's _sat (D3DDisassemble's sync_sat_ugroup): the bit [13] _ugroup sets too, written before the flags
                if (op.kind() != Opcode.Kind.ALU && (op != Opcode.SYNC || syncFlags != 0) || saturate != 0
                        || order > 0) {
                    return false;
                }
                saturate = 1;
            } else if (is(i, j, "uglobal") || is(i, j, "ugroup") || is(i, j, "g") || is(i, j, "t")) {
                int bit = is(i, j, "uglobal") ? 8 : is(i, j, "ugroup") ? 4 : is(i, j, "g") ? 2 : 1;
                if (op != Opcode.SYNC || (syncFlags & bit) != 0) {
                    return false;
                }
                syncFlags |= bit;
            } else if (is(i, j, "aoffimmi")) {
                if (op.kind() != Opcode.Kind.ALU || aoffimmi || order > 0) {
                    return false;
                }
                aoffimmi = true;
            } else if (is(i, j, "indexable")) {
                if (op.kind() != Opcode.Kind.ALU || indexable) {
                    return false;
                }
                indexable = true;
                order = 1;
            } else if (is(i, j, "uint") || is(i, j, "rcpfloat") || is(i, j, "rcpFloat")) {
                // without _indexable the return type follows the name directly (D3DDisassemble writes rcpfloat; the
                // rcpFloat of D3D10_SB_RESINFO_INSTRUCTION_RETURN_RCPFLOAT read too)
                if (op != Opcode.RESINFO && op != Opcode.SAMPLE_INFO || returnType != 0 || indexable
                        || !is(i, j, "uint") && op != Opcode.RESINFO) {
                    return false;
                }
                returnType = is(i, j, "uint") ? 2 : 1;
            } else {
                return false;
            }
        }
        // a sync's _sat only with the _ugroup whose bit it is: sync_sat_g would be listed sync_sat_ugroup_g
        return (!conditional || tested || op == Opcode.CALLC)
                && (op != Opcode.SYNC || saturate == 0 || (syncFlags & 4) != 0);
    }

    private void interfaceCall() {
        // fcall fp0[0][1]: the interface operand, then its call-site index word, written before the operand
        skipBlanks();
        int at = p;
        AsmOperand o = operand('O');
        if (o.type != OperandType.INTERFACE || o.indexCount < 2 || o.relative[o.indexCount - 1] != null) {
            throw fail(at, "fcall takes an interface fp#[index][call site]");
        }
        long site = o.index[--o.indexCount];
        if (site > 0xffffffffL) {
            throw fail(at, "call site out of range");
        }
        emit((int) site);
        encode(o, SRC);
        if (counting) {
            counted(o);
        }
    }

    /** Notes in {@link #temps} the temporaries operand {@code o} (and its relative indices) names, its range. */
    private void counted(AsmOperand o) {
        long most = o.type == OperandType.TEMP && o.indexCount > 0 ? o.index[0] + 1 : 0;
        boolean relative = false;
        for (int d = 0; d < o.indexCount; d++) {
            AsmOperand r = o.relative[d];
            if (r != null) {
                relative = true;
                if (r.type == OperandType.TEMP && r.indexCount > 0) {
                    most = Math.max(most, r.index[0] + 1);
                }
            }
        }
        temps.operand(statements - 1, o.type, o.indexCount, o.index[0], relative, most);
    }

    // ---------------------------------------------------------------- operands

    /**
     * The operands {@link #operand} reads into, reused: each operand of a statement is encoded before the next is
     * read, so that the pool starts over at each; the operands of its relative indices follow it in the pool.
     */
    private AsmOperand[] pool = new AsmOperand[8];
    private int pooled;

    private AsmOperand pooledOperand() {
        if (pooled == pool.length) {
            pool = Arrays.copyOf(pool, 2 * pool.length);
        }
        AsmOperand o = pool[pooled];
        if (o == null) {
            o = new AsmOperand();
            pool[pooled] = o;
        } else {
            o.reset();
        }
        pooled++;
        return o;
    }

    /** Reads an operand whose immediates read by format letter {@code format} (see {@link Opcode}). */
    private AsmOperand operand(char format) {
        return operand(format, 0);
    }

    private AsmOperand operand(char format, int depth) {
        if (depth > 4) {
            throw fail("relative indices nested deeper than 4");
        }
        skipBlanks();
        if (depth == 0) {
            // the operand before this one (and its relative indices' operands) has been encoded already
            pooled = 0;
        }
        AsmOperand o = pooledOperand();
        o.at = p;
        char c = peek();
        if (c == '-') {
            p++;
            o.modifier |= 1;
            skipBlanks();
            c = peek();
        }
        boolean abs = false;
        if (c == '|') {
            p++;
            abs = true;
            o.modifier |= 2;
            skipBlanks();
            c = peek();
        }
        if ((c == 'l' || c == 'd') && p + 1 < stop && t[p + 1] == '(') {
            p += 2;
            o.type = c == 'l' ? OperandType.IMMEDIATE32 : OperandType.IMMEDIATE64;
            if (c == 'l') {
                immediates32(o, format);
            } else {
                immediates64(o);
            }
        } else {
            register(o, depth);
        }
        if (!abs && (p == stop || t[p] != '{' && t[p] != ' ' && t[p] != '\t')) {
            // no precision, '|' or non-uniform mark after it (the usual ',' or the line's end)
            return o;
        }
        precision(o);
        if (abs) {
            expect('|');
        }
        int save = p;
        if (accept('{')) {
            if (acceptWord("nonuniform") && accept('}')) {
                o.nonUniform = true;
            } else {
                p = save;
            }
        }
        return o;
    }

    /** {@code {min16f}} or {@code {min16f as def32}} after an operand: its precision is the first name. */
    private void precision(AsmOperand o) {
        int save = p;
        if (!accept('{')) {
            return;
        }
        skipBlanks();
        int at = p;
        String w = word();
        if (w.equals("nonuniform")) {
            p = save;
            return;
        }
        o.minPrecision = precisionCode(w, at);
        if (acceptWord("as")) {
            skipBlanks();
            int a2 = p;
            precisionCode(word(), a2);
        }
        expect('}');
    }

    private int precisionCode(String w, int at) {
        return switch (w) {
            case "def32" -> 0;
            case "min16f" -> 1;
            case "min2_8f" -> 2;
            case "min16i" -> 4;
            case "min16u" -> 5;
            default -> throw fail(at, "unknown precision '" + w + "' (def32, min16f, min2_8f, min16i, min16u)");
        };
    }

    private void register(AsmOperand o, int depth) {
        char[] t = this.t;
        int stop = this.stop;
        int at = p;
        // the name is the run of letters at p (a name followed by a letter or '_' is not that name)
        int nameEnd = p;
        while (nameEnd < stop && isLetter(t[nameEnd])) {
            nameEnd++;
        }
        // one-letter names (r, v, o, x, t, s, u, g ...: most operands) from a table by letter
        OperandType type = nameEnd < stop && t[nameEnd] == '_' ? null
                : nameEnd - p == 1 ? BY_LETTER[t[p]]
                : nameEnd - p == 2 ? BY_PAIR[pair(t[p], t[p + 1])] : registerNamed(t, p, nameEnd);
        if (type == null) {
            int e = p;
            while (wordChar(e) && e - p < 32) {
                e++;
            }
            throw fail(at, e > p ? "unknown register '" + text(p, e) + "'" : "expected an operand" + found());
        }
        o.type = type;
        p = nameEnd;
        if (p < stop && t[p] >= '0' && t[p] <= '9') {
            // the register number: up to 9 digits read here, more by number(), which says when it is out of range
            int i = p;
            int v = 0;
            while (i < stop && i - p < 9 && t[i] >= '0' && t[i] <= '9') {
                v = v * 10 + (t[i++] - '0');
            }
            if (i < stop && t[i] >= '0' && t[i] <= '9') {
                o.index[0] = number(0xffffffffL, "register number");
            } else {
                o.index[0] = v;
                p = i;
            }
            o.indexCount = 1;
        }
        while (peek() == '[') {
            p++;
            if (o.indexCount == 3) {
                throw fail(p - 1, "an operand has at most 3 indices");
            }
            int d = o.indexCount++;
            skipBlanks();
            if (peek() >= '0' && peek() <= '9') {
                o.index[d] = number(0xffffffffffffL, "index");
            } else {
                o.relative[d] = operand('i', depth + 1);
                expect('+');
                o.index[d] = number(0xffffffffL, "index");
            }
            expect(']');
        }
        if (peek() == '.') {
            p++;
            int s = p;
            // the letters' 2-bit numbers in order (a swizzle), and whether they are a mask (in order, each once)
            int swizzle = 0;
            int mask = 0;
            int last = -1;
            boolean ordered = true;
            int i = s;
            for (int c; i < stop && i - s < 4 && (c = component(t[i])) >= 0; i++) {
                swizzle |= c << 2 * (i - s);
                ordered &= c > last;
                last = c;
                mask |= 1 << c;
            }
            p = i;
            if (i == s || wordChar(i)) {
                throw fail(s, "expected components (x, y, z, w)");
            }
            o.componentsAt = s;
            o.componentCount = p - s;
            o.swizzle = swizzle;
            o.mask = ordered ? mask : -1;
        } else if (wordChar(p)) {
            int e = p;
            while (wordChar(e) && e - at < 32) {
                e++;
            }
            throw fail(at, "unknown register '" + text(at, e) + "'");
        }
    }

    /**
     * The usual operand read and encoded in one pass, straight from the statement's characters into its words: a
     * register name (after '-' or '|', or both), its number and immediate indices (up to 3, at most 9 digits each,
     * no blanks inside the brackets; in an instruction, one of them may be relative as the listing prints it, {@code
     * [r0.x + 3]}), components that make a valid selection for {@code role}, then ',' or the statement's end. Its
     * register class; null, with nothing read or written, for any other operand (immediates, other relative or long
     * indices, precision or non-uniform marks, blanks after the name, anything wrong), which
     * {@link #operand} reads and {@link #encode} encodes, to the same words or the same error.
     */
    private OperandType plainRegister(int role) {
        if (!onePass || n + OPERAND_WORDS > limit) {
            // emit() says at which word the statement is too long
            return null;
        }
        if (size + 4 * OPERAND_WORDS > out.length) {
            room(OPERAND_WORDS);
        }
        long read = readRegister(t, blanksEnd(t, p, stop), stop, role, out, size);
        if (read < 0) {
            return null;
        }
        p = (int) (read >>> 32);
        if (counting) {
            temps.operand(statements - 1, readType, readCount, readIndex0, readRelative, readTemps);
        }
        size += 4 * (int) read;
        n += (int) read;
        return readType;
    }

    /**
     * The most words an operand {@link #readRegister} or {@link #readImmediate} reads takes: a token, an extended
     * token, three indices and a relative index's register (its token and index).
     */
    private static final int OPERAND_WORDS = 7;
    /**
     * The register class, index count and first index of the operand {@link #readRegister} read last, whether one
     * of its indices is relative, and the temporaries it and its relative index name (the largest number + 1, as
     * {@link #counted} counts them).
     */
    private OperandType readType;
    private int readCount;
    private int readIndex0;
    private boolean readRelative;
    private long readTemps;

    /**
     * {@link #plainRegister}'s operand read from {@code t[i, stop)} (blanks before it skipped by the caller) in the
     * statement's role {@code role} and its words written at {@code out[at]} (room for {@link #OPERAND_WORDS} made by
     * the caller): where it ends (high word)
     * and how many words it took (low word), its class, count and first index in {@link #readType},
     * {@link #readCount} and {@link #readIndex0}; -1, with nothing read, for any other operand.
     */
    private long readRegister(char[] t, int i, int stop, int role, byte[] out, int at) {
        // the character at i is kept in c as the reading goes on, each loaded and bounds-checked once: the text holds
        // a 0 at stop (a character no part of an operand is, which ends every loop below), so that no character is
        // compared with stop on the way; a text without it is left to the general reading
        if (stop >= t.length || t[stop] != 0) {
            return -1;
        }
        char c = t[i];
        // the modifiers before the name: '-' (negate), '|' (absolute value, closed after the components)
        int modifier = 0;
        if (c == '-') {
            modifier = 1;
            i = blanksEnd(t, i + 1, stop);
            c = t[i];
        }
        if (c == '|') {
            modifier |= 2;
            i = blanksEnd(t, i + 1, stop);
            c = t[i];
        }
        // the indices: the number after the name (up to 9 digits), then [digits] each
        long name = registerNameAt(t, i, stop);
        if (name < 0) {
            return -1;
        }
        OperandType type = nameType;
        i = (int) (name >>> 32);
        c = t[i];
        int count = (int) name >>> 31;
        int i0 = (int) name & 0x3fffffff;
        int i1 = 0;
        int i2 = 0;
        // a relative index (at most one): which index it is, its register's token and index
        int relative = -1;
        int relativeToken = 0;
        int relativeIndex = 0;
        while (c == '[') {
            if (count == 3) {
                return -1;
            }
            c = t[++i];
            if (c < 128 && (CHARACTER_CLASS[c] & 1) != 0) {
                // [r0.x + 3], in an instruction only, once (read apart: few operands have one)
                if (role == DECL || relative >= 0) {
                    return -1;
                }
                long read = relativeRegisterAt(t, i, stop);
                if (read < 0) {
                    return -1;
                }
                i = (int) (read >>> 32);
                relativeToken = (int) read;
                relativeIndex = relativeIndexRead;
                relative = count;
                c = t[i];
            }
            long read = c >= '0' && c <= '9' ? digitsAt(t, i, stop) : -1;
            if (read < 0) {
                return -1;
            }
            i = (int) (read >>> 32);
            int v = (int) read;
            if (i == stop || t[i] != ']') {
                return -1;
            }
            c = t[++i];
            if (count == 0) {
                i0 = v;
            } else if (count == 1) {
                i1 = v;
            } else {
                i2 = v;
            }
            count++;
        }
        int selection;
        if (c == '.') {
            // one to four of x, y, z, w, read without a loop
            i++;
            int c0 = component(t[i]);
            if (c0 < 0) {
                return -1;
            }
            int c1 = component(t[++i]);
            int c2 = c1 >= 0 ? component(t[++i]) : -1;
            int c3 = c2 >= 0 ? component(t[++i]) : -1;
            int letters = c1 < 0 ? 1 : c2 < 0 ? 2 : c3 < 0 ? 3 : 4;
            if (c3 >= 0) {
                i++;
            }
            c = t[i];
            if (c < 128 && (CHARACTER_CLASS[c] & 2) != 0) {
                return -1;
            }
            if (role == SRC && letters == 4) {
                selection = 2 | 1 << 2 | (c0 | c1 << 2 | c2 << 4 | c3 << 6) << 4;
            } else if (role == SRC && letters == 1) {
                selection = 2 | 2 << 2 | c0 << 4;
            } else if (letters == 1 || c1 > c0 && (letters == 2 || c2 > c1 && (letters == 3 || c3 > c2))) {
                // a mask: letters in order, none twice
                selection = 2 | (1 << c0 | (letters > 1 ? 1 << c1 : 0) | (letters > 2 ? 1 << c2 : 0)
                        | (letters > 3 ? 1 << c3 : 0)) << 4;
            } else {
                return -1;
            }
        } else if (c < 128 && (CHARACTER_CLASS[c] & 2) != 0) {
            return -1;
        } else {
            selection = bareComponents(type, role);
        }
        if (modifier >= 2) {
            if (c != '|') {
                return -1;
            }
            c = t[++i];
        }
        if (c == '{' || c == ' ' || c == '\t') {
            return -1;
        }
        int first = at;
        int token = type.code() << 12 | count << 20 | selection;
        if (modifier == 0) {
            ByteViews.putI32(out, at, token);
        } else {
            // an extended operand token (type 1) carries the modifier
            ByteViews.putI32(out, at, 0x80000000 | token);
            ByteViews.putI32(out, at += 4, 1 | modifier << 6);
        }
        long temps = type == OperandType.TEMP && count > 0 ? i0 + 1L : 0;
        if (relative < 0) {
            if (count > 0) {
                ByteViews.putI32(out, at += 4, i0);
                if (count > 1) {
                    ByteViews.putI32(out, at += 4, i1);
                    if (count > 2) {
                        ByteViews.putI32(out, at += 4, i2);
                    }
                }
            }
        } else {
            at = relativeIndices(out, first, at, count, i0, i1, i2, relative, relativeToken, relativeIndex);
            if ((relativeToken >>> 12 & 0xff) == OperandType.TEMP.code() && (relativeToken & 0x300000) != 0) {
                temps = Math.max(temps, relativeIndex + 1L);
            }
        }
        readType = type;
        readCount = count;
        readIndex0 = i0;
        readRelative = relative >= 0;
        readTemps = temps;
        return (long) i << 32 | (at + 4 - first) / 4;
    }

    /** The class of the register {@link #registerNameAt} read last. */
    private OperandType nameType;

    /**
     * The register named at {@code t[i]} (t holds a 0 at stop, as {@link #readRegister} reads), for
     * {@link #readRegister} and {@link #relativeRegisterAt}: its class in {@link #nameType}; where its name and the
     * number after it (up to 9 digits, so below 2^30) end (high word), bit 31 set when there is a number and the
     * number in the bits below; -1 for a name that is no register's (or goes on with '_' or '(') or a longer number.
     */
    private long registerNameAt(char[] t, int i, int stop) {
        int from = i;
        char c = t[i];
        while (c < 128 && (CHARACTER_CLASS[c] & 1) != 0) {
            c = t[++i];
        }
        if (i == from || c == '_' || c == '(') {
            return -1;
        }
        OperandType type = i - from == 1 ? BY_LETTER[t[from]]
                : i - from == 2 ? BY_PAIR[pair(t[from], t[from + 1])] : registerNamed(t, from, i);
        if (type == null) {
            return -1;
        }
        nameType = type;
        if (c < '0' || c > '9') {
            return (long) i << 32;
        }
        long read = digitsAt(t, i, stop);
        return read < 0 ? -1 : read | 0x80000000L;
    }

    /** The index of the relative index's register {@link #relativeRegisterAt} read last. */
    private int relativeIndexRead;

    /**
     * The register of a relative index, {@code r0.x + } in {@code [r0.x + 3]}, at {@code t[i]} (a letter; t holds a 0
     * at stop, as {@link #readRegister} reads): a name, its number, one component, {@code " + "} spelt as the listing
     * spells it. Where the immediate part starts (high word) and the register's operand token (low word), its index
     * in {@link #relativeIndexRead}; -1 for anything else.
     */
    private long relativeRegisterAt(char[] t, int i, int stop) {
        long name = registerNameAt(t, i, stop);
        if (name < 0) {
            return -1;
        }
        OperandType type = nameType;
        i = (int) (name >>> 32);
        char c = t[i];
        int count = (int) name >>> 31;
        int index = (int) name & 0x3fffffff;
        int component = c == '.' && i + 5 < stop ? component(t[i + 1]) : -1;
        if (component < 0 || t[i + 2] != ' ' || t[i + 3] != '+' || t[i + 4] != ' ') {
            return -1;
        }
        relativeIndexRead = index;
        // (a relative index's register selects one component)
        return (long) (i + 5) << 32 | type.code() << 12 | count << 20 | 2 | 2 << 2 | component << 4;
    }

    /**
     * The indices of an operand with a relative one ({@code relative}: which, its register's token and index), written
     * after its token at {@code out[first]} from {@code at} (the last word written): where the last one is.
     */
    private static int relativeIndices(byte[] out, int first, int at, int count, int i0, int i1, int i2, int relative,
            int relativeToken, int relativeIndex) {
        // the relative index's representation: relative alone ([r0.x + 0]: no immediate word), else immediate
        // plus relative; its register's words after the immediate part
        int part = relative == 0 ? i0 : relative == 1 ? i1 : i2;
        ByteViews.putI32(out, first, ByteViews.i32(out, first) | (part == 0 ? 2 : 3) << 22 + 3 * relative);
        for (int d = 0; d < count; d++) {
            int v = d == 0 ? i0 : d == 1 ? i1 : i2;
            if (d != relative || v != 0) {
                ByteViews.putI32(out, at += 4, v);
            }
            if (d == relative) {
                ByteViews.putI32(out, at += 4, relativeToken);
                if ((relativeToken & 0x300000) != 0) {
                    ByteViews.putI32(out, at += 4, relativeIndex);
                }
            }
        }
        return at;
    }

    /**
     * The usual immediate read and encoded in one pass, as {@link #plainRegister} reads the usual register: {@code
     * l(...)} of one or four values that {@link #quickValue} reads, {@code ", "} between them, then ',' or the
     * statement's end. False, with nothing read or written, for any other operand (modifiers, exponents, {@code
     * 1.#INF00}, blanks elsewhere, precision marks, anything wrong), which {@link #operand} reads.
     */
    private boolean plainImmediate(Opcode op, int operand) {
        if (!onePass || n + OPERAND_WORDS > limit) {
            return false;
        }
        if (size + 4 * OPERAND_WORDS > out.length) {
            room(OPERAND_WORDS);
        }
        long read = readImmediate(t, blanksEnd(t, p, stop), stop, op, operand, out, size, false);
        if (read < 0) {
            return false;
        }
        p = (int) (read >>> 32);
        size += 4 * (int) read;
        n += (int) read;
        return true;
    }

    /**
     * The number of 1 to 9 digits at {@code t[i]} (a digit is there), as {@link #readRegister} reads a register's
     * number and an index: where it ends (high word) and its value (low word); -1 when a tenth digit follows.
     */
    private static long digitsAt(char[] t, int i, int stop) {
        // (t[stop] is 0, as readRegister reads: stop itself is not compared)
        int d = i;
        int v = 0;
        char c = t[i];
        do {
            v = v * 10 + (c - '0');
            c = t[++i];
        } while (c >= '0' && c <= '9' && i - d < 9);
        return c >= '0' && c <= '9' ? -1 : (long) i << 32 | v;
    }

    /**
     * {@link #plainImmediate}'s operand read from {@code t[i, stop)} (blanks before it skipped by the caller; operand
     * {@code operand} of {@code op}) and its words written at {@code out[at]}, as {@link #readRegister}: where it ends
     * and how many words it took, or -1.
     * {@code line}: the operand may end at a line's end ({@code \r}, {@code \n}) as well as at ',' or {@code stop}.
     */
    private static long readImmediate(char[] t, int i, int stop, Opcode op, int operand, byte[] out, int at,
            boolean line) {
        if (i + 2 >= stop || t[i] != 'l' || t[i + 1] != '(') {
            return -1;
        }
        i += 2;
        int v0 = 0;
        int v1 = 0;
        int v2 = 0;
        int v3 = 0;
        int k = 0;
        while (true) {
            long read = quickValue(t, i, stop, op, operand, 'x', false);
            if (read < 0) {
                return -1;
            }
            i = (int) (read >>> 32);
            if (k == 0) {
                v0 = (int) read;
            } else if (k == 1) {
                v1 = (int) read;
            } else if (k == 2) {
                v2 = (int) read;
            } else {
                v3 = (int) read;
            }
            k++;
            if (i == stop) {
                return -1;
            }
            if (t[i] == ')') {
                break;
            }
            if (k == 4 || t[i] != ',') {
                return -1;
            }
            i++;
            while (i < stop && t[i] == ' ') {
                i++;
            }
        }
        i++;
        if (k != 1 && k != 4 || i < stop && t[i] != ',' && !(line && (t[i] == '\n' || t[i] == '\r'))) {
            return -1;
        }
        ByteViews.putI32(out, at, OperandType.IMMEDIATE32.code() << 12 | (k == 4 ? 2 : 1));
        ByteViews.putI32(out, at + 4, v0);
        if (k == 4) {
            ByteViews.putI32(out, at + 8, v1);
            ByteViews.putI32(out, at + 12, v2);
            ByteViews.putI32(out, at + 16, v3);
        }
        return (long) i << 32 | 1 + k;
    }

    /**
     * The usual value at {@code t[i]} read in one pass, as {@link #value32} reads it: a decimal integer of at most 9
     * digits, a decimal of at most 15 digits with a point, or 0x and 1 to 8 hex digits, each followed by ',', ')',
     * '}', a blank or the statement's end. Where it ends (high word) and its bits (low word); -1 for any other
     * value, which value32 reads. A "0.000000" is read by the format of operand {@code operand} of {@code op}, or
     * {@code format} when op is null (see value32). {@code loose}: a decimal integer may end at any character but a
     * point or an exponent's 'e', a decimal at any but a word character, a point or '#' (value32's own reading,
     * which leaves what follows to its caller); the one-pass operand readers, which go on from the end, ask for
     * the strict ends.
     */
    private static long quickValue(char[] t, int i, int stop, Opcode op, int operand, char format, boolean loose) {
        int s = i;
        // the character at i in hand, 0 at stop (as readRegister)
        char c = i < stop ? t[i] : 0;
        if (c == '0' && i + 1 < stop && (t[i + 1] == 'x' || t[i + 1] == 'X')) {
            i += 2;
            int v = 0;
            int d = i;
            for (int h; i < stop && i - d < 9 && (h = hexDigit(t[i])) >= 0; i++) {
                v = v << 4 | h;
            }
            if (i == d || i - d > 8 || !endsValue(t, i, stop)) {
                return -1;
            }
            return (long) i << 32 | v & 0xffffffffL;
        }
        boolean negative = c == '-';
        if (negative) {
            c = ++i < stop ? t[i] : 0;
        }
        int first = i;
        long q = 0;
        while (c >= '0' && c <= '9' && i - first < 16) {
            q = q * 10 + (c - '0');
            c = ++i < stop ? t[i] : 0;
        }
        int digits = i - first;
        if (digits == 0) {
            return -1;
        }
        int v;
        if (c == '.') {
            int point = ++i;
            c = i < stop ? t[i] : 0;
            while (c >= '0' && c <= '9' && i - first <= 16) {
                q = q * 10 + (c - '0');
                c = ++i < stop ? t[i] : 0;
            }
            if (i - first - 1 > 15
                    || !(loose ? i == stop || !wordCharAt(t, i, stop) && c != '.' && c != '#' : endsValue(t, i, stop))) {
                return -1;
            }
            long read = ListingNumbers.float32Bits(q, i - point, negative);
            if (read == ListingNumbers.NOT_FLOAT) {
                return -1;
            }
            v = (int) read;
            if (read == 0 && isSixDecimalZero(t, s, i) && (op != null ? op.listingFormat(operand) : format) == 'x') {
                v = FLT_MIN;
            }
        } else if (digits <= 9 && (loose ? i == stop || c != 'e' && c != 'E' : endsValue(t, i, stop))) {
            v = (int) (negative ? -q : q);
        } else {
            return -1;
        }
        return (long) i << 32 | v & 0xffffffffL;
    }

    /** Whether {@code t[s, i)} is "0.000000": the flag-0 text of a float too small for six decimals, or of zero. */
    private static boolean isSixDecimalZero(char[] t, int s, int i) {
        if (i - s != 8 || t[s] != '0' || t[s + 1] != '.') {
            return false;
        }
        for (int k = s + 2; k < i; k++) {
            if (t[k] != '0') {
                return false;
            }
        }
        return true;
    }

    /** Whether a value ends at {@code t[i]}: the statement's end, ',', ')', '}' or a blank. */
    private static boolean endsValue(char[] t, int i, int stop) {
        if (i == stop) {
            return true;
        }
        char c = t[i];
        return c == ',' || c == ')' || c == '}' || c == ' ' || c == '\t';
    }

    /** {@return 0 to 15 for an ASCII hex digit, -1 for any other character} */
    private static int hexDigit(char c) {
        return c < 128 ? HEX_DIGITS[c] : -1;
    }

    /** {@link #hexDigit}'s answers by character. */
    private static final byte[] HEX_DIGITS = new byte[128];

    static {
        Arrays.fill(HEX_DIGITS, (byte) -1);
        for (int k = 0; k < 16; k++) {
            HEX_DIGITS["0123456789abcdef".charAt(k)] = (byte) k;
            HEX_DIGITS["0123456789ABCDEF".charAt(k)] = (byte) k;
        }
    }

    /** The values of {@code l(...)} into {@code o}: 1 or 4, read by {@code format}. */
    private void immediates32(AsmOperand o, char format) {
        int[] v = o.immediates;
        int k = 0;
        do {
            if (k == 4) {
                throw fail("an immediate has 1 or 4 values");
            }
            v[k++] = value32(format);
        } while (accept(','));
        expect(')');
        if (k != 1 && k != 4) {
            throw fail("an immediate has 1 or 4 values, found " + k);
        }
        o.immediateCount = k;
    }

    /** The values of {@code d(...)} into {@code o}: one or two doubles ({@code 1.000000l}), or their 2 or 4 words in hex. */
    private void immediates64(AsmOperand o) {
        int[] v = o.immediates;
        int k = 0;
        do {
            if (k == 4) {
                throw fail("a double immediate has 1 or 2 values");
            }
            skipBlanks();
            if (startsWith("0x", p) || startsWith("0X", p)) {
                v[k++] = (int) hex(8);
            } else {
                if (k % 2 != 0) {
                    throw fail("hex and decimal values mixed in a double immediate");
                }
                int at = p;
                int e = ListingNumbers.scan(source, sourceFrom + p, sourceFrom + stop) - sourceFrom;
                Long d = ListingNumbers.float64(text(at, e));
                if (d == null) {
                    throw fail(at, "expected a double value" + found());
                }
                long bits = d;
                p = e;
                if (peek() == 'l') {
                    p++;
                }
                v[k++] = (int) bits;
                v[k++] = (int) (bits >>> 32);
            }
        } while (accept(','));
        expect(')');
        if (k != 2 && k != 4) {
            throw fail("a double immediate has 1 or 2 values");
        }
        o.immediateCount = k;
    }

    private long hex(int digits) {
        skipBlanks();
        int s = p;
        p += 2;
        long v = 0;
        int d = 0;
        while (p < stop && Character.digit(t[p], 16) >= 0) {
            if (++d > digits) {
                throw fail(s, "hex value of more than " + digits + " digits");
            }
            v = v << 4 | Character.digit(t[p], 16);
            p++;
        }
        if (d == 0) {
            throw fail(s, "expected hex digits after 0x");
        }
        return v;
    }

    /**
     * One 32-bit value: a hex word (its bits), a decimal integer (its two's complement bits; a signed or unsigned
     * 32-bit value), or a float ({@code 1.500000}, {@code 1.5e-10}, {@code 1.#INF00}, {@code -1.#IND00} ...) read
     * as the nearest float.
     */
    /** The smallest normal float, 1.17549435e-38. */
    private static final int FLT_MIN = 0x00800000;

    private int value32(char format) {
        skipBlanks();
        // the usual literals in one pass (loosely ended: see quickValue); anything else (exponents, 1.#INF00, long or
        // damaged numbers, hex words ended otherwise) is read below
        long quick = onePass ? quickValue(t, p, stop, null, 0, format, true) : -1;
        if (quick >= 0) {
            p = (int) (quick >>> 32);
            return (int) quick;
        }
        char[] t = this.t;
        int stop = this.stop;
        int s = p;
        if (s + 1 < stop && t[s] == '0' && (t[s + 1] == 'x' || t[s + 1] == 'X')) {
            return (int) hex(8);
        }
        int e = ListingNumbers.scan(source, sourceFrom + p, sourceFrom + stop) - sourceFrom;
        if (isFloat(s, e)) {
            long read = ListingNumbers.float32Bits(source, sourceFrom + s, sourceFrom + e);
            if (read == ListingNumbers.NOT_FLOAT || wordChar(e)) {
                throw fail(s, "expected a value" + found());
            }
            int bits = (int) read;
            p = e;
            if (format == 'x' && bits == 0 && is(s, e, "0.000000")) {
                // an untyped slot prints the word 0 as "0": its "0.000000" is a nonzero float too small for six
                // decimals (D3DDisassemble prints an untyped word as a float when its exponent is not 0), read as
                // the smallest normal float, which prints so again
                return FLT_MIN;
            }
            return bits;
        }
        boolean neg = accept('-');
        long v = number(neg ? 1L << 31 : 0xffffffffL, "integer");
        return (int) (neg ? -v : v);
    }

    /** Whether the number {@code t[from, to)} is a float: it holds a point, an exponent or a '#' (1.#INF00). */
    private boolean isFloat(int from, int to) {
        for (int i = from; i < to; i++) {
            char c = t[i];
            if (c == '.' || c == 'e' || c == 'E' || c == '#') {
                return true;
            }
        }
        return false;
    }

    /** Encodes {@code o} in role {@code role} (destination, source, declaration, relative index). */
    private void encode(AsmOperand o, int role) {
        int token = o.type.code() << 12 | o.indexCount << 20;
        if (o.immediateCount != 0) {
            // four words are four components (of 32 bits, or two doubles); one word or one double is one
            token |= o.immediateCount == 4 ? 2 : 1;
        } else if (o.componentsAt >= 0) {
            token |= 2 | components(o, role);
        } else {
            token |= bareComponents(o.type, role);
        }
        for (int d = 0; d < o.indexCount; d++) {
            long v = o.index[d];
            int rep = v > 0xffffffffL ? 1 : 0;
            if (o.relative[d] != null) {
                rep = v == 0 ? 2 : rep + 3;
            }
            token |= rep << (22 + 3 * d);
        }
        boolean ext = o.extended();
        if (ext) {
            token |= 0x80000000;
        }
        emit(token);
        if (ext) {
            emit(1 | o.modifier << 6 | o.minPrecision << 14 | (o.nonUniform ? 1 << 17 : 0));
        }
        for (int i = 0; i < o.immediateCount; i++) {
            emit(o.immediates[i]);
        }
        for (int d = 0; d < o.indexCount; d++) {
            long v = o.index[d];
            boolean relative = o.relative[d] != null;
            if (v > 0xffffffffL) {
                emit((int) (v >>> 32));
                emit((int) v);
            } else if (!relative || v != 0) {
                emit((int) v);
            }
            if (relative) {
                encode(o.relative[d], REL);
            }
        }
    }

    /** Selection mode and selector bits ([11:2]) of the components written for {@code o}. */
    private int components(AsmOperand o, int role) {
        if (role == SRC || role == REL) {
            if (o.componentCount == 4) {
                return 1 << 2 | o.swizzle << 4;
            }
            if (o.componentCount == 1) {
                return 2 << 2 | o.swizzle << 4;
            }
        }
        // letters out of order or repeated are no mask: mask() says so
        int c = o.componentsAt;
        return (o.mask >= 0 ? o.mask : mask(c, c + o.componentCount, o.at)) << 4;
    }

    /** {@return 0 to 3 for x, y, z, w; -1 for any other character} */
    private static int component(char c) {
        return c < COMPONENTS.length ? COMPONENTS[c] : -1;
    }

    /** {@link #component}'s answers by character. */
    private static final byte[] COMPONENTS = new byte[128];

    static {
        Arrays.fill(COMPONENTS, (byte) -1);
        COMPONENTS['x'] = 0;
        COMPONENTS['y'] = 1;
        COMPONENTS['z'] = 2;
        COMPONENTS['w'] = 3;
    }

    /**
     * The write mask of the components {@code [from, to)} of the statement, in order ({@code xz}); an error at
     * {@code at} for letters out of order or repeated.
     */
    private int mask(int from, int to, int at) {
        int m = 0;
        int last = -1;
        for (int i = from; i < to; i++) {
            int k = component(t[i]);
            if (k <= last) {
                throw fail(at, "components '" + text(from, to) + "' are not a mask (x, y, z, w in order, each once)");
            }
            last = k;
            m |= 1 << k;
        }
        if (to == from) {
            throw fail(at, "expected components (x, y, z, w)");
        }
        return m;
    }

    /** The components bits of an operand written without components. */
    private int bareComponents(OperandType type, int role) {
        switch (type) {
            case OUTPUT_DEPTH, OUTPUT_DEPTH_GREATER_EQUAL, OUTPUT_DEPTH_LESS_EQUAL, OUTPUT_STENCIL_REF,
                    INPUT_COVERAGE_MASK, INNER_COVERAGE -> {
                return 1;
            }
            case INPUT_PRIMITIVEID, OUTPUT_COVERAGE_MASK, OUTPUT_CONTROL_POINT_ID, INPUT_FORK_INSTANCE_ID,
                    INPUT_JOIN_INSTANCE_ID, INPUT_GS_INSTANCE_ID, INPUT_THREAD_ID_IN_GROUP_FLATTENED, CYCLE_COUNTER -> {
                // one component in instructions; fxc declares them with none
                return role == DECL ? 0 : 1;
            }
            default -> {
                return 0;
            }
        }
    }

    // ---------------------------------------------------------------- declarations

    private static final String[] SYSTEM_VALUES = {"undefined", "position", "clip_distance", "cull_distance",
        "rendertarget_array_index", "viewport_array_index", "vertex_id", "primitive_id", "instance_id",
        "is_front_face", "sampleIndex", "finalQuadUeq0EdgeTessFactor", "finalQuadVeq0EdgeTessFactor",
        "finalQuadUeq1EdgeTessFactor", "finalQuadVeq1EdgeTessFactor", "finalQuadUInsideTessFactor",
        "finalQuadVInsideTessFactor", "finalTriUeq0EdgeTessFactor", "finalTriVeq0EdgeTessFactor",
        "finalTriWeq0EdgeTessFactor", "finalTriInsideTessFactor", "finalLineDetailTessFactor",
        "finalLineDensityTessFactor"};
    private static final String[] RETURN_TYPES = {"unknown", "unorm", "snorm", "sint", "uint", "float", "mixed",
        "double", "<continued>", "<unused>"};
    private static final String[] GLOBAL_FLAGS = {"refactoringAllowed", "enableDoublePrecisionFloatOps",
        "forceEarlyDepthStencil", "enableRawAndStructuredBuffers", "skipOptimization", "enableMinimumPrecision",
        "enable11_1DoubleExtensions", "enable11_1ShaderExtensions", "allResourcesBound"};

    private static int indexOf(String[] table, String w) {
        for (int i = 0; i < table.length; i++) {
            if (table[i].equals(w)) {
                return i;
            }
        }
        return -1;
    }

    private int resourceDimension(String w, int at) {
        int d = indexOf(DIMENSIONS, w);
        if (d <= 0) {
            throw fail(at, "unknown resource dimension '" + w + "'");
        }
        return d;
    }

    /**
     * The register an input or output declaration declares, as {@code operand('u')} reads and {@link #encode}
     * encodes it (a write mask, or none): by {@link #plainRegister} when it can (a declaration counts nothing).
     */
    private void declared() {
        if (plainRegister(DECL) == null) {
            encode(operand('u'), DECL);
        }
    }

    /** {@code float,float,float,float)} after its '(': the four 4-bit return types. */
    private int returnTypes() {
        int v = 0;
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                expect(',');
            }
            skipBlanks();
            int at = p;
            int e = p;
            while (e < stop && t[e] != ',' && t[e] != ')' && e - p < 16) {
                e++;
            }
            String w = text(p, e).trim();
            int k = indexOf(RETURN_TYPES, w);
            if (k < 0) {
                throw fail(at, "unknown return type '" + w + "'");
            }
            p = e;
            v |= k << (4 * i);
        }
        expect(')');
        return v;
    }

    private void declaration() {
        skipBlanks();
        int s = p;
        String w = word();
        String refused = DeclarationStages.refusal(w, version);
        if (refused != null) {
            throw fail(s, refused);
        }
        if (w.startsWith("dcl_resource_") && !w.equals("dcl_resource_raw") && !w.equals("dcl_resource_structured")) {
            String dim = w.substring("dcl_resource_".length());
            int d = resourceDimension(dim, s + "dcl_resource_".length());
            int samples = 0;
            if (peek() == '(' && (d == 4 || d == 9)) {
                p++;
                samples = (int) number(127, "sample count");
                expect(')');
            }
            emit(Opcode.DCL_RESOURCE.code() | d << 11 | samples << 16);
            expect('(');
            int rt = returnTypes();
            bindingOperand(OperandType.RESOURCE);
            emit(rt);
            space();
            seal(s);
            return;
        }
        if (w.startsWith("dcl_uav_typed_")) {
            String rest = w.substring("dcl_uav_typed_".length());
            int flags = 0;
            while (rest.endsWith("_glc") || rest.endsWith("_rov")) {
                flags |= rest.endsWith("_glc") ? 1 : 2;
                rest = rest.substring(0, rest.length() - 4);
            }
            int d = resourceDimension(rest, s + "dcl_uav_typed_".length());
            emit(Opcode.DCL_UNORDERED_ACCESS_VIEW_TYPED.code() | d << 11 | flags << 16);
            expect('(');
            int rt = returnTypes();
            bindingOperand(OperandType.UNORDERED_ACCESS_VIEW);
            emit(rt);
            space();
            seal(s);
            return;
        }
        if (w.startsWith("dcl_uav_raw") || w.startsWith("dcl_uav_structured")) {
            boolean structured = w.startsWith("dcl_uav_structured");
            String rest = w.substring(structured ? "dcl_uav_structured".length() : "dcl_uav_raw".length());
            int flags = 0;
            for (String f : rest.isEmpty() ? new String[0] : rest.substring(1).split("_", -1)) {
                int bit = switch (f) {
                    case "glc" -> 1 << 16;
                    case "rov" -> 1 << 17;
                    case "opc" -> structured ? 1 << 23 : -1;
                    default -> -1;
                };
                if (bit < 0 || !rest.startsWith("_")) {
                    throw fail(s, "unknown declaration '" + w + "'");
                }
                flags |= bit;
            }
            emit((structured ? Opcode.DCL_UNORDERED_ACCESS_VIEW_STRUCTURED : Opcode.DCL_UNORDERED_ACCESS_VIEW_RAW).code()
                    | flags);
            bindingOperand(OperandType.UNORDERED_ACCESS_VIEW);
            if (structured) {
                expect(',');
                emit(u32("structure stride"));
            }
            space();
            seal(s);
            return;
        }
        switch (w) {
            case "dcl_globalFlags" -> {
                long read = globalFlagsAt(t, p, stop);
                if (read < 0) {
                    int at = (int) (-1 - read);
                    throw fail(at, "unknown global flag '" + text(at, wordEnd(at)) + "'");
                }
                p = (int) (read >>> 32);
                emit(Opcode.DCL_GLOBAL_FLAGS.code() | (int) read << 11);
            }
            case "dcl_temps" -> {
                emit(Opcode.DCL_TEMPS.code());
                emit(u32("temp count"));
            }
            case "dcl_constantbuffer" -> {
                emit(Opcode.DCL_CONSTANT_BUFFER.code());
                int size = 0;
                if (sm51) {
                    // CB0[0:0][4]: the range, then the size in vectors
                    encodeBinding(rangeOperand(OperandType.CONSTANT_BUFFER));
                    expectAdjacent('[');
                    size = u32("buffer size");
                    expect(']');
                } else {
                    skipBlanks();
                    int at = p;
                    AsmOperand o = new AsmOperand();
                    o.at = at;
                    register(o, 0);
                    if (o.type != OperandType.CONSTANT_BUFFER || o.indexCount != 2 || o.relative[1] != null
                            || o.relative[0] != null) {
                        throw fail(at, "expected CB#[size]");
                    }
                    encodeBinding(o);
                }
                expect(',');
                skipBlanks();
                int a2 = p;
                p = wordEnd(a2);
                int mode = indexOfWord(t, a2, p, CONSTANT_BUFFER_MODES);
                if (mode < 0) {
                    throw fail(a2, "expected immediateIndexed or dynamicIndexed");
                }
                orWord(0, mode << 11);
                if (sm51) {
                    emit(size);
                    space();
                }
            }
            case "dcl_sampler" -> {
                emit(Opcode.DCL_SAMPLER.code());
                bindingOperand(OperandType.SAMPLER);
                expect(',');
                skipBlanks();
                int at = p;
                p = wordEnd(at);
                int m = indexOfWord(t, at, p, SAMPLER_MODES);
                if (m < 0) {
                    throw fail(at, "expected mode_default, mode_comparison or mode_mono");
                }
                orWord(0, m << 11);
                space();
            }
            case "dcl_resource_raw" -> {
                emit(Opcode.DCL_RESOURCE_RAW.code());
                bindingOperand(OperandType.RESOURCE);
                space();
            }
            case "dcl_resource_structured" -> {
                emit(Opcode.DCL_RESOURCE_STRUCTURED.code());
                bindingOperand(OperandType.RESOURCE);
                expect(',');
                emit(u32("structure stride"));
                space();
            }
            case "dcl_tgsm_raw" -> {
                emit(Opcode.DCL_THREAD_GROUP_SHARED_MEMORY_RAW.code());
                encode(operand('u'), DECL);
                expect(',');
                emit(u32("byte count"));
            }
            case "dcl_tgsm_structured" -> {
                emit(Opcode.DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED.code());
                encode(operand('u'), DECL);
                expect(',');
                emit(u32("structure stride"));
                expect(',');
                emit(u32("structure count"));
            }
            case "dcl_input", "dcl_output", "dcl_stream" -> {
                emit(declarationOpcode(w).code());
                declared();
            }
            case "dcl_input_ps" -> {
                emit(Opcode.DCL_INPUT_PS.code() | interpolation() << 11);
                declared();
            }
            case "dcl_input_ps_siv", "dcl_input_ps_sgv" -> {
                emit(declarationOpcode(w).code() | interpolation() << 11);
                declared();
                expect(',');
                emit(systemValue());
            }
            case "dcl_input_sgv", "dcl_input_siv", "dcl_output_sgv", "dcl_output_siv" -> {
                emit(declarationOpcode(w).code());
                declared();
                expect(',');
                emit(systemValue());
            }
            case "dcl_indexrange" -> {
                emit(Opcode.DCL_INDEX_RANGE.code());
                encode(operand('u'), DECL);
                emit(u32("register count"));
            }
            case "dcl_indexableTemp" -> {
                emit(Opcode.DCL_INDEXABLE_TEMP.code());
                skipBlanks();
                if (peek() != 'x') {
                    throw fail("expected x#[size]" + found());
                }
                p++;
                emit(u32("register number"));
                expectAdjacent('[');
                emit(u32("register count"));
                expect(']');
                expect(',');
                emit(u32("component count"));
            }
            case "dcl_thread_group" -> {
                emit(Opcode.DCL_THREAD_GROUP.code());
                emit(u32("thread count"));
                expect(',');
                emit(u32("thread count"));
                expect(',');
                emit(u32("thread count"));
            }
            case "dcl_maxout", "dcl_gsinstances", "dcl_hs_fork_phase_instance_count",
                    "dcl_hs_join_phase_instance_count" -> {
                emit(declarationOpcode(w).code());
                emit(u32("count"));
            }
            case "dcl_outputtopology" -> {
                skipBlanks();
                int at = p;
                String v = word();
                int k = indexOf(new String[] {"undefined", "pointlist", "linelist", "linestrip", "trianglelist",
                    "trianglestrip", "", "", "", "", "linelist_adj", "linestrip_adj", "trianglelist_adj",
                    "trianglestrip_adj"}, v);
                if (k < 0 || v.isEmpty()) {
                    throw fail(at, "unknown output topology '" + v + "'");
                }
                emit(Opcode.DCL_GS_OUTPUT_PRIMITIVE_TOPOLOGY.code() | k << 11);
            }
            case "dcl_inputprimitive" -> {
                skipBlanks();
                int at = p;
                String v = word();
                int k = switch (v) {
                    case "undefined" -> 0;
                    case "point" -> 1;
                    case "line" -> 2;
                    case "triangle" -> 3;
                    case "lineadj" -> 6;
                    case "triangleadj" -> 7;
                    default -> patch(v);
                };
                if (k < 0) {
                    throw fail(at, "unknown input primitive '" + v + "'");
                }
                emit(Opcode.DCL_GS_INPUT_PRIMITIVE.code() | k << 11);
            }
            case "dcl_input_control_point_count", "dcl_output_control_point_count" -> emit(declarationOpcode(w).code()
                    | (int) number(63, "control point count") << 11);
            case "dcl_tessellator_domain" -> emit(Opcode.DCL_TESS_DOMAIN.code()
                    | choice(TESS_DOMAINS) << 11);
            case "dcl_tessellator_partitioning" -> emit(Opcode.DCL_TESS_PARTITIONING.code()
                    | choice(TESS_PARTITIONINGS) << 11);
            case "dcl_tessellator_output_primitive" -> emit(Opcode.DCL_TESS_OUTPUT_PRIMITIVE.code()
                    | choice(TESS_OUTPUT_PRIMITIVES) << 11);
            case "dcl_hs_max_tessfactor" -> {
                emit(Opcode.DCL_HS_MAX_TESSFACTOR.code());
                skipBlanks();
                if (!startsWith("l(", p)) {
                    throw fail("expected l(value)" + found());
                }
                p += 2;
                emit(value32('f'));
                expect(')');
            }
            case "dcl_function_body" -> {
                emit(Opcode.DCL_FUNCTION_BODY.code());
                emit(prefixed("fb"));
            }
            case "dcl_function_table" -> {
                emit(Opcode.DCL_FUNCTION_TABLE.code());
                emit(prefixed("ft"));
                expect('=');
                emit(0);
                int countAt = n - 1;
                int k = list("fb");
                setWord(countAt, k);
            }
            case "dcl_interface", "dcl_interface_dynamicindexed" -> {
                emit(Opcode.DCL_INTERFACE.code() | (w.equals("dcl_interface") ? 0 : 1 << 11));
                emit(prefixed("fp"));
                expectAdjacent('[');
                int arrayLength = (int) number(0xffff, "array length");
                expect(']');
                expectAdjacent('[');
                emit(u32("table count"));
                expect(']');
                expect('=');
                emit(0);
                int countAt = n - 1;
                int k = list("ft");
                if (k > 0xffff) {
                    throw fail("too many function tables");
                }
                setWord(countAt, arrayLength << 16 | k);
            }
            default -> throw fail(s, "unknown declaration '" + w + "'");
        }
        seal(s);
    }

    private static final Opcode[] OPCODES = Opcode.values();

    private static Opcode declarationOpcode(String mnemonic) {
        for (Opcode op : OPCODES) {
            if (op.isDeclaration() && op.mnemonic().equals(mnemonic)) {
                return op;
            }
        }
        throw new IllegalArgumentException(mnemonic);
    }

    private static int patch(String v) {
        if (v.startsWith("patch") && v.length() > 5 && v.length() <= 7) {
            try {
                int k = Integer.parseInt(v.substring(5));
                return k >= 1 && k <= 32 ? k + 7 : -1;
            } catch (NumberFormatException e) {
                return -1;
            }
        }
        return -1;
    }

    private int choice(String[] names) {
        skipBlanks();
        int at = p;
        String v = word();
        int k = indexOf(names, v);
        if (k < 0) {
            throw fail(at, "expected one of " + String.join(", ", names));
        }
        return k;
    }

    /** {@code fb3}: the number after the prefix. */
    private int prefixed(String prefix) {
        skipBlanks();
        if (!startsWith(prefix, p)) {
            throw fail("expected " + prefix + "#" + found());
        }
        p += prefix.length();
        if (!(peek() >= '0' && peek() <= '9')) {
            throw fail("expected " + prefix + "#" + found());
        }
        return u32("number");
    }

    /** {@code {fb0, fb1}}: emits the numbers, returns how many. */
    private int list(String prefix) {
        expect('{');
        int k = 0;
        if (!accept('}')) {
            do {
                emit(prefixed(prefix));
                k++;
            } while (accept(','));
            expect('}');
        }
        return k;
    }

    private int interpolation() {
        long read = interpolationAt(t, p, stop);
        p = (int) (read >>> 32);
        return (int) read;
    }

    /** The interpolation modes of {@code dcl_input_ps} and its system-value forms, by their numbers. */
    private static final String[] INTERPOLATIONS = {"", "constant", "linear", "linear centroid",
        "linear noperspective", "linear noperspective centroid", "linear sample", "linear noperspective sample"};

    /**
     * The interpolation mode at {@code t[i]}, blanks skipped (the longest of {@link #INTERPOLATIONS} followed by a
     * blank or {@code stop}; none is mode 0): where it ends (high word) and its number (low word).
     */
    private static long interpolationAt(char[] t, int i, int stop) {
        i = blanksEnd(t, i, stop);
        int best = 0;
        for (int k = 1; k < INTERPOLATIONS.length; k++) {
            String m = INTERPOLATIONS[k];
            if (startsWithAt(t, i, stop, m) && (i + m.length() == stop || t[i + m.length()] == ' ')
                    && m.length() > INTERPOLATIONS[best].length()) {
                best = k;
            }
        }
        return (long) (i + INTERPOLATIONS[best].length()) << 32 | best;
    }

    private int systemValue() {
        long read = systemValueAt(t, p, stop);
        if (read >= 0) {
            p = (int) (read >>> 32);
            return (int) read;
        }
        skipBlanks();
        int at = p;
        String w = word();
        if (w.equals("unknown") && accept('(')) {
            int v = u32("system value");
            expect(')');
            return v;
        }
        throw fail(at, "unknown system value '" + w + "'");
    }

    private static final NameTable SYSTEM_VALUE_NAMES = new NameTable(SYSTEM_VALUES);

    /**
     * The system value named at {@code t[i]}, blanks skipped: where its name ends (high word) and its number (low
     * word); -1 for any other word ({@code unknown(N)}, a misspelling), which {@link #systemValue} reads.
     */
    private static long systemValueAt(char[] t, int i, int stop) {
        i = blanksEnd(t, i, stop);
        int e = i;
        while (wordCharAt(t, e, stop)) {
            e++;
        }
        int k = SYSTEM_VALUE_NAMES.find(t, i, e);
        return k < 0 ? -1 : (long) e << 32 | k;
    }

    private static final NameTable GLOBAL_FLAG_NAMES = new NameTable(GLOBAL_FLAGS);
    /** A constant buffer's and a sampler's modes, by the number in their declarations' opcode tokens. */
    private static final String[] CONSTANT_BUFFER_MODES = {"immediateIndexed", "dynamicIndexed"};
    private static final String[] SAMPLER_MODES = {"mode_default", "mode_comparison", "mode_mono"};

    /** {@return the index in {@code words} of the word {@code t[from, to)}, or -1} */
    private static int indexOfWord(char[] t, int from, int to, String[] words) {
        for (int k = 0; k < words.length; k++) {
            if (words[k].length() == to - from && startsWithAt(t, from, to, words[k])) {
                return k;
            }
        }
        return -1;
    }

    /** Whether {@code op} declares a resource, a view, a constant buffer or a sampler (a binding of RDEF's). */
    private static boolean isBinding(Opcode op) {
        return op == Opcode.DCL_RESOURCE || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_TYPED
                || op == Opcode.DCL_RESOURCE_RAW || op == Opcode.DCL_RESOURCE_STRUCTURED
                || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_RAW || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_STRUCTURED
                || op == Opcode.DCL_CONSTANT_BUFFER || op == Opcode.DCL_SAMPLER;
    }

    /**
     * A Shader Model 5.1 binding declaration of {@code op} after its word (and a resource's or view's return types,
     * {@code returnTypes}) at {@code t[i]}, as {@link #declaration} reads it, its words after the opcode token written
     * at {@code out[at]}: the range ({@code T0[0:3]}, {@code U1[2:*]}, upper- or lower-case) as the operand token
     * with the swizzle xyzw and its id, first and last register (* the largest); a constant buffer's size in vectors
     * ({@code [26]} right after the range) and mode; a sampler's mode; the return types or a structure's stride; the
     * space ({@code space=0}). Where it ends (bits [63:32]), the mode of a constant buffer or sampler (bits [31:24])
     * and the words written (bits [7:0]); -1 for any other text (blanks inside the range, numbers of ten digits ...),
     * which declaration() reads.
     */
    private static long binding51At(char[] t, int i, int stop, Opcode op, int returnTypes, byte[] out, int at) {
        OperandType type = op == Opcode.DCL_CONSTANT_BUFFER ? OperandType.CONSTANT_BUFFER
                : op == Opcode.DCL_SAMPLER ? OperandType.SAMPLER
                : op == Opcode.DCL_RESOURCE || op == Opcode.DCL_RESOURCE_RAW || op == Opcode.DCL_RESOURCE_STRUCTURED
                ? OperandType.RESOURCE : OperandType.UNORDERED_ACCESS_VIEW;
        i = blanksEnd(t, i, stop);
        String upper = type.registerName(true);
        if (startsWithAt(t, i, stop, upper) || startsWithAt(t, i, stop, type.registerName(false))) {
            i += upper.length();
        } else {
            return -1;
        }
        // the id, '[', the first register, ':', the last or '*', ']'
        if (i == stop || t[i] < '0' || t[i] > '9') {
            return -1;
        }
        long id = digitsBefore(t, i, stop);
        if (id < 0 || (i = (int) (id >>> 32)) == stop || t[i] != '[' || ++i == stop || t[i] < '0' || t[i] > '9') {
            return -1;
        }
        long first = digitsBefore(t, i, stop);
        if (first < 0 || (i = (int) (first >>> 32)) == stop || t[i] != ':' || ++i == stop) {
            return -1;
        }
        int last;
        if (t[i] == '*') {
            last = -1;
            i++;
        } else {
            long read = t[i] >= '0' && t[i] <= '9' ? digitsBefore(t, i, stop) : -1;
            if (read < 0) {
                return -1;
            }
            last = (int) read;
            i = (int) (read >>> 32);
        }
        if (i == stop || t[i] != ']') {
            return -1;
        }
        i++;
        int words = 0;
        ByteViews.putI32(out, at, type.code() << 12 | 3 << 20 | 2 | 1 << 2 | 0xE4 << 4);
        ByteViews.putI32(out, at + 4, (int) id);
        ByteViews.putI32(out, at + 8, (int) first);
        ByteViews.putI32(out, at + 12, last);
        words += 4;
        int mode = 0;
        if (op == Opcode.DCL_CONSTANT_BUFFER) {
            // [size] right after the range, then the mode
            if (i == stop || t[i] != '[' || ++i == stop || t[i] < '0' || t[i] > '9') {
                return -1;
            }
            long vectors = digitsBefore(t, i, stop);
            if (vectors < 0 || (i = (int) (vectors >>> 32)) == stop || t[i] != ']') {
                return -1;
            }
            i++;
            ByteViews.putI32(out, at + 4 * words++, (int) vectors);
        }
        if (op == Opcode.DCL_CONSTANT_BUFFER || op == Opcode.DCL_SAMPLER) {
            i = blanksEnd(t, i, stop);
            if (i == stop || t[i] != ',') {
                return -1;
            }
            i = blanksEnd(t, i + 1, stop);
            int e = i;
            while (wordCharAt(t, e, stop)) {
                e++;
            }
            mode = indexOfWord(t, i, e, op == Opcode.DCL_CONSTANT_BUFFER ? CONSTANT_BUFFER_MODES : SAMPLER_MODES);
            if (mode < 0) {
                return -1;
            }
            i = e;
        } else if (op == Opcode.DCL_RESOURCE || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_TYPED) {
            ByteViews.putI32(out, at + 4 * words++, returnTypes);
        } else if (op == Opcode.DCL_RESOURCE_STRUCTURED || op == Opcode.DCL_UNORDERED_ACCESS_VIEW_STRUCTURED) {
            long stride = strideAt(t, i, stop);
            if (stride < 0) {
                return -1;
            }
            i = (int) (stride >>> 32);
            ByteViews.putI32(out, at + 4 * words++, (int) stride);
        }
        // ", space=N"
        i = blanksEnd(t, i, stop);
        if (i == stop || t[i] != ',') {
            return -1;
        }
        i = blanksEnd(t, i + 1, stop);
        if (!startsWithAt(t, i, stop, "space") || wordCharAt(t, i + 5, stop)) {
            return -1;
        }
        i = blanksEnd(t, i + 5, stop);
        if (i == stop || t[i] != '=') {
            return -1;
        }
        long space = countAt(t, blanksEnd(t, i + 1, stop), stop);
        if (space < 0) {
            return -1;
        }
        ByteViews.putI32(out, at + 4 * words++, (int) space);
        return (space >>> 32) << 32 | (long) mode << 24 | words;
    }

    /**
     * The number of 1 to 9 digits at {@code t[i]} (a digit is there), before {@code stop}: where it ends (high word)
     * and its value (low word); -1 when a tenth digit follows. (As {@link #digitsAt}, without its 0 at stop.)
     */
    private static long digitsBefore(char[] t, int i, int stop) {
        int d = i;
        int v = 0;
        do {
            v = v * 10 + (t[i] - '0');
            i++;
        } while (i < stop && t[i] >= '0' && t[i] <= '9' && i - d < 9);
        return i < stop && t[i] >= '0' && t[i] <= '9' ? -1 : (long) i << 32 | v;
    }

    /**
     * An instruction's {@code (texture2d)(float,float,float,float)} after {@code _indexable} at {@code t[i, to)}, as
     * {@link #instruction} reads it when there is no stride and no blank: the dimension's extended opcode token, and
     * the return types' after it when they follow, written at {@code out[at]}. Where the words end in out (low word)
     * and the reading in t (high word); -1 for anything else.
     */
    private static long indexableTokens(char[] t, int i, int to, byte[] out, int at) {
        long read = indexableAt(t, i, to);
        if (read < 0) {
            return -1;
        }
        i = (int) (read >>> 32);
        int dimension = (int) read;
        if (i < to && t[i] == '(') {
            long types = returnTypesAt(t, i, to);
            if (types < 0) {
                return -1;
            }
            ByteViews.putI32(out, at, 0x80000000 | 2 | dimension << 6);
            ByteViews.putI32(out, at + 4, 3 | (int) types << 6);
            return (types >>> 32) << 32 | at + 8;
        }
        ByteViews.putI32(out, at, 2 | dimension << 6);
        return (long) i << 32 | at + 4;
    }

    /** {@link #DIMENSIONS} at their indices. */
    private static final NameTable DIMENSION_NAMES = new NameTable(DIMENSIONS);

    /**
     * An instruction's {@code (texture2d)} after {@code _indexable} at {@code t[i]}: where it ends (high word) and the
     * dimension (low word), as {@link #instruction} reads it; -1 for anything else (a stride, blanks inside, "unknown"
     * ...), which it then reads.
     */
    private static long indexableAt(char[] t, int i, int stop) {
        if (i == stop || t[i] != '(') {
            return -1;
        }
        int e = ++i;
        long key = 0;
        for (char c; i < stop && (c = t[i]) < 128 && (CHARACTER_CLASS[c] & 2) != 0; i++) {
            key = key << 8 | c;
        }
        int d = DIMENSION_NAMES.find(t, e, i, key);
        if (d <= 0 || i == stop || t[i] != ')') {
            return -1;
        }
        return (long) (i + 1) << 32 | d;
    }

    /** {@link #RETURN_TYPES} that are words (not {@code <continued>}, {@code <unused>}), at their indices. */
    private static final NameTable RETURN_TYPE_NAMES = new NameTable(
            Arrays.copyOf(RETURN_TYPES, Arrays.asList(RETURN_TYPES).indexOf("<continued>")));

    /**
     * The return types as the listing prints them, {@code (float,float,float,float)}, at {@code t[i]}: where they
     * end (high word) and the four 4-bit types (low word), as {@link #returnTypes} reads them; -1 for anything else
     * (blanks inside, the types that are not words ...), which it then reads.
     */
    private static long returnTypesAt(char[] t, int i, int stop) {
        if (i == stop || t[i] != '(') {
            return -1;
        }
        int v = 0;
        for (int k = 0; k < 4; k++) {
            int e = ++i;
            long key = 0;
            for (char c; i < stop && (c = t[i]) < 128 && (CHARACTER_CLASS[c] & 1) != 0; i++) {
                key = key << 8 | c;
            }
            int type = RETURN_TYPE_NAMES.find(t, e, i, key);
            if (type < 0 || i == stop || t[i] != (k < 3 ? ',' : ')')) {
                return -1;
            }
            v |= type << 4 * k;
        }
        return (long) (i + 1) << 32 | v;
    }

    /**
     * A structured buffer's stride after its register, {@code ", 16"} at {@code t[i]} (blanks around the comma): as
     * {@link #countAt} says (where it ends, high word; the count, low word), or -1.
     */
    private static long strideAt(char[] t, int i, int stop) {
        i = blanksEnd(t, i, stop);
        return i == stop || t[i] != ',' ? -1 : countAt(t, blanksEnd(t, i + 1, stop), stop);
    }

    /**
     * A count at {@code t[i]}, blanks skipped, of 1 to 9 digits: where it ends (high word) and its value (low word);
     * -1 when there is none.
     */
    private static long countAt(char[] t, int i, int stop) {
        i = blanksEnd(t, i, stop);
        int d = i;
        int count = 0;
        while (i < stop && i - d < 9 && t[i] >= '0' && t[i] <= '9') {
            count = count * 10 + t[i++] - '0';
        }
        return i == d ? -1 : (long) i << 32 | count;
    }

    /**
     * The global flags at {@code t[i]} ({@code refactoringAllowed | enableRawAndStructuredBuffers}; none at the
     * statement's end), blanks skipped: where they end (high word) and their bits (low word); for a word that is no
     * flag, {@code -1 - } where it starts.
     */
    private static long globalFlagsAt(char[] t, int i, int stop) {
        i = blanksEnd(t, i, stop);
        if (i == stop) {
            return (long) i << 32;
        }
        int flags = 0;
        while (true) {
            // a flag (after a '|', one must follow)
            int e = i;
            while (wordCharAt(t, e, stop)) {
                e++;
            }
            int k = GLOBAL_FLAG_NAMES.find(t, i, e);
            if (k < 0) {
                return -1 - i;
            }
            flags |= 1 << k;
            i = e;
            i = blanksEnd(t, i, stop);
            if (i == stop || t[i] != '|') {
                break;
            }
            i++;
            i = blanksEnd(t, i, stop);
        }
        return (long) i << 32 | flags;
    }

    /** A binding declaration's operand: {@code t0} before 5.1, {@code T0[0:3]} (id, first:last) from 5.1. */
    private void bindingOperand(OperandType type) {
        encodeBinding(sm51 ? rangeOperand(type) : plainBinding(type));
    }

    /** {@code t0}: a register of class {@code type} with one index. */
    private AsmOperand plainBinding(OperandType type) {
        skipBlanks();
        int at = p;
        AsmOperand o = new AsmOperand();
        o.at = at;
        register(o, 0);
        if (o.type != type || o.indexCount != 1 || o.relative[0] != null) {
            throw fail(at, "expected " + type.registerName(false) + "#");
        }
        return o;
    }

    /** {@code T0[0:3]} or {@code T1[5:*]}: a Shader Model 5.1 range id, its first and last register. */
    private AsmOperand rangeOperand(OperandType type) {
        skipBlanks();
        int at = p;
        AsmOperand o = new AsmOperand();
        o.at = at;
        o.type = type;
        String upper = type.registerName(true);
        String lower = type.registerName(false);
        if (startsWith(upper, p)) {
            p += upper.length();
        } else if (startsWith(lower, p)) {
            p += lower.length();
        } else {
            throw fail(at, "expected " + upper + "#[first:last]" + found());
        }
        if (!(peek() >= '0' && peek() <= '9')) {
            throw fail(at, "expected " + upper + "#[first:last]" + found());
        }
        o.index[0] = number(0xffffffffL, "range id");
        expectAdjacent('[');
        o.index[1] = number(0xffffffffL, "first register");
        expect(':');
        skipBlanks();
        o.index[2] = accept('*') ? 0xffffffffL : number(0xffffffffL, "last register");
        expect(']');
        o.indexCount = 3;
        return o;
    }

    private void encodeBinding(AsmOperand o) {
        if (o.componentsAt >= 0) {
            throw fail(o.at, "a binding declaration's register has no components");
        }
        int token = o.type.code() << 12 | o.indexCount << 20;
        if (sm51 || o.type == OperandType.CONSTANT_BUFFER) {
            token |= 2 | 1 << 2 | 0xE4 << 4;
        }
        emit(token);
        for (int d = 0; d < o.indexCount; d++) {
            emit((int) o.index[d]);
        }
    }

    private void space() {
        if (!sm51) {
            return;
        }
        expect(',');
        if (!acceptWord("space")) {
            throw fail("expected space=N" + found());
        }
        expect('=');
        emit(u32("register space"));
    }

    // ---------------------------------------------------------------- customdata

    /**
     * {@code printf "text", operands}: customdata of class 4. After the two header dwords: the message id
     * (0x00200102 printf, 0x00200103 errorf, as fxc writes them), the text's format (1), its characters, the
     * operand count and the operands' dwords, the operands, then the text, NUL-terminated and padded to dwords.
     */
    private void shaderMessage(boolean error) {
        limit = 1 << 20;
        emit(Opcode.CUSTOMDATA.code() | 4 << 11);
        emit(0);
        emit(error ? 0x00200103 : 0x00200102);
        emit(1);
        int charsAt = n;
        emit(0);
        int countAt = n;
        emit(0);
        int dwordsAt = n;
        emit(0);
        expect('"');
        int open = p;
        // the text is printed raw: it ends at the last quote before the operands (or the line's end)
        int close = -1;
        for (int i = open; i < stop; i++) {
            if (t[i] == '"') {
                int j = i + 1;
                while (j < stop && (t[j] == ' ' || t[j] == '\t')) {
                    j++;
                }
                if (j == stop || t[j] == ',') {
                    close = i;
                    break;
                }
            }
        }
        if (close < 0) {
            throw fail(open - 1, "the message's text is not closed ('\"' missing)");
        }
        String text = text(open, close);
        p = close + 1;
        int operandsAt = n;
        int k = 0;
        while (accept(',')) {
            encode(operand('x'), SRC);
            k++;
        }
        setWord(countAt, k);
        setWord(dwordsAt, n - operandsAt);
        setWord(charsAt, text.length());
        int words = (text.length() + 4) / 4;
        for (int i = 0; i < words; i++) {
            int w = 0;
            for (int b = 0; b < 4; b++) {
                int c = 4 * i + b;
                w |= (c < text.length() ? text.charAt(c) & 0xff : 0) << (8 * b);
            }
            emit(w);
        }
        setWord(1, n);
    }

    private void immediateConstantBuffer() {
        limit = 1 << 20;
        emit(Opcode.CUSTOMDATA.code() | 3 << 11);
        emit(0);
        expect('{');
        if (!accept('}')) {
            do {
                expect('{');
                int k = 0;
                do {
                    if (++k > 4) {
                        throw fail("a row of an immediate constant buffer has at most 4 values");
                    }
                    emit(value32('x'));
                } while (accept(','));
                expect('}');
            } while (accept(','));
            expect('}');
        }
        setWord(1, n);
    }
}
