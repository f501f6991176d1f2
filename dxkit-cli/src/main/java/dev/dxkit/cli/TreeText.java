package dev.dxkit.cli;

import java.util.List;
import java.util.Map;

/**
 * Renders a part tree (maps, lists, scalars) as indented text: {@code key: value} for scalars, a nested block
 * for maps, {@code - } items for lists; a list of scalars stays on one line.
 */
final class TreeText {
    private TreeText() {
    }

    static String render(Object tree) {
        StringBuilder sb = new StringBuilder();
        value(sb, tree, 0);
        return sb.toString();
    }

    private static void value(StringBuilder sb, Object v, int indent) {
        if (v instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append("  ".repeat(indent)).append(e.getKey()).append(':');
                Object x = e.getValue();
                if (isBlock(x)) {
                    sb.append('\n');
                    value(sb, x, indent + 1);
                } else {
                    sb.append(' ').append(scalar(x)).append('\n');
                }
            }
        } else if (v instanceof List<?> l) {
            for (Object x : l) {
                if (x instanceof Map<?, ?> m && !m.isEmpty()) {
                    // YAML-like: the item's first key goes on the dash's line
                    int at = sb.length();
                    value(sb, x, indent + 1);
                    sb.replace(at + 2 * indent, at + 2 * indent + 2, "- ");
                    continue;
                }
                sb.append("  ".repeat(indent)).append('-');
                if (isBlock(x)) {
                    sb.append('\n');
                    value(sb, x, indent + 1);
                } else {
                    sb.append(' ').append(scalar(x)).append('\n');
                }
            }
        } else {
            sb.append("  ".repeat(indent)).append(scalar(v)).append('\n');
        }
    }

    private static boolean isBlock(Object x) {
        return x instanceof Map<?, ?> m && !m.isEmpty()
                || x instanceof List<?> l && l.stream().anyMatch(y -> y instanceof Map || y instanceof List);
    }

    private static String scalar(Object x) {
        if (x instanceof List<?> l) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < l.size(); i++) {
                sb.append(i > 0 ? ", " : "").append(scalar(l.get(i)));
            }
            return sb.append(']').toString();
        }
        if (x instanceof Map<?, ?>) {
            return "{}";
        }
        if (x instanceof String s) {
            return s.isEmpty() || s.chars().anyMatch(ch -> ch < 0x20 || ch == '"') || !s.strip().equals(s)
                    ? '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"' : s;
        }
        return String.valueOf(x);
    }
}
