package dev.dxkit.census;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;

/**
 * Programs counted as distinct by their sha256, without hashing every program with SHA-256.
 *
 * <p>A program is first keyed by its size and CRC-32C (cheap: the JVM computes it with a CPU instruction).
 * Programs whose keys differ have different bytes, so different sha256. Only when a key comes again are the
 * bytes compared: the new program's with the first program's of that key, read again from its file (and kept,
 * while a fixed budget of memory lasts, for the next copy); equal bytes are an equal sha256, so a collection of
 * copies pays neither for SHA-256 (which the C1 compiler a census runs on has no CPU instruction for) nor for
 * more than one reading of each first copy. A program whose bytes cannot be read again (an archive's member) is
 * compared by sha256, as is a second program whose key equals another's with different bytes. The count is
 * therefore exactly the count of distinct sha256. Memory grows by one small entry (key and where the program
 * was) per distinct key, and by the budget. Thread-safe.
 */
final class DistinctPrograms {
    /** Where a program's bytes are: a whole file, or a span of one (a carved container). */
    record Where(Path file, long offset, int size) {
    }

    private static final class Entry {
        final Where first; // null for a program that cannot be read again (an archive's member)
        byte[] firstBytes; // the first program's bytes once read again, while the budget lasts
        List<byte[]> sha256s; // of the programs with this key but other bytes than the first; the first's too when it cannot be read again

        Entry(Where first) {
            this.first = first;
        }
    }

    /** Bytes of first copies kept for comparing the next copies, at most, per set. */
    static final long KEEP = 8L << 20;

    private final Map<Long, Entry> entries = new HashMap<>();
    private int size;
    private long kept;

    /** The cheap key of {@code data[offset, offset + size)}: its size and CRC-32C. */
    static long key(byte[] data, int offset, int size) {
        CRC32C crc = new CRC32C();
        crc.update(data, offset, size);
        return (long) size << 32 | crc.getValue();
    }

    /**
     * Adds the program with cheap key {@code key} whose bytes are {@code data[offset, offset+size)} and which
     * lives at {@code where} (null when it cannot be read again); says whether no program with its sha256 was
     * added before. {@code sha} computes
     * (and caches, for the caller's other sets) the program's sha256.
     */
    synchronized boolean add(long key, Where where, Sha sha) {
        Entry e = entries.get(key);
        if (e == null) {
            e = new Entry(where);
            e.firstBytes = sha.held; // kept elsewhere already: no charge to this set's budget
            if (where == null) { // hashed now: there is no file to read it from again when the key repeats
                e.sha256s = new ArrayList<>(2);
                e.sha256s.add(sha.get());
            }
            entries.put(key, e);
            size++;
            return true;
        }
        if (e.first != null && sameAsFirst(e, sha)) {
            return false;
        }
        byte[] mine = null;
        if (e.sha256s != null) {
            mine = sha.get();
            for (byte[] d : e.sha256s) {
                if (Arrays.equals(d, mine)) {
                    return false;
                }
            }
        } else {
            e.sha256s = new ArrayList<>(2);
        }
        e.sha256s.add(mine != null ? mine : sha.get());
        size++;
        return true;
    }

    /** Whether the program {@code sha} holds has the bytes of the first program of entry {@code e}. */
    private boolean sameAsFirst(Entry e, Sha sha) {
        byte[] first = e.firstBytes;
        if (first != null && first == sha.held) {
            return true; // the very array the first program's bytes were held in
        }
        if (first == null) {
            first = read(e.first);
            if (kept + first.length <= KEEP) {
                e.firstBytes = first;
                kept += first.length;
            }
        }
        return Arrays.equals(first, 0, first.length, sha.data, sha.offset, sha.offset + sha.size);
    }

    synchronized int size() {
        return size;
    }

    /** The current program's sha256, computed at most once. */
    static final class Sha {
        private final byte[] data;
        private final int offset;
        private final int size;
        /** The same bytes, held elsewhere and never changed (or null). */
        private final byte[] held;
        private byte[] digest;

        Sha(byte[] data, int offset, int size) {
            this(data, offset, size, null);
        }

        Sha(byte[] data, int offset, int size, byte[] held) {
            this.data = data;
            this.offset = offset;
            this.size = size;
            this.held = held;
        }

        byte[] get() {
            if (digest == null) {
                digest = sha256(data, offset, size);
            }
            return digest;
        }
    }

    static byte[] sha256(byte[] data, int offset, int size) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(data, offset, size);
            return md.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** Reads the program at {@code w} again: its bytes as they are now (fewer if the file shrank since). */
    private static byte[] read(Where w) {
        try (FileChannel ch = FileChannel.open(w.file(), StandardOpenOption.READ)) {
            ByteBuffer bb = ByteBuffer.allocate(w.size());
            while (bb.hasRemaining()) {
                if (ch.read(bb, w.offset() + bb.position()) < 0) {
                    break; // the file shrank since: its bytes now differ, which is what they say
                }
            }
            return bb.position() == w.size() ? bb.array() : Arrays.copyOf(bb.array(), bb.position());
        } catch (IOException e) {
            throw new UncheckedIOException("re-reading " + w.file() + " to compare it with a later duplicate", e);
        }
    }
}
