package dev.dxkit.io;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ByteReaderTest {
    /** A reader over {@code bytes} minus its first and last three bytes, so that the window sits inside the array. */
    private static ByteReader inner(byte[] bytes) {
        return new ByteReader(bytes, 3, bytes.length - 6, "test");
    }

    @Test
    void wordsAreLittleEndianAtAnyOffsetOfTheWindow() {
        byte[] b = new byte[32];
        new Random(7).nextBytes(b);
        ByteReader r = inner(b);
        ByteBuffer le = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        for (int at = 0; at + 8 <= r.size(); at++) {
            assertEquals(b[3 + at] & 0xFF, r.u8At(at));
            assertEquals(le.getShort(3 + at) & 0xFFFF, r.u16At(at));
            assertEquals(le.getInt(3 + at), r.i32At(at));
            assertEquals(le.getInt(3 + at) & 0xFFFF_FFFFL, r.u32At(at));
            assertEquals(le.getLong(3 + at), r.i64At(at));
        }
    }

    @Test
    void wordsPastTheWindowAreErrorsNamingTheOffset() {
        ByteReader r = inner(new byte[16]);  // a window of 10 bytes
        assertEquals(0, r.i32At(6));
        DxFormatException e = assertThrows(DxFormatException.class, () -> r.i32At(7));
        assertTrue(e.getMessage().contains("need 4 bytes for u32, 3 left"), e.getMessage());
        assertThrows(DxFormatException.class, () -> r.u16At(9));
        assertThrows(DxFormatException.class, () -> r.i64At(3));
        assertThrows(DxFormatException.class, () -> r.i32At(-1));
    }

    @Test
    void stringLengthsAreFoundAtEveryStartAndLength() {
        // every start and length in a 40-byte window, with non-zero bytes of all kinds (0x80 and 0xff among them)
        // around the NUL, and bytes past the window that must not be read
        for (int start = 0; start < 40; start++) {
            for (int length = 0; start + length < 40; length++) {
                byte[] b = new byte[46];
                for (int i = 0; i < b.length; i++) {
                    b[i] = (byte) (0x7f + 13 * i | 1);
                }
                b[3 + start + length] = 0;
                ByteReader r = inner(b);
                assertEquals(length, r.cStringLengthAt(start), "start " + start + " length " + length);
                assertEquals(length, r.cStringAt(start).length());
            }
        }
    }

    @Test
    void aStringThatRunsToTheWindowsEndIsAnError() {
        byte[] b = new byte[46];
        java.util.Arrays.fill(b, (byte) 'a');
        b[b.length - 1] = 0;   // a NUL past the window does not end a string inside it
        b[b.length - 2] = 0;
        ByteReader r = inner(b);
        for (int start = 0; start < r.size(); start++) {
            int s = start;
            DxFormatException e = assertThrows(DxFormatException.class, () -> r.cStringLengthAt(s));
            assertTrue(e.getMessage().contains("string not terminated before the end (" + (40 - start) + " bytes)"),
                    e.getMessage());
        }
        assertThrows(DxFormatException.class, () -> r.cStringLengthAt(40));
    }
}
