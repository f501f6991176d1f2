package dev.dxkit.sm4.asm;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.pdb.PdbWriter;
import dev.dxkit.pdb.PdbWriter.Step;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The SPDB part (fxc {@code /Zi}'s program database) a Shader Model 4/5 listing's debug annotations come from,
 * rebuilt from them: the {@code #line N "path"} directives give the line table, the "Initial variable locations"
 * block and the {@code // r1.x <- name.member.x; ...} notes after instructions give a variable, its type and a
 * range per location. It inverts the listing rules of the SPDB section of the format document (printed by the
 * listing's SPDB annotations): a directive is the line of the statement after it; a location of the initial block
 * holds from the first instruction, one after an instruction from the instruction after it. Each location becomes
 * a variable of its own, whose type is built from its member path ({@link PdbWriter}).
 */
final class SpdbRebuild {
    private static final String INITIAL = "// Initial variable locations:";
    private static final String INTERNAL_ERROR = "// <internal error> ";
    private static final String OVERRUN = "offset overruns length for type in PDB";
    private static final String NO_MEMBER = "could not get find UDT child with correct offset in PDB";
    private static final Pattern LINE = Pattern.compile("#line (\\d{1,8})(?: \"(.*)\")?");
    private static final Pattern BUILTIN = Pattern.compile("<unknown HLSL built-in (\\d{1,5}) offset (\\d{1,5})>");
    /** The register types written with a number (r0, v1, x2, cb3 …), as the listing prints them. */
    private static final int[] INDEXED = {0, 1, 2, 3, 6, 7, 8, 9, 16, 17, 18, 19, 20, 21, 25, 26, 27, 30, 31};
    /** The register names, longest first, so that vThreadIDInGroup is tried before vThreadID and v. */
    private static final List<OperandType> BY_NAME_LENGTH = java.util.Arrays.stream(OperandType.values())
            .sorted(Comparator.comparingInt((OperandType t) -> t.registerName(false).length()).reversed()).toList();

    private final List<String> notes;
    private final List<PdbWriter.Location> locations = new ArrayList<>();
    private final List<PdbWriter.Line> lines = new ArrayList<>();

    private SpdbRebuild(List<String> notes) {
        this.notes = notes;
    }

    /**
     * The SPDB part of the listing {@code text}, whose program {@code a} assembled; null when the listing shows no
     * debug annotations. What cannot be read back is named in {@code notes}.
     */
    static Bytes part(String text, Sm4Assembly a, List<String> notes) {
        if (!text.contains("#line ") && !text.contains(INITIAL)) {
            return null; // no debug annotations (a quick look: most listings have none)
        }
        Sm4Program program;
        try {
            program = Sm4Program.read(a.partKind(), a.program());
        } catch (DxFormatException e) {
            notes.add("SPDB: " + e.getMessage());
            return null;
        }
        SpdbRebuild r = new SpdbRebuild(notes);
        boolean read = r.read(text, program);
        if (r.noted > MAX_NOTES) {
            notes.add("SPDB: " + (r.noted - MAX_NOTES) + " more notes");
        }
        if (!read) {
            return null;
        }
        if (r.lines.isEmpty() && r.locations.isEmpty()) {
            return null;
        }
        return PdbWriter.write("main", 4 * program.lengthInDwords(), r.locations, r.lines);
    }

    /** A location read from the text, before the offset it starts at is known. */
    private record Pending(int registerType, long[] indices, String name, List<Step> path) {
    }

    private boolean read(String text, Sm4Program program) {
        String s = Sm4Assembler.withoutByteOrderMark(text);
        TokenCursor c = program.cursor();
        boolean inProgram = false;
        int depth = 0; // an immediate constant buffer's braces still open
        String file = null;
        PdbWriter.Line directive = null;
        List<Pending> initial = null; // the initial block's locations, for the next instruction
        boolean inInitial = false;
        List<Pending> after = null; // the last instruction's locations, for an internal error line after it
        long afterStart = 0;
        boolean otherNote = false;
        int lineNo = 0;
        for (String line : Sm4Assembler.lines(s)) {
            lineNo++;
            if (!inProgram) {
                inProgram = Sm4Assembler.opensProgram(line);
                continue;
            }
            if (inInitial) {
                if (line.equals("//")) {
                    inInitial = false;
                } else if (line.startsWith(INTERNAL_ERROR)) {
                    error(initial, line.substring(INTERNAL_ERROR.length()), lineNo);
                } else if (line.startsWith("//   ")) {
                    locations(line.substring(5), initial, lineNo);
                } else if (!line.isEmpty()) {
                    note("SPDB: line " + lineNo + ": not an initial variable location: " + clip(line));
                }
                continue;
            }
            if (line.equals(INITIAL)) {
                inInitial = true;
                initial = new ArrayList<>();
                continue;
            }
            if (line.startsWith(INTERNAL_ERROR)) {
                // the location before it (the last of the instruction's note) could not be named
                error(after, line.substring(INTERNAL_ERROR.length()), lineNo);
                continue;
            }
            int a = Sm4Assembler.skipColumns(line);
            int first = skipBlanks(line, a);
            if (depth == 0 && first < line.length() && line.charAt(first) == '#') {
                if (!line.startsWith("#line ")) {
                    continue; // the assembler skips it too
                }
                Matcher m = LINE.matcher(line);
                if (!m.matches()) {
                    note("SPDB: line " + lineNo + ": not a #line directive: " + clip(line));
                    continue;
                }
                if (m.group(2) != null) {
                    file = m.group(2);
                } else if (file == null) {
                    note("SPDB: line " + lineNo + ": the first #line directive names no file");
                    file = "";
                }
                directive = new PdbWriter.Line(0, Integer.parseInt(m.group(1)), file);
                continue;
            }
            int stop = Sm4Assembler.commentStart(line, a);
            if (line.substring(a, stop).isBlank()) {
                continue; // a blank or comment line
            }
            if (depth > 0) {
                depth += braces(line, a, stop); // an immediate constant buffer's rows
                continue;
            }
            if (line.startsWith("dcl_immediateConstantBuffer", first)) {
                depth = Math.max(0, braces(line, a, stop));
            }
            // a statement: the next instruction of the program
            if (after != null) {
                add(after, afterStart);
                after = null;
            }
            if (!c.next()) {
                note("SPDB: line " + lineNo + ": more statements than the program's instructions");
                return false;
            }
            long at = 4L * c.offset();
            long next = at + 4L * c.length();
            if (directive != null) {
                if (!lines.isEmpty() && lines.get(lines.size() - 1).offset() == at) {
                    lines.remove(lines.size() - 1);
                }
                lines.add(new PdbWriter.Line(at, directive.line(), directive.file()));
                directive = null;
            }
            if (initial != null) {
                add(initial, at);
                initial = null;
            }
            if (stop < line.length()) {
                String comment = line.substring(stop);
                String body = comment.startsWith("// Prior locations: ") ? comment.substring(20)
                        : comment.startsWith("// Post-call locations: ") ? comment.substring(24)
                        : comment.startsWith("// ") ? comment.substring(3) : null;
                if (body != null && body.contains(" <- ")) {
                    after = new ArrayList<>();
                    afterStart = next;
                    locations(body, after, lineNo);
                } else if (!otherNote) {
                    // the user's own comment (an SDBG part's notes, // inVPos<0,1,0,1>, go to SdbgRebuild): named once
                    otherNote = true;
                    note("SPDB: line " + lineNo + ": a note after an instruction that names no variable location: "
                            + clip(comment));
                }
            }
        }
        if (after != null) {
            add(after, afterStart);
        }
        if (initial != null) {
            note("SPDB: initial variable locations with no instruction after them");
        }
        return true;
    }

    /** The most notes one listing gives; past them only their count (hostile text could give one per location). */
    static final int MAX_NOTES = 20;
    private int noted;

    /** Names {@code what} as not rebuilt: the first {@link #MAX_NOTES}, then one line that counts the others. */
    private void note(String what) {
        noted++;
        if (noted <= MAX_NOTES) {
            notes.add(what);
        }
    }

    private void add(List<Pending> pending, long start) {
        for (Pending p : pending) {
            locations.add(new PdbWriter.Location(p.registerType(), p.indices(), p.name(), p.path(), start));
        }
        pending.clear();
    }

    /** The internal error {@code message} after the last location of {@code list}: the walk of its type fails. */
    private void error(List<Pending> list, String message, int lineNo) {
        if (list == null || list.isEmpty()) {
            note("SPDB: line " + lineNo + ": an internal error with no location before it");
            return;
        }
        Step step = message.equals(OVERRUN) ? new Step.Overrun() : message.equals(NO_MEMBER) ? new Step.NoMember() : null;
        if (step == null) {
            note("SPDB: line " + lineNo + ": an internal error not rebuilt: " + clip(message));
            return;
        }
        Pending last = list.get(list.size() - 1);
        List<Step> path = new ArrayList<>(last.path());
        path.add(step);
        list.set(list.size() - 1, new Pending(last.registerType(), last.indices(), last.name(), path));
    }

    /** The locations {@code r0.x <- a.b; r0.y <- c} of {@code text} (a trailing separator allowed) into {@code out}. */
    private void locations(String text, List<Pending> out, int lineNo) {
        for (String item : text.split("; ", -1)) {
            String t = item.strip();
            if (t.isEmpty()) {
                continue;
            }
            int arrow = t.indexOf(" <- ");
            Pending p = arrow < 0 ? null : location(t.substring(0, arrow), t.substring(arrow + 4));
            if (p == null) {
                note("SPDB: line " + lineNo + ": not a variable location: " + clip(t));
                continue;
            }
            out.add(p);
        }
    }

    private static Pending location(String register, String value) {
        long[] reg = register(register);
        if (reg == null || value.isEmpty()) {
            return null;
        }
        int nameEnd;
        if (value.startsWith("<")) {
            nameEnd = value.indexOf('>') + 1; // <Name return value>
            if (nameEnd == 0) {
                return null;
            }
        } else {
            nameEnd = 0;
            while (nameEnd < value.length() && ".[<".indexOf(value.charAt(nameEnd)) < 0) {
                nameEnd++;
            }
        }
        List<Step> path = path(value.substring(nameEnd));
        if (path == null) {
            return null;
        }
        return new Pending((int) reg[0], java.util.Arrays.copyOfRange(reg, 1, reg.length), value.substring(0, nameEnd), path);
    }

    /** The steps of a member path {@code .pos.x}, {@code [2]._m01}, {@code .u<unknown HLSL built-in 547 offset 0>}. */
    private static List<Step> path(String p) {
        List<Step> out = new ArrayList<>();
        int i = 0;
        while (i < p.length()) {
            char ch = p.charAt(i);
            if (ch == '[') {
                int close = p.indexOf(']', i);
                if (close < 0 || close - i > 10 || close == i + 1) {
                    return null;
                }
                String n = p.substring(i + 1, close);
                if (!n.chars().allMatch(Character::isDigit)) {
                    return null;
                }
                out.add(new Step.Element(Integer.parseInt(n)));
                i = close + 1;
            } else if (ch == '<') {
                Matcher m = BUILTIN.matcher(p).region(i, p.length());
                if (!m.lookingAt() || m.end() != p.length()) {
                    return null;
                }
                out.add(new Step.Builtin(Integer.parseInt(m.group(1)) & 0xFFFF, Math.min(0xFFFB, Integer.parseInt(m.group(2)))));
                i = p.length();
            } else if (ch == '.') {
                int e = i + 1;
                while (e < p.length() && ".[<".indexOf(p.charAt(e)) < 0) {
                    e++;
                }
                String name = p.substring(i + 1, e);
                if (name.isEmpty()) {
                    return null;
                }
                if (e == p.length() && name.length() == 1 && "xyzw".indexOf(name.charAt(0)) >= 0) {
                    out.add(new Step.Component("xyzw".indexOf(name.charAt(0))));
                } else if (e == p.length() && name.length() == 4 && name.startsWith("_m")
                        && name.charAt(2) >= '0' && name.charAt(2) <= '3' && name.charAt(3) >= '0' && name.charAt(3) <= '3') {
                    out.add(new Step.MatrixElement(name.charAt(2) - '0', name.charAt(3) - '0'));
                } else {
                    out.add(new Step.Member(name));
                }
                i = e;
            } else {
                return null;
            }
        }
        return out;
    }

    /**
     * The register of a location as {type, indices…}: {@code r1.x} (register times 16 plus component times 4),
     * {@code v[2][1].y} (that, then the outer index), {@code x0}/{@code m0} (the register alone), {@code vThreadID.x}
     * (the component times 4), {@code vPrim} (none), {@code ?43.x} (a type the listing does not name); null when it
     * is none of these.
     */
    static long[] register(String r) {
        if (r.startsWith("?")) {
            int e = 1;
            while (e < r.length() && Character.isDigit(r.charAt(e)) && e < 6) {
                e++;
            }
            if (e == 1) {
                return null;
            }
            int type = Integer.parseInt(r.substring(1, e));
            return indices(type, r.substring(e), indexed(type));
        }
        for (OperandType t : BY_NAME_LENGTH) {
            String name = t.registerName(false);
            if (r.startsWith(name)) {
                long[] ix = indices(t.code(), r.substring(name.length()), indexed(t.code()));
                if (ix != null) {
                    return ix;
                }
            }
        }
        return null;
    }

    private static final Pattern NUMBERED = Pattern.compile("(\\d{1,9})\\.([xyzw])");
    private static final Pattern TWO = Pattern.compile("\\[(\\d{1,9})\\]\\[(\\d{1,8})\\]\\.([xyzw])");
    private static final Pattern LANE = Pattern.compile("\\.([xyzw])");
    private static final Pattern ALONE = Pattern.compile("\\d{1,9}");

    private static long[] indices(int type, String rest, boolean indexed) {
        if (!indexed) {
            if (rest.isEmpty()) {
                return new long[] {type};
            }
            Matcher m = LANE.matcher(rest);
            return m.matches() ? new long[] {type, 4L * lane(m.group(1))} : null;
        }
        if (type == OperandType.INDEXABLE_TEMP.code() || type == OperandType.STREAM.code()) {
            return ALONE.matcher(rest).matches() ? new long[] {type, Long.parseLong(rest)} : null;
        }
        Matcher m = NUMBERED.matcher(rest);
        if (m.matches()) {
            long reg = Long.parseLong(m.group(1));
            return reg > 0x0FFFFFFFL ? null : new long[] {type, 16 * reg + 4L * lane(m.group(2))};
        }
        m = TWO.matcher(rest);
        if (m.matches()) {
            long reg = Long.parseLong(m.group(2));
            return reg > 0x0FFFFFFFL ? null : new long[] {type, 16 * reg + 4L * lane(m.group(3)), Long.parseLong(m.group(1))};
        }
        return null;
    }

    private static int lane(String c) {
        return "xyzw".indexOf(c.charAt(0));
    }

    private static boolean indexed(int type) {
        for (int t : INDEXED) {
            if (t == type) {
                return true;
            }
        }
        return false;
    }

    private static int braces(String line, int a, int b) {
        int d = 0;
        for (int i = a; i < b; i++) {
            char ch = line.charAt(i);
            d += ch == '{' ? 1 : ch == '}' ? -1 : 0;
        }
        return d;
    }

    private static int skipBlanks(String line, int a) {
        while (a < line.length() && (line.charAt(a) == ' ' || line.charAt(a) == '\t')) {
            a++;
        }
        return a;
    }

    private static String clip(String s) {
        return s.length() > 80 ? s.substring(0, 80) + "…" : s;
    }
}
