package dev.dxkit.d3d9;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.io.Bytes;
import dev.dxkit.testing.Manifest;
import dev.dxkit.testing.Shared;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Every raw Direct3D 9 program of the shared corpus assembled from Microsoft's listing of it ({@code <name>.d3d.txt},
 * flag 0): the result is the program's instructions (what {@code D3DAssemble} gives for the 266 listings it
 * accepts, as {@code tools/asm/d3d9-corpus} measures with the oracle), and with the program as base, the program
 * itself, byte for byte. Skips when the corpus is absent.
 */
class D3d9AssemblerCorpusTest {
    @Test
    void everyCorpusListingAssemblesBackToItsProgram() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        int total = 0;
        int same = 0;
        int strictRefused = 0;
        List<String> failures = new ArrayList<>();
        for (Manifest.Row row : Manifest.read(corpus)) {
            if (!row.magicKind().startsWith("D3D9-") || !row.listing().equals("d3d")) {
                continue;
            }
            total++;
            byte[] original = Files.readAllBytes(corpus.resolve(row.path()));
            String listing = row.microsoftListing(corpus, "d3d");
            D3d9Assembler.Result r = D3d9Assembler.assemble(listing.getBytes(StandardCharsets.ISO_8859_1));
            // strict refuses or writes what the default does (the six it refuses at this writing, D3DAssemble
            // refuses too: docs/d3d9-asm.md, "Strict")
            D3d9Assembler.Result strict = D3d9Assembler.assemble(listing.getBytes(StandardCharsets.ISO_8859_1), true);
            if (strict.ok() && r.ok() && !Arrays.equals(strict.program().toArray(), r.program().toArray())) {
                failures.add(row.path() + ": strict writes other bytes");
            }
            strictRefused += strict.ok() ? 0 : 1;
            if (!r.ok()) {
                failures.add(row.path() + ": " + r.errors().get(0).render(row.path()));
                continue;
            }
            boolean instructions = Arrays.equals(D3d9AssemblerFixtureTest.withoutComments(original), r.program().toArray());
            boolean rebased = Arrays.equals(original, D3d9Assembler.rebase(Bytes.wrap(original), r.program()).toArray());
            if (instructions && rebased) {
                same++;
            } else {
                failures.add(row.path() + ": " + (instructions ? "" : "instructions differ ") + (rebased ? "" : "--base differs"));
            }
        }
        System.out.println("D3D9 corpus listings assembled back to their programs: " + same + " of " + total);
        System.out.println("D3D9 corpus listings refused under strict: " + strictRefused);
        assertEquals(List.of(), failures);
        assertTrue(total >= 296, "corpus D3D9 listings: " + total);
    }
}
