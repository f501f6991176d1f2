package dev.dxkit.d3d9;

import dev.dxkit.io.Bytes;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Direct3D 9 assembler: vs/ps 1.x–3.0 assembly text to the token stream {@code D3DAssemble}
 * (d3dcompiler_47) writes for it, byte for byte — the version token, each instruction with its parameter
 * tokens as d3d9types.h lays them out (and as {@link D3d9Program} reads them), and the end token. No comment
 * blocks are written; {@link #rebase} puts those of an original program back.
 *
 * <p>Accepted text: hand-written assembly and the listing {@code D3DDisassemble} prints under any flag word
 * but HTML (header comments, {@code #line} directives, {@code //} annotations, the numbering and offset columns of
 * flags 0x04 and 0x20, {@code def} values in hex under 0x80, a d3dx9 preshader section, which is skipped). What
 * differs from {@code D3DAssemble}, and why, is in {@code docs/d3d9-asm.md}: dxkit does not validate (register
 * ranges per version, reads of unwritten registers, the ps_1_x pairing rules; {@link #assemble(byte[], boolean)}
 * with {@code strict} applies the parser's per-version rules, {@code D3d9Strict}) and assembles what the token
 * format can hold; it takes an eight-digit hex {@code def} value as the float's bits, so that a 0x80 listing
 * gives back its program exactly.
 *
 * <p>Errors never throw: each is an {@link AsmDiagnostic} (line, column, message), the statement is skipped
 * to the end of its line and assembling goes on, up to {@link #MAX_ERRORS}.
 */
public final class D3d9Assembler {
    /** Errors reported before the assembler stops. */
    public static final int MAX_ERRORS = 50;

    private static final int END_TOKEN = 0x0000FFFF;
    private static final String LANES = "xyzw";
    private static final String COLOURS = "rgba";
    private static final List<String> COMPARISONS = List.of("gt", "eq", "ge", "lt", "ne", "le");
    private static final List<String> USAGES = List.of("position", "blendweight", "blendindices", "normal",
            "psize", "texcoord", "tangent", "binormal", "tessfactor", "positiont", "color", "fog", "depth", "sample");
    private static final List<String> SAMPLER_TYPES = List.of("", "1d", "2d", "cube", "volume");
    private static final Map<String, Opcode> MNEMONICS = mnemonics();

    /**
     * The result of assembling: the program (version token through end token) when there were no errors,
     * else the errors in text order and an empty program.
     */
    public record Result(Bytes program, List<AsmDiagnostic> errors) {
        public Result {
            errors = List.copyOf(errors);
        }

        /** {@return whether the text assembled without an error} */
        public boolean ok() {
            return errors.isEmpty();
        }
    }

    private final String text;
    private final AsmLexer lx;
    private final List<AsmDiagnostic> errors = new ArrayList<>();
    private int[] out = new int[64];
    private int size;
    private ShaderVersion version;
    /** Whether the per-version rules of {@code D3DAssemble}'s parser apply ({@link D3d9Strict}). */
    private final boolean strict;

    private D3d9Assembler(String text, boolean strict) {
        this.strict = strict;
        if (AsmPreprocessor.needed(text)) {
            // errors of the directives name the file's own lines, which the expansion keeps
            String[] original = {text};
            text = AsmPreprocessor.expand(text, (line, column, message) -> {
                if (errors.size() < MAX_ERRORS) {
                    errors.add(new AsmDiagnostic(line, column, message, lineOf(original[0], line)));
                }
            });
        }
        this.text = text; // before the lexer, whose first token may already report a directive
        this.lx = new AsmLexer(text, (line, column, name) -> report(line, column,
                "preprocessor directive '#" + name + "' is not supported"));
    }

    /** Assembles {@code text} (bytes of an ASCII or ISO-8859-1 file; other bytes can only be in comments). */
    public static Result assemble(byte[] text) {
        return assemble(text, false);
    }

    /**
     * Assembles {@code text}; with {@code strict}, refuses what {@code D3DAssemble}'s parser refuses by the
     * rules of the text's version (register counts, the instructions and the instruction and source modifiers
     * each version has: {@code docs/d3d9-asm.md}, "Strict"), which the default leaves to the runtime.
     */
    public static Result assemble(byte[] text, boolean strict) {
        return assemble(new String(text, StandardCharsets.ISO_8859_1), strict);
    }

    /** Assembles {@code text}. */
    public static Result assemble(String text) {
        return assemble(text, false);
    }

    /** Assembles {@code text}, with the per-version rules when {@code strict} ({@link #assemble(byte[], boolean)}). */
    public static Result assemble(String text, boolean strict) {
        D3d9Assembler a = new D3d9Assembler(text, strict);
        a.run();
        if (!a.errors.isEmpty()) {
            List<AsmDiagnostic> sorted = new ArrayList<>(a.errors); // the preprocessor's come first: text order
            sorted.sort(java.util.Comparator.comparingInt(AsmDiagnostic::line).thenComparingInt(AsmDiagnostic::column));
            return new Result(Bytes.EMPTY, sorted);
        }
        byte[] b = new byte[a.size * 4];
        for (int i = 0; i < a.size; i++) {
            int v = a.out[i];
            b[4 * i] = (byte) v;
            b[4 * i + 1] = (byte) (v >>> 8);
            b[4 * i + 2] = (byte) (v >>> 16);
            b[4 * i + 3] = (byte) (v >>> 24);
        }
        return new Result(Bytes.wrap(b), List.of());
    }

    /**
     * Whether {@code text}'s first statement is a Direct3D 9 version ({@code vs_1_1} to {@code ps_3_sw},
     * {@code tx_1_0}, the old {@code vs.1.1} form) or a d3dx9 {@code preshader} section: the text this class assembles.
     */
    public static boolean isD3d9Text(byte[] text) {
        AsmLexer l = new AsmLexer(new String(text, StandardCharsets.ISO_8859_1), (line, column, name) -> { });
        if (l.kind != AsmLexer.Kind.WORD) {
            return false;
        }
        String w = l.token();
        // vs_1_1 ... ps_3_sw: major 1 to 3 (vs_4_0 and later are Shader Model 4/5 text)
        boolean d3d9Version = (w.startsWith("vs_") || w.startsWith("ps_")) && w.length() > 4
                && w.charAt(3) >= '1' && w.charAt(3) <= '3' && w.charAt(4) == '_';
        return d3d9Version || w.startsWith("tx_") || w.equals("preshader") || w.equals("vs") || w.equals("ps");
    }

    /**
     * {@code assembled}'s instructions with {@code base}'s comment blocks (constant table, debug information,
     * preshader …) where they were: each comment goes before the instruction of the same index it preceded in
     * the original (after the last instruction when the new program has fewer). Bytes after the original's
     * end token follow the new end token. An unedited listing of {@code base} gives back {@code base}.
     */
    public static Bytes rebase(Bytes base, Bytes assembled) {
        D3d9Program original = D3d9Program.read(base);
        D3d9Program program = D3d9Program.read(assembled);
        List<Integer> before = new ArrayList<>();
        List<Comment> comments = new ArrayList<>();
        int index = 0;
        for (Token t : original.tokens()) {
            if (t instanceof Comment c) {
                before.add(index);
                comments.add(c);
            } else {
                index++;
            }
        }
        int length = assembled.size() + (base.size() - original.bytes().size());
        for (Comment c : comments) {
            length += 4 + c.body().size();
        }
        byte[] b = new byte[length];
        assembled.slice(0, 4).copyTo(b, 0);
        int at = 4;
        int next = 0;
        int i = 0;
        for (Token t : program.tokens()) {
            if (t instanceof Instruction ins) {
                while (next < comments.size() && before.get(next) <= i) {
                    at = copyComment(base, comments.get(next++), b, at);
                }
                assembled.slice(ins.offset(), ins.size()).copyTo(b, at);
                at += ins.size();
                i++;
            }
        }
        while (next < comments.size()) {
            at = copyComment(base, comments.get(next++), b, at);
        }
        assembled.slice(program.bytes().size() - 4, 4).copyTo(b, at);
        at += 4;
        base.slice(original.bytes().size(), base.size() - original.bytes().size()).copyTo(b, at);
        return Bytes.wrap(b);
    }

    private static int copyComment(Bytes base, Comment c, byte[] b, int at) {
        base.slice(c.offset(), 4 + c.body().size()).copyTo(b, at);
        return at + 4 + c.body().size();
    }

    // ---------------------------------------------------------------------------------------------- driver

    /** Unwinds one statement after its error has been reported. */
    private static final class Skip extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int line;

        Skip(int line) {
            super(null, null, false, false);
            this.line = line;
        }
    }

    private void run() {
        try {
            versionLine();
        } catch (Skip s) {
            return; // without a version nothing else can be read
        }
        while (lx.kind != AsmLexer.Kind.END && errors.size() < MAX_ERRORS) {
            try {
                statement();
            } catch (Skip s) {
                lx.skipLine(s.line);
            }
        }
        if (lx.unclosedLine > 0 && errors.size() < MAX_ERRORS) {
            errors.add(new AsmDiagnostic(lx.unclosedLine, lx.unclosedColumn, "comment '/*' without its '*/'",
                    lx.lineText(lx.unclosedLineStart)));
        }
        if (errors.size() >= MAX_ERRORS && lx.kind != AsmLexer.Kind.END) {
            errors.add(new AsmDiagnostic(lx.line(), lx.column(), "too many errors (" + MAX_ERRORS + "), stopping",
                    lx.lineText(lx.tokenLineStart())));
        }
        emit(END_TOKEN);
    }

    private void report(int line, int column, String message) {
        if (errors.size() < MAX_ERRORS) {
            // the line's text: find its start by counting back from the lexer's position is not possible for
            // an earlier line, so directives report on the lexer's own line (they end where they start)
            errors.add(new AsmDiagnostic(line, column, message, lineAt(line)));
        }
    }

    private String lineAt(int line) {
        return lineOf(text, line);
    }

    private static String lineOf(String text, int line) {
        int start = 0;
        for (int l = 1; l < line && start >= 0; l++) {
            start = text.indexOf('\n', start);
            start = start < 0 ? -1 : start + 1;
        }
        if (start < 0) {
            return "";
        }
        int e = text.indexOf('\n', start);
        e = e < 0 ? text.length() : e;
        return text.substring(start, e > start && text.charAt(e - 1) == '\r' ? e - 1 : e);
    }

    /** Reports an error at the current token and unwinds the statement that began on {@code stmtLine}. */
    private Skip fail(String message) {
        int line = lx.line();
        if (errors.size() < MAX_ERRORS) {
            String shown = lx.kind == AsmLexer.Kind.END && lx.column() == 1 && line > 1 ? "" : lx.lineText(lx.tokenLineStart());
            errors.add(new AsmDiagnostic(line, lx.column(), message, shown));
        }
        return new Skip(line);
    }

    private Skip failAt(int line, int column, int lineStart, String message) {
        if (errors.size() < MAX_ERRORS) {
            errors.add(new AsmDiagnostic(line, column, message, lx.lineText(lineStart)));
        }
        return new Skip(line);
    }

    private void emit(int dword) {
        if (size == out.length) {
            out = java.util.Arrays.copyOf(out, out.length * 2);
        }
        out[size++] = dword;
    }

    /** {@return the current token for a message: quoted, cut at 40 chars} */
    private String found() {
        return switch (lx.kind) {
            case END -> "the end of the text";
            default -> "'" + shorten(lx.token()) + "'";
        };
    }

    private static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    // --------------------------------------------------------------------------------------------- version

    private void versionLine() {
        if (lx.kind == AsmLexer.Kind.WORD && lx.token().equals("preshader")) {
            // A d3dx9 effect program lists its preshader first; it is not assembly D3DAssemble reads, and with
            // --base the original's PRES comment is kept. Skip it up to the program's version.
            while (lx.kind != AsmLexer.Kind.END && !(lx.kind == AsmLexer.Kind.WORD && isVersionWord(lx.token()))) {
                lx.advance();
            }
        }
        if (lx.kind == AsmLexer.Kind.PUNCT && lx.is('<')) {
            throw fail("an HTML listing (dis --color, flag 0x01) is not assembly text; list the program without --color");
        }
        if (lx.kind != AsmLexer.Kind.WORD) {
            throw fail("expected a shader version (vs_1_1 ... vs_3_0, ps_1_1 ... ps_3_0), found " + found());
        }
        String w = lx.token();
        int line = lx.line();
        int column = lx.column();
        int lineStart = lx.tokenLineStart();
        int kind;
        String major;
        String minor;
        if ((w.equals("vs") || w.equals("ps")) && peekDotted()) {
            // the old form vs.1.1, read from the text: the lexer would take ".1" for a number
            String t = lx.text();
            int e = lx.end;
            while (e < t.length() && e - lx.end < 8 && (t.charAt(e) == '.' || AsmLexer.isWordPart(t.charAt(e)))) {
                e++;
            }
            String n = t.substring(lx.end, e);
            if (n.length() < 4 || n.charAt(0) != '.' || n.indexOf('.', 1) < 2) {
                throw failAt(line, column, lineStart, "unknown shader version '" + shorten(w + n) + "'");
            }
            kind = w.charAt(0) == 'v' ? 0xFFFE : 0xFFFF;
            major = n.substring(1, n.indexOf('.', 1));
            minor = n.substring(n.indexOf('.', 1) + 1);
            lx.resetTo(e);
        } else {
            String[] p = w.split("_", -1);
            if (p.length != 3 || !(p[0].equals("vs") || p[0].equals("ps") || p[0].equals("tx"))) {
                throw fail("expected a shader version (vs_1_1 ... vs_3_0, ps_1_1 ... ps_3_0), found " + found());
            }
            if (p[0].equals("tx")) {
                throw fail("'" + shorten(w) + "' is a texture-fill (preshader) program, not Direct3D 9 assembly;"
                        + " D3DAssemble refuses it too");
            }
            kind = p[0].equals("vs") ? 0xFFFE : 0xFFFF;
            major = p[1];
            minor = p[2];
        }
        int ma = major.length() == 1 && AsmLexer.isDigit(major.charAt(0)) ? major.charAt(0) - '0' : -1;
        int mi = switch (minor) {
            case "x" -> ma == 2 ? 1 : -1; // vs_2_x, ps_2_x (not vs_2_1: D3DAssemble refuses it)
            case "sw" -> ma >= 2 ? 0xFF : -1;
            default -> minor.length() == 1 && AsmLexer.isDigit(minor.charAt(0)) ? minor.charAt(0) - '0' : -1;
        };
        boolean known = switch (ma) {
            case 1 -> kind == 0xFFFE ? mi <= 1 : mi <= 4;
            case 2 -> mi == 0 || minor.equals("x") || mi == 0xFF;
            case 3 -> mi == 0 || mi == 0xFF;
            default -> false;
        };
        // vs_1_0 and ps_1_0 stay 1.0, where D3DAssemble writes 1.1: D3DDisassemble lists a 1.0 program (DirectX 8's
        // first version, in the corpus) as vs_1_0, and its listing should give it back
        if (!known || mi < 0) {
            throw failAt(line, column, lineStart, "unknown shader version '" + shorten(w) + "'"
                    + (ma >= 4 ? ": Shader Model 4 and later is not Direct3D 9 assembly" : ""));
        }
        version = new ShaderVersion(kind << 16 | ma << 8 | mi);
        emit(version.token());
        if (!(w.equals("vs") || w.equals("ps"))) {
            lx.advance();
        }
    }

    private boolean peekDotted() {
        String t = lx.text();
        return lx.end < t.length() && t.charAt(lx.end) == '.';
    }

    private static boolean isVersionWord(String w) {
        return w.startsWith("vs_") || w.startsWith("ps_");
    }

    // ------------------------------------------------------------------------------------------ statements

    private void statement() {
        boolean coissue = false;
        if (lx.is('+')) {
            coissue = true;
            lx.advance();
        }
        Operand predicate = null;
        int predLine = 0;
        int predColumn = 0;
        int predLineStart = 0;
        if (lx.is('(')) {
            predLine = lx.line();
            predColumn = lx.column();
            predLineStart = lx.tokenLineStart();
            lx.advance();
            predicate = operand(false);
            if (!lx.is(')')) {
                throw fail("expected ')' after the predicate, found " + found());
            }
            lx.advance();
            if (predicate.type != RegisterType.PREDICATE) {
                throw failAt(predLine, predColumn, predLineStart, "a predicate must be a p# register");
            }
            if (predicate.modifier != 0 && predicate.modifier != 13) {
                throw failAt(predLine, predColumn, predLineStart, "a predicate takes no source modifier but '!'");
            }
        }
        if (lx.kind != AsmLexer.Kind.WORD) {
            throw fail("expected an instruction, found " + found());
        }
        int line = lx.line();
        int column = lx.column();
        int lineStart = lx.tokenLineStart();
        String word = lx.token();
        if (isVersionWord(word) && word.split("_").length == 3) {
            throw fail("a second shader version '" + shorten(word) + "'");
        }
        String[] parts = word.split("_", -1);
        lx.advance();
        switch (parts[0]) {
            case "dcl" -> declaration(parts, line, column, lineStart);
            case "def" -> define(parts, line, column, lineStart, Opcode.DEF);
            case "defi" -> define(parts, line, column, lineStart, Opcode.DEFI);
            case "defb" -> define(parts, line, column, lineStart, Opcode.DEFB);
            default -> instruction(parts, word, coissue, predicate, line, column, lineStart);
        }
        if (coissue && !(version.isPixel() && version.major() == 1)) {
            throw failAt(line, column, lineStart, "co-issue '+' is only for ps_1_x programs");
        }
    }

    private void instruction(String[] parts, String word, boolean coissue, Operand predicate,
                             int line, int column, int lineStart) {
        Opcode op = MNEMONICS.get(parts[0]);
        if (op == null) {
            throw failAt(line, column, lineStart, "unknown instruction '" + shorten(word) + "'");
        }
        int controls = switch (parts[0]) {
            case "texldp" -> 1;
            case "texldb" -> 2;
            default -> 0;
        };
        int resultModifiers = 0;
        int shift = 0;
        boolean comparison = false;
        for (int i = 1; i < parts.length; i++) {
            String s = parts[i];
            int cmp = COMPARISONS.indexOf(s);
            if (cmp >= 0 && !comparison && (op == Opcode.IF || op == Opcode.BREAK || op == Opcode.SETP)) {
                comparison = true;
                controls = cmp + 1;
                op = op == Opcode.IF ? Opcode.IFC : op == Opcode.BREAK ? Opcode.BREAKC : op;
                continue;
            }
            int m = resultModifier(s);
            int sh = shiftOf(s);
            if (strict && (m != 0 || sh != 0)) {
                String why = D3d9Strict.instructionModifier(version, s, (resultModifiers & 1) != 0, false);
                if (why != null) {
                    throw failAt(line, column, lineStart, why);
                }
            }
            if (m != 0 && (resultModifiers & m) == 0) {
                resultModifiers |= m;
            } else if (sh != 0 && shift == 0) {
                shift = sh;
            } else {
                throw failAt(line, column, lineStart, "unknown modifier '_" + shorten(s) + "' in '" + shorten(word) + "'");
            }
        }
        if (strict) {
            String why = D3d9Strict.instruction(version, op == Opcode.BREAK && lx.kind == AsmLexer.Kind.WORD
                    && isPredicateName(lx.token()) ? Opcode.BREAKP : op, parts[0]);
            if (why != null) {
                throw failAt(line, column, lineStart, why);
            }
        }
        if (op == Opcode.BREAK && lx.kind == AsmLexer.Kind.WORD && isPredicateName(lx.token())) {
            listedBreakp(resultModifiers, shift, predicate);
            return;
        }
        if (op == Opcode.SETP && !comparison) {
            throw failAt(line, column, lineStart, "setp needs a comparison: setp_gt, _eq, _ge, _lt, _ne or _le");
        }
        boolean hasDst = op.hasDestination();
        if (!hasDst && (resultModifiers != 0 || shift != 0)) {
            throw failAt(line, column, lineStart, "'" + shorten(word) + "' has no destination for a result modifier");
        }
        List<Operand> ops = operands(op != Opcode.NOP && op != Opcode.RET && op != Opcode.ELSE && op != Opcode.ENDIF
                && op != Opcode.ENDLOOP && op != Opcode.ENDREP && op != Opcode.BREAK && op != Opcode.PHASE, hasDst);
        int[] counts = operandCounts(op);
        boolean countOk = false;
        for (int c : counts) {
            countOk |= c == ops.size();
        }
        if (!countOk) {
            throw failAt(line, column, lineStart, "'" + parts[0] + "' takes " + describe(counts) + " operand"
                    + (counts.length == 1 && counts[0] == 1 ? "" : "s") + ", found " + ops.size());
        }
        if (op == Opcode.SUB && !(version.isPixel() && version.major() == 1)) {
            // D3DAssemble writes sub as add with the second source's negation flipped (only ps_1_x keeps sub)
            op = Opcode.ADD;
            Operand b = ops.get(2);
            b.modifier = switch (b.modifier) {
                case 0 -> 1;
                case 1 -> 0;
                case 2, 4, 7, 11 -> b.modifier + 1;
                case 3, 5, 8, 12 -> b.modifier - 1;
                default -> throw failAt(b.line, b.column, b.lineStart, "sub cannot negate a source with this modifier");
            };
        }
        boolean sm2 = version.major() >= 2;
        int start = size;
        emit(0);
        for (int i = 0; i < ops.size(); i++) {
            Operand o = ops.get(i);
            if (i == 0 && hasDst) {
                o.destinationMods(resultModifiers, shift);
                parameter(o, true);
                if (predicate != null) {
                    parameter(predicate, false);
                }
            } else {
                if (i == 0 && predicate != null) {
                    parameter(predicate, false);
                }
                parameter(o, false);
            }
        }
        if (ops.isEmpty() && predicate != null) {
            parameter(predicate, false);
        }
        int length = size - start - 1;
        out[start] = op.code() | controls << 16 | (sm2 ? Math.min(length, 15) << 24 : 0)
                | (predicate != null ? 0x1000_0000 : 0) | (coissue ? 0x4000_0000 : 0);
    }

    private static boolean isPredicateName(String w) {
        return w.length() >= 2 && w.charAt(0) == 'p' && w.substring(1).chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /**
     * {@code break[_mods] p0.mask}: how D3DDisassemble lists {@code breakp}, reading its predicate as a destination
     * (D3DAssemble refuses the text). The swizzle's low four bits print as the mask ({@code "p0."} when none),
     * bits 20 to 22 as {@code _sat}, {@code _pp}, {@code _centroid} and the source modifier as a shift
     * ({@code _d8} is {@code !}). A replicate swizzle, the only kind breakp takes, is rebuilt whole from its
     * low four bits; any other from the bits printed (bit 23 is not).
     */
    private void listedBreakp(int mods, int shift, Operand predicate) {
        Operand p = new Operand();
        p.line = lx.line();
        p.column = lx.column();
        p.lineStart = lx.tokenLineStart();
        register(lx.token(), p, false);
        int end = lx.end;
        lx.advance();
        int mask = 0xF;
        if (lx.is('.') && lx.touches(end)) {
            int dot = lx.end;
            lx.advance();
            if (lx.kind == AsmLexer.Kind.WORD && lx.touches(dot)) {
                mask = mask(lx.token());
                lx.advance();
            } else {
                mask = 0; // "p0.": an empty mask, the swizzle .xxxx
            }
        }
        boolean replicate = mask == 0 || mask == 0x5 || mask == 0xA || mask == 0xF;
        p.swizzle = mask | (replicate ? mask : mods) << 4;
        p.modifier = shift & 0xF;
        int start = size;
        emit(0);
        if (predicate != null) {
            parameter(predicate, false);
        }
        parameter(p, false);
        out[start] = Opcode.BREAKP.code() | (version.major() >= 2 ? (size - start - 1) << 24 : 0)
                | (predicate != null ? 0x1000_0000 : 0);
    }

    private static String describe(int[] counts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < counts.length; i++) {
            sb.append(i == 0 ? "" : i == counts.length - 1 ? " or " : ", ").append(counts[i]);
        }
        return sb.toString();
    }

    /** The operand counts (destination included) an opcode takes in this program's version. */
    private int[] operandCounts(Opcode op) {
        int dst = op.hasDestination() ? 1 : 0;
        return switch (op) {
            case TEX -> version.isPixel() && version.level() < 0x104 ? new int[] {1}
                    : version.level() == 0x104 && version.isPixel() ? new int[] {2} : new int[] {3};
            case TEXCOORD -> version.isPixel() && version.level() == 0x104 ? new int[] {2} : new int[] {1};
            case SINCOS -> strict ? new int[] {D3d9Strict.sincosOperands(version)} : new int[] {2, 4};
            default -> new int[] {dst + op.sources()};
        };
    }

    /** The operands of a statement: none, or a first one and then one after each comma. */
    private List<Operand> operands(boolean any, boolean firstIsDestination) {
        List<Operand> ops = new ArrayList<>(4);
        if (!any) {
            return ops;
        }
        ops.add(operand(firstIsDestination));
        while (lx.is(',')) {
            lx.advance();
            if (ops.size() >= 6) {
                throw fail("too many operands");
            }
            ops.add(operand(false));
        }
        return ops;
    }

    private static int resultModifier(String s) {
        return switch (s) {
            case "sat" -> 1;
            case "pp" -> 2;
            case "centroid" -> 4;
            default -> 0;
        };
    }

    private static int shiftOf(String s) {
        return switch (s) {
            case "x2" -> 1;
            case "x4" -> 2;
            case "x8" -> 3;
            case "d2" -> -1;
            case "d4" -> -2;
            case "d8" -> -3;
            default -> 0;
        };
    }

    // ------------------------------------------------------------------------------ dcl, def, defi, defb

    private void declaration(String[] parts, int line, int column, int lineStart) {
        int usageToken = 0x8000_0000;
        int mods = 0;
        boolean usageSeen = false;
        for (int i = 1; i < parts.length; i++) {
            String s = parts[i];
            int m = resultModifier(s);
            if (m != 0 && (mods & m) == 0) {
                String why = strict ? D3d9Strict.instructionModifier(version, s, false, true) : null;
                if (why != null) {
                    throw failAt(line, column, lineStart, why);
                }
                mods |= m;
                continue;
            }
            if (!usageSeen && i == 1) {
                int sampler = SAMPLER_TYPES.indexOf(s);
                if (sampler > 0) {
                    if (strict && sampler == 1) { // D3DAssemble's language has no dcl_1d (d3d9types.h does)
                        throw failAt(line, column, lineStart, "'dcl_1d' is not in D3DAssemble's language; dcl_2d");
                    }
                    usageToken |= sampler << 27;
                    usageSeen = true;
                    continue;
                }
                int digits = s.length();
                while (digits > 0 && AsmLexer.isDigit(s.charAt(digits - 1))) {
                    digits--;
                }
                int usage = USAGES.indexOf(s.substring(0, digits));
                if (usage >= 0 && s.length() - digits <= 2) {
                    int index = digits == s.length() ? 0 : Integer.parseInt(s.substring(digits));
                    if (index > 15) {
                        throw failAt(line, column, lineStart, "usage index " + index + " out of range (0 to 15)");
                    }
                    usageToken |= usage | index << 16;
                    usageSeen = true;
                    continue;
                }
            }
            throw failAt(line, column, lineStart, "unknown declaration 'dcl_" + shorten(s) + "'");
        }
        Operand dst = operand(true);
        if (strict) {
            String why = D3d9Strict.declaration(version, dst.type, usageSeen, usageToken);
            if (why != null) {
                throw failAt(line, column, lineStart, why);
            }
        }
        dst.destinationMods(mods, 0);
        emit(Opcode.DCL.code() | (version.major() >= 2 ? 2 << 24 : 0));
        emit(usageToken);
        parameter(dst, true);
    }

    private void define(String[] parts, int line, int column, int lineStart, Opcode op) {
        if (parts.length > 1) {
            throw failAt(line, column, lineStart, "'" + op.mnemonic() + "' takes no modifier");
        }
        Operand dst = operand(true);
        RegisterType want = op == Opcode.DEF ? RegisterType.CONST : op == Opcode.DEFI ? RegisterType.CONSTINT
                : RegisterType.CONSTBOOL;
        if (dst.type != want && !(op == Opcode.DEF && isConst(dst.type))) {
            throw failAt(dst.line, dst.column, dst.lineStart, "'" + op.mnemonic() + "' defines a "
                    + (op == Opcode.DEF ? "c#" : op == Opcode.DEFI ? "i#" : "b#") + " register");
        }
        int n = op == Opcode.DEFB ? 1 : 4;
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            if (!lx.is(',')) {
                throw fail("'" + op.mnemonic() + "' takes " + (n + 1) + " operands; expected ',', found " + found());
            }
            lx.advance();
            values[i] = op == Opcode.DEF ? floatLiteral() : op == Opcode.DEFI ? intLiteral() : boolLiteral();
        }
        emit(op.code() | (version.major() >= 2 ? (n + 1) << 24 : 0));
        parameter(dst, true);
        for (int v : values) {
            emit(v);
        }
    }

    private static boolean isConst(RegisterType t) {
        return t == RegisterType.CONST || t == RegisterType.CONST2 || t == RegisterType.CONST3 || t == RegisterType.CONST4;
    }

    /** A signed number token: its sign and text. */
    private String signedNumber(String what) {
        String sign = "";
        if (lx.is('-') || lx.is('+')) {
            sign = lx.is('-') ? "-" : "";
            lx.advance();
        }
        if (lx.kind != AsmLexer.Kind.NUMBER) {
            throw fail("expected " + what + ", found " + found());
        }
        return sign + lx.token();
    }

    /**
     * A {@code def} value as float bits: a decimal float (rounded to the nearest double, then to float, as C's
     * {@code (float)atof}); an integer, decimal, octal ({@code 010} is 8) or hex, converted to float as
     * D3DAssemble does (its unsigned 32-bit value, then the sign); Microsoft's {@code 1.#INF}, {@code 1.#QNAN},
     * {@code 1.#SNAN} and {@code 1.#IND} (a minus flips the sign bit); or a hex literal of exactly eight digits,
     * the form {@code D3DDisassemble} prints under flag 0x80, as the float's bits (so that such a listing
     * assembles back to its program; D3DAssemble takes the integer's value).
     */
    private int floatLiteral() {
        String s = signedNumber("a number");
        boolean negative = s.startsWith("-");
        String body = negative ? s.substring(1) : s;
        int bits;
        if (body.contains("#")) {
            bits = switch (body) {
                case "1.#INF" -> 0x7F80_0000;
                case "1.#QNAN", "1.#SNAN" -> 0x7FE0_0000; // D3DAssemble's readings, measured
                case "1.#IND" -> 0xFFC0_0000;
                default -> throw fail("unknown special value '" + shorten(s) + "' (1.#INF, 1.#QNAN, 1.#SNAN and 1.#IND are known)");
            };
            if (negative) {
                bits ^= 0x8000_0000;
            }
        } else if (isInteger(body)) {
            String digits = withoutIntegerSuffix(body);
            if (body.startsWith("0x") && digits.length() == 10 && !negative) {
                bits = (int) Long.parseLong(digits.substring(2), 16);
            } else {
                long v = integerValue(s, digits);
                float f = (float) (double) v;
                bits = Float.floatToRawIntBits(negative ? -f : f);
            }
        } else {
            char last = body.charAt(body.length() - 1);
            String d = "fFhHlL".indexOf(last) >= 0 ? body.substring(0, body.length() - 1) : body;
            if (d.length() > 400) {
                throw fail("number '" + shorten(s) + "' too long");
            }
            float f;
            try {
                f = (float) Double.parseDouble(d);
            } catch (NumberFormatException e) {
                throw fail("malformed number '" + shorten(s) + "'");
            }
            bits = Float.floatToRawIntBits(negative ? -f : f);
        }
        lx.advance();
        return bits;
    }

    /** Whether a number token is an integer (hex, or digits with no fraction, exponent or float suffix). */
    private static boolean isInteger(String body) {
        if (body.startsWith("0x")) {
            return true;
        }
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (!AsmLexer.isDigit(c) && "uUlL".indexOf(c) < 0) {
                return false;
            }
        }
        return true;
    }

    private static String withoutIntegerSuffix(String body) {
        int e = body.length();
        while (e > 0 && "uUlL".indexOf(body.charAt(e - 1)) >= 0) {
            e--;
        }
        return body.substring(0, e);
    }

    /** An integer literal's unsigned 32-bit value: {@code 0x} hex, {@code 0}-led octal or decimal; larger is an error. */
    private long integerValue(String shown, String digits) {
        int radix = digits.startsWith("0x") ? 16 : digits.length() > 1 && digits.charAt(0) == '0' ? 8 : 10;
        String d = radix == 16 ? digits.substring(2) : digits;
        if (d.isEmpty()) {
            throw fail("malformed number '" + shorten(shown) + "'");
        }
        long v = 0;
        for (int i = 0; i < d.length(); i++) {
            int k = Character.digit(d.charAt(i), radix);
            if (k < 0) {
                throw fail("'" + shorten(shown) + "': '" + d.charAt(i) + "' is not an octal digit");
            }
            v = v * radix + k;
            if (v > 0xFFFF_FFFFL) {
                throw fail("integer '" + shorten(shown) + "' out of range (at most 4294967295)");
            }
        }
        return v;
    }

    private int intLiteral() {
        String s = signedNumber("an integer");
        boolean negative = s.startsWith("-");
        String body = negative ? s.substring(1) : s;
        if (body.contains("#") || !isInteger(body)) {
            throw fail("expected an integer, found '" + shorten(s) + "'");
        }
        long v = integerValue(s, withoutIntegerSuffix(body));
        if (negative) {
            v = -v;
        }
        if (v < Integer.MIN_VALUE) {
            throw fail("integer '" + shorten(s) + "' out of range");
        }
        lx.advance();
        return (int) v;
    }

    private int boolLiteral() {
        if (lx.kind == AsmLexer.Kind.WORD && (lx.token().equals("true") || lx.token().equals("false"))) {
            int v = lx.token().equals("true") ? 1 : 0;
            lx.advance();
            return v;
        }
        throw fail("expected true or false, found " + found());
    }

    // ------------------------------------------------------------------------------------------- operands

    /** One parsed operand. */
    private static final class Operand {
        RegisterType type;
        int number;
        int mask = 0xF;
        int swizzle = 0xE4;
        int modifier;
        int resultModifiers;
        int shift;
        /** Bits [15:14]: a level-9 program's minimum precision, 1 {@code {min16f}}, 2 {@code {min2_8f}}. */
        int precision;
        Operand relative;
        int line;
        int column;
        int lineStart;

        void destinationMods(int mods, int shift) {
            this.resultModifiers = mods;
            this.shift = shift;
        }
    }

    private void parameter(Operand o, boolean destination) {
        int code = o.type.code();
        int token = 0x8000_0000 | (code & 7) << 28 | (code >>> 3) << 11 | o.number;
        if (destination) {
            token |= o.mask << 16 | o.resultModifiers << 20 | (o.shift & 0xF) << 24;
        } else {
            token |= o.swizzle << 16 | o.modifier << 24;
        }
        if (o.relative != null) {
            token |= 0x2000;
        }
        token |= o.precision << 14;
        emit(token);
        if (o.relative != null && version.major() >= 2) {
            Operand r = o.relative;
            int rc = r.type.code();
            emit(0x8000_0000 | (rc & 7) << 28 | (rc >>> 3) << 11 | r.number | r.swizzle << 16);
        }
    }

    /**
     * An operand: {@code [-|1-|!] reg[index] [_mod] [.swizzle|.mask] [_mod]}, where {@code reg[index]} is
     * {@code r0}, {@code c[a0.x + 3]}, {@code c3[a0.x]}, {@code c[aL + 2]}, {@code oPos} ….
     */
    private Operand operand(boolean destination) {
        Operand o = new Operand();
        o.line = lx.line();
        o.column = lx.column();
        o.lineStart = lx.tokenLineStart();
        boolean negate = false;
        boolean complement = false;
        boolean not = false;
        if (lx.is('-')) {
            negate = true;
            lx.advance();
        } else if (lx.is('!')) {
            not = true;
            lx.advance();
        } else if (lx.kind == AsmLexer.Kind.NUMBER && lx.token().equals("1")) {
            lx.advance();
            if (!lx.is('-')) { // 1-r0, and as D3DAssemble takes it, 1 - r0
                throw failAt(o.line, o.column, o.lineStart, "expected a register, found '1'");
            }
            complement = true;
            lx.advance();
        }
        if (lx.kind != AsmLexer.Kind.WORD) {
            throw fail("expected a register, found " + found());
        }
        int regLine = lx.line();
        int regColumn = lx.column();
        int regStart = lx.tokenLineStart();
        String word = lx.token();
        int us = word.indexOf('_');
        String name = us < 0 ? word : word.substring(0, us);
        List<String> mods = new ArrayList<>(2);
        if (us >= 0) {
            for (String m : word.substring(us + 1).split("_", -1)) {
                mods.add(m);
            }
        }
        int after = lx.end; // c[...], and as D3DAssemble takes it, c [...]
        while (after < lx.text().length() && (lx.text().charAt(after) == ' ' || lx.text().charAt(after) == '\t')) {
            after++;
        }
        boolean indexed = after < lx.text().length() && lx.text().charAt(after) == '[' && mods.isEmpty();
        if (!register(name, o, indexed)) {
            throw failAt(regLine, regColumn, regStart, "unknown register '" + shorten(word) + "'");
        }
        lx.advance();
        boolean bracket = lx.is('[') && mods.isEmpty();
        if (bracket) {
            index(o);
        }
        if (strict) {
            int n = o.number + switch (o.type) {
                case CONST2 -> 2048;
                case CONST3 -> 4096;
                case CONST4 -> 6144;
                default -> 0;
            };
            String shown = !bracket ? name : name + "[" + (o.relative != null ? "..." : Integer.toString(n)) + "]";
            String why = D3d9Strict.register(version, o.type, n, shown);
            if (why != null) {
                throw failAt(regLine, regColumn, regStart, why);
            }
        }
        boolean masked = lx.is('.');
        if (masked) {
            lx.advance();
            if (lx.kind != AsmLexer.Kind.WORD) {
                throw fail("expected a " + (destination ? "write mask" : "swizzle") + " after '.', found " + found());
            }
            String s = lx.token();
            int u = s.indexOf('_');
            String lanes = u < 0 ? s : s.substring(0, u);
            if (u >= 0) {
                // r0.x_abs: D3DAssemble refuses it ("invalid swizzle"), and no listing prints a modifier there
                throw fail("'" + shorten(s) + "': a source modifier goes before the swizzle ("
                        + shorten(word + s.substring(u) + "." + lanes) + ")");
            }
            if (destination) {
                o.mask = mask(lanes);
            } else {
                o.swizzle = swizzle(lanes);
            }
            lx.advance();
        }
        precision(o);
        // oFog, oPts and oDepth are scalar: D3DAssemble's parser refuses any mask on them, even .xyzw (X2022)
        if (strict && destination && masked
                && (o.type == RegisterType.RASTOUT && o.number > 0 || o.type == RegisterType.DEPTHOUT)) {
            throw failAt(regLine, regColumn, regStart, "'" + name + "' is a scalar register: it takes no write mask");
        }
        // vFace, b# and aL are scalar as sources: D3DAssemble's parser refuses any swizzle on them (X2022)
        if (strict && !destination && masked && (o.type == RegisterType.CONSTBOOL || o.type == RegisterType.LOOP
                || o.type == RegisterType.MISCTYPE && o.number == 1)) {
            throw failAt(regLine, regColumn, regStart, "'" + name + "' is a scalar register: it takes no swizzle");
        }
        if (destination) {
            if (negate || complement || not || !mods.isEmpty()) {
                throw failAt(o.line, o.column, o.lineStart, "a destination takes no source modifier");
            }
            return o;
        }
        int modifier = negate ? 1 : complement ? 6 : not ? 13 : 0;
        for (String m : mods) {
            int code = switch (m) {
                case "bias" -> negate ? 3 : 2;
                case "bx2" -> negate ? 5 : 4;
                case "x2" -> negate ? 8 : 7;
                case "dz", "db" -> 9;
                case "dw", "da" -> 10;
                case "abs" -> negate ? 12 : 11;
                default -> -1;
            };
            if (code < 0) {
                throw failAt(regLine, regColumn, regStart, "unknown source modifier '_" + shorten(m) + "'");
            }
            if (modifier != 0 && !(negate && modifier == 1) || (negate && (code == 9 || code == 10))) {
                throw failAt(regLine, regColumn, regStart, "source modifiers that cannot be combined in '"
                        + shorten(word) + "'");
            }
            modifier = code;
        }
        if (strict) {
            String why = D3d9Strict.sourceModifier(version, modifier);
            if (why != null) {
                throw failAt(o.line, o.column, o.lineStart, why);
            }
        }
        o.modifier = modifier;
        return o;
    }

    /**
     * The minimum precision a level-9 listing prints after an operand ({@code {min16f}}, {@code {min2_8f}}: the
     * parameter token's bits [15:14], as {@code D3DDisassemble} prints them in a level-9 container's block; not
     * part of {@code D3DAssemble}'s language).
     */
    private void precision(Operand o) {
        if (!lx.is('{')) {
            return;
        }
        lx.advance();
        String w = lx.kind == AsmLexer.Kind.WORD ? lx.token() : "";
        o.precision = switch (w) {
            case "min16f" -> 1;
            case "min2_8f" -> 2;
            default -> throw fail("expected a precision, min16f or min2_8f, found " + found());
        };
        lx.advance();
        if (!lx.is('}')) {
            throw fail("expected '}', found " + found());
        }
        lx.advance();
    }

    /** {@code [a0.x + 3]}, {@code [3 + a0.x]}, {@code [aL]}, {@code [5]}: sets the number and relative register. */
    private void index(Operand o) {
        lx.advance();
        int offset = 0;
        while (true) {
            if (lx.kind == AsmLexer.Kind.NUMBER) {
                int v = smallNumber();
                offset += v;
                lx.advance();
            } else if (lx.kind == AsmLexer.Kind.WORD && o.relative == null) {
                Operand r = new Operand();
                String w = lx.token();
                if (!register(w, r, false) || (r.type != RegisterType.ADDR_TEXTURE && r.type != RegisterType.LOOP)
                        || (r.type == RegisterType.ADDR_TEXTURE && version.isPixel())) {
                    throw fail("expected a0 or aL in a relative address, found " + found());
                }
                lx.advance();
                if (lx.is('.')) {
                    lx.advance();
                    if (lx.kind != AsmLexer.Kind.WORD) {
                        throw fail("expected a component after '.', found " + found());
                    }
                    r.swizzle = swizzle(lx.token());
                    lx.advance();
                }
                o.relative = r;
            } else {
                throw fail("expected a0.x, aL or a number in '[ ]', found " + found());
            }
            if (lx.is('+')) {
                lx.advance();
                continue;
            }
            if (lx.is(']')) {
                lx.advance();
                break;
            }
            throw fail("expected '+' or ']', found " + found());
        }
        long n = (long) o.number + offset;
        if (n > 2047) {
            throw fail("register number " + n + " out of range (at most 2047)");
        }
        o.number = (int) n;
        if (o.relative != null && version.major() < 2) {
            // Shader Model 1 has no relative-address token: the register is a0.x, implied
            if (o.relative.type != RegisterType.ADDR_TEXTURE || o.relative.number != 0 || o.relative.swizzle != 0) {
                throw fail("Shader Model 1 addresses relative to a0.x only");
            }
        }
    }

    private int smallNumber() {
        String t = lx.token();
        if (t.length() > 5 || !t.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw fail("expected a register offset 0 to 2047, found " + found());
        }
        return Integer.parseInt(t);
    }

    /** Sets {@code o}'s type and number from a register name; false when it names none. */
    private boolean register(String name, Operand o, boolean indexed) {
        boolean vs = version.isVertex();
        switch (name) {
            case "oPos" -> set(o, RegisterType.RASTOUT, 0);
            case "oFog" -> set(o, RegisterType.RASTOUT, 1);
            case "oPts" -> set(o, RegisterType.RASTOUT, 2);
            case "oDepth" -> set(o, RegisterType.DEPTHOUT, 0);
            case "vPos" -> set(o, RegisterType.MISCTYPE, 0);
            case "vFace" -> set(o, RegisterType.MISCTYPE, 1);
            case "aL" -> set(o, RegisterType.LOOP, 0);
            default -> {
                int d = 0;
                while (d < name.length() && !AsmLexer.isDigit(name.charAt(d))) {
                    d++;
                }
                String prefix = name.substring(0, d);
                String digits = name.substring(d);
                if (digits.isEmpty() && !(indexed && (prefix.equals("c") || prefix.equals("v") || prefix.equals("o")))) {
                    return false;
                }
                if (digits.length() > 4 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
                    return false;
                }
                int n = digits.isEmpty() ? 0 : Integer.parseInt(digits);
                RegisterType t = switch (prefix) {
                    case "r" -> RegisterType.TEMP;
                    case "v" -> RegisterType.INPUT;
                    case "c" -> RegisterType.CONST;
                    case "a" -> vs ? RegisterType.ADDR_TEXTURE : null;
                    case "t" -> vs ? null : RegisterType.ADDR_TEXTURE;
                    case "oD" -> RegisterType.ATTROUT;
                    case "oT", "o" -> RegisterType.TEXCRDOUT_OUTPUT;
                    case "i" -> RegisterType.CONSTINT;
                    case "oC" -> RegisterType.COLOROUT;
                    case "s" -> RegisterType.SAMPLER;
                    case "b" -> RegisterType.CONSTBOOL;
                    case "l" -> RegisterType.LABEL;
                    case "p" -> RegisterType.PREDICATE;
                    case "oRast" -> RegisterType.RASTOUT; // D3DDisassemble's name past oPos, oFog, oPts
                    case "vMisc" -> RegisterType.MISCTYPE; // and past vPos, vFace
                    default -> null;
                };
                if (t == null) {
                    return false;
                }
                if (t == RegisterType.CONST && n >= 2048) {
                    if (n >= 8192) {
                        return false;
                    }
                    // c2048 and up live in the CONST2..CONST4 register types, 2048 to a type
                    t = n < 4096 ? RegisterType.CONST2 : n < 6144 ? RegisterType.CONST3 : RegisterType.CONST4;
                    n &= 2047;
                } else if (n > 2047) {
                    return false;
                }
                set(o, t, n);
            }
        }
        return true;
    }

    private static void set(Operand o, RegisterType t, int n) {
        o.type = t;
        o.number = n;
    }

    private int mask(String lanes) {
        int mask = 0;
        int last = -1;
        for (int i = 0; i < lanes.length(); i++) {
            int lane = lane(lanes.charAt(i));
            if (lane <= last) {
                throw fail("write mask '" + shorten(lanes) + "': components must be x, y, z, w in order, each once");
            }
            mask |= 1 << lane;
            last = lane;
        }
        if (lanes.isEmpty()) {
            throw fail("empty write mask");
        }
        return mask;
    }

    private int swizzle(String lanes) {
        if (lanes.isEmpty() || lanes.length() > 4) {
            throw fail("swizzle '" + shorten(lanes) + "': 1 to 4 of x, y, z, w (or r, g, b, a)");
        }
        int s = 0;
        int lane = 0;
        for (int i = 0; i < 4; i++) {
            if (i < lanes.length()) {
                lane = lane(lanes.charAt(i));
            }
            s |= lane << (2 * i); // a short swizzle repeats its last component
        }
        return s;
    }

    private int lane(char c) {
        int i = LANES.indexOf(c);
        if (i < 0) {
            i = COLOURS.indexOf(c);
        }
        if (i < 0) {
            throw fail("unknown component '" + c + "' (x, y, z, w or r, g, b, a)");
        }
        return i;
    }

    private static Map<String, Opcode> mnemonics() {
        Map<String, Opcode> m = new HashMap<>();
        for (Opcode op : Opcode.values()) {
            switch (op) {
                case IFC, BREAKC, BREAKP, DCL, DEF, DEFI, DEFB -> { }
                default -> m.put(op.mnemonic(), op);
            }
        }
        m.put("texld", Opcode.TEX);
        m.put("texldp", Opcode.TEX);
        m.put("texldb", Opcode.TEX);
        m.put("texcrd", Opcode.TEXCOORD);
        m.put("breakp", Opcode.BREAKP);
        return Map.copyOf(m);
    }
}
