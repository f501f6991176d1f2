package dev.dxkit.d3d9;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Hostile text: every line of every Direct3D 9 fixture listing truncated at every column, adjacent tokens
 * swapped, numbers pushed out of range, and lines of 10 MB. Each gives a program or compiler-style errors
 * that point into the text; never an exception, never a hang.
 */
class D3d9AssemblerHostileTest {
    private static List<String> listings() {
        List<String> out = new ArrayList<>();
        for (Fixture f : Fixtures.ofKind("d3d9")) {
            out.add(new String(f.listing(0x00).getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.ISO_8859_1));
        }
        return out;
    }

    /** Assembles {@code text}; checks that every error names a line of it and a column on that line. */
    private static boolean check(String text) {
        D3d9Assembler.Result r = D3d9Assembler.assemble(text);
        String[] lines = text.split("\n", -1);
        for (AsmDiagnostic d : r.errors()) {
            assertTrue(d.line() >= 1 && d.line() <= lines.length, () -> "line " + d.line() + " of " + lines.length);
            assertTrue(d.column() >= 1 && d.column() <= lines[d.line() - 1].length() + 1,
                    () -> d.line() + ":" + d.column() + " beyond «" + lines[d.line() - 1] + "»");
            assertTrue(!d.message().isEmpty() && d.message().length() < 300, d.message());
        }
        assertTrue(r.errors().size() <= D3d9Assembler.MAX_ERRORS + 1);
        return r.ok();
    }

    private static void eachLine(String listing, Consumer<String[]> mutate) {
        String[] lines = listing.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].trim().startsWith("//")) {
                continue; // header comments: nothing there is read
            }
            String[] copy = lines.clone();
            String[] edit = {lines[i], null};
            mutate.accept(edit);
            if (edit[1] != null) {
                copy[i] = edit[1];
                check(String.join("\n", copy));
            }
        }
    }

    @Test
    void everyLineTruncatedAtEveryColumn() {
        int[] variants = {0, 0};
        for (String listing : listings()) {
            String[] lines = listing.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                // a header comment line cut anywhere is still a comment: three cuts are enough there
                int step = lines[i].trim().startsWith("//") ? Math.max(1, lines[i].length() / 3) : 1;
                for (int cut = 0; cut < lines[i].length(); cut += step) {
                    String[] copy = lines.clone();
                    copy[i] = lines[i].substring(0, cut);
                    variants[check(String.join("\n", copy)) ? 0 : 1]++;
                }
            }
            // and the whole text cut at every byte
            for (int cut = 0; cut < listing.length(); cut += 7) {
                check(listing.substring(0, cut));
            }
        }
        // most cuts leave a statement without an operand; cuts inside comments and blanks change nothing
        assertTrue(variants[1] > 5_000 && variants[0] > 1_000, variants[0] + " assembled, " + variants[1] + " refused");
    }

    @Test
    void swappedTokensAndNumbersOutOfRange() {
        int[] refused = {0};
        for (String listing : listings()) {
            eachLine(listing, e -> {
                String[] t = e[0].trim().split("[ ,]+");
                if (t.length >= 2) {
                    String a = t[0];
                    e[1] = e[0].replaceFirst(java.util.regex.Pattern.quote(a), "\u0000").replace(t[1], a).replace("\u0000", t[1]);
                }
            });
            for (String big : List.of("99999999999", "4294967296", "2048", "-1", "1e999", "0x1ffffffff", "16")) {
                eachLine(listing, e -> {
                    if (e[0].matches(".*\\d.*")) {
                        e[1] = e[0].replaceAll("\\d+", big);
                    }
                });
            }
            String mangled = listing.replaceAll("r(\\d)", "r$1x").replaceAll("c(\\d+)", "c99999");
            D3d9Assembler.Result r = D3d9Assembler.assemble(mangled);
            if (!r.ok()) {
                refused[0]++;
                assertTrue(r.errors().get(0).message().startsWith("unknown register"), r.errors().get(0).message());
            }
        }
        assertEquals(listings().size(), refused[0]);
    }

    @Test
    void tenMegabyteLines() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            String ten = "a".repeat(10 << 20);
            List<AsmDiagnostic> e = D3d9Assembler.assemble("vs_2_0\n" + ten + "\n").errors();
            assertEquals(1, e.size());
            assertEquals("unknown instruction '" + "a".repeat(40) + "...'", e.get(0).message());
            assertTrue(e.get(0).render("x").length() < 500, "the line is shown around the column, not whole");

            // a comment line of 10 MB, and 10 MB of statements on one line, are assembled
            assertTrue(D3d9Assembler.assemble("vs_2_0\n//" + ten + "\nnop\n").ok());
            D3d9Assembler.Result nops = D3d9Assembler.assemble("ps_2_0\n" + "nop ".repeat(10 << 18));
            assertEquals(4 * (2 + (10 << 18)), nops.program().size());

            // an operand list without end, a number of 10 MB, a relative address that never closes
            assertEquals("too many operands",
                    D3d9Assembler.assemble("vs_2_0\nmov r0" + ", r0".repeat(1 << 20)).errors().get(0).message());
            assertEquals("integer '" + "1".repeat(40) + "...' out of range (at most 4294967295)",
                    D3d9Assembler.assemble("vs_2_0\ndef c0, " + "1".repeat(10 << 20) + ", 0, 0, 0").errors().get(0).message());
            assertEquals("number '1." + "1".repeat(38) + "...' too long",
                    D3d9Assembler.assemble("vs_2_0\ndef c0, 1." + "1".repeat(10 << 20) + ", 0, 0, 0").errors().get(0).message());
            assertEquals("expected a register offset 0 to 2047, found '" + "9".repeat(40) + "...'",
                    D3d9Assembler.assemble("vs_2_0\nmov r0, c[" + "9".repeat(10 << 20)).errors().get(0).message());
            assertEquals("expected '+' or ']', found the end of the text",
                    D3d9Assembler.assemble("vs_2_0\nmov r0, c[a0.x" + " ".repeat(10 << 20)).errors().get(0).message());
            // 10 MB of garbage lines: the error limit stops it
            List<AsmDiagnostic> many = D3d9Assembler.assemble("vs_2_0\n" + "bogus r0\n".repeat(1 << 20)).errors();
            assertEquals(D3d9Assembler.MAX_ERRORS + 1, many.size());
            assertEquals("too many errors (50), stopping", many.get(D3d9Assembler.MAX_ERRORS).message());
            // an unterminated block comment (refused, as D3DAssemble refuses it), control bytes, and bytes past
            // ASCII outside a comment, where D3DAssemble stops reading
            assertEquals("comment '/*' without its '*/'",
                    D3d9Assembler.assemble("vs_2_0 /* " + "\u0000\u00ff".repeat(1 << 20)).errors().get(0).message());
            assertEquals(12, D3d9Assembler.assemble("vs_2_0\nnop\n" + "\u00e9 mov r0, 1\n".repeat(1 << 20)).program().size());
            assertEquals("expected an instruction, found '\u0001'",
                    D3d9Assembler.assemble("vs_2_0\n\u0001\n").errors().get(0).message());
        });
    }
}
