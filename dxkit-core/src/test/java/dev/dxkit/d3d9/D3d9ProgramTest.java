package dev.dxkit.d3d9;

import static dev.dxkit.d3d9.Tokens.dst;
import static dev.dxkit.d3d9.Tokens.src;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The token-stream decoder over hand-built programs: operand forms and hostile input. */
class D3d9ProgramTest {
    private static final int TEMP = 0;
    private static final int CONST = 2;
    private static final int ADDR = 3;
    private static final int RASTOUT = 4;
    private static final int LOOP = 15;

    /** vs_2_0: mov oPos, -c5[a0.x].y ; def ; comment ; end. */
    private static Tokens sample() {
        return Tokens.of(Tokens.VS_2_0)
                .comment(0x47554245, 7) // an unknown comment kept raw
                .ins(0x51, 5, dst(CONST, 1, 0xF), Tokens.f(1), Tokens.f(-0f), Tokens.f(0.5f), Tokens.f(2))
                .ins(0x01, 3, dst(RASTOUT, 0, 0xF), src(CONST, 5, 0x55, 1) | 0x2000, src(ADDR, 0, 0x00, 0))
                .end();
    }

    @Test
    void readsInstructionsCommentsAndOperands() {
        D3d9Program p = D3d9Program.read(sample().bytes());
        assertEquals("vs_2_0", p.version().profile());
        assertEquals(3, p.tokens().size());
        Comment c = (Comment) p.tokens().get(0);
        assertEquals(4, c.offset());
        assertEquals(8, c.body().size());
        Instruction def = (Instruction) p.tokens().get(1);
        assertEquals(Opcode.DEF, def.opcode());
        assertEquals(16, def.offset());
        assertEquals(0x3F800000, def.literals().get(0));
        assertEquals(0x80000000, def.literals().get(1));
        Instruction mov = (Instruction) p.tokens().get(2);
        assertEquals(Opcode.MOV, mov.opcode());
        assertEquals(40, mov.offset());
        assertEquals(16, mov.size());
        assertEquals(RegisterType.RASTOUT, mov.destination().type());
        Parameter s = mov.sources().get(0);
        assertEquals(RegisterType.CONST, s.type());
        assertEquals(5, s.number());
        assertEquals(1, s.sourceModifier());
        assertTrue(s.isRelative());
        assertEquals(RegisterType.ADDR_TEXTURE, s.relative().type());
        assertEquals(60, p.bytes().size()); // through the end token
    }

    @Test
    void shaderModel1HasNoLengthField() {
        // vs_1_1: add r0, c0, c1[a0.x] (relative addressing without an extra token)
        Bytes b = Tokens.of(Tokens.VS_1_1)
                .raw(0x02, dst(TEMP, 0, 0xF), src(CONST, 0), src(CONST, 1) | 0x2000)
                .end().bytes();
        D3d9Program p = D3d9Program.read(b);
        Instruction add = (Instruction) p.tokens().get(0);
        assertEquals(2, add.sources().size());
        assertTrue(add.sources().get(1).isRelative());
        assertNull(add.sources().get(1).relative());
    }

    @Test
    void versionsNameTheirProfiles() {
        assertEquals("ps_1_4", new ShaderVersion(Tokens.PS_1_4).profile());
        assertEquals("vs_2_x", new ShaderVersion(0xFFFE0201).profile());
        assertEquals("ps_2_x", new ShaderVersion(0xFFFF0201).profile());
        assertEquals("vs_3_sw", new ShaderVersion(0xFFFE03FF).profile());
    }

    @Test
    void parameterFieldsFollowTheBitLayout() {
        Parameter d = new Parameter(0, dst(LOOP, 0, 0x3, 0x3, -1), null);
        assertEquals(RegisterType.LOOP, d.type());
        assertEquals(0x3, d.writeMask());
        assertTrue(d.saturate());
        assertTrue(d.partialPrecision());
        assertEquals(-1, d.shift());
        Parameter s = new Parameter(0, src(TEMP, 7, 0x1B, 13), null);
        assertEquals(3, s.swizzleLane(0));
        assertEquals(0, s.swizzleLane(3));
        assertEquals(13, s.sourceModifier());
        assertEquals(7, s.number());
    }

    @Test
    void everyTruncationFailsNamingAByteInsideTheData() {
        byte[] whole = sample().bytes().toArray();
        for (int n = 0; n < whole.length; n++) {
            byte[] cut = java.util.Arrays.copyOf(whole, n);
            DxFormatException e = assertThrows(DxFormatException.class, () -> D3d9Program.read(Bytes.wrap(cut)),
                    "prefix of " + n);
            assertTrue(e.offset() >= 0 && e.offset() <= n, n + ": " + e.getMessage());
        }
    }

    @Test
    void aLengthPastTheEndIsRefused() {
        Bytes b = Tokens.of(Tokens.VS_2_0).ins(0x01, 15, dst(TEMP, 0, 0xF), src(CONST, 0)).end().bytes();
        DxFormatException e = assertThrows(DxFormatException.class, () -> D3d9Program.read(b));
        assertEquals(4, e.offset());
        assertTrue(e.getMessage().contains("15 dwords"), e.getMessage());
    }

    @Test
    void aLengthThatDisagreesWithTheOperandsIsRefused() {
        // def with length 3: its destination and four literals need 5
        Bytes shortDef = Tokens.of(Tokens.VS_2_0).ins(0x51, 3, dst(CONST, 0, 0xF), 0, 0).end().bytes();
        DxFormatException e = assertThrows(DxFormatException.class, () -> D3d9Program.read(shortDef));
        assertEquals(20, e.offset()); // the third literal, the first dword past the length
        assertTrue(e.getMessage().contains("past the instruction's length"), e.getMessage());
        // a zero-length mov: its destination would be the next instruction's token
        Bytes zero = Tokens.of(Tokens.VS_2_0).ins(0x01, 0).end().bytes();
        DxFormatException z = assertThrows(DxFormatException.class, () -> D3d9Program.read(zero));
        assertEquals(8, z.offset());
        // a dcl whose usage token is followed by more dwords than it takes
        Bytes longDcl = Tokens.of(Tokens.VS_2_0).ins(0x1F, 3, 0x80000000, dst(1, 0, 0xF), 0).end().bytes();
        DxFormatException l = assertThrows(DxFormatException.class, () -> D3d9Program.read(longDcl));
        assertEquals(4, l.offset());
        assertTrue(l.getMessage().contains("its operands take 2"), l.getMessage());
    }

    @Test
    void anEndlessCommentFailsAtOnce() {
        Bytes b = Tokens.of(Tokens.VS_2_0).raw(0x7FFFFFFE).end().bytes();
        long t = System.nanoTime();
        DxFormatException e = assertThrows(DxFormatException.class, () -> D3d9Program.read(b));
        assertEquals(4, e.offset());
        assertTrue(e.getMessage().contains("32767 dwords"), e.getMessage());
        assertTrue(System.nanoTime() - t < 1_000_000_000L);
    }

    @Test
    void unknownOpcodesAndBadParameterTokensAreNamed() {
        Bytes op = Tokens.of(Tokens.PS_2_0).ins(0x3F, 0).end().bytes();
        DxFormatException e = assertThrows(DxFormatException.class, () -> D3d9Program.read(op));
        assertEquals(4, e.offset());
        assertTrue(e.getMessage().contains("0x3f"), e.getMessage());
        Bytes param = Tokens.of(Tokens.PS_2_0).ins(0x01, 2, 0x000F0000, src(CONST, 0)).end().bytes();
        DxFormatException p = assertThrows(DxFormatException.class, () -> D3d9Program.read(param));
        assertEquals(8, p.offset());
        Bytes version = Tokens.of(0x12345678).end().bytes();
        assertEquals(0, assertThrows(DxFormatException.class, () -> D3d9Program.read(version)).offset());
        Bytes noEnd = Tokens.of(Tokens.PS_2_0).ins(0x00, 0).bytes();
        assertEquals(8, assertThrows(DxFormatException.class, () -> D3d9Program.read(noEnd)).offset());
    }

    @Test
    void byteSweepsNeverEscapeAsAnythingButFormatErrors() {
        byte[] whole = sample().bytes().toArray();
        for (int i = 4; i < whole.length; i++) {
            for (int v : new int[] {0x00, 0xFF, 0x7F, 0x80}) {
                byte[] b = whole.clone();
                b[i] = (byte) v;
                try {
                    D3d9Program.read(Bytes.wrap(b));
                } catch (DxFormatException expected) {
                    assertTrue(expected.offset() >= 0 && expected.offset() <= b.length);
                }
            }
        }
    }

    @Test
    void constantTablesDecodeNamesTypesAndRegisters() {
        byte[] body = new byte[96];
        Bytes.wrap(Tokens.of(28).raw(72, Tokens.VS_2_0, 1, 28, 0, 0).bytes().toArray()).copyTo(body, 0);
        // constant info @28: name @80, set 2 (float4), index 3, count 1, reserved, type @48, default 0
        Bytes.wrap(Tokens.of(80).raw(0x00030002, 0x00000001, 48, 0).bytes().toArray()).copyTo(body, 28);
        // type @48: class 1 (vector), type 3 (float), rows 1, columns 4, elements 1, members 0
        Bytes.wrap(Tokens.of(0x00030001).raw(0x00040001, 0x00000001, 0).bytes().toArray()).copyTo(body, 48);
        byte[] creator = "me\0".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(creator, 0, body, 72, creator.length);
        byte[] name = "k\0".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(name, 0, body, 80, name.length);
        ConstantTable t = ConstantTable.read(Bytes.wrap(body));
        assertEquals("me", t.creator());
        assertEquals(1, t.constants().size());
        ConstantTable.Constant k = t.constants().get(0);
        assertEquals("k", k.name());
        assertEquals(ConstantTable.RegisterSet.FLOAT4, k.set());
        assertEquals(3, k.registerIndex());
        assertEquals(4, k.type().columns());
        assertNull(k.defaultValue());
        // a constant count no table could hold fails before anything is allocated
        byte[] huge = body.clone();
        huge[12] = (byte) 0xF0;
        huge[13] = (byte) 0xFF;
        huge[14] = (byte) 0xFF;
        huge[15] = (byte) 0xFF;
        DxFormatException e = assertThrows(DxFormatException.class, () -> ConstantTable.read(Bytes.wrap(huge)));
        assertEquals(12, e.offset());
        // a struct whose member is itself never ends: refused by depth
        byte[] cycle = body.clone();
        Bytes.wrap(Tokens.of(0x00030005).raw(0x00040001, 0x00010001, 88).bytes().toArray()).copyTo(cycle, 48);
        Bytes.wrap(Tokens.of(80).raw(48).bytes().toArray()).copyTo(cycle, 88);
        assertThrows(DxFormatException.class, () -> ConstantTable.read(Bytes.wrap(cycle)));
    }
}
