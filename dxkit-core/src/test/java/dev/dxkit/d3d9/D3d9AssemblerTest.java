package dev.dxkit.d3d9;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.io.Bytes;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The assembler's syntax, token by token (each expected stream is what {@code D3DAssemble} wrote for the same
 * text, or for the forms it refuses what the token format says), and its compiler-style errors.
 */
class D3d9AssemblerTest {
    private static int[] words(String text) {
        D3d9Assembler.Result r = D3d9Assembler.assemble(text);
        assertTrue(r.ok(), () -> r.errors().get(0).render("t.asm"));
        byte[] b = r.program().toArray();
        int[] w = new int[b.length / 4];
        for (int i = 0; i < w.length; i++) {
            w[i] = (b[4 * i] & 0xFF) | (b[4 * i + 1] & 0xFF) << 8 | (b[4 * i + 2] & 0xFF) << 16 | (b[4 * i + 3] & 0xFF) << 24;
        }
        return w;
    }

    private static List<AsmDiagnostic> errors(String text) {
        D3d9Assembler.Result r = D3d9Assembler.assemble(text);
        assertFalse(r.ok(), "expected errors");
        assertEquals(Bytes.EMPTY, r.program());
        return r.errors();
    }

    @Test
    void relativeAddressingInEachForm() {
        // D3DAssemble: c[a0.x + 3], c3[a0.x] and c[3 + a0.x] are one operand; [a0.x] without offset is c0
        int[] w = words("vs_2_0\ndcl_position v0\nmova a0.x, v0.x\nmov r0, c[a0.x + 3]\nmov r1, c3[a0.x]\n"
                + "mov r2, c[3 + a0.x]\nmov r3, c[a0.x]\nmov oPos, r0\n");
        assertArrayEquals(new int[] {0xfffe0200, 0x0200001f, 0x80000000, 0x900f0000, 0x0200002e, 0xb0010000, 0x90000000,
            0x03000001, 0x800f0000, 0xa0e42003, 0xb0000000, 0x03000001, 0x800f0001, 0xa0e42003, 0xb0000000,
            0x03000001, 0x800f0002, 0xa0e42003, 0xb0000000, 0x03000001, 0x800f0003, 0xa0e42000, 0xb0000000,
            0x02000001, 0xc00f0000, 0x80e40000, 0x0000ffff}, w);
        // Shader Model 1: bit 13 alone, no relative-address token, and no instruction lengths
        assertArrayEquals(new int[] {0xfffe0101, 0x0000001f, 0x80000000, 0x900f0000, 0x00000001, 0xb0010000, 0x90000000,
            0x00000001, 0x800f0000, 0xa0e42003, 0x00000001, 0xc00f0000, 0x80e40000, 0x0000ffff},
                words("vs_1_1\ndcl_position v0\nmov a0.x, v0.x\nmov r0, c[a0.x + 3]\nmov oPos, r0\n"));
        // aL: its token keeps the identity swizzle
        int[] al = words("vs_3_0\ndcl_position o0\ndefi i0, 4, 0, 1, 0\nloop aL, i0\nadd r0, r0, c[aL + 2]\nendloop\nmov o0, r0\n");
        assertEquals(0xa0e42002, al[16]);
        assertEquals(0xf0e40800, al[17]);
    }

    @Test
    void predicatesAndComparisons() {
        int[] w = words("ps_3_0\ndef c0, 0, 0, 0, 0\nsetp_gt p0, c0, c0\n(p0.x) mov r0, c0\n(!p0) add r0, r0, c0\n"
                + "if p0.x\nmov r0, c0\nendif\ncallnz l0, !p0.x\nmov oC0, r0\nret\nlabel l0\nret\n");
        assertArrayEquals(new int[] {0xffff0300, 0x05000051, 0xa00f0000, 0, 0, 0, 0, 0x0301005e, 0xb00f1000, 0xa0e40000,
            0xa0e40000, 0x13000001, 0x800f0000, 0xb0001000, 0xa0e40000, 0x14000002, 0x800f0000, 0xbde41000, 0x80e40000,
            0xa0e40000, 0x01000028, 0xb0001000, 0x02000001, 0x800f0000, 0xa0e40000, 0x0000002b, 0x0200001a, 0xa0e41000,
            0xbd001000, 0x02000001, 0x800f0800, 0x80e40000, 0x0000001c, 0x0100001e, 0xa0e41000, 0x0000001c, 0x0000ffff}, w);
    }

    @Test
    void subIsAddWithTheSecondSourceNegatedExceptInPs1() {
        assertArrayEquals(new int[] {0xfffe0200, 0x0200001f, 0x80000000, 0x900f0000, 0x03000002, 0x800f0000, 0x90e40000,
            0xa1e40000, 0x03000002, 0x800f0001, 0x90e40000, 0xa0e40001, 0x03000002, 0xc00f0000, 0x80e40000, 0x80e40001,
            0x0000ffff}, words("vs_2_0\ndcl_position v0\nsub r0, v0, c0\nsub r1, v0, -c1\nadd oPos, r0, r1\n"));
        assertEquals(0x00000003, words("ps_1_4\ntexld r0, t0\nsub r1, r0, r0_x2\n")[4]);
    }

    @Test
    void breakpAsD3DDisassembleListsIt() {
        // breakp p0.z, breakp !p0.x, breakp p0.y, breakp p0.w as D3DDisassemble prints them
        int[] w = words("ps_3_0\nrep i0\nbreak_pp p0.yw\nbreak_d8 p0.\nbreak_sat_centroid p0.xz\nbreak_sat_pp_centroid p0\nendrep\n");
        assertArrayEquals(new int[] {0xffff0300, 0x01000026, 0xf0e40000, 0x01000060, 0xb0aa1000, 0x01000060, 0xbd001000,
            0x01000060, 0xb0551000, 0x01000060, 0xb0ff1000, 0x00000027, 0x0000ffff}, w);
        // and as written by hand
        assertArrayEquals(w, words("ps_3_0\nrep i0\nbreakp p0.z\nbreakp !p0.x\nbreakp p0.y\nbreakp p0.w\nendrep\n"));
    }

    @Test
    void definitionsAndNumbers() {
        // 1., .5, 3.e2, -0; 1e40 overflows to infinity; 0x10 is sixteen, as D3DAssemble reads it; 1.#QNAN is its
        // 0x7fe00000; a decimal is rounded to double, then to float (the last value, a tie after that, is 1.0)
        String text = "vs_2_0\ndef c0, 1., .5, 3.e2, -0\ndef c1, 1e40, 0x10, -0x10, 0x3f800000\n"
                + "def c2, 1.#INF, -1.#INF, 1.#QNAN, 1.00000005960464477539062500000001\n"
                + "defi i0, 255, 0x10, 1, 0\ndefb b3, true\ndefb b4, false\n";
        int[] oracle = {0xfffe0200, 0x05000051, 0xa00f0000, 0x3f800000, 0x3f000000, 0x43960000, 0x80000000, 0x05000051,
            0xa00f0001, 0x7f800000, 0x41800000, 0xc1800000, 0x4e7e0000, 0x05000051, 0xa00f0002, 0x7f800000, 0xff800000,
            0x7fe00000, 0x3f800000, 0x05000030, 0xf00f0000, 0x000000ff, 0x00000010, 0x00000001, 0x00000000, 0x0200002f,
            0xe00f0803, 0x00000001, 0x0200002f, 0xe00f0804, 0x00000000, 0x0000ffff};
        int[] w = words(text);
        // the one difference by design: eight hex digits are the float's bits (the form of a flag-0x80 listing),
        // where D3DAssemble takes 0x3f800000 for the integer 1065353216
        assertEquals(0x3f800000, w[12]);
        w[12] = 0x4e7e0000;
        assertArrayEquals(oracle, w);
        assertArrayEquals(new int[] {0xfffe0200, 0x05000030, 0xf00f0000, -1, 0x7fffffff, -2147483648, 0xffffffff, 0x0000ffff},
                words("vs_2_0 defi i0, -1, 0x7fffffff, -2147483648, 0xffffffff"));
    }

    @Test
    void declarationsSwizzlesAndModifiers() {
        int[] w = words("ps_2_0\ndcl t0\ndcl_pp t1.xy\ndcl_2d s0\ndcl_cube s1\ntexld_pp r0, t0, s0\n"
                + "mov_sat_pp r1.xz, -r0.yzxw\nmov r2, r0.a\nadd r0.xz, -r0, r1\nmov oC0, r0.rgba\n");
        assertArrayEquals(new int[] {0xffff0200, 0x0200001f, 0x80000000, 0xb00f0000, 0x0200001f, 0x80000000, 0xb0230001,
            0x0200001f, 0x90000000, 0xa00f0800, 0x0200001f, 0x98000000, 0xa00f0801, 0x03000042, 0x802f0000, 0xb0e40000,
            0xa0e40800, 0x02000001, 0x80350001, 0x81c90000, 0x02000001, 0x800f0002, 0x80ff0000, 0x03000002, 0x80050000,
            0x81e40000, 0x80e40001, 0x02000001, 0x800f0800, 0x80e40000, 0x0000ffff}, w);
        // the names D3DDisassemble gives registers past the known ones read back
        assertArrayEquals(new int[] {0xfffe0200, 0x02000001, 0xc00f0003, 0x90e41002, 0x0000ffff}, words("vs_2_0 mov oRast3, vMisc2"));
        // vs_3_0 output and input usages with their indices
        int[] o = words("vs_3_0\ndcl_texcoord7 v3\ndcl_color1 o2.xy\n");
        assertArrayEquals(new int[] {0xfffe0300, 0x0200001f, 0x80070005, 0x900f0003, 0x0200001f, 0x8001000a, 0xe0030002,
            0x0000ffff}, o);
    }

    @Test
    void ps1CoIssueShiftsAndSourceModifiers() {
        int[] w = words("ps_1_1\ntex t0\nmul_x2 r0.rgb, t0_bx2, 1-v0\n+mov_d2 r0.a, -t0_bias.b\n");
        assertArrayEquals(new int[] {0xffff0101, 0x00000042, 0xb00f0000, 0x00000005, 0x81070000, 0xb4e40000, 0x96e40000,
            0x40000001, 0x8f080000, 0xb3aa0000, 0x0000ffff}, w);
    }

    @Test
    void listingColumnsHeadersAndLayoutAreSkipped() {
        int[] plain = words("vs_2_0\ndcl_position v0\nmov oPos, v0\n");
        assertArrayEquals(plain, words("//\n// Generated by Microsoft (R) HLSL Shader Compiler\n//\n    vs_2_0\n"
                + "          dcl_position v0\n   0: mov oPos, v0  // VSMain<0,1,2,3>\n\n// approximately 1 instruction slot used\n"));
        assertArrayEquals(plain, words("    vs_2_0\n0x00000004:     dcl_position v0\n   0  0x00000010:     mov oPos, v0\n"));
        assertArrayEquals(plain, words("vs_2_0\r\n#line 3 \"a.hlsl\"\r\n/* a\r\n b */ dcl_position v0 ; comment\r\nmov oPos, v0"));
        assertArrayEquals(plain, words("vs_2_0 dcl_position v0 mov oPos, v0"));
        assertArrayEquals(plain, words("vs_2_0\ndcl_position v0\nmov\n  oPos,\n  v0\n"));
        assertArrayEquals(new int[] {0xfffe0101, 0x0000ffff}, words("vs.1.1\n"));
        // a d3dx9 effect listing's preshader section is skipped up to the program's version
        assertArrayEquals(plain, words("// header\n\n    preshader\n    mul r0, (-2, -2), c2\n    add c33, r0, (4, 5)\n\n"
                + "// approximately 2 instructions used\n//\n    vs_2_0\n    dcl_position v0\n    mov oPos, v0\n"));
    }

    @Test
    void errorsLikeACompilersWithLineColumnAndCaret() {
        List<AsmDiagnostic> e = errors("vs_2_0\n  mov r9x, v0\nmov r0, v0 ,\n");
        assertEquals("t.asm:2:7: error: unknown register 'r9x'\n  mov r9x, v0\n      ^\n", e.get(0).render("t.asm"));
        assertEquals("t.asm:4:1: error: expected a register, found the end of the text\n\n^\n", e.get(1).render("t.asm"));
        assertEquals(2, e.size());
        // every error of the file, each statement skipped to its line's end
        List<AsmDiagnostic> many = errors("ps_2_0\nmovv r0, r1\nmov r0, r1, r2\nmov r0.yx, r1\ntexld r0, t0\ndef r0, 1, 2, 3, 4\n"
                + "dcl_texcoord16 v0\nmov r0, c[a0.x]\nadd_foo r0, r0, r0\nmov r0, r0.xyzwx\n#include \"x.inc\"\nmov r99999, r0\n");
        assertEquals(List.of(
                "2:1 unknown instruction 'movv'",
                "3:1 'mov' takes 2 operands, found 3",
                "4:8 write mask 'yx': components must be x, y, z, w in order, each once",
                "5:1 'texld' takes 3 operands, found 2",
                "6:5 'def' defines a c# register",
                "7:1 usage index 16 out of range (0 to 15)",
                "8:11 expected a0 or aL in a relative address, found 'a0'",
                "9:1 unknown modifier '_foo' in 'add_foo'",
                "10:12 swizzle 'xyzwx': 1 to 4 of x, y, z, w (or r, g, b, a)",
                "11:1 preprocessor directive '#include' is not supported",
                "12:5 unknown register 'r99999'"),
                many.stream().map(d -> d.line() + ":" + d.column() + " " + d.message()).toList());
    }

    @Test
    void preprocessorObjectLikeMacrosAndConditions() {
        // the battery's syntax_preprocessor.asm is compared with D3DAssemble; here the edges
        assertArrayEquals(words("vs_2_0\nmov oPos, c7\n"),
                words("#define BASE 3\n#define N BASE + 4\n#if 0\n#error never\n#elif defined BASE\nvs_2_0\n#else\nps_2_0\n"
                        + "#endif\nmov oPos, c[N] // N is not replaced in a comment\n"));
        List<AsmDiagnostic> e = errors("#define F() x\n#define\n#if 1\nvs_2_0\n#else junk\n#endif\n#endif\n#if\n");
        assertEquals(List.of("1:1 macro 'F': bad parameter list '()'", "2:1 #define without a name",
                "7:1 #endif without #if", "8:1 #if: unexpected end of the expression",
                "9:1 #if without #endif"), e.stream().map(d -> d.line() + ":" + d.column() + " " + d.message()).toList());
        // a directive after a block comment on its line is not one the preprocessor sees: the lexer reports it
        assertEquals("1:7 preprocessor directive '#include' is not supported", errors("/* */ #include \"a\"\nvs_2_0\n")
                .stream().map(d -> d.line() + ":" + d.column() + " " + d.message()).findFirst().orElseThrow());
        // a macro inside its own replacement is itself (C's rule), so A gives nine A's, not an endless expansion
        assertEquals("unknown instruction 'A'", errors("#define A A A A A A A A A\nvs_2_0\nA\n").get(0).message());
        // macros that double each other: stopped at 32 MB, not an OutOfMemoryError
        StringBuilder doubling = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            doubling.append("#define M").append(i).append(" M").append(i + 1).append(" M").append(i + 1).append('\n');
        }
        assertEquals("macro expansion past 32 MB", errors(doubling + "vs_2_0\nM0\n").get(0).message());
    }

    @Test
    void preprocessorFunctionLikeMacrosExpressionsAndContinuedLines() {
        // as D3DAssemble's preprocessor (tools/battery/d3d9asm, kind pp and ppexpr): arguments over several lines,
        // ## pasting, arguments expanded before they are put in
        assertArrayEquals(words("vs_2_0\ndcl_position v0\ndp4 oPos.x, v0, c4\ndp4 oPos.y, v0, c5\nmov oPos.zw, v0\n"),
                words("#define ROW(n) c##n\n#define N 4\n#define XF(d, s, n) dp4 d, s, c[n]\nvs_2_0\ndcl_position v0\n"
                        + "XF(oPos.x, v0, N)\nXF(oPos.y,\n   v0, N + 1)\nmov oPos.zw, v0\n"));
        assertArrayEquals(words("vs_2_0\nmov r0, c4\n"), words("#define CAT(a, b) a##b\nvs_2_0\nmov CAT(r, 0), CAT(c, 4)\n"));
        // a backslash continues a line, a blank in its place (a comment before it goes on over the next line)
        assertArrayEquals(words("vs_2_0\nmov r0, c0\nmov r1, c1\n"),
                words("#define TWO mov r0, c0 \\\n  mov r1, c1\nvs_2_0\nTWO\n"));
        assertArrayEquals(words("vs_2_0\nmov r1, c1\n"), words("vs_2_0 ; a comment \\\nmov r0, c0\nmov r1, c1\n"));
        // #if: unsigned 32-bit arithmetic, C's precedence; % << >> ~ are refused, and so is 1/0 anywhere
        assertArrayEquals(words("vs_2_0\nmov r0, c1\n"), words("#define TWO 2\n#if (TWO + 1) * TWO == 6 && -1 > 0 && 'A' == 65"
                + " && 010 == 8 && !defined(X) && (1 ? 5 : 0) == 5\nvs_2_0\n#endif\nmov r0, c1\n"));
        for (String bad : List.of("7 % 2", "1 << 2", "~0", "1.0", "0 && 1 / 0", "'\\n'", "08")) {
            assertTrue(errors("vs_2_0\n#if " + bad + "\nmov r0, c0\n#endif\n").get(0).message().startsWith("#if: "), bad);
        }
        // a call's arguments: as many as the macro's parameters, none empty
        assertEquals("not enough actual parameters for macro 'M'", errors("#define M(a, b) a b\nvs_2_0\nM(x)\n").get(0).message());
        assertEquals("not enough actual parameters for macro 'M'", errors("#define M(a, b) a b\nvs_2_0\nM(x, )\n").get(0).message());
        assertEquals("too many actual parameters for macro 'M'", errors("#define M(a) a\nvs_2_0\nM(x, y)\n").get(0).message());
        assertEquals("#error stop here", errors("vs_2_0\n#error stop here\n").get(0).message());
    }

    @Test
    void refusedVersionsAndListings() {
        assertEquals("'tx_1_0' is a texture-fill (preshader) program, not Direct3D 9 assembly; D3DAssemble refuses it too",
                errors("tx_1_0\n").get(0).message());
        assertEquals("unknown shader version 'vs_4_0': Shader Model 4 and later is not Direct3D 9 assembly",
                errors("vs_4_0\n").get(0).message());
        assertEquals("an HTML listing (dis --color, flag 0x01) is not assembly text; list the program without --color",
                errors("<pre><body bgcolor=\"#000000\"><font color=\"#808080\">//\n").get(0).message());
        assertEquals("expected a shader version (vs_1_1 ... vs_3_0, ps_1_1 ... ps_3_0), found 'mov'",
                errors("mov r0, r1\n").get(0).message());
        assertEquals("co-issue '+' is only for ps_1_x programs", errors("ps_2_0\n+mov r0, r1\n").get(0).message());
    }

    @Test
    void rebaseKeepsTheOriginalsCommentBlocksInPlace() {
        // version, CTAB-like comment, one instruction, an unknown comment, another instruction, end, two trailing bytes
        byte[] original = Tokens.of(Tokens.VS_2_0).comment(0x42415443, 2)
                .ins(0x01, 2, Tokens.dst(4, 0, 0xF), Tokens.src(1, 0, 0xE4, 0))
                .comment(0x47554245)
                .ins(0x01, 2, Tokens.dst(5, 0, 0xF), Tokens.src(1, 0, 0xE4, 0)).end().bytes().toArray();
        byte[] withTail = java.util.Arrays.copyOf(original, original.length + 2);
        withTail[original.length] = 0x11;
        withTail[original.length + 1] = 0x22;
        Bytes edited = D3d9Assembler.assemble("vs_2_0\nmov oPos, v0\nmov oD0, v0\n").program();
        assertArrayEquals(withTail, D3d9Assembler.rebase(Bytes.wrap(withTail), edited).toArray());
        // with fewer instructions, a comment after the last one still comes before the end token
        Bytes shorter = D3d9Assembler.assemble("vs_2_0\nmov oPos, v0\n").program();
        D3d9Program p = D3d9Program.read(D3d9Assembler.rebase(Bytes.wrap(original), shorter));
        assertEquals(3, p.tokens().size());
        assertTrue(p.tokens().get(0) instanceof Comment && p.tokens().get(2) instanceof Comment);
    }
}
