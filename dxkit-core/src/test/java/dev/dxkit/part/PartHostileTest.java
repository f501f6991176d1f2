package dev.dxkit.part;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.ListingHeader;
import dev.dxkit.sm4.listing.ListingTrailer;
import dev.dxkit.text.TextSink;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.LittleEndian;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.Set;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile parts: every byte of every decoded part of the fixtures set to 0x00 and to 0xff, every truncation,
 * names and tables pointing outside the part, huge counts, a struct that contains itself. Each gives values
 * (that encode back to the hostile bytes) or a RawPart whose reason is a DxFormatException message naming the
 * part and the byte; the listing header prints either way ({@link RdefPart#isReadable}, which the listing
 * checks RDEF with, agreeing with the decoder). Never another exception, never a hang.
 */
class PartHostileTest {
    private static final Set<String> KINDS = Set.of("ISGN", "OSGN", "PCSG", "OSG5", "ISG1", "OSG1", "PSG1", "RDEF",
            "STAT", "SFI0", "IFCE");
    /** A decoder's refusal: {@code KIND @0xOFFSET: detail}. */
    private static final Pattern REFUSAL = Pattern.compile("^[A-Z0-9]{4} @0x[0-9a-f]+: .+");

    @Test
    @Timeout(120)
    void byteSweepsAndTruncationsGiveValuesOrNamedErrors() {
        int decoded = 0;
        int refused = 0;
        java.util.List<Container> containers = new java.util.ArrayList<>();
        for (String name : Fixtures.NAMES) {
            containers.add(Fixtures.container(name));
        }
        // and two of the shared fixtures: geometry streams and a DXIL container (ISG1/OSG1/SFI0, bitcode STAT)
        for (String id : java.util.List.of("gs_5_0_billboard", "ps_6_0_lighting")) {
            dev.dxkit.fixtures.Fixtures.byId(id).ifPresent(f -> containers.add(Container.read(f.bytes())));
        }
        for (Container c : containers) {
            for (PartEntry e : c.parts()) {
                if (!KINDS.contains(e.kind()) || e.kind().equals("STAT") && c.has("DXIL")) {
                    continue;     // a DXIL STAT is a bitcode module, raw here (statOfAnotherSize… covers it)
                }
                byte[] orig = e.data().toArray();
                for (int i = 0; i < orig.length; i++) {
                    for (byte v : new byte[]{0, (byte) 0xff}) {
                        byte[] b = orig.clone();
                        b[i] = v;
                        if (check(c, e.kind(), b)) {
                            decoded++;
                        } else {
                            refused++;
                        }
                    }
                }
                for (int n = 0; n < orig.length; n++) {
                    byte[] b = java.util.Arrays.copyOf(orig, n);
                    if (check(c, e.kind(), b)) {
                        decoded++;
                    } else {
                        refused++;
                    }
                }
            }
        }
        assertTrue(decoded > 1000 && refused > 1000, decoded + " decoded, " + refused + " refused");
    }

    /** Decodes, re-encodes and prints one hostile part; true when it decoded. */
    private static boolean check(Container c, String kind, byte[] b) {
        Bytes data = Bytes.wrap(b);
        Part p = PartDecoder.decode(kind, data);
        assertEquals(data, p.encode(), kind);
        if (kind.equals("RDEF")) {
            // the listing's in-place check agrees with the decoder on every hostile RDEF
            assertEquals(p instanceof RdefPart, RdefPart.isReadable(data));
        }
        if (p instanceof RawPart raw && !kind.equals("STAT")) {
            assertTrue(REFUSAL.matcher(raw.reason()).matches(), raw.reason());
            assertTrue(raw.reason().startsWith(kind), raw.reason());
        }
        p.tree();
        Container edited = c.withPart(kind, data);
        TextSink s = new TextSink();
        ListingHeader.print(edited, DisasmFlags.NONE, s);
        ListingTrailer.print(edited, DisasmFlags.NONE, s);
        return !(p instanceof RawPart);
    }

    @Test
    void signatureNameOutsideThePartIsNamed() {
        byte[] b = part("depth", "ISGN");
        LittleEndian.putI32(b, 8, b.length + 100);            // first record's name offset
        RawPart raw = assertInstanceOf(RawPart.class, PartDecoder.decode("ISGN", Bytes.wrap(b)));
        assertEquals("ISGN @0x0008: semantic name offset at most " + (b.length - 1) + ", found " + (b.length + 100),
                raw.reason());
    }

    @Test
    void hugeCountsAreRefusedBeforeAllocating() {
        byte[] b = part("depth", "ISGN");
        LittleEndian.putI32(b, 0, 0xfffffff0);
        RawPart raw = assertInstanceOf(RawPart.class, PartDecoder.decode("ISGN", Bytes.wrap(b)));
        assertTrue(raw.reason().startsWith("ISGN @0x0000: element count at most "), raw.reason());

        byte[] r = part("cbuffers", "RDEF");
        LittleEndian.putI32(r, 8, 0x7fffffff);                 // binding count
        raw = assertInstanceOf(RawPart.class, PartDecoder.decode("RDEF", Bytes.wrap(r)));
        assertTrue(raw.reason().startsWith("RDEF @0x0008: binding count at most "), raw.reason());
    }

    @Test
    void rdefCreatorOutsideThePart() {
        byte[] r = part("cbuffers", "RDEF");
        LittleEndian.putI32(r, 0x18, r.length);                 // creator offset: one past the end
        RawPart raw = assertInstanceOf(RawPart.class, PartDecoder.decode("RDEF", Bytes.wrap(r)));
        assertEquals(String.format("RDEF @0x%04x: need 1 bytes for string, 0 left", r.length), raw.reason());
    }

    @Test
    @Timeout(10)
    void aStructThatContainsItselfPrintsAndDumps() {
        Container c = Fixtures.container("cbuffers");
        byte[] r = part("cbuffers", "RDEF");
        RdefPart rdef = (RdefPart) PartDecoder.decode("RDEF", Bytes.wrap(r));
        ShaderType light = rdef.types().values().stream().filter(t -> t.name().orElse("").equals("Light"))
                .findFirst().orElseThrow();
        // point every member of Light at Light itself
        for (int i = 0; i < light.members().size(); i++) {
            LittleEndian.putI32(r, light.memberOffset() + 12 * i + 4, light.offset());
        }
        Part p = PartDecoder.decode("RDEF", Bytes.wrap(r));
        assertInstanceOf(RdefPart.class, p);
        p.tree();
        TextSink s = new TextSink();
        ListingHeader.print(c.withPart("RDEF", Bytes.wrap(r)), DisasmFlags.NONE, s);
        assertTrue(s.toString().contains("struct Light"));
    }

    @Test
    void statOfAnotherSizeStaysRawWithItsReason() {
        RawPart raw = assertInstanceOf(RawPart.class, PartDecoder.decode("STAT", Bytes.wrap(new byte[120])));
        assertTrue(raw.reason().contains("120 bytes"), raw.reason());
        byte[] dxil = new byte[148];
        dxil[8] = 'D';
        dxil[9] = 'X';
        dxil[10] = 'I';
        dxil[11] = 'L';
        // 'DXIL' at byte 8 makes it a program header (a DXIL container's STAT), whose empty bitcode is refused
        raw = assertInstanceOf(RawPart.class, PartDecoder.decode("STAT", Bytes.wrap(dxil)));
        assertTrue(raw.reason().startsWith("STAT @0x0010: bitcode at 8+0"), raw.reason());
    }

    @Test
    void ifceSlotListsOutsideThePart() {
        byte[] b = part("classes", "IFCE");
        int slotTable = LittleEndian.i32(b, 0x18);
        LittleEndian.putI32(b, slotTable + 8, b.length - 1);  // the first slot's class type list
        RawPart raw = assertInstanceOf(RawPart.class, PartDecoder.decode("IFCE", Bytes.wrap(b)));
        assertTrue(raw.reason().startsWith(String.format("IFCE @0x%04x: ", slotTable + 8)), raw.reason());
    }

    private static byte[] part(String name, String kind) {
        return Fixtures.container(name).part(kind).orElseThrow().data().toArray();
    }

    static {
        // DxFormatException is the only refusal the decoders may use
        DxFormatException.class.getName();
    }
}
