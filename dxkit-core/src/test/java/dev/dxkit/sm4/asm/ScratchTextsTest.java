package dev.dxkit.sm4.asm;

import dev.dxkit.container.Container;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Texts written from scratch (tools/battery/asm-scratch): the findings of that battery, reduced. Each text in
 * {@code scratch/} is assembled without a base and its container listed; the listing must be D3DDisassemble's of
 * the container (the committed {@code .d3d.txt}, made by the oracle from the container dxkit builds), whole.
 */
class ScratchTextsTest {
    private static String resource(String name) throws IOException {
        try (InputStream in = ScratchTextsTest.class.getResourceAsStream("scratch/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    /**
     * A hull program written from scratch: no header, so no tessellation table (and no STAT); its one patch constant
     * (o0.x of the fork phase) is built from its declaration.
     */
    private static final String HULL_WITHOUT_TABLE = "hs_5_0\nhs_decls\ndcl_input_control_point_count 1\n"
            + "dcl_output_control_point_count 1\ndcl_tessellator_domain domain_tri\n"
            + "dcl_tessellator_partitioning partitioning_integer\ndcl_tessellator_output_primitive output_triangle_cw\n"
            + "hs_fork_phase\ndcl_output o0.x\nmov o0.x, l(1.000000)\nret\n";

    private static final String HULL_SIGNATURES = "the signatures built from the declarations (the text has no"
            + " signature table): 0 input elements, 0 output elements and 1 patch-constant element, named by their"
            + " system values, SV_Target# or TEXCOORD#";

    private static String rebuiltListing(String text) {
        Sm4Assembly a = Sm4Assembler.assemble(text);
        assertTrue(a.ok(), () -> a.errors().get(0).format("text"));
        return Disassembler.disassemble(Container.read(HeaderRebuild.container(text, a)), DisasmFlags.NONE);
    }

    /**
     * Signature and binding rows typed by hand: words separated by single blanks or tabs, no trailing blank, no used
     * components, a mask with a component left out ({@code x zw}), a special register's row. Before: every such row
     * was left out ("not rebuilt from the header"), so the container had empty signatures and no bindings.
     */
    @Test
    void typedHeaderRows() throws IOException {
        String text = resource("ps_typed_header.txt");
        assertEquals(resource("ps_typed_header.d3d.txt"), rebuiltListing(text));
        Sm4Assembly a = Sm4Assembler.assemble(text);
        HeaderRebuild h = HeaderRebuild.rebuild(text, a);
        assertEquals(java.util.List.of(), h.unread());
    }

    /**
     * A header with lines of the writer's own: a comment and a blank line before the creator's lines, a comment
     * indented by a tab and a line of blanks between the signature tables, a row without its trailing blank, and a
     * version line with a comment after it (CR LF throughout). Before: the reader stopped at the first line it did
     * not expect, so every table after it was left out (empty signatures), and a version line with a comment was
     * not taken for the end of the header (the program's lines read as a level-9 section).
     */
    @Test
    void ownCommentsInTheHeader() throws IOException {
        String text = resource("vs_own_comments.txt");
        assertEquals(resource("vs_own_comments.d3d.txt"), rebuiltListing(text));
        HeaderRebuild h = HeaderRebuild.rebuild(text, Sm4Assembler.assemble(text));
        assertEquals(java.util.List.of("header line 1: // A vertex shader written by hand, its signatures copied from a"
                + " listing.", "header line 14: \t// the outputs: position only for now"), h.unread());
    }

    /**
     * A text without the closing "Approximately N instruction slots used" line (written from scratch, or listed with
     * instructions only): STAT's instruction count is counted from the program as fxc counts it, and a note says so.
     * Before: 0 (D3DDisassemble printed "Approximately 0 instruction slots used" for 340 of the battery's 431
     * containers). A text with the line keeps its own N, without a note; a hull program without its tessellation
     * table gets no STAT at all, so nothing is counted or noted (checked in signaturesBuiltFromTheDeclarations).
     */
    @Test
    void instructionCountOfATextWithoutTheClosingLine() {
        String program = "ps_5_0\ndcl_input_ps linear v0.xy\ndcl_output o0.xyzw\ndcl_temps 1\n"
                + "add r0.xy, v0.xyxx, v0.xyxx\nmov o0.xy, r0.xyxx\nmov o0.zw, l(0,0,0,1.000000)\nret\n";
        assertTrue(rebuiltListing(program).endsWith("\nret \n// Approximately 4 instruction slots used\n"));
        // (the text has no header either: its signatures are built, see signaturesBuiltFromTheDeclarations)
        String built = "the signatures built from the declarations (the text has no signature table): 1 input element"
                + " and 1 output element, named by their system values, SV_Target# or TEXCOORD#";
        assertEquals(java.util.List.of(built, "STAT's instruction count (4) counted from the program: the text has no"
                + " \"Approximately N instruction slots used\" line"),
                HeaderRebuild.rebuild(program, Sm4Assembler.assemble(program)).notes());
        String said = program + "// Approximately 7 instruction slots used\n";
        assertTrue(rebuiltListing(said).endsWith("\n// Approximately 7 instruction slots used\n"));
        assertEquals(java.util.List.of(built), HeaderRebuild.rebuild(said, Sm4Assembler.assemble(said)).notes());
        // (a hull program without its tessellation table: see signaturesBuiltFromTheDeclarations)
    }

    /**
     * A program without its closing {@code ret} is assembled as written (D3DDisassemble lists it so), with a note:
     * fxc ends every program with one (none of the corpus's 5,151 assembled listings gets the note).
     */
    @Test
    void aProgramWithoutRetIsNoted() {
        String text = "ps_4_0\ndcl_output o0.xyzw\nmov o0.xyzw, l(1.000000,0,0,1.000000)\n";
        Sm4Assembly a = Sm4Assembler.assemble(text);
        assertTrue(a.ok());
        assertEquals(java.util.List.of("the program does not end with ret (fxc ends every program with one): assembled"
                + " as written"), a.notes());
        assertTrue(rebuiltListing(text).endsWith("\nmov o0.xyzw, l(1.000000,0,0,1.000000)\n"
                + "// Approximately 1 instruction slots used\n"));
        assertEquals(java.util.List.of(), Sm4Assembler.assemble(text + "ret\n").notes());
    }

    /**
     * Texts without a header (the listings of a vertex, a pixel, a two-stream geometry, a hull and a domain program of
     * our own, their headers left out): the input, output and patch-constant signatures are built from the
     * declarations (DeclaredSignatures), with a note, and D3DDisassemble lists them as dxkit does. Before: empty signatures ("no Input", "no Output"), which no
     * input layout or next stage links with. The registers, masks, system values and streams are the compiled
     * programs' own; only the names of the elements without a system value (TEXCOORD#) and the type of the pixel
     * program's constant-interpolated input (float, not uint) are not the HLSL's.
     */
    @Test
    void signaturesBuiltFromTheDeclarations() throws IOException {
        for (String name : new String[] {"vs_no_header", "ps_no_header", "gs_no_header_streams", "hs_no_header",
                "ds_no_header"}) {
            String text = resource(name + ".txt");
            assertEquals(resource(name + ".d3d.txt"), rebuiltListing(text), name);
            java.util.List<String> notes = HeaderRebuild.rebuild(text, Sm4Assembler.assemble(text)).notes();
            assertTrue(notes.get(0).startsWith("the signatures built from the declarations (the text has no signature"
                    + " table): "), name + ": " + notes);
        }
        String ps = rebuiltListing(resource("ps_no_header.txt"));
        // the position the program reads one component of is the whole vector; the special register has no number
        assertTrue(ps.contains("\n// SV_Position              0   xyzw        0      POS   float     z \n"
                + "// TEXCOORD                 0   xy          1     NONE   float   xy  \n"), ps);
        assertTrue(ps.contains("\n// SV_Target                1   xyzw        1   TARGET   float   xyzw\n"
                + "// SV_Depth                 0    N/A   oDepth    DEPTH   float    YES\n"), ps);
        String gs = rebuiltListing(resource("gs_no_header_streams.txt"));
        assertTrue(gs.contains("\n// m0:SV_ViewportArrayIndex     0   x           2  VPINDEX    uint   x   \n"
                + "// m1:SV_Position           0   xyzw        0      POS   float   xyzw\n"), gs);
        String hs = rebuiltListing(resource("hs_no_header.txt"));
        // the tessellation factors by their edge; a vector fxc spread over three fork phases, one element
        assertTrue(hs.contains("\n// SV_TessFactor            0   x           0  TRIEDGE   float   x   \n"
                + "// TEXCOORD                 0    yzw        0     NONE   float    yzw\n"
                + "// SV_TessFactor            1   x           1  TRIEDGE   float   x   \n"), hs);
        // a hull program with no control points declared, no input to build: the patch constant alone; without its
        // tessellation table it gets no STAT, so no instruction count is counted or noted
        String hull = HULL_WITHOUT_TABLE;
        String listed = rebuiltListing(hull);
        assertTrue(listed.contains("\n// no Input\n"), listed);
        assertTrue(listed.endsWith("\n// Approximately 0 instruction slots used\n"), listed);
        assertEquals(java.util.List.of(HULL_SIGNATURES), HeaderRebuild.rebuild(hull, Sm4Assembler.assemble(hull))
                .notes());
    }

    /** "no Input" typed with a run of blanks or a tab: read as the empty table it is, nothing left out. */
    @Test
    void emptyTablesTypedByHand() {
        String text = "//\n// Input signature:\n//\n// Name Index Mask Register SysValue Format Used\n// ---- ----- ----\n"
                + "// no   Input\n//\n//\n// Output signature:\n//\n// Name\n// ----\n// no\tOutput\n//\n\t\n"
                + "cs_5_0\ndcl_thread_group 1, 1, 1\nret\n";
        HeaderRebuild h = HeaderRebuild.rebuild(text, Sm4Assembler.assemble(text));
        assertEquals(java.util.List.of(), h.unread());
    }

    /**
     * {@code dxkit asm} picks the Shader Model 4/5 assembler by {@link Sm4Assembler#hasVersionLine}, which did not
     * take a comment after the version (the assembler itself does): the CLI refused the text with "expected a
     * version line" at 1:1. A comment (and the columns of flags 0x04 and 0x20) are set aside as the assembler sets
     * them aside; a commented-out version line is none.
     */
    @Test
    void versionLineWithACommentIsFound() throws IOException {
        assertTrue(Sm4Assembler.hasVersionLine(resource("vs_own_comments.txt")));
        assertTrue(Sm4Assembler.hasVersionLine("ps_5_0 // pixel\nret\n"));
        assertTrue(Sm4Assembler.hasVersionLine("  12: cs_5_0   // the group's sum, written by hand, line 12\r\nret\n"));
        assertFalse(Sm4Assembler.hasVersionLine("// ps_5_0\nmov r0.x, l(1)\n"));
        assertFalse(Sm4Assembler.hasVersionLine("vs_2_0 // a Direct3D 9 program\nmov oPos, v0\n"));
    }
}
