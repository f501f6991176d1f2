package dev.dxkit.census;

import java.util.Map;
import java.util.TreeMap;

/**
 * The census as JSON, following {@code docs/census-schema.md} (schema "dxkit-census/1"): every object's keys
 * in sorted order, every measure and every table present in the total and in each group (a table with no
 * counts is {@code {}}), so the output is a function of the files alone. Written by hand: the library has
 * no dependencies, and the shape is only objects, strings and whole numbers.
 */
public final class CensusJson {
    /** The schema name written in the "schema" field. */
    public static final String SCHEMA = "dxkit-census/1";

    private CensusJson() {
    }

    /**
     * {@return the census as JSON, in the schema {@code docs/census-schema.md} describes}
     * @param c the census
     */
    public static String json(Census c) {
        StringBuilder sb = new StringBuilder();
        sb.append("{\n");
        sb.append("  \"carve\": ").append(c.carve()).append(",\n");
        sb.append("  \"dxOpNames\": {");
        boolean firstName = true;
        for (String key : c.total().table(Table.DX_OPS).byKey().keySet()) {
            java.util.Optional<String> name = CensusReport.opName(key);
            if (name.isPresent()) {
                sb.append(firstName ? "\n" : ",\n").append("    ").append(string(key)).append(": ")
                        .append(string(name.get()));
                firstName = false;
            }
        }
        sb.append(firstName ? "},\n" : "\n  },\n");
        sb.append("  \"groupBy\": ").append(string(new CensusReport(c).groupByLabel())).append(",\n");
        sb.append("  \"groups\": {");
        boolean first = true;
        for (Map.Entry<String, Tally> e : c.groups().entrySet()) {
            sb.append(first ? "\n" : ",\n");
            first = false;
            sb.append("    ").append(string(e.getKey())).append(": ");
            tally(sb, e.getValue(), "    ");
        }
        sb.append(first ? "},\n" : "\n  },\n");
        sb.append("  \"refused\": [");
        first = true;
        for (Refusal r : c.refused()) {
            sb.append(first ? "\n" : ",\n");
            first = false;
            sb.append("    {\"group\": ").append(string(r.group())).append(", \"path\": ").append(string(r.path()))
                    .append(", \"reason\": ").append(string(r.reason()))
                    .append(", \"where\": ").append(string(r.where())).append('}');
        }
        sb.append(first ? "],\n" : "\n  ],\n");
        sb.append("  \"roots\": [");
        for (int i = 0; i < c.roots().size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(string(c.roots().get(i)));
        }
        sb.append("],\n");
        sb.append("  \"schema\": ").append(string(SCHEMA)).append(",\n");
        sb.append("  \"total\": ");
        tally(sb, c.total(), "  ");
        sb.append("\n}\n");
        return sb.toString();
    }

    private static void tally(StringBuilder sb, Tally t, String indent) {
        String in1 = indent + "  ";
        String in2 = in1 + "  ";
        sb.append("{\n").append(in1).append("\"measures\": {");
        TreeMap<String, Long> measures = new TreeMap<>();
        for (Measure m : Measure.values()) {
            measures.put(m.key(), t.get(m));
        }
        object(sb, measures, in2, in1);
        sb.append(",\n").append(in1).append("\"tables\": {");
        TreeMap<String, Table> tables = new TreeMap<>();
        for (Table table : Table.values()) {
            tables.put(table.key(), table);
        }
        boolean first = true;
        for (Map.Entry<String, Table> e : tables.entrySet()) {
            sb.append(first ? "\n" : ",\n");
            first = false;
            sb.append(in2).append(string(e.getKey())).append(": {");
            object(sb, t.table(e.getValue()).byKey(), in2 + "  ", in2);
        }
        sb.append('\n').append(in1).append("}\n").append(indent).append('}');
    }

    private static void object(StringBuilder sb, TreeMap<String, Long> m, String inner, String outer) {
        if (m.isEmpty()) {
            sb.append('}');
            return;
        }
        boolean first = true;
        for (Map.Entry<String, Long> e : m.entrySet()) {
            sb.append(first ? "\n" : ",\n");
            first = false;
            sb.append(inner).append(string(e.getKey())).append(": ").append(e.getValue());
        }
        sb.append('\n').append(outer).append('}');
    }

    /** {@code s} as a JSON string literal. */
    static String string(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        sb.append(String.format("\\u%04x", (int) ch));
                    } else {
                        sb.append(ch);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
