package dev.dxkit.dxil.listing;

import dev.dxkit.container.Container;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** DxilListing against dxc -dumpbin over the corpus's DXIL containers: whole listings, headers and IR. */
class DxilListingCorpusTest {
    /** The number of byte-identical listings reached; a regression fails. */
    static final int IDENTICAL = 876;

    @Test
    void listingsAgreeWithDumpbin() throws Exception {
        Path root = Path.of(System.getProperty("dxkit.shared", "../shared"), "corpus");
        assumeTrue(Files.isRegularFile(root.resolve("MANIFEST.tsv")), "no shared corpus");
        int total = 0;
        int same = 0;
        int sameHeader = 0;
        int sameIr = 0;
        Map<String, Integer> causes = new TreeMap<>();
        List<String> examples = new ArrayList<>();
        List<String> lines = Files.readAllLines(root.resolve("MANIFEST.tsv"));
        for (String line : lines.subList(1, lines.size())) {
            String[] cols = line.split("\t", -1);
            if (!cols[3].startsWith("DXIL")) {
                continue;
            }
            total++;
            Path bin = root.resolve(cols[0]);
            String name = cols[0].replaceAll("\\.dxbc$", "");
            String want = Files.readString(root.resolve(name + ".dxc.txt"), StandardCharsets.ISO_8859_1);
            int split = want.indexOf("target datalayout");
            String wantHeader = want.substring(0, split);
            String wantIr = want.substring(split);
            Container c = Container.read(bin);
            String header;
            String ir;
            try {
                header = DxilListing.header(c);
            } catch (RuntimeException e) {
                header = "EXCEPTION " + e;
            }
            try {
                ir = DxilListing.assembly(c);
            } catch (RuntimeException e) {
                ir = "EXCEPTION " + e;
            }
            boolean h = header.equals(wantHeader);
            boolean i = ir.equals(wantIr);
            sameHeader += h ? 1 : 0;
            sameIr += i ? 1 : 0;
            same += h && i ? 1 : 0;
            if (!i) {
                String cause = firstDiff(ir, wantIr);
                causes.merge(cause.replaceAll("[0-9]+", "N"), 1, Integer::sum);
                if (examples.size() < Integer.getInteger("dxil.examples", 0)) {
                    examples.add(cols[0] + "\n" + cause);
                }
            }
            if (!h && Boolean.getBoolean("dxil.headers")) {
                String cause = firstDiff(header, wantHeader);
                causes.merge("H " + cause.replaceAll("[0-9]+", "N"), 1, Integer::sum);
                if (examples.size() < Integer.getInteger("dxil.examples", 0)) {
                    examples.add(cols[0] + "\n" + cause);
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        causes.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(40)
                .forEach(e -> sb.append(e.getValue()).append("  ").append(e.getKey()).append('\n'));
        System.out.println("DXIL listings identical " + same + "/" + total + ", headers " + sameHeader + ", IR "
                + sameIr + "\n" + sb + String.join("\n", examples));
        assertTrue(same >= IDENTICAL, same + " identical, fewer than " + IDENTICAL);
    }

    private static String firstDiff(String got, String want) {
        String[] g = got.split("\n", -1);
        String[] w = want.split("\n", -1);
        for (int k = 0; k < Math.max(g.length, w.length); k++) {
            String gl = k < g.length ? g[k] : "<EOF>";
            String wl = k < w.length ? w[k] : "<EOF>";
            if (!gl.equals(wl)) {
                return "got  " + trim(gl) + "\n     want " + trim(wl);
            }
        }
        return "same lines";
    }

    private static String trim(String s) {
        return s.length() > 150 ? s.substring(0, 150) : s;
    }
}
