package dev.dxkit.sm4.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The assembler over the project's SM 4/5/5.1 and level-9 fixtures: {@code asm --base X} of {@code dis
 * --exact-floats X} under the flag words a user may list with gives back X byte for byte; and Microsoft's own
 * listings of them (every flag word but HTML) give back X's token stream, but where a float's {@code %f} text
 * loses bits.
 */
class Sm4AssemblerFixtureTest {
    /** Flag words a listing to edit may have been printed with: numbering, offsets, no debug, instructions only, hex. */
    static final int[] FLAGS = {0x00, 0x04, 0x10, 0x20, 0x24, 0x40, 0x80, 0xe4};

    static List<Fixture> fixtures() {
        List<Fixture> out = new ArrayList<>();
        for (Fixture f : Fixtures.ofKind("sm4", "sm5", "sm51", "level9")) {
            if (AsmRoundTrip.programPart(Container.read(f.bytes())) != null) {
                out.add(f);
            }
        }
        assertTrue(out.size() >= 300, "SM 4/5/5.1 and level-9 fixtures: " + out.size());
        return out;
    }

    @Test
    void exactFloatListingsAssembleBackToTheContainer() {
        int compared = 0;
        List<String> failures = new ArrayList<>();
        for (Fixture f : fixtures()) {
            byte[] original = f.bytes();
            Container c = Container.read(original);
            for (int flags : FLAGS) {
                compared++;
                String why = AsmRoundTrip.exactRoundTrip(c, original, flags);
                if (why != null) {
                    failures.add(f.id() + " flags 0x" + Integer.toHexString(flags) + ": " + why);
                }
            }
        }
        System.out.println("asm --base of dis --exact-floats, fixtures: " + (compared - failures.size()) + " of "
                + compared + " byte for byte");
        assertEquals(List.of(), failures);
    }

    /**
     * Comment and debug-data blocks (customdata classes 0 and 1) print nothing; with the base they are put back
     * where they were. No fixture has one: two are added to a program, first and before its last instruction.
     */
    @Test
    void unprintedCustomDataOfTheBaseIsKeptInPlace() {
        Container c = Container.read(Fixtures.byId("ps_5_0_lighting").orElseThrow().bytes());
        int[] w = Sm4AssemblerTest.words(AsmRoundTrip.programBytes(c));
        int last = 2;
        for (var in : AsmRoundTrip.program(c).instructions()) {
            last = in.offset();
        }
        int[] comment = {0x00000035, 4, 0x64636261, 0x68676665};
        int[] debug = {0x00000835, 3, 0x12345678};
        int[] edited = new int[w.length + comment.length + debug.length];
        System.arraycopy(w, 0, edited, 0, 2);
        System.arraycopy(comment, 0, edited, 2, comment.length);
        System.arraycopy(w, 2, edited, 2 + comment.length, last - 2);
        System.arraycopy(debug, 0, edited, last + comment.length, debug.length);
        System.arraycopy(w, last, edited, last + comment.length + debug.length, w.length - last);
        edited[1] = edited.length;
        byte[] bytes = new byte[4 * edited.length];
        for (int i = 0; i < edited.length; i++) {
            for (int b = 0; b < 4; b++) {
                bytes[4 * i + b] = (byte) (edited[i] >>> (8 * b));
            }
        }
        Container withBlocks = c.withPart("SHEX", dev.dxkit.io.Bytes.wrap(bytes));
        byte[] original = withBlocks.toBytes();
        assertEquals(dev.dxkit.sm4.listing.Disassembler.disassemble(c, dev.dxkit.text.DisasmFlags.NONE),
                dev.dxkit.sm4.listing.Disassembler.disassemble(withBlocks, dev.dxkit.text.DisasmFlags.NONE));
        assertEquals(null, AsmRoundTrip.exactRoundTrip(withBlocks, original, 0));
        assertEquals(null, AsmRoundTrip.exactRoundTrip(withBlocks, original, 0x24));
    }

    @Test
    void aContainerFromTheTextAloneListsBackAsItsInstructionsOnlyText() {
        List<String> failures = new ArrayList<>();
        List<Fixture> all = fixtures();
        for (Fixture f : all) {
            String why = AsmRoundTrip.aloneListsBack(Container.read(f.bytes()), 0x50);
            if (why != null) {
                failures.add(f.id() + ": " + why);
            }
        }
        System.out.println("(b, flags 0x50 only) asm without a base lists back as its text, fixtures: "
                + (all.size() - failures.size()) + " of " + all.size());
        assertEquals(List.of(), failures);
    }

    /**
     * Hand edits change what they edit and nothing else: a literal replaced changes its one dword; a {@code nop}
     * put before the last {@code ret} adds its one dword there, the program one dword longer.
     */
    @Test
    void anEditChangesOnlyWhatItEdits() {
        int edited = 0;
        for (Fixture f : fixtures()) {
            Container c = Container.read(f.bytes());
            String text = dev.dxkit.sm4.listing.Disassembler.disassemble(c,
                    dev.dxkit.text.DisasmFlags.of(dev.dxkit.text.DisasmFlags.EXACT_FLOATS));
            int[] want = Sm4AssemblerTest.words(AsmRoundTrip.programBytes(c));
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\n(?!dcl_)[^\n]*?l\\(([^,)]+)").matcher(text);
            if (m.find()) {
                String changed = text.substring(0, m.start(1)) + "0x12345678" + text.substring(m.end(1));
                int[] got = Sm4AssemblerTest.words(Sm4Assembler.assemble(changed, AsmRoundTrip.program(c)).program());
                assertEquals(want.length, got.length, f.id());
                int differ = 0;
                for (int i = 0; i < want.length; i++) {
                    if (want[i] != got[i]) {
                        differ++;
                        assertEquals(0x12345678, got[i], f.id());
                    }
                }
                assertTrue(differ <= 1, f.id() + ": " + differ + " dwords changed");
                edited++;
            }
            int ret = text.lastIndexOf("\nret ");
            if (ret >= 0) {
                String withNop = text.substring(0, ret) + "\nnop" + text.substring(ret);
                int[] got = Sm4AssemblerTest.words(Sm4Assembler.assemble(withNop, AsmRoundTrip.program(c)).program());
                assertEquals(want.length + 1, got.length, f.id());
                assertEquals(want.length + 1, got[1], f.id());
                int at = 2;
                while (at < want.length && want[at] == got[at]) {
                    at++;
                }
                assertEquals(0x0100003a, got[at], f.id());
                for (int i = at; i < want.length; i++) {
                    assertEquals(want[i], got[i + 1], f.id());
                }
                edited++;
            }
        }
        assertTrue(edited >= 500, "edits: " + edited);
    }

    @Test
    void microsoftsListingsGiveBackTheTokenStreamButForLossyFloats() {
        int compared = 0;
        int same = 0;
        Map<String, Integer> causes = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (Fixture f : fixtures()) {
            Container c = Container.read(f.bytes());
            for (int flags : f.listings().keySet()) {
                if ((flags & 0x01) != 0) {
                    continue; // HTML is not assembler input
                }
                compared++;
                String why = AsmRoundTrip.cause(c, f.listing(flags), flags);
                if (why == null) {
                    same++;
                } else {
                    causes.merge(why, 1, Integer::sum);
                    if (!why.startsWith("a float")) {
                        failures.add(f.id() + " flags 0x" + Integer.toHexString(flags) + ": " + why);
                    }
                }
            }
        }
        System.out.println("Microsoft's fixture listings: " + same + " of " + compared
                + " give back the token stream exactly; the others: " + causes);
        assertTrue(compared >= 3000, "listings compared: " + compared);
        assertEquals(List.of(), failures);
    }
}
