package dev.dxkit.rootsig;

import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.RootSignaturePart;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Compiles HLSL root-signature text to an RTS0 part byte-identical to DXC's ({@code dxc -T rootsig_1_x -E NAME}).
 *
 * <p>The source is either an HLSL file whose {@code #define NAME "…"} holds the root signature (expanded as DXC
 * expands it, see {@link Defines}), or, when the file has no {@code #define}, the bare root-signature text:
 * as is (tabs and line ends count as spaces), or as string literals, joined. Errors are {@link DxFormatException}s in DXC's form,
 * {@code FILE:LINE:COLUMN: error: root signature error - MESSAGE}: for an HLSL file at the macro's name, as DXC
 * reports them; for bare text at the token the message is about.
 */
public final class RootSignatureCompiler {
    private static final Pattern DEFINE = Pattern.compile("(?m)^[ \\t]*#[ \\t]*define\\b");
    private static final String PREFIX = "error: root signature error - ";

    private RootSignatureCompiler() {
    }

    /**
     * Compiles {@code source} (the bytes of {@code file}) for {@code version} (1 = 1.0, 2 = 1.1, 3 = 1.2: DXC has
     * no 1.2 target; dxkit takes static-sampler {@code flags} there). {@code name}
     * is the macro holding the root signature; null takes the file's only {@code #define}.
     */
    public static RootSignaturePart compile(String file, byte[] source, String name, int version) {
        if (version < 1 || version > 3) {
            throw new IllegalArgumentException("root signature version 1 (1.0), 2 (1.1) or 3 (1.2), not " + version);
        }
        String read = new String(source, StandardCharsets.ISO_8859_1); // DXC reads bytes, one char each
        // clang skips a UTF-8 byte-order mark, and its columns do not count it
        String text = read.startsWith("\u00ef\u00bb\u00bf") ? read.substring(3) : read;
        if (!DEFINE.matcher(text).find()) {
            if (name != null) {
                int[] end = end(text);
                throw DxFormatException.inText(file, end[0], end[1], PREFIX + "undeclared identifier " + name);
            }
            if (startsQuoted(text)) {
                return quoted(file, text, version);
            }
            String bare = text.replace('\t', ' ').replace('\r', ' ').replace('\n', ' ');
            return compile(file, bare, version, at -> position(text, at));
        }
        Defines defines;
        try {
            defines = Defines.read(text);
        } catch (Defines.Failure f) {
            throw DxFormatException.inText(file, f.line, f.column, (f.fatal ? "" : "error: ") + utf8(f.getMessage()));
        }
        Defines.Macro macro = name != null ? defines.macros().get(name) : only(file, defines);
        if (macro == null) {
            int[] end = end(text);
            throw DxFormatException.inText(file, end[0], end[1], PREFIX + "undeclared identifier " + name);
        }
        int[] at = {macro.line(), macro.column()};
        String place = macro.file() != null ? macro.file() : file; // a #line directive renames the file
        String rs;
        try {
            rs = defines.expand(macro.name());
        } catch (Defines.Failure f) {
            throw DxFormatException.inText(place, f.line, f.column, (f.fatal ? "" : "error: ") + utf8(f.getMessage()));
        }
        return compile(place, rs, version, ignored -> at);
    }

    /** Compiles the root-signature string itself, as DXC's parser receives it; errors name {@code <string>:1:COLUMN}. */
    public static RootSignaturePart compileString(String rs, int version) {
        return compile("<string>", rs, version, at -> new int[] {1, at + 1});
    }

    private interface Locator {
        int[] at(int index);
    }

    private static RootSignaturePart compile(String file, String rs, int version, Locator where) {
        Parser.Result r;
        try {
            r = Parser.parse(rs, version);
        } catch (Parser.Failure f) {
            int[] at = where.at(f.at);
            throw DxFormatException.inText(file, at[0], at[1], PREFIX + utf8(f.getMessage()));
        }
        String broken = Verifier.check(r.flags(), r.parameters(), r.samplers());
        if (broken != null) {
            int[] at = where.at(0);
            throw DxFormatException.inText(file, at[0], at[1], PREFIX + broken);
        }
        RootSignaturePart part = RootSignatureWriter.write(version, r.flags(), r.parameters(), r.samplers());
        if (!readsBack(part)) {
            int[] at = where.at(0);
            throw DxFormatException.inText(file, at[0], at[1], "error: root signature validation errors"
                    + " (DXC's validator refuses a descriptor table without ranges that ends the part)");
        }
        return part;
    }

    /**
     * DXC validates what it wrote by reading it back, and its reader wants a whole range's bytes at a table's
     * ranges offset even when the table has none: a table without ranges near the end of the part is refused.
     */
    private static boolean readsBack(RootSignaturePart part) {
        int rangeSize = part.version() == 1 ? 20 : 24;
        dev.dxkit.io.ByteReader r = part.bytes().reader("RTS0");
        for (int i = 0; i < part.parameters().size(); i++) {
            if (part.parameters().get(i).type() == 0 && part.parameters().get(i).ranges().isEmpty()) {
                int payload = r.i32At(24 + 12 * i + 8);
                if ((long) r.i32At(payload + 4) + rangeSize > part.bytes().size()) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Bare text written as string literals ({@code "RootFlags(0), " "CBV(b0)"}, over lines, comments between): the
     * literals joined as DXC joins them in a macro, escapes left as they are; errors at the token's own place.
     */
    private static RootSignaturePart quoted(String file, String text, int version) {
        StringBuilder rs = new StringBuilder();
        List<Integer> from = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                i++;
            } else if (text.startsWith("//", i)) {
                int eol = text.indexOf('\n', i);
                i = eol < 0 ? text.length() : eol;
            } else if (text.startsWith("/*", i)) {
                int close = text.indexOf("*/", i + 2);
                i = close < 0 ? text.length() : close + 2;
            } else if (c == '"') {
                int start = i++;
                while (i < text.length() && text.charAt(i) != '"' && text.charAt(i) != '\n') {
                    if (text.charAt(i) == '\\' && i + 1 < text.length() && text.charAt(i + 1) != '\n') {
                        rs.append('\\');
                        from.add(i++);
                    }
                    rs.append(text.charAt(i));
                    from.add(i++);
                }
                if (i >= text.length() || text.charAt(i) != '"') {
                    int[] at = position(text, start);
                    throw DxFormatException.inText(file, at[0], at[1], "error: missing terminating '\"' character");
                }
                i++;
            } else {
                int[] at = position(text, i);
                throw DxFormatException.inText(file, at[0], at[1], "error: expected a string literal");
            }
        }
        int end = text.length();
        return compile(file, rs.toString(), version, at -> position(text, at < from.size() ? from.get(at) : end));
    }

    /**
     * A message quoting the source (one char per byte) as DXC writes it, byte for byte: where those bytes are UTF-8,
     * the characters they spell; otherwise each byte as its Latin-1 character (DXC writes the byte itself).
     */
    private static String utf8(String message) {
        byte[] bytes = message.getBytes(StandardCharsets.ISO_8859_1);
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            return message;
        }
    }

    /** Whether the first thing after white space and comments is a string literal. */
    private static boolean startsQuoted(String text) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                i++;
            } else if (text.startsWith("//", i)) {
                int eol = text.indexOf('\n', i);
                i = eol < 0 ? text.length() : eol;
            } else if (text.startsWith("/*", i)) {
                int close = text.indexOf("*/", i + 2);
                i = close < 0 ? text.length() : close + 2;
            } else {
                return c == '"';
            }
        }
        return false;
    }

    private static Defines.Macro only(String file, Defines defines) {
        List<Defines.Macro> all = new ArrayList<>(defines.macros().values());
        if (all.size() == 1) {
            return all.get(0);
        }
        List<String> names = new ArrayList<>();
        for (Defines.Macro m : all) {
            names.add(m.name());
        }
        throw DxFormatException.inText(file, 1, 1, "error: " + all.size() + " macros are defined (" + String.join(", ", names)
                + "); name the one holding the root signature");
    }

    /** The line and column (from 1) of {@code index} in {@code text}. */
    private static int[] position(String text, int index) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < index && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new int[] {line, index - lineStart + 1};
    }

    /** Where clang puts the end of a file: on its last newline if it ends with one, else just past its end. */
    private static int[] end(String text) {
        if (text.endsWith("\n")) {
            return position(text, text.length() - 1);
        }
        return position(text, text.length());
    }
}
