package dev.dxkit.reflect;

/** {@code GetThreadGroupSize}: the three sizes (0 for a program that declares none) and their product. */
public record ThreadGroupSize(long x, long y, long z) {
    /** {@return the size {@code GetThreadGroupSize} returns: x·y·z, as a 32-bit unsigned product} */
    public long total() {
        return x * y * z & 0xFFFFFFFFL;
    }
}
