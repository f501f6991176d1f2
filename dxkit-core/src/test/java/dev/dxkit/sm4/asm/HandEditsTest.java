package dev.dxkit.sm4.asm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Golden;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hand edits of listings, the reduced cases of the asm-edits battery ({@code tools/battery/asm-edits}): the project's
 * own fixture listings edited as a modder edits them (resources {@code edits/}), assembled without a base, and listed
 * by dxkit exactly as D3DDisassemble lists the same container ({@code <name>.d3d.txt}, made by
 * {@code tools/fixtures/asm-edits}); and the edits the assembler must refuse, with the line and column named.
 */
class HandEditsTest {
    private static String resource(String name) throws IOException {
        try (InputStream in = HandEditsTest.class.getResourceAsStream("edits/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    private static Sm4Assembly assembled(String text) {
        Sm4Assembly a = Sm4Assembler.assemble(text);
        assertTrue(a.ok(), () -> a.errors().toString());
        return a;
    }

    private static String listing(String text, Sm4Assembly a) {
        return Disassembler.disassemble(Container.read(HeaderRebuild.container(text, a)), DisasmFlags.NONE);
    }

    @Test
    void editedListingsListAsMicrosoftListsThem() throws IOException {
        for (String name : List.of("hs_temps", "cs_stores", "vs_nans", "cs_double_flags40", "ps_minprec_flags40",
                "cs_opcodes")) {
            String text = resource(name + ".txt");
            Golden.assertSameText(resource(name + ".d3d.txt"), listing(text, assembled(text)),
                    name + " as D3DDisassemble lists it");
        }
    }

    @Test
    void newTemporariesAreDeclaredPerPhase() throws IOException {
        // hs_5_0_fork edited: r3 in the control-point phase (as a relative index too), the second fork phase's
        // dcl_temps deleted, r5 written in the third
        Sm4Assembly a = assembled(resource("hs_temps.txt"));
        assertEquals(List.of("dcl_temps 1 in phase 1 (hs_control_point_phase) raised to 4 (r3 is used)",
                "dcl_temps 1 in phase 3 (hs_fork_phase) added (r0 is used)",
                "dcl_temps 1 in phase 4 (hs_fork_phase) raised to 6 (r5 is used)"), a.notes());
        // an unedited listing is its own program: no notes
        assertEquals(List.of(), assembled("vs_5_0\ndcl_temps 2\nmov r1.x, l(1)\nret\n").notes());
        // a count larger than the registers used is the user's
        Sm4Assembly kept = assembled("vs_5_0\ndcl_temps 9\nmov r1.x, l(1)\nret\n");
        assertEquals(List.of(), kept.notes());
        assertEquals(9, kept.program().array()[kept.program().arrayOffset() + 12]);
    }

    @Test
    void insertedDeclarationGoesAfterTheInputsAndOutputs() {
        Sm4Assembly a = assembled("vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\nmov r3.x, v0.x\nmov o0.xyzw, r3.xxxx\nret\n");
        assertEquals(List.of("dcl_temps 4 added (r3 is used)"), a.notes());
        String text = Disassembler.disassemble(Container.read(HeaderRebuild.container("", a)), DisasmFlags.of(0x40));
        assertEquals("vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\ndcl_temps 4\nmov r3.x, v0.x\n"
                + "mov o0.xyzw, r3.xxxx\nret \n", text);
    }

    private static AsmDiagnostic refused(String text) {
        Sm4Assembly a = Sm4Assembler.assemble(text);
        assertNull(a.program(), text);
        assertEquals(1, a.errors().size(), () -> a.errors().toString());
        return a.errors().get(0);
    }

    @Test
    void registersOutOfTheModelsRangeAreRefused() {
        AsmDiagnostic d = refused("ps_5_0\ndcl_output o0.xyzw\ndcl_temps 1\n// note\nmov r4096.x, l(1.000000)\nret\n");
        assertEquals(new AsmDiagnostic(5, 5, "r4096 is out of range (ps_5_0 has r0 to r4095)", "mov r4096.x, l(1.000000)"), d);
        d = refused("ps_4_0\ndcl_temps 1\nmov o8.xyzw, r0.xxxx\nret\n");
        assertEquals(new AsmDiagnostic(3, 5, "o8 is out of range (ps_4_0 has o0 to o7)", "mov o8.xyzw, r0.xxxx"), d);
        d = refused("vs_4_0\nmov o16.xyzw, l(0,0,0,0)\nret\n");
        assertEquals("o16 is out of range (vs_4_0 has o0 to o15)", d.message());
        d = refused("gs_5_0\n  mov o32.x, l(0)\nret\n");
        assertEquals(new AsmDiagnostic(2, 7, "o32 is out of range (gs_5_0 has o0 to o31)", "  mov o32.x, l(0)"), d);
        // in range: the last register of each
        assertTrue(Sm4Assembler.assemble("vs_4_1\nmov o31.x, l(0)\nmov r4095.x, l(0)\nret\n").ok());
    }

    @Test
    void aRegisterOutOfRangeIsReportedOnceWhenTheUsualReadingGivesUpAfterIt() {
        // the usual instruction is read in one pass (StatementAssembler.quick) until an operand it does not take (a
        // relative index, a literal with an exponent, a suffix in parentheses); the statement is then read again the
        // general way: a register out of range that the first pass had noted is reported once, where it stands
        for (String tail : new String[] {"cb0[r0.x + 1].x", "l(1.000000e+10)", "l(1.#INF00)", "r0.x {min16f}"}) {
            String line = "mov r4096.x, " + tail;
            AsmDiagnostic d = refused("ps_5_0\ndcl_constantbuffer CB0[2], dynamicIndexed\ndcl_temps 1\n" + line + "\nret\n");
            assertEquals(new AsmDiagnostic(4, 5, "r4096 is out of range (ps_5_0 has r0 to r4095)", line), d);
        }
        AsmDiagnostic d = refused("ps_5_0\ndcl_temps 1\nadd o9.x, r0.x, l(1)\nret\n");
        assertEquals(new AsmDiagnostic(3, 5, "o9 is out of range (ps_5_0 has o0 to o7)", "add o9.x, r0.x, l(1)"), d);
    }

    @Test
    void fcallsRelativeTemporariesAreCountedAndRanged() {
        // fcall encodes its interface operand on a path of its own: its relative index's temporary counts too
        String text = "ps_5_0\ndcl_function_body fb0\ndcl_function_table ft0 = {fb0}\ndcl_interface fp0[2][1] = {ft0}\n"
                + "dcl_temps 1\nmov r0.x, l(0)\nfcall fp0[r5.x + 0][0]\nret\nlabel fb0\nret\n";
        Sm4Assembly a = Sm4Assembler.assemble(text);
        assertTrue(a.ok(), () -> a.errors().toString());
        assertEquals(List.of("dcl_temps 1 raised to 6 (r5 is used)"), a.notes());
        AsmDiagnostic d = refused(text.replace("r5.x", "r9999.x"));
        assertEquals(new AsmDiagnostic(7, 11, "r9999 is out of range (ps_5_0 has r0 to r4095)", "fcall fp0[r9999.x + 0][0]"),
                d);
    }

    @Test
    void syncsUgroupFlagIsTheSaturateBitListedBeforeTheFlags() throws IOException {
        // the asm-opcodes battery: D3DDisassemble lists sync's _ugroup bit [13], the saturate bit of other
        // instructions, as both (sync_sat_ugroup_g_t); dxkit listed sync_ugroup_g_t and refused Microsoft's text
        String text = resource("cs_opcodes.txt");
        String listed = listing(text, assembled(text));
        assertTrue(listed.contains("\nsync_sat_ugroup_g_t\n") && listed.contains("\nsync_t\n"), listed);
        int[] sat = Sm4AssemblerTest.assemble("cs_5_0\ndcl_thread_group 1, 1, 1\nsync_sat_ugroup_g_t\nret \n");
        // opcode 190, flags [14:11] = ugroup 4 | g 2 | t 1
        assertEquals(190 | 7 << 11 | 1 << 24, sat[sat.length - 2]);
        // sync_ugroup, the bit's other name, reads the same
        assertArrayEquals(sat, Sm4AssemblerTest.assemble("cs_5_0\ndcl_thread_group 1, 1, 1\nsync_ugroup_g_t\nret \n"));
        // a _sat without _ugroup, or after the flags, would not list as written
        assertEquals("unknown instruction 'sync_sat_g'",
                refused("cs_5_0\ndcl_thread_group 1, 1, 1\nsync_sat_g\nret \n").message());
        assertEquals("unknown instruction 'sync_ugroup_sat'",
                refused("cs_5_0\ndcl_thread_group 1, 1, 1\nsync_ugroup_sat\nret \n").message());
        // HTML keeps _sat in the name's run, as D3DDisassemble does
        assertTrue(Disassembler.disassemble(Container.read(HeaderRebuild.container(text, assembled(text))),
                DisasmFlags.of(1)).contains(">sync_sat</font><font color = \"#ffff40\">_ugroup_g_t</font>"));
    }

    @Test
    void resinfosRcpfloatIsSpelledAsMicrosoftSpellsIt() throws IOException {
        // the asm-opcodes battery: D3DDisassemble writes resinfo_rcpfloat (lower-case f); dxkit wrote _rcpFloat
        String text = resource("cs_opcodes.txt");
        String listed = listing(text, assembled(text));
        assertTrue(listed.contains("\nresinfo_rcpfloat r0.xyz, cb0[0].w, t0.xywz\n"), listed);
        assertTrue(listed.contains(")_rcpfloat r0.xyz"), listed);
        // the earlier spelling still reads, as the same instruction
        assertArrayEquals(Sm4AssemblerTest.assemble("cs_5_0\ndcl_thread_group 1, 1, 1\n"
                        + "resinfo_rcpfloat r0.xyzw, l(0), t0.xyzw\nret \n"),
                Sm4AssemblerTest.assemble("cs_5_0\ndcl_thread_group 1, 1, 1\nresinfo_rcpFloat r0.xyzw, l(0), t0.xyzw\nret \n"));
    }

    @Test
    void aDebugProgramEditedOverItsContainerListsItsKeptLinesAsMicrosoftDoes() throws IOException {
        // the asm-opcodes battery: a /Zi program assembled with --base keeps its SPDB, whose line table names the
        // original's instruction offsets; D3DDisassemble gives an instruction the first row inside it, else the row
        // before it, and says "unable to find instruction in PDB" for one past the function's code; dxkit looked the
        // offset up exactly and printed neither
        String text = resource("cs_opcodes_zi_base.txt");
        Container base = Container.read(dev.dxkit.fixtures.Fixtures.byId(resource("cs_opcodes_zi_base.base").trim())
                .orElseThrow().bytes());
        var e = base.part("SHEX").orElseThrow();
        Sm4Assembly a = Sm4Assembler.assemble(text, dev.dxkit.sm4.Sm4Program.read(e.kind(), e.data()));
        assertTrue(a.ok(), () -> a.errors().toString());
        Container edited = Container.read(ProgramSwap.withProgram(base, a.program()).toBytes());
        Golden.assertSameText(resource("cs_opcodes_zi_base.d3d.txt"), Disassembler.disassemble(edited, DisasmFlags.NONE),
                "cs_opcodes_zi_base as D3DDisassemble lists it");
    }

    /**
     * Signature tables edited over the container (asm --base): an input renamed, an input row typed by hand, an
     * output's index changed, the program untouched. Each edited table replaces its part, in its place, and the
     * container lists as D3DDisassemble lists it; before, the base's parts were kept whatever the text said (and an
     * unedited program gave the base back as it was). The same text unedited gives the base back byte for byte.
     */
    @Test
    void signatureTablesEditedOverTheContainer() throws IOException {
        String text = resource("vs_signature_edits.txt");
        byte[] original = dev.dxkit.fixtures.Fixtures.byId(resource("vs_signature_edits.base").trim()).orElseThrow()
                .bytes();
        Container base = Container.read(original);
        var e = base.part("SHEX").orElseThrow();
        dev.dxkit.sm4.Sm4Program program = dev.dxkit.sm4.Sm4Program.read(e.kind(), e.data());
        Sm4Assembly a = Sm4Assembler.assemble(text, program);
        assertTrue(a.ok(), () -> a.errors().toString());
        List<String> notes = new java.util.ArrayList<>();
        Container edited = SignatureEdits.apply(text, a, base, ProgramSwap.withProgram(base, a.program()), notes);
        Golden.assertSameText(resource("vs_signature_edits.d3d.txt"), Disassembler.disassemble(edited, DisasmFlags.NONE),
                "vs_signature_edits as D3DDisassemble lists it");
        assertEquals(List.of("the input signature taken from the text's table (it differs from the base's ISGN): 6"
                + " elements", "the output signature taken from the text's table (it differs from the base's OSGN):"
                + " 6 elements"), notes);
        assertEquals(List.of("ISGN", "OSGN"), edited.parts().stream().map(p -> p.kind())
                .filter(k -> k.endsWith("SGN")).toList());
        assertEquals(e.data(), edited.part("SHEX").orElseThrow().data());
        // unedited: nothing taken, the base as it was
        String listed = Disassembler.disassemble(base, DisasmFlags.NONE);
        Sm4Assembly same = Sm4Assembler.assemble(listed, program);
        List<String> none = new java.util.ArrayList<>();
        Container back = SignatureEdits.apply(listed, same, base, ProgramSwap.withProgram(base, same.program()), none);
        assertEquals(List.of(), none);
        assertArrayEquals(original, back.toBytes());
    }

    @Test
    void declarationsTheModelDoesNotHaveAreRefused() {
        assertEquals(new AsmDiagnostic(2, 1, "dcl_thread_group is not declared in ps_5_0 (only in compute programs)",
                "dcl_thread_group 8, 8, 1"), refused("ps_5_0\ndcl_thread_group 8, 8, 1\nret\n"));
        assertEquals("dcl_maxout is not declared in vs_5_0 (only in geometry programs)",
                refused("vs_5_0\ndcl_maxout 4\nret\n").message());
        assertEquals("dcl_stream is not declared in gs_4_0 (only in geometry programs of Shader Model 5)",
                refused("gs_4_0\ndcl_stream m0\nret\n").message());
        assertEquals("dcl_tessellator_domain is not declared in cs_5_0 (only in hull and domain programs)",
                refused("cs_5_0\ndcl_tessellator_domain domain_tri\nret\n").message());
        assertEquals("dcl_uav_raw is not declared in ps_4_0 (only in Shader Model 5 (before it, raw and structured "
                + "views in compute programs))", refused("ps_4_0\ndcl_uav_raw u0\nret\n").message());
        assertEquals("dcl_input_ps is not declared in vs_5_0 (only in pixel programs)",
                refused("vs_5_0\ndcl_input_ps linear v0.xy\nret\n").message());
        // where the model has them
        assertTrue(Sm4Assembler.assemble("cs_4_0\ndcl_uav_raw u0\ndcl_thread_group 8, 8, 1\nret\n").ok());
        assertTrue(Sm4Assembler.assemble("vs_5_0\ndcl_uav_raw u0\nret\n").ok());
        assertTrue(Sm4Assembler.assemble("ds_5_0\ndcl_input_control_point_count 3\ndcl_tessellator_domain domain_tri\nret\n").ok());
    }
}
