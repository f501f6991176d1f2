package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.testing.Manifest;
import dev.dxkit.testing.Shared;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The listing's fast lane ({@code ProgramPrinter.laneRun}) against its general path: every SM 4/5/5.1
 * fixture's program body printed both ways, with and without the number and offset columns, is the same text;
 * and so is every SM 4/5/5.1 program of the shared corpus, where it is present. With one dword of a fixture's
 * program changed at random, the two ways print the same text or refuse with the same error.
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

    /** The text of {@code part}'s program body under {@code flags}, or its error. */
    private static String listing(byte[] part, int flags, boolean fastLane) {
        try {
            TextSink out = new TextSink();
            Sm4Program p = Sm4Program.read("SHEX", Bytes.wrap(part));
            if (fastLane) {
                ProgramPrinter.print(p, DisasmFlags.of(flags), out);
            } else {
                ProgramPrinter.printWithoutFastLane(p, DisasmFlags.of(flags), out);
            }
            return out.toString();
        } catch (DxFormatException e) {
            return "refused: " + e.getMessage();
        }
    }

    private static Sm4Program program(Container c) {
        PartEntry e = ProgramScan.program(c).orElseThrow();
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
    void withOneDwordChangedTheFastLaneAcceptsAndRefusesWhatTheGeneralPathDoes() {
        List<Fixture> fixtures = Fixtures.ofKind("sm4", "sm5", "sm51");
        SplittableRandom random = new SplittableRandom(11);
        int refused = 0;
        for (int k = 0; k < 3000; k++) {
            Fixture f = fixtures.get(random.nextInt(fixtures.size()));
            Container c = Container.read(f.bytes());
            byte[] part = ProgramScan.program(c).orElseThrow().data().toArray();
            // keep the version and length dwords; change one of the instructions', often in the bits the lane reads
            int at = 2 + random.nextInt(part.length / 4 - 2);
            ByteBuffer b = ByteBuffer.wrap(part).order(ByteOrder.LITTLE_ENDIAN);
            int v = switch (random.nextInt(5)) {
                case 0 -> random.nextInt();
                case 1 -> b.getInt(4 * at) ^ 1 << random.nextInt(32);
                case 2 -> b.getInt(4 * at) ^ 0x80000000;             // an extended token, or none
                case 3 -> b.getInt(4 * at) ^ 1 << 6 + random.nextInt(12);  // a modifier, precision, non-uniform
                default -> b.getInt(4 * at) + random.nextInt(-2, 3) * (1 << 24); // an instruction's length
            };
            b.putInt(4 * at, v);
            int flags = FLAGS[random.nextInt(FLAGS.length)];
            String fast = listing(part, flags, true);
            assertEquals(listing(part, flags, false), fast, f.id() + " dword " + at + " = 0x" + Integer.toHexString(v));
            if (fast.startsWith("refused")) {
                refused++;
            }
        }
        assertTrue(refused > 100, refused + " refused");
    }

    @Test
    void overTheCorpusTheFastLanePrintsWhatTheGeneralPathPrints() throws Exception {
        Path corpus = Shared.corpus().orElse(null);
        for (Manifest.Row r : Sm4CorpusListingTest.rowsInScope(corpus)) {
            bothWays(program(Container.read(Files.readAllBytes(corpus.resolve(r.path())))), r.path());
        }
    }
}
