package dev.dxkit.sm4.asm;

import dev.dxkit.io.Bytes;
import dev.dxkit.sm4.ProgramType;
import dev.dxkit.sm4.ProgramVersion;
import dev.dxkit.sm4.Sm4Program;
import java.util.ArrayList;
import java.util.List;

/**
 * The Shader Model 4/5/5.1 assembler: the listing {@code D3DDisassemble} (and {@code dxkit dis}) prints, back to
 * the token stream of a SHDR/SHEX part, written the way fxc writes it. The accepted text is documented in
 * {@code docs/sm4-asm.md}.
 *
 * <p>The text is read line by line. Everything before the version line ({@code ps_5_0}) is the listing's header
 * (comments, and a level-9 listing's Direct3D 9 programs) and is skipped; after it each line is one declaration
 * or instruction. A line may carry the number and offset columns of flags 0x04 and 0x20; {@code //} starts a
 * comment; {@code #line} directives and blank lines are skipped; CR LF line ends are accepted. Each line is
 * parsed and encoded by {@link StatementAssembler}; an error there is reported with its line and column and
 * the next line is read, so that every error of the text is reported (up to {@link #MAX_ERRORS}).
 */
public final class Sm4Assembler {
    /** The most errors reported; after that the text is not read further. */
    public static final int MAX_ERRORS = 50;
    private static final String ICB = "dcl_immediateConstantBuffer";

    private Sm4Assembler() {
    }

    /**
     * {@code s} without a leading byte-order mark: U+FEFF, or the UTF-8 bytes of one read as ISO-8859-1 characters
     * (an editor's; the column of an error is then counted after it).
     */
    static String withoutByteOrderMark(String s) {
        return s.startsWith("\u00ef\u00bb\u00bf") ? s.substring(3) : s.startsWith("\ufeff") ? s.substring(1) : s;
    }

    /**
     * The lines of a listing as the debug-information rebuilders read them: split at {@code \n}, a {@code \r}
     * before it dropped, and no empty line after a final newline.
     */
    static List<String> lines(String s) {
        List<String> out = new ArrayList<>();
        for (int from = 0; from <= s.length(); ) {
            int nl = s.indexOf('\n', from);
            int to = nl < 0 ? s.length() : nl;
            int end = to > from && s.charAt(to - 1) == '\r' ? to - 1 : to;
            String line = s.substring(from, end);
            from = to + 1;
            if (nl < 0 && line.isEmpty()) {
                break;
            }
            out.add(line);
        }
        return out;
    }

    /** Whether {@code line} (numbering or offset columns aside) is the version line that opens the program. */
    static boolean opensProgram(String line) {
        int a = skipColumns(line);
        String t = line.substring(a).strip();
        return !line.startsWith("//") && versionLine(t, 0, t.length()) != null;
    }

    /**
     * Whether some line of {@code text} (its columns, blanks and a {@code //} comment after it aside) is a Shader
     * Model 4/5/5.1 version line, as {@link #assemble} finds it.
     */
    public static boolean hasVersionLine(CharSequence text) {
        String s = withoutByteOrderMark(text.toString());
        for (int from = 0; from < s.length(); ) {
            int nl = s.indexOf('\n', from);
            int to = nl < 0 ? s.length() : nl;
            int end = to > from && s.charAt(to - 1) == '\r' ? to - 1 : to;
            if (versionOfLine(s, from, end) != null) {
                return true;
            }
            from = to + 1;
        }
        return false;
    }

    /**
     * The version the line {@code s[from, end)} opens the program with, its flag columns, blanks and a {@code //}
     * comment after it set aside; null for any other line (a comment, a {@code #} line, a statement).
     */
    private static ProgramVersion versionOfLine(String s, int from, int end) {
        int a = skipColumns(s, from, end);
        while (a < end && isBlank(s.charAt(a))) {
            a++;
        }
        if (a == end || s.charAt(a) == '#' || a + 1 < end && s.charAt(a) == '/' && s.charAt(a + 1) == '/') {
            return null;
        }
        int b = commentStart(s, a, end);
        while (b > a && isBlank(s.charAt(b - 1))) {
            b--;
        }
        return versionLine(s, a, b);
    }

    /** Assembles {@code text}; see {@link Sm4Assembly}. */
    public static Sm4Assembly assemble(CharSequence text) {
        return assemble(text, null);
    }

    /**
     * Assembles {@code text} whose program came from {@code base} (may be null): a line {@code undecipherable
     * custom data}, whose bytes the text does not hold, takes the bytes of the base's next such block; and the
     * base's comment and debug-data blocks (customdata classes 0 and 1), which the listing does not print, are put
     * back before the statement they came before (counting statements).
     */
    public static Sm4Assembly assemble(CharSequence text, Sm4Program base) {
        return assemble(text, base, true);
    }

    /**
     * {@link #assemble(CharSequence, Sm4Program)}; {@code quick} false reads every statement, operand and value the
     * general way alone (see {@link StatementAssembler#quick}), for the test that the two readings agree.
     */
    static Sm4Assembly assemble(CharSequence text, Sm4Program base, boolean quick) {
        String s = withoutByteOrderMark(text.toString());
        List<AsmDiagnostic> errors = new ArrayList<>();
        ProgramVersion version = null;
        // the text is read in place with one cursor: each line's end found by String.indexOf, which the JIT compiles
        // to a vector scan (a loop over characters reads one at a time); no line is copied
        int length = s.length();
        int from = 0;
        // the header, up to the version line: comments (most of a listing's lines) and a level-9 listing's Direct3D 9
        // programs, skipped without reading them line by line: a version line (ps_5_0 ...) has "s_" in it, so the
        // first one is on the first line with "s_" (a vector search) that versionOfLine takes
        int versionLineStart = -1;
        for (int hit = s.indexOf("s_"); hit >= 0; ) {
            int lineStart = s.lastIndexOf('\n', hit) + 1;
            int nl = s.indexOf('\n', hit);
            int to = nl < 0 ? length : nl;
            version = versionOfLine(s, lineStart, to > lineStart && s.charAt(to - 1) == '\r' ? to - 1 : to);
            if (version != null) {
                versionLineStart = lineStart;
                from = to + 1;
                break;
            }
            hit = nl < 0 ? -1 : s.indexOf("s_", nl + 1);
        }
        if (version == null) {
            return new Sm4Assembly(null, null, List.of(noVersionLine(s)));
        }
        // the program, line by line, its characters copied once: c[i - o] is s[i] (the header is not copied), then a 0
        // at the text's end, where the one-pass register reading stops (a statement cut before its line's end gets
        // one at its end while it is read)
        int o = Math.min(from, length);
        char[] c = programChars(length - o + 1);
        s.getChars(o, length, c, 0);
        c[length - o] = 0;
        StatementAssembler body = new StatementAssembler(version, base, Math.max(0, length - from), quick);
        // where the statements read the general way are (statement number, line number, start, end in s: 4 ints each),
        // for the registers out of range found after the last line (the one-pass reading takes no statement with one)
        int[] where = new int[32];
        int located = 0;
        int statements = 0;
        AsmStatement pending = null;
        int depth = 0;
        // the next '/' at or after the line being read (length for none): few program lines have one
        int slash = -1;
        // the lines are numbered from the version line's (0) while they are read; the header's lines are counted, and
        // added to the numbers of the diagnostics, only when there is one (see numbered)
        int lineNo = 0;
        while (from < length && errors.size() < MAX_ERRORS) {
            lineNo++;
            int lineStart = from;
            int a = from;
            while (a < length && isBlank(c[a - o])) {
                a++;
            }
            // whether the one-pass reading has had this line's statement, from a, and given it back
            boolean tried = false;
            if (quick && pending == null && a < length) {
                // the usual statement, read to its line's end without looking for that end first
                int nl = body.quickLine(c, a - o, length - o);
                if (nl >= 0) {
                    int to = nl + o;
                    statements++;
                    from = to + 1;
                    continue;
                }
                tried = true;
            }
            // the line's end (a vector scan, as above), and the first slash at or after its start
            int nl = s.indexOf('\n', from);
            int to = nl < 0 ? length : nl;
            if (slash < lineStart) {
                slash = s.indexOf('/', lineStart);
                slash = slash < 0 ? length : slash;
            }
            from = to + 1;
            int end = to > lineStart && c[to - 1 - o] == '\r' ? to - 1 : to;
            int cut = -1;
            if (slash < to) {
                // a // comment (outside a quoted printf text)
                cut = commentStart(c, a - o, to - o) + o;
                cut = cut == to ? -1 : cut;
            }
            if (pending == null && (a == end || cut == a)) {
                // comment lines and blank lines
                continue;
            }
            if (a < end && c[a - o] >= '0' && c[a - o] <= '9') {
                // the columns of flags 0x04 and 0x20 (they hold no quote or slash)
                tried = false;
                a = skipColumns(c, lineStart - o, end - o) + o;
                while (a < end && isBlank(c[a - o])) {
                    a++;
                }
            }
            int b = cut >= 0 ? cut : end;
            while (b > a && isBlank(c[b - 1 - o])) {
                b--;
            }
            if (pending != null) {
                // the rows of an immediate constant buffer, until its braces close
                pending.join(lineNo, lineStart, end, a, b);
                depth += braces(c, a - o, b - o);
                if (depth <= 0) {
                    // (an immediate constant buffer names no register: its first line, no text)
                    where = located(where, located++, statements++, pending.firstLine(), 0, 0);
                    body.statement(pending, errors);
                    pending = null;
                }
                continue;
            }
            if (a == b || c[a - o] == '#') {
                continue;
            }
            if (c[a - o] == 'd' && b - a >= ICB.length() && s.startsWith(ICB, a)) {
                depth = braces(c, a - o, b - o);
                if (depth > 0) {
                    pending = AsmStatement.of(s, lineNo, lineStart, end, a, b);
                    continue;
                }
            }
            where = located(where, located++, statements++, lineNo, lineStart, end);
            // (the one-pass reading is offered the statement again only when a comment or the columns were cut off:
            // it gave back the same statement read to the line's end, and would again, for the general reading)
            char cutOff = c[b - o];
            c[b - o] = 0;
            if (!quick || tried && cut < 0 || !body.quick(c, a - o, b - o)) {
                body.statement(c, a - o, b - o, s, o, lineNo, lineStart, end, errors);
            }
            c[b - o] = cutOff;
        }
        if (pending != null && errors.size() < MAX_ERRORS) {
            errors.add(pending.error(pending.text().length(), "the immediate constant buffer is not closed ('}' missing)"));
        }
        if (!errors.isEmpty()) {
            return new Sm4Assembly(null, version, numbered(errors, s, versionLineStart));
        }
        // a hand edit's new temporaries, declared, and its registers out of the program's range, refused (DeclaredTemps)
        // (noted by the assembler as it encoded the operands: the program is patched only when a count is missing)
        int[] at = where;
        int count = located;
        body.temps().refusals(errors, (k, register, message) -> {
            int w = 4 * located(at, count, k);
            String lineText = s.substring(at[w + 2], at[w + 3]);
            return new AsmDiagnostic(at[w + 1], DeclaredTemps.column(lineText, register) + 1, message, lineText);
        });
        if (!errors.isEmpty()) {
            return new Sm4Assembly(null, version, numbered(errors, s, versionLineStart));
        }
        List<String> notes = new ArrayList<>(0);
        if (statements > 0 && !body.endsWithRet()) {
            // kept as written (D3DDisassemble lists it so); said, as fxc ends every program with one
            notes.add("the program does not end with ret (fxc ends every program with one): assembled as written");
        }
        Bytes program = DeclaredTemps.declare(body.finish(), body.temps(), notes);
        return new Sm4Assembly(program, version, List.of(), List.copyOf(notes));
    }

    /**
     * {@code errors}, whose lines were numbered from the version line's (0) on, numbered as the text's lines (from 1):
     * the lines before {@code versionLineStart}, where the version line starts, counted and added.
     */
    private static List<AsmDiagnostic> numbered(List<AsmDiagnostic> errors, String s, int versionLineStart) {
        int versionLine = 1;
        for (int nl = s.indexOf('\n'); nl >= 0 && nl < versionLineStart; nl = s.indexOf('\n', nl + 1)) {
            versionLine++;
        }
        List<AsmDiagnostic> out = new ArrayList<>(errors.size());
        for (AsmDiagnostic e : errors) {
            out.add(new AsmDiagnostic(e.line() + versionLine, e.column(), e.message(), e.lineText()));
        }
        return List.copyOf(out);
    }

    /** The error of a text with no version line, at its last line (line 1 of an empty text). */
    private static AsmDiagnostic noVersionLine(String s) {
        int line = 0;
        int lastFrom = 0;
        int lastTo = 0;
        for (int from = 0; from < s.length(); ) {
            int nl = s.indexOf('\n', from);
            int to = nl < 0 ? s.length() : nl;
            line++;
            lastFrom = from;
            lastTo = to;
            from = to + 1;
        }
        return new AsmDiagnostic(Math.max(1, line), 1, "no version line (ps_5_0, vs_4_0, cs_5_1 ...) found",
                s.substring(lastFrom, lastTo > lastFrom && s.charAt(lastTo - 1) == '\r' ? lastTo - 1 : lastTo));
    }

    /** The largest program text whose characters are read in this thread's reused array. */
    private static final int REUSED_CHARS = 1 << 16;
    private static final ThreadLocal<char[]> CHARS = ThreadLocal.withInitial(() -> new char[REUSED_CHARS]);

    /**
     * An array of at least {@code length} characters for a program's text: this thread's reused one (still in the
     * cache from the last text, and not cleared again), a new one for a text longer than it.
     */
    private static char[] programChars(int length) {
        return length <= REUSED_CHARS ? CHARS.get() : new char[length];
    }

    /**
     * {@code where} with its entry {@code n}, statement {@code k}'s number, line, start and end, at {@code 4n} (grown
     * when full).
     */
    private static int[] located(int[] where, int n, int k, int line, int start, int end) {
        int[] w = 4 * n + 4 > where.length ? java.util.Arrays.copyOf(where, 2 * where.length + 4) : where;
        w[4 * n] = k;
        w[4 * n + 1] = line;
        w[4 * n + 2] = start;
        w[4 * n + 3] = end;
        return w;
    }

    /**
     * The entry of statement {@code k} among the first {@code n} of {@code where} (their statement numbers rise): a
     * statement with a register out of range is always read the general way, so it has one.
     */
    private static int located(int[] where, int n, int k) {
        int lo = 0;
        int hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (where[4 * mid] < k) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    /**
     * The index after the number and offset columns flags 0x04 and 0x20 print ({@code "  12: "}, {@code
     * "0x000001A4: "}, {@code "  12  0x000001A4: "}), or 0 when the line has none.
     */
    static int skipColumns(String line) {
        return skipColumns(line, 0, line.length());
    }

    /** {@link #skipColumns(String)} of the line {@code s[from, end)}: an index into s, {@code from} for none. */
    static int skipColumns(String s, int from, int end) {
        int i = from;
        while (i < end && s.charAt(i) == ' ') {
            i++;
        }
        if (offsetColumn(s, i, end)) {
            return i + 11;
        }
        int d = i;
        while (d < end && d - i < 10 && s.charAt(d) >= '0' && s.charAt(d) <= '9') {
            d++;
        }
        if (d == i) {
            return from;
        }
        if (d < end && s.charAt(d) == ':') {
            return d + 1;
        }
        int h = d;
        while (h < end && s.charAt(h) == ' ') {
            h++;
        }
        return h > d && offsetColumn(s, h, end) ? h + 11 : from;
    }

    /** Whether 0x, eight upper-case hex digits and a colon (flag 0x20's offset) start at {@code i}, before end. */
    private static boolean offsetColumn(String s, int i, int end) {
        if (i + 11 > end || s.charAt(i) != '0' || s.charAt(i + 1) != 'x' || s.charAt(i + 10) != ':') {
            return false;
        }
        for (int k = i + 2; k < i + 10; k++) {
            char c = s.charAt(k);
            if (!(c >= '0' && c <= '9' || c >= 'A' && c <= 'F')) {
                return false;
            }
        }
        return true;
    }

    /** {@link #skipColumns(String, int, int)} in a character array. */
    static int skipColumns(char[] s, int from, int end) {
        int i = from;
        while (i < end && s[i] == ' ') {
            i++;
        }
        if (offsetColumn(s, i, end)) {
            return i + 11;
        }
        int d = i;
        while (d < end && d - i < 10 && s[d] >= '0' && s[d] <= '9') {
            d++;
        }
        if (d == i) {
            return from;
        }
        if (d < end && s[d] == ':') {
            return d + 1;
        }
        int h = d;
        while (h < end && s[h] == ' ') {
            h++;
        }
        return h > d && offsetColumn(s, h, end) ? h + 11 : from;
    }

    /** {@link #offsetColumn(String, int, int)} in a character array. */
    private static boolean offsetColumn(char[] s, int i, int end) {
        if (i + 11 > end || s[i] != '0' || s[i + 1] != 'x' || s[i + 10] != ':') {
            return false;
        }
        for (int k = i + 2; k < i + 10; k++) {
            char c = s[k];
            if (!(c >= '0' && c <= '9' || c >= 'A' && c <= 'F')) {
                return false;
            }
        }
        return true;
    }

    /** Where a {@code //} comment starts (outside a quoted printf text), or the line's length. */
    static int commentStart(String line, int from) {
        return commentStart(line, from, line.length());
    }

    /** {@link #commentStart(String, int)} within {@code s[from, end)}: an index into s, {@code end} for none. */
    static int commentStart(String s, int from, int end) {
        boolean quoted = false;
        for (int i = from; i < end; i++) {
            char c = s.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && c == '/' && i + 1 < end && s.charAt(i + 1) == '/') {
                return i;
            }
        }
        return end;
    }

    /** {@link #commentStart(String, int)} within {@code s[from, end)}: an index into s, {@code end} for none. */
    static int commentStart(char[] s, int from, int end) {
        boolean quoted = false;
        for (int i = from; i < end; i++) {
            char c = s[i];
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && c == '/' && i + 1 < end && s[i + 1] == '/') {
                return i;
            }
        }
        return end;
    }

    private static int braces(char[] s, int a, int b) {
        int d = 0;
        for (int i = a; i < b; i++) {
            char c = s[i];
            d += c == '{' ? 1 : c == '}' ? -1 : 0;
        }
        return d;
    }

    /** The version of a line {@code ps_5_0} (Shader Model 4 or 5 only), or null. */
    static ProgramVersion versionLine(String line, int a, int b) {
        if (b - a != 6 || line.charAt(a + 2) != '_' || line.charAt(a + 4) != '_') {
            return null;
        }
        String prefix = line.substring(a, a + 2);
        int major = line.charAt(a + 3) - '0';
        int minor = line.charAt(a + 5) - '0';
        if (major < 4 || major > 5 || minor < 0 || minor > 1) {
            return null;
        }
        for (ProgramType t : ProgramType.values()) {
            if (t.prefix().equals(prefix)) {
                return new ProgramVersion(t, major, minor);
            }
        }
        return null;
    }
}
