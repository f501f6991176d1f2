package dev.dxkit.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class FourCCTest {
    @Test
    void readsLowByteFirst() {
        assertEquals(0x43425844, FourCC.of("DXBC"));
        assertEquals("DXBC", FourCC.toString(0x43425844));
        assertEquals("SHEX", FourCC.toString(FourCC.of("SHEX")));
    }

    @Test
    void unprintableBytesAreEscaped() {
        assertEquals("\\x00A\\x7f\\xff", FourCC.toString(0xff7f4100));
        assertEquals("\\x1f~ \\x80", FourCC.toString(0x80207e1f));
    }

    @Test
    void refusesWhatIsNotFourBytes() {
        assertThrows(IllegalArgumentException.class, () -> FourCC.of("DXB"));
        assertThrows(IllegalArgumentException.class, () -> FourCC.of("DX\u0100C"));
    }
}
