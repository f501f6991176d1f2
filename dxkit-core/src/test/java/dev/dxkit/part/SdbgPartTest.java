package dev.dxkit.part;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The SDBG decoder on built parts: every field where the layout puts it, and hostile bytes refused by offset. */
class SdbgPartTest {
    /** A part with one file, two tokens, a scope variable of two scalars and two instructions. */
    static byte[] sample() {
        SdbgBuilder b = new SdbgBuilder();
        int f = b.file("C:\\src\\a.hlsl");
        int line = b.token(f, 12, 3, "");
        int name = b.token(f, 4, 9, "color");
        int sv = b.scopeVariable(name);
        int x = b.variable(name, 3, sv, 0);
        int y = b.variable(name, 3, sv, 1);
        b.instruction(0, 54, line, new SdbgBuilder.Output(4, 2, -1, -1, List.of(SdbgBuilder.Value.constant(x, 1.5f),
                SdbgBuilder.Value.anyFloat(y), SdbgBuilder.Value.NONE, SdbgBuilder.Value.NONE)));
        b.instruction(1, 62, line);
        return b.build();
    }

    @Test
    void decodesEveryTable() {
        byte[] data = sample();
        SdbgPart p = SdbgPart.read(Bytes.wrap(data));
        assertEquals(0x54, p.headerSize());
        assertEquals("Microsoft (R) HLSL Shader Compiler 9.29.952.3111", p.creator());
        assertEquals("main", p.entryPoint());
        assertEquals("vs_5_0", p.target());
        assertEquals(0x101, p.compileFlags());
        assertEquals(List.of(new SdbgPart.File("C:\\src\\a.hlsl", 0, 0)), p.files());
        assertEquals(List.of(new SdbgPart.Token(0, 12, 3, ""), new SdbgPart.Token(0, 4, 9, "color")), p.tokens());
        assertEquals(List.of(new SdbgPart.Variable(1, 3, -1, -1, 0, 0), new SdbgPart.Variable(1, 3, -1, -1, 0, 1)),
                p.variables());
        assertEquals(List.of(), p.inputs());
        assertEquals(List.of(new SdbgPart.Scope(0, "Globals", List.of(0))), p.scopes());
        assertEquals(List.of(new SdbgPart.ScopeVariable(1, 0, 1, 1, 4, -1, List.of(), List.of(), 0, 4, -1)),
                p.scopeVariables());
        assertEquals(2, p.instructions().size());
        SdbgPart.Instruction mov = p.instructions().get(0);
        assertEquals(0, mov.id());
        assertEquals(54, mov.opcode());
        assertEquals(1, mov.outputCount());
        assertEquals(0, mov.token());
        assertEquals(List.of(0), mov.scopes());
        assertEquals(List.of(), mov.accessedVariables());
        SdbgPart.Output o = mov.outputs().get(0);
        assertEquals(4, o.registerSet());
        assertEquals(2, o.register());
        assertEquals(List.of(0, 1, -1, -1), o.components());
        assertEquals(new SdbgPart.OutputVariable(0, 0x3fc00000, 0x3fc00000, 0x3fc00000, 0x3fc00000, 1.5f, 1.5f,
                false, false), o.variables().get(0));
        assertEquals(-Float.MAX_VALUE, o.variables().get(1).fMin());
        assertEquals(-1, o.variables().get(2).variable());
        assertEquals(-1, o.indexRegister());
        assertEquals(List.of(), p.instructions().get(1).outputs());
        // kept as read
        assertEquals(Bytes.wrap(data), p.encode());
        assertInstanceOf(SdbgPart.class, PartDecoder.decode("SDBG", Bytes.wrap(data)));
        assertEquals("vs_5_0", p.tree().get("target"));
        assertEquals(2, p.tree().get("instructions"));
    }

    @Test
    void moreThanTwoOutputsAreKeptForTheListingToReport() {
        SdbgBuilder b = new SdbgBuilder();
        int t = b.token(b.file("a"), 1, 1, "");
        b.instructionWithOutputCount(0, t, -1);
        SdbgPart.Instruction in = SdbgPart.read(Bytes.wrap(b.build())).instructions().get(0);
        assertEquals(-1, in.outputCount());
        assertEquals(2, in.outputs().size());
    }

    /** The refusal of {@code data} with word {@code at} set to {@code value}. */
    private static DxFormatException refusal(int at, int value) {
        byte[] b = sample();
        SdbgBuilder.put(b, at, value);
        return assertThrows(DxFormatException.class, () -> SdbgPart.read(Bytes.wrap(b)));
    }

    @Test
    void hugeCountsAndFarOffsetsAreRefusedAtTheirWord() {
        assertEquals(0x00, refusal(0x00, 0x10).offset(), "header size below 0x54");
        assertEquals(0x00, refusal(0x00, 0x7fff_0000).offset(), "header size past the end");
        for (int count : new int[]{0x14, 0x1c, 0x24, 0x2c, 0x34, 0x3c, 0x44}) {
            DxFormatException e = refusal(count, 0xffff_fff0);
            assertEquals(count, e.offset(), e.getMessage());
            assertTrue(e.getMessage().startsWith("SDBG @0x"), e.getMessage());
        }
        for (int table : new int[]{0x18, 0x20, 0x28, 0x38, 0x40, 0x48}) {
            assertEquals(table, refusal(table, 0x7fff_fff0).offset(), "table at 0x" + Integer.toHexString(table));
        }
        assertEquals(0x4c, refusal(0x4c, 0x7fff_fff0).offset());
        assertEquals(0x50, refusal(0x50, 0x7fff_fff0).offset());
        assertEquals(0x04, refusal(0x04, 0x7fff_fff0).offset(), "creator string");
    }

    @Test
    void offsetsThatAreNeverReadAreNotChecked() {
        byte[] b = sample();
        // the empty input table, and the first token's empty name, point far outside
        SdbgBuilder.put(b, 0x30, 0x7fff_fff0);
        int tokens = 0x54 + LittleEndianWords.at(b, 0x38);
        SdbgBuilder.put(b, tokens + 16, 0x7fff_fff0);
        SdbgPart p = SdbgPart.read(Bytes.wrap(b));
        assertEquals(List.of(), p.inputs());
        assertEquals("", p.tokens().get(0).name());
    }

    @Test
    void theListingFormLeavesWhatNoListingReadsEmpty() {
        byte[] b = sample();
        int instr = 0x54 + LittleEndianWords.at(b, 0x20);
        int tail = instr + 12 + 2 * 180;
        // the first instruction's scope list and the creator string point outside
        SdbgBuilder.put(b, tail + 12, 0x7fff_0000);
        SdbgBuilder.put(b, 0x04, 0x7fff_0000);
        // (the creator is read first)
        assertEquals(0x04, assertThrows(DxFormatException.class, () -> SdbgPart.read(Bytes.wrap(b))).offset());
        SdbgPart p = SdbgPart.readForListing(Bytes.wrap(b));
        assertEquals(List.of(), p.instructions().get(0).scopes());
        assertEquals("", p.creator());
        assertEquals("main", p.entryPoint());
        // what a listing does read is refused in both forms
        int tokens = 0x54 + LittleEndianWords.at(b, 0x38);
        SdbgBuilder.put(b, tokens + 20 + 16, 0x7fff_0000);
        assertEquals(tokens + 20 + 16,
                assertThrows(DxFormatException.class, () -> SdbgPart.readForListing(Bytes.wrap(b))).offset());
    }

    @Test
    void storeWordsAreReadByWordEvenAtAnUnalignedOffset() {
        SdbgPart p = SdbgPart.read(Bytes.wrap(sample()));
        // the store: the instructions' scope list (0), then the scope's list (0)
        assertEquals(0, p.storeWord(0));
        assertEquals(0, p.storeWord(7));
        assertEquals(0x4c, assertThrows(DxFormatException.class, () -> p.storeWord(0x7fff_fff0)).offset());
    }

    @Test
    void recordFieldsPointingOutsideAreRefusedAtTheirWord() {
        SdbgPart p = SdbgPart.read(Bytes.wrap(sample()));
        byte[] b = sample();
        int base = 0x54;
        int tokens = base + LittleEndianWords.at(b, 0x38);
        // the second token's name length
        DxFormatException e = refusal(tokens + 20 + 12, 0x7fff_ffff);
        assertEquals(tokens + 20 + 16, e.offset(), e.getMessage());
        // the first instruction's scope list count
        int instr = base + LittleEndianWords.at(b, 0x20);
        int tail = instr + 12 + 2 * 180;
        assertEquals(tail + 8, refusal(tail + 8, 0x4000_0000).offset());
        // the scope's variable list offset
        int scope = base + LittleEndianWords.at(b, 0x40);
        assertEquals(scope + 12, refusal(scope + 16, 0x7fff_0000).offset());
        assertEquals(1, p.scopes().size());
    }

    @Test
    @Timeout(60)
    void everyTruncationAndByteSweepGivesAPartOrANamedRefusal() {
        byte[] orig = sample();
        for (int n = 0; n < orig.length; n++) {
            byte[] b = Arrays.copyOf(orig, n);
            DxFormatException e = assertThrows(DxFormatException.class, () -> SdbgPart.read(Bytes.wrap(b)),
                    "truncated to " + n);
            assertTrue(e.offset() >= 0 && e.offset() <= orig.length, e.getMessage());
            Part raw = PartDecoder.decode("SDBG", Bytes.wrap(b));
            assertInstanceOf(RawPart.class, raw);
        }
        int decoded = 0;
        int refused = 0;
        for (int i = 0; i < orig.length; i++) {
            for (byte v : new byte[]{0, (byte) 0xff}) {
                byte[] b = orig.clone();
                b[i] = v;
                try {
                    SdbgPart p = SdbgPart.read(Bytes.wrap(b));
                    assertEquals(Bytes.wrap(b), p.encode());
                    decoded++;
                } catch (DxFormatException e) {
                    assertTrue(e.getMessage().matches("SDBG @0x[0-9a-f]+: .+"), e.getMessage());
                    refused++;
                }
            }
        }
        assertTrue(decoded > 1000 && refused > 50, decoded + " decoded, " + refused + " refused");
    }

    /** Reads a header word of a built part. */
    private static final class LittleEndianWords {
        static int at(byte[] b, int at) {
            return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16 | (b[at + 3] & 0xff) << 24;
        }
    }
}
