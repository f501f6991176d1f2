package dev.dxkit.d3d9.listing;

import dev.dxkit.container.Container;
import dev.dxkit.part.Level9Part;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;
import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Damaged Direct3D 9 programs and level 9 parts, listed: every truncation and every byte set to 0x00 or
 * 0xFF either lists or fails with a {@link DxFormatException} naming the structure read and the offset
 * (within it) that was out of order; nothing else escapes, and nothing hangs. The programs carry a constant table and debug information (fixtures built
 * with /Zi), so the CTAB and DBUG readers are swept too.
 */
class D3d9HostileListingTest {
    private static final DisasmFlags ALL = DisasmFlags.of(0x02 | 0x04 | 0x20 | 0x80);
    private static final Set<String> STRUCTURES = Set.of("D3D9 program", "CTAB", "DBUG", "PRES", "CLIT", "FXLC",
            "Aon9");

    @Test
    void damagedRawProgramsListOrFailCleanly() {
        int listed = 0;
        for (String id : new String[] {"vs_2_0_main_zi", "ps_3_0_main_zi", "vs_1_1_main", "ps_2_0_main"}) {
            byte[] whole = Fixtures.byId(id).orElseThrow().bytes();
            for (int n = 0; n < whole.length; n++) {
                listed += attempt(Arrays.copyOf(whole, n), id + " cut at " + n);
            }
            for (int i = 0; i < whole.length; i++) {
                for (int v : new int[] {0x00, 0xFF}) {
                    byte[] b = whole.clone();
                    b[i] = (byte) v;
                    listed += attempt(b, id + " byte " + i + " = " + v);
                }
            }
        }
        assertTrue(listed > 0);
    }

    @Test
    void damagedLevel9PartsListOrFailCleanly() {
        for (String id : new String[] {"ps_4_0_level_9_1_main_zi", "vs_4_0_level_9_3_skinlite"}) {
            Fixture f = Fixtures.byId(id).orElseThrow();
            byte[] part = Container.read(f.bytes()).part("Aon9").orElseThrow().data().toArray();
            for (int n = 0; n < part.length; n++) {
                level9(Arrays.copyOf(part, n), id + " cut at " + n);
            }
            for (int i = 0; i < part.length; i++) {
                for (int v : new int[] {0x00, 0xFF}) {
                    byte[] b = part.clone();
                    b[i] = (byte) v;
                    level9(b, id + " byte " + i + " = " + v);
                }
            }
        }
    }

    private static int attempt(byte[] b, String what) {
        try {
            String text = D3d9Listing.print(Bytes.wrap(b), ALL);
            assertTrue(text.endsWith(" used\n") || text.contains("used ("), what);
            return 1;
        } catch (DxFormatException e) {
            assertTrue(e.offset() >= 0 && STRUCTURES.contains(e.where()), what + ": " + e.getMessage());
            return 0;
        } catch (RuntimeException e) {
            fail(what + ": " + e, e);
            return 0;
        }
    }

    private static void level9(byte[] b, String what) {
        try {
            Level9Part p = Level9Part.read("Aon9", Bytes.wrap(b));
            TextSink out = new TextSink();
            D3d9Listing.print(p.program(), ALL, out);
            assertTrue(out.length() > 0, what);
        } catch (DxFormatException e) {
            assertTrue(e.offset() >= 0 && STRUCTURES.contains(e.where()), what + ": " + e.getMessage());
        } catch (RuntimeException e) {
            fail(what + ": " + e, e);
        }
    }

    /** Issue 18 §4, found by fuzzing: breakp with no source operand threw IndexOutOfBoundsException. */
    @Test
    void breakpWithoutItsPredicateIsRefusedAtItsToken() {
        Bytes program = dev.dxkit.d3d9.Tokens.of(dev.dxkit.d3d9.Tokens.PS_3_0).ins(0x60, 0).end().bytes();
        DxFormatException e = org.junit.jupiter.api.Assertions.assertThrows(DxFormatException.class,
                () -> D3d9Listing.print(program, ALL));
        org.junit.jupiter.api.Assertions.assertEquals("D3D9 program @0x0004: breakp without its predicate source",
                e.getMessage());
    }
}
