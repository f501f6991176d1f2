package dev.dxkit.census;

import dev.dxkit.io.Bytes;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The programs of a census one row each ({@code census --list}), as aligned text, CSV (RFC 4180, "\r\n") or
 * JSON (schema "dxkit-census-list/1", {@code docs/census-schema.md}). Rows are in path order; a program whose
 * sha256 an earlier row has is a copy, and names the first such row's path ("copy of").
 */
public final class ProgramList {
    /** The schema name written in the JSON form's "schema" field. */
    public static final String SCHEMA = "dxkit-census-list/1";

    private static final String[] HEADER = {"path", "group", "sha256", "kind", "target", "part set", "digest",
        "size", "instructions", "dx.op calls", "copy of"};
    private static final boolean[] RIGHT = {false, false, false, false, false, false, false, true, true, true, false};

    private ProgramList() {
    }

    /** The sha256 of {@code data} in lower-case hex. */
    static String sha256(Bytes data) {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
        md.update(data.array(), data.arrayOffset(), data.size());
        StringBuilder sb = new StringBuilder(64);
        for (byte b : md.digest()) {
            sb.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
        }
        return sb.toString();
    }

    /** For each row, the path of the first earlier row with the same sha256, or null when it is the first. */
    public static List<String> copyOf(List<ProgramEntry> rows) {
        Map<String, String> first = new HashMap<>();
        List<String> out = new ArrayList<>(rows.size());
        for (ProgramEntry p : rows) {
            out.add(first.putIfAbsent(p.sha256(), p.path()));
        }
        return out;
    }

    private static String[] cells(ProgramEntry p, String copyOf) {
        return new String[] {p.path(), p.group(), p.sha256(), p.kind(), p.target(), p.partSet(), p.digest(),
            Long.toString(p.size()), p.instructions() < 0 ? "" : Long.toString(p.instructions()),
            p.dxOpCalls() < 0 ? "" : Long.toString(p.dxOpCalls()), copyOf == null ? "" : copyOf};
    }

    /** Aligned columns, the last one unpadded; lines end with "\n". */
    public static String text(List<ProgramEntry> rows) {
        List<String> copies = copyOf(rows);
        List<String[]> all = new ArrayList<>();
        all.add(HEADER);
        for (int i = 0; i < rows.size(); i++) {
            all.add(cells(rows.get(i), copies.get(i)));
        }
        int[] width = new int[HEADER.length];
        for (String[] r : all) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String[] r : all) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                if (i > 0) {
                    line.append("  ");
                }
                String pad = i == r.length - 1 ? "" : " ".repeat(width[i] - r[i].length());
                line.append(RIGHT[i] ? pad + r[i] : r[i] + pad);
            }
            int end = line.length();
            while (end > 0 && line.charAt(end - 1) == ' ') {
                end--;
            }
            sb.append(line, 0, end).append('\n');
        }
        return sb.toString();
    }

    /** A header line, then a line per program: {@code path,group,sha256,kind,target,partSet,digest,size,instructions,dxOpCalls,copyOf}. */
    public static String csv(List<ProgramEntry> rows) {
        List<String> copies = copyOf(rows);
        StringBuilder sb = new StringBuilder(
                "path,group,sha256,kind,target,partSet,digest,size,instructions,dxOpCalls,copyOf\r\n");
        for (int i = 0; i < rows.size(); i++) {
            String[] c = cells(rows.get(i), copies.get(i));
            for (int k = 0; k < c.length; k++) {
                sb.append(k == 0 ? "" : ",").append(CensusCsv.field(c[k]));
            }
            sb.append("\r\n");
        }
        return sb.toString();
    }

    /**
     * {@code {"programs": [...], "schema": "dxkit-census-list/1"}}, each program an object with sorted keys;
     * {@code instructions} and {@code dxOpCalls} null where they do not apply, {@code copyOf} null for a first.
     */
    public static String json(List<ProgramEntry> rows) {
        List<String> copies = copyOf(rows);
        StringBuilder sb = new StringBuilder("{\n  \"programs\": [");
        for (int i = 0; i < rows.size(); i++) {
            ProgramEntry p = rows.get(i);
            String copy = copies.get(i);
            sb.append(i == 0 ? "\n" : ",\n").append("    {\"copyOf\": ")
                    .append(copy == null ? "null" : CensusJson.string(copy))
                    .append(", \"digest\": ").append(CensusJson.string(p.digest()))
                    .append(", \"dxOpCalls\": ").append(p.dxOpCalls() < 0 ? "null" : Long.toString(p.dxOpCalls()))
                    .append(", \"group\": ").append(CensusJson.string(p.group()))
                    .append(", \"instructions\": ")
                    .append(p.instructions() < 0 ? "null" : Long.toString(p.instructions()))
                    .append(", \"kind\": ").append(CensusJson.string(p.kind()))
                    .append(", \"partSet\": ").append(CensusJson.string(p.partSet()))
                    .append(", \"path\": ").append(CensusJson.string(p.path()))
                    .append(", \"sha256\": ").append(CensusJson.string(p.sha256()))
                    .append(", \"size\": ").append(p.size())
                    .append(", \"target\": ").append(CensusJson.string(p.target())).append('}');
        }
        sb.append(rows.isEmpty() ? "],\n" : "\n  ],\n");
        sb.append("  \"schema\": ").append(CensusJson.string(SCHEMA)).append("\n}\n");
        return sb.toString();
    }
}
