package dev.dxkit.layering;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Dependencies point one way. Each package of dxkit-core has a floor; a class may name classes of packages on
 * lower floors only (and of its own package). The generic layers (bytes in, bitcode, multi-stream files,
 * archives) know no format; the format rooms sit on them, the parts on the formats, what prints, writes,
 * hashes and compares on the parts; the front door and reflection above those, the census on top. A new
 * package must be given a floor here, which is the moment to decide where it belongs.
 */
class LayeringTest {
    private static final Map<String, Integer> FLOOR = Map.ofEntries(
            // generic layers: no format
            Map.entry("io", 0),
            Map.entry("bitcode", 1), Map.entry("msf", 1), Map.entry("archive", 1), Map.entry("hlsl", 1),
            Map.entry("text", 1),
            // the container and the format rooms' readers
            Map.entry("container", 2), Map.entry("sm4", 2), Map.entry("d3d9", 2), Map.entry("dxil", 2),
            Map.entry("pdb", 2),
            // the parts, decoded with the formats' readers
            Map.entry("part", 3),
            // what prints, writes, hashes and compares them
            Map.entry("sm4.asm", 4), Map.entry("rootsig", 4), Map.entry("sources", 4), Map.entry("hash", 4),
            Map.entry("diff", 4), Map.entry("sm4.decompile", 4), Map.entry("d3d9.decompile", 4),
            Map.entry("part.listing", 4), Map.entry("d3d9.listing", 4),
            // the listings that compose the parts' text with a program's (and the debug annotations)
            Map.entry("sm4.listing", 5), Map.entry("dxil.listing", 5),
            // the front door and reflection, over the listings
            Map.entry("shader", 6), Map.entry("reflect", 6),
            // the survey of a whole collection
            Map.entry("census", 7));

    private static final Pattern NAMED = Pattern.compile("\\bdev\\.dxkit\\.([a-z0-9]+(?:\\.[a-z0-9]+)*)\\.[A-Z]");

    @Test
    void everyPackageNamesOnlyLowerFloors() throws IOException {
        Path root = Path.of("src/main/java/dev/dxkit");
        assertTrue(Files.isDirectory(root), "run from dxkit-core: " + root.toAbsolutePath());
        List<String> wrong = new ArrayList<>();
        Map<String, TreeSet<String>> uses = new TreeMap<>();
        List<Path> sources;
        try (Stream<Path> s = Files.walk(root)) {
            sources = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        for (Path f : sources) {
            String pkg = root.relativize(f.getParent()).toString().replace('/', '.').replace('\\', '.');
            if (!FLOOR.containsKey(pkg)) {
                wrong.add(pkg + " has no floor in LayeringTest (" + f + ")");
                continue;
            }
            Matcher m = NAMED.matcher(Files.readString(f));
            while (m.find()) {
                String dep = m.group(1);
                if (dep.equals(pkg)) {
                    continue;
                }
                uses.computeIfAbsent(pkg, k -> new TreeSet<>()).add(dep);
                Integer floor = FLOOR.get(dep);
                if (floor == null || floor >= FLOOR.get(pkg)) {
                    wrong.add(f.getFileName() + " (" + pkg + ", floor " + FLOOR.get(pkg) + ") names dev.dxkit." + dep
                            + (floor == null ? ", which has no floor" : " on floor " + floor));
                }
            }
        }
        assertEquals(List.of(), wrong, "dependencies that point up or sideways; the packages' uses: " + uses);
        assertTrue(uses.size() > 15, uses.toString());
    }
}
