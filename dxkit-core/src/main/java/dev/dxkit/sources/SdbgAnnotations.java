package dev.dxkit.sources;

import dev.dxkit.part.SdbgPart;
import dev.dxkit.text.Html;
import dev.dxkit.text.PrintfG;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * What D3DDisassemble prints from an SDBG part (the debug information of d3dcompiler_43 and earlier) around a
 * Shader Model 4/5 program. The part's instruction records are found by instruction number (the count of the
 * listing's numbering, hull phases included), and each must carry that number as its id. Before an instruction
 * comes {@code #line N} when its token's line or file differs from the last instruction's, with the file name
 * when the file changed (the position starts as line -1 of file -1, "no file"). After it come the variables its
 * outputs hold: {@code name[rI.c/R]<offset value,...>} per run of components of one scope variable in one output
 * register, runs joined by {@code ", "}.
 *
 * <p>The rules were established on the corpus's two SDBG containers and on copies of them altered field by field
 * and listed by d3dcompiler_47. Where a record does not resolve, Microsoft prints its own message, {@code //
 * <internal error> incorrect X offset in debug info}, naming what failed: the instruction record (none, or
 * another id), its token, the token's file, an output's variable record ("scalar") or that record's scope
 * variable ("variable"); an output count over two is {@code too many instruction outputs}.
 */
public final class SdbgAnnotations {
    private static final String XYZW = "xyzw";
    private static final float FLT_MAX = Float.MAX_VALUE;

    private final SdbgPart part;
    /** The position of the last instruction: line and file (-1 none), both -1 before the first. */
    private int line = -1;
    private int file = -1;

    private SdbgAnnotations(SdbgPart part) {
        this.part = part;
    }

    public static SdbgAnnotations of(SdbgPart part) {
        return new SdbgAnnotations(part);
    }

    /** The message D3DDisassemble prints where a debug record does not resolve. */
    public static String internalError(String what) {
        return "// <internal error> " + (what.equals("outputs") ? "too many instruction outputs"
                : "incorrect " + what + " offset") + " in debug info";
    }

    /** The instruction record of instruction {@code number}, or null when there is none with that id. */
    private SdbgPart.Instruction instruction(int number) {
        List<SdbgPart.Instruction> all = part.instructions();
        if (number < 0 || number >= all.size() || all.get(number).id() != number) {
            return null;
        }
        return all.get(number);
    }

    /**
     * What comes before instruction {@code number}: null when nothing, else the directive's text after {@code
     * #line }, or the name of the record that did not resolve (for {@link #internalError}). Moves the position
     * on unless a record failed or the file's name is empty.
     */
    public Before before(int number) {
        SdbgPart.Instruction in = instruction(number);
        if (in == null) {
            return new Before(null, "instruction");
        }
        int t = in.token();
        if (t < 0 || t >= part.tokens().size()) {
            return new Before(null, "token");
        }
        SdbgPart.Token token = part.tokens().get(t);
        int f = token.file();
        if (f != -1 && (f < 0 || f >= part.files().size())) {
            return new Before(null, "file");
        }
        if (f != -1 && part.files().get(f).name().isEmpty()) {
            // a file with an empty name gives no directive at all and leaves the position as it was
            return null;
        }
        // file -1 is a line without a file: it names none and does not count as a change of file, but it is
        // the file of the position from then on
        boolean newFile = f != -1 && f != file;
        boolean changed = newFile || token.line() != line;
        line = token.line();
        file = f;
        if (!changed) {
            return null;
        }
        String text = Integer.toUnsignedString(token.line())
                + (newFile ? " \"" + listed(cString(part.files().get(f).name())) + "\"" : "");
        return new Before(text, null);
    }

    /** A name as D3DDisassemble prints it: as a C string, up to its first NUL. */
    /**
     * A file name as the listing's characters: D3DDisassemble writes the name's UTF-8 (an invalid byte as
     * U+FFFD), and a DXBC listing's characters stand for its bytes (ISO-8859-1), so the UTF-8 bytes become
     * the characters.
     */
    private static String listed(String name) {
        return new String(name.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    private static String cString(String s) {
        int nul = s.indexOf('\0');
        return nul < 0 ? s : s.substring(0, nul);
    }

    /** A {@code #line} directive's text, or the name of the record that failed to resolve. */
    public record Before(String directive, String error) {
    }

    /**
     * Appends to {@code sb} the variable comment of instruction {@code number} (nothing when its outputs hold
     * no variable); returns null, or the name of the record that failed, after which the comment stops where it
     * was. Under HTML the comment is grey, values cyan, NaN and Inf yellow.
     */
    public String comment(int number, StringBuilder sb, boolean html) {
        SdbgPart.Instruction in = instruction(number);
        if (in == null) {
            return "instruction";
        }
        if (Integer.compareUnsigned(in.outputCount(), 2) > 0) {
            return "outputs";
        }
        // every variable and scope variable is resolved before anything is written
        for (SdbgPart.Output o : in.outputs()) {
            for (SdbgPart.OutputVariable v : o.variables()) {
                if (v.variable() == -1) {
                    continue;
                }
                if (v.variable() < 0 || v.variable() >= part.variables().size()) {
                    return "scalar";
                }
                int sv = part.variables().get(v.variable()).scopeVariable();
                if (sv < 0 || sv >= part.scopeVariables().size()) {
                    return "variable";
                }
            }
        }
        boolean any = false;
        for (SdbgPart.Output o : in.outputs()) {
            int run = -1;
            for (SdbgPart.OutputVariable v : o.variables()) {
                if (v.variable() == -1) {
                    continue;
                }
                SdbgPart.Variable var = part.variables().get(v.variable());
                if (var.scopeVariable() != run) {
                    // a new run: the one before is closed and the separator written before its name is looked up
                    if (any) {
                        sb.append(">, ");
                    } else {
                        sb.append(html ? Html.GREY + "  // " : "  // ");
                        any = true;
                    }
                    run = var.scopeVariable();
                    int t = part.scopeVariables().get(run).token();
                    if (t < 0 || t >= part.tokens().size()) {
                        return "token";
                    }
                    sb.append(cString(part.tokens().get(t).name()));
                    if (o.indexRegister() != -1) {
                        // D3DDisassemble flattens register and component to one 32-bit scalar index,
                        // register * 4 + component, and splits it again: component 7 of r0 is r1.w
                        int scalar = o.indexRegister() * 4 + o.indexComponent();
                        sb.append("[r").append(scalar >>> 2).append('.').append(XYZW.charAt(scalar & 3));
                        // then the registers one element spans, from the first array stride in scalars rounded
                        // up to registers, where more than one (the stride is read even for a variable with no
                        // array dimension, from the offset its record holds)
                        int stride = part.storeWord(part.scopeVariables().get(run).arrayStridesOffset());
                        long registers = (Integer.toUnsignedLong(stride) + 3) / 4;
                        if (registers > 1) {
                            sb.append('/').append(registers);
                        }
                        sb.append(']');
                    }
                    sb.append('<');
                } else {
                    sb.append(',');
                }
                sb.append(Integer.toUnsignedString(var.scopeVariableOffset()));
                value(sb, var.type(), v, html);
            }
        }
        if (any) {
            sb.append('>');
            if (html) {
                sb.append(Html.FONT_END);
            }
        }
        return null;
    }

    /**
     * What the compiler knew of the value, by the variable's {@code D3D_SHADER_VARIABLE_TYPE}: a constant
     * ({@code : 1f}), or a range ({@code :[0f,1f]}) that is not the whole of the type, and for floats whether it
     * may be NaN or infinite. Other types print nothing.
     */
    private static void value(StringBuilder sb, int type, SdbgPart.OutputVariable v, boolean html) {
        switch (type) {
            case 3 -> {
                // a float is constant when its bit patterns agree
                if (v.uMin() == v.uMax()) {
                    constant(sb, PrintfG.formatShortWidened(v.fMin()) + "f", html);
                    return;
                }
                if (v.nanPossible()) {
                    sb.append(':');
                    keyword(sb, "NaN", html);
                }
                if (v.infPossible()) {
                    sb.append(':');
                    keyword(sb, "Inf", html);
                }
                // a range that may hold NaN is not printed; the comparisons are false for NaN bounds
                if (!v.nanPossible() && (v.fMin() > -FLT_MAX || v.fMax() < FLT_MAX)) {
                    range(sb, PrintfG.formatShortWidened(v.fMin()) + "f", PrintfG.formatShortWidened(v.fMax()) + "f", html);
                }
            }
            case 2 -> {
                if (v.iMin() == v.iMax()) {
                    constant(sb, Integer.toString(v.iMin()), html);
                } else if (v.iMin() != Integer.MIN_VALUE || v.iMax() != Integer.MAX_VALUE) {
                    range(sb, Integer.toString(v.iMin()), Integer.toString(v.iMax()), html);
                } else if (v.uMin() != 0 || v.uMax() != -1) {
                    // the whole signed range: the unsigned one, if narrower, in its own spelling
                    range(sb, unsigned(v.uMin()), unsigned(v.uMax()), html);
                }
            }
            case 19, 20 -> {
                if (v.uMin() == v.uMax()) {
                    constant(sb, unsigned(v.uMin()), html);
                } else if (v.uMin() != 0 || v.uMax() != -1) {
                    range(sb, unsigned(v.uMin()), unsigned(v.uMax()), html);
                } else if (v.iMin() != Integer.MIN_VALUE || v.iMax() != Integer.MAX_VALUE) {
                    range(sb, Integer.toString(v.iMin()), Integer.toString(v.iMax()), html);
                }
            }
            case 1 -> {
                // true when no possible value is 0, false when every one is
                if (v.uMin() != 0) {
                    constant(sb, "true", html);
                } else if (v.uMax() == 0) {
                    constant(sb, "false", html);
                }
            }
            default -> {
            }
        }
    }

    private static String unsigned(int v) {
        return Integer.toUnsignedString(v) + "u";
    }

    private static void constant(StringBuilder sb, String value, boolean html) {
        sb.append(": ");
        literal(sb, value, html);
    }

    private static void range(StringBuilder sb, String min, String max, boolean html) {
        sb.append(":[");
        literal(sb, min, html);
        sb.append(',');
        literal(sb, max, html);
        sb.append(']');
    }

    private static void literal(StringBuilder sb, String s, boolean html) {
        if (html) {
            sb.append(Html.CYAN).append(s).append(Html.FONT_END);
        } else {
            sb.append(s);
        }
    }

    private static void keyword(StringBuilder sb, String s, boolean html) {
        if (html) {
            sb.append(Html.YELLOW).append(s).append(Html.FONT_END);
        } else {
            sb.append(s);
        }
    }
}
