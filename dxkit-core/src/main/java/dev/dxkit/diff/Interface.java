package dev.dxkit.diff;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.Part;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SignaturePart;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A program's interface as a set of features, for pairing a changed program with its closest counterpart:
 * the program's version word (stage and model), each signature element (part, semantic, index, register,
 * mask, component type), and RDEF's bindings and constant-buffer layout (each buffer's name and size, each
 * variable's name, offset and size), read from the decoded RDEF tree.
 */
public record Interface(String stage, Set<String> features) {
    /** The interface of {@code c}; parts dxkit cannot decode add no features. */
    public static Interface of(Container c) {
        Set<String> f = new TreeSet<>();
        String stage = "?";
        for (PartEntry p : c.parts()) {
            String k = p.kind();
            if ((k.equals("SHEX") || k.equals("SHDR") || k.equals("DXIL")) && p.size() >= 4) {
                stage = k.charAt(0) == 'D' ? "dxil:" + Integer.toHexString(p.data().reader("DXIL").i32At(0) & 0xffff0)
                        : "sm4:" + Integer.toHexString(p.data().reader(k).i32At(0) & 0xffff00f0);
            }
            Part decoded;
            try {
                decoded = PartDecoder.decode(k, p.data());
            } catch (DxFormatException | IllegalArgumentException e) {
                continue;
            }
            if (decoded instanceof SignaturePart s) {
                for (SignatureElement e : s.elements()) {
                    f.add(k.substring(0, 1) + "sig:" + e.semanticName() + e.semanticIndex() + ":r" + e.register()
                            + ":m" + e.mask() + ":t" + e.componentType() + ":s" + e.stream());
                }
            } else if (k.equals("RDEF")) {
                flatten("rdef", decoded.tree(), f);
            }
        }
        f.add("stage:" + stage);
        return new Interface(stage, Set.copyOf(f));
    }

    private static void flatten(String prefix, Object o, Set<String> out) {
        if (o instanceof Map<?, ?> m) {
            Object name = m.get("name");
            String p = name != null ? prefix + "/" + name : prefix;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                String key = String.valueOf(e.getKey());
                if (key.equals("creator") || key.equals("original")) {
                    continue; // the compiler's name and raw bytes say nothing of the interface
                }
                flatten(p + "." + key, e.getValue(), out);
            }
        } else if (o instanceof java.util.List<?> l) {
            for (Object x : l) {
                flatten(prefix, x, out);
            }
        } else if (o != null) {
            out.add(prefix + "=" + o);
        }
    }

    /** Jaccard similarity of the two feature sets, 0 to 1. */
    public double similarity(Interface o) {
        if (features.isEmpty() && o.features.isEmpty()) {
            return 1;
        }
        int common = 0;
        for (String s : features) {
            if (o.features.contains(s)) {
                common++;
            }
        }
        return (double) common / (features.size() + o.features.size() - common);
    }
}
