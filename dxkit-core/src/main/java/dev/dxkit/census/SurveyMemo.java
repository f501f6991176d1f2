package dev.dxkit.census;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.CRC32C;

/**
 * What the surveys counted for a program, kept so that a later file with the same bytes is counted without being
 * surveyed again: collections hold many copies (the same shader in every version of a game, in every fork of a
 * repository), and a program's counts are a pure function of its bytes, while surveying it (reading its container,
 * its MD5 digest over every byte, a walk of its tokens) costs far more than comparing bytes.
 *
 * <p>Exact: a program is looked up by its size and CRC-32C (the JVM computes it with a CPU instruction), then its
 * bytes are compared whole with the kept copy's; only equal bytes reuse the counts. Memory is bounded: programs are
 * kept first come, while the kept bytes and counts stay within a budget; a program after that, or one whose size
 * and CRC-32C equal a kept program's with other bytes, is simply surveyed. Only whole files are kept (a file's
 * first word decides whether it is a container or a Direct3D 9 program, so its bytes decide its counts); a
 * program carved out of another file is counted with its offset and is always surveyed. Thread-safe: the workers
 * share one memo.
 */
final class SurveyMemo {
    /** Bytes of programs and counts kept, at most, by default. */
    static final long BUDGET = 32L << 20;
    /** What a counted key is charged beside its text: a hash-map entry and its count. */
    private static final int PER_KEY = 96;

    /** A kept program: its bytes, what its surveys counted, and its Direct3D 9 instruction count (or -1). */
    record Kept(byte[] bytes, Tally counts, long d3d9Instructions) {
    }

    private final ConcurrentHashMap<Long, Kept> kept = new ConcurrentHashMap<>();
    private final AtomicLong used = new AtomicLong();
    private final long budget;

    /** A memo keeping at most {@code budget} bytes (of programs, and an estimate of their counts). */
    SurveyMemo(long budget) {
        this.budget = budget;
    }

    /** The lookup key of {@code data[offset, offset + size)}: its size and CRC-32C. */
    static long key(byte[] data, int offset, int size) {
        CRC32C crc = new CRC32C();
        crc.update(data, offset, size);
        return (long) size << 32 | crc.getValue();
    }

    /** {@return what was counted for a program of exactly the bytes {@code data[offset, offset + size)}, or null} */
    Kept find(long key, byte[] data, int offset, int size) {
        Kept k = kept.get(key);
        return k != null && Arrays.equals(k.bytes(), 0, k.bytes().length, data, offset, offset + size) ? k : null;
    }

    /**
     * Keeps what the surveys counted for the program {@code data[offset, offset + size)} while the budget lasts;
     * {@code counts} must not change afterwards. Returns the copy of the program's bytes kept (never changed), or
     * null when it was not kept.
     */
    byte[] keep(long key, byte[] data, int offset, int size, Tally counts, long d3d9Instructions) {
        long cost = size + counts.footprint(PER_KEY);
        if (used.get() + cost > budget || kept.containsKey(key)) {
            return null;
        }
        if (used.addAndGet(cost) > budget) {
            used.addAndGet(-cost);
            return null;
        }
        byte[] bytes = Arrays.copyOfRange(data, offset, offset + size);
        if (kept.putIfAbsent(key, new Kept(bytes, counts, d3d9Instructions)) != null) {
            used.addAndGet(-cost); // another worker kept a program of this key first
            return null;
        }
        return bytes;
    }
}
