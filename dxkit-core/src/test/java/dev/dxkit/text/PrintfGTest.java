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
}
