package dev.dxkit.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The rows of the shared corpus's MANIFEST.tsv. */
public final class Manifest {
    private Manifest() {
    }

    /**
     * One corpus blob.
     *
     * @param path      path under the corpus folder
     * @param magicKind e.g. {@code DXBC-SM5.1}, {@code DXIL-SM6.6}, {@code D3D9-ps_3_0}
     * @param parts     part kinds in container order, space-separated
     * @param digest    {@code ok}, {@code zero}, {@code mismatch} or {@code n/a}
     * @param listing   {@code d3d}, {@code dxc} or empty
     */
    public record Row(String path, String sha256, long size, String magicKind, String programKind, String parts,
                      String digest, String listing) {
        /**
         * Microsoft's listing beside the blob ({@code a/b.d3d.txt} for {@code a/b.dxbc}), its bytes as ISO-8859-1
         * characters; {@code kind} is "d3d" (D3DDisassemble) or "dxc" (dxc -dumpbin).
         */
        public String microsoftListing(Path corpus, String kind) throws IOException {
            String base = path.substring(0, path.lastIndexOf('.'));
            return new String(Files.readAllBytes(corpus.resolve(base + "." + kind + ".txt")), StandardCharsets.ISO_8859_1);
        }
    }

    public static List<Row> read(Path corpus) throws IOException {
        List<Row> rows = new ArrayList<>();
        List<String> lines = Files.readAllLines(corpus.resolve("MANIFEST.tsv"), StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t", -1);
            rows.add(new Row(f[0], f[1], Long.parseLong(f[2]), f[3], f[4], f[5], f[6], f[8]));
        }
        return rows;
    }
}
