package dev.dxkit.part;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.fixtures.Fixture;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The parts dump decodes for issue 23 (SHEX/SHDR, Aon9, CTAB, CLI4, FXLC, FX10, SPDB) under hostile bytes: every byte set
 * to 0x00 and 0xff and every truncation gives a decoded part whose tree builds, or a RawPart whose reason is
 * one line naming the part and the byte. Never another exception, never a hang.
 */
class ProgramPartHostileTest {
    private static final Pattern REFUSAL = Pattern.compile("^[A-Za-z0-9]{4} @0x[0-9a-f]+: [^\\n]+");

    /** Parts of the project's fixtures, and effect-expression parts built from a Direct3D 9 fixture. */
    private static List<String[]> kinds() {
        return List.of(new String[]{"vs_4_0_level_9_1_main", "SHDR"}, new String[]{"cs_5_0_atomic", "SHEX"},
                new String[]{"vs_4_0_level_9_1_main", "Aon9"}, new String[]{"cs_4_0_tgsm_zi", "SPDB"});
    }

    @Test
    @Timeout(120)
    void sweepsAndTruncationsGiveValuesOrOneLineErrors() {
        List<Object[]> parts = new ArrayList<>();
        for (String[] k : kinds()) {
            Container c = Container.read(Fixtures.byId(k[0]).orElseThrow().bytes());
            PartEntry e = c.parts().stream().filter(p -> p.kind().equals(k[1])).findFirst().orElseThrow();
            parts.add(new Object[]{k[1], e.data().toArray()});
        }
        parts.add(new Object[]{"CTAB", ctab()});
        parts.add(new Object[]{"CLI4", cli4()});
        parts.add(new Object[]{"FXLC", fxlc()});
        parts.add(new Object[]{"FX10", fx10()});
        int decoded = 0;
        int refused = 0;
        for (Object[] p : parts) {
            String kind = (String) p[0];
            byte[] orig = (byte[]) p[1];
            assertTrue(check(kind, orig), kind + " as compiled decodes");
            for (int i = 0; i < orig.length; i++) {
                for (byte v : new byte[]{0, (byte) 0xff}) {
                    byte[] b = orig.clone();
                    b[i] = v;
                    if (check(kind, b)) {
                        decoded++;
                    } else {
                        refused++;
                    }
                }
            }
            for (int n = 0; n < orig.length; n++) {
                if (check(kind, Arrays.copyOf(orig, n))) {
                    decoded++;
                } else {
                    refused++;
                }
            }
        }
        assertTrue(decoded > 1000 && refused > 500, decoded + " decoded, " + refused + " refused");
    }

    private static boolean check(String kind, byte[] b) {
        Part p = PartDecoder.decode(kind, Bytes.wrap(b));
        assertEquals(Bytes.wrap(b), p.encode(), kind);
        Map<String, Object> tree = p.tree();
        assertEquals(kind, tree.get("kind"));
        if (p instanceof RawPart raw) {
            assertTrue(REFUSAL.matcher(raw.reason()).matches(), raw.reason());
            return false;
        }
        return true;
    }

    @Test
    void aHugeLiteralCountIsRefusedBeforeAllocating() {
        byte[] b = cli4();
        LittleEndian.putI32(b, 0, 0x7ffffff0);
        RawPart raw = assertInstanceOf(RawPart.class, PartDecoder.decode("CLI4", Bytes.wrap(b)));
        assertEquals("CLI4 @0x0000: literal count at most 2, found 2147483632", raw.reason());
    }

    @Test
    void aProgramLongerThanItsPartIsNamed() {
        Container c = Container.read(Fixtures.byId("cs_5_0_atomic").orElseThrow().bytes());
        byte[] b = c.parts().stream().filter(p -> p.kind().equals("SHEX")).findFirst().orElseThrow().data().toArray();
        LittleEndian.putI32(b, 4, b.length);                  // the length in dwords: four times too long
        RawPart raw = assertInstanceOf(RawPart.class, PartDecoder.decode("SHEX", Bytes.wrap(b)));
        assertEquals("SHEX @0x0004: dword 1: program length " + b.length + " dwords, the part holds " + b.length / 4,
                raw.reason());
    }

    /** The constant table of a Direct3D 9 fixture (the bytes after its CTAB FourCC), as an effect's CTAB part. */
    private static byte[] ctab() {
        Fixture f = Fixtures.byId("ps_2_0_main").orElseThrow();
        D3d9Program p = D3d9Program.read(Bytes.wrap(f.bytes()));
        Bytes body = p.comment("CTAB").orElseThrow().body();
        return body.slice(4, body.size() - 4).toArray();
    }

    /**
     * An fx_4_0 effect: one constant buffer {@code cb} holding {@code float f1 : COLOR0}, no techniques. The
     * unstructured block (at 0x4c) holds a zero word, the names, the type and the semantic; the structured
     * block (at 0x84) the buffer and its variable, each with no annotations.
     */
    private static byte[] fx10() {
        int[] header = {0xfeff1001, 1, 1, 0, 0, 0, 0, 0, 56, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        byte[] b = new byte[76 + 56 + 24 + 28];
        for (int i = 0; i < header.length; i++) {
            LittleEndian.putI32(b, 4 * i, header[i]);
        }
        int u = 76;
        System.arraycopy("cb".getBytes(StandardCharsets.US_ASCII), 0, b, u + 4, 2);
        System.arraycopy("f1".getBytes(StandardCharsets.US_ASCII), 0, b, u + 8, 2);
        System.arraycopy("float".getBytes(StandardCharsets.US_ASCII), 0, b, u + 12, 5);
        int[] type = {12, 1, 0, 4, 16, 4, 0};                  // name, numeric, elements, sizes, layout
        for (int i = 0; i < type.length; i++) {
            LittleEndian.putI32(b, u + 20 + 4 * i, type[i]);
        }
        System.arraycopy("COLOR0".getBytes(StandardCharsets.US_ASCII), 0, b, u + 48, 6);
        int[] structured = {4, 16, 0, 1, -1, 0, 8, 20, 48, 0, 0, 0, 0};   // buffer, its annotations, f1, its annotations
        for (int i = 0; i < structured.length; i++) {
            LittleEndian.putI32(b, u + 56 + 4 * i, structured[i]);
        }
        return java.util.Arrays.copyOf(b, u + 56 + 4 * structured.length);
    }

    @Test
    void anEffectsConstantBufferAndVariablesAreRead() {
        EffectPart fx = assertInstanceOf(EffectPart.class, PartDecoder.decode("FX10", Bytes.wrap(fx10())));
        EffectPart.Type f = new EffectPart.Type("float", 1, 0, 4, 16, 4, 0, 0, List.of(), null, List.of());
        assertEquals(List.of(new EffectPart.Buffer("cb", 16, 0, 0xFFFF_FFFFL, List.of(),
                List.of(new EffectPart.Variable("f1", f, "COLOR0", 0, 0, List.of(), List.of())))), fx.buffers());
        assertEquals("fx_4_0", ((Named) fx.tree().get("version")).name());
    }

    @Test
    void anEffectWhoseUnstructuredBlockOverrunsThePartIsNamed() {
        byte[] b = fx10();
        LittleEndian.putI32(b, 0x20, 0x7fffffff);
        RawPart raw = assertInstanceOf(RawPart.class, PartDecoder.decode("FX10", Bytes.wrap(b)));
        assertEquals("FX10 @0x004c: need 2147483647 bytes for unstructured block of 2147483647 bytes, 108 left",
                raw.reason());
    }

    /** Two literals, 1.0 and -2.5. */
    private static byte[] cli4() {
        byte[] b = new byte[12];
        LittleEndian.putI32(b, 0, 2);
        LittleEndian.putI32(b, 4, Float.floatToIntBits(1.0f));
        LittleEndian.putI32(b, 8, Float.floatToIntBits(-2.5f));
        return b;
    }

    /** One instruction: {@code add} of one component, c0.x + literal 0 into output 0. */
    private static byte[] fxlc() {
        int[] w = {1, 0x20400001, 2, 0, 2, 0, 0, 1, 0, 0, 4, 0};
        byte[] b = new byte[4 * w.length];
        for (int i = 0; i < w.length; i++) {
            LittleEndian.putI32(b, 4 * i, w[i]);
        }
        return b;
    }
}
