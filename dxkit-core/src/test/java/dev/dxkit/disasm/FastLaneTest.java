package dev.dxkit.disasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.testing.Manifest;
import dev.dxkit.testing.Shared;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The listing's fast lane ({@code ProgramPrinter.plainLine}) against its general path: every SM 4/5/5.1
 * fixture's program body printed both ways, with and without the number and offset columns, is the same text;
 * and so is every SM 4/5/5.1 program of the shared corpus, where it is present.
 */
class FastLaneTest {
    private static final int[] FLAGS = {0, 0x04, 0x20, 0x24, 0x40 | 0x80};

    private static void bothWays(Sm4Program program, String what) {
        for (int flags : FLAGS) {
            TextSink fast = new TextSink();
            ProgramPrinter.print(program, DisasmFlags.of(flags), fast);
            TextSink general = new TextSink();
            ProgramPrinter.printWithoutFastLane(program, DisasmFlags.of(flags), general);
            assertEquals(general.toString(), fast.toString(), what + " under flags 0x" + Integer.toHexString(flags));
        }
    }

    private static Sm4Program program(Container c) {
        PartEntry e = c.part("SHEX").or(() -> c.part("SHDR")).orElseThrow();
        return Sm4Program.read(e.kind(), e.data());
    }

    @Test
    void theFastLanePrintsWhatTheGeneralPathPrints() {
        int programs = 0;
        for (Fixture f : Fixtures.ofKind("sm4", "sm5", "sm51")) {
            bothWays(program(Container.read(f.bytes())), f.id());
            programs++;
        }
        assertTrue(programs >= 200, "expected the SM 4/5/5.1 fixtures, found " + programs);
    }

    @Test
    void overTheCorpusTheFastLanePrintsWhatTheGeneralPathPrints() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        List<Manifest.Row> rows = Manifest.read(corpus).stream().filter(Sm4CorpusListingTest::inScope).toList();
        assertTrue(rows.size() >= 4000, "SM 4/5/5.1 rows: " + rows.size());
        for (Manifest.Row r : rows) {
            bothWays(program(Container.read(Files.readAllBytes(corpus.resolve(r.path())))), r.path());
        }
    }
}
