package dev.dxkit.d3d9.listing;

import dev.dxkit.fixtures.Golden;
import dev.dxkit.io.Bytes;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.PrintfG;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Hand-built Direct3D 9 programs (tools/d3d9/handmade.py) against the listings Microsoft's D3DDisassemble
 * printed for them under flag words 0, 0x4 and 0x20: operand forms that fxc seldom writes (relative
 * addressing through a0 and aL, every source modifier, result shifts, co-issue, predication, breakp, calls
 * and labels, ps_1_x texture opcodes, def values that need the exponent form, an effect preshader, the minimum
 * precision bits of level 9 programs in every operand position, under flag 0x01 too; debug information whose
 * line records and variable locations exercise each rule of #line and of the lane comment). Runs without the
 * corpus.
 */
class D3d9ListingTest {
    @ParameterizedTest(name = "{0} flags 0x{1}")
    @CsvSource({
        "vs11, 0", "vs11, 4", "vs11, 20",
        "vs20, 0", "vs20, 4", "vs20, 20",
        "vs20b, 0", "vs20b, 4", "vs20b, 20",
        "vs30, 0", "vs30, 4", "vs30, 20",
        "vs30b, 0", "vs30b, 4", "vs30b, 20",
        "ps11, 0", "ps11, 4", "ps11, 20",
        "ps14, 0", "ps14, 4", "ps14, 20",
        "ps30, 0", "ps30, 4", "ps30, 20",
        "ps30b, 0", "ps30b, 4", "ps30b, 20",
        "vs30pres, 0", "vs30pres, 4", "vs30pres, 20", "vs30pres, 24", "vs30pres, 40",
        "vs30pres, 5", "vs30pres, 21", "vs30pres, 25", "vs30pres, 85",
        "vs30prec, 0", "vs30prec, 1", "vs30prec, 4", "vs30prec, 20",
        "ps20prec, 0", "ps20prec, 1", "ps20prec, 4", "ps20prec, 20",
        "vs30dbug, 0", "vs30dbug, 1", "vs30dbug, 4", "vs30dbug, 20",
    })
    void listsAsMicrosoftDoes(String name, String flags) throws IOException {
        byte[] program = resource(name + ".d3d9");
        String expected = new String(resource(name + "." + flags + ".txt"), StandardCharsets.ISO_8859_1);
        String actual = D3d9Listing.print(Bytes.wrap(program), DisasmFlags.of(Integer.parseInt(flags, 16)));
        Golden.assertSameText(expected, actual, name + " 0x" + flags);
    }

    @ParameterizedTest
    @CsvSource({
        "1.0, 1", "-0.0, -0", "0.5, 0.5", "1.0E-5, 9.99999975e-006", "1.0E10, 1e+010",
        "123456789, 123456792", "3.14159265, 3.14159274", "-2.5E-7, -2.49999999e-007", "65504, 65504",
        "0.1, 0.100000001", "100000000, 100000000", "1.0E9, 1e+009", "1.0E-4, 9.99999975e-005",
    })
    void defValuesFollowPrintfG9(float value, String text) {
        assertEquals(text, PrintfG.format(value));
    }

    @ParameterizedTest
    @CsvSource({"3.1, 3.1", "15.6, 15.6", "0, 0", "1.0E-5, 1e-005", "1234567, 1.23457e+006", "0.0001, 0.0001"})
    void defaultValuesFollowPrintfG(float value, String text) {
        assertEquals(text, PrintfG.formatShort(value));
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = D3d9ListingTest.class.getResourceAsStream("d3d9-handmade/" + name)) {
            assertNotNull(in, name);
            return in.readAllBytes();
        }
    }
}
