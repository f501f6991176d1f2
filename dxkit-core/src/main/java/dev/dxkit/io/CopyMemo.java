package dev.dxkit.io;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.CRC32C;

/**
 * What was worked out from some bytes, kept so that a later copy of the same bytes gets it without the work: for
 * results that are pure functions of the bytes (a census's counts, a batch's listings), in collections that hold
 * many copies. Exact: bytes are looked up by their size and CRC-32C (the JVM computes it with a CPU instruction),
 * then compared whole with the kept bytes, so only equal bytes find a value. Bounded: values are kept first come
 * while their costs stay within a budget; after that, or for other bytes of a key already kept, nothing is kept and
 * the caller does the work. Thread-safe.
 *
 * @param <V> what is kept for the bytes
 */
public final class CopyMemo<V> {
    private record Kept<V>(byte[] bytes, V value) {
    }

    private final ConcurrentHashMap<Long, Kept<V>> kept = new ConcurrentHashMap<>();
    private final AtomicLong used = new AtomicLong();
    private final long budget;

    /** A memo whose kept values cost at most {@code budget} in all (in bytes, as the caller counts them). */
    public CopyMemo(long budget) {
        this.budget = budget;
    }

    /** {@return the lookup key of {@code data[offset, offset + size)}: its size and CRC-32C} */
    public static long key(byte[] data, int offset, int size) {
        CRC32C crc = new CRC32C();
        crc.update(data, offset, size);
        return (long) size << 32 | crc.getValue();
    }

    /** {@return the value kept for bytes equal to {@code data[offset, offset + size)} (of key {@code key}), or null} */
    public V find(long key, byte[] data, int offset, int size) {
        Kept<V> k = kept.get(key);
        return k != null && Arrays.equals(k.bytes(), 0, k.bytes().length, data, offset, offset + size) ? k.value() : null;
    }

    /**
     * Whether a value of {@code cost} for key {@code key} would be kept now: the budget has room and nothing is kept
     * for the key. For a caller whose value costs work to make; {@link #keep} decides.
     */
    public boolean room(long key, long cost) {
        return used.get() + cost <= budget && !kept.containsKey(key);
    }

    /**
     * Keeps {@code value} for {@code bytes} (of key {@code key}; the memo holds the array, which must never change
     * afterwards) at {@code cost} while the budget lasts. {@return whether it was kept}
     */
    public boolean keep(long key, byte[] bytes, V value, long cost) {
        if (!room(key, cost)) {
            return false;
        }
        if (used.addAndGet(cost) > budget) {
            used.addAndGet(-cost);
            return false;
        }
        if (kept.putIfAbsent(key, new Kept<>(bytes, value)) != null) {
            used.addAndGet(-cost); // another thread kept bytes of this key first
            return false;
        }
        return true;
    }
}
