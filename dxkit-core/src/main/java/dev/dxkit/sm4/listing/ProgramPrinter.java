package dev.dxkit.sm4.listing;

import dev.dxkit.io.Bits;
import dev.dxkit.io.ByteViews;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandReader;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;
import dev.dxkit.sources.SdbgAnnotations;
import dev.dxkit.sources.SpdbAnnotations;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.Html;
import dev.dxkit.text.TextSink;
import java.util.List;

/**
 * Prints the program body of a Shader Model 4/5/5.1 listing the way {@code D3DDisassemble} does: the version
 * line, then one line per declaration and instruction, with Microsoft's suffixes, operand spelling, immediate
 * formatting, nesting indentation (two blanks per level) and the numbering/offset columns of flags 0x04/0x20.
 *
 * <p>It prints from the program's {@link TokenCursor}, each instruction decoded strictly in place and each
 * operand read through an {@link OperandReader}: a listing allocates its text and nothing per instruction.
 * (The {@link dev.dxkit.sm4.Instruction} records are built from the same in-place decoding, for editing.)
 *
 * <p>Nine lines in ten are an ALU or flow-control instruction of plain operands: registers with immediate
 * indices and 32-bit immediates, at most negated or absolute. The fast lane ({@link #laneRun}) checks and
 * writes such lines one after another in one loop, each in one pass, whole, into room reserved once, with
 * names and components packed into 8-byte stores. It checks by the decoder's own rule for these instructions
 * ({@link TokenCursor#plainOperandCount}, {@link OperandReader#plainLength(int, int)}) and gives up, keeping
 * nothing, at the first operand it does not cover; the cursor then decodes that instruction strictly
 * (refusing it if it is malformed) and the general path prints it. Both paths spell registers and immediates
 * through the same {@link OperandPrinter#putRegister} and {@link OperandPrinter#putImmediate32}, and the
 * fixtures and the corpus check their text against Microsoft's.
 */
public final class ProgramPrinter {
    private static final char[] XYZW = {'x', 'y', 'z', 'w'};
    /**
     * The register names (5.0, 5.1), as tables of characters for the hot path (the opcodes' mnemonics are
     * {@link #named}'s).
     */
    private static final byte[][] REGISTERS_50 = new byte[OperandType.values().length][];
    private static final byte[][] REGISTERS_51 = new byte[OperandType.values().length][];

    static {
        for (OperandType t : OperandType.values()) {
            REGISTERS_50[t.ordinal()] = TextSink.latin1(t.registerName(false));
            REGISTERS_51[t.ordinal()] = TextSink.latin1(t.registerName(true));
        }
    }

    /**
     * Each opcode's name and the blank after it ({@code "mov "}), 8 characters to a long (little-endian), for
     * the fast lane to write in whole stores, at {@code 3 * ordinal}; a conditional's names with the test
     * suffix after it, {@code "if_z "} at {@code 3 * ordinal + 1} and {@code "if_nz "} at {@code + 2}; an ALU
     * opcode's saturating name, {@code "mul_sat "}, at {@code 3 * ordinal + 1}. Each is made the first time a
     * line asks for it ({@link #named}): all 400, and the 230 mnemonics, made at class initialisation were a
     * one-shot listing's interpreted code for the dozen or two it writes (README "How fast", start-up, sixth pass).
     */
    private static final Name[] NAMED = new Name[3 * Opcode.values().length];
    /** The opcodes whose token bit 18 chooses a test, _z or _nz, printed after the name. */
    private static final boolean[] CONDITIONAL = new boolean[Opcode.values().length];
    private static final long EIGHT_BLANKS = 0x2020202020202020L;
    /** What follows a name in {@link #NAMED}: a blank; or _sat and a blank; or a test, _z or _nz, and a blank. */
    private static final byte[][] PLAIN_SUFFIX = {{' '}};
    private static final byte[][] ALU_SUFFIXES = {{' '}, {'_', 's', 'a', 't', ' '}};
    private static final byte[][] CONDITIONAL_SUFFIXES = {{' '}, {'_', 'z', ' '}, {'_', 'n', 'z', ' '}};

    static {
        for (Opcode op : new Opcode[] {Opcode.BREAKC, Opcode.CONTINUEC, Opcode.IF, Opcode.RETC, Opcode.DISCARD,
            Opcode.CALLC}) {
            CONDITIONAL[op.ordinal()] = true;
        }
    }

    /**
     * A name of {@link #NAMED}: its characters, the same packed into words, and its length in characters. Its
     * fields are final, so a thread that finds one another thread made sees its arrays whole.
     */
    private static final class Name {
        final byte[] text;
        final long[] words;
        final int length;

        Name(byte[] text, long[] words) {
            this.text = text;
            this.words = words;
            this.length = text.length;
        }
    }

    /**
     * {@link #NAMED}'s entry {@code 3 * op.ordinal() + v}, made if it is not yet: put together from the mnemonic's
     * bytes, no strings made (400 texts by string concatenation at class initialisation cost a one-shot listing
     * about 1.5 ms of interpreted code).
     */
    private static Name named(Opcode op, int v) {
        Name name = NAMED[3 * op.ordinal() + v];
        if (name != null) {
            return name;
        }
        byte[][] suffixes = CONDITIONAL[op.ordinal()] ? CONDITIONAL_SUFFIXES
                : op.kind() == Opcode.Kind.ALU ? ALU_SUFFIXES : PLAIN_SUFFIX;
        byte[] mnemonic = TextSink.latin1(op.mnemonic());
        byte[] suffix = suffixes[v];
        byte[] text = java.util.Arrays.copyOf(mnemonic, mnemonic.length + suffix.length);
        System.arraycopy(suffix, 0, text, mnemonic.length, suffix.length);
        long[] words = new long[(text.length + 7) / 8];
        for (int i = 0; i < text.length; i++) {
            words[i >>> 3] |= (text[i] & 0xffL) << 8 * (i & 7);
        }
        name = new Name(text, words);
        NAMED[3 * op.ordinal() + v] = name;
        return name;
    }

    private static final long[] PACKED_50 = packed(REGISTERS_50);
    private static final long[] PACKED_51 = packed(REGISTERS_51);
    private static final int[] LENGTHS_50 = lengths(REGISTERS_50);
    private static final int[] LENGTHS_51 = lengths(REGISTERS_51);

    /**
     * Up to 8 bytes of {@code text} from {@code from}, the first in the lowest byte (the order of a little-endian
     * store); 0 for null.
     */
    static long pack(byte[] text, int from) {
        long v = 0;
        for (int j = text == null ? -1 : Math.min(text.length, from + 8) - 1; j >= from; j--) {
            v = v << 8 | (text[j] & 0xff);
        }
        return v;
    }

    /** The first 8 bytes of each entry of {@code table}, packed by {@link #pack}. */
    static long[] packed(byte[][] table) {
        long[] out = new long[table.length];
        for (int i = 0; i < table.length; i++) {
            out[i] = pack(table[i], 0);
        }
        return out;
    }

    private static int[] lengths(byte[][] table) {
        int[] out = new int[table.length];
        for (int i = 0; i < table.length; i++) {
            out[i] = table[i].length;
        }
        return out;
    }

    private final byte[][] registerNames;
    /** The register names of up to 8 characters packed little-endian into a long, and every name's length. */
    private final long[] registerNameBytes;
    private final int[] registerNameLength;

    private final Sm4Program program;
    private final DisasmFlags flags;
    private final boolean sm51;
    /** The listing: lines are composed in place, never copied. */
    private final TextSink out;
    /** Flag 0x01: HTML, with mnemonics yellow, immediates cyan and precision notes grey. */
    private final boolean html;
    /** Flag 0x80: immediates in hex. */
    private final boolean hexLiterals;
    /** dxkit's exact floats: a float whose %f text loses bits is printed so that it reads back exactly. */
    private final boolean exactFloats;
    /** The SPDB part's annotations, or null when there is none or flag 0x10 leaves them out. */
    private final SpdbAnnotations debug;
    /** The instruction being printed lies past the SPDB's line table. */
    private boolean pastLines;

    /** The SDBG part's annotations (the older debug part), or null. */
    private final SdbgAnnotations sdbg;
    /** The operands, of instructions and declarations alike. */
    private final OperandPrinter operandPrinter;
    /** The declarations' lines ({@code dcl_*}). */
    private final DeclarationPrinter declarations;
    /** Whether {@link #laneRun} may write lines (tests turn it off to compare it with the general path). */
    private boolean fastLane = true;

    static final String YELLOW = Html.YELLOW;
    static final String CYAN = Html.CYAN;
    static final String GREY = Html.GREY;
    /** The light grey of the program text and of its number and offset columns under HTML. */
    static final String LIGHT = Html.LIGHT;
    static final String FONT_END = Html.FONT_END;

    private ProgramPrinter(Sm4Program program, SpdbAnnotations debug, SdbgAnnotations sdbg, DisasmFlags flags,
                           TextSink out) {
        this.program = program;
        this.out = out;
        this.debug = debug;
        this.sdbg = sdbg;
        this.flags = flags;
        this.sm51 = program.version().isSm51OrLater();
        this.registerNames = sm51 ? REGISTERS_51 : REGISTERS_50;
        this.registerNameBytes = sm51 ? PACKED_51 : PACKED_50;
        this.registerNameLength = sm51 ? LENGTHS_51 : LENGTHS_50;
        this.html = flags.color();
        this.hexLiterals = flags.hexLiterals();
        this.exactFloats = flags.exactFloats() && !flags.hexLiterals();
        this.operandPrinter = new OperandPrinter(program, out, html, hexLiterals, exactFloats, registerNames,
                registerNameBytes, registerNameLength);
        this.declarations = new DeclarationPrinter(this, operandPrinter, out, sm51);
    }

    /** Appends {@code s} in yellow under HTML (a mnemonic or one of its suffixes), plain otherwise. */
    void keyword(CharSequence s) {
        if (html) {
            out.append(YELLOW).append(s).append(FONT_END);
        } else {
            out.append(s);
        }
    }

    /** Prints the body of {@code program} under {@code flags} into {@code out}. */
    public static void print(Sm4Program program, DisasmFlags flags, TextSink out) {
        new ProgramPrinter(program, null, null, flags, out).print();
    }

    /** {@link #print(Sm4Program, DisasmFlags, TextSink)} with every line printed by the general path (for tests). */
    static void printWithoutFastLane(Sm4Program program, DisasmFlags flags, TextSink out) {
        ProgramPrinter p = new ProgramPrinter(program, null, null, flags, out);
        p.fastLane = false;
        p.print();
    }

    /**
     * Prints the body of {@code program} with the debug annotations {@code debug} (may be null); returns the
     * {@link ProgramScan#scan} bits of its instructions, which the header's notes depend on.
     */
    static int print(Sm4Program program, SpdbAnnotations debug, DisasmFlags flags, TextSink out) {
        ProgramPrinter p = new ProgramPrinter(program, debug, null, flags, out);
        p.print();
        return p.scan;
    }

    /** Prints the body of {@code program} with the SDBG annotations {@code sdbg}; returns as the above. */
    static int print(Sm4Program program, SdbgAnnotations sdbg, DisasmFlags flags, TextSink out) {
        ProgramPrinter p = new ProgramPrinter(program, null, sdbg, flags, out);
        p.print();
        return p.scan;
    }

    /** The {@link ProgramScan#scan} bits of the instructions printed (the fast lane takes none that have any). */
    private int scan;

    private void print() {
        TokenCursor c = program.cursor();
        if (html) {
            // the header closed its grey font; the program is light grey, its columns included
            out.append(LIGHT);
        }
        prefix(-1, 0);
        out.line(program.version().text());
        // no debug annotations and no HTML: the fast lane may write lines
        boolean lean = fastLane && debug == null && sdbg == null && !html;
        initialDone = debug == null;
        while (c.next()) {
            if (lean && laneOpcode(c.token()) != null) {
                int stop = laneRun(c.offset());
                if (stop > c.offset()) {
                    c.skipTo(stop);
                    continue;
                }
            }
            c.decodeOperands();
            line(c, c.opcode());
        }
    }

    /**
     * The fast lane: writes the lines of the instructions from dword {@code at} on, stepping by their length
     * fields, as long as it may; returns the dword of the first instruction it did not write ({@code at} if
     * none), which the cursor takes from there. It may write a line (its columns under flags 0x04 and 0x20,
     * indent, name, operands, line end) when the opcode is a {@link #laneOpcode}, the length fits, and every
     * operand is a register with 32-bit immediate indices or a 32-bit immediate whose one extended token, if
     * any, is a modifier alone (-, |..|), the operands filling the instruction exactly: what
     * {@link TokenCursor#decodeOperands()} accepts for it without an {@link OperandReader}. At the first line it
     * may not write it stops, keeping nothing of that line; the cursor then decides. The text is
     * {@link #operands}'s. (One loop for the lines and their operands: as a method of its own per line, the
     * line did not compile into the loop, and the call and its reloads cost some 5 % of a listing.)
     */
    private int laneRun(int at) {
        int end = program.lengthInDwords();
        boolean columns = flags.numbering() || flags.offsets();
        int depth = this.depth;
        int number = this.number;
        while (at < end) {
            int token = program.word(at);
            Opcode op = laneOpcode(token);
            // bits [30:24], as the cursor reads them for all but customdata (which is not in the lane)
            int length = token >>> 24 & 0x7f;
            if (op == null || length == 0 || length > end - at) {
                break;
            }
            int lineStart = out.position();
            if (columns) {
                prefix(number, 4 * at);
            }
            int d = Math.max(0, depth - CLOSES[op.ordinal()]);
            // a conditional's test (bit 18 set tests for non-zero), an ALU instruction's saturate (bit 13)
            Name named = named(op, CONDITIONAL[op.ordinal()] ? 1 + (token >>> 18 & 1)
                    : op.kind() == Opcode.Kind.ALU ? token >>> 13 & 1 : 0);
            long[] name = named.words;
            int n = op.operandCount();
            int indent = 2 * d;
            // 8 bytes of room past the name's last store and past each operand's
            byte[] b = out.reserve(indent + 8 + 8 * name.length + n * (2 + OperandPrinter.OPERAND_MAX) + 1);
            int p = out.position();
            for (int i = 0; i < indent; i += 8) {
                ByteViews.putI64(b, p + i, EIGHT_BLANKS);
            }
            p += indent;
            for (int i = 0; i < name.length; i++) {
                ByteViews.putI64(b, p + 8 * i, name[i]);
            }
            p += named.length;
            int q = at + 1;
            int stop = at + length;
            // at an operand the lane does not cover, or one that does not fit, it stops: the line is not kept
            boolean plain = true;
            for (int i = 0; i < n; i++) {
                if (q >= stop) {
                    plain = false;
                    break;
                }
                int t = program.word(q);
                int modifier = 0;
                int len;
                if (t >= 0) {
                    len = OperandReader.plainLength(t, 0);
                } else {
                    int next = q + 1 < stop ? program.word(q + 1) : 0;
                    len = OperandReader.plainLength(t, next);
                    modifier = next >>> 6 & 3;
                }
                int type = t >>> 12 & 0xff;
                if (len <= 0 || len > stop - q || type == IMMEDIATE64) {
                    plain = false;
                    break;
                }
                if (i > 0) {
                    b[p++] = ',';
                    b[p++] = ' ';
                }
                // plainLength has checked the indices (32-bit immediates) and the extended token (a modifier
                // alone): the rest is putPlainOperand's writing, here in the lane's own code so that the JIT
                // compiles the writers into it (putPlainOperand, called from the general path too, stays a call)
                if ((modifier & 1) != 0) {
                    b[p++] = '-';
                }
                if ((modifier & 2) != 0) {
                    b[p++] = '|';
                }
                int body = q + 1 + (t >>> 31);
                p = type == IMMEDIATE32
                        ? operandPrinter.putImmediate32(b, p, OperandReader.immediateWordCount(t), body,
                                op.listingFormat(i))
                        : operandPrinter.putRegister(b, p, t, body);
                if ((modifier & 2) != 0) {
                    b[p++] = '|';
                }
                q += len;
            }
            if (!plain || q != stop) {
                out.truncate(lineStart);     // the columns, if any: the general path writes them again
                break;
            }
            b[p++] = '\n';
            out.position(p);
            depth = d + OPENS[op.ordinal()];
            number++;
            at += length;
        }
        this.depth = depth;
        this.number = number;
        return at;
    }

    // ---------------------------------------------------------------- the general path's state

    /** The block nesting depth (two blanks of indent per level). */
    private int depth;
    /** The number of the next numbered line (instructions, hull phases, shader messages). */
    private int number;
    /** Whether the SPDB block of initial variable locations is behind us. */
    private boolean initialDone;
    /** Whether a #line directive has been printed, and the line and file of the last one. */
    private boolean lineSeen;
    private int curLine = -1;
    private String curFile;
    /** Under HTML, a directive's cyan font still to close at the start of the next line. */
    private boolean fontEndPending;

    /** One line by the general path: any instruction, declaration or customdata, with its annotations. */
    private void line(TokenCursor c, Opcode op) {
        scan |= ProgramScan.of(c.token());
        int at4 = c.offset() * 4;
        int customClass = op == Opcode.CUSTOMDATA ? c.token() >>> 11 : -1;
        if (customClass == 0 || customClass == 1) {
            // comments and debug data print nothing
            return;
        }
        depth = Math.max(0, depth - CLOSES[op.ordinal()]);
        // instructions, the hull phases after hs_decls and shader messages are numbered; declarations not
        boolean numbered = !op.isDeclaration() && op != Opcode.HS_DECLS
                && (op != Opcode.CUSTOMDATA || customClass == 4);
        if (debug != null) {
            long at = at4; // the annotations key instructions by byte offset
            if (!initialDone && !op.isDeclaration() && op != Opcode.CUSTOMDATA && op != Opcode.HS_DECLS
                    && op.kind() != Opcode.Kind.PHASE) {
                initialDone = true;
                initialLocations(debug.initial(at));
            }
            boolean instruction = !op.isDeclaration() && op != Opcode.CUSTOMDATA && op.kind() != Opcode.Kind.PHASE;
            // a declaration has no line (one in a phase of an edited program may start where a row does)
            var line = instruction ? debug.instructionLineAt(at, c.length() * 4L)
                    : op.isDeclaration() ? null : debug.lineAt(at);
            if (line == null && instruction && debug.pastCode(at)) {
                // an instruction past the SPDB's line table (a program edited and assembled with its original's
                // SPDB): D3DDisassemble says so between a blank line and the instruction, and after it
                out.line("");
                internalError("unable to find instruction in PDB");
                pastLines = true;
            }
            if (line != null) {
                boolean fileChanged = !line.file().equals(curFile);
                // the label of a function body (fb#, a class method) names the path again, and has its
                // directive even on the line of the one before (two bodies of the same method); a
                // subroutine's label (label#) does neither
                boolean body = op == Opcode.LABEL && c.operandCount() > 0
                        && c.operand(0).type() == OperandType.FUNCTION_BODY;
                if (!lineSeen) {
                    // the first directive has no blank line before it and always names the file
                    lineDirective(line.line() + " \"" + line.file() + "\"");
                    fontEndPending = html;
                } else if (fileChanged || line.line() != curLine || body) {
                    out.line("");
                    boolean path = fileChanged || body;
                    lineDirective(line.line() + (path ? " \"" + line.file() + "\"" : ""));
                    fontEndPending = html;
                }
                lineSeen = true;
                curLine = line.line();
                curFile = line.file();
            }
        }
        // every numbered line has its SDBG record, shader messages included; a hull phase takes its number
        // (and record) but prints none of it
        boolean sdbgAnnotated = sdbg != null && numbered && op.kind() != Opcode.Kind.PHASE;
        if (sdbgAnnotated) {
            SdbgAnnotations.Before before = sdbg.before(number);
            if (before != null) {
                out.line("");
                if (before.directive() != null) {
                    lineDirective(before.directive());
                } else {
                    out.line((html ? GREY : "") + SdbgAnnotations.internalError(before.error()));
                }
                fontEndPending = html;
            }
        }
        if (fontEndPending) {
            // under HTML the directive's cyan font closes at the start of the next line
            out.append(FONT_END);
            fontEndPending = false;
        }
        if (html && numbered) {
            // the anchor comes first, before the number and offset columns
            out.append("<!-- id=").append(number).append(" -->");
        }
        prefix(numbered ? number : -1, at4);
        out.repeat(' ', 2 * depth);
        int from = out.length();
        if (customClass == 3) {
            immediateConstantBuffer(c);
        } else if (customClass == 4) {
            shaderMessage(c);
        } else if (op == Opcode.CUSTOMDATA) {
            out.append("undecipherable custom data");
        } else if (op.isDeclaration()) {
            declarations.declaration(c);
            if (html) {
                declarations.colour(op, from);
            }
        } else if (op.kind() == Opcode.Kind.PHASE) {
            keyword(op.mnemonic());
            out.append(' ');
        } else {
            instruction(c);
        }
        if (debug != null && !op.isDeclaration() && op != Opcode.CUSTOMDATA && op.kind() != Opcode.Kind.PHASE) {
            // instructions lie back to back: the next one starts where this one ends; a hull phase's line has
            // no comment (locations that start after it, as behind a pass-through control point phase, are
            // the initial ones, listed before the first instruction)
            long next = at4 + c.length() * 4L;
            var locs = debug.after(at4, next);
            if (!locs.isEmpty()) {
                // after else, the locations are the prior ones
                if (html) {
                    out.append(GREY);
                }
                out.append(op == Opcode.ELSE ? "  // Prior locations: "
                        : op == Opcode.CALL || op == Opcode.CALLC ? "  // Post-call locations: " : "  // ");
                for (int i = 0; i < locs.size(); i++) {
                    out.append(i == 0 ? "" : "; ");
                    location(locs.get(i));
                    if (locs.get(i).error() != null) {
                        // a variable D3DDisassemble cannot name ends the comment: the message follows on its own
                        // line, then (as the instruction's line end) a blank line
                        out.newline();
                        internalError(locs.get(i).error());
                        break;
                    }
                }
                if (html) {
                    out.append(FONT_END);
                }
            }
        }
        if (pastLines) {
            out.newline();
            internalError("could not find inner most frame in PDB");
            out.line("");
            pastLines = false;
            depth += OPENS[op.ordinal()];
            if (numbered) {
                number++;
            }
            return;
        }
        String sdbgError = null;
        if (sdbgAnnotated) {
            StringBuilder comment = new StringBuilder();
            sdbgError = sdbg.comment(number, comment, html);
            out.append(comment);
        }
        out.newline();
        if (sdbgError != null) {
            // a comment that failed is followed by the message between blank lines, in grey under HTML
            out.append(html ? GREY : "").newline();
            out.line(SdbgAnnotations.internalError(sdbgError));
            out.append(html ? FONT_END : "").newline();
        }
        if (numbered) {
            number++;
        }
        depth += OPENS[op.ordinal()];
    }

    /** The block of variable locations held from the first instruction: a line per run in one register. */
    private void initialLocations(List<SpdbAnnotations.Location> locs) {
        if (locs.isEmpty()) {
            return;
        }
        out.line(html ? GREY + "//" : "//");
        out.line("// Initial variable locations:");
        out.append("//   ");
        String reg = null;
        for (int i = 0; i < locs.size(); i++) {
            SpdbAnnotations.Location l = locs.get(i);
            String r = l.run();
            if (reg != null && !reg.equals(r)) {
                // each run in one register has its own line; the separator stays at the end of the line before
                out.newline().append("//   ");
            }
            reg = r;
            location(l);
            if (l.error() != null) {
                // a variable D3DDisassemble cannot name ends the table: the message follows, then a blank line
                out.newline();
                internalError(l.error());
                out.newline();
                out.line(html ? "//" + FONT_END : "//");
                return;
            }
            if (i + 1 < locs.size()) {
                out.append("; ");
            }
        }
        out.newline();
        out.line(html ? "//" + FONT_END : "//");
    }

    /** The line {@code // <internal error> what}, grey with its font closed on the next line under HTML. */
    private void internalError(String what) {
        out.append(html ? GREY : "").append("// <internal error> ").append(what).newline();
        if (html) {
            out.append(FONT_END);
        }
    }

    /** {@code r1.x <- wp.x}; under HTML the register is light grey. */
    private void location(SpdbAnnotations.Location l) {
        if (html) {
            out.append(LIGHT).append(l.register()).append(FONT_END);
        } else {
            out.append(l.register());
        }
        out.append(" <- ").append(l.value());
    }

    /** {@code #line N ["path"]}; under HTML the keyword yellow and the rest cyan, its font closed on the next line. */
    private void lineDirective(String rest) {
        if (html) {
            out.line(YELLOW + "#line " + FONT_END + CYAN + rest);
        } else {
            out.line("#line " + rest);
        }
    }

    /** The columns flags 0x04 (instruction number) and 0x20 (byte offset) add before each line. */
    private void prefix(int number, int offset) {
        if (flags.numbering()) {
            if (number >= 0) {
                // under HTML a number is light grey on its own; the blanks of an unnumbered line are not
                String n = Integer.toString(number);
                out.append(html ? LIGHT : "").padLeft(n, 4).append(flags.offsets() ? "  " : ": ")
                        .append(html ? FONT_END : "");
            } else {
                out.repeat(' ', 6);
            }
        }
        if (flags.offsets()) {
            // offsets are upper-case hex, unlike hex literals, and light grey on their own under HTML
            out.append(html ? LIGHT : "").upperHex8(offset).append(": ").append(html ? FONT_END : "");
        }
    }

    // ---------------------------------------------------------------- instructions

    /**
     * The opcodes whose line is the name, a blank and the operands unless the token says more: no test, sync or
     * return-type suffix, no operand layout of their own.
     */
    private static final boolean[] PLAIN = new boolean[Opcode.values().length];

    static {
        // no switch over the opcodes: it would make a class of its own, initialised with a table of them all
        for (Opcode op : Opcode.values()) {
            PLAIN[op.ordinal()] = op != Opcode.SYNC && op != Opcode.RESINFO && op != Opcode.SAMPLE_INFO
                    && op != Opcode.INTERFACE_CALL && !CONDITIONAL[op.ordinal()];
        }
    }

    /**
     * By opcode code (token bits [10:0]): {@link #IN_LANE} when the fast lane ({@link #laneRun}) may write its
     * lines, {@link #NOT_IN_LANE} when not, 0 until the first instruction of that code asks ({@link #laneOpcode}:
     * a one-shot listing meets a few dozen codes of the 230). In the lane are the plain ALU and flow-control
     * opcodes and the conditionals (their test suffix is part of the name it writes), each an instruction of its
     * operands alone ({@link TokenCursor#plainOperandCount}), except the two the header's note reports
     * ({@link ProgramScan#of}: abort, debug_break).
     */
    private static final byte[] LANE = new byte[0x800];
    private static final byte IN_LANE = 1;
    private static final byte NOT_IN_LANE = 2;

    /** The opcode of the instruction with opcode token {@code token} if the fast lane may write its line, else null. */
    private static Opcode laneOpcode(int token) {
        if ((token & LANE_DECORATED) != 0) {
            return null;
        }
        int code = token & 0x7ff;
        byte lane = LANE[code];
        if (lane == 0) {
            lane = inLane(code) ? IN_LANE : NOT_IN_LANE;
            LANE[code] = lane;
        }
        return lane == IN_LANE ? Opcode.lookup(code) : null;
    }

    /** Whether the fast lane may write the lines of opcode {@code code} (see {@link #LANE}). */
    private static boolean inLane(int code) {
        Opcode op = Opcode.lookup(code);
        return op != null && (PLAIN[op.ordinal()] || CONDITIONAL[op.ordinal()]) && op != Opcode.CUSTOMDATA
                && (op.kind() == Opcode.Kind.ALU || op.kind() == Opcode.Kind.FLOW)
                && TokenCursor.plainOperandCount(code) == op.operandCount() && ProgramScan.of(code) == 0;
    }

    /** By opcode: 1 for those that end a block before their line (endif, endloop, endswitch, else), else 0. */
    private static final int[] CLOSES = new int[Opcode.values().length];
    /** By opcode: 1 for those that open a block after their line (if, loop, switch, else), else 0. */
    private static final int[] OPENS = new int[Opcode.values().length];

    static {
        for (Opcode op : new Opcode[] {Opcode.ENDIF, Opcode.ENDLOOP, Opcode.ENDSWITCH, Opcode.ELSE}) {
            CLOSES[op.ordinal()] = 1;
        }
        for (Opcode op : new Opcode[] {Opcode.IF, Opcode.LOOP, Opcode.SWITCH, Opcode.ELSE}) {
            OPENS[op.ordinal()] = 1;
        }
    }

    /** Token bits that add to an instruction's name: [31] extended tokens, [22:19] precise, [13] saturate. */
    private static final int DECORATED = 0x80000000 | 0xF << 19 | 1 << 13;
    /** The decorations the fast lane leaves to the general path: all but saturate, whose name it has. */
    private static final int LANE_DECORATED = DECORATED & ~(1 << 13);

    private void instruction(TokenCursor in) {
        Opcode op = in.opcode();
        int token = in.token();
        if (!html && PLAIN[op.ordinal()] && (token & DECORATED) == 0) {
            // most instructions: mov r0.xyzw, r1.xyzw
            byte[] name = named(op, 0).text; // the mnemonic and a blank
            out.append(name, 0, name.length);
            operands(in, op);
            return;
        }
        // bit 18: a conditional tests for non-zero
        String condition = CONDITIONAL[op.ordinal()] ? Bits.bit(token, 18) ? "_nz" : "_z" : null;
        String syncFlags = null;
        if (op == Opcode.SYNC) {
            int c = Bits.field(token, 23, 11);
            syncFlags = ((c & 8) != 0 ? "_uglobal" : "") + ((c & 4) != 0 ? "_ugroup" : "")
                    + ((c & 2) != 0 ? "_g" : "") + ((c & 1) != 0 ? "_t" : "");
        }
        // the name and its underscore suffixes form one word (one yellow run under HTML)
        if (html) {
            out.append(YELLOW);
        }
        byte[] name = named(op, 0).text; // the mnemonic (and a blank, left out)
        out.append(name, 0, name.length - 1);
        if (condition != null && !html) {
            out.append(condition);
        }
        // D3DDisassemble prints the saturate bit [13] of sync too, before its flags: the bit is also _ugroup's
        // (sync_sat_ugroup_t), and under HTML the _sat stays in the name's run
        if (Bits.bit(token, 13) && op == Opcode.SYNC) {
            out.append("_sat");
        }
        if (syncFlags != null && !html) {
            out.append(syncFlags);
        }
        if (Bits.bit(token, 13) && op.kind() == Opcode.Kind.ALU) {
            out.append("_sat");
        }
        if (in.hasSampleOffsets()) {
            out.append("_aoffimmi");
        }
        if (in.resourceDim() >= 0) {
            out.append("_indexable");
        }
        if (html) {
            out.append(FONT_END);
        }
        boolean spaced = false;
        if (html && condition != null) {
            // D3DDisassemble colours the test suffix on its own, the blank after it included
            keyword(condition + " ");
            spaced = true;
        }
        if (html && syncFlags != null && !syncFlags.isEmpty()) {
            keyword(syncFlags);
        }
        int precise = Bits.field(token, 22, 19);
        if (precise != 0 && op.kind() == Opcode.Kind.ALU) {
            out.append(" [");
            keyword("precise");
            if (precise != 0xF) {
                out.append('(');
                if (html) {
                    out.append(CYAN);
                }
                operandPrinter.mask(precise);
                if (html) {
                    out.append(FONT_END);
                }
                out.append(')');
            }
            out.append(']');
            if (html) {
                // an empty yellow run closes the bracket
                out.append(YELLOW).append(FONT_END);
            }
        }
        if (in.hasSampleOffsets()) {
            // the offsets follow both suffixes and the precise mask:
            // sample_l_aoffimmi_indexable [precise(xyz)](1,0,0)(texture2d)...
            out.append('(').append(in.sampleOffset(0)).append(',').append(in.sampleOffset(1)).append(',')
                    .append(in.sampleOffset(2)).append(')');
        }
        if (in.resourceDim() >= 0) {
            out.append('(').append(DeclarationPrinter.resourceDimension(in.resourceDim()));
            if (in.resourceDim() == 12) {
                out.append(", stride=").append(in.resourceStride());
            }
            out.append(')');
            if (in.returnTypes() >= 0) {
                out.append('(');
                declarations.returnTypes(in.returnTypes());
                out.append(')');
            }
        }
        if (op == Opcode.RESINFO) {
            int rt = Bits.field(token, 12, 11);
            out.append(rt == 1 ? "_rcpfloat" : rt == 2 ? "_uint" : ""); // D3DDisassemble's spelling: lower-case f
        } else if (op == Opcode.SAMPLE_INFO && Bits.bit(token, 11)) {
            out.append("_uint");
        }
        int n = in.operandCount();
        if (op == Opcode.INTERFACE_CALL) {
            out.append(' ');
            operandPrinter.operand(in.operand(0), 'O');
            out.append('[').append(DeclarationPrinter.u(in.value(0))).append(']');
            return;
        }
        if (n == 0 && op == Opcode.SYNC) {
            return;
        }
        if (!spaced) {
            out.append(' ');
        }
        operands(in, op);
    }

    /** The operands of an ALU or flow-control instruction, comma separated. */
    private void operands(TokenCursor in, Opcode op) {
        int n = in.operandCount();
        int dstPrecision = op.dstCount() > 0 && n > 0 ? in.operand(0).minPrecision() : 0;
        char dstFormat = op.dstCount() > 0 ? op.operandFormat(0) : 0;
        for (int i = 0; i < n; i++) {
            char f = op.listingFormat(i);
            OperandReader o = in.operand(i);
            // a source of the destination's type whose precision differs prints "{src as dst}"
            int as = i >= op.dstCount() && f == dstFormat && o.minPrecision() != dstPrecision ? dstPrecision : -1;
            if (!html && as < 0) {
                // the common operand, in place, as the fast lane writes it
                byte[] b = out.reserve(2 + OperandPrinter.OPERAND_MAX);
                int p = out.position();
                if (i > 0) {
                    b[p++] = ',';
                    b[p++] = ' ';
                }
                int at = in.operandOffset(i);
                p = putPlainOperand(b, p, at, program.word(at), f);
                if (p >= 0) {
                    out.position(p);
                    continue;
                }
            }
            if (i > 0) {
                out.append(", ");
            }
            operandPrinter.operand(o, f, as);
        }
    }

    private static final int IMMEDIATE32 = OperandType.IMMEDIATE32.code();
    private static final int IMMEDIATE64 = OperandType.IMMEDIATE64.code();
    /** Operand token bits [30:22]: the index forms, all 32-bit immediates when zero. */
    private static final int INDEX_FORMS = 0x7fc00000;

    /**
     * The operand at dword {@code at} (its token {@code t}), in place at {@code b[p]}, when it is a register with
     * 32-bit immediate indices or a 32-bit immediate whose one extended token, if any, is a modifier alone (-,
     * |..|): the text of {@link OperandPrinter#operand} for it. Returns the position after it, or -1 for any
     * other operand (what was written is then not to be kept).
     */
    private int putPlainOperand(byte[] b, int p, int at, int t, char format) {
        int type = t >>> 12 & 0xff;
        int modifier = 0;
        if (t < 0) {
            // one extended token, a modifier alone (negate, absolute value): no precision, not non-uniform
            int e = program.word(++at);
            if (!OperandReader.isModifierAlone(e)) {
                return -1;
            }
            modifier = e >>> 6 & 3;
        }
        if ((t & INDEX_FORMS) != 0 || type == IMMEDIATE64) {
            return -1;
        }
        if ((modifier & 1) != 0) {
            b[p++] = '-';
        }
        if ((modifier & 2) != 0) {
            b[p++] = '|';
        }
        p = type == IMMEDIATE32
                ? operandPrinter.putImmediate32(b, p, OperandReader.immediateWordCount(t), at + 1, format)
                : operandPrinter.putRegister(b, p, t, at + 1);
        if ((modifier & 2) != 0) {
            b[p++] = '|';
        }
        return p;
    }

    // ---------------------------------------------------------------- shader messages

    /** {@code printf "text", operands} (errorf for an error message). */
    private void shaderMessage(TokenCursor in) {
        // payload: message id, format, characters, operand count, operand dwords, operands, text
        if (html) {
            // D3DDisassemble opens an empty yellow run first, and colours the text cyan
            keyword("");
            keyword((in.value(0) & 0xff) == 3 ? "errorf " : "printf ");
            out.append(CYAN);
        } else {
            out.append((in.value(0) & 0xff) == 3 ? "errorf " : "printf ");
        }
        out.append('"');
        int chars = in.value(2);
        int textAt = 5 + in.value(4);
        for (int i = 0; i < chars; i++) {
            int w = in.value(textAt + i / 4);
            out.append((char) (w >>> (8 * (i % 4)) & 0xff));
        }
        out.append('"');
        if (html) {
            out.append(FONT_END);
        }
        for (int i = 0; i < in.operandCount(); i++) {
            out.append(", ");
            operandPrinter.operand(in.operand(i), 'x');
        }
    }

    // ---------------------------------------------------------------- immediate constant buffer

    private void immediateConstantBuffer(TokenCursor in) {
        int n = in.valueCount();
        if (html) {
            keyword("");
        }
        keyword("dcl_immediateConstantBuffer");
        out.append(" { ");
        for (int i = 0; i < n; i += 4) {
            // a row in one run: the separator, the indent, up to four values
            byte[] b = out.reserve(2 + 30 + 4 + 4 * (TextSink.F32_MAX + 2));
            int p = out.position();
            if (i > 0) {
                b[p++] = ',';
                b[p++] = '\n';
                // continuation rows line up under the first row's brace
                for (int k = 0; k < 30; k++) {
                    b[p++] = ' ';
                }
            }
            b[p++] = '{';
            b[p++] = ' ';
            for (int j = i; j < Math.min(i + 4, n); j++) {
                if (j > i) {
                    b[p++] = ',';
                    b[p++] = ' ';
                }
                p = operandPrinter.putValue32(b, p, in.value(j), 'x');
            }
            b[p++] = '}';
            out.position(p);
        }
        out.append(" }");
    }
}
