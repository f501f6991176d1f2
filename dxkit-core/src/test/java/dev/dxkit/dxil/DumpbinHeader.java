package dev.dxkit.dxil;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code dxc -dumpbin} prints about a container that the DXIL module also says: the comment header's
 * signature tables, resource bindings and shader hash, and from the IR text the shader model and the entry
 * points of {@code !dx.entryPoints}. A test-side parser: it reads Microsoft's text, it does not produce it.
 */
final class DumpbinHeader {
    /** One signature table row, columns as printed. */
    record SigRow(String name, int index, String mask, String register, String sysValue, String format) {
    }

    /** One resource binding row, columns as printed. */
    record BindRow(String name, String type, String format, String dim, String id, String bind, String count) {
    }

    /** An entry of !dx.entryPoints: the function symbol ("" for null), the name, the shader-kind tag or -1. */
    record Entry(String function, String name, long kindTag) {
    }

    final Map<String, List<SigRow>> signatures = new HashMap<>();
    final List<BindRow> bindings = new ArrayList<>();
    boolean hasBindings;
    String hash;
    String model;
    final List<Entry> entries = new ArrayList<>();

    private static final Pattern MD_LINE = Pattern.compile("^!(\\d+) = (?:distinct )?!\\{(.*)\\}$");

    static DumpbinHeader parse(String text) {
        DumpbinHeader h = new DumpbinHeader();
        String[] lines = text.split("\n", -1);
        String table = null;
        boolean inBindings = false;
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (!l.startsWith(";")) {
                if (!l.isEmpty() && !l.startsWith("target")) {
                    break; // the comment header ends where the IR starts
                }
                continue;
            }
            if (l.equals("; Pipeline Runtime Information: ")) {
                table = null;
                // the PSV section repeats "Input signature:" in another layout: stop reading signature tables
                for (; i < lines.length && !lines[i].startsWith("; Resource Bindings:")
                        && !lines[i].startsWith("; Buffer Definitions:"); i++) {
                    if (lines[i].startsWith("; shader hash: ")) {
                        h.hash = lines[i].substring(15).trim();
                    }
                }
                i--;
                continue;
            }
            if (l.startsWith("; shader hash: ")) {
                h.hash = l.substring(15).trim();
            } else if (l.equals("; Input signature:") || l.equals("; Output signature:")
                    || l.equals("; Patch Constant signature:")) {
                table = l.substring(2, l.indexOf(' ', 2));
                h.signatures.put(table, new ArrayList<>());
                inBindings = false;
            } else if (l.equals("; Resource Bindings:")) {
                inBindings = true;
                h.hasBindings = true;
                table = null;
            } else if (l.startsWith("; ---") || l.startsWith("; Name ") || l.equals(";") || l.equals("; no parameters")) {
                if (l.equals(";") && inBindings && !h.bindings.isEmpty()) {
                    // the blank comment after the rows ends the table
                    inBindings = false;
                }
                continue;
            } else if (l.endsWith(":") || l.startsWith("; shader ")) {
                inBindings = false;
                table = null;
            } else if (table != null && sigRow(l.substring(2)) != null) {
                h.signatures.get(table).add(sigRow(l.substring(2)));
            } else if (inBindings && !l.endsWith(":") && l.substring(2).trim().split(" +").length >= 5) {
                // "; Name(30) Type(10) Format(7) Dim(11) ID(7) HLSL Bind(14) Count(6)": no column holds a blank
                // except the name, which may be empty; wide values push the columns right
                java.util.Deque<String> t = new java.util.ArrayDeque<>(List.of(l.substring(2).trim().split(" +")));
                String[] col = new String[6]; // type, format, dim, id, bind, count (filled right to left)
                String last = t.pollLast();
                if (last.endsWith("unbounded") && last.length() > 9) {
                    // "unbounded" overflows the count column and abuts the binding
                    t.addLast(last.substring(0, last.length() - 9));
                    last = "unbounded";
                }
                col[5] = last;
                col[4] = t.pollLast();
                col[3] = t.pollLast();
                String dim = t.pollLast();
                if (dim != null && dim.startsWith("invalid") && dim.length() > 7) {
                    // a wide dimension abuts the format "invalid"
                    t.addLast("invalid");
                    dim = dim.substring(7);
                }
                col[2] = dim;
                String format = t.pollLast();
                for (String type : List.of("cbuffer", "sampler", "texture", "tbuffer", "UAV")) {
                    if (format != null && format.startsWith(type) && format.length() > type.length()) {
                        // a wide format abuts the type
                        t.addLast(type);
                        format = format.substring(type.length());
                    }
                }
                col[1] = format;
                col[0] = t.pollLast();
                if (col[0] == null) {
                    continue;
                }
                String name = String.join(" ", t);
                String[] c6 = col;
                h.bindings.add(new BindRow(name, c6[0], c6[1], c6[2], c6[3], c6[4], c6[5]));
            }
        }
        Map<Integer, String> md = new HashMap<>();
        List<Integer> entryIds = new ArrayList<>();
        int modelId = -1;
        for (String l : lines) {
            Matcher m = MD_LINE.matcher(l);
            if (m.matches()) {
                md.put(Integer.parseInt(m.group(1)), m.group(2));
            } else if (l.startsWith("!dx.entryPoints = !{")) {
                for (String ref : l.substring(20, l.length() - 1).split(", ")) {
                    entryIds.add(Integer.parseInt(ref.substring(1)));
                }
            } else if (l.startsWith("!dx.shaderModel = !{!")) {
                modelId = Integer.parseInt(l.substring(21, l.length() - 1));
            }
        }
        if (modelId >= 0) {
            Matcher m = Pattern.compile("!\"(\\w+)\", i32 (\\d+), i32 (\\d+)").matcher(md.get(modelId));
            if (m.matches()) {
                h.model = m.group(1) + "_" + m.group(2) + "_" + m.group(3);
            }
        }
        for (int id : entryIds) {
            String body = md.get(id);
            String function = "";
            int at;
            if (body.startsWith("null, ")) {
                at = 6;
            } else {
                int sym = body.indexOf(" @");
                int[] end = new int[1];
                function = symbol(body, sym + 2, end);
                at = body.indexOf(", ", end[0]) + 2;
            }
            int[] end = new int[1];
            String name = body.startsWith("!\"", at) ? quoted(body, at + 2, end) : "";
            long kind = -1;
            String[] tail = body.substring(end[0]).split(", ");
            String props = tail[tail.length - 1];
            if (props.startsWith("!") && !props.startsWith("!\"")) {
                String p = md.get(Integer.parseInt(props.substring(1)));
                String[] ops = p == null ? new String[0] : p.split(", ");
                for (int k = 0; k + 1 < ops.length; k += 2) {
                    if (ops[k].equals("i32 8")) {
                        kind = Long.parseLong(ops[k + 1].substring(4));
                    }
                }
            }
            h.entries.add(new Entry(function, name, kind));
        }
        return h;
    }

    /**
     * A signature row "Name(20) Index(5) Mask(6) Register(8) SysValue(8) Format(7) Used(6)", or null if the line
     * is not one. A name longer than its column pushes the rest right; an unallocated element prints " N/A" as
     * its mask.
     */
    private static SigRow sigRow(String row) {
        int nameEnd = row.indexOf(' ');
        if (nameEnd <= 0) {
            return null;
        }
        String name = row.substring(0, nameEnd);
        int at = Math.max(20, nameEnd);
        if (row.length() < at + 1 + 5 + 1 + 6) {
            return null;
        }
        String index = row.substring(at + 1, at + 6).trim();
        if (!index.matches("\\d+")) {
            return null;
        }
        String mask = row.substring(at + 7, at + 13);
        String[] rest = row.substring(at + 13).trim().split(" +");
        if (mask.trim().equals("N/A")) {
            mask = " N/A";
        } else {
            mask = mask.substring(2);
        }
        if (rest.length < 3) {
            return null;
        }
        return new SigRow(name, Integer.parseInt(index), mask, rest[0], rest[1], rest[2]);
    }

    /** An LLVM identifier after '@': bare, or quoted with \XX escapes. */
    private static String symbol(String s, int at, int[] end) {
        if (s.charAt(at) == '"') {
            return quoted(s, at + 1, end);
        }
        int e = at;
        while (e < s.length() && s.charAt(e) != ',' && s.charAt(e) != ' ') {
            e++;
        }
        end[0] = e;
        return s.substring(at, e);
    }

    private static String quoted(String s, int at, int[] end) {
        StringBuilder sb = new StringBuilder();
        int i = at;
        while (s.charAt(i) != '"') {
            char c = s.charAt(i);
            if (c == '\\') {
                sb.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 3;
            } else {
                sb.append(c);
                i++;
            }
        }
        end[0] = i + 1;
        return sb.toString();
    }
}
