package dev.dxkit.d3d9;

import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code DBUG} comment a Direct3D 9 listing's debug text describes — its {@code #line} directives and the
 * {@code // name<components>} annotations after its statements — rebuilt so that the program lists back with the
 * same text (docs/d3d9-debug.md gives the printing rules this inverts). Used for the Direct3D 9 program of a level-9
 * container rebuilt from its listing ({@code dxkit asm} without a base); {@code D3DAssemble} itself writes no debug
 * information, so the Direct3D 9 assembler does not call this.
 *
 * <p>What the text does not hold is made up so that it lists the same: one line record per statement (a statement
 * before the first {@code #line} has none), each statement after a {@code #line} on that directive's line (moved by
 * steps of 2 when a directive would otherwise not be printed), a variable per printed name (two entries with the
 * same name in a row are two variables), each component in the next destination lane, a float vector type per
 * variable. A bare name is scoped to the entry point, whose name the text does not give ({@code main}, or a name
 * no scope uses).
 */
public final class ListingDebugInfo {
    private ListingDebugInfo() {
    }

    /** The largest comment a token can announce: 15 bits of dwords. */
    private static final int MAX_COMMENT_DWORDS = 0x7FFF;

    /**
     * {@code program} (assembled from {@code text}) with a {@code DBUG} comment after its version token, or
     * {@code program} itself when the text has no {@code #line} and no annotation.
     *
     * @throws IllegalArgumentException when the text's debug notes cannot be written (its statements do not pair
     *                                  with the program's instructions, more than four annotated components, a
     *                                  line past 65535, a comment too large); the message says which
     */
    public static Bytes withDebugInfo(String text, Bytes program, String compiler) {
        List<Statement> statements = statements(text);
        boolean any = statements.stream().anyMatch(s -> s.directive != null || !s.annotation.isEmpty());
        if (!any) {
            return program;
        }
        D3d9Program p = D3d9Program.read(program);
        List<Instruction> ins = new ArrayList<>();
        for (Token t : p.tokens()) {
            if (t instanceof Instruction i) {
                ins.add(i);
            }
            if (t instanceof Comment) {
                throw new IllegalArgumentException("the program has comment blocks already");
            }
        }
        if (ins.size() != statements.size()) {
            throw new IllegalArgumentException("the text's " + statements.size() + " statements and the program's "
                    + ins.size() + " instructions do not pair");
        }
        List<String> files = new ArrayList<>();
        int[] file = new int[statements.size()];
        int[] line = new int[statements.size()];
        lines(statements, files, file, line);
        String entry = entryPoint(statements);
        Map<String, int[][]> locations = new LinkedHashMap<>();   // variable key -> per statement, its lanes
        Map<String, String[]> names = new HashMap<>();
        for (int s = 0; s < statements.size(); s++) {
            annotate(statements.get(s), s, entry, statements.size(), locations, names);
        }
        List<String> keys = new ArrayList<>(locations.keySet());
        keys.sort(java.util.Comparator.comparing((String k) -> names.get(k)[1]).thenComparing(k -> names.get(k)[0])
                .thenComparing(k -> k));
        List<DebugInfo.Variable> vars = new ArrayList<>();
        for (String k : keys) {
            List<DebugInfo.Location> locs = new ArrayList<>();
            int[][] lanes = locations.get(k);
            for (int s = 0; s < lanes.length; s++) {
                if (lanes[s] != null) {
                    locs.add(new DebugInfo.Location(s, lanes[s][0], lanes[s][1], lanes[s][2], lanes[s][3]));
                }
            }
            vars.add(new DebugInfo.Variable(names.get(k)[0], names.get(k)[1], locs));
        }
        // the comment's size does not depend on the offsets: write it once to learn how far it moves them
        int size = info(ins, file, line, 0, files, vars, entry).encode(compiler).size();
        // a text with byte offsets (flag 0x20) says where the first instruction is, after the version token and the
        // comment: the compiler's comment holds what the text does not (types, the source), so the comment is made
        // as large as the text says, its last bytes zero (no record points into them)
        long listed = firstOffset(text);
        if (listed > 8L + size && listed % 4 == 0 && (listed - 8) / 4 <= MAX_COMMENT_DWORDS) {
            size = (int) listed - 8;
        }
        if (size % 4 != 0 || size / 4 > MAX_COMMENT_DWORDS) {
            throw new IllegalArgumentException("debug information of " + size + " bytes does not fit a comment");
        }
        Bytes body = info(ins, file, line, 4 + size, files, vars, entry).encode(compiler);
        byte[] out = new byte[program.size() + 4 + size];
        byte[] old = program.toArray();
        System.arraycopy(old, 0, out, 0, 4);
        dev.dxkit.io.LittleEndian.putI32(out, 4, 0xFFFE | (size / 4) << 16);
        System.arraycopy(body.toArray(), 0, out, 8, body.size());
        System.arraycopy(old, 4, out, 8 + size, old.length - 4);
        return Bytes.wrap(out);
    }

    /** The byte offset of the text's first instruction ({@code 0x00000418:}, flag 0x20's column), or -1. */
    private static long firstOffset(String text) {
        int from = 0;
        while (from < text.length()) {
            int nl = text.indexOf('\n', from);
            int end = nl < 0 ? text.length() : nl;
            int i = from;
            while (i < end && text.charAt(i) == ' ') {
                i++;
            }
            if (!text.startsWith("0x", i)) {
                while (i < end && Character.isDigit(text.charAt(i))) {
                    i++;                               // the instruction number of flag 0x04
                }
                while (i < end && text.charAt(i) == ' ') {
                    i++;
                }
            }
            if (i + 11 <= end && text.startsWith("0x", i) && text.charAt(i + 10) == ':') {
                try {
                    return Long.parseLong(text.substring(i + 2, i + 10), 16);
                } catch (NumberFormatException e) {
                    return -1;
                }
            }
            from = end + 1;
        }
        return -1;
    }

    private static DebugInfo info(List<Instruction> ins, int[] file, int[] line, int shift, List<String> files,
                                  List<DebugInfo.Variable> vars, String entry) {
        List<DebugInfo.LineRecord> records = new ArrayList<>();
        for (int s = 0; s < ins.size(); s++) {
            records.add(new DebugInfo.LineRecord(file[s] < 0 ? 0 : line[s], file[s] < 0 ? 0xFFFF : file[s],
                    ins.get(s).offset() + shift));
        }
        return new DebugInfo(files, records, vars, entry);
    }

    /** A statement of the listing: the {@code #line} before it (or null) and its annotation text (or ""). */
    private record Statement(int lineNumber, Directive directive, String annotation) {
    }

    private record Directive(int line, String path) {
    }

    /** The statements after the version line, each with the directive before it and its annotation. */
    private static List<Statement> statements(String text) {
        List<Statement> out = new ArrayList<>();
        Directive pending = null;
        boolean version = false;
        int n = 0;
        for (String raw : text.split("\n", -1)) {
            n++;
            String l = raw.endsWith("\r") ? raw.substring(0, raw.length() - 1) : raw;
            String t = l.strip();
            if (t.isEmpty() || t.startsWith("//")) {
                continue;
            }
            if (t.startsWith("#line")) {
                pending = directive(t, n);
                continue;
            }
            if (!version) {
                version = true;         // the version line
                continue;
            }
            int c = l.indexOf("  // ");
            out.add(new Statement(n, pending, c < 0 ? "" : l.substring(c + 5)));
            pending = null;
        }
        return out;
    }

    private static Directive directive(String t, int n) {
        String rest = t.substring(5).strip();
        int q = rest.indexOf('"');
        String num = (q < 0 ? rest : rest.substring(0, q)).strip();
        if (num.isEmpty() || num.length() > 5 || !num.chars().allMatch(ch -> ch >= '0' && ch <= '9')
                || Integer.parseInt(num) > 0xFFFF) {
            throw new IllegalArgumentException("line " + n + ": #line " + rest + ": not a line number up to 65535");
        }
        String path = null;
        if (q >= 0) {
            int end = rest.lastIndexOf('"');
            if (end <= q) {
                throw new IllegalArgumentException("line " + n + ": #line path without its closing quote");
            }
            path = rest.substring(q + 1, end);
        }
        return new Directive(Integer.parseInt(num), path);
    }

    /**
     * Each statement's file (-1: no line) and line: that of the last directive, and where a directive would not be
     * printed after it (the same file, within 2 of the line before and 10 of the last printed one), the statements
     * before it walked away from it by steps of 2, which print nothing themselves.
     */
    private static void lines(List<Statement> statements, List<String> files, int[] file, int[] line) {
        int curFile = -1;
        int curLine = 0;
        int anchor = 0;
        int anchorAt = -1;
        for (int s = 0; s < statements.size(); s++) {
            Directive d = statements.get(s).directive;
            if (d != null) {
                int f = curFile;
                if (d.path != null) {
                    f = files.indexOf(d.path);
                    if (f < 0) {
                        files.add(d.path);
                        f = files.size() - 1;
                    }
                } else if (curFile < 0) {
                    throw new IllegalArgumentException("line " + statements.get(s).lineNumber
                            + ": #line without a path before any with one");
                }
                if (f == curFile && Math.abs(d.line - curLine) <= 2 && Math.abs(d.line - anchor) <= 10) {
                    int steps = 0;
                    for (int j = anchorAt + 1; j < s; j++) {
                        steps += file[j] >= 0 ? 1 : 0;
                    }
                    int dir = d.line >= anchor ? -1 : 1;       // away from the directive's line, not below 0
                    if (anchor - Math.min(2 * steps, 10) < 0) {
                        dir = 1;
                    }
                    int k = 0;
                    for (int j = anchorAt + 1; j < s; j++) {
                        if (file[j] >= 0) {
                            k++;
                            line[j] = anchor + dir * Math.min(2 * k, 10);
                        }
                    }
                }
                curFile = f;
                curLine = d.line;
                anchor = d.line;
                anchorAt = s;
            }
            file[s] = curFile;
            line[s] = curLine;
        }
    }

    /** The entry point's name: {@code main}, or a name no explicit scope of the text uses. */
    private static String entryPoint(List<Statement> statements) {
        java.util.Set<String> scopes = new java.util.HashSet<>();
        for (Statement s : statements) {
            for (String[] e : entries(s)) {
                int k = e[0].lastIndexOf("::");
                if (k > 0) {
                    scopes.add(e[0].substring(0, k));
                }
            }
        }
        String entry = "main";
        while (scopes.contains(entry)) {
            entry = entry + "_";
        }
        return entry;
    }

    /** The annotation's entries: name text and component list ("1,2"); none when it is not one. */
    private static List<String[]> entries(Statement s) {
        List<String[]> out = new ArrayList<>();
        String a = s.annotation;
        int at = 0;
        while (at < a.length()) {
            int lt = a.indexOf('<', at);
            int gt = lt < 0 ? -1 : a.indexOf('>', lt);
            if (lt <= at || gt < 0) {
                throw new IllegalArgumentException("line " + s.lineNumber + ": annotation '" + a
                        + "' is not name<components>, ...");
            }
            String comps = a.substring(lt + 1, gt);
            if (!comps.matches("\\d{1,5}(,\\d{1,5}){0,3}")) {
                throw new IllegalArgumentException("line " + s.lineNumber + ": components '" + comps + "'");
            }
            out.add(new String[] {a.substring(at, lt), comps});
            at = gt + 1;
            if (a.startsWith(", ", at)) {
                at += 2;
            } else if (at < a.length()) {
                throw new IllegalArgumentException("line " + s.lineNumber + ": annotation '" + a
                        + "' is not name<components>, ...");
            }
        }
        return out;
    }

    /** Adds statement {@code s}'s annotation: each component into the next lane of its variable's location. */
    private static void annotate(Statement st, int s, String entry, int count, Map<String, int[][]> locations,
                                 Map<String, String[]> names) {
        int lane = 0;
        String prevName = null;
        int instance = 0;
        for (String[] e : entries(st)) {
            String scope;
            String name;
            int k = e[0].lastIndexOf("::");
            if (k < 0) {
                scope = entry;
                name = e[0];
            } else {
                scope = e[0].substring(0, k);
                name = e[0].substring(k + 2);
            }
            // two entries of one name in a row are two variables (one would have been printed as one entry)
            instance = e[0].equals(prevName) ? instance + 1 : 0;
            prevName = e[0];
            String key = scope + "\u0000" + name + "\u0000" + instance;
            names.put(key, new String[] {scope, name});
            int[][] lanes = locations.computeIfAbsent(key, x -> new int[count][]);
            if (lanes[s] == null) {
                lanes[s] = new int[] {-1, -1, -1, -1};
            }
            for (String c : e[1].split(",")) {
                if (lane > 3) {
                    throw new IllegalArgumentException("line " + st.lineNumber + ": more than four components annotated");
                }
                int v = Integer.parseInt(c);
                if (v >= 0xFFFF) {
                    throw new IllegalArgumentException("line " + st.lineNumber + ": component " + v);
                }
                lanes[s][lane++] = v;
            }
        }
    }
}
