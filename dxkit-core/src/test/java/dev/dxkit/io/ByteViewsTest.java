package dev.dxkit.io;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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

    /** A store at an offset, into a 32-byte array. */
    private interface Store {
        void put(byte[] b, int at, long v);
    }

    @Test
    void bothWaysStoreTheSameBytes() {
        Random r = new Random(12);
        for (int at = 0; at <= 24; at++) {
            long v = r.nextLong();
            assertStoresAlike(at, v, (b, i, w) -> le(b).putLong(i, w), ByteViews::putI64, ByteViews::putI64Bytes);
            assertStoresAlike(at, v, (b, i, w) -> le(b).putInt(i, (int) w),
                    (b, i, w) -> ByteViews.putI32(b, i, (int) w), (b, i, w) -> ByteViews.putI32Bytes(b, i, (int) w));
            assertStoresAlike(at, v, (b, i, w) -> le(b).putShort(i, (short) w),
                    (b, i, w) -> ByteViews.putI16(b, i, (short) w),
                    (b, i, w) -> ByteViews.putI16Bytes(b, i, (short) w));
        }
    }

    private static ByteBuffer le(byte[] b) {
        return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** The JDK's little-endian store, the viewed and the byte-by-byte one give the same 32 bytes. */
    private static void assertStoresAlike(int at, long v, Store jdk, Store viewed, Store composed) {
        byte[] expected = new byte[32];
        byte[] a = new byte[32];
        byte[] b = new byte[32];
        jdk.put(expected, at, v);
        viewed.put(a, at, v);
        composed.put(b, at, v);
        assertArrayEquals(expected, a);
        assertArrayEquals(expected, b);
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
