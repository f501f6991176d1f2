package dev.dxkit.d3d9;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Direct3D 9 programs found inside other bytes, and nothing found in noise (issue 18 §2). */
class D3d9CarverTest {
    static byte[] fixture(String id) throws Exception {
        return Files.readAllBytes(Path.of("..", "fixtures", "bin", id + ".d3d9"));
    }

    @Test
    void findsEachEmbeddedProgramAtItsOffsetWithItsBytes() throws Exception {
        byte[] ps = fixture("ps_3_0_main_zi");
        byte[] vs = fixture("vs_1_1_main");
        Random rnd = new Random(18);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] noise = new byte[1001];
        rnd.nextBytes(noise);
        out.write(noise);
        out.write(ps);
        out.write(noise, 0, 3); // not dword aligned
        out.write(vs);
        out.write(noise);
        List<D3d9Carver.Found> found = D3d9Carver.carve(out.toByteArray());
        assertEquals(2, found.size(), found.toString());
        assertEquals(1001, found.get(0).offset());
        assertArrayEquals(ps, found.get(0).program().bytes().toArray());
        assertEquals(1001 + ps.length + 3, found.get(1).offset());
        assertArrayEquals(vs, found.get(1).program().bytes().toArray());
        assertEquals("vs_1_1", found.get(1).program().version().profile());
    }

    @Test
    void noiseAndBareVersionTokensAreNoPrograms() {
        Random rnd = new Random(1);
        byte[] noise = new byte[8 << 20];
        rnd.nextBytes(noise);
        // plant version tokens everywhere: a version token alone must not be enough
        for (int at = 0; at + 4 <= noise.length; at += 4096) {
            noise[at] = 0;
            noise[at + 1] = 3;
            noise[at + 2] = (byte) 0xFF;
            noise[at + 3] = (byte) 0xFF;
        }
        assertEquals(List.of(), D3d9Carver.carve(noise));
        // a version token, nops and the end token: walks, but holds no work
        byte[] nops = Tokens.of(Tokens.PS_2_0).raw(0, 0, 0).end().bytes().toArray();
        assertEquals(List.of(), D3d9Carver.carve(nops));
        // all zeros and all 0xFF
        assertEquals(List.of(), D3d9Carver.carve(new byte[1 << 16]));
        byte[] ff = new byte[1 << 16];
        java.util.Arrays.fill(ff, (byte) 0xFF);
        assertEquals(List.of(), D3d9Carver.carve(ff));
    }
}
