package dev.dxkit.sm4.asm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The usual statements are read in one pass ({@link StatementAssembler#quick}), every other statement the general
 * way: the two must give the same words, errors and notes. Each SM 4/5/5.1 and level-9 fixture's exact-float listing,
 * and copies of it damaged after its version line (characters deleted, inserted and replaced; words of the
 * listing's own vocabulary put in; the rest of a line cut), are assembled both ways, half of them with the base
 * program (whose unprinted blocks the general way puts back).
 */
class QuickReadingTest {
    private static final String JUNK = "0123456789.-,)(}{[] \t_abcdlorvxyzwsatnuLXF#|/:\"";
    private static final String[] WORDS = {"_sat", "_nz", "_z", " ", "\t", ",", ", ", "r4096", "o40", "r4095",
        "dcl_temps 4294967296", "dcl_temps 1234567890", "dcl_temps ", "dcl_input v", "dcl_output o", "l(",
        "l(1.5, 2, 3, 4)", "l(0x7fffffff)", "l(1.000000e+10)", "l(-1.#INF00)", "[precise]", "[precise(x)] ", "null",
        "-|", "|", ".xyzw", ".x", ".yx", ".xx", ".xyzwx", "vThreadID.x", "icb[r0.x + 0]", "cb0[r0.x + 1]",
        "999999999", "9999999999", "\r", "//", " \t ", "mov", "mov_sat", "if_nz", "if_z", "if", "breakc_nz", "ret",
        "sample_indexable(texture2d)(float,float,float,float)", "{min16f}", "{nonuniform}", "r0[1][2][3]",
        "x0[1]", "retc_nz", "discard_z", "sync_g_t", "resinfo_uint", "add_sat_sat"};

    @Test
    void theOnePassReadingGivesWhatTheGeneralReadingGives() {
        Random rnd = new Random(20261202);
        DisasmFlags exact = DisasmFlags.of(DisasmFlags.EXACT_FLOATS);
        int texts = 0;
        int ok = 0;
        int refused = 0;
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            Container c = Container.read(f.bytes());
            Sm4Program base = AsmRoundTrip.program(c);
            String listing = Disassembler.disassemble(c, exact);
            int body = listing.indexOf('\n', versionLine(listing)) + 1;
            for (int copy = 0; copy < 8; copy++) {
                String text = copy == 0 ? listing : damaged(listing, body, rnd);
                Sm4Program b = copy % 2 == 1 ? base : null;
                Sm4Assembly quick = Sm4Assembler.assemble(text, b, true);
                Sm4Assembly general = Sm4Assembler.assemble(text, b, false);
                String what = f.id() + " copy " + copy + ":\n" + text;
                assertEquals(general.errors(), quick.errors(), what);
                assertEquals(general.notes(), quick.notes(), what);
                assertEquals(general.version(), quick.version(), what);
                assertEquals(general.ok(), quick.ok(), what);
                if (general.ok()) {
                    assertArrayEquals(general.program().toArray(), quick.program().toArray(), what);
                    ok++;
                } else {
                    refused++;
                }
                texts++;
            }
        }
        System.out.println("one-pass and general readings: " + texts + " texts (" + ok + " assembled, " + refused
                + " refused), the same words, errors and notes");
        // both kinds in numbers (the fixtures are short: most damages land in a statement and make it wrong)
        assertTrue(ok > texts / 10 && refused > texts / 10, ok + " assembled, " + refused + " refused");
    }

    /** Where the listing's version line (ps_5_0 ...) starts. */
    private static int versionLine(String listing) {
        for (int from = 0; ; from = listing.indexOf('\n', from) + 1) {
            int end = listing.indexOf('\n', from);
            if (Sm4Assembler.opensProgram(listing.substring(from, end < 0 ? listing.length() : end))) {
                return from;
            }
        }
    }

    /** The listing with one to four damages after its version line. */
    private static String damaged(String listing, int body, Random rnd) {
        StringBuilder b = new StringBuilder(listing);
        int damages = 1 + rnd.nextInt(4);
        for (int m = 0; m < damages && b.length() > body; m++) {
            int at = body + rnd.nextInt(b.length() - body);
            switch (rnd.nextInt(6)) {
                case 0 -> b.deleteCharAt(at);
                case 1 -> b.insert(at, JUNK.charAt(rnd.nextInt(JUNK.length())));
                case 2 -> b.setCharAt(at, JUNK.charAt(rnd.nextInt(JUNK.length())));
                case 3 -> b.insert(at, WORDS[rnd.nextInt(WORDS.length)]);
                case 4 -> b.replace(at, Math.min(b.length(), at + 1 + rnd.nextInt(6)), WORDS[rnd.nextInt(WORDS.length)]);
                default -> {
                    int nl = b.indexOf("\n", at);
                    b.delete(at, nl < 0 ? b.length() : nl);
                }
            }
        }
        return b.toString();
    }
}
