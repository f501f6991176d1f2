package dev.dxkit.container;

import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CarverTest {
    @Test
    void findsEveryEmbeddedContainerAndNothingElse() {
        Random rnd = new Random(7);
        byte[] a = Containers.sample();
        byte[] b = ContainerWriter.write(List.of(PartEntry.of("DXIL", Containers.data(77, 5))));
        byte[] unsigned = Containers.sample();
        java.util.Arrays.fill(unsigned, 4, 20, (byte) 0);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] noise = new byte[1000];
        rnd.nextBytes(noise);
        out.writeBytes(noise);
        int atA = out.size();
        out.writeBytes(a);
        out.writeBytes("DXBC but not a container, just text".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        byte[] fake = Containers.sample(); // a header whose size runs past the end of the file
        Containers.putI32(fake, 0x18, 1 << 20);
        out.writeBytes(fake);
        int atB = out.size() + 3;
        out.writeBytes(new byte[3]);
        out.writeBytes(b);
        int atU = out.size();
        out.writeBytes(unsigned);
        out.writeBytes(noise);
        List<Carver.Found> found = Carver.carve(out.toByteArray());
        assertEquals(3, found.size(), found.toString());
        assertEquals(atA, found.get(0).offset());
        assertArrayEquals(a, found.get(0).container().toBytes());
        assertEquals(DigestState.OK, found.get(0).digestState());
        assertEquals(atB, found.get(1).offset());
        assertEquals("DXIL", found.get(1).container().partSet());
        assertEquals(atU, found.get(2).offset());
        assertEquals(DigestState.ZERO, found.get(2).digestState());
    }

    @Test
    void randomBytesHoldNoContainers() {
        Random rnd = new Random(1);
        byte[] noise = new byte[1 << 20];
        rnd.nextBytes(noise);
        for (int i = 0; i < noise.length - 4; i += 4096) { // plant many bare magics
            noise[i] = 'D';
            noise[i + 1] = 'X';
            noise[i + 2] = 'B';
            noise[i + 3] = 'C';
        }
        assertTrue(Carver.carve(noise).isEmpty());
    }

    @Test
    void nestedContainersAreEachReported() {
        byte[] inner = Containers.sample();
        byte[] outer = ContainerWriter.write(List.of(PartEntry.of("FX10", Bytes.wrap(inner))));
        List<Carver.Found> found = Carver.carve(outer);
        assertEquals(2, found.size());
        assertEquals(0, found.get(0).offset());
        assertEquals(32 + 4 + 8, found.get(1).offset());
    }
}
