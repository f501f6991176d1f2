package dev.dxkit.d3d9;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The assembler against {@code D3DAssemble}, through the committed oracle outputs of
 * {@code fixtures/d3d9asm} ({@code tools/asm/d3d9-oracle}): every Direct3D 9 fixture listing under every flag
 * word it was listed with, and the hand-written battery, compared whole, byte for byte.
 *
 * <p>Where {@code D3DAssemble} refuses a listing dxkit does better, and the test says what it must give: the
 * numbering and offset columns (flags 0x04, 0x20) are skipped, so such a listing assembles to what the flag-0
 * listing of the same program does; an eight-digit hex {@code def} value (flag 0x80) is the float's bits, so
 * the program's own instructions come back where D3DAssemble reads the digits as an integer's value. HTML
 * (0x01) and texture-fill ({@code tx_1_0}) listings are refused by both.
 */
class D3d9AssemblerFixtureTest {
    private record Row(String input, boolean ok, String output, String message) {
    }

    private static List<Row> oracle() throws Exception {
        List<Row> rows = new ArrayList<>();
        List<String> lines = Files.readAllLines(Fixtures.dir().resolve("d3d9asm/ORACLE.tsv"), StandardCharsets.UTF_8);
        assertEquals("input\tstatus\toutput\tmessage", lines.get(0));
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t", -1);
            rows.add(new Row(f[0], f[1].equals("ok"), f[2], f[3]));
        }
        return rows;
    }

    private static byte[] read(String relative) throws Exception {
        return Files.readAllBytes(Fixtures.root().resolve(relative));
    }

    /** The instructions of a program without its comment blocks: what D3DAssemble makes of its listing. */
    static byte[] withoutComments(byte[] program) {
        D3d9Program p = D3d9Program.read(Bytes.wrap(program));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(program, 0, 4);
        for (Token t : p.tokens()) {
            if (t instanceof Instruction ins) {
                out.write(program, ins.offset(), ins.size());
            }
        }
        out.write(program, p.bytes().size() - 4, 4);
        return out.toByteArray();
    }

    /**
     * dis → asm over the battery: each program D3DAssemble wrote, listed under each flag word a user may have
     * used, assembles back to itself (breakp included, whose listing D3DAssemble cannot read).
     */
    @Test
    void everyBatteryProgramsListingAssemblesBackToIt() throws Exception {
        int n = 0;
        for (Row row : oracle()) {
            if (!row.input().startsWith("fixtures/d3d9asm/battery/") || !row.ok()) {
                continue;
            }
            byte[] program = read("fixtures/d3d9asm/" + row.output());
            for (int flags : new int[] {0x00, 0x04, 0x10, 0x20, 0x24, 0x40, 0x80, 0xe4}) {
                if (row.input().endsWith("/def_nan_ind.asm") && (flags & 0x80) == 0) {
                    // D3DDisassemble prints the NaN 0xffc00000 as -1.#IND, which D3DAssemble (and so dxkit) reads
                    // as 0x7fc00000: only the hex literals of 0x80 give its bits back
                    continue;
                }
                String listing = dev.dxkit.d3d9.listing.D3d9Listing.print(Bytes.wrap(program), dev.dxkit.text.DisasmFlags.of(flags));
                D3d9Assembler.Result r = D3d9Assembler.assemble(listing);
                String what = row.output() + " under 0x" + Integer.toHexString(flags);
                assertTrue(r.ok(), () -> what + ": " + r.errors().get(0).render("listing"));
                assertArrayEquals(program, r.program().toArray(), what);
                n++;
            }
        }
        assertEquals(51 * 8 + 2, n);
    }

    /**
     * {@code assemble(text, true)}: the battery's {@code refused_strict_*.asm}, which D3DAssemble's parser refuses by
     * its per-version rules and the default assembles, are refused, the first error on the line of
     * D3DAssemble's first; and every text D3DAssemble assembles (each fixture listing under each flag word, each
     * battery program) assembles under strict to what the default writes.
     */
    @Test
    void strictRefusesThePerVersionRulesAndNothingD3DAssembleTakes() throws Exception {
        int refused = 0;
        int same = 0;
        List<String> failures = new ArrayList<>();
        for (Row row : oracle()) {
            byte[] text = read(row.input());
            String name = Path.of(row.input()).getFileName().toString();
            D3d9Assembler.Result strict = D3d9Assembler.assemble(text, true);
            if (name.startsWith("refused_strict_")) {
                assertTrue(D3d9Assembler.assemble(text).ok(), name + ": the default assembles it");
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\((\\d+),").matcher(row.message());
                assertTrue(m.find(), row.message());
                if (strict.ok()) {
                    failures.add(name + ": assembled under strict, where D3DAssemble refuses it: " + row.message());
                } else if (strict.errors().get(0).line() != Integer.parseInt(m.group(1))) {
                    failures.add(name + ": first error " + strict.errors().get(0).render(name) + " vs " + row.message());
                } else {
                    refused++;
                }
            } else if (row.ok()) {
                D3d9Assembler.Result lenient = D3d9Assembler.assemble(text);
                if (!strict.ok()) {
                    failures.add(name + ": refused under strict, where D3DAssemble assembles it: "
                            + strict.errors().get(0).render(name));
                } else if (!java.util.Arrays.equals(lenient.program().toArray(), strict.program().toArray())) {
                    failures.add(name + ": strict writes other bytes");
                } else {
                    same++;
                }
            }
        }
        assertEquals(List.of(), failures);
        assertEquals(17, refused);
        assertEquals(316, same);
    }

    @Test
    void theOracleRowsCoverEveryDirect3D9FixtureListing() throws Exception {
        // a fixture added after tools/asm/d3d9-oracle last ran would otherwise go unchecked against D3DAssemble
        List<String> covered = new ArrayList<>();
        for (Row row : oracle()) {
            covered.add(row.input());
        }
        List<String> missing = new ArrayList<>();
        List<String> lines = Files.readAllLines(Fixtures.dir().resolve("MANIFEST.tsv"), StandardCharsets.UTF_8);
        List<String> head = List.of(lines.get(0).split("\t"));
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t", -1);
            String kind = f[head.indexOf("kind")];
            if (!kind.equals("d3d9") && !kind.equals("tx")) {
                continue;
            }
            for (String ff : f[head.indexOf("listings")].split(",")) {
                String input = "fixtures/listings/" + f[head.indexOf("id")] + "." + ff + ".txt";
                if (!covered.contains(input)) {
                    missing.add(input);
                }
            }
        }
        assertEquals(List.of(), missing, "run tools/asm/d3d9-oracle");
    }

    @Test
    void everyFixtureListingAndBatteryProgramAssemblesAsD3DAssembleDoes() throws Exception {
        Map<String, int[]> byFlags = new TreeMap<>(); // flag word -> {equal to oracle, better where it differs/refuses, refused by both}
        List<String> failures = new ArrayList<>();
        int rebased = 0;
        List<Row> rows = oracle();
        for (Row row : rows) {
            byte[] text = read(row.input());
            D3d9Assembler.Result mine = D3d9Assembler.assemble(text);
            String name = Path.of(row.input()).getFileName().toString();
            if (row.input().startsWith("fixtures/d3d9asm/battery/")) {
                // refused_*.asm: a text D3DAssemble refuses, which dxkit must refuse too (nothing written)
                assertEquals(name.startsWith("refused_"), !row.ok(), "D3DAssemble's verdict on " + row);
                int[] c = byFlags.computeIfAbsent("battery", k -> new int[3]);
                if (name.startsWith("refused_strict_")) {
                    continue; // refused by the per-version rules, under strict only: strictRefuses... below
                }
                if (!row.ok()) {
                    if (mine.ok()) {
                        failures.add(name + ": assembled, where D3DAssemble refuses it: " + row.message());
                    } else {
                        c[2]++;
                    }
                } else if (mine.ok() && java.util.Arrays.equals(read("fixtures/d3d9asm/" + row.output()), mine.program().toArray())) {
                    c[0]++;
                } else {
                    failures.add(name + ": " + (mine.ok() ? "differs from D3DAssemble" : mine.errors().get(0).message()));
                }
                continue;
            }
            // fixtures/listings/<id>.<ff>.txt
            String id = name.substring(0, name.length() - 7);
            int flags = Integer.parseInt(name.substring(name.length() - 6, name.length() - 4), 16);
            int[] c = byFlags.computeIfAbsent(String.format("%02x", flags), k -> new int[3]);
            boolean html = (flags & 0x01) != 0;
            boolean tx = id.startsWith("tx_");
            if (html || tx) {
                assertFalse(row.ok(), row.toString());
                assertFalse(mine.ok(), name + " should be refused");
                String why = mine.errors().get(0).message();
                assertTrue(html ? why.contains("HTML") : why.contains("texture-fill"), name + ": " + why);
                c[2]++;
                continue;
            }
            if (!mine.ok()) {
                failures.add(name + ": " + mine.errors().get(0).render(name));
                continue;
            }
            byte[] original = read("fixtures/bin/" + id + ".d3d9");
            byte[] expected;
            if ((flags & 0x80) != 0) {
                expected = withoutComments(original); // the bits of each def value, where D3DAssemble converts an integer
            } else if (row.ok()) {
                expected = read("fixtures/d3d9asm/" + row.output());
            } else {
                // the numbering/offset columns D3DAssemble cannot read: the same program's flag-0 listing
                Row plain = rows.stream().filter(r -> r.input().equals("fixtures/listings/" + id + ".00.txt"))
                        .findFirst().orElseThrow();
                assertTrue(plain.ok(), plain.toString());
                expected = read("fixtures/d3d9asm/" + plain.output());
            }
            if (java.util.Arrays.equals(expected, mine.program().toArray())) {
                c[row.ok() && (flags & 0x80) == 0 ? 0 : 1]++;
            } else {
                failures.add(name + ": differs from " + (row.ok() ? "D3DAssemble" : "the flag-0 listing's assembly"));
            }
            // with the original as base, the comment blocks come back: the original, byte for byte
            assertArrayEquals(original, D3d9Assembler.rebase(Bytes.wrap(original), mine.program()).toArray(), name + " --base");
            rebased++;
        }
        StringBuilder report = new StringBuilder("flags  equal-to-D3DAssemble  dxkit-better  refused-by-both\n");
        byFlags.forEach((k, v) -> report.append(String.format("%-8s %6d %6d %6d%n", k, v[0], v[1], v[2])));
        System.out.print(report);
        assertEquals(List.of(), failures);
        assertEquals(863 + 17, rows.size()); // the 17 refused_strict_*.asm: strictRefusesThePerVersionRules...
        assertEquals(52, byFlags.get("battery")[0]);
        assertEquals(16, byFlags.get("battery")[2]);
        // D3DAssemble accepts flags 00, 10, 40, 50 and 80 (52 programs each; the five tx_1_0 ones not);
        // dxkit equals it on all but 0x80, and gives back the program for 0x80 and the column flags.
        for (String f : List.of("00", "10", "40", "50")) {
            assertEquals(52, byFlags.get(f)[0], f);
        }
        for (String f : List.of("04", "20", "24", "30", "80", "84", "a4", "e4")) {
            assertEquals(52, byFlags.get(f)[1], f);
        }
        // the four programs listed with default values (0x02) too: D3DAssemble reads 0x02, not 0x06
        assertEquals(4, byFlags.get("02")[0]);
        assertEquals(4, byFlags.get("06")[1]);
        assertEquals(632, rebased);
    }
}
