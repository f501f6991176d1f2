package dev.dxkit.pdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.msf.MsfFile;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The hashes {@link PdbWriter} writes are Microsoft's: over every type record of the fixtures' SPDB parts (fxc's
 * PDB writer), {@link PdbWriter#typeHash} modulo the bucket count is the value in the TPI hash stream; and the named
 * stream map's bucket of each name is its {@link PdbWriter#hashStringV1} (low 16 bits) modulo the capacity, or the
 * next free one.
 */
class PdbWriterHashTest {
    @Test
    void typeHashesAreTheOnesFxcWrites() {
        int records = 0;
        int structures = 0;
        for (Fixture f : Fixtures.all()) {
            if (!f.id().contains("_zi") || f.id().contains("_6_")) {
                continue;
            }
            Container c;
            try {
                c = Container.read(f.bytes());
            } catch (RuntimeException e) {
                continue; // a Direct3D 9 program
            }
            if (c.part("SPDB").isEmpty()) {
                continue;
            }
            MsfFile msf = MsfFile.read(c.part("SPDB").orElseThrow().data());
            ByteReader tpi = msf.stream(2).reader("TPI");
            int header = (int) tpi.u32At(4);
            long buckets = tpi.u32At(0x1C);
            ByteReader hash = msf.stream(tpi.u16At(0x14)).reader("TPI hash");
            int values = (int) tpi.u32At(0x20);
            int at = header;
            for (int i = 0; at < tpi.size(); i++) {
                int len = tpi.u16At(at);
                byte[] rec = msf.stream(2).slice(at, 2 + len).toArray();
                assertEquals(hash.u32At(values + 4 * i), PdbWriter.typeHash(rec) % buckets, f.id() + " type " + i);
                records++;
                structures += tpi.u16At(at + 2) == 0x1505 ? 1 : 0;
                at += 2 + len;
            }
        }
        assertTrue(records > 1000 && structures > 20, "type records: " + records + ", structures: " + structures);
    }

    @Test
    void namedStreamBucketsAreTheNamesHashes() {
        // fxc's map of 4 names in 6 buckets: /src/headerblock in 1, /names in 3, /LinkInfo (also 3) in 4
        assertEquals(1, (PdbWriter.hashStringV1(b("/src/headerblock")) & 0xFFFF) % 6);
        assertEquals(3, (PdbWriter.hashStringV1(b("/names")) & 0xFFFF) % 6);
        assertEquals(3, (PdbWriter.hashStringV1(b("/LinkInfo")) & 0xFFFF) % 6);
        PdbInfo info = PdbInfo.read(MsfFile.read(PdbWriter.write("main", 8, java.util.List.of(), java.util.List.of()))
                .stream(1));
        assertEquals(java.util.Map.of("/names", 5), info.namedStreams());
        Bytes written = MsfFile.read(PdbWriter.write("main", 8, java.util.List.of(), java.util.List.of())).stream(1);
        assertEquals(20000404, written.reader("info").u32At(0));
    }

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
