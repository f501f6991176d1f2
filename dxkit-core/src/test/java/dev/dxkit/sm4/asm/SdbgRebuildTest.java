package dev.dxkit.sm4.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Golden;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code dxkit asm} without a base of a listing with SDBG debug notes (d3dcompiler_43 and earlier): the SDBG part
 * rebuilt from the notes ({@link SdbgRebuild}, written by {@code SdbgWriter}) is read back by {@code SdbgPart}, and
 * the container lists as the text, byte for byte. The fixtures are the project's own listings with notes written in
 * by hand, every form of {@code docs/sdbg.md} (no compiler at hand writes SDBG: d3dcompiler_47 writes SPDB), and
 * D3DDisassemble's listing of the rebuilt container ({@code tools/fixtures/sdbg}), which must be the same text.
 */
class SdbgRebuildTest {
    private static String resource(String name) throws IOException {
        try (InputStream in = SdbgRebuildTest.class.getResourceAsStream("sdbg/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    private static String rebuiltListing(String text, List<String> unread) {
        Sm4Assembly a = Sm4Assembler.assemble(text);
        assertTrue(a.ok(), () -> a.errors().toString());
        HeaderRebuild h = HeaderRebuild.rebuild(text, a);
        unread.addAll(h.unread());
        Container c = Container.read(h.container());
        assertTrue(c.part("SDBG").isPresent(), "an SDBG part");
        assertFalse(c.part("SPDB").isPresent(), "no SPDB part");
        return Disassembler.disassemble(c, DisasmFlags.NONE);
    }

    @Test
    void notesListBackByDxkitAndByMicrosoft() throws IOException {
        for (String name : List.of("ps_notes", "hs_notes")) {
            String text = resource(name + ".txt");
            List<String> unread = new ArrayList<>();
            String got = rebuiltListing(text, unread);
            assertEquals(List.of(), unread, name);
            Golden.assertSameText(text, got, name + " listed by dxkit");
            Golden.assertSameText(resource(name + ".d3d.txt"), got, name + " as D3DDisassemble lists it");
        }
    }

    /** The text with its line {@code index} replaced by {@code line}. */
    private static String withLine(String text, int index, String line) {
        String[] lines = text.split("\n", -1);
        lines[index] = line;
        return String.join("\n", lines);
    }

    /**
     * Rebuilds {@code text}: the assembler's error, else what was not rebuilt, else (every line read) null when the
     * rebuilt container lists as {@code text}, or the first line that differs.
     */
    private static String rebuild(String text, List<String> unread) {
        Sm4Assembly a = Sm4Assembler.assemble(text);
        if (!a.ok()) {
            return "assembler error";
        }
        HeaderRebuild h = HeaderRebuild.rebuild(text, a);
        unread.addAll(h.unread());
        String got = Disassembler.disassemble(Container.read(h.container()), DisasmFlags.NONE);
        if (!unread.isEmpty()) {
            return "noted";
        }
        if (!got.equals(text) && withoutTrailingBlanks(got).equals(withoutTrailingBlanks(text))) {
            return "blanks"; // blanks at a line's end, which the assembler takes as it takes any blank
        }
        return got.equals(text) ? null : Golden.firstDifference(text, got).orElse("differs");
    }

    private static String withoutTrailingBlanks(String text) {
        return text.replaceAll("[ \\t]+\n", "\n");
    }

    private static List<String> rebuild(String text) {
        List<String> unread = new ArrayList<>();
        rebuild(text, unread);
        return unread;
    }

    /**
     * Every line of the fixtures' programs that carries a note, cut at every character: each variant is refused by the
     * assembler, or named as not rebuilt (one line, never an exception), or rebuilt so that it lists back as it (but
     * for blanks at a line's end when the cut leaves some: the assembler takes them as any blank).
     */
    @Test
    @Timeout(120)
    void everyNoteTruncatedListsBackOrIsNamed() throws IOException {
        int variants = 0;
        int noted = 0;
        int same = 0;
        int blanks = 0;
        List<String> silent = new ArrayList<>();
        for (String name : List.of("ps_notes", "hs_notes")) {
            String text = resource(name + ".txt");
            String[] lines = text.split("\n", -1);
            boolean program = false;
            for (int i = 0; i < lines.length; i++) {
                String l = lines[i];
                // the program's lines (the header's own comments are HeaderRebuild's)
                program |= l.equals("ps_5_0") || l.equals("hs_5_0");
                boolean note = l.contains("  // ") || l.startsWith("#line") || l.startsWith("// <internal error>");
                if (!program || !note) {
                    continue;
                }
                for (int cut = 0; cut < l.length(); cut++) {
                    String t = l.substring(0, cut);
                    if (t.isBlank() || t.startsWith("//") && !t.startsWith("// <internal error>")) {
                        continue; // a blank line or the user's own comment, which the assembler takes anywhere
                    }
                    List<String> unread = new ArrayList<>();
                    String why = rebuild(withLine(text, i, t), unread);
                    variants++;
                    if (why == null) {
                        same++;
                    } else if (why.equals("blanks")) {
                        blanks++;
                    } else if (why.equals("noted")) {
                        noted++;
                        assertTrue(unread.stream().allMatch(u -> u.length() < 300 && !u.contains("\n")),
                                unread::toString);
                    } else if (!why.equals("assembler error")) {
                        silent.add(name + ":" + (i + 1) + " cut at " + cut + ": " + why.replace("\n", " "));
                    }
                }
            }
        }
        System.out.println("SDBG notes truncated: " + variants + " variants, " + same + " list back, " + noted
                + " named as not rebuilt, " + blanks + " list back but for blanks at a line's end, the others refused"
                + " by the assembler");
        silent.stream().limit(20).forEach(System.out::println);
        assertEquals(List.of(), silent);
        assertTrue(same > 0 && noted > 0, "both outcomes");
    }

    @Test
    @Timeout(60)
    void hostileNotesAreNamed() throws IOException {
        String text = resource("ps_notes.txt");
        String[] lines = text.split("\n", -1);
        int mov = -1;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("dp2 r1.x")) {
                mov = i;
            }
        }
        String instr = "dp2 r1.x, v1.xyxx, cb0[0].xyxx";
        String huge = "x".repeat(10_000_000);
        String[][] cases = {
                {instr + "  // arr[r4294967296.x/2]<0,1>", "does not read as variables"},
                {instr + "  // arr[r1.q]<0,1>", "does not read as variables"},
                {instr + "  // arr[r1.y/1]<0>", "does not read as variables"},
                {instr + "  // a<4294967296>", "does not read as variables"},
                {instr + "  // a<0: 99999999999>", "does not read as variables"},
                {instr + "  // a<0: 1.0000001f>", "does not read as variables"},
                {instr + "  // a<0:[-2147483648,2147483647]>", "does not read as variables"},
                {instr + "  // a<0,1,2,3,4>", "does not read as variables"},
                {instr + "  // a<0,1,2>, b<0,1,2>, c<0,1,2>", "more than two output registers"},
                {instr + "  // " + huge + "<0:[", "does not read as variables"},
                {instr + "  // a<" + huge + ">", "does not read as variables"},
        };
        for (String[] c : cases) {
            List<String> unread = rebuild(withLine(text, mov, c[0]));
            assertTrue(unread.stream().anyMatch(u -> u.contains(c[1]) && u.length() < 200),
                    () -> c[0].substring(0, Math.min(80, c[0].length())) + ": " + unread);
        }
        // a directive out of range, or 10 MB long
        for (String d : List.of("#line 4294967296", "#line 1 \"" + huge, "#line " + huge)) {
            List<String> unread = rebuild(withLine(text, mov - 1, d));
            assertTrue(unread.stream().anyMatch(u -> u.contains("not a #line directive") && u.length() < 200),
                    () -> d.substring(0, 20) + ": " + unread);
        }
        // a 10 MB name is a name: it comes back
        String named = withLine(text, mov, instr + "  // " + huge + "<0>");
        List<String> unread = new ArrayList<>();
        Golden.assertSameText(named, rebuiltListing(named, unread), "a 10 MB name");
        assertEquals(List.of(), unread);
    }
}
