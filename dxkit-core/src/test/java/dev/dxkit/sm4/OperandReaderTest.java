package dev.dxkit.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

/** The cursor's quick check of an operand ({@link OperandReader#plainLength}) against the reader itself. */
class OperandReaderTest {
    /**
     * Every combination of the token bits the quick check looks at (index dimension, type, selection mode,
     * components), each under every selector and with room for 0 to 8 more dwords: where the quick check gives a
     * length, read accepts the operand and ends there; where read refuses it or it does not fit, the quick check
     * gives -1 or a length past the room.
     */
    @Test
    void plainLengthAgreesWithRead() {
        int accepted = 0;
        int refused = 0;
        for (int k = 0; k < 1 << 14; k++) {
            for (int selector : new int[] {0x000, 0x0f0, 0xe40, 0xff0}) {
                int t = (k >>> 4) << 12 | (k & 0xf) | selector;
                int[] words = {t, 1, 2, 3, 4, 5, 6, 7, 8};
                byte[] bytes = littleEndian(words);
                int quick = OperandReader.plainLength(t);
                for (int limit = 1; limit <= words.length; limit++) {
                    OperandReader r = new OperandReader(bytes, 0, new TokenStreamDecoder(bytes, 0, "SHEX", false), 0);
                    int end;
                    try {
                        end = r.read(0, limit);
                    } catch (DxFormatException e) {
                        end = -1;
                    }
                    if (end >= 0) {
                        accepted++;
                        assertEquals(end, quick, () -> "token " + Integer.toHexString(t));
                        assertTrue(r.plainIndexOffset() >= 0);
                    } else {
                        refused++;
                        int room = limit;
                        assertTrue(quick < 0 || quick > room, () -> "token " + Integer.toHexString(t) + " limit " + room);
                    }
                }
            }
        }
        assertTrue(accepted > 50_000 && refused > 100_000, accepted + " accepted, " + refused + " refused");
    }

    /**
     * The same, over a fifth of those tokens, with an extended operand token after the operand token of every kind
     * the quick check must tell apart (a modifier alone of each value; with a precision, non-uniform, an
     * out-of-range modifier, another type, a further extended token): where {@code plainLength(t, next)} gives a
     * length that fits, read accepts the operand and ends there; where read refuses it, the length is -1 or does
     * not fit. Without an extended token the next dword does not matter.
     */
    @Test
    void plainLengthWithAModifierAgreesWithRead() {
        int[] extended = {0x01, 0x41, 0x81, 0xc1, 0x101, 0x4001, 0x20001, 0x80000041, 0x00, 0x02, 0x3f, 0x1000001};
        int[] words = {0, 0, 2, 3, 4, 5, 6, 7, 8, 9};
        int accepted = 0;
        int refused = 0;
        // every fifth combination of the bits plainLength(t) looks at (all of them are checked above)
        for (int k = 0; k < 1 << 14; k += 5) {
            int t = (k >>> 4) << 12 | (k & 0xf);
            // without an extended token the next dword does not matter
            assertEquals(OperandReader.plainLength(t), OperandReader.plainLength(t, 0x41));
            int first = t | 0x80000000;
            for (int e : extended) {
                words[0] = first;
                words[1] = e;
                byte[] bytes = littleEndian(words);
                OperandReader r = new OperandReader(bytes, 0, new TokenStreamDecoder(bytes, 0, "SHEX", false), 0);
                for (int limit = 1; limit <= words.length; limit++) {
                    int quick = OperandReader.plainLength(first, limit > 1 ? e : 0);
                    int end;
                    try {
                        end = r.read(0, limit);
                    } catch (DxFormatException x) {
                        end = -1;
                    }
                    if (quick > 0 && quick <= limit) {
                        accepted++;
                        assertEquals(quick, end, () -> "tokens " + Integer.toHexString(first) + " " + Integer.toHexString(e));
                    } else if (end < 0) {
                        refused++;
                    }
                }
            }
        }
        assertTrue(accepted > 5_000 && refused > 5_000, accepted + " accepted, " + refused + " refused");
    }

    private static byte[] littleEndian(int[] words) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(4 * words.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(words);
        return b.array();
    }

    /** A token with an extended token or another index form is left to read. */
    @Test
    void otherFormsAreLeftToRead() {
        assertEquals(-1, OperandReader.plainLength(0x80100f2a | 0));          // extended operand token
        assertEquals(-1, OperandReader.plainLength(0x00500022 | 2 << 22));    // relative first index
        assertEquals(-1, OperandReader.plainLength(0x00100022 | 1 << 22));    // 64-bit first index
        assertEquals(2, OperandReader.plainLength(0x00100022));               // r#.xyzw-like: token and one index
    }
}
