package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.SdbgBuilder.Output;
import dev.dxkit.part.SdbgBuilder.Value;
import dev.dxkit.part.SdbgBuilder;
import dev.dxkit.sources.SdbgAnnotations;
import dev.dxkit.text.DisasmFlags;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SDBG annotations on the project's own programs with built SDBG parts. Each form asserted here is one
 * d3dcompiler_47 printed for the corpus's SDBG containers or for copies of them altered field by field: the
 * {@code #line} directive and when the file is named, the variable comment per run of one scope variable in one
 * output, value facts by type, the flattened index register, and Microsoft's internal-error lines.
 */
class SdbgListingTest {
    private static Container fixture(String id) {
        return Container.read(Fixtures.byId(id).orElseThrow().bytes());
    }

    /** vs_5_0_clip (seven instructions) with a part exercising each rule. */
    static Container annotatedClip() {
        SdbgBuilder b = new SdbgBuilder();
        int main = b.file("C:\\src\\clip.hlsl");
        int inc = b.file("inc.h");
        int l10 = b.token(main, 10, 5, "");
        int l11 = b.token(main, 11, 5, "");
        int l3 = b.token(inc, 3, 1, "");
        int svPos = b.scopeVariable(b.token(main, 2, 8, "pos"));
        int svClip = b.scopeVariable(b.token(main, 3, 8, "clip"));
        int svN = b.scopeVariable(b.token(main, 4, 8, "n"));
        int svU = b.scopeVariable(b.token(main, 5, 8, "u"));
        int svB = b.scopeVariable(b.token(main, 6, 8, "b"));
        int[] pos = new int[4];
        for (int c = 0; c < 4; c++) {
            pos[c] = b.variable(0, 3, svPos, c);
        }
        int clip = b.variable(0, 3, svClip, 0);
        int n = b.variable(0, 2, svN, 0);
        int u = b.variable(0, 19, svU, 0);
        int bool = b.variable(0, 1, svB, 0);
        b.instruction(0, 54, l10, new Output(1, 0, -1, -1, List.of(Value.anyFloat(pos[0]), Value.anyFloat(pos[1]),
                Value.anyFloat(pos[2]), Value.anyFloat(pos[3]))));
        b.instruction(1, 54, l10, new Output(1, 1, -1, -1, List.of(Value.constant(clip, 0.5f), Value.NONE,
                Value.NONE, Value.NONE)));
        b.instruction(2, 54, l3, new Output(1, 1, -1, -1, List.of(Value.NONE,
                new Value(clip, 0, 1, 0, 1, Float.NEGATIVE_INFINITY, Float.POSITIVE_INFINITY, true, true),
                new Value(n, 3, 9, -4, 7, 0, 0, false, false), Value.NONE)));
        // the index register r0, component 7: r1.w
        b.instruction(3, 86, l11, new Output(4, 0, 0, 7, List.of(new Value(u, 5, 5, 5, 5, 0, 0, false, false),
                        Value.NONE, Value.NONE, Value.NONE)),
                new Output(4, 0, -1, -1, List.of(new Value(bool, 3, 9, 3, 9, 0, 0, false, false), Value.NONE,
                        Value.NONE, Value.NONE)));
        // instruction 4's record carries another id; 5's token and variable do not exist; 6 has no record
        b.instruction(9, 56, l11);
        b.instruction(5, 54, 99, new Output(1, 3, -1, -1, List.of(new Value(99, 0, 0, 0, 0, 0, 0, false, false),
                Value.NONE, Value.NONE, Value.NONE)));
        return fixture("vs_5_0_clip").withPart("SDBG", Bytes.wrap(b.build()));
    }

    private static String body(String listing) {
        return listing.substring(listing.indexOf("dcl_temps 1\n") + "dcl_temps 1\n".length());
    }

    @Test
    void printsDirectivesCommentsAndInternalErrors() {
        String want = """

                #line 10 "C:\\src\\clip.hlsl"
                mov o0.xyzw, v0.xyzw  // pos<0,1,2,3>
                mov o1.x, v0.x  // clip<0: 0.5f>

                #line 3 "inc.h"
                mov o1.yz, v0.yyzy  // clip<0:NaN:Inf>, n<0:[-4,7]>

                #line 11 "C:\\src\\clip.hlsl"
                utof r0.x, v1.x  // u[r1.w]<0: 5u>, b<0: true>

                // <internal error> incorrect instruction offset in debug info
                mul o2.xyzw, r0.xxxx, l(0.100000, 0.100000, 0.100000, 0.100000)

                // <internal error> incorrect instruction offset in debug info


                // <internal error> incorrect token offset in debug info
                mov o3.x, v2.x

                // <internal error> incorrect scalar offset in debug info


                // <internal error> incorrect instruction offset in debug info
                ret\s

                // <internal error> incorrect instruction offset in debug info

                // Approximately 7 instruction slots used
                """;
        assertEquals(want, body(Disassembler.disassemble(annotatedClip(), DisasmFlags.NONE)));
    }

    @Test
    void htmlColoursValuesAndGreysCommentsAndErrors() {
        String got = Disassembler.disassemble(annotatedClip(), DisasmFlags.of(0x01));
        String grey = "<font color = \"#a0a0a0\">";
        String cyan = "<font color = \"#00ffff\">";
        String yellow = "<font color = \"#ffff40\">";
        assertTrue(got.contains("\n" + yellow + "#line </font>" + cyan + "10 \"C:\\src\\clip.hlsl\"\n</font>"), got);
        assertTrue(got.contains(grey + "  // clip<0: " + cyan + "0.5f</font>></font>\n"), got);
        assertTrue(got.contains(grey + "  // clip<0:" + yellow + "NaN</font>:" + yellow + "Inf</font>>, n<0:["
                + cyan + "-4</font>," + cyan + "7</font>]></font>\n"), got);
        // an error before an instruction: grey from the message to the next line; after: grey around it
        assertTrue(got.contains("\n\n" + grey + "// <internal error> incorrect token offset in debug info\n</font>"),
                got);
        assertTrue(got.contains("\n" + grey + "\n// <internal error> incorrect scalar offset in debug info\n</font>\n"),
                got);
    }

    @Test
    void flag0x10LeavesTheAnnotationsOut() {
        String plain = Disassembler.disassemble(fixture("vs_5_0_clip"), DisasmFlags.of(0x10));
        assertEquals(plain, Disassembler.disassemble(annotatedClip(), DisasmFlags.of(0x10)));
        assertFalse(Disassembler.disassemble(annotatedClip(), DisasmFlags.of(0x04)).equals(
                Disassembler.disassemble(fixture("vs_5_0_clip"), DisasmFlags.of(0x04))));
    }

    @Test
    void hullPhasesTakeARecordAndPrintNone() {
        Container hs = fixture("hs_5_0_fork");
        SdbgBuilder b = new SdbgBuilder();
        int line = b.token(b.file("h.hlsl"), 7, 1, "");
        int sv = b.scopeVariable(b.token(0, 1, 1, "v"));
        int x = b.variable(0, 3, sv, 0);
        for (int n = 0; n < 77; n++) {
            b.instruction(n, 54, line, new Output(4, 0, -1, -1, List.of(Value.constant(x, n), Value.NONE, Value.NONE,
                    Value.NONE)));
        }
        String got = Disassembler.disassemble(hs.withPart("SDBG", Bytes.wrap(b.build())), DisasmFlags.NONE);
        // the first directive comes before instruction 1, the first after the control point phase
        assertTrue(got.contains("dcl_temps 1\n\n#line 7 \"h.hlsl\"\nmov r0.x, vOutputControlPointID  // v<0: 1f>\n"),
                got);
        assertTrue(got.contains("\nhs_control_point_phase \n"), got);
        assertTrue(got.contains("\nhs_fork_phase \n"), got);
        assertTrue(got.contains("\nhs_join_phase \n"), got);
        assertTrue(got.contains("\nmov r0.x, vJoinInstanceID.x  // v<0: 73f>\n"), got);
        assertTrue(got.contains("\nret   // v<0: 76f>\n"), got);
        assertEquals(1, got.split("#line", -1).length - 1, got);
    }

    @Test
    void shaderMessagesHaveTheirRecordsToo() {
        SdbgBuilder b = new SdbgBuilder();
        int f = b.file("m.hlsl");
        int sv = b.scopeVariable(b.token(f, 1, 1, "v"));
        int x = b.variable(0, 3, sv, 0);
        for (int n = 0; n < 13; n++) {
            b.instruction(n, 54, b.token(f, 100 + n, 1, ""), new Output(4, 0, -1, -1, List.of(Value.constant(x, n),
                    Value.NONE, Value.NONE, Value.NONE)));
        }
        String got = Disassembler.disassemble(fixture("cs_5_0_message").withPart("SDBG", Bytes.wrap(b.build())),
                DisasmFlags.NONE);
        assertTrue(got.contains("\n\n#line 101\n  printf \"thread %d value %f\", l(0), cb0[0].x  // v<0: 1f>\n"), got);
        assertTrue(got.contains("\n\n#line 105\n  errorf \"negative %f\", cb0[0].y  // v<0: 5f>\n"), got);
        assertTrue(got.endsWith("\n\n#line 112\nret   // v<0: 12f>\n// Approximately 12 instruction slots used\n"), got);
    }

    @Test
    void moreThanTwoOutputsIsMicrosoftsOwnError() {
        SdbgBuilder b = new SdbgBuilder();
        int t = b.token(b.file("a"), 1, 1, "");
        b.instructionWithOutputCount(0, t, 3);
        String got = Disassembler.disassemble(fixture("vs_5_0_clip").withPart("SDBG", Bytes.wrap(b.build())),
                DisasmFlags.NONE);
        assertTrue(got.contains("\n#line 1 \"a\"\nmov o0.xyzw, v0.xyzw\n\n"
                + "// <internal error> too many instruction outputs in debug info\n\n"), got);
    }

    /** vs_5_0_clip with the position facts of each instruction's token given by {@code tokens}. */
    private static String positions(SdbgBuilder b, int... tokens) {
        int sv = b.scopeVariable(b.token(-1, 0, 0, "v"));
        int x = b.variable(0, 3, sv, 0);
        for (int n = 0; n < tokens.length; n++) {
            b.instruction(n, 54, tokens[n], new Output(4, 0, -1, -1, List.of(Value.anyFloat(x), Value.NONE,
                    Value.NONE, Value.NONE)));
        }
        return listed(fixture("vs_5_0_clip").withPart("SDBG", Bytes.wrap(b.build())));
    }

    private static String listed(Container c) {
        return body(Disassembler.disassemble(c, DisasmFlags.NONE));
    }

    @Test
    void positionsWithoutAFileOrWithAnEmptyFileName() {
        SdbgBuilder b = new SdbgBuilder();
        int named = b.file("a.hlsl");
        int empty = b.file("");
        int noFile = b.token(-1, 9, 1, "");
        int nowhere = b.token(-1, -1, 1, "");
        int inEmpty = b.token(empty, 5, 1, "");
        int far = b.token(named, -2, 1, "");
        int back = b.token(named, 9, 1, "");
        String got = positions(b, noFile, nowhere, inEmpty, far, back, noFile, far);
        // the position starts as line -1 of no file; file -1 names none and is no change of file; a file with an
        // empty name gives nothing and leaves the position; lines are unsigned
        assertEquals("""

                #line 9
                mov o0.xyzw, v0.xyzw  // v<0>

                #line 4294967295
                mov o1.x, v0.x  // v<0>
                mov o1.yz, v0.yyzy  // v<0>

                #line 4294967294 "a.hlsl"
                utof r0.x, v1.x  // v<0>

                #line 9
                mul o2.xyzw, r0.xxxx, l(0.100000, 0.100000, 0.100000, 0.100000)  // v<0>
                mov o3.x, v2.x  // v<0>

                #line 4294967294 "a.hlsl"
                ret   // v<0>
                // Approximately 7 instruction slots used
                """, got);
    }

    @Test
    void fileNamesAreWrittenAsUtf8AndNamesEndAtANul() {
        SdbgBuilder b = new SdbgBuilder();
        // the bytes of d, UTF-8 e-acute, j, then a lone 0xe0 (not UTF-8)
        int f = b.file("d\u00c3\u00a9j\u00e0.hlsl\0tail");
        int sv = b.scopeVariable(b.token(f, 1, 1, "col\0or"));
        int x = b.variable(0, 3, sv, 0);
        b.instruction(0, 54, b.token(f, 3, 1, ""), new Output(4, 0, -1, -1, List.of(Value.constant(x, 2f),
                Value.NONE, Value.NONE, Value.NONE)));
        String got = listed(fixture("vs_5_0_clip").withPart("SDBG", Bytes.wrap(b.build())));
        // the listing's characters are the bytes written: e-acute's UTF-8, then U+FFFD's (ef bf bd)
        assertTrue(got.startsWith("\n#line 3 \"d\u00c3\u00a9j\u00ef\u00bf\u00bd.hlsl\"\nmov o0.xyzw, v0.xyzw  // col<0: 2f>\n"),
                got);
    }

    @Test
    void anIndexedArrayElementSpanningRegistersShowsTheirCount() {
        SdbgBuilder b = new SdbgBuilder();
        int t = b.token(b.file("a"), 1, 1, "");
        int wide = b.arrayVariable(b.token(0, 1, 1, "m"), 3, 8);
        int narrow = b.arrayVariable(b.token(0, 1, 1, "f"), 4, 4);
        int w = b.variable(0, 3, wide, 0);
        int nw = b.variable(0, 3, narrow, 0);
        b.instruction(0, 54, t, new Output(1, 0, 2, 1, List.of(Value.anyFloat(w), Value.NONE, Value.NONE,
                Value.NONE)));
        b.instruction(1, 54, t, new Output(1, 1, 2, 1, List.of(Value.anyFloat(nw), Value.NONE, Value.NONE,
                Value.NONE)));
        String got = listed(fixture("vs_5_0_clip").withPart("SDBG", Bytes.wrap(b.build())));
        // a stride of 8 scalars is 2 registers; 4 scalars fit one and print nothing
        assertTrue(got.contains("\nmov o0.xyzw, v0.xyzw  // m[r2.y/2]<0>\nmov o1.x, v0.x  // f[r2.y]<0>\n"), got);
    }

    @Test
    @Timeout(60)
    void hostileSdbgListsOrFailsWithTheOffset() {
        Container c = annotatedClip();
        byte[] orig = c.part("SDBG").orElseThrow().data().toArray();
        int listed = 0;
        int refused = 0;
        for (int i = 0; i < orig.length; i += 1) {
            for (byte v : new byte[]{0, (byte) 0xff}) {
                byte[] b = orig.clone();
                b[i] = v;
                try {
                    String text = Disassembler.disassemble(c.withPart("SDBG", Bytes.wrap(b)), DisasmFlags.NONE);
                    assertTrue(text.endsWith("// Approximately 7 instruction slots used\n"));
                    listed++;
                } catch (DxFormatException e) {
                    assertTrue(e.getMessage().matches("SDBG @0x[0-9a-f]+: .+"), e.getMessage());
                    refused++;
                }
            }
        }
        assertTrue(listed > 1000 && refused > 10, listed + " listed, " + refused + " refused");
    }
}
