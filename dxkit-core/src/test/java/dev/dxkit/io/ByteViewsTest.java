package dev.dxkit.io;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The two ways {@link ByteViews} loads and stores (the JDK's views, this JVM's default, and byte by byte, what a
 * one-shot run of the launchers uses) give the same words at every offset, and refuse the same offsets.
 */
class ByteViewsTest {
    @Test
    void bothWaysLoadTheSameLittleEndianWordsAtEveryOffset() {
        byte[] b = new byte[64];
        new Random(11).nextBytes(b);
        ByteBuffer le = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        for (int at = 0; at <= b.length - 2; at++) {
            assertEquals(le.getShort(at), ByteViews.i16(b, at));
            assertEquals(le.getShort(at), ByteViews.i16Bytes(b, at));
            if (at <= b.length - 4) {
                assertEquals(le.getInt(at), ByteViews.i32(b, at));
                assertEquals(le.getInt(at), ByteViews.i32Bytes(b, at));
            }
            if (at <= b.length - 8) {
                assertEquals(le.getLong(at), ByteViews.i64(b, at));
                assertEquals(le.getLong(at), ByteViews.i64Bytes(b, at));
            }
        }
    }

    @Test
    void bothWaysStoreTheSameBytes() {
        Random r = new Random(12);
        for (int at = 0; at <= 24; at++) {
            long v = r.nextLong();
            byte[] expected = new byte[32];
            ByteBuffer.wrap(expected).order(ByteOrder.LITTLE_ENDIAN).putLong(at, v);
            byte[] viewed = new byte[32];
            byte[] composed = new byte[32];
            ByteViews.putI64(viewed, at, v);
            ByteViews.putI64Bytes(composed, at, v);
            assertArrayEquals(expected, viewed);
            assertArrayEquals(expected, composed);

            Arrays.fill(expected, (byte) 0);
            ByteBuffer.wrap(expected).order(ByteOrder.LITTLE_ENDIAN).putInt(at, (int) v);
            byte[] viewed32 = new byte[32];
            byte[] composed32 = new byte[32];
            ByteViews.putI32(viewed32, at, (int) v);
            ByteViews.putI32Bytes(composed32, at, (int) v);
            assertArrayEquals(expected, viewed32);
            assertArrayEquals(expected, composed32);

            Arrays.fill(expected, (byte) 0);
            ByteBuffer.wrap(expected).order(ByteOrder.LITTLE_ENDIAN).putShort(at, (short) v);
            byte[] viewed16 = new byte[32];
            byte[] composed16 = new byte[32];
            ByteViews.putI16(viewed16, at, (short) v);
            ByteViews.putI16Bytes(composed16, at, (short) v);
            assertArrayEquals(expected, viewed16);
            assertArrayEquals(expected, composed16);
        }
    }

    @Test
    void bothWaysRefuseAWordOutsideTheArrayAndAStoreWritesNothingThen() {
        byte[] b = new byte[10];
        for (int at : new int[] {-1, 3, 9, 10}) {
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.i64(b, at));
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.i64Bytes(b, at));
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.putI64(b, at, -1L));
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.putI64Bytes(b, at, -1L));
        }
        for (int at : new int[] {-1, 7, 8, 9}) {
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.i32(b, at));
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.i32Bytes(b, at));
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.putI32(b, at, -1));
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.putI32Bytes(b, at, -1));
        }
        for (int at : new int[] {-1, 9, 10}) {
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.i16(b, at));
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.i16Bytes(b, at));
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.putI16(b, at, (short) -1));
            assertThrows(IndexOutOfBoundsException.class, () -> ByteViews.putI16Bytes(b, at, (short) -1));
        }
        assertArrayEquals(new byte[10], b);
    }
}
