package dev.dxkit.rootsig;

import dev.dxkit.container.Container;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.Corpus;
import dev.dxkit.part.RootSignaturePart;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every RTS0 part of the shared corpus (skipped without it): serialized afresh it is byte-identical, and
 * printed as text then compiled it is byte-identical again.
 */
class RootSignatureCorpusTest {
    @Test
    void everyCorpusRootSignatureRoundTripsThroughText() throws IOException {
        List<Corpus.Row> rows = Corpus.rows(r -> r.parts().contains("RTS0"));
        List<String> failures = new ArrayList<>();
        int rewritten = 0;
        int roundTrips = 0;
        int versions12 = 0;
        for (Corpus.Row row : rows) {
            Container c = Container.read(Files.readAllBytes(row.file()));
            Bytes data = c.part("RTS0").orElseThrow().data();
            RootSignaturePart part = RootSignaturePart.read(data);
            if (!RootSignatureWriter.rewrite(part).encode().equals(data)) {
                failures.add(row.file() + ": serialized afresh differs");
                continue;
            }
            rewritten++;
            String text = RootSignaturePrinter.print(part);
            RootSignaturePart back = RootSignatureCompiler.compile("corpus.hlsl",
                    text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), null, part.version());
            if (!back.encode().equals(data)) {
                failures.add(row.file() + ": print then compile differs\n" + text);
                continue;
            }
            roundTrips++;
            versions12 += part.version() == 3 ? 1 : 0;
        }
        System.out.println("RTS0 corpus: " + rows.size() + " containers, " + rewritten + " serialized afresh identical, "
                + roundTrips + " identical after print and compile (" + versions12 + " of version 1.2, in dxkit's extension)");
        assertEquals(913, rows.size());
        assertEquals(rows.size(), roundTrips + failures.size());
        assertTrue(failures.isEmpty(), failures.size() + " failures, first: " + (failures.isEmpty() ? "" : failures.get(0)));
    }
}
