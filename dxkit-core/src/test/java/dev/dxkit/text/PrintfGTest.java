package dev.dxkit.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PrintfGTest {
    @Test
    void floatValuesUseTheOldRuntimesSpellings() {
        assertEquals("-1.#IND", PrintfG.formatShortWidened(Float.intBitsToFloat(0xffc00000)));
        assertEquals("-1.#QNAN", PrintfG.formatShortWidened(Float.intBitsToFloat(0xffc00001)));
        assertEquals("1.#QNAN", PrintfG.formatShortWidened(Float.intBitsToFloat(0x7f800001)));
        assertEquals("1.#INF", PrintfG.formatShortWidened(Float.POSITIVE_INFINITY));
        assertEquals("9.9995e-005", PrintfG.formatShortWidened(9.9995e-5f));
        assertEquals("-3.40282e+038", PrintfG.formatShortWidened(-Float.MAX_VALUE));
        assertEquals("-0", PrintfG.formatShortWidened(-0f));
    }

    @Test
    void defValuesPrintNaNsWithTheirSignAsD3DDisassembleDoes() {
        // D3DDisassemble of def c0, 0x7f800001, 0xff800001, 0xffc00001, 0x7fffffff and
        // def c1, 0xffffffff, 0xffc00000, 0x7fc00000, 0xffa00000 (tools/battery/d3d9asm found the sign lost)
        int[] bits = {0x7f800001, 0xff800001, 0xffc00001, 0x7fffffff, 0xffffffff, 0xffc00000, 0x7fc00000, 0xffa00000};
        String[] printed = {"1.#QNAN", "-1.#QNAN", "-1.#QNAN", "1.#QNAN", "-1.#QNAN", "-1.#IND", "1.#QNAN", "-1.#QNAN"};
        for (int i = 0; i < bits.length; i++) {
            assertEquals(printed[i], PrintfG.format(Float.intBitsToFloat(bits[i])), Integer.toHexString(bits[i]));
        }
        assertEquals("0.300000012", PrintfG.format(0.3f));
    }
}
