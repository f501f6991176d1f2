package dev.dxkit.container;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Hostile containers, by class: each is refused (or reported) with the right byte named, quickly. */
class ContainerHostileTest {
    // sample(): header 0..0x20, directory 0x20..0x30, RDEF @0x30 (40), ISGN @0x60 (13), OSGN @0x75 (24), SHEX @0x95 (64)
    static final int RDEF = 0x30, ISGN = 0x60, OSGN = 0x75, SHEX = 0x95, END = 0xDD;

    @Test
    void sampleHasTheLayoutTheseTestsAssume() {
        Container c = Container.read(Containers.sample());
        assertEquals(END, c.bytes().size());
        assertEquals(RDEF, c.parts().get(0).offset());
        assertEquals(ISGN, c.parts().get(1).offset());
        assertEquals(OSGN, c.parts().get(2).offset());
        assertEquals(SHEX, c.parts().get(3).offset());
        assertTrue(c.isCanonical());
    }

    @Test
    void truncationAtEveryByteIsRefusedOrReportedNamingTheByte() {
        byte[] full = Containers.sample();
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            for (int n = 0; n < full.length; n++) {
                byte[] cut = Arrays.copyOf(full, n);
                if (n < Container.HEADER_SIZE) {
                    DxFormatException e = assertThrows(DxFormatException.class, () -> Container.read(cut));
                    assertEquals(0, e.offset(), "cut at " + n);
                    continue;
                }
                if (n < 0x30) {
                    DxFormatException e = assertThrows(DxFormatException.class, () -> Container.read(cut));
                    assertEquals(0x1c, e.offset(), "cut at " + n + ": the part count needs a longer directory");
                    continue;
                }
                // The last part whose header or data no longer fits is named: its directory entry or size word.
                int[] starts = {RDEF, ISGN, OSGN, SHEX};
                int[] sizes = {40, 13, 24, 64};
                int named = -1;
                for (int i = 0; i < 4 && named < 0; i++) {
                    if (starts[i] > n - 8) {
                        named = 0x20 + 4 * i;
                    } else if (starts[i] + 8 + sizes[i] > n) {
                        named = starts[i] + 4;
                    }
                }
                DxFormatException e = assertThrows(DxFormatException.class, () -> Container.read(cut), "cut at " + n);
                assertEquals(named, e.offset(), "cut at " + n + ": " + e.getMessage());
            }
        });
    }

    @Test
    void partOffsetPastTheEndIsRefusedAtItsDirectoryEntry() {
        byte[] c = Containers.sample();
        Containers.putI32(c, 0x28, 0x7FFF_FFF0L);
        DxFormatException e = assertThrows(DxFormatException.class, () -> Container.read(c));
        assertEquals(0x28, e.offset());
        assertTrue(e.getMessage().startsWith("container @0x0028: part 2 offset 0x7ffffff0"), e.getMessage());
    }

    @Test
    void partOffsetInsideTheDirectoryIsRefused() {
        byte[] c = Containers.sample();
        Containers.putI32(c, 0x24, 0x10);
        DxFormatException e = assertThrows(DxFormatException.class, () -> Container.read(c));
        assertEquals(0x24, e.offset());
    }

    @Test
    void partCountOfAllOnesIsRefusedWithoutAllocating() {
        byte[] c = Containers.sample();
        Containers.putI32(c, 0x1c, 0xFFFF_FFFFL);
        assertTimeoutPreemptively(Duration.ofSeconds(1), () -> {
            DxFormatException e = assertThrows(DxFormatException.class, () -> Container.read(c));
            assertEquals(0x1c, e.offset());
            assertTrue(e.detail().contains("part count 4294967295"), e.detail());
        });
    }

    @Test
    void partSizeThatOverflowsIsRefusedAtTheSizeWord() {
        for (long size : new long[] {0xFFFF_FFFFL, 0xFFFF_FFF8L, 0x8000_0000L, 65}) {
            byte[] c = Containers.sample();
            Containers.putI32(c, SHEX + 4, size);
            DxFormatException e = assertThrows(DxFormatException.class, () -> Container.read(c));
            assertEquals(SHEX + 4, e.offset(), "size " + size);
        }
    }

    @Test
    void storedSizeThatLiesIsAFinding() {
        byte[] c = Containers.sample();
        Containers.putI32(c, 0x18, 0x1234);
        ContainerWriter.sign(c);
        Container read = Container.read(c);
        assertEquals(1, read.findings().size());
        Finding f = read.findings().get(0);
        assertEquals(Finding.Kind.SIZE, f.kind());
        assertEquals(0x18, f.offset());
        DxFormatException e = assertThrows(DxFormatException.class, () -> Container.readCanonical(Bytes.wrap(c)));
        assertEquals(0x18, e.offset());
    }

    @Test
    void overlappingPartsAreReportedAtTheLaterPart() {
        byte[] c = Containers.sample();
        Containers.putI32(c, 0x2c, ISGN); // SHEX's directory entry now points at ISGN's header
        ContainerWriter.sign(c);
        Container read = Container.read(c);
        Finding overlap = read.findings().stream().filter(f -> f.kind() == Finding.Kind.OVERLAP).findFirst().orElseThrow();
        assertEquals(ISGN, overlap.offset());
        assertTrue(read.findings().stream().anyMatch(f -> f.kind() == Finding.Kind.DUPLICATE_PART));
        assertTrue(read.findings().stream().anyMatch(f -> f.kind() == Finding.Kind.TRAILING_BYTES));
        assertThrows(DxFormatException.class, () -> Container.readCanonical(Bytes.wrap(c)));
    }

    @Test
    void gapsTrailingBytesVersionAndDigestAreFindings() {
        byte[] base = Containers.sample();
        byte[] c = Arrays.copyOf(base, base.length + 3); // 3 bytes after the last part
        Containers.putI32(c, 0x18, c.length);
        c[0x14] = 2; // version 2.0
        ContainerWriter.sign(c);
        Container read = Container.read(c);
        assertEquals(Finding.Kind.VERSION, read.findings().get(0).kind());
        assertEquals(0x14, read.findings().get(0).offset());
        assertEquals(Finding.Kind.TRAILING_BYTES, read.findings().get(1).kind());
        assertEquals(END, read.findings().get(1).offset());
        assertEquals(2, read.findings().size());

        byte[] unsigned = Containers.sample();
        Arrays.fill(unsigned, 4, 20, (byte) 0);
        Container zero = Container.read(unsigned);
        assertEquals(DigestState.ZERO, zero.digestState());
        assertEquals(new Finding.Kind[] {Finding.Kind.DIGEST_ZERO}[0], zero.findings().get(0).kind());
        assertEquals(4, zero.findings().get(0).offset());

        byte[] stale = Containers.sample();
        stale[SHEX + 20] ^= 1;
        Container mismatch = Container.read(stale);
        assertEquals(DigestState.MISMATCH, mismatch.digestState());
        assertEquals(Finding.Kind.DIGEST_MISMATCH, mismatch.findings().get(0).kind());
        assertTrue(mismatch.findings().get(0).describe().endsWith("@0x4"));
    }

    @Test
    void wrongMagicIsRefusedAtByteZero() {
        byte[] c = Containers.sample();
        c[0] = 'X';
        DxFormatException e = assertThrows(DxFormatException.class, () -> Container.read(c));
        assertEquals(0, e.offset());
        assertEquals("container @0x0000: expected magic \"DXBC\", found \"XXBC\"", e.getMessage());
    }

    @Test
    void randomCorruptionNeverEscapesAsAnotherException() {
        byte[] base = Containers.sample();
        java.util.Random rnd = new java.util.Random(42);
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            for (int round = 0; round < 20_000; round++) {
                byte[] c = base.clone();
                for (int k = 0; k < 3; k++) {
                    c[rnd.nextInt(c.length)] = (byte) rnd.nextInt(256);
                }
                try {
                    Container read = Container.read(c);
                    assertEquals(read.parts().size(), read.parts().size());
                } catch (DxFormatException expected) {
                    assertTrue(expected.offset() >= 0 && expected.offset() < c.length, expected.getMessage());
                }
            }
        });
    }
}
