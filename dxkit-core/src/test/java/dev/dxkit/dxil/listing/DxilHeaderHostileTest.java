package dev.dxkit.dxil.listing;

import dev.dxkit.container.Container;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Damaged parts the DXIL listing header reads are refused with the byte, never an internal error (issue 18 §4). */
class DxilHeaderHostileTest {
    static Container fixture() throws Exception {
        return Container.read(Files.readAllBytes(Path.of("..", "fixtures", "bin", "as_6_5_main.dxbc")));
    }

    @Test
    void aHashPartShorterThan20BytesIsRefused() throws Exception {
        Container c = fixture();
        byte[] hash = c.part("HASH").orElseThrow().data().toArray();
        for (int n : new int[] {0, 4, 19}) {
            Container cut = c.withPart("HASH", Bytes.wrap(Arrays.copyOf(hash, n)));
            DxFormatException e = assertThrows(DxFormatException.class, () -> DxilListing.list(cut));
            assertEquals("HASH", e.where());
            assertEquals(4, e.offset());
        }
    }
}
