package dev.dxkit.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.ProgramPrinter;
import dev.dxkit.text.TextSink;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The project's SM 4/5/5.1 programs with one dword changed at random, thousands of times: the in-place decode,
 * the records and the listing (whose fast lane checks the common instructions itself) either all accept a
 * stream or all refuse it with a {@link DxFormatException} naming the same dword inside the program. Nothing
 * else escapes, nothing hangs.
 */
class TokenStreamMutationTest {
    @Test
    void oneChangedDwordIsDecodedOrRefusedAtADword() {
        List<Fixture> fixtures = Fixtures.ofKind("sm4", "sm5", "sm51");
        assertTrue(fixtures.size() > 100, "fixtures: " + fixtures.size());
        SplittableRandom random = new SplittableRandom(7);
        int accepted = 0;
        int refused = 0;
        for (int k = 0; k < 6000; k++) {
            Fixture f = fixtures.get(random.nextInt(fixtures.size()));
            Container c = Container.read(f.bytes());
            PartEntry e = c.part("SHEX").or(() -> c.part("SHDR")).orElseThrow();
            byte[] part = e.data().toArray();
            int dwords = part.length / 4;
            // keep the version and length dwords; change one dword of the instructions
            int at = 2 + random.nextInt(dwords - 2);
            int v = switch (random.nextInt(4)) {
                case 0 -> random.nextInt();
                case 1 -> readInt(part, at) ^ 1 << random.nextInt(32);
                case 2 -> 0;
                default -> -1;
            };
            writeInt(part, at, v);
            String inPlace = outcome(part, false);
            String records = outcome(part, true);
            String what = f.id() + " dword " + at + " = 0x" + Integer.toHexString(v);
            assertEquals(records, inPlace, what);
            assertEquals(inPlace.startsWith("ok") ? "ok" : inPlace, listingOutcome(part), what);
            if (inPlace.startsWith("ok")) {
                accepted++;
            } else {
                refused++;
            }
        }
        assertTrue(accepted > 100 && refused > 100, accepted + " accepted, " + refused + " refused");
    }

    /** "ok N" (instructions) or "refused @OFFSET" for the stream in {@code part}. */
    private static String outcome(byte[] part, boolean records) {
        try {
            Sm4Program p = Sm4Program.read("SHEX", Bytes.wrap(part));
            int n = 0;
            if (records) {
                n = p.instructions().size();
            } else {
                TokenCursor c = p.cursor();
                while (c.next()) {
                    c.decodeOperands();
                    n++;
                }
            }
            return "ok " + n;
        } catch (DxFormatException e) {
            // a dword in the program, or the one just past the end where a needed dword is missing
            assertTrue(e.offset() >= 0 && e.offset() <= part.length, e.getMessage());
            return "refused @" + e.offset();
        } catch (RuntimeException e) {
            fail("not a DxFormatException: " + e, e);
            return null;
        }
    }

    /** "ok" or "refused @OFFSET" for the listing of the program body in {@code part}, decoded by the printer alone. */
    private static String listingOutcome(byte[] part) {
        try {
            TextSink out = new TextSink();
            ProgramPrinter.print(Sm4Program.read("SHEX", Bytes.wrap(part)), DisasmFlags.NONE, out);
            assertTrue(out.length() > 0);
            return "ok";
        } catch (DxFormatException e) {
            return "refused @" + e.offset();
        } catch (RuntimeException e) {
            fail("not a DxFormatException: " + e, e);
            return null;
        }
    }

    private static int readInt(byte[] b, int dword) {
        int o = 4 * dword;
        return (b[o] & 0xff) | (b[o + 1] & 0xff) << 8 | (b[o + 2] & 0xff) << 16 | (b[o + 3] & 0xff) << 24;
    }

    private static void writeInt(byte[] b, int dword, int v) {
        int o = 4 * dword;
        b[o] = (byte) v;
        b[o + 1] = (byte) (v >> 8);
        b[o + 2] = (byte) (v >> 16);
        b[o + 3] = (byte) (v >> 24);
    }
}
