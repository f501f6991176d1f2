package dev.dxkit.rootsig;

import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.LittleEndian;
import dev.dxkit.part.RootSignaturePart;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Damaged RTS0 parts and hostile root-signature texts: each is read and printed, or refused with one
 * {@link DxFormatException} naming the byte ({@code RTS0 @0x…}) or the line and column; never another
 * exception, never a hang.
 */
class RootSignatureHostileTest {
    private static byte[] fixturePart(String id) throws IOException {
        byte[] c = Files.readAllBytes(Fixtures.dir().resolve("rootsig/bin").resolve(id + ".dxbc"));
        int size = LittleEndian.i32(c, 0x28);
        return Arrays.copyOfRange(c, 0x2c, 0x2c + size);
    }

    /** Reads and prints {@code data}; a refusal must be a DxFormatException that names an RTS0 byte. */
    private static boolean readAndPrint(byte[] data) {
        try {
            RootSignaturePart p = RootSignaturePart.read(Bytes.wrap(data));
            RootSignaturePrinter.print(p);
            return true;
        } catch (DxFormatException e) {
            assertTrue(e.getMessage().startsWith("RTS0 @0x"), e.getMessage());
            assertTrue(e.offset() >= 0 && e.offset() <= Math.max(data.length, 0xffff_ffffL), e.getMessage());
            return false;
        }
    }

    @Test
    void truncationAtEveryByteIsRefusedByName() throws IOException {
        for (String id : List.of("typical_graphics_11", "typical_graphics_10", "table_bindless_11", "sampler_all_fields_10")) {
            byte[] part = fixturePart(id);
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
                for (int n = 0; n < part.length; n++) {
                    byte[] cut = Arrays.copyOf(part, n);
                    assertTrue(!readAndPrint(cut), id + " cut to " + n + " bytes was read");
                }
            });
            assertTrue(readAndPrint(part), id + " whole");
        }
    }

    @Test
    void byteSweepsNeverEscapeAsAnotherException() throws IOException {
        byte[] part = fixturePart("typical_graphics_11");
        int[] counts = new int[2];
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (int at = 0; at < part.length; at++) {
                for (int v : new int[] {0x00, 0xff, 0x7f, 0x80, 0x01}) {
                    byte[] d = part.clone();
                    d[at] = (byte) v;
                    counts[readAndPrint(d) ? 0 : 1]++;
                }
            }
        });
        assertTrue(counts[1] > 0 && counts[0] > 0, "some damaged parts read, some refused: " + Arrays.toString(counts));
    }

    @Test
    void hugeCountsAndOffsetsAreRefusedBeforeAllocating() throws IOException {
        byte[] part = fixturePart("typical_graphics_11");
        int[][] words = {{4, 0xFFFF_FFF0}, {8, 0x7FFF_FFFF}, {12, 0xFFFF_FFFF}, {16, 0x1000_0000}, {0, 7}, {24, 9}};
        for (int[] w : words) {
            byte[] d = part.clone();
            LittleEndian.putI32(d, w[0], w[1]);
            DxFormatException e = assertThrows(DxFormatException.class, () -> RootSignaturePart.read(Bytes.wrap(d)));
            assertTrue(e.getMessage().startsWith("RTS0 @0x"), e.getMessage());
        }
        // a table whose range count is huge, and one whose ranges lie past the end
        byte[] t = fixturePart("table_many_ranges_11");
        int payload = LittleEndian.i32(t, 24 + 8);
        byte[] d = t.clone();
        LittleEndian.putI32(d, payload, 0x0FFF_FFFF);
        assertEquals("RTS0 @0x" + String.format("%04x", payload) + ": range count at most " + (t.length / 20)
                + ", found 268435455", assertThrows(DxFormatException.class, () -> RootSignaturePart.read(Bytes.wrap(d))).getMessage());
    }

    @Test
    void valuesTheLanguageCannotSpellAreRefusedAtTheirByte() throws IOException {
        byte[] s = fixturePart("sampler_default_11");
        int sampler = LittleEndian.i32(s, 16);
        Object[][] damage = {{0, 0x42, "filter 66"}, {4, 9, "texture address mode 9"}, {24, 77, "comparison function 77"},
                {28, 5, "border colour 5"}, {48, 8, "shader visibility 8"}, {32, 0x7fc00000, "NaN"}};
        for (Object[] dmg : damage) {
            byte[] d = s.clone();
            LittleEndian.putI32(d, sampler + (int) dmg[0], (int) dmg[1]);
            DxFormatException e = assertThrows(DxFormatException.class,
                    () -> RootSignaturePrinter.print(RootSignaturePart.read(Bytes.wrap(d))));
            assertEquals(sampler + (int) dmg[0], e.offset(), e.getMessage());
            assertTrue(e.getMessage().contains((String) dmg[2]), e.getMessage());
        }
        byte[] f = fixturePart("cbv_flags_data_static_11");
        LittleEndian.putI32(f, 20, 0x8000_0000); // a root flag bit without a keyword
        DxFormatException e = assertThrows(DxFormatException.class, () -> RootSignaturePrinter.print(RootSignaturePart.read(Bytes.wrap(f))));
        assertEquals("RTS0 @0x0014: flag bits 0x80000000 have no name in the root-signature language", e.getMessage());
    }

    /** Texts that must each give one line naming a place, fast. */
    static List<String> hostileTexts() {
        List<String> t = new ArrayList<>();
        t.add("(((((((((((((((((((((((((((((((((((((((((");
        t.add("CBV(b0)".repeat(1) + ", CBV(".repeat(20000));
        t.add("DescriptorTable(" + "SRV(t0), ".repeat(5000));
        t.add("\u0001\u0002\u0000"); // a NUL ends the text for DXC, as it ends a C string
        t.add("CBV(b0), \u00e9\u00ff");
        t.add("RootConstants(num32BitConstants = 99999999999999999999999999999, b0)");
        t.add("StaticSampler(s0, mipLODBias = 1e999999999999)");
        t.add("StaticSampler(s0, minLOD = " + "9".repeat(400) + ")");
        t.add("CBV(b" + "9".repeat(300) + ")");
        t.add("Sampler(s0)");
        t.add(")");
        t.add("=|,()");
        t.add("RootFlags(" + "ALLOW_STREAM_OUTPUT | ".repeat(3000) + ")");
        t.add("CBV(b0, visibility = )");
        t.add("StaticSampler(s0, filter = )");
        t.add("CBV(b0)\r\nSRV(t0)");
        return t;
    }

    @Test
    void hostileTextsGetOneLineWithAPlace() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (String text : hostileTexts()) {
                for (String source : List.of(text, "#define RS \"" + text + "\"\n")) {
                    DxFormatException e = assertThrows(DxFormatException.class, () ->
                            RootSignatureCompiler.compile("h.hlsl", source.getBytes(StandardCharsets.ISO_8859_1), null, 2),
                            () -> "accepted: " + source);
                    assertTrue(e.getMessage().matches("(?s)h\\.hlsl:\\d+:\\d+: error: [^\\n]*"), e.getMessage());
                    assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
                }
            }
        });
    }

    @Test
    void hostileSourcesGetOneLineWithAPlace() {
        List<String> sources = List.of(
                "#define RS \"CBV(b0)\n",                        // unterminated string
                "#define RS \"CBV(b0)\" \\\n\"SRV(t0\n",          // unterminated after a continuation
                "#define\n",                                     // no name
                "#define A \"CBV(b0)\"\n#define B \"SRV(t0)\"\n", // no RS
                "#define RS A\n#define A RS\n",                  // self-reference through another macro
                "#define RS \"/* not a comment */ CBV(b0)\"\n",
                "#\n#define RS 'c'\n",
                "#define RS \"" + "x".repeat(100_000) + "\"\n",
                chain(5000),                                     // macros nested 5,000 deep
                doubling(40),                                    // 2^40 tokens
                // the preprocessor's own bombs: arguments inside arguments, 2^60 tokens through arguments,
                // expressions and conditionals nested past any sensible depth, an expression with no end
                "#define I(x) x\n#define RS " + "I(".repeat(100_000) + "\"CBV(b0)\"" + ")".repeat(100_000) + "\n",
                "#define F(x) x x\n#define RS " + "F(".repeat(60) + "CBV" + ")".repeat(60) + "\n",
                "#define F(x) x\n#define RS F(" + "(".repeat(100_000) + "\n",
                "#if " + "(".repeat(100_000) + "1" + ")".repeat(100_000) + "\n#define RS \"CBV(b0)\"\n#endif\n",
                "#if " + "-".repeat(100_000) + "1\n#define RS \"CBV(b0)\"\n#endif\n",
                "#if " + "1 ? ".repeat(50_000) + "1" + " : 0".repeat(50_000) + "\n#define RS \"CBV(b0)\"\n#endif\n",
                "#define RS \"CBV(b0)\"\n" + "#if 1\n".repeat(100_000),
                "#define RS \"CBV(b0)\"\n#if " + "1 + ".repeat(100_000) + "\n#endif\n",
                "#define A B\n#define B A\n#if A\n#define RS \"CBV(b0)\"\n#endif\n#error A and B\n");
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (String source : sources) {
                DxFormatException e = assertThrows(DxFormatException.class, () ->
                        RootSignatureCompiler.compile("h.hlsl", source.getBytes(StandardCharsets.ISO_8859_1), "RS", 2),
                        () -> "accepted: " + source);
                assertTrue(e.getMessage().matches("h\\.hlsl:\\d+:\\d+: error: [^\\n]*"), e.getMessage());
            }
        });
    }

    private static String chain(int n) {
        StringBuilder b = new StringBuilder("#define RS M0\n");
        for (int i = 0; i < n; i++) {
            b.append("#define M").append(i).append(" M").append(i + 1).append('\n');
        }
        return b.append("#define M").append(n).append(" \"CBV(b0)\"\n").toString();
    }

    private static String doubling(int n) {
        StringBuilder b = new StringBuilder("#define RS D0\n");
        for (int i = 0; i < n; i++) {
            b.append("#define D").append(i).append(" D").append(i + 1).append(" D").append(i + 1).append('\n');
        }
        return b.append("#define D").append(n).append(" CBV\n").toString();
    }

    @Test
    void bareStringLiteralsJoinAsInAMacro() {
        String quoted = "// a root signature\n\"RootFlags(0), \"\n  \"CBV(b0), \" /* two */ \"SRV(t0)\"\n";
        RootSignaturePart a = RootSignatureCompiler.compile("q.txt", quoted.getBytes(StandardCharsets.ISO_8859_1), null, 2);
        RootSignaturePart b = RootSignatureCompiler.compileString("RootFlags(0), CBV(b0), SRV(t0)", 2);
        assertEquals(b.encode(), a.encode());
        String bad = "\"CBV(b0), \"\n\"SRV(b1)\"\n";
        DxFormatException e = assertThrows(DxFormatException.class, () ->
                RootSignatureCompiler.compile("q.txt", bad.getBytes(StandardCharsets.ISO_8859_1), null, 2));
        assertEquals("q.txt:2:6: error: root signature error - Incorrect register type 'b1' in SRV (expected t#)", e.getMessage());
        DxFormatException open = assertThrows(DxFormatException.class, () ->
                RootSignatureCompiler.compile("q.txt", "\"CBV(b0)\n".getBytes(StandardCharsets.ISO_8859_1), null, 2));
        assertEquals("q.txt:1:1: error: missing terminating '\"' character", open.getMessage());
        DxFormatException stray = assertThrows(DxFormatException.class, () ->
                RootSignatureCompiler.compile("q.txt", "\"CBV(b0)\" x".getBytes(StandardCharsets.ISO_8859_1), null, 2));
        assertEquals("q.txt:1:11: error: expected a string literal", stray.getMessage());
    }

    @Test
    void bareTextErrorsNameTheTokensLineAndColumn() {
        String text = "RootFlags(0),\n  CBV(b0),\n  SRV(b1)\n";
        DxFormatException e = assertThrows(DxFormatException.class, () ->
                RootSignatureCompiler.compile("rs.txt", text.getBytes(StandardCharsets.ISO_8859_1), null, 2));
        assertEquals("rs.txt:3:7: error: root signature error - Incorrect register type 'b1' in SRV (expected t#)", e.getMessage());
        DxFormatException two = assertThrows(DxFormatException.class, () -> RootSignatureCompiler.compile("two.hlsl",
                "#define A \"CBV(b0)\"\n#define B \"SRV(t0)\"\n".getBytes(StandardCharsets.ISO_8859_1), null, 2));
        assertEquals("two.hlsl:1:1: error: 2 macros are defined (A, B); name the one holding the root signature", two.getMessage());
        DxFormatException s = assertThrows(DxFormatException.class, () -> RootSignatureCompiler.compileString("CBV(b0) x", 2));
        assertEquals("<string>:1:9: error: root signature error - Expected ',', found: 'x'", s.getMessage());
    }
}
