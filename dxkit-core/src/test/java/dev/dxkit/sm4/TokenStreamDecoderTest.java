package dev.dxkit.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.ProgramPrinter;
import dev.dxkit.text.TextSink;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The decoder over hand-built token streams: every operand form, and hostile streams refused by dword. */
class TokenStreamDecoderTest {
    static final int PS_5_0 = 0x00000050;
    static final int PS_5_1 = 0x00000051;

    /** A SHEX part: version token, length, then {@code body}. */
    static Bytes shex(int version, int... body) {
        byte[] b = new byte[4 * (body.length + 2)];
        put(b, 0, version);
        put(b, 4, body.length + 2);
        for (int i = 0; i < body.length; i++) {
            put(b, 8 + 4 * i, body[i]);
        }
        return Bytes.wrap(b);
    }

    static void put(byte[] b, int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >> 8);
        b[at + 2] = (byte) (v >> 16);
        b[at + 3] = (byte) (v >> 24);
    }

    /** An opcode token: [10:0] opcode, [23:11] controls, [30:24] length. */
    static int op(Opcode o, int length, int controls) {
        return o.code() | controls << 11 | length << 24;
    }

    static String body(Bytes part) {
        TextSink s = new TextSink();
        ProgramPrinter.print(Sm4Program.read("SHEX", part), DisasmFlags.of(0x40), s);
        return s.toString();
    }

    static DxFormatException refused(Bytes part) {
        return assertThrows(DxFormatException.class, () -> Sm4Program.read("SHEX", part).instructions());
    }

    @Test
    void versionTokenAndLength() {
        Sm4Program p = Sm4Program.read("SHEX", shex(0x00010040, op(Opcode.RET, 1, 0)));
        assertEquals(ProgramType.VERTEX, p.version().type());
        assertEquals(4, p.version().major());
        assertEquals("vs_4_0", p.version().text());
        assertEquals(3, p.lengthInDwords());
        assertEquals(Opcode.RET, p.instructions().get(0).opcode());
    }

    @Test
    void opcodeTableIsArrayBackedAndComplete() {
        assertEquals(Opcode.DCL_TEMPS, Opcode.byCode(0x68).orElseThrow());
        assertEquals("dcl_temps", Opcode.DCL_TEMPS.mnemonic());
        assertTrue(Opcode.DCL_TEMPS.isDeclaration());
        assertFalse(Opcode.MOV.isDeclaration());
        assertTrue(Opcode.byCode(107).isEmpty());
        assertTrue(Opcode.byCode(5000).isEmpty());
        assertEquals(2, Opcode.IMM_ATOMIC_CMP_EXCH.dstCount());
        assertEquals(3, Opcode.IMM_ATOMIC_CMP_EXCH.srcCount());
        assertEquals(234, Opcode.CHECK_ACCESS_FULLY_MAPPED.code());
    }

    @Test
    void everyOperandForm() {
        // mov r1.xy, -|cb2[r0.x + 3].yxzw|  (swizzle, two dims, imm32+relative, modifier 3)
        int dst = 0x00100032;   // 4 comps, mask xy, temp, 1 dim
        int src = 0x80208000 | 0x0E1 << 2 | 2 << 25;   // placeholder, rebuilt below
        src = 2 | 1 << 2 | 0x87 << 4 /* swizzle y x z w: 1,0,2,3 -> 0b11100001 */ | 8 << 12 | 2 << 20 | 3 << 25 | 1 << 31;
        src = (src & ~(0xff << 4)) | 0xE1 << 4;
        int modifier = 1 | 3 << 6;
        int rel = 2 | 2 << 2 | 0 << 4 | 0 << 12 | 1 << 20;  // r0.x select-1
        Bytes part = shex(PS_5_0, op(Opcode.MOV, 9, 0), dst, 1, src, modifier, 2, 3, rel, 0);
        Instruction in = Sm4Program.read("SHEX", part).instructions().get(0);
        Operand s = in.operands().get(1);
        assertEquals(OperandType.CONSTANT_BUFFER, s.type());
        assertEquals(3, s.modifier());
        assertEquals(2, s.index(0));
        assertEquals(IndexRepresentation.IMMEDIATE32_PLUS_RELATIVE, s.indices().get(1).representation());
        assertEquals(3, s.index(1));
        assertEquals(OperandType.TEMP, s.indices().get(1).relative().type());
        assertEquals("ps_5_0\nmov r1.xy, -|cb2[r0.x + 3].yxzw|\n", body(part));
    }

    @Test
    void cursorDecodesOperandsInPlaceAsTheRecordsDo() {
        // mov r1.xy, -|cb2[r0.x + 3].yxzw|, then add r0.xyzw, r0.xyzw, l(1.0, 0, 0, 0) and a dcl_temps 5
        int src = 2 | 1 << 2 | 0xE1 << 4 | 8 << 12 | 2 << 20 | 3 << 25 | 1 << 31;
        int rel = 2 | 2 << 2 | 1 << 20;
        Bytes part = shex(PS_5_0, op(Opcode.MOV, 9, 0), 0x00100032, 1, src, 1 | 3 << 6, 2, 3, rel, 0,
                op(Opcode.ADD, 10, 0), 0x001000f2, 0, 0x00100e46, 0, 2 | 4 << 12, 0x3f800000, 0, 0, 0,
                op(Opcode.DCL_TEMPS, 2, 0), 5);
        Sm4Program p = Sm4Program.read("SHEX", part);
        TokenCursor c = p.cursor();
        assertThrows(IllegalStateException.class, c::decodeOperands);
        assertTrue(c.next());
        assertThrows(IllegalStateException.class, c::operandCount);
        assertEquals(2, c.decodeOperands().operandCount());
        OperandReader dst = c.operand(0);
        assertEquals(OperandType.TEMP, dst.type());
        assertEquals(1, dst.index(0));
        assertEquals(Operand.MASK, dst.selection());
        assertEquals(0x3, dst.selector());
        assertFalse(dst.hasRelativeIndex());
        OperandReader s = c.operand(1);
        assertEquals(OperandType.CONSTANT_BUFFER, s.type());
        assertEquals(Operand.SWIZZLE, s.selection());
        assertEquals(0xE1, s.selector());
        assertEquals(3, s.modifier());
        assertEquals(2, s.index(0));
        assertEquals(3, s.index(1));
        assertTrue(s.hasRelativeIndex());
        assertFalse(s.hasRelative(0));
        assertEquals(IndexRepresentation.IMMEDIATE32_PLUS_RELATIVE, s.representation(1));
        OperandReader r = s.relative(1);
        assertEquals(OperandType.TEMP, r.type());
        assertEquals(Operand.SELECT1, r.selection());
        assertEquals(0, r.index(0));
        // token, modifier, two index dwords and the relative operand's two
        assertEquals(6, s.end() - s.start());
        assertEquals(0, c.valueCount());
        assertTrue(c.next());
        OperandReader imm = c.decodeOperands().operand(2);
        assertEquals(OperandType.IMMEDIATE32, imm.type());
        assertEquals(4, imm.immediateCount());
        assertEquals(0x3f800000, imm.immediate(0));
        assertEquals(0, imm.indexCount());
        assertTrue(c.next());
        assertEquals(0, c.decodeOperands().operandCount());
        assertEquals(1, c.valueCount());
        assertEquals(5, c.value(0));
        assertThrows(IndexOutOfBoundsException.class, () -> c.value(1));
        assertFalse(c.next());
        // the records are built from the same reading (the readers above moved on with the cursor)
        Instruction in = p.instructions().get(0);
        assertEquals(3, in.operands().get(1).modifier());
        assertEquals(OperandType.TEMP, in.operands().get(1).indices().get(1).relative().type());
        assertEquals(6, in.operands().get(1).dwords());
    }

    @Test
    void declarationOperandsAreCheckedNowAndReadWhenAskedFor() {
        // dcl_constantbuffer CB1[2:5][7] space=3 (Shader Model 5.1: three indices, then the size in vectors and the
        // space), then a mov whose first operand takes the same reader slot
        Bytes part = shex(PS_5_1,
                op(Opcode.DCL_CONSTANT_BUFFER, 7, 1), 0x00308000, 1, 2, 5, 7, 3,
                op(Opcode.MOV, 5, 0), 0x00100012, 4, 0x00101006, 2);
        TokenCursor c = Sm4Program.read("SHEX", part).cursor();
        assertTrue(c.next());
        assertEquals(1, c.decodeOperands().operandCount());
        assertEquals(2, c.valueCount());
        assertEquals(7, c.value(0));
        assertEquals(3, c.value(1));
        assertEquals(-1, c.resourceDim());
        OperandReader cb = c.operand(0);
        assertEquals(OperandType.CONSTANT_BUFFER, cb.type());
        assertEquals(3, cb.indexCount());
        assertEquals(List.of(1L, 2L, 5L), List.of(cb.index(0), cb.index(1), cb.index(2)));
        assertTrue(c.next());
        assertEquals(2, c.decodeOperands().operandCount());
        OperandReader dst = c.operand(0);
        assertEquals(OperandType.TEMP, dst.type());
        assertEquals(1, dst.indexCount());
        assertEquals(4, dst.index(0));
        assertEquals(OperandType.INPUT, c.operand(1).type());
        assertEquals(2, c.operand(1).index(0));
        assertFalse(c.next());
        // a declaration's operand that runs past its instruction is refused when decoded (at the dword it needs)
        DxFormatException past = refused(shex(PS_5_0, op(Opcode.DCL_INPUT, 2, 0), 0x00101012));
        assertEquals("dword 4: operand runs past the instruction's end", past.detail());
    }

    @Test
    void immediatesPrintByTheOperandType() {
        int imm4 = 2 | 4 << 12;  // 4-component immediate32
        int imm1 = 1 | 4 << 12;
        int dst = 0x001000f2;
        Bytes part = shex(PS_5_0,
                op(Opcode.ADD, 10, 0), dst, 0, 0x00100e46, 0, imm4, 0x3f800000, 0, 0x80000000, 0xbf000000,
                op(Opcode.IADD, 7, 0), 0x00100012, 0, imm1, 123456, imm1, -5,
                op(Opcode.MOV, 8, 0), dst, 0, imm4, 0x3f800000, 7, 0x7f800000, 0x80000000);
        // float operands print %f; integers in decimal to 10000 and in hex beyond; untyped (mov) words by value
        assertEquals("ps_5_0\n"
                + "add r0.xyzw, r0.xyzw, l(1.000000, 0.000000, -0.000000, -0.500000)\n"
                + "iadd r0.x, l(0x0001e240), l(-5)\n"
                + "mov r0.xyzw, l(1.000000,7,0x7f800000,-0.000000)\n", body(part));
    }

    @Test
    void immediate64AndSm51Declarations() {
        int imm64 = 2 | 5 << 12;
        Bytes part = shex(PS_5_1,
                // dcl_constantbuffer CB1[2:5][7], dynamicIndexed, space=3
                op(Opcode.DCL_CONSTANT_BUFFER, 7, 1), 0x00308000 | 0 << 22, 1, 2, 5, 7, 3,
                // dcl_resource_texture2d (float,float,float,float) T0[0:*], space=0
                op(Opcode.DCL_RESOURCE, 7, 3), 0x00307000, 0, 0, 0xffffffff, 0x5555, 0,
                op(Opcode.DMOV, 8, 0), 0x001000f2, 0, imm64, 0, 0x3ff00000, 0, 0x40000000);
        assertEquals("ps_5_1\n"
                + "dcl_constantbuffer CB1[2:5][7], dynamicIndexed, space=3\n"
                + "dcl_resource_texture2d (float,float,float,float) T0[0:*], space=0\n"
                + "dmov r0.xyzw, d(1.000000l, 2.000000l)\n", body(part));
    }

    @Test
    void extendedOpcodeTokens() {
        // sample_l_aoffimmi_indexable(1,-1,0)(texture2d)(float,float,float,float) r0.xyzw, v0.xyxx, t0.xyzw, s0, l(0.0)
        int token = op(Opcode.SAMPLE_L, 14, 0) | 1 << 31;
        int offsets = 0x80000001 | 1 << 9 | 0xf << 13;
        int dim = 0x80000002 | 3 << 6;
        int ret = 0x00000003 | 0x5555 << 6;
        Bytes part = shex(PS_5_0, token, offsets, dim, ret, 0x001000f2, 0, 0x00101046, 0, 0x00107e46, 0, 0x00106000, 0,
                0x00004001, 0);
        assertTrue(body(part).endsWith(
                "sample_l_aoffimmi_indexable(1,-1,0)(texture2d)(float,float,float,float) r0.xyzw, v0.xyxx, t0.xyzw, s0, l(0.000000)\n"));
        Instruction in = Sm4Program.read("SHEX", part).instructions().get(0);
        assertArrayEquals(new int[] {1, -1, 0}, in.sampleOffsets());
        assertEquals(3, in.resourceDim());
    }

    @Test
    void customDataImmediateConstantBuffer() {
        Bytes part = shex(PS_5_0, 0x00001835, 10, 0x3f800000, 0, 0, 0, 1, 2, 3, 0x40000000, op(Opcode.RET, 1, 0));
        assertEquals("ps_5_0\ndcl_immediateConstantBuffer { { 1.000000, 0, 0, 0},\n"
                + "                              { 1, 2, 3, 2.000000} }\nret \n", body(part));
    }

    @Test
    void cursorWalksWithoutDecoding() {
        Bytes part = shex(PS_5_0, op(Opcode.DCL_TEMPS, 2, 0), 4, 0x00001835, 3, 7, op(Opcode.RET, 1, 0));
        TokenCursor c = Sm4Program.read("SHEX", part).cursor();
        assertTrue(c.next());
        assertEquals(Opcode.DCL_TEMPS, c.opcode());
        assertEquals(2, c.offset());
        assertTrue(c.next());
        assertEquals(Opcode.CUSTOMDATA, c.opcode());
        assertEquals(3, c.length());
        assertTrue(c.next());
        assertEquals(Opcode.RET, c.opcode());
        assertEquals(7, c.offset());
        assertFalse(c.next());
        assertFalse(c.next());
    }

    // ---------------------------------------------------------------- hostile streams

    @Test
    void lengthZeroIsRefusedAtItsDword() {
        DxFormatException e = refused(shex(PS_5_0, op(Opcode.RET, 1, 0), op(Opcode.MOV, 0, 0)));
        assertEquals("SHEX", e.where());
        assertEquals(12, e.offset());
        assertTrue(e.detail().startsWith("dword 3: instruction length 0"), e.detail());
    }

    @Test
    void skipToPlacesTheCursorBeforeAnInstruction() {
        // ret (dword 2), mov r0.x, r1.x (dwords 3..7), ret (dword 8); the program ends at dword 9
        Bytes part = shex(PS_5_0, op(Opcode.RET, 1, 0), op(Opcode.MOV, 5, 0), 0x00100012, 0, 0x0010000a, 1,
                op(Opcode.RET, 1, 0));
        TokenCursor c = Sm4Program.read("SHEX", part).cursor();
        assertTrue(c.next());
        assertEquals(2, c.offset());
        assertThrows(IllegalArgumentException.class, () -> c.skipTo(2));    // behind the current end
        assertThrows(IllegalArgumentException.class, () -> c.skipTo(10));   // past the program
        c.skipTo(8);
        assertTrue(c.next());
        assertEquals(8, c.offset());
        assertEquals(Opcode.RET, c.decodeOperands().opcode());
        c.skipTo(9);
        assertFalse(c.next());
    }

    @Test
    void lengthPastTheEndIsRefused() {
        DxFormatException e = refused(shex(PS_5_0, op(Opcode.MOV, 5, 0), 0x00100012, 0));
        assertTrue(e.detail().startsWith("dword 2: instruction length 5 runs past the end"), e.detail());
        assertThrows(DxFormatException.class, () -> {
            TokenCursor c = Sm4Program.read("SHEX", shex(PS_5_0, op(Opcode.MOV, 5, 0))).cursor();
            c.next();
        });
    }

    @Test
    void unknownOpcodeIsRefused() {
        DxFormatException e = refused(shex(PS_5_0, 107 | 1 << 24));
        assertEquals("dword 2: unknown opcode 107", e.detail());
    }

    @Test
    void operandTypeOutOfRangeIsRefused() {
        DxFormatException e = refused(shex(PS_5_0, op(Opcode.DCL_OUTPUT, 3, 0), 0x00fe00f2, 0));
        assertTrue(e.detail().startsWith("dword 3: operand type 224 out of range"), e.detail());
    }

    @Test
    void indexRepresentationOutOfRangeIsRefused() {
        DxFormatException e = refused(shex(PS_5_0, op(Opcode.DCL_OUTPUT, 3, 0), 0x00100012 | 7 << 22, 0));
        assertTrue(e.detail().startsWith("dword 3: index representation 7"), e.detail());
    }

    @Test
    void operandsNotFillingTheInstructionAreRefused() {
        DxFormatException shortOf = refused(shex(PS_5_0, op(Opcode.DCL_TEMPS, 3, 0), 4, 5));
        assertTrue(shortOf.detail().contains("dcl_temps: operands and values take 2 dwords, the length says 3"),
                shortOf.detail());
        DxFormatException past = refused(shex(PS_5_0, op(Opcode.MOV, 4, 0), 0x00100012, 0, 0x00100012, 0));
        assertTrue(past.detail().contains("runs past the instruction's end"), past.detail());
    }

    @Test
    void customDataLengthsThatLieAreRefused() {
        DxFormatException big = refused(shex(PS_5_0, 0x00001835, 0xfffffff0, 1, 2));
        assertEquals("dword 3: customdata length 4294967280 runs past the end (4 dwords left)", big.detail());
        assertEquals(12, big.offset());
        DxFormatException small = refused(shex(PS_5_0, 0x00001835, 1));
        assertTrue(small.detail().startsWith("dword 3: customdata length 1 is less than"), small.detail());
    }

    @Test
    void programLengthBeyondThePartIsRefused() {
        byte[] b = shex(PS_5_0, op(Opcode.RET, 1, 0)).toArray();
        put(b, 4, 1000);
        DxFormatException e = assertThrows(DxFormatException.class, () -> Sm4Program.read("SHEX", Bytes.wrap(b)));
        assertEquals(4, e.offset());
        assertTrue(e.detail().startsWith("dword 1: program length 1000"), e.detail());
    }

    @Test
    void deeplyNestedRelativeIndicesAreRefusedNotRecursed() {
        int[] body = new int[60];
        body[0] = op(Opcode.MOV, 60, 0);
        body[1] = 0x00100012;
        body[2] = 0;
        for (int i = 3; i < 60; i++) {
            body[i] = 0x00000012 | 1 << 20 | 2 << 22;  // r[relative] -> another relative operand
        }
        DxFormatException e = refused(shex(PS_5_0, body));
        assertTrue(e.detail().contains("nested deeper than"), e.detail());
    }

    @Test
    void everyTruncationOfARealStreamIsRefusedOrDecodes() {
        int[] body = {op(Opcode.DCL_TEMPS, 2, 0), 1, op(Opcode.MOV, 5, 0), 0x00100012, 0, 0x00004001, 0x3f800000,
            op(Opcode.RET, 1, 0)};
        for (int n = 0; n <= body.length; n++) {
            int[] cut = java.util.Arrays.copyOf(body, n);
            byte[] b = shex(PS_5_0, cut).toArray();
            Bytes part = Bytes.wrap(b);
            try {
                List<Instruction> l = Sm4Program.read("SHEX", part).instructions();
                assertTrue(n == 0 || n == 2 || n == 7 || n == 8, "decoded a truncation at " + n + ": " + l);
            } catch (DxFormatException e) {
                assertTrue(e.detail().startsWith("dword "), e.detail());
            }
        }
        assertNull(Opcode.lookup(-1));
    }
}
