package dev.dxkit.disasm;

import dev.dxkit.io.Bits;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandIndex;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.Sm4Program;
import java.util.List;

/**
 * Prints the program body of a Shader Model 4/5/5.1 listing the way {@code D3DDisassemble} does: the version
 * line, then one line per declaration and instruction, with Microsoft's suffixes, operand spelling, immediate
 * formatting, nesting indentation (two blanks per level) and the numbering/offset columns of flags 0x04/0x20.
 */
public final class ProgramPrinter {
    private static final String XYZW = "xyzw";

    private final Sm4Program program;
    private final DisasmFlags flags;
    private final boolean sm51;
    private final StringBuilder sb = new StringBuilder(128);
    /** Flag 0x01: HTML, with mnemonics yellow, immediates cyan and precision notes grey. */
    private final boolean html;
    /** The SPDB part's annotations, or null when there is none or flag 0x10 leaves them out. */
    private final SpdbAnnotations debug;

    /** The SDBG part's annotations (the older debug part), or null. */
    private final SdbgAnnotations sdbg;

    static final String YELLOW = "<font color = \"#ffff40\">";
    static final String CYAN = "<font color = \"#00ffff\">";
    static final String GREY = "<font color = \"#a0a0a0\">";
    static final String FONT_END = "</font>";

    private ProgramPrinter(Sm4Program program, SpdbAnnotations debug, SdbgAnnotations sdbg, DisasmFlags flags) {
        this.program = program;
        this.debug = debug;
        this.sdbg = sdbg;
        this.flags = flags;
        this.sm51 = program.version().isSm51OrLater();
        this.html = flags.color();
    }

    /** Appends {@code s} in yellow under HTML (a mnemonic or one of its suffixes), plain otherwise. */
    private void keyword(CharSequence s) {
        if (html) {
            sb.append(YELLOW).append(s).append(FONT_END);
        } else {
            sb.append(s);
        }
    }

    /** Prints the body of {@code program} under {@code flags} into {@code out}. */
    public static void print(Sm4Program program, DisasmFlags flags, TextSink out) {
        new ProgramPrinter(program, null, null, flags).print(out);
    }

    /** Prints the body of {@code program} with the debug annotations {@code debug} (may be null). */
    static void print(Sm4Program program, SpdbAnnotations debug, DisasmFlags flags, TextSink out) {
        new ProgramPrinter(program, debug, null, flags).print(out);
    }

    /** Prints the body of {@code program} with the SDBG annotations {@code sdbg}. */
    static void print(Sm4Program program, SdbgAnnotations sdbg, DisasmFlags flags, TextSink out) {
        new ProgramPrinter(program, null, sdbg, flags).print(out);
    }

    private void print(TextSink out) {
        List<Instruction> ins = program.instructions();
        prefix(out, -1, 0);
        if (html) {
            // the header closed its grey font; the program is light grey
            out.append("<font color = \"#e0e0e0\">");
        }
        out.line(program.version().text());
        int depth = 0;
        int number = 0;
        boolean initialDone = debug == null;
        boolean lineSeen = false;
        int curLine = -1;
        String curFile = null;
        boolean fontEndPending = false;
        for (int k = 0; k < ins.size(); k++) {
            Instruction in = ins.get(k);
            Opcode op = in.opcode();
            int customClass = op == Opcode.CUSTOMDATA ? in.customDataClass() : -1;
            if (customClass == 0 || customClass == 1) {
                // comments and debug data print nothing
                continue;
            }
            switch (op) {
                case ENDIF, ENDLOOP, ENDSWITCH, ELSE -> depth = Math.max(0, depth - 1);
                default -> {
                }
            }
            // instructions, the hull phases after hs_decls and shader messages are numbered; declarations not
            boolean numbered = !op.isDeclaration() && op != Opcode.HS_DECLS
                    && (op != Opcode.CUSTOMDATA || customClass == 4);
            sb.setLength(0);
            if (customClass == 3) {
                immediateConstantBuffer(in, depth);
            } else if (customClass == 4) {
                shaderMessage(in);
            } else if (op == Opcode.CUSTOMDATA) {
                sb.append("undecipherable custom data");
            } else if (op.isDeclaration()) {
                declaration(in);
                if (html) {
                    colourDeclaration(op);
                }
            } else if (op.kind() == Opcode.Kind.PHASE) {
                keyword(op.mnemonic());
                sb.append(' ');
            } else {
                instruction(in);
            }
            if (debug != null) {
                long at = in.offset() * 4L;
                if (!initialDone && !op.isDeclaration() && op != Opcode.CUSTOMDATA && op != Opcode.HS_DECLS
                        && op.kind() != Opcode.Kind.PHASE) {
                    initialDone = true;
                    initialLocations(out, debug.initial(at));
                }
                var line = debug.lineAt(at);
                if (line != null) {
                    boolean fileChanged = !line.file().equals(curFile);
                    if (!lineSeen) {
                        // the first directive has no blank line before it and always names the file
                        lineDirective(out, line.line() + " \"" + line.file() + "\"");
                        fontEndPending = html;
                    } else if (fileChanged || line.line() != curLine) {
                        out.line("");
                        // the path again where the file changes, or at the label of a function body (fb#, a class
                        // method); a subroutine's label (label#) does not repeat it
                        boolean path = fileChanged || (op == Opcode.LABEL && !in.operands().isEmpty()
                                && in.operands().get(0).type() == OperandType.FUNCTION_BODY);
                        lineDirective(out, line.line() + (path ? " \"" + line.file() + "\"" : ""));
                        fontEndPending = html;
                    }
                    lineSeen = true;
                    curLine = line.line();
                    curFile = line.file();
                }
                if (!op.isDeclaration() && op != Opcode.CUSTOMDATA) {
                    long next = k + 1 < ins.size() ? ins.get(k + 1).offset() * 4L : at + in.length() * 4L;
                    var locs = debug.after(at, next);
                    if (!locs.isEmpty()) {
                        // after else, the locations are the prior ones
                        if (html) {
                            sb.append(GREY);
                        }
                        sb.append(op == Opcode.ELSE ? "  // Prior locations: "
                                : op == Opcode.CALL || op == Opcode.CALLC ? "  // Post-call locations: " : "  // ");
                        for (int i = 0; i < locs.size(); i++) {
                            sb.append(i == 0 ? "" : "; ");
                            location(sb, locs.get(i));
                        }
                        if (html) {
                            sb.append(FONT_END);
                        }
                    }
                }
            }
            String sdbgError = null;
            if (sdbg != null && !op.isDeclaration() && op != Opcode.CUSTOMDATA && op != Opcode.HS_DECLS
                    && op.kind() != Opcode.Kind.PHASE) {
                // a hull phase takes an instruction number, and so an SDBG record, but prints none of it
                SdbgAnnotations.Before before = sdbg.before(number);
                if (before != null) {
                    out.line("");
                    if (before.directive() != null) {
                        lineDirective(out, before.directive());
                    } else {
                        out.line((html ? GREY : "") + SdbgAnnotations.internalError(before.error()));
                    }
                    fontEndPending = html;
                }
                sdbgError = sdbg.comment(number, sb, html);
            }
            if (fontEndPending) {
                // under HTML the directive's cyan font closes at the start of the next line
                out.append(FONT_END);
                fontEndPending = false;
            }
            prefix(out, numbered ? number : -1, in.offset() * 4);
            if (html && numbered) {
                out.append("<!-- id=").append(number).append(" -->");
            }
            out.repeat(' ', 2 * depth);
            out.line(sb);
            if (sdbgError != null) {
                // a comment that failed is followed by the message between blank lines, in grey under HTML
                out.append(html ? GREY : "").line("");
                out.line(SdbgAnnotations.internalError(sdbgError));
                out.append(html ? FONT_END : "").line("");
            }
            if (numbered) {
                number++;
            }
            switch (op) {
                case IF, LOOP, SWITCH, ELSE -> depth++;
                default -> {
                }
            }
        }
    }

    /** The block of variable locations held from the first instruction: a line per run in one register. */
    private void initialLocations(TextSink out, List<SpdbAnnotations.Location> locs) {
        if (locs.isEmpty()) {
            return;
        }
        out.line(html ? GREY + "//" : "//");
        out.line("// Initial variable locations:");
        StringBuilder line = new StringBuilder("//   ");
        String reg = null;
        for (int i = 0; i < locs.size(); i++) {
            SpdbAnnotations.Location l = locs.get(i);
            String r = l.run();
            if (reg != null && !reg.equals(r)) {
                // each run in one register has its own line; the separator stays at the end of the line before
                out.line(line);
                line.setLength(0);
                line.append("//   ");
            }
            reg = r;
            location(line, l);
            if (i + 1 < locs.size()) {
                line.append("; ");
            }
        }
        out.line(line);
        out.line(html ? "//" + FONT_END : "//");
    }

    /** {@code r1.x <- wp.x}; under HTML the register is light grey. */
    private void location(StringBuilder to, SpdbAnnotations.Location l) {
        if (html) {
            to.append("<font color = \"#e0e0e0\">").append(l.register()).append(FONT_END);
        } else {
            to.append(l.register());
        }
        to.append(" <- ").append(l.value());
    }

    /** {@code #line N ["path"]}; under HTML the keyword yellow and the rest cyan, its font closed on the next line. */
    private void lineDirective(TextSink out, String rest) {
        if (html) {
            out.line(YELLOW + "#line " + FONT_END + CYAN + rest);
        } else {
            out.line("#line " + rest);
        }
    }

    /** The columns flags 0x04 (instruction number) and 0x20 (byte offset) add before each line. */
    private void prefix(TextSink out, int number, int offset) {
        if (flags.numbering()) {
            if (number >= 0) {
                String n = Integer.toString(number);
                out.padLeft(n, 4).append(flags.offsets() ? "  " : ": ");
            } else {
                out.repeat(' ', 6);
            }
        }
        if (flags.offsets()) {
            // offsets are upper-case hex, unlike hex literals
            String h = Integer.toHexString(offset).toUpperCase(java.util.Locale.ROOT);
            out.append("0x").repeat('0', 8 - h.length()).append(h).append(": ");
        }
    }

    // ---------------------------------------------------------------- instructions

    private void instruction(Instruction in) {
        Opcode op = in.opcode();
        String condition = switch (op) {
            case BREAKC, CONTINUEC, IF, RETC, DISCARD, CALLC -> in.testNonZero() ? "_nz" : "_z";
            default -> null;
        };
        String syncFlags = null;
        if (op == Opcode.SYNC) {
            int c = in.controls();
            syncFlags = ((c & 8) != 0 ? "_uglobal" : "") + ((c & 4) != 0 ? "_ugroup" : "")
                    + ((c & 2) != 0 ? "_g" : "") + ((c & 1) != 0 ? "_t" : "");
        }
        // the name and its underscore suffixes form one word (one yellow run under HTML)
        // plain text appends straight into the line; HTML collects the word to colour it as one run
        StringBuilder name = html ? new StringBuilder(32) : sb;
        name.append(op.mnemonic());
        if (condition != null && !html) {
            name.append(condition);
        }
        if (syncFlags != null && !html) {
            name.append(syncFlags);
        }
        if (in.saturate() && op.kind() == Opcode.Kind.ALU) {
            name.append("_sat");
        }
        if (in.sampleOffsets() != null) {
            name.append("_aoffimmi");
        }
        if (in.resourceDim() >= 0) {
            name.append("_indexable");
        }
        if (html) {
            keyword(name);
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
        if (in.sampleOffsets() != null) {
            // the offsets follow both suffixes: sample_aoffimmi_indexable(1,0,0)(texture2d)...
            int[] o = in.sampleOffsets();
            sb.append('(').append(o[0]).append(',').append(o[1]).append(',').append(o[2]).append(')');
        }
        int precise = in.preciseMask();
        if (precise != 0 && op.kind() == Opcode.Kind.ALU) {
            sb.append(" [");
            keyword("precise");
            if (precise != 0xF) {
                sb.append('(');
                if (html) {
                    sb.append(CYAN);
                }
                mask(precise);
                if (html) {
                    sb.append(FONT_END);
                }
                sb.append(')');
            }
            sb.append(']');
            if (html) {
                // an empty yellow run closes the bracket
                sb.append(YELLOW).append(FONT_END);
            }
        }
        if (in.resourceDim() >= 0) {
            sb.append('(').append(resourceDimension(in.resourceDim()));
            if (in.resourceDim() == 12) {
                sb.append(", stride=").append(in.resourceStride());
            }
            sb.append(')');
            if (in.returnTypes() >= 0) {
                sb.append('(');
                returnTypes(in.returnTypes());
                sb.append(')');
            }
        }
        if (op == Opcode.RESINFO) {
            int rt = Bits.field(in.token(), 12, 11);
            sb.append(rt == 1 ? "_rcpFloat" : rt == 2 ? "_uint" : "");
        } else if (op == Opcode.SAMPLE_INFO && Bits.bit(in.token(), 11)) {
            sb.append("_uint");
        }
        List<Operand> ops = in.operands();
        if (op == Opcode.INTERFACE_CALL) {
            spaced = true;
            sb.append(' ');
            operand(ops.get(0), 'O');
            sb.append('[').append(in.extra()[0] & 0xffffffffL).append(']');
            return;
        }
        if (ops.isEmpty() && op == Opcode.SYNC) {
            return;
        }
        if (!spaced) {
            sb.append(' ');
        }
        int dstPrecision = op.dstCount() > 0 && !ops.isEmpty() ? ops.get(0).minPrecision() : 0;
        char dstFormat = op.dstCount() > 0 ? op.operandFormat(0) : 0;
        for (int i = 0; i < ops.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            char f = op.operandFormat(i);
            // a source of the destination's type whose precision differs prints "{src as dst}"
            int as = i >= op.dstCount() && f == dstFormat && ops.get(i).minPrecision() != dstPrecision
                    ? dstPrecision : -1;
            operand(ops.get(i), f, as);
        }
    }

    // ---------------------------------------------------------------- operands

    private void operand(Operand o, char format) {
        operand(o, format, -1);
    }

    /** Prints an operand; {@code asPrecision} &gt;= 0 prints its precision as converted to that one. */
    private void operand(Operand o, char format, int asPrecision) {
        int mod = o.modifier();
        if ((mod & 1) != 0) {
            sb.append('-');
        }
        if ((mod & 2) != 0) {
            sb.append('|');
        }
        if (o.type() == OperandType.IMMEDIATE32) {
            immediate32(o.immediates(), format);
        } else if (o.type() == OperandType.IMMEDIATE64) {
            immediate64(o.immediates());
        } else {
            register(o);
            components(o);
        }
        if (asPrecision >= 0 || o.minPrecision() != 0) {
            if (html) {
                sb.append(GREY);
            }
            sb.append(" {").append(precisionName(o.minPrecision()));
            if (asPrecision >= 0) {
                sb.append(" as ").append(precisionName(asPrecision));
            }
            sb.append('}');
            if (html) {
                sb.append(FONT_END);
            }
        }
        if ((mod & 2) != 0) {
            sb.append('|');
        }
        if (o.nonUniform()) {
            sb.append(html ? GREY + " { nonuniform }" + FONT_END : " { nonuniform }");
        }
    }

    private static String precisionName(int code) {
        return switch (code) {
            case 0 -> "def32";
            case 1 -> "min16f";
            case 2 -> "min2_8f";
            case 4 -> "min16i";
            case 5 -> "min16u";
            default -> "min?" + code;
        };
    }

    private void register(Operand o) {
        OperandType t = o.type();
        sb.append(t.registerName(sm51));
        List<OperandIndex> ix = o.indices();
        for (int i = 0; i < ix.size(); i++) {
            OperandIndex x = ix.get(i);
            if (i == 0 && x.relative() == null && bareFirstIndex(t, ix.size())) {
                sb.append(x.immediate());
            } else {
                sb.append('[');
                index(x);
                sb.append(']');
            }
        }
    }

    /** Whether the first index prints as a bare register number ({@code r0}, {@code cb0[..]}), not bracketed. */
    private static boolean bareFirstIndex(OperandType t, int dims) {
        return switch (t) {
            case INPUT -> dims == 1;
            case INPUT_CONTROL_POINT, OUTPUT_CONTROL_POINT, IMMEDIATE_CONSTANT_BUFFER, THIS_POINTER -> false;
            default -> true;
        };
    }

    private void index(OperandIndex x) {
        if (x.relative() != null) {
            operand(x.relative(), 'i');
            sb.append(" + ").append(x.immediate());
        } else {
            sb.append(x.immediate());
        }
    }

    private void components(Operand o) {
        if (o.components() != 4) {
            return;
        }
        switch (o.selection()) {
            case Operand.MASK -> {
                if (o.selector() != 0) {
                    sb.append('.');
                    mask(o.selector());
                }
            }
            case Operand.SWIZZLE -> {
                sb.append('.');
                for (int i = 0; i < 4; i++) {
                    sb.append(XYZW.charAt(o.selector() >> (2 * i) & 3));
                }
            }
            default -> sb.append('.').append(XYZW.charAt(o.selector() & 3));
        }
    }

    private void mask(int m) {
        for (int i = 0; i < 4; i++) {
            if ((m & 1 << i) != 0) {
                sb.append(XYZW.charAt(i));
            }
        }
    }

    private void immediate32(int[] v, char format) {
        sb.append('l');
        if (html) {
            sb.append(CYAN);
        }
        sb.append('(');
        boolean untyped = format == 'x';
        for (int i = 0; i < v.length; i++) {
            if (i > 0) {
                sb.append(untyped ? "," : ", ");
            }
            value32(v[i], format);
        }
        sb.append(')');
        if (html) {
            sb.append(FONT_END);
        }
    }

    private void value32(int bits, char format) {
        if (flags.hexLiterals()) {
            CFormat.hex8(sb, bits);
            return;
        }
        switch (format) {
            case 'f' -> CFormat.f32(sb, bits);
            case 'x' -> {
                if (looksLikeFloat(bits)) {
                    CFormat.f32(sb, bits);
                } else {
                    integer(bits);
                }
            }
            default -> integer(bits);
        }
    }

    /** An untyped word prints as a float unless it is zero, a denormal or an infinity/NaN pattern. */
    static boolean looksLikeFloat(int bits) {
        int e = bits >>> 23 & 0xff;
        // negative zero prints as -0.000000
        return e != 0 && e != 0xff || bits == 0x80000000;
    }

    /** Integers print in decimal within ±10000 and as {@code 0x%08x} beyond. */
    private void integer(int v) {
        if (v >= -10000 && v <= 10000) {
            sb.append(v);
        } else {
            CFormat.hex8(sb, v);
        }
    }

    private void immediate64(int[] v) {
        sb.append('d');
        if (html) {
            sb.append(CYAN);
        }
        sb.append('(');
        for (int i = 0; i + 1 < v.length; i += 2) {
            if (i > 0) {
                sb.append(", ");
            }
            long bits = (v[i] & 0xffffffffL) | (long) v[i + 1] << 32;
            if (flags.hexLiterals()) {
                // hex prints the four 32-bit words, low word first
                CFormat.hex8(sb, v[i]);
                sb.append(", ");
                CFormat.hex8(sb, v[i + 1]);
            } else {
                CFormat.f64(sb, bits);
                // D3DDisassemble marks double immediates with C's long suffix
                sb.append('l');
            }
        }
        sb.append(')');
        if (html) {
            sb.append(FONT_END);
        }
    }

    // ---------------------------------------------------------------- declarations

    private void declaration(Instruction in) {
        Opcode op = in.opcode();
        int token = in.token();
        int[] x = in.extra();
        List<Operand> ops = in.operands();
        switch (op) {
            case DCL_GLOBAL_FLAGS -> {
                sb.append("dcl_globalFlags ");
                globalFlags(in.controls());
            }
            case DCL_TEMPS -> sb.append("dcl_temps ").append(u(x[0]));
            case DCL_CONSTANT_BUFFER -> {
                sb.append("dcl_constantbuffer ");
                if (sm51) {
                    rangeOperand(ops.get(0));
                    sb.append('[').append(u(x[0])).append(']');
                } else {
                    // D3DDisassemble spells the 5.0 declaration's buffer in capitals too, with no components
                    Operand o = ops.get(0);
                    sb.append("CB").append(o.index(0)).append('[').append(o.index(1)).append(']');
                }
                sb.append(Bits.bit(token, 11) ? ", dynamicIndexed" : ", immediateIndexed");
                space(x, sm51 ? 1 : -1);
            }
            case DCL_SAMPLER -> {
                sb.append("dcl_sampler ");
                declOperand(ops.get(0));
                int mode = Bits.field(token, 14, 11);
                sb.append(mode == 1 ? ", mode_comparison" : mode == 2 ? ", mode_mono" : ", mode_default");
                space(x, sm51 ? 0 : -1);
            }
            case DCL_RESOURCE -> {
                int dim = Bits.field(token, 15, 11);
                sb.append("dcl_resource_").append(resourceDimension(dim));
                if (dim == 4 || dim == 9) {
                    sb.append('(').append(Bits.field(token, 22, 16)).append(')');
                }
                sb.append(" (");
                returnTypes(x[0]);
                sb.append(") ");
                declOperand(ops.get(0));
                space(x, sm51 ? 1 : -1);
            }
            case DCL_UNORDERED_ACCESS_VIEW_TYPED -> {
                int dim = Bits.field(token, 15, 11);
                sb.append("dcl_uav_typed_").append(resourceDimension(dim));
                uavFlags(token);
                sb.append(" (");
                returnTypes(x[0]);
                sb.append(") ");
                declOperand(ops.get(0));
                space(x, sm51 ? 1 : -1);
            }
            case DCL_UNORDERED_ACCESS_VIEW_RAW -> {
                sb.append("dcl_uav_raw");
                uavFlags(token);
                sb.append(' ');
                declOperand(ops.get(0));
                space(x, sm51 ? 0 : -1);
            }
            case DCL_UNORDERED_ACCESS_VIEW_STRUCTURED -> {
                sb.append("dcl_uav_structured");
                uavFlags(token);
                if (Bits.bit(token, 23)) {
                    sb.append("_opc");
                }
                sb.append(' ');
                declOperand(ops.get(0));
                sb.append(", ").append(u(x[0]));
                space(x, sm51 ? 1 : -1);
            }
            case DCL_RESOURCE_RAW -> {
                sb.append("dcl_resource_raw ");
                declOperand(ops.get(0));
                space(x, sm51 ? 0 : -1);
            }
            case DCL_RESOURCE_STRUCTURED -> {
                sb.append("dcl_resource_structured ");
                declOperand(ops.get(0));
                sb.append(", ").append(u(x[0]));
                space(x, sm51 ? 1 : -1);
            }
            case DCL_THREAD_GROUP_SHARED_MEMORY_RAW -> {
                sb.append("dcl_tgsm_raw ");
                operand(ops.get(0), 'u');
                sb.append(", ").append(u(x[0]));
            }
            case DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED -> {
                sb.append("dcl_tgsm_structured ");
                operand(ops.get(0), 'u');
                sb.append(", ").append(u(x[0])).append(", ").append(u(x[1]));
            }
            case DCL_INPUT, DCL_OUTPUT, DCL_STREAM -> {
                sb.append(op.mnemonic()).append(' ');
                operand(ops.get(0), 'u');
            }
            case DCL_INPUT_PS -> {
                sb.append("dcl_input_ps ").append(interpolation(Bits.field(token, 14, 11)));
                operand(ops.get(0), 'u');
            }
            case DCL_INPUT_PS_SIV, DCL_INPUT_PS_SGV -> {
                sb.append(op.mnemonic()).append(' ').append(interpolation(Bits.field(token, 14, 11)));
                operand(ops.get(0), 'u');
                sb.append(", ").append(systemValue(x[0]));
            }
            case DCL_INPUT_SGV, DCL_INPUT_SIV, DCL_OUTPUT_SGV, DCL_OUTPUT_SIV -> {
                sb.append(op.mnemonic()).append(' ');
                operand(ops.get(0), 'u');
                sb.append(", ").append(systemValue(x[0]));
            }
            case DCL_INDEX_RANGE -> {
                sb.append("dcl_indexrange ");
                operand(ops.get(0), 'u');
                sb.append(' ').append(u(x[0]));
            }
            case DCL_INDEXABLE_TEMP -> sb.append("dcl_indexableTemp x").append(u(x[0])).append('[').append(u(x[1]))
                    .append("], ").append(u(x[2]));
            case DCL_THREAD_GROUP -> sb.append("dcl_thread_group ").append(u(x[0])).append(", ").append(u(x[1]))
                    .append(", ").append(u(x[2]));
            case DCL_MAX_OUTPUT_VERTEX_COUNT, DCL_GS_INSTANCE_COUNT, DCL_HS_FORK_PHASE_INSTANCE_COUNT,
                    DCL_HS_JOIN_PHASE_INSTANCE_COUNT -> sb.append(op.mnemonic()).append(' ').append(u(x[0]));
            case DCL_GS_OUTPUT_PRIMITIVE_TOPOLOGY -> sb.append("dcl_outputtopology ")
                    .append(topology(Bits.field(token, 17, 11))).append(' ');
            case DCL_GS_INPUT_PRIMITIVE -> sb.append("dcl_inputprimitive ")
                    .append(primitive(Bits.field(token, 16, 11))).append(' ');
            case DCL_INPUT_CONTROL_POINT_COUNT, DCL_OUTPUT_CONTROL_POINT_COUNT -> sb.append(op.mnemonic()).append(' ')
                    .append(Bits.field(token, 16, 11));
            case DCL_TESS_DOMAIN -> sb.append("dcl_tessellator_domain ").append(switch (Bits.field(token, 12, 11)) {
                case 1 -> "domain_isoline";
                case 2 -> "domain_tri";
                case 3 -> "domain_quad";
                default -> "domain_undefined";
            });
            case DCL_TESS_PARTITIONING -> sb.append("dcl_tessellator_partitioning ")
                    .append(switch (Bits.field(token, 13, 11)) {
                        case 1 -> "partitioning_integer";
                        case 2 -> "partitioning_pow2";
                        case 3 -> "partitioning_fractional_odd";
                        case 4 -> "partitioning_fractional_even";
                        default -> "partitioning_undefined";
                    });
            case DCL_TESS_OUTPUT_PRIMITIVE -> sb.append("dcl_tessellator_output_primitive ")
                    .append(switch (Bits.field(token, 13, 11)) {
                        case 1 -> "output_point";
                        case 2 -> "output_line";
                        case 3 -> "output_triangle_cw";
                        case 4 -> "output_triangle_ccw";
                        default -> "output_undefined";
                    });
            case DCL_HS_MAX_TESSFACTOR -> {
                // printed as a float even under hex literals
                sb.append("dcl_hs_max_tessfactor l(");
                CFormat.f32(sb, x[0]);
                sb.append(')');
            }
            case DCL_FUNCTION_BODY -> sb.append("dcl_function_body fb").append(u(x[0]));
            case DCL_FUNCTION_TABLE -> {
                sb.append("dcl_function_table ft").append(u(x[0])).append(" = {");
                for (int i = 2; i < x.length; i++) {
                    sb.append(i > 2 ? ", " : "").append("fb").append(u(x[i]));
                }
                sb.append('}');
            }
            case DCL_INTERFACE -> {
                sb.append(Bits.bit(token, 11) ? "dcl_interface_dynamicindexed fp" : "dcl_interface fp")
                        .append(u(x[0])).append('[').append(x[2] >>> 16).append("][").append(u(x[1]))
                        .append("] = {");
                for (int i = 3; i < x.length; i++) {
                    sb.append(i > 3 ? ", " : "").append("ft").append(u(x[i]));
                }
                sb.append('}');
            }
            default -> sb.append(op.mnemonic());
        }
    }

    /**
     * Under HTML, a declaration's name is yellow, and each suffix after the opcode's own name in a run of its
     * own: {@code dcl_resource} {@code _texture2d}, {@code dcl_uav_raw} {@code _glc}.
     */
    private void colourDeclaration(Opcode op) {
        int end = 0;
        while (end < sb.length() && sb.charAt(end) != ' ' && sb.charAt(end) != '(') {
            end++;
        }
        String word = sb.substring(0, end);
        String rest = sb.substring(end);
        sb.setLength(0);
        String base = word.startsWith(op.mnemonic()) ? op.mnemonic() : word;
        keyword(base);
        int i = base.length();
        while (i < word.length()) {
            int next = word.indexOf('_', i + 1);
            if (next < 0) {
                next = word.length();
            }
            keyword(word.substring(i, next));
            i = next;
        }
        sb.append(rest);
    }

    private static long u(int v) {
        return v & 0xffffffffL;
    }

    /** A binding declaration's operand: {@code t0} before 5.1, {@code T0[0:3]} (id, first:last) from 5.1. */
    private void declOperand(Operand o) {
        if (sm51) {
            rangeOperand(o);
        } else {
            operand(o, 'u');
        }
    }

    private void rangeOperand(Operand o) {
        sb.append(o.type().registerName(true));
        List<OperandIndex> ix = o.indices();
        sb.append(ix.get(0).immediate());
        if (ix.size() >= 3) {
            long hi = ix.get(2).immediate();
            sb.append('[').append(ix.get(1).immediate()).append(':');
            if (hi == 0xffffffffL) {
                sb.append('*');
            } else {
                sb.append(hi);
            }
            sb.append(']');
        }
    }

    private void space(int[] x, int at) {
        if (at >= 0) {
            sb.append(", space=").append(u(x[at]));
        }
    }

    private void uavFlags(int token) {
        if (Bits.bit(token, 16)) {
            sb.append("_glc");
        }
        if (Bits.bit(token, 17)) {
            sb.append("_rov");
        }
    }

    private void globalFlags(int c) {
        String[] names = {"refactoringAllowed", "enableDoublePrecisionFloatOps", "forceEarlyDepthStencil",
            "enableRawAndStructuredBuffers", "skipOptimization", "enableMinimumPrecision",
            "enable11_1DoubleExtensions", "enable11_1ShaderExtensions", "allResourcesBound"};
        boolean first = true;
        for (int i = 0; i < names.length; i++) {
            if ((c & 1 << i) != 0) {
                sb.append(first ? "" : " | ").append(names[i]);
                first = false;
            }
        }
    }

    private static String interpolation(int mode) {
        return switch (mode) {
            case 1 -> "constant ";
            case 2 -> "linear ";
            case 3 -> "linear centroid ";
            case 4 -> "linear noperspective ";
            case 5 -> "linear noperspective centroid ";
            case 6 -> "linear sample ";
            case 7 -> "linear noperspective sample ";
            default -> "";
        };
    }

    private static final String[] SYSTEM_VALUES = {"undefined", "position", "clip_distance", "cull_distance",
        "rendertarget_array_index", "viewport_array_index", "vertex_id", "primitive_id", "instance_id",
        "is_front_face", "sampleIndex", "finalQuadUeq0EdgeTessFactor", "finalQuadVeq0EdgeTessFactor",
        "finalQuadUeq1EdgeTessFactor", "finalQuadVeq1EdgeTessFactor", "finalQuadUInsideTessFactor",
        "finalQuadVInsideTessFactor", "finalTriUeq0EdgeTessFactor", "finalTriVeq0EdgeTessFactor",
        "finalTriWeq0EdgeTessFactor", "finalTriInsideTessFactor", "finalLineDetailTessFactor",
        "finalLineDensityTessFactor"};

    private static String systemValue(int v) {
        return v >= 0 && v < SYSTEM_VALUES.length ? SYSTEM_VALUES[v] : "unknown(" + v + ")";
    }

    private static String topology(int t) {
        return switch (t) {
            case 1 -> "pointlist";
            case 2 -> "linelist";
            case 3 -> "linestrip";
            case 4 -> "trianglelist";
            case 5 -> "trianglestrip";
            case 10 -> "linelist_adj";
            case 11 -> "linestrip_adj";
            case 12 -> "trianglelist_adj";
            case 13 -> "trianglestrip_adj";
            default -> "undefined";
        };
    }

    private static String primitive(int p) {
        return switch (p) {
            case 1 -> "point";
            case 2 -> "line";
            case 3 -> "triangle";
            case 6 -> "lineadj";
            case 7 -> "triangleadj";
            default -> p >= 8 && p <= 39 ? "patch" + (p - 7) : "undefined";
        };
    }

    static String resourceDimension(int d) {
        return switch (d) {
            case 1 -> "buffer";
            case 2 -> "texture1d";
            case 3 -> "texture2d";
            case 4 -> "texture2dms";
            case 5 -> "texture3d";
            case 6 -> "texturecube";
            case 7 -> "texture1darray";
            case 8 -> "texture2darray";
            case 9 -> "texture2dmsarray";
            case 10 -> "texturecubearray";
            case 11 -> "raw_buffer";
            case 12 -> "structured_buffer";
            default -> "unknown";
        };
    }

    private void returnTypes(int word) {
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(switch (word >>> (4 * i) & 0xf) {
                case 1 -> "unorm";
                case 2 -> "snorm";
                case 3 -> "sint";
                case 4 -> "uint";
                case 5 -> "float";
                case 6 -> "mixed";
                case 7 -> "double";
                case 8 -> "<continued>";
                case 9 -> "<unused>";
                default -> "unknown";
            });
        }
    }

    // ---------------------------------------------------------------- shader messages

    /** {@code printf "text", operands} (errorf for an error message). */
    private void shaderMessage(Instruction in) {
        int[] v = in.extra();
        // payload: message id, format, characters, operand count, operand dwords, operands, text
        if (html) {
            // D3DDisassemble opens an empty yellow run first, and colours the text cyan
            keyword("");
            keyword((v[0] & 0xff) == 3 ? "errorf " : "printf ");
            sb.append(CYAN);
        } else {
            sb.append((v[0] & 0xff) == 3 ? "errorf " : "printf ");
        }
        sb.append('"');
        int chars = v[2];
        int textAt = 5 + v[4];
        for (int i = 0; i < chars; i++) {
            int w = v[textAt + i / 4];
            sb.append((char) (w >>> (8 * (i % 4)) & 0xff));
        }
        sb.append('"');
        if (html) {
            sb.append(FONT_END);
        }
        for (Operand o : in.operands()) {
            sb.append(", ");
            operand(o, 'x');
        }
    }

    // ---------------------------------------------------------------- immediate constant buffer

    private void immediateConstantBuffer(Instruction in, int depth) {
        int[] v = in.extra();
        if (html) {
            keyword("");
        }
        keyword("dcl_immediateConstantBuffer");
        sb.append(" { ");
        for (int i = 0; i < v.length; i += 4) {
            if (i > 0) {
                sb.append(",\n");
                // continuation rows line up under the first row's brace
                for (int k = 0; k < 30; k++) {
                    sb.append(' ');
                }
            }
            sb.append("{ ");
            for (int j = i; j < Math.min(i + 4, v.length); j++) {
                if (j > i) {
                    sb.append(", ");
                }
                value32(v[j], 'x');
            }
            sb.append('}');
        }
        sb.append(" }");
    }
}
