package dev.dxkit.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Little-endian loads and stores of 2, 4 and 8 bytes at any offset of a {@code byte[]}, bounds checked (an index
 * outside the array throws {@link IndexOutOfBoundsException}; a store checks before it writes anything): the
 * words the readers and the listings' hot loops are built on.
 *
 * <p>Two ways give the same values. By default each is one machine load or store through the JDK's byte-array
 * views ({@link MethodHandles#byteArrayViewVarHandle}), the fastest once compiled. But a view's first use sets up
 * {@code java.lang.invoke} (method types, lambda forms, a generated class), about 5 ms of CPU before the first
 * byte is read, which a one-shot command line of some 50 ms pays in full and never wins back: it ends before much
 * is compiled. With the system property {@code dxkit.byteViews=false} (the launchers set it for the one-shot lines,
 * README "How fast") the words are composed from single bytes and no view is ever made. The choice is read once, as
 * a constant the compilers fold.
 */
public final class ByteViews {
    /** Whether the loads and stores go through the JDK's views (the default) or byte by byte. */
    static final boolean VIEWS = !"false".equals(System.getProperty("dxkit.byteViews"));

    private ByteViews() {
    }

    /** The views, made on first use (never when {@link #VIEWS} is false). */
    private static final class Handles {
        static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
        static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
        static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

        private Handles() {
        }
    }

    /**
     * {@return the signed 16-bit word at {@code a[at]}}
     * @param a the bytes
     * @param at the offset of the word's first byte
     */
    public static short i16(byte[] a, int at) {
        return VIEWS ? (short) Handles.SHORT.get(a, at) : i16Bytes(a, at);
    }

    /**
     * {@return the signed 32-bit word at {@code a[at]}}
     * @param a the bytes
     * @param at the offset of the word's first byte
     */
    public static int i32(byte[] a, int at) {
        return VIEWS ? (int) Handles.INT.get(a, at) : i32Bytes(a, at);
    }

    /**
     * {@return the signed 64-bit word at {@code a[at]}}
     * @param a the bytes
     * @param at the offset of the word's first byte
     */
    public static long i64(byte[] a, int at) {
        return VIEWS ? (long) Handles.LONG.get(a, at) : i64Bytes(a, at);
    }

    /**
     * Writes {@code v} as a 16-bit word at {@code a[at]}.
     * @param a the bytes
     * @param at the offset of the word's first byte
     * @param v the value to write
     */
    public static void putI16(byte[] a, int at, short v) {
        if (VIEWS) {
            Handles.SHORT.set(a, at, v);
        } else {
            putI16Bytes(a, at, v);
        }
    }

    /**
     * Writes {@code v} as a 64-bit word at {@code a[at]}.
     * @param a the bytes
     * @param at the offset of the word's first byte
     * @param v the value to write
     */
    /** Stores {@code v} little-endian at {@code a[at]} (one store where the JDK's view is used). */
    public static void putI32(byte[] a, int at, int v) {
        if (VIEWS) {
            Handles.INT.set(a, at, v);
        } else {
            putI32Bytes(a, at, v);
        }
    }

    public static void putI64(byte[] a, int at, long v) {
        if (VIEWS) {
            Handles.LONG.set(a, at, v);
        } else {
            putI64Bytes(a, at, v);
        }
    }

    static short i16Bytes(byte[] a, int at) {
        return (short) (a[at] & 0xFF | a[at + 1] << 8);
    }

    static int i32Bytes(byte[] a, int at) {
        return a[at] & 0xFF | (a[at + 1] & 0xFF) << 8 | (a[at + 2] & 0xFF) << 16 | a[at + 3] << 24;
    }

    static long i64Bytes(byte[] a, int at) {
        return i32Bytes(a, at) & 0xFFFF_FFFFL | (long) i32Bytes(a, at + 4) << 32;
    }

    static void putI16Bytes(byte[] a, int at, short v) {
        checkRange(a, at, 2);
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
    }

    static void putI32Bytes(byte[] a, int at, int v) {
        checkRange(a, at, 4);
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
        a[at + 2] = (byte) (v >>> 16);
        a[at + 3] = (byte) (v >>> 24);
    }

    static void putI64Bytes(byte[] a, int at, long v) {
        checkRange(a, at, 8);
        for (int i = 0; i < 8; i++) {
            a[at + i] = (byte) (v >>> 8 * i);
        }
    }

    /** Throws as a view would, before anything is written, for a word of {@code n} bytes outside {@code a}. */
    private static void checkRange(byte[] a, int at, int n) {
        if (at < 0 || at > a.length - n) {
            throw new ArrayIndexOutOfBoundsException("word of " + n + " bytes at " + at + " of " + a.length);
        }
    }
}
