package dev.dxkit.sm4.asm;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.SdbgPart;
import dev.dxkit.part.SdbgWriter;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;
import dev.dxkit.text.PrintfG;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The SDBG part (the debug information of d3dcompiler_43 and earlier) a Shader Model 4/5 listing's older debug
 * notes come from, rebuilt from them: {@code #line N "file"} before an instruction, {@code // name<0,1: 1f>} after
 * it, and Microsoft's {@code // <internal error> incorrect X offset in debug info} lines. It inverts the printing
 * rules of {@code docs/sdbg.md} ({@code SdbgAnnotations}): one instruction record per numbered line (hull phases
 * and shader messages included) whose token carries the line and file the position moves to; one scope variable
 * per run of a note, with one variable record per listed component (its offset and a type and value range that
 * print as the text does), packed into the instruction's two output slots.
 *
 * <p>What the text does not hold is written so that it prints nothing: no source text, no inputs, one global
 * scope, no accessed-variable lists, output slots with no register, and for a component listed without a value a
 * float of unknown value (the whole range, neither NaN nor infinite).
 */
final class SdbgRebuild {
    private static final String INTERNAL_ERROR = "// <internal error> ";
    private static final String OUTPUTS = "too many instruction outputs in debug info";
    /** The most notes one listing gives; past them only their count. */
    private static final int MAX_NOTES = 20;
    private static final float FLT_MAX = Float.MAX_VALUE;

    private final List<String> notes;
    private int noted;
    /** Whether the text holds anything only an SDBG part prints (a note or an SDBG internal error). */
    private boolean sdbg;

    /** One numbered line of the program: its statement, and what the text shows before and after it. */
    private static final class Numbered {
        int lineNo;
        int opcode;
        boolean phase;
        String before;          // "#line …" or an internal error line, or null
        String afterError;      // the internal error line after it, or null
        String comment;         // the text after "// " of its note, or null
    }

    private SdbgRebuild(List<String> notes) {
        this.notes = notes;
    }

    /**
     * The SDBG part of the listing {@code text}, whose program {@code a} assembled; null when the listing shows no
     * note only SDBG prints (then its {@code #line} directives, if any, are SPDB's). What cannot be written back
     * so that it prints the same is named in {@code notes}.
     */
    static Bytes part(String text, Sm4Assembly a, String creator, List<String> notes) {
        if (!text.contains("#line ") && !text.contains(INTERNAL_ERROR) && !text.contains(">\n")
                && !text.contains(">\r\n") && !text.endsWith(">")) {
            return null; // no debug notes (a quick look: most listings have none; a note ends in '>')
        }
        Sm4Program program;
        try {
            program = Sm4Program.read(a.partKind(), a.program());
        } catch (DxFormatException e) {
            return null; // SpdbRebuild names it
        }
        List<String> mine = new ArrayList<>();
        SdbgRebuild r = new SdbgRebuild(mine);
        List<Numbered> lines = r.read(text, program);
        if (!r.sdbg || lines == null) {
            return null;
        }
        for (String l : r.stray) {
            r.note("SDBG: not where a listing prints it: " + clip(l));
        }
        Bytes part = r.write(lines, creator, program.version().text());
        if (r.noted > MAX_NOTES) {
            mine.add("SDBG: " + (r.noted - MAX_NOTES) + " more notes");
        }
        notes.addAll(mine);
        return part;
    }

    private void note(String what) {
        noted++;
        if (noted <= MAX_NOTES) {
            notes.add(what);
        }
    }

    // ------------------------------------------------------------------------------------------ reading the text

    /** The numbered lines of the program with what surrounds them; null when the text and program disagree. */
    private List<Numbered> read(String text, Sm4Program program) {
        String s = Sm4Assembler.withoutByteOrderMark(text);
        TokenCursor c = program.cursor();
        boolean inProgram = false;
        int depth = 0;
        List<Numbered> out = new ArrayList<>();
        List<String> group = new ArrayList<>(); // the lines since the last statement
        Numbered last = null;                   // the last statement, when it was an annotated numbered line
        int lineNo = 0;
        for (String line : Sm4Assembler.lines(s)) {
            lineNo++;
            if (!inProgram) {
                inProgram = Sm4Assembler.opensProgram(line);
                continue;
            }
            int a = Sm4Assembler.skipColumns(line);
            int first = skip(line, a);
            int stop = Sm4Assembler.commentStart(line, a);
            boolean statement = depth == 0 && !(first < line.length() && line.charAt(first) == '#')
                    && !line.substring(a, stop).isBlank();
            if (depth > 0) {
                depth += braces(line, a, stop);
                continue;
            }
            if (!statement) {
                group.add(line);
                continue;
            }
            if (line.startsWith("dcl_immediateConstantBuffer", first)) {
                depth = Math.max(0, braces(line, a, stop));
            }
            if (!c.next()) {
                note("SDBG: line " + lineNo + ": more statements than the program's instructions");
                return null;
            }
            Opcode op = c.opcode();
            int customClass = op == Opcode.CUSTOMDATA ? c.token() >>> 11 : -1;
            boolean numbered = !op.isDeclaration() && op != Opcode.HS_DECLS
                    && (op != Opcode.CUSTOMDATA || customClass == 4);
            Numbered n = null;
            if (numbered) {
                n = new Numbered();
                n.lineNo = lineNo;
                n.opcode = c.code();
                n.phase = op.kind() == Opcode.Kind.PHASE;
                out.add(n);
            }
            between(group, last, n == null || n.phase ? null : n);
            group.clear();
            last = n == null || n.phase ? null : n;
            if (last != null && stop < line.length()) {
                String comment = line.substring(stop);
                if (comment.startsWith("// ")) {
                    last.comment = comment.substring(3);
                    sdbg |= looksLikeNote(last.comment);
                } else if (comment.equals("//")) {
                    last.comment = "";
                }
            }
        }
        between(group, last, null);
        return out;
    }

    /**
     * The lines between two statements: the internal error written after {@code last} (blank, message, blank)
     * and the directive or internal error written before {@code next} (blank, then it).
     */
    private void between(List<String> group, Numbered last, Numbered next) {
        int i = 0;
        // (SPDB's internal errors are other messages, written otherwise: they are left to SpdbRebuild)
        if (last != null && group.size() >= 3 && group.get(0).isEmpty() && group.get(1).startsWith(INTERNAL_ERROR)
                && errorKind(group.get(1)) != null && group.get(2).isEmpty()) {
            last.afterError = group.get(1);
            sdbg = true;
            i = 3;
        }
        int n = group.size();
        int end = n;
        if (next != null && n - i >= 2 && group.get(n - 2).isEmpty()
                && (group.get(n - 1).startsWith("#line ") || errorKind(group.get(n - 1)) != null)) {
            next.before = group.get(n - 1);
            sdbg |= next.before.startsWith(INTERNAL_ERROR);
            end = n - 1;
        }
        // what else lies between: blank lines and comments are the user's; a directive or an internal error is not
        // where a listing prints one
        for (int k = i; k < end; k++) {
            String l = group.get(k);
            if (l.startsWith("#") || l.startsWith(INTERNAL_ERROR.strip())) {
                stray.add(l);
            }
        }
    }

    /** Directives and internal errors found where no listing prints them, named once the part is known SDBG's. */
    private final List<String> stray = new ArrayList<>();

    /** Whether a note reads as SDBG's: runs {@code name[rI.c/R]<items>} joined by {@code ", "}. */
    private static boolean looksLikeNote(String c) {
        return c.endsWith(">") && !c.contains(" <- ")
                && new SdbgRebuild(new ArrayList<>()).runs(c, new ArrayList<>(), 0);
    }

    // ------------------------------------------------------------------------------------------ writing the part

    /** The value facts of one listed component, as the record holds them. */
    private record Item(int offset, int type, SdbgPart.OutputVariable value) {
    }

    /** A run of a note: a name, its index (null none) and stride in registers (0 none), its components. */
    private record Run(byte[] name, int[] index, long registers, List<Item> items) {
    }

    private final Map<String, Integer> nameTokens = new HashMap<>();
    private final Map<String, Integer> fileIndex = new HashMap<>();
    private final Map<Long, Integer> positionTokens = new HashMap<>();

    private Bytes write(List<Numbered> lines, String creator, String target) {
        SdbgWriter w = new SdbgWriter(creator, "main", target, 0);
        int line = -1;
        int file = -1;
        List<SdbgPart.Instruction> records = new ArrayList<>(lines.size());
        for (int id = 0; id < lines.size(); id++) {
            Numbered n = lines.get(id);
            if (n.phase) {
                // a hull phase takes a record but prints nothing of it
                records.add(new SdbgPart.Instruction(id, n.opcode, 0, List.of(), position(w, file, line), 0,
                        List.of(), List.of()));
                continue;
            }
            int recordId = id;
            int token;
            String before = n.before;
            if (before == null) {
                token = position(w, file, line);
            } else if (before.startsWith(INTERNAL_ERROR)) {
                String what = errorKind(before);
                if (what == null || what.equals("scalar") || what.equals("variable") || what.equals("outputs")) {
                    note("SDBG: line " + (n.lineNo - 1) + ": not an internal error written before an instruction: "
                            + clip(before));
                    token = position(w, file, line);
                } else if (what.equals("instruction")) {
                    recordId = -1; // no record with the instruction's number
                    token = position(w, file, line);
                } else if (what.equals("token")) {
                    token = -2;
                } else {
                    token = w.token(-2, 0, 0, new byte[0]);
                }
            } else {
                int[] moved = directive(w, before, file, line, n.lineNo - 1);
                if (moved == null) {
                    token = position(w, file, line);
                } else {
                    file = moved[0];
                    line = moved[1];
                    token = moved[2];
                }
            }
            String after = n.afterError == null ? null : errorKind(n.afterError);
            if (n.afterError != null && after == null) {
                note("SDBG: line " + (n.lineNo + 2) + ": an internal error not rebuilt: " + clip(n.afterError));
            }
            if (recordId == -1 || "instruction".equals(after)) {
                if (recordId != -1 || !"instruction".equals(after)) {
                    note("SDBG: line " + n.lineNo + ": a missing instruction record shows before and after the"
                            + " instruction; only one of them is written");
                }
                if (recordId == -1) {
                    records.add(new SdbgPart.Instruction(-1, n.opcode, 0, List.of(), token, 0, List.of(), List.of()));
                    continue;
                }
                after = null;
            }
            records.add(instruction(w, n, id, token, after));
        }
        for (SdbgPart.Instruction in : records) {
            w.instruction(in);
        }
        return w.write();
    }

    /** The token of the position (file, line) as it is: an instruction without directive stays there. */
    private int position(SdbgWriter w, int file, int line) {
        long key = (long) file << 32 | (line & 0xFFFF_FFFFL);
        return positionTokens.computeIfAbsent(key, k -> w.token(file, line, 0, new byte[0]));
    }

    /**
     * The position a {@code #line N ["file"]} directive moves to: {file, line, token}; null (noted) when it cannot
     * be written so that it prints so.
     */
    private int[] directive(SdbgWriter w, String text, int file, int line, int lineNo) {
        String rest = text.substring("#line ".length());
        int sp = rest.indexOf(' ');
        String digits = sp < 0 ? rest : rest.substring(0, sp);
        long n = unsignedInt(digits);
        String name = null;
        if (sp >= 0) {
            String q = rest.substring(sp + 1);
            if (q.length() < 2 || q.charAt(0) != '"' || q.charAt(q.length() - 1) != '"') {
                n = -1;
            } else {
                name = q.substring(1, q.length() - 1);
            }
        }
        if (n < 0) {
            note("SDBG: line " + lineNo + ": not a #line directive: " + clip(text));
            return null;
        }
        int l = (int) n;
        int f = file;
        if (name != null) {
            byte[] b = nameBytes(name, true);
            if (b == null) {
                note("SDBG: line " + lineNo + ": a file name that is not UTF-8 bytes: " + clip(name));
                return null;
            }
            // a name the position already has must be a file of its own to print (a change of file)
            Integer known = fileIndex.get(name);
            if (known == null || known == file) {
                // an empty name prints nothing: a NUL first prints as empty and still counts
                known = w.file(b.length == 0 ? new byte[1] : b);
                fileIndex.put(name, known);
            }
            f = known;
        } else if (l == line) {
            note("SDBG: line " + lineNo + ": a directive that repeats the position prints nothing: " + clip(text));
            return null;
        }
        int token = w.token(f, l, 0, new byte[0]);
        return new int[]{f, l, token};
    }

    /** {@code text}'s characters as bytes (ISO-8859-1); as a file name also valid UTF-8; null when not so. */
    private static byte[] nameBytes(String text, boolean utf8) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 0xFF) {
                return null;
            }
        }
        byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
        if (utf8) {
            try {
                StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(b));
            } catch (CharacterCodingException e) {
                return null;
            }
            if (text.indexOf('\0') >= 0) {
                return null;
            }
        }
        return b;
    }

    /** What an internal error line names: instruction, token, file, scalar, variable, outputs; null otherwise. */
    private static String errorKind(String line) {
        if (!line.startsWith(INTERNAL_ERROR)) {
            return null;
        }
        String m = line.substring(INTERNAL_ERROR.length());
        if (m.equals(OUTPUTS)) {
            return "outputs";
        }
        for (String k : new String[]{"instruction", "token", "file", "scalar", "variable"}) {
            if (m.equals("incorrect " + k + " offset in debug info")) {
                return k;
            }
        }
        return null;
    }

    /** The record of a numbered line {@code id} with the note and internal error {@code after} of the text. */
    private SdbgPart.Instruction instruction(SdbgWriter w, Numbered n, int id, int token, String after) {
        List<Run> runs = new ArrayList<>();
        boolean failing = false;
        if (n.comment != null) {
            String body = n.comment;
            if ("token".equals(after)) {
                // the comment stops after the separator of the run whose name could not be found
                if (body.isEmpty()) {
                    failing = true;
                } else if (body.endsWith(">, ")) {
                    failing = true;
                    body = body.substring(0, body.length() - 2);
                }
            }
            if (body.isEmpty() && !failing) {
                // only a run whose name cannot be found leaves "  // " with nothing after it
                note("SDBG: line " + n.lineNo + ": an empty note (only a token error after it prints one)");
            } else if (!body.isEmpty() && !runs(body, runs, n.lineNo)) {
                runs.clear();
            }
        }
        if ("token".equals(after) && !failing) {
            note("SDBG: line " + n.lineNo + ": a token error after a note that does not end in a separator");
            after = null;
        }
        if (after != null && !after.equals("token") && !runs.isEmpty()) {
            note("SDBG: line " + n.lineNo + ": an internal error (" + after + ") after a note, which it would stop");
            after = null;
        }
        if ("outputs".equals(after)) {
            return new SdbgPart.Instruction(id, n.opcode, 3, List.of(), token, 0, List.of(), List.of());
        }
        if ("scalar".equals(after) || "variable".equals(after)) {
            int v = after.equals("scalar") ? -2 : w.variable(-1, 3, -2, 0);
            SdbgPart.Output o = output(List.of(new Slot(v, unknownFloat(v))), null);
            return new SdbgPart.Instruction(id, n.opcode, 1, List.of(o), token, 0, List.of(), List.of());
        }
        // pack the runs into the two output slots: a slot holds four components and one index
        List<List<Slot>> outputs = new ArrayList<>();
        List<int[]> indices = new ArrayList<>();
        List<Slot> cur = null;
        int[] curIndex = null;
        List<Run> all = new ArrayList<>(runs);
        if (failing) {
            all.add(null);
        }
        for (Run r : all) {
            int size = r == null ? 1 : r.items().size();
            int[] index = r == null ? null : r.index();
            boolean fits = cur != null && cur.size() + size <= 4
                    && (r == null || java.util.Arrays.equals(index, curIndex));
            if (!fits) {
                if (outputs.size() == 2 || size > 4) {
                    note("SDBG: line " + n.lineNo + ": a note that needs more than two output registers of four"
                            + " components: " + clip(n.comment));
                    outputs.clear();
                    indices.clear();
                    break;
                }
                cur = new ArrayList<>();
                curIndex = index;
                outputs.add(cur);
                indices.add(index);
            }
            if (r == null) {
                int sv = w.scopeVariable(-2, 0, 1, -1);
                int v = w.variable(-1, 3, sv, 0);
                cur.add(new Slot(v, unknownFloat(v)));
                continue;
            }
            int nameToken = nameTokens.computeIfAbsent(new String(r.name(), StandardCharsets.ISO_8859_1),
                    k -> w.token(-1, 0, 0, r.name()));
            int firstVariable = -1;
            List<Slot> slots = new ArrayList<>();
            int sv = w.scopeVariable(nameToken, (int) (4 * r.registers()), r.items().size(), -1);
            for (Item it : r.items()) {
                int v = w.variable(nameToken, it.type(), sv, it.offset());
                firstVariable = firstVariable < 0 ? v : firstVariable;
                SdbgPart.OutputVariable x = it.value();
                slots.add(new Slot(v, new SdbgPart.OutputVariable(v, x.uMin(), x.uMax(), x.iMin(), x.iMax(), x.fMin(),
                        x.fMax(), x.nanPossible(), x.infPossible())));
            }
            cur.addAll(slots);
        }
        List<SdbgPart.Output> os = new ArrayList<>();
        for (int k = 0; k < outputs.size(); k++) {
            os.add(output(outputs.get(k), indices.get(k)));
        }
        return new SdbgPart.Instruction(id, n.opcode, os.size(), os, token, 0, List.of(), List.of());
    }

    private record Slot(int variable, SdbgPart.OutputVariable value) {
    }

    /** An output slot of temporary register 0 holding {@code slots} in its first components. */
    private static SdbgPart.Output output(List<Slot> slots, int[] index) {
        List<Integer> components = new ArrayList<>();
        List<SdbgPart.OutputVariable> vars = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            components.add(c < slots.size() ? c : -1);
            vars.add(c < slots.size() ? slots.get(c).value()
                    : new SdbgPart.OutputVariable(-1, 0, 0, 0, 0, 0, 0, false, false));
        }
        return new SdbgPart.Output(0, 0, -1, components, vars, index == null ? -1 : index[0],
                index == null ? -1 : index[1]);
    }

    private static SdbgPart.OutputVariable unknownFloat(int v) {
        return new SdbgPart.OutputVariable(v, 0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, -FLT_MAX, FLT_MAX, false,
                false);
    }

    /** Reads {@code name[rI.c/R]<items>, …} into {@code out}; false (noted) when it does not read as a note. */
    private boolean runs(String body, List<Run> out, int lineNo) {
        int i = 0;
        while (i < body.length()) {
            int lt = body.indexOf('<', i);
            if (lt < 0) {
                return bad(lineNo, body);
            }
            String head = body.substring(i, lt);
            int[] index = null;
            long registers = 0;
            String name = head;
            int br = head.lastIndexOf("[r");
            if (br >= 0 && head.endsWith("]")) {
                String ix = head.substring(br + 2, head.length() - 1);
                int slash = ix.indexOf('/');
                String reg = slash < 0 ? ix : ix.substring(0, slash);
                int dot = reg.indexOf('.');
                long r = dot < 0 ? -1 : unsignedInt(reg.substring(0, dot));
                int comp = dot < 0 || dot + 2 != reg.length() ? -1 : "xyzw".indexOf(reg.charAt(dot + 1));
                registers = slash < 0 ? 0 : unsignedInt(ix.substring(slash + 1));
                if (r < 0 || r > 0x3FFF_FFFFL || comp < 0 || registers < 0 || slash >= 0 && registers < 2
                        || registers > 0x3FFF_FFFFL) {
                    return bad(lineNo, body);
                }
                index = new int[]{(int) r, comp};
                name = head.substring(0, br);
            }
            byte[] nb = nameBytes(name, false);
            if (nb == null || name.indexOf('\0') >= 0) {
                return bad(lineNo, body);
            }
            int gt = body.indexOf('>', lt);
            if (gt < 0) {
                return bad(lineNo, body);
            }
            List<Item> items = new ArrayList<>();
            for (String item : items(body.substring(lt + 1, gt))) {
                Item it = item(item);
                if (it == null || items.size() == 4) {
                    return bad(lineNo, body);
                }
                items.add(it);
            }
            out.add(new Run(nb, index, registers, items));
            i = gt + 1;
            if (i < body.length()) {
                if (!body.startsWith(", ", i) || i + 2 == body.length()) {
                    return bad(lineNo, body);
                }
                i += 2;
            }
            if (out.size() > 8) {
                return bad(lineNo, body);
            }
        }
        return true;
    }

    /** The items of a run, split at the commas outside a range's brackets (at most five: one too many). */
    private static List<String> items(String s) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int from = 0;
        for (int i = 0; i < s.length() && out.size() < 4; i++) {
            char ch = s.charAt(i);
            if (ch == '[') {
                depth++;
            } else if (ch == ']') {
                depth--;
            } else if (ch == ',' && depth == 0) {
                out.add(s.substring(from, i));
                from = i + 1;
            }
        }
        out.add(s.substring(from));
        return out;
    }

    private boolean bad(int lineNo, String body) {
        note("SDBG: line " + lineNo + ": a note that does not read as variables: " + clip(body));
        return false;
    }

    /**
     * One listed component {@code off[value]}: its offset, type and value facts chosen to print as written (a
     * float, int, uint or bool; a bare offset is a float of unknown value). Null when it would not print so.
     */
    private static Item item(String s) {
        int k = 0;
        while (k < s.length() && Character.isDigit(s.charAt(k))) {
            k++;
        }
        long off = unsignedInt(s.substring(0, k));
        if (off < 0) {
            return null;
        }
        String v = s.substring(k);
        int o = (int) off;
        if (v.isEmpty()) {
            return new Item(o, 3, unknownFloat(0));
        }
        if (v.equals(": true")) {
            return new Item(o, 1, new SdbgPart.OutputVariable(0, 1, 1, 1, 1, 0, 0, false, false));
        }
        if (v.equals(": false")) {
            return new Item(o, 1, new SdbgPart.OutputVariable(0, 0, 0, 0, 0, 0, 0, false, false));
        }
        if (v.startsWith(": ") && v.endsWith("f")) {
            Float f = printedFloat(v.substring(2, v.length() - 1));
            if (f == null) {
                return null;
            }
            int bits = Float.floatToRawIntBits(f);
            return new Item(o, 3, new SdbgPart.OutputVariable(0, bits, bits, bits, bits, f, f, false, false));
        }
        if (v.startsWith(": ") && v.endsWith("u")) {
            long u = unsignedInt(v.substring(2, v.length() - 1));
            return u < 0 ? null : new Item(o, 19, new SdbgPart.OutputVariable(0, (int) u, (int) u, (int) u, (int) u,
                    0, 0, false, false));
        }
        if (v.startsWith(": ")) {
            Integer i = signedInt(v.substring(2));
            return i == null ? null : new Item(o, 2, new SdbgPart.OutputVariable(0, i, i, i, i, 0, 0, false, false));
        }
        // a float's flags, then a range
        boolean nan = false;
        boolean inf = false;
        if (v.startsWith(":NaN")) {
            nan = true;
            v = v.substring(4);
        }
        if (v.startsWith(":Inf")) {
            inf = true;
            v = v.substring(4);
        }
        if (v.isEmpty()) {
            if (!nan && !inf) {
                return null;
            }
            return new Item(o, 3, new SdbgPart.OutputVariable(0, 0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE,
                    -FLT_MAX, FLT_MAX, nan, inf));
        }
        if (!v.startsWith(":[") || !v.endsWith("]") || nan) {
            return null;
        }
        String range = v.substring(2, v.length() - 1);
        int comma = range.indexOf(',');
        if (comma < 0) {
            return null;
        }
        String a = range.substring(0, comma);
        String b = range.substring(comma + 1);
        if (a.endsWith("f") && b.endsWith("f")) {
            Float fa = printedFloat(a.substring(0, a.length() - 1));
            Float fb = printedFloat(b.substring(0, b.length() - 1));
            if (fa == null || fb == null || !(fa > -FLT_MAX || fb < FLT_MAX)) {
                return null;
            }
            return new Item(o, 3, new SdbgPart.OutputVariable(0, 0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, fa, fb,
                    false, inf));
        }
        if (inf) {
            return null;
        }
        if (a.endsWith("u") && b.endsWith("u")) {
            long ua = unsignedInt(a.substring(0, a.length() - 1));
            long ub = unsignedInt(b.substring(0, b.length() - 1));
            if (ua < 0 || ub < 0 || ua == ub || ua == 0 && ub == 0xFFFF_FFFFL) {
                return null;
            }
            return new Item(o, 19, new SdbgPart.OutputVariable(0, (int) ua, (int) ub, Integer.MIN_VALUE,
                    Integer.MAX_VALUE, 0, 0, false, false));
        }
        Integer ia = signedInt(a);
        Integer ib = signedInt(b);
        if (ia == null || ib == null || ia.equals(ib) || ia == Integer.MIN_VALUE && ib == Integer.MAX_VALUE) {
            return null;
        }
        return new Item(o, 2, new SdbgPart.OutputVariable(0, 0, -1, ia, ib, 0, 0, false, false));
    }

    /** The float whose old-CRT {@code %g} text is {@code s}, or null when none prints so. */
    private static Float printedFloat(String s) {
        float f;
        switch (s) {
            case "1.#INF" -> f = Float.POSITIVE_INFINITY;
            case "-1.#INF" -> f = Float.NEGATIVE_INFINITY;
            case "1.#QNAN" -> f = Float.intBitsToFloat(0x7FC0_0000);
            case "-1.#IND" -> f = Float.intBitsToFloat(0xFFC0_0000);
            case "-1.#QNAN" -> f = Float.intBitsToFloat(0xFFC0_0001);
            default -> {
                if (s.isEmpty() || s.length() > 40 || !s.matches("-?[0-9]+(\\.[0-9]+)?(e[-+][0-9]{3})?")) {
                    return null;
                }
                f = Float.parseFloat(s);
            }
        }
        return PrintfG.formatShortWidened(f).equals(s) ? f : null;
    }

    /** Decimal digits as an unsigned 32-bit value; -1 when not so. */
    private static long unsignedInt(String s) {
        if (s.isEmpty() || s.length() > 10) {
            return -1;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i)) || s.charAt(i) > '9') {
                return -1;
            }
        }
        long v = Long.parseLong(s);
        return v > 0xFFFF_FFFFL || !Long.toString(v).equals(s) ? -1 : v;
    }

    /** A signed 32-bit decimal as Java prints it; null when not so. */
    private static Integer signedInt(String s) {
        boolean neg = s.startsWith("-");
        long u = unsignedInt(neg ? s.substring(1) : s);
        if (u < 0) {
            return null;
        }
        long v = neg ? -u : u;
        return v < Integer.MIN_VALUE || v > Integer.MAX_VALUE || !Long.toString(v).equals(s) ? null : (int) v;
    }

    private static int skip(String line, int a) {
        while (a < line.length() && (line.charAt(a) == ' ' || line.charAt(a) == '\t')) {
            a++;
        }
        return a;
    }

    private static int braces(String line, int a, int b) {
        int d = 0;
        for (int i = a; i < b; i++) {
            char ch = line.charAt(i);
            d += ch == '{' ? 1 : ch == '}' ? -1 : 0;
        }
        return d;
    }

    private static String clip(String s) {
        return s.length() > 80 ? s.substring(0, 80) + "…" : s;
    }
}
