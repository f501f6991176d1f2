package dev.dxkit.cli;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.CRC32C;

/**
 * The listings of a batch ({@code dis --out-dir}), kept so that a later file with the same bytes gets the same
 * listing without being disassembled again: a listing is a pure function of the input's bytes and the flags, which
 * stay the same for the whole batch, and collections hold many copies of a shader. Exact: a file is looked up by its
 * size and CRC-32C (a CPU instruction for the JVM), then its bytes are compared whole with the kept input's. Memory
 * is bounded: inputs and listings are kept first come while they fit a budget; later files are simply listed.
 * Only listings are kept, never refusals (whose messages name the file). Thread-safe.
 */
final class ListingMemo {
    /** Bytes of inputs and listings kept, at most. */
    static final long BUDGET = 32L << 20;

    private record Kept(byte[] input, byte[] listing) {
    }

    private final ConcurrentHashMap<Long, Kept> kept = new ConcurrentHashMap<>();
    private final AtomicLong used = new AtomicLong();
    private final long budget;

    /** A memo keeping at most {@code budget} bytes of inputs and listings. */
    ListingMemo(long budget) {
        this.budget = budget;
    }

    /** {@return the lookup key of {@code input}: its size and CRC-32C} */
    static long key(byte[] input) {
        CRC32C crc = new CRC32C();
        crc.update(input, 0, input.length);
        return (long) input.length << 32 | crc.getValue();
    }

    /** {@return the listing kept for an input of exactly the bytes {@code input} (never to be changed), or null} */
    byte[] find(long key, byte[] input) {
        Kept k = kept.get(key);
        return k != null && Arrays.equals(k.input(), input) ? k.listing() : null;
    }

    /** Keeps {@code listing} for {@code input} while the budget lasts; neither array may change afterwards. */
    void keep(long key, byte[] input, byte[] listing) {
        long cost = input.length + listing.length + 64L;
        if (used.get() + cost > budget || kept.containsKey(key)) {
            return;
        }
        if (used.addAndGet(cost) > budget) {
            used.addAndGet(-cost);
            return;
        }
        if (kept.putIfAbsent(key, new Kept(input, listing)) != null) {
            used.addAndGet(-cost); // another worker kept an input of this key first
        }
    }
}
