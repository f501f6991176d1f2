package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.dxil.listing.DxilListing;
import dev.dxkit.dxil.DxilInfo;
import dev.dxkit.dxil.EntryPoint;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.HashPart;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What {@code dxkit info} says about a DXIL container: shader model, kind, entry points and the HASH part. */
final class DxilSummary {
    private DxilSummary() {
    }

    /** The summary of {@code c}'s DXIL module, or empty for a container without a DXIL part. */
    static Optional<Map<String, Object>> of(Container c) {
        Optional<PartEntry> dxil = c.part("DXIL");
        if (dxil.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Object> m = new LinkedHashMap<>();
        Part part = PartDecoder.decode("DXIL", dxil.get().data());
        if (!(part instanceof DxilProgramPart program)) {
            m.put("error", ((dev.dxkit.part.RawPart) part).reason());
            return Optional.of(m);
        }
        m.put("dxilVersion", program.dxilMajor() + "." + program.dxilMinor());
        try {
            DxilInfo info = DxilListing.info(program);
            m.put("shaderModel", info.model() == null ? "?" : info.model().profile());
            m.put("kind", info.model() == null || info.model().kind() == null ? "?" : info.model().kind().label);
            List<Object> entries = new ArrayList<>();
            for (EntryPoint e : info.entryPoints()) {
                if (e.function().isEmpty()) {
                    continue; // a library's first entry only carries its resources
                }
                Map<String, Object> em = new LinkedHashMap<>();
                em.put("function", e.function());
                em.put("kind", e.kind() == null ? "?" : e.kind().label);
                entries.add(em);
            }
            m.put("entryPoints", entries);
            m.put("resources", info.resources().size());
        } catch (DxFormatException e) {
            m.put("error", e.getMessage());
        }
        // plain code, not ifPresent's lambda: the first lambda of a run bootstraps java.lang.invoke
        Optional<dev.dxkit.container.PartEntry> h = c.part("HASH");
        if (h.isPresent() && PartDecoder.decode("HASH", h.get().data()) instanceof HashPart hash) {
            m.put("hash", hash.digest().hex());
            m.put("hashState", (hash.flags() & HashPart.INCLUDES_SOURCE) != 0 ? "includes source"
                    : hash.verifies(program) ? "verified" : "mismatch");
        }
        return Optional.of(m);
    }

    /** Prints the summary under {@code dxkit info}'s other lines. */
    static void print(java.io.PrintWriter out, Map<String, Object> m) {
        if (m.containsKey("shaderModel")) {
            out.println("  shader    " + m.get("shaderModel") + " (" + m.get("kind") + "), DXIL " + m.get("dxilVersion"));
        }
        if (m.containsKey("error")) {
            out.println("  module    unreadable: " + m.get("error"));
        }
        if (m.get("entryPoints") instanceof List<?> entries) {
            out.println("  entries   " + entries.size());
            for (Object o : entries) {
                Map<?, ?> e = (Map<?, ?>) o;
                out.println("    " + printable(String.valueOf(e.get("function"))) + "  " + e.get("kind"));
            }
        }
        if (m.containsKey("hash")) {
            out.println("  hash      " + m.get("hash") + " " + m.get("hashState"));
        }
    }

    /** A mangled name's control characters ("\01?RayGen@@YAXXZ") shown as LLVM escapes them. */
    private static String printable(String s) {
        StringBuilder sb = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if (ch < 0x20 || ch == 0x7F) {
                sb.append('\\').append(Character.toUpperCase(Character.forDigit(ch >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(ch & 15, 16)));
            } else {
                sb.append(ch);
            }
        }
        return sb.toString();
    }
}
