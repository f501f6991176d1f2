package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;
import dev.dxkit.sources.SpdbAnnotations;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The header's notes from the program ({@link ProgramScan}): the body reports the bits the scan finds, and a
 * listing whose header was printed by the first-instruction guess is the listing printed by the whole scan,
 * also when the guess is wrong (a dcl_globalFlags after another declaration or after an instruction; abort or
 * debug_break, which the guess never sees).
 */
class ProgramScanTest {
    private static final int[] FLAGS = {0, 0x04, 0x24};

    private static Sm4Program program(Container c) {
        PartEntry e = ProgramScan.program(c).orElseThrow();
        return Sm4Program.read(e.kind(), e.data());
    }

    /** The listing as the public pieces print it: the header by the whole scan, the body, the trailer. */
    private static String composed(Container c, DisasmFlags f) {
        TextSink out = new TextSink();
        Sm4Program p = program(c);
        ListingHeader.print(c, p, f, out);
        ProgramPrinter.print(p, f, out);
        ListingTrailer.print(c, f, out);
        return out.toString();
    }

    @Test
    void theBodyReportsWhatTheScanFinds() {
        int found = 0;
        for (Fixture fx : Fixtures.ofKind("sm4", "sm5", "sm51")) {
            Sm4Program p = program(Container.read(fx.bytes()));
            int scan = ProgramScan.scan(p);
            found |= scan;
            for (int flags : FLAGS) {
                int body = ProgramPrinter.print(p, (SpdbAnnotations) null, DisasmFlags.of(flags), new TextSink());
                assertEquals(scan, body, fx.id() + " under 0x" + Integer.toHexString(flags));
            }
        }
        assertEquals(ProgramScan.EARLY_DEPTH | ProgramScan.DEBUG_LAYER | ProgramScan.DOUBLES | ProgramScan.MIN_PRECISION
                | ProgramScan.DOUBLE_EXTENSIONS | ProgramScan.SHADER_EXTENSIONS, found, "fixtures with every note");
    }

    @Test
    void aGuessedHeaderIsTheScannedOne() {
        for (String id : new String[] {"ps_5_0_early", "cs_5_0_message", "ps_5_0_arith"}) {
            Container c = Container.read(Fixtures.byId(id).orElseThrow().bytes());
            for (int flags : FLAGS) {
                assertEquals(composed(c, DisasmFlags.of(flags)), Disassembler.disassemble(c, DisasmFlags.of(flags)), id);
            }
        }
    }

    /** ps_5_0_early with its dcl_globalFlags moved after the first instruction: the guess misses it. */
    @Test
    void aLateGlobalFlagsStillMakesTheNote() {
        Container c = Container.read(Fixtures.byId("ps_5_0_early").orElseThrow().bytes());
        PartEntry e = ProgramScan.program(c).orElseThrow();
        byte[] part = e.data().toArray();
        ByteBuffer b = ByteBuffer.wrap(part).order(ByteOrder.LITTLE_ENDIAN);
        int flagsAt = -1;
        int firstAlu = -1;
        int firstAluLength = 0;
        TokenCursor cur = program(c).cursor();
        while (cur.next()) {
            if (cur.opcode() == Opcode.DCL_GLOBAL_FLAGS) {
                flagsAt = cur.offset();
                assertEquals(1, cur.length());
            } else if (firstAlu < 0 && !cur.opcode().isDeclaration()) {
                firstAlu = cur.offset();
                firstAluLength = cur.length();
            }
        }
        assertTrue(flagsAt >= 2 && firstAlu > flagsAt, flagsAt + " " + firstAlu);
        // shift the declarations and the first instruction one dword down, the flags after them
        int token = b.getInt(4 * flagsAt);
        for (int i = flagsAt; i < firstAlu + firstAluLength - 1; i++) {
            b.putInt(4 * i, b.getInt(4 * (i + 1)));
        }
        b.putInt(4 * (firstAlu + firstAluLength - 1), token);
        missedGuessStillMakesTheNote(c.withPart(e.kind(), Bytes.wrap(part)));
    }

    /** ps_5_0_early with its dcl_globalFlags after the next declaration: the guess, the first instruction, misses it. */
    @Test
    void aSecondDeclarationGlobalFlagsStillMakesTheNote() {
        Container c = Container.read(Fixtures.byId("ps_5_0_early").orElseThrow().bytes());
        PartEntry e = ProgramScan.program(c).orElseThrow();
        assertEquals(ProgramScan.EARLY_DEPTH, ProgramScan.guess(program(c)));
        byte[] part = e.data().toArray();
        ByteBuffer b = ByteBuffer.wrap(part).order(ByteOrder.LITTLE_ENDIAN);
        TokenCursor cur = program(c).cursor();
        assertTrue(cur.next());
        assertEquals(Opcode.DCL_GLOBAL_FLAGS, cur.opcode());
        assertEquals(2, cur.offset());
        assertTrue(cur.next());
        assertTrue(cur.opcode().isDeclaration(), cur.opcode().toString());
        int next = cur.length();
        // the second declaration's dwords first, then the flags
        int token = b.getInt(8);
        for (int i = 0; i < next; i++) {
            b.putInt(8 + 4 * i, b.getInt(12 + 4 * i));
        }
        b.putInt(8 + 4 * next, token);
        missedGuessStillMakesTheNote(c.withPart(e.kind(), Bytes.wrap(part)));
    }

    /** {@code late}'s dcl_globalFlags is where the guess misses it; the listing prints the note all the same. */
    private static void missedGuessStillMakesTheNote(Container late) {
        Sm4Program p = program(late);
        assertEquals(0, ProgramScan.guess(p));
        assertEquals(ProgramScan.EARLY_DEPTH, ProgramScan.scan(p));
        for (int flags : FLAGS) {
            String listing = Disassembler.disassemble(late, DisasmFlags.of(flags));
            assertEquals(composed(late, DisasmFlags.of(flags)), listing);
            assertTrue(listing.contains("//       Early depth-stencil\n"), listing);
        }
    }
}
