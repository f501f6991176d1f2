package dev.dxkit.sm4.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hostile text: every line of real listings truncated at every character, tokens swapped, numbers out of range,
 * 10 MB lines. Each gives compiler-style errors (a line and column within the text, a message), never an
 * exception; the timeout only guards against a hang.
 */
class Sm4AssemblerHostileTest {
    /** Listings of fixtures of every kind of program and statement: hull phases, GS, CS, 5.1, level 9, messages. */
    static List<String> listings() {
        List<String> out = new ArrayList<>();
        for (String id : new String[] {"hs_5_0_fork", "gs_5_0_streams", "cs_5_0_message", "ps_5_1_feedback", "hs_5_1_fork",
            "ps_4_0_icb", "ps_4_0_level_9_1_main", "ps_5_0_classes", "cs_5_0_atomic"}) {
            Fixtures.byId(id).ifPresent(f -> out.add(listing(f)));
        }
        assertTrue(out.size() >= 4, "hostile-text fixtures found: " + out.size());
        return out;
    }

    static String listing(Fixture f) {
        return Disassembler.disassemble(Container.read(f.bytes()), DisasmFlags.of(0x04));
    }

    /** Assembles {@code text} and checks that it either assembles or reports errors that point into it. */
    static int check(String text) {
        Sm4Assembly a = Sm4Assembler.assemble(text);
        if (a.ok()) {
            assertTrue(a.program().size() >= 8);
            return 0;
        }
        assertTrue(a.errors().size() <= Sm4Assembler.MAX_ERRORS);
        long lines = text.chars().filter(c -> c == '\n').count() + 1;
        for (AsmDiagnostic d : a.errors()) {
            assertTrue(d.line() >= 1 && d.line() <= lines, () -> "line " + d.line() + " of " + lines);
            assertTrue(d.column() >= 1 && d.column() <= d.lineText().length() + 1, () -> d.format("t"));
            assertFalse(d.message().isBlank());
            String shown = d.format("t");
            assertTrue(shown.startsWith("t:" + d.line() + ":" + d.column() + ": error: "), shown);
            assertTrue(shown.endsWith("^\n"), shown);
        }
        return a.errors().size();
    }

    @Test
    void everyLineTruncatedAtEveryCharacter() {
        assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
            int texts = 0;
            int errors = 0;
            for (String listing : listings()) {
                String[] lines = listing.split("\n", -1);
                for (int k = 0; k < lines.length; k++) {
                    for (int cut = 0; cut < lines[k].length(); cut++) {
                        String original = lines[k];
                        lines[k] = original.substring(0, cut);
                        errors += check(String.join("\n", lines));
                        texts++;
                        lines[k] = original;
                    }
                }
            }
            System.out.println("truncated lines: " + texts + " texts, " + errors + " errors reported");
            assertTrue(errors > 0);
        });
    }

    @Test
    void tokensSwappedAndNumbersOutOfRange() {
        assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
            int texts = 0;
            for (String listing : listings()) {
                String[] lines = listing.split("\n", -1);
                for (int k = 0; k < lines.length; k++) {
                    String original = lines[k];
                    String[] tokens = original.trim().split("[ ,]+");
                    for (int i = 0; i + 1 < tokens.length; i++) {
                        lines[k] = original.replaceFirst(java.util.regex.Pattern.quote(tokens[i]) + "(.*)"
                                + java.util.regex.Pattern.quote(tokens[i + 1]),
                                java.util.regex.Matcher.quoteReplacement(tokens[i + 1]) + "$1"
                                        + java.util.regex.Matcher.quoteReplacement(tokens[i]));
                        check(String.join("\n", lines));
                        texts++;
                    }
                    for (String big : new String[] {"99999999999999999999", "4294967296", "-2147483649", "128",
                        "-9", "0x1ffffffff"}) {
                        lines[k] = original.replaceAll("(?<![0-9A-Fa-fx.])[0-9]+(?![0-9.])", big);
                        check(String.join("\n", lines));
                        texts++;
                    }
                    lines[k] = original;
                }
            }
            assertTrue(texts > 1000, "texts: " + texts);
        });
    }

    @Test
    void tenMegabyteLines() {
        assertTimeoutPreemptively(Duration.ofMinutes(2), () -> {
            int mb = 10 << 20;
            String[] texts = {
                "ps_5_0\nmov r0.x, l(" + "1".repeat(mb) + ")\n",
                "ps_5_0\nmov r0.x, l(1." + "1".repeat(mb) + ")\n",
                "ps_5_0\nmov r0.x, " + "-".repeat(mb) + "\n",
                "ps_5_0\nmov r0.x, " + "cb0[".repeat(mb / 4) + "\n",
                "ps_5_0\ndcl_immediateConstantBuffer { " + "{ 1, 2, 3, 4},".repeat(mb / 14) + "\n",
                "ps_5_0\n" + "x".repeat(mb) + "\n",
                "ps_5_0\ndcl_globalFlags " + "refactoringAllowed | ".repeat(mb / 21) + "\n",
                "ps_5_0\ndcl_function_table ft0 = {" + "fb0, ".repeat(mb / 5) + "}\n",
                "ps_5_0\nprintf \"" + "%".repeat(mb) + "\"\n",
                "ps_5_0\n" + "mov r0.x, r1.x\n".repeat(mb / 15),
                "ps_5_0\n" + "bad\n".repeat(mb / 4),
                "\n".repeat(mb),
            };
            for (String t : texts) {
                check(t);
            }
            Sm4Assembly many = Sm4Assembler.assemble(texts[10]);
            assertEquals(Sm4Assembler.MAX_ERRORS, many.errors().size());
            Sm4Assembly tooLong = Sm4Assembler.assemble(texts[7]);
            assertEquals("the instruction takes more than 127 dwords, an opcode token holds at most 127",
                    tooLong.errors().get(0).message());
        });
    }

    /**
     * Line ends, slashes and blanks where the line scanner meets them (one cursor over the text: a line's end and its
     * first slash found in one pass): CR LF and lone CRs, a slash that opens no comment, {@code //} inside a printf
     * text, a last line without its line end, the number and offset columns, a 10 MB line of slashes. Each error is
     * where it was before that scanner (the same line, column and message).
     */
    @Test
    void lineEndsSlashesAndBlanks() {
        String[][] cases = {
            {"ps_5_0\r\nmov r0.x, r1.x // c\r\n \t\r\nmov r0.x, r9x\r\n", "4:11 unknown register 'r9x'"},
            {"ps_5_0\nmov r0.x, r1.x /\nmov r0.x, r1.x/ /\n", "2:16 unexpected text, found '/'",
                "3:15 unexpected text, found '/'"},
            {"ps_5_0\nmov r0.x, r1/", "2:13 unexpected text, found '/'"},
            {"ps_5_0\nprintf \"a//b\", r0.x // \"c\nprintf \"a//b\" ,// r0.x\n",
                "3:16 expected an operand, found the end of the line"},
            {"ps_5_0\n  12: mov r0.x, r1.x // 3\n0x00000010: mov r0.x, l(1.5)/\n", "3:29 unexpected text, found '/'"},
            {"ps_5_0\n\t\t\r\n\r\r\nmov r0.x, r1.x\r\r\n/\n", "3:1 expected an instruction or declaration, found '\r'",
                "4:15 unexpected text, found '\r'", "5:1 expected an instruction or declaration, found '/'"},
            {"ps_5_0\nmov r0.x, r1.x " + "/ ".repeat(5 << 20) + "\n", "2:16 unexpected text, found '/'"},
            {"// ps_5_0\n  ps_5_0  // x\nmov r0.x,\n", "3:10 expected an operand, found the end of the line"},
        };
        assertTimeoutPreemptively(Duration.ofMinutes(1), () -> {
            for (String[] c : cases) {
                List<String> found = new ArrayList<>();
                for (AsmDiagnostic d : Sm4Assembler.assemble(c[0]).errors()) {
                    found.add(d.line() + ":" + d.column() + " " + d.message());
                }
                assertEquals(List.of(c).subList(1, c.length), found, c[0].length() < 200 ? c[0] : "a 10 MB line");
                check(c[0]);
            }
        });
    }
}
