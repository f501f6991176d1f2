package dev.dxkit.cli;

import dev.dxkit.diff.TreeDiff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The reports of {@code dxkit diff}: a summary table and a per-file list, as text, JSON, Markdown, CSV or HTML. */
final class DiffReport {
    private DiffReport() {
    }

    static String render(TreeDiff.Result r, String fmt, String a, String b) {
        return switch (fmt) {
            case "json" -> Json.write(json(r, a, b));
            case "csv" -> csv(r);
            case "md" -> md(r, a, b);
            case "html" -> html(r, a, b);
            default -> text(r, a, b);
        };
    }

    static Map<String, Object> json(TreeDiff.Result r, String a, String b) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("a", a);
        doc.put("b", b);
        Map<String, Object> summary = new LinkedHashMap<>();
        r.summary().forEach((k, v) -> summary.put(k.label(), v));
        doc.put("summary", summary);
        List<Object> files = new ArrayList<>();
        for (TreeDiff.Pair p : r.pairs()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("class", p.kind().label());
            m.put("old", p.old() == null ? null : p.old().path());
            m.put("new", p.neu() == null ? null : p.neu().path());
            m.put("by", p.by());
            m.put("score", Math.round(p.score() * 1000) / 1000.0);
            m.put("oldProgram", p.old() == null ? null : p.old().program());
            m.put("newProgram", p.neu() == null ? null : p.neu().program());
            files.add(m);
        }
        doc.put("files", files);
        return doc;
    }

    private static String score(TreeDiff.Pair p) {
        return p.kind() == TreeDiff.Kind.CHANGED ? String.format(java.util.Locale.ROOT, "%.3f", p.score()) : "";
    }

    private static String path(TreeDiff.Entry e) {
        return e == null ? "" : e.path();
    }

    static String text(TreeDiff.Result r, String a, String b) {
        StringBuilder sb = new StringBuilder();
        sb.append("diff ").append(a).append(' ').append(b).append('\n');
        r.summary().forEach((k, v) -> sb.append(String.format("  %-12s %d%n", k.label(), v)));
        sb.append('\n');
        for (TreeDiff.Pair p : r.pairs()) {
            sb.append(String.format("%-12s %s", p.kind().label(), p.old() != null ? p.old().path() : p.neu().path()));
            if (p.old() != null && p.neu() != null && !p.old().path().equals(p.neu().path())) {
                sb.append(" -> ").append(p.neu().path());
            }
            if (p.kind() == TreeDiff.Kind.CHANGED) {
                sb.append("  (by ").append(p.by()).append(", similarity ").append(score(p)).append(')');
            }
            sb.append('\n');
        }
        return sb.toString().replace("\r\n", "\n");
    }

    static String csv(TreeDiff.Result r) {
        StringBuilder sb = new StringBuilder("class,old,new,by,score\n");
        for (TreeDiff.Pair p : r.pairs()) {
            sb.append(p.kind().label()).append(',').append(csvField(path(p.old()))).append(',')
                    .append(csvField(path(p.neu()))).append(',').append(p.by()).append(',').append(score(p)).append('\n');
        }
        return sb.toString();
    }

    private static String csvField(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    static String md(TreeDiff.Result r, String a, String b) {
        StringBuilder sb = new StringBuilder("# diff `" + a + "` `" + b + "`\n\n| class | programs |\n|---|---|\n");
        r.summary().forEach((k, v) -> sb.append("| ").append(k.label()).append(" | ").append(v).append(" |\n"));
        sb.append("\n| class | old | new | by | score |\n|---|---|---|---|---|\n");
        for (TreeDiff.Pair p : r.pairs()) {
            sb.append("| ").append(p.kind().label()).append(" | ").append(mdField(path(p.old()))).append(" | ")
                    .append(mdField(path(p.neu()))).append(" | ").append(p.by()).append(" | ").append(score(p)).append(" |\n");
        }
        return sb.toString();
    }

    private static String mdField(String s) {
        return s.isEmpty() ? "" : "`" + s.replace("|", "\\|").replace("`", "'") + "`";
    }

    static String html(TreeDiff.Result r, String a, String b) {
        StringBuilder sb = new StringBuilder("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>dxkit diff</title></head><body>\n");
        sb.append("<h1>diff ").append(esc(a)).append(" ").append(esc(b)).append("</h1>\n<table>\n<tr><th>class</th><th>programs</th></tr>\n");
        r.summary().forEach((k, v) -> sb.append("<tr><td>").append(k.label()).append("</td><td>").append(v).append("</td></tr>\n"));
        sb.append("</table>\n<table>\n<tr><th>class</th><th>old</th><th>new</th><th>by</th><th>score</th></tr>\n");
        for (TreeDiff.Pair p : r.pairs()) {
            sb.append("<tr><td>").append(p.kind().label()).append("</td><td>").append(esc(path(p.old()))).append("</td><td>")
                    .append(esc(path(p.neu()))).append("</td><td>").append(p.by()).append("</td><td>").append(score(p))
                    .append("</td></tr>\n");
        }
        return sb.append("</table>\n</body></html>\n").toString();
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    @SuppressWarnings("unchecked") // the document DiffCommand.files builds
    static String filesText(Map<String, Object> doc) {
        StringBuilder sb = new StringBuilder();
        sb.append("--- ").append(doc.get("a")).append("\n+++ ").append(doc.get("b")).append('\n');
        sb.append("identical    ").append(doc.get("identical")).append('\n');
        sb.append("sameProgram  ").append(doc.get("sameProgram")).append('\n');
        ((Map<String, Object>) doc.get("hashes")).forEach((k, v) -> {
            List<String> ab = (List<String>) v;
            sb.append(String.format("%-12s %s %s %s%n", k, ab.get(0), ab.get(0).equals(ab.get(1)) ? "==" : "->", ab.get(1)));
        });
        List<Object> parts = (List<Object>) doc.get("parts");
        if (!parts.isEmpty()) {
            sb.append("parts\n    kind  sizeA     sizeB     status\n");
            for (Object o : parts) {
                Map<String, Object> m = (Map<String, Object>) o;
                sb.append(String.format("    %-5s %-9s %-9s %s%n", m.get("kind"), m.get("sizeA") == null ? "-" : m.get("sizeA"),
                        m.get("sizeB") == null ? "-" : m.get("sizeB"), m.get("status")));
            }
        }
        ((Map<String, Object>) doc.get("fields")).forEach((k, v) -> {
            sb.append("fields of ").append(k).append('\n');
            for (String line : (List<String>) v) {
                sb.append(line).append('\n');
            }
        });
        List<String> listing = (List<String>) doc.get("listing");
        if (!listing.isEmpty()) {
            sb.append("listing\n");
            for (String line : listing) {
                sb.append(line).append('\n');
            }
        }
        return sb.toString().replace("\r\n", "\n");
    }
}
