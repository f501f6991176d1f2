package dev.dxkit.reflect;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Damaged parts give a {@link DxFormatException} naming the part and the byte, and nothing else. */
class ReflectHostileTest {
    private static byte[] blur() {
        return Fixtures.byId("cs_5_0_blur").orElseThrow().bytes();
    }

    @Test
    void aHugeConstantBufferCountIsRefusedAtItsByte() {
        byte[] b = blur();
        PartEntry rdef = Container.read(b).part("RDEF").orElseThrow();
        int at = (int) rdef.offset() + 8;                         // the part's body: word 0 is the buffer count
        b[at] = (byte) 0xF0;
        b[at + 1] = b[at + 2] = b[at + 3] = (byte) 0xFF;
        DxFormatException e = assertThrows(DxFormatException.class, () -> Reflector.reflect(Container.read(b)));
        assertEquals(String.format("container @0x%04x: the RDEF part: RDEF @0x0000: constant buffer count at most %d,"
                + " found 4294967280", rdef.offset(), rdef.data().size() / 24), e.getMessage());
    }

    @Test
    void aContainerWithoutAProgramIsRefused() {
        Container c = Container.read(blur()).withoutPart("SHEX");
        DxFormatException e = assertThrows(DxFormatException.class, () -> Reflector.reflect(c));
        assertEquals("container @0x0000: no SHDR or SHEX part: not a Shader Model 4/5 program", e.getMessage());
    }

    /** Every byte of every part set to 0x00 and to 0xff in turn: reflection succeeds or says where it failed. */
    @Test
    void sweepsGiveResultsOrFormatErrors() {
        byte[] original = blur();
        int refused = 0;
        int reflected = 0;
        for (int at = 0x20; at < original.length; at++) {
            for (byte v : new byte[] {0, (byte) 0xFF}) {
                byte[] b = original.clone();
                b[at] = v;
                try {
                    Reflector.reflect(Container.read(b));
                    reflected++;
                } catch (DxFormatException e) {
                    assertTrue(e.getMessage().contains(" @0x"), e.getMessage());
                    refused++;
                }
            }
        }
        assertTrue(refused > 0 && reflected > 0, refused + " refused, " + reflected + " reflected");
    }

    /** A DXIL program's bytes set to 0x00 and 0xff in turn, a few hundred at a time: a result or a format error. */
    @Test
    void dxilSweepsGiveResultsOrFormatErrors() {
        byte[] original = Fixtures.byId("cs_6_0_blur").orElseThrow().bytes();
        int refused = 0;
        int reflected = 0;
        for (int at = 0x20; at < original.length; at += 7) {
            for (byte v : new byte[] {0, (byte) 0xFF}) {
                byte[] b = original.clone();
                b[at] = v;
                try {
                    Reflector.reflect(Container.read(b));
                    reflected++;
                } catch (DxFormatException e) {
                    assertTrue(e.getMessage().contains(" @0x"), e.getMessage());
                    refused++;
                }
            }
        }
        assertTrue(refused > 0 && reflected > 0, refused + " refused, " + reflected + " reflected");
    }
}
