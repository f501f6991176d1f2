package dev.dxkit.container;

import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The HASH part is kept right by every edit and by signing, and a stale one is a finding (issue 18, §3). */
class ShaderHashTest {
    static byte[] fixture() throws Exception {
        return Files.readAllBytes(Path.of("..", "fixtures", "bin", "as_6_5_main.dxbc"));
    }

    /** MD5 over the bitcode of DXIL part data, located by its own headers. */
    static byte[] md5OfBitcode(Bytes dxil) throws Exception {
        int offset = 8 + dxil.reader("DXIL").i32At(0x10);
        int size = dxil.reader("DXIL").i32At(0x14);
        return MessageDigest.getInstance("MD5").digest(dxil.slice(offset, size).toArray());
    }

    static byte[] storedHash(Container c) {
        return c.part("HASH").orElseThrow().data().slice(4, 16).toArray();
    }

    /** The DXIL part data with one bitcode byte changed. */
    static Bytes editedDxil(Container c) {
        byte[] d = c.part("DXIL").orElseThrow().data().toArray();
        d[d.length - 5] ^= 0x40;
        return Bytes.wrap(d);
    }

    @Test
    void aFreshContainerHasNoFindingAndItsHashIsTheBitcodesMd5() throws Exception {
        Container c = Container.read(fixture());
        assertEquals(List.of(), c.findings());
        assertArrayEquals(md5OfBitcode(c.part("DXIL").orElseThrow().data()), storedHash(c));
    }

    @Test
    void replacingTheDxilPartRecomputesTheHash() throws Exception {
        Container c = Container.read(fixture());
        Bytes dxil = editedDxil(c);
        Container edited = c.withPart("DXIL", dxil);
        assertArrayEquals(md5OfBitcode(dxil), storedHash(edited));
        assertEquals(List.of(), Container.read(edited.toBytes()).findings());
        // removing another part keeps it right too
        Container removed = Container.read(edited.toBytes()).withoutPart("STAT");
        assertArrayEquals(md5OfBitcode(dxil), storedHash(removed));
    }

    @Test
    void aStaleHashIsAFindingAtItsDigestAndSignFixesIt() throws Exception {
        byte[] file = fixture();
        Container c = Container.read(file);
        byte[] stale = file.clone();
        int digestAt = (int) c.part("HASH").orElseThrow().dataOffset() + 4;
        stale[digestAt + 3] ^= 1;
        ContainerWriter.sign(stale); // the container digest alone: what dxkit did before
        Container s = Container.read(stale);
        assertEquals(1, s.findings().size(), s.findings().toString());
        Finding f = s.findings().get(0);
        assertEquals(Finding.Kind.HASH_MISMATCH, f.kind());
        assertEquals(digestAt, f.offset());
        assertEquals("hash-mismatch: HASH digest " + Bytes.wrap(stale, digestAt, 16).hex() + ", MD5 of the DXIL bitcode "
                + Bytes.wrap(storedHash(c)).hex() + " @0x" + Integer.toHexString(digestAt), f.describe());
        assertArrayEquals(file, ContainerWriter.signedCopy(stale));
    }

    @Test
    void aHashThatCoversTheSourceIsLeftAlone() throws Exception {
        byte[] file = fixture();
        Container c = Container.read(file);
        int flagsAt = (int) c.part("HASH").orElseThrow().dataOffset();
        byte[] zss = file.clone();
        zss[flagsAt] = 1; // flag 1: the digest covers source the container does not hold
        ContainerWriter.sign(zss);
        assertEquals(List.of(), Container.read(zss).findings());
        assertArrayEquals(zss, ContainerWriter.signedCopy(zss));
        Container edited = Container.read(zss).withPart("DXIL", editedDxil(c));
        assertArrayEquals(storedHash(c), storedHash(edited));
    }
}
