package dev.dxkit.container;

import dev.dxkit.io.Bytes;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ContainerEditTest {
    @Test
    void unEditedContainerWritesBackItsOwnBytes() {
        byte[] file = Containers.sample();
        Container c = Container.read(file);
        assertArrayEquals(file, c.toBytes());
        assertArrayEquals(file, c.rebuild());
        assertEquals("RDEF ISGN OSGN SHEX", c.partSet());
    }

    @Test
    void replacingAPartReLaysAndReSigns() {
        Container c = Container.read(Containers.sample());
        Container edited = c.withPart("ISGN", Bytes.ascii("new signature bytes"));
        assertEquals("RDEF ISGN OSGN SHEX", edited.partSet());
        assertEquals(Bytes.ascii("new signature bytes"), edited.part("ISGN").orElseThrow().data());
        assertTrue(edited.isCanonical(), edited.findings().toString());
        assertEquals(DigestState.OK, edited.digestState());
        assertEquals(c.part("SHEX").orElseThrow().data(), edited.part("SHEX").orElseThrow().data());
        // the original is untouched
        assertEquals(13, c.part("ISGN").orElseThrow().size());
    }

    @Test
    void addingRemovingAndReorderingParts() {
        Container c = Container.read(Containers.sample());
        Container added = c.withPart("STAT", Containers.data(148, 9));
        assertEquals("RDEF ISGN OSGN SHEX STAT", added.partSet());
        assertTrue(added.isCanonical());
        Container removed = added.withoutPart("RDEF");
        assertEquals("ISGN OSGN SHEX STAT", removed.partSet());
        assertTrue(removed.isCanonical());
        Container reordered = removed.withPartOrder(List.of("STAT", "SHEX", "OSGN", "ISGN"));
        assertEquals("STAT SHEX OSGN ISGN", reordered.partSet());
        assertTrue(reordered.isCanonical());
        Container inserted = reordered.withPartAt(1, "SFI0", Containers.data(8, 0));
        assertEquals("STAT SFI0 SHEX OSGN ISGN", inserted.partSet());
        assertThrows(IllegalArgumentException.class, () -> removed.withPartOrder(List.of("STAT", "SHEX")));
        assertThrows(IllegalArgumentException.class,
                () -> removed.withPartOrder(List.of("STAT", "STAT", "OSGN", "ISGN")));
    }

    @Test
    void signingFixesOnlyTheDigest() {
        byte[] file = Containers.sample();
        byte[] broken = file.clone();
        broken[5] ^= 0x55;
        assertFalse(Container.read(broken).isCanonical());
        assertArrayEquals(file, ContainerWriter.signedCopy(broken));
        assertArrayEquals(file, Container.read(broken).signed().toBytes());
    }

    @Test
    void emptyContainerIsWellFormed() {
        Container c = Container.of(List.of());
        assertEquals(32, c.bytes().size());
        assertTrue(c.isCanonical());
        assertEquals("", c.partSet());
    }
}
