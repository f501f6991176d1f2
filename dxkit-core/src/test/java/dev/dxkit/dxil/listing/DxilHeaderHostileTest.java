package dev.dxkit.dxil.listing;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitEntry;
import dev.dxkit.bitcode.BitRecord;
import dev.dxkit.container.Container;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.DxilProgramPart;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    // ps_6_0_rdef: a Texture2D<float4> (shape 2, component type 9: f32) and a constant buffer whose struct holds
    // a struct holding an array of structs; the header is described from its STAT part (the reflection module)
    static Container rdef() throws Exception {
        return Container.read(Files.readAllBytes(Path.of("..", "fixtures", "bin", "ps_6_0_rdef.dxbc")));
    }

    /** A negative resource shape (the i32 constant 2 made -2) lists the texture's dimension as invalid. */
    @Test
    void aNegativeResourceShapeIsListedAsInvalid() throws Exception {
        Container c = negateConstant(rdef(), 2);
        String mapsLine = line(DxilListing.list(c), "; Maps ");
        assertTrue(mapsLine.matches("; Maps +texture +f32 +invalid +T0 +t0 +3"), mapsLine);
    }

    /** A negative component type (the i32 constant 9 made -9) lists the texture's format as invalid. */
    @Test
    void aNegativeComponentTypeIsListedAsInvalid() throws Exception {
        Container c = negateConstant(rdef(), 9);
        String mapsLine = line(DxilListing.list(c), "; Maps ");
        assertTrue(mapsLine.matches("; Maps +texture +invalid +2d +T0 +t0 +3"), mapsLine);
    }

    /**
     * A nested struct whose !dx.typeAnnotations entry names another type (the key's type id moved by one) has no
     * annotation: refused at the module's bit, as dxc's validator would, not an internal error.
     */
    @Test
    void aStructFieldWithoutItsAnnotationIsRefusedAtTheModule() throws Exception {
        Container c = rdef();
        DxilModule m = module(c, "STAT");
        int inner = m.types().indexOf(m.types().stream().filter(t -> "struct.Inner".equals(t.name())).findFirst()
                .orElseThrow());
        // the METADATA_VALUE record [type, value] keying the annotation of %struct.Inner
        Container cut = flipFirstOperandBit(c, "STAT", 15, r -> r.code() == 2 && r.size() == 2 && r.op(0) == inner);
        DxilModule moved = module(cut, "STAT");
        assertFalse(moved.types().get(inner).name() == null, "the type table is untouched");
        DxFormatException e = assertThrows(DxFormatException.class, () -> DxilListing.list(cut));
        assertEquals("STAT", e.where());
        assertTrue(e.getMessage().contains(
                "struct field a has a struct type without an annotation in !dx.typeAnnotations"), e.getMessage());
    }

    /**
     * An array type whose element is itself is refused where the type table is read: the listing's buffer layout
     * walked down its element types for 38 s until a string outgrew the heap (DxilFuzz timeout, 10 M campaign).
     */
    @Test
    void anArrayThatHoldsItselfIsRefused() throws Exception {
        byte[] found = Files.readAllBytes(Path.of("..", "dxkit-fuzz", "src", "test", "resources", "regressions",
                "DxilFuzz", "timeout-2a46ae3a77ad9e3c996164d8b25d5532d1086250"));
        DxFormatException e = assertThrows(DxFormatException.class, () -> DxilListing.list(Container.read(found)));
        assertEquals("STAT", e.where());
        assertTrue(e.getMessage().endsWith("bitcode bit 3873: type #12 holds itself by value (a type with no size)"),
                e.getMessage());
    }

    /** A struct that holds itself (by value, through its annotation) is refused, not laid out until memory runs out. */
    @Test
    void aStructThatHoldsItselfIsRefused() throws Exception {
        // found by the fuzzer (DxilFuzz) from a fixture: a cs_6_2 whose STAT annotates struct P as a field of itself
        byte[] found = Files.readAllBytes(Path.of("..", "dxkit-fuzz", "src", "test", "resources", "regressions",
                "DxilFuzz", "oom-1cf8892f0859d07ef70c78d670fe5304f5a2d360"));
        DxFormatException e = assertThrows(DxFormatException.class, () -> DxilListing.list(Container.read(found)));
        assertEquals("STAT", e.where());
        // refused where the type table is read: struct P's own record names it as one of its fields
        assertTrue(e.getMessage().endsWith("bitcode bit 3404: type #32 holds itself by value (a type with no size)"),
                e.getMessage());
    }

    /**
     * A !dx.viewIdState count above a signature's 128 scalars is refused before it sizes a table or a loop (the
     * fuzzer's input claims 2,166,972 patch constants: one output line per constant, each over every input).
     */
    @Test
    void aViewIdStateCountAboveASignaturesScalarsIsRefused() throws Exception {
        byte[] found = Files.readAllBytes(Path.of("..", "dxkit-fuzz", "src", "test", "resources", "regressions",
                "DxilFuzz", "slow-d8bbbd734593c7a018a6f1871b4084a0b57d1657"));
        DxFormatException e = assertThrows(DxFormatException.class, () -> DxilListing.list(Container.read(found)));
        assertEquals("STAT", e.where());
        assertTrue(e.getMessage().endsWith(
                "dx.viewIdState: 2166972 patch constants, more than the 128 scalars a signature holds"), e.getMessage());
    }

    /** The listing's line starting with {@code prefix}. */
    static String line(String listing, String prefix) {
        return listing.lines().filter(l -> l.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError(prefix));
    }

    static DxilModule module(Container c, String part) {
        return DxilModule.read(DxilProgramPart.read(part, c.part(part).orElseThrow().data()).bitcode());
    }

    /** The STAT module's module-level integer constant {@code value} made {@code -value} (its sign bit flipped). */
    static Container negateConstant(Container c, long value) {
        // CST_CODE_INTEGER (4) holds a signed VBR: v << 1, the sign in bit 0
        return flipFirstOperandBit(c, "STAT", 11, r -> r.code() == 4 && r.size() == 1 && r.op(0) == value << 1);
    }

    /**
     * {@code c} with bit 0 of the first operand of every record {@code which} picks, in the blocks {@code blockId}
     * directly inside the module block of part {@code part}, flipped; checked by reading the records again. The
     * first operand starts after the abbreviation id, and in an unabbreviated record after its code and operand
     * count (6-bit VBRs); a VBR's first chunk holds the value's low bits.
     */
    static Container flipFirstOperandBit(Container c, String part, int blockId, Predicate<BitRecord> which) {
        Bytes data = c.part(part).orElseThrow().data();
        DxilProgramPart program = DxilProgramPart.read(part, data);
        BitBlock module = DxilModule.read(program.bitcode()).stream().blocks().get(0);
        byte[] b = data.toArray();
        long base = (8 + program.bitcodeOffset()) * 8;
        List<Integer> flipped = new ArrayList<>();
        List<BitRecord> before = records(module, blockId);
        for (int i = 0; i < before.size(); i++) {
            BitRecord r = before.get(i);
            if (which.test(r)) {
                int width = module.blocks(blockId).get(0).abbrevWidth();
                long bit = base + r.bit() + width + (r.abbrevId() == 3 ? 12 : 0);
                b[(int) (bit >>> 3)] ^= (byte) (1 << (bit & 7));
                flipped.add(i);
            }
        }
        assertFalse(flipped.isEmpty(), "no such record in " + part);
        Container cut = c.withPart(part, Bytes.wrap(b));
        List<BitRecord> after = records(DxilModule.read(DxilProgramPart.read(part, Bytes.wrap(b)).bitcode()).stream()
                .blocks().get(0), blockId);
        for (int i : flipped) {
            assertEquals(before.get(i).op(0) ^ 1, after.get(i).op(0), "record " + i + " of block " + blockId);
        }
        return cut;
    }

    static List<BitRecord> records(BitBlock module, int blockId) {
        List<BitRecord> out = new ArrayList<>();
        for (BitEntry e : module.entries()) {
            if (e instanceof BitBlock b && b.id() == blockId) {
                out.addAll(b.records());
            }
        }
        return out;
    }
}
