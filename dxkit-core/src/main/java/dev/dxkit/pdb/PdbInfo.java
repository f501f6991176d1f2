package dev.dxkit.pdb;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The PDB info stream (stream 1): 0x0 version, 0x4 signature, 0x8 age, 0xC GUID (16 bytes), then the named
 * stream map: the size of a string buffer, the buffer, and a hash table (size, capacity, present bit vector,
 * deleted bit vector, then a (name offset, stream) pair per present bucket). Only the map is kept.
 */
public record PdbInfo(long version, long age, Map<String, Integer> namedStreams) {
    static PdbInfo read(Bytes stream) {
        ByteReader r = stream.reader("PDB info");
        long version = r.u32At(0); // version, 20000404 for VC70
        long age = r.u32At(8); // age
        int at = 28; // the named stream map follows the GUID
        int strBytes = r.countAt(at, r.size() - at - 4, "named stream string buffer size");
        int strings = at + 4;
        at = strings + strBytes;
        int size = r.countAt(at, 4096, "named stream count"); // entries present
        long capacity = r.u32At(at + 4); // buckets
        if (capacity > 4096 || size > capacity) {
            throw r.error(at + 4, "expected a named stream capacity of " + size + "..4096, found " + capacity);
        }
        at += 8;
        int presentWords = r.countAt(at, (r.size() - at) / 4, "present bit vector word count");
        int present = at + 4;
        at = present + 4 * presentWords;
        int deletedWords = r.countAt(at, (r.size() - at) / 4, "deleted bit vector word count");
        at += 4 + 4 * deletedWords;
        Map<String, Integer> named = new LinkedHashMap<>();
        ByteReader s = stream.slice(strings, strBytes).reader("PDB info names");
        for (int bucket = 0; bucket < capacity; bucket++) {
            boolean isPresent = bucket / 32 < presentWords && (r.u32At(present + 4 * (bucket / 32)) >>> (bucket % 32) & 1) != 0;
            if (!isPresent) {
                continue;
            }
            int key = r.countAt(at, strBytes - 1L, "named stream name offset"); // offset into the buffer
            long value = r.u32At(at + 4); // the stream
            named.put(s.cStringAt(key), (int) Math.min(value, Integer.MAX_VALUE));
            at += 8;
        }
        return new PdbInfo(version, age, Map.copyOf(named));
    }
}
