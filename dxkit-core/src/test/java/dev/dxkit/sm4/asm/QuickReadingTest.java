package dev.dxkit.sm4.asm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;
import java.util.List;
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
        "x0[1]", "retc_nz", "discard_z", "sync_g_t", "resinfo_uint", "add_sat_sat", " | ", "|", "| enableMinimumPrecision",
        "dcl_globalFlags ", "dcl_input_ps linear centroid v", " noperspective", "linear ", ", position", ", unknown(3)",
        ", vertex_id", "dcl_output_siv o0.xyzw, ", "dcl_input_ps_siv linear noperspective v0.xy, position ",
        "dcl_input_sgv v0.x, vertex_id"};

    /** Hand-written statements at the edges of the one-pass forms, in programs of each kind. */
    private static final String[] STATEMENTS = {"dcl_globalFlags refactoringAllowed |", "dcl_globalFlags",
        "dcl_globalFlags refactoringAllowed|enableRawAndStructuredBuffers", "dcl_globalFlags  refactoringAllowed  | ",
        "dcl_globalFlags refactoringallowed", "dcl_globalFlags | refactoringAllowed", "dcl_globalFlags 3",
        "dcl_input_ps linear v1.xy", "dcl_input_ps v1.xy", "dcl_input_ps linear\tv1.xy", "dcl_input_ps linearv1.xy",
        "dcl_input_ps linear noperspective centroid v2.x", "dcl_input_ps linear  centroid v2.x",
        "dcl_input_ps constant v0.x", "dcl_input_ps_siv linear noperspective v0.xy, position",
        "dcl_input_ps_sgv constant v0.x, primitive_id", "dcl_input_siv v0.xyzw, position",
        "dcl_input_sgv v0.x, vertex_id", "dcl_output_siv o0.xyzw, position", "dcl_output_siv o0.xyzw,position",
        "dcl_output_siv o0.xyzw , position", "dcl_output_siv o0.xyzw, unknown(7)", "dcl_output_siv o0.xyzw, Position",
        "dcl_output_siv o0.xyzw, position, position", "dcl_output_siv o0.xyzw", "dcl_output_sgv o1.x, is_front_face",
        "dcl_output o7.xyzw", "dcl_output o99.x", "dcl_input v1.xyzw", "dcl_input v1.wzyx", "dcl_temps 0",
        "dcl_temps 4096", "dcl_temps 4294967295", "dcl_temps 4294967296", "dcl_temps", "dcl_temps 1 2",
        "mov r4095.x, l(0)", "mov r4096.x, l(0)", "mov o7.x, l(1)", "mov o8.x, l(1)", "mov r0.xyzw, l(0,0,0,0)",
        "mov r0.xyzw, l(0, 0, 0)", "mov r0.x, l(0x80000000)", "mov r0.x, l(0.000000)", "add_sat r0.x, -|r1.y|, r2.x",
        "if_nz r0.x", "if r0.x", "if_z_z r0.x", "breakc_nz r0.x", "ret ", "ret r0", "mad r0.xyz, r1.xyzx, r2.xxxx",
        "dcl_thread_group 8, 8, 1", "dcl_thread_group 8,8,1", "dcl_thread_group 8 , 8 , 1", "dcl_thread_group 8, 8",
        "dcl_thread_group 1024, 1, 1", "dcl_thread_group 4294967296, 1, 1", "dcl_thread_group 1, 1, 1, 1",
        "dcl_constantbuffer CB0[4], immediateIndexed", "dcl_constantbuffer cb1[4096], dynamicIndexed",
        "dcl_constantbuffer CB0[4],immediateIndexed", "dcl_constantbuffer CB0[4], ImmediateIndexed",
        "dcl_constantbuffer CB0[4].xyzw, immediateIndexed", "dcl_constantbuffer -CB0[4], immediateIndexed",
        "dcl_constantbuffer CB0, immediateIndexed", "dcl_constantbuffer CB0[4][1], immediateIndexed",
        "dcl_constantbuffer CB0[r0.x + 1], immediateIndexed", "dcl_constantbuffer t0[4], immediateIndexed",
        "dcl_constantbuffer CB0[4]", "dcl_constantbuffer CB0[0:0][4], immediateIndexed, space=0",
        "dcl_sampler s0, mode_default", "dcl_sampler s15, mode_comparison", "dcl_sampler s1, mode_mono",
        "dcl_sampler s1 , mode_mono", "dcl_sampler s1, mode_other", "dcl_sampler s1.x, mode_default",
        "dcl_sampler |s1|, mode_default", "dcl_sampler s1[2], mode_default", "dcl_sampler t1, mode_default",
        "dcl_sampler S0[0:0], mode_default, space=0", "dcl_sampler s0, mode_default, space=1",
        // resources and views, before Shader Model 5.1 and in its ranges and spaces
        "dcl_resource_texture2d (float,float,float,float) t0", "dcl_resource_texture2d (float,float,float,float) t0.x",
        "dcl_resource_texture2d (float, float,float,float) t0", "dcl_resource_texture2d(float,float,float,float) t0",
        "dcl_resource_texture2d (float,float,float) t0", "dcl_resource_texture2d (float,float,float,float,float) t0",
        "dcl_resource_texture2d (float,float,float,Float) t0", "dcl_resource_texture2d (mixed,unorm,snorm,sint) t127",
        "dcl_resource_texture2d (<continued>,float,float,float) t0", "dcl_resource_texture2d (float,float,float,float) u0",
        "dcl_resource_texture2d (float,float,float,float) t0[1]", "dcl_resource_texture2d (float,float,float,float)",
        "dcl_resource_texture2dms(4) (float,float,float,float) t0", "dcl_resource_texturecubearray (uint,uint,uint,uint) t9",
        "dcl_resource_buffer (unknown,unknown,unknown,unknown) t1", "dcl_resource_raw_buffer (float,float,float,float) t0",
        "dcl_resource_texture2d (float,float,float,float) -t0", "dcl_resource_texture2d (float,float,float,float) t1234567890",
        "dcl_uav_typed_texture2d (float,float,float,float) u0", "dcl_uav_typed_buffer (uint,uint,uint,uint) u7",
        "dcl_uav_typed_texture2d_glc (float,float,float,float) u0", "dcl_uav_typed_texture2d (float,float,float,float) t0",
        "dcl_resource_raw t3", "dcl_resource_raw t3, 4", "dcl_resource_raw u3", "dcl_resource_structured t1, 16",
        "dcl_resource_structured t1,16", "dcl_resource_structured t1, ", "dcl_resource_structured t1",
        "dcl_resource_structured t1, 1234567890", "dcl_uav_raw u0", "dcl_uav_raw_glc u0", "dcl_uav_structured u1, 48",
        "dcl_uav_structured u1, 48, 4", "dcl_uav_structured_opc u1, 4",
        "dcl_resource_texture2d (float,float,float,float) T0[0:0], space=0",
        "dcl_resource_texture2d (float,float,float,float) t1[2:*], space=3",
        "dcl_resource_texture2d (float,float,float,float) T0[0:0]", "dcl_resource_texture2d (float,float,float,float) T0[0:0],space=0",
        "dcl_resource_texture2d (float,float,float,float) T0[0 :0], space=0", "dcl_resource_texture2d (float,float,float,float) T0 [0:0], space=0",
        "dcl_resource_texture2d (float,float,float,float) T0[0:0], space =0", "dcl_resource_texture2d (float,float,float,float) T0[0:0], spaces=0",
        "dcl_resource_texture2d (float,float,float,float) T0[0:1234567890], space=0",
        "dcl_resource_texture2d (float,float,float,float) T0[0:4294967295], space=4294967295",
        "dcl_resource_texture2d (float,float,float,float) U0[0:0], space=0", "dcl_resource_texture2d (float,float,float,float) T0[0:0], space=0 x",
        "dcl_uav_typed_buffer (uint,uint,uint,uint) U0[0:0], space=0", "dcl_uav_typed_buffer (uint,uint,uint,uint) u0[0:0], space=1",
        "dcl_resource_raw T0[0:0], space=0", "dcl_resource_raw T0[0:0]", "dcl_uav_raw U0[1:2], space=0",
        "dcl_resource_structured T1[1:1], 16, space=0", "dcl_resource_structured T1[1:1], space=0",
        "dcl_uav_structured U1[0:*], 4 , space = 2", "dcl_constantbuffer CB0[0:0][26], immediateIndexed, space=0",
        "dcl_constantbuffer CB0[0:0][26], dynamicIndexed, space=0", "dcl_constantbuffer CB0[0:0] [26], immediateIndexed, space=0",
        "dcl_constantbuffer CB0[0:0][26], immediateIndexed", "dcl_constantbuffer CB1[2:*][4096],immediateIndexed,space=9",
        "dcl_constantbuffer cb0[0:0][26], immediateIndexed, space=0", "dcl_constantbuffer CB0[0:0][], immediateIndexed, space=0",
        "dcl_constantbuffer CB0[0:0][26], other, space=0", "dcl_sampler S1[1:1], mode_comparison, space=0",
        "dcl_sampler S1[1:1], space=0", "dcl_sampler S1[1:1], mode_mono, space=", "dcl_sampler T1[1:1], mode_mono, space=0",
        // _indexable: the dimension and return types in extended opcode tokens
        "sample_indexable(texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0",
        "sample_indexable(texture2d) r0.xyzw, v1.xyxx, t0.xyzw, s0", "sample_indexable (texture2d) r0.xyzw, v1.xyxx, t0.xyzw, s0",
        "sample_indexable(texture2d)(float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0",
        "sample_indexable(unknown)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0",
        "sample_indexable(texture5d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0",
        "sample_indexable( texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0",
        "sample_indexable(texture2d) (float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0",
        "sample_indexable(texture2d)(float,float,float,float)r0.xyzw, v1.xyxx, t0.xyzw, s0",
        "ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.x, l(0), l(0), t0.xxxx",
        "ld_structured_indexable(structured_buffer)(mixed,mixed,mixed,mixed) r0.x, l(0), l(0), t0.xxxx",
        "ld_indexable(texture2d)(float,float,float,float) r0.xyzw, r1.xyzw, t0.xyzw", "mul_indexable(buffer) r0.x, r0.x, r0.x",
        "sample_l_indexable(texturecube)(float,float,float,float) r0.xyzw, r1.xyzx, t3.xyzw, s1, l(0.000000)",
        "gather4_indexable(texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0.x",
        "sample_indexable(texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0, s1",
        "sample_indexable(raw_buffer)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0", "if_indexable(buffer) r0.x",
        "sample_indexable(texture2d)(float,float,float,float)_sat r0.xyzw, v1.xyxx, t0.xyzw, s0",
        "sample_aoffimmi_indexable(-1,0,0)(texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0",
        // phases, and the shape of hull, domain and geometry programs (each refused in the others)
        "hs_decls", "hs_fork_phase", "hs_join_phase", "hs_control_point_phase", "hs_fork_phase r0", "hs_decls_sat",
        "dcl_input_control_point_count 3", "dcl_input_control_point_count 63", "dcl_input_control_point_count 64",
        "dcl_input_control_point_count", "dcl_output_control_point_count 32", "dcl_output_control_point_count 1234567890",
        "dcl_hs_fork_phase_instance_count 4", "dcl_hs_join_phase_instance_count 2", "dcl_hs_fork_phase_instance_count x",
        "dcl_maxout 18", "dcl_maxout 4294967295", "dcl_maxout 4294967296", "dcl_gsinstances 2", "dcl_maxout 3 4",
        "dcl_tessellator_domain domain_tri", "dcl_tessellator_domain domain_quad ", "dcl_tessellator_domain tri",
        "dcl_tessellator_domain", "dcl_tessellator_partitioning partitioning_fractional_odd",
        "dcl_tessellator_partitioning partitioning_pow2", "dcl_tessellator_output_primitive output_triangle_cw",
        "dcl_tessellator_output_primitive output_triangle_cw output_point", "dcl_tessellator_output_primitive  output_line"};

    @Test
    void handWrittenStatementsReadAlikeBothWays() {
        for (String version : new String[] {"ps_5_0", "vs_4_0", "cs_5_0", "hs_5_0", "ps_4_1", "cs_4_0", "ps_5_1", "ds_5_0",
            "gs_4_0", "gs_5_0", "hs_5_1"}) {
            for (String statement : STATEMENTS) {
                String text = version + "\ndcl_temps 2\n" + statement + "\nret\n";
                readAlikeBothWays(text, null, text);
            }
        }
    }

    /** Registers at the edges of the one-pass register reader, each put in as a source and as a destination. */
    private static final String[] REGISTERS = {"r1.xyzw", "r1.xyzwx", "r1.xyxw", "r1.xx", "r1.wzyx", "r1.yw", "r1.x",
        "r1.", "r1.q", "r1.xq", "r1.x_", "r1", "r_1.x", "r(1).x", "r123456789.x", "r1234567890.x", "r01.x",
        "cb0[123456789].x", "cb0[1234567890].x", "cb0[].x", "cb0[1.x", "cb0[1]2.x", "cb0[1][2].x", "x0[1][2][3].x",
        "r0[1][2][3][4].x", "|r1.x", "r1.x|", "-|r1.x|", "- | r1.x |", "-  r1.x", "--r1.x", "|-r1.x|", "-|r1.x||",
        "vCoverage", "vCoverage.x", "vThreadID.xyz", "icb[5].x", "r1.x{min16f}", "r1.x {min16f}", "oDepth",
        "v1.xyzw\t", "r1.x\u0000", "\u0000r1.x", "r\u00e91.x", "R1.x", "xyz",
        // relative indices
        "cb0[r0.x + 3].xyzw", "cb0[r0.x + 0].x", "x0[r1.y + 0].x", "icb[r0.w + 0].xyzw", "cb0[1][r0.x + 2].x",
        "cb0[r0.x + 1][2].x", "cb0[r0.x + 1][r1.x + 1].x", "-|cb0[r0.x + 3].xyzw|", "o[r0.x + 1].x", "v[r0.x + 0].x",
        "cb0[r.x + 0].x", "cb0[r0 + 0].x", "cb0[r0.xy + 0].x", "cb0[-r0.x + 0].x", "cb0[r0.x+0].x", "cb0[r0.x + 0 ].x",
        "cb0[ r0.x + 0].x", "cb0[r0.x  + 0].x", "cb0[r0.x + -1].x", "cb0[r0.x - 1].x", "cb0[l(1) + 0].x",
        "cb0[r4096.x + 0].x", "cb0[r4095.x + 0].x", "cb0[x0[1].x + 0].x", "cb0[vThreadIDInGroupFlattened.x + 0].x",
        "cb0[icb[0].x + 0].x", "cb0[r0.x + 4294967296].x", "cb0[r0.x + 1234567890].x", "cb0[r0.x + 123456789].x",
        "cb0[o0.x + 0].x", "cb0[r0.q + 0].x", "cb0[r0.x + ].x", "cb0[r0.x + 1", "cb0[r0.x", "cb0[r0.x + 1]x",
        "r[r0.x + 0].x", "r0[r4096.x + 1].x", "cb0[r1234567890.x + 0].x", "cb0[R0.x + 0].x", "cb0[r_0.x + 0].x"};

    /** The end of a line: what the one-pass reading, which reads to it without looking for it first, must take. */
    private static final String[] LINE_ENDS = {"\n", "\r\n", " \n", "\t\r\n", "\r", "\r \n", "\r\r\n",
        " // a comment\n", "//\n", "/\n", "\u0000\n", ""};

    @Test
    void statementsEndingTheirLinesAnyWayReadAlikeBothWays() {
        List<String> statements = new java.util.ArrayList<>(List.of(STATEMENTS));
        for (String r : REGISTERS) {
            statements.add("mov r0.xyzw, " + r);
            statements.add("mov " + r + ", r0.xyzw");
            statements.add("mad r0.xyz, " + r + ", l(1.500000, 2, 0x3f800000, -4), " + r);
        }
        for (String r : new String[] {"o[r0.x + 1].xyzw", "o[r0.x + 0]", "o7[r0.x + 0].x", "o8[r0.x + 0].x"}) {
            statements.add("mov " + r + ", r0.xyzw");
        }
        statements.add("dcl_constantbuffer cb0[r0.x + 1], immediateIndexed");
        statements.add("dcl_input v[r0.x + 0].xy");
        statements.add("mov r0.x, l(1.5)");
        statements.add("mov r0.x, l(1.5) ");
        statements.add("mov r0.x, l(1.5)x");
        statements.add("mov r0.xyzw, l(1, 2, 3, 4)");
        int both = 0;
        for (String version : new String[] {"ps_5_0", "cs_5_0", "hs_5_0"}) {
            for (String statement : statements) {
                for (String end : LINE_ENDS) {
                    // the statement last, with no line after it, and the statement before another
                    for (String text : new String[] {version + "\ndcl_temps 2\n" + statement + end,
                        version + "\ndcl_temps 2\n" + statement + end + "ret" + end}) {
                        if (readAlikeBothWays(text, null, text)) {
                            both++;
                        }
                    }
                }
            }
        }
        // both outcomes in numbers
        assertTrue(both > 1000, both + " assembled");
    }

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
                if (readAlikeBothWays(text, b, f.id() + " copy " + copy + ":\n" + text)) {
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

    @Test
    void theDeclarationsReadersKeepTheirErrors() {
        // the readers of global flags, interpolation modes and system values serve both readings: their errors pinned
        assertEquals(List.of(new AsmDiagnostic(2, 37, "unknown global flag ''", "dcl_globalFlags refactoringAllowed |")),
                Sm4Assembler.assemble("ps_5_0\ndcl_globalFlags refactoringAllowed |\nret\n").errors());
        assertEquals(List.of(new AsmDiagnostic(2, 38, "unknown global flag 'bogus'",
                "dcl_globalFlags refactoringAllowed | bogus")),
                Sm4Assembler.assemble("ps_5_0\ndcl_globalFlags refactoringAllowed | bogus\nret\n").errors());
        assertEquals(List.of(new AsmDiagnostic(2, 1, "dcl_input_ps is not declared in vs_5_0 (only in pixel programs)",
                "dcl_input_ps linear v0.x")), Sm4Assembler.assemble("vs_5_0\ndcl_input_ps linear v0.x\nret\n").errors());
        assertEquals(List.of(new AsmDiagnostic(2, 25, "unknown system value 'Position'",
                "dcl_output_siv o0.xyzw, Position")),
                Sm4Assembler.assemble("ps_5_0\ndcl_output_siv o0.xyzw, Position\nret\n").errors());
        // unknown(N): a system value by its number
        Sm4Assembly a = Sm4Assembler.assemble("ps_5_0\ndcl_output_siv o0.xyzw, unknown(7)\nret\n");
        assertTrue(a.ok(), a.errors()::toString);
        assertEquals(7, Sm4AssemblerTest.words(a.program())[5]);
    }

    /**
     * Assembles {@code text} (with the base program {@code base}, may be null) the one-pass way and the general way
     * alone and asserts the same version, words, errors and notes ({@code what} names the text): whether it assembled.
     */
    private static boolean readAlikeBothWays(String text, Sm4Program base, String what) {
        Sm4Assembly quick = Sm4Assembler.assemble(text, base, true);
        Sm4Assembly general = Sm4Assembler.assemble(text, base, false);
        assertEquals(general.errors(), quick.errors(), what);
        assertEquals(general.notes(), quick.notes(), what);
        assertEquals(general.version(), quick.version(), what);
        assertEquals(general.ok(), quick.ok(), what);
        if (general.ok()) {
            assertArrayEquals(general.program().toArray(), quick.program().toArray(), what);
        }
        return general.ok();
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
