package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.diff.Interface;
import dev.dxkit.diff.TreeDiff;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.hash.ShaderHashes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.PartDecoder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code dxkit diff A B}: two files (parts, decoded fields, listings) or two folders (every program paired and
 * classed, {@link TreeDiff}).
 */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = "Compare two shaders (parts, fields, listings) or two builds (every program paired and classed).")
final class DiffCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A", description = "The old file or folder.")
    String a;

    @Parameters(index = "1", paramLabel = "B", description = "The new file or folder.")
    String b;

    @Option(names = "--json", description = "Write JSON (same as --format json).")
    boolean json;

    @Option(names = "--format", paramLabel = "FMT", defaultValue = "text",
            description = "text (default), json, md, csv or html (folders); text or json (files).")
    String format;

    @Option(names = "--map", paramLabel = "KIND", arity = "0..1", fallbackValue = "fnv",
            description = "Folders: print 'OLD NEW' hash lines for every pair instead (fnv by default; any --kind of dxkit hash).")
    String map;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", defaultValue = "-", description = "Where to write (default stdout).")
    String out;

    @Override
    public Integer call() throws IOException {
        String fmt = json ? "json" : format.toLowerCase(Locale.ROOT);
        if (!List.of("text", "json", "md", "csv", "html").contains(fmt)) {
            throw new Main.UsageException("--format is text, json, md, csv or html; got \"" + format + "\"");
        }
        StripCommand.refuseOverInput(a, out);
        StripCommand.refuseOverInput(b, out);
        Path pa = Path.of(a);
        Path pb = Path.of(b);
        String text;
        if (Files.isDirectory(pa) && Files.isDirectory(pb)) {
            text = folders(pa, pb, fmt);
        } else if (Files.isDirectory(pa) || Files.isDirectory(pb)) {
            throw new Main.UsageException("compare two files or two folders, not a file with a folder");
        } else {
            if (map != null) {
                throw new Main.UsageException("--map is for two folders");
            }
            text = files(fmt);
        }
        Io.write(out, text.getBytes(StandardCharsets.UTF_8));
        return Main.OK;
    }

    // ---- two folders

    private String folders(Path pa, Path pb, String fmt) throws IOException {
        ShaderHashes.Kind mapKind = null;
        if (map != null) {
            try {
                mapKind = ShaderHashes.Kind.valueOf(map.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new Main.UsageException("--map takes sha256, digest, fnv, bytecode or program; got \"" + map + "\"");
            }
        }
        List<TreeDiff.Entry> olds = entries(pa);
        List<TreeDiff.Entry> news = entries(pb);
        Set<TreeDiff.Entry> oldIds = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        oldIds.addAll(olds);
        TreeDiff.Result r = TreeDiff.diff(olds, news, e -> iface(e, oldIds.contains(e) ? pa : pb));
        if (mapKind != null) {
            StringBuilder sb = new StringBuilder();
            for (TreeDiff.Pair p : r.pairs()) {
                if (p.old() != null && p.neu() != null) {
                    String o = ShaderHashes.of(mapKind, Files.readAllBytes(pa.resolve(p.old().path()))).orElse("-");
                    String n = ShaderHashes.of(mapKind, Files.readAllBytes(pb.resolve(p.neu().path()))).orElse("-");
                    sb.append(o).append(' ').append(n).append('\n');
                }
            }
            return sb.toString();
        }
        return DiffReport.render(r, fmt, a, b);
    }

    /** Every file under {@code root} with its hashes, path relative to the root with '/' separators. */
    static List<TreeDiff.Entry> entries(Path root) throws IOException {
        List<TreeDiff.Entry> out = new ArrayList<>();
        for (Path p : Io.walk(List.of(root.toString()))) {
            byte[] data = Io.read(p.toString());
            String rel = root.relativize(p).toString().replace('\\', '/');
            out.add(new TreeDiff.Entry(rel, data.length, ShaderHashes.sha256(data), ShaderHashes.program(data)));
        }
        return out;
    }

    private final Map<String, Interface> interfaceCache = new java.util.HashMap<>();

    private Interface iface(TreeDiff.Entry e, Path root) {
        Path file = root.resolve(e.path());
        return interfaceCache.computeIfAbsent(file.toString(), k -> interfaceOf(file, e.sha256()));
    }

    static Interface interfaceOf(Path file, String sha256) {
        byte[] data;
        try {
            data = Files.readAllBytes(file);
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
        if (Container.looksLikeContainer(data)) {
            try {
                return Interface.of(Container.read(data));
            } catch (DxFormatException ex) {
                // falls through: a damaged container pairs by hash alone
            }
        }
        // not a container: no interface to pair by (a unique feature keeps it from pairing with anything)
        return new Interface("file", Set.of("unique:" + sha256));
    }

    // ---- two files

    private String files(String fmt) throws IOException {
        byte[] da = Io.read(a);
        byte[] db = Io.read(b);
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("a", a);
        doc.put("b", b);
        doc.put("identical", java.util.Arrays.equals(da, db));
        doc.put("sameProgram", ShaderHashes.program(da).equals(ShaderHashes.program(db)));
        Map<String, Object> hashes = new LinkedHashMap<>();
        for (ShaderHashes.Kind k : ShaderHashes.Kind.values()) {
            hashes.put(k.label(), List.of(ShaderHashes.of(k, da).orElse("-"), ShaderHashes.of(k, db).orElse("-")));
        }
        doc.put("hashes", hashes);
        Container ca = Container.looksLikeContainer(da) ? PartCommand.load(a, da) : null;
        Container cb = Container.looksLikeContainer(db) ? PartCommand.load(b, db) : null;
        List<Object> parts = new ArrayList<>();
        Map<String, Object> fields = new LinkedHashMap<>();
        if (ca != null && cb != null) {
            Set<String> kinds = new LinkedHashSet<>();
            ca.parts().forEach(p -> kinds.add(p.kind()));
            cb.parts().forEach(p -> kinds.add(p.kind()));
            for (String k : kinds) {
                PartEntry x = ca.part(k).orElse(null);
                PartEntry y = cb.part(k).orElse(null);
                Map<String, Object> pm = new LinkedHashMap<>();
                pm.put("kind", k);
                pm.put("sizeA", x == null ? null : x.size());
                pm.put("sizeB", y == null ? null : y.size());
                String status = x == null ? "added" : y == null ? "removed" : x.data().equals(y.data()) ? "same" : "changed";
                pm.put("status", status);
                parts.add(pm);
                if (status.equals("changed")) {
                    List<String> d = UnifiedDiff.diff(fieldLines(k, x), fieldLines(k, y));
                    if (!d.isEmpty()) {
                        fields.put(k, d);
                    }
                }
            }
        }
        doc.put("parts", parts);
        doc.put("fields", fields);
        doc.put("listing", UnifiedDiff.diff(listingLines(ca, da, a), listingLines(cb, db, b)));
        if (fmt.equals("json")) {
            return Json.write(doc);
        }
        if (!fmt.equals("text")) {
            throw new Main.UsageException("two files are shown as text or json, not " + fmt);
        }
        return DiffReport.filesText(doc);
    }

    /** The decoded part as "path = value" lines, one per field. */
    static List<String> fieldLines(String kind, PartEntry p) {
        List<String> out = new ArrayList<>();
        flatten("", PartDecoder.decode(kind, p.data()).tree(), out);
        return out;
    }

    private static void flatten(String prefix, Object o, List<String> out) {
        if (o instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) {
                flatten(prefix.isEmpty() ? String.valueOf(e.getKey()) : prefix + "." + e.getKey(), e.getValue(), out);
            }
        } else if (o instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) {
                flatten(prefix + "[" + i + "]", l.get(i), out);
            }
        } else {
            out.add(prefix + " = " + o);
        }
    }

    /** The listing's lines: of a container's program, or of a raw Direct3D 9 program; none for anything else. */
    private static List<String> listingLines(Container c, byte[] data, String name) {
        if (c == null) {
            return dev.dxkit.d3d9.ShaderVersion.startsProgram(data)
                    ? List.of(DisCommand.d3d9Listing(data, DisasmFlags.NONE, name).split("\n", -1)) : List.of();
        }
        if (!(c.has("SHEX") || c.has("SHDR") || c.has("DXIL"))) {
            return List.of();
        }
        return List.of(DisCommand.listing(c, DisasmFlags.NONE, name).split("\n", -1));
    }
}
