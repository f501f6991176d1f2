package dev.dxkit.bitcode;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bitstream reader over streams built by {@link BitWriter}: every encoding, BLOCKINFO, skipping, hostile input. */
class BitstreamTest {
    static final int MAGIC = Bitstream.LLVM_IR_MAGIC;

    @Test
    void unabbreviatedRecordsAndNestedBlocks() {
        BitWriter w = new BitWriter().magic(MAGIC).enter(8, 3).record(1, 1).enter(17, 4).record(7, 32)
                .record(21, 0, 0, 1, 1).end().record(2, 'd', 'x').end();
        Bitstream s = Bitstream.read(Bytes.wrap(w.bytes()));
        assertEquals(MAGIC, s.magic());
        assertNull(s.wrapper());
        BitBlock m = s.blocks().get(0);
        assertEquals(8, m.id());
        assertEquals(3, m.abbrevWidth());
        assertEquals(2, m.records().size());
        assertArrayEquals(new long[] {1}, m.records().get(0).ops());
        assertEquals("dx", m.records().get(1).string(0));
        BitBlock types = m.blocks(17).get(0);
        assertEquals(7, types.records().get(0).code());
        assertArrayEquals(new long[] {0, 0, 1, 1}, types.records().get(1).ops());
        assertEquals(32, m.bit()); // the block's ENTER_SUBBLOCK follows the 32-bit magic
    }

    @Test
    void abbreviationsOfEveryEncoding() {
        BitWriter w = new BitWriter().magic(MAGIC).enter(9, 4)
                // [literal 5, fixed 3, vbr 4, array of char6]
                .defineAbbrev(new long[] {0, 5}, new long[] {1, 3}, new long[] {2, 4}, new long[] {3, 0},
                        new long[] {4, 0})
                // [fixed 8 code, blob]
                .defineAbbrev(new long[] {1, 8}, new long[] {5, 0});
        w.abbrevId(4).fixed(6, 3).vbr(300, 4).vbr(3, 6).fixed(0, 6).fixed(26, 6).fixed(63, 6);
        w.abbrevId(5).fixed(42, 8).vbr(3, 6).align32().fixed('a', 8).fixed('b', 8).fixed('c', 8).align32();
        w.end();
        BitBlock b = Bitstream.read(Bytes.wrap(w.bytes())).blocks().get(0);
        BitRecord r = b.records().get(0);
        assertEquals(5, r.code());
        assertEquals(4, r.abbrevId());
        assertArrayEquals(new long[] {6, 300, 'a', 'A', '_'}, r.ops());
        BitRecord blob = b.records().get(1);
        assertEquals(42, blob.code());
        assertEquals("616263", blob.blob().hex());
    }

    @Test
    void blockInfoAbbreviationsApplyToTheirBlockAndSkippingStepsOver() {
        BitWriter w = new BitWriter().magic(MAGIC).enter(8, 3).enter(0, 2).record(1, 14)
                .defineAbbrev(new long[] {0, 1}, new long[] {1, 8}).end()
                .enter(14, 4);
        w.abbrevId(4).fixed(200, 8);
        w.end().enter(15, 3).record(4, 1, 2, 3).end().end();
        byte[] bytes = w.bytes();
        BitBlock m = Bitstream.read(Bytes.wrap(bytes)).blocks().get(0);
        BitRecord r = m.blocks(14).get(0).records().get(0);
        assertEquals(1, r.code());
        assertArrayEquals(new long[] {200}, r.ops());
        assertEquals(4, r.abbrevId());
        assertEquals(1, m.blocks(0).get(0).records().size()); // SETBID kept in the tree
        BitBlock skipped = Bitstream.read(Bytes.wrap(bytes), id -> id != 14).blocks().get(0).blocks(14).get(0);
        assertTrue(skipped.skipped());
        assertEquals(List.of(), skipped.entries());
        assertEquals(1, Bitstream.read(Bytes.wrap(bytes), id -> id != 14).blocks().get(0).blocks(15).size());
    }

    @Test
    void wrapperHeader() {
        byte[] inner = new BitWriter().magic(MAGIC).enter(8, 3).record(1, 2).end().bytes();
        byte[] all = new byte[20 + inner.length];
        int[] header = {Bitstream.WRAPPER_MAGIC, 0, 20, inner.length, 0};
        for (int i = 0; i < 5; i++) {
            dev.dxkit.io.LittleEndian.putI32(all, 4 * i, header[i]);
        }
        System.arraycopy(inner, 0, all, 20, inner.length);
        Bitstream s = Bitstream.read(Bytes.wrap(all));
        assertEquals(new Bitstream.Wrapper(0, 20, inner.length, 0), s.wrapper());
        assertArrayEquals(new long[] {2}, s.blocks().get(0).records().get(0).ops());
    }

    @Test
    void endlessVbrFailsAtItsFirstBit() {
        BitWriter w = new BitWriter().magic(MAGIC).enter(8, 3).fixed(3, 3); // UNABBREV_RECORD, then code vbr6…
        for (int i = 0; i < 40; i++) {
            w.fixed(0x3F, 6); // every chunk says "more follows"
        }
        w.fixed(0, 32).end();
        DxFormatException e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(w.bytes())));
        assertEquals(BitCursor.WHERE, e.where());
        assertEquals(32 + 64 + 3, e.offset()); // magic, ENTER header padded to 64 bits + length word … then the id
        assertTrue(e.detail().contains("longer than 64 bits"), e.detail());
    }

    @Test
    void undefinedAbbreviationIdNamesItsBit() {
        BitWriter w = new BitWriter().magic(MAGIC).enter(8, 3).record(1, 1);
        w.abbrevId(6).fixed(0, 32).end();
        DxFormatException e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(w.bytes())));
        assertTrue(e.detail().startsWith("abbreviation id 6 undefined"), e.detail());
        // record(1, 1): id 3 bits + code vbr6 + numops vbr6 + op vbr6 = 21 bits after the 96-bit block header
        assertEquals(32 + 64 + 21, e.offset());
    }

    @Test
    void deepNestingIsRefused() {
        BitWriter w = new BitWriter().magic(MAGIC);
        for (int i = 0; i < Bitstream.MAX_DEPTH + 2; i++) {
            w.enter(8, 3);
        }
        for (int i = 0; i < Bitstream.MAX_DEPTH + 2; i++) {
            w.end();
        }
        DxFormatException e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(w.bytes())));
        assertTrue(e.detail().contains("nested deeper"), e.detail());
        assertEquals(32 + 64L * Bitstream.MAX_DEPTH, e.offset());
    }

    @Test
    void lengthsAndCountsAreCheckedBeforeAllocating() {
        // a block declaring 2^32-1 words
        byte[] b = new BitWriter().magic(MAGIC).enter(8, 3).end().bytes();
        dev.dxkit.io.LittleEndian.putI32(b, 8, -1);
        DxFormatException e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(b)));
        assertEquals(64, e.offset());
        // an unabbreviated record claiming 2^40 operands
        BitWriter w = new BitWriter().magic(MAGIC).enter(8, 3);
        w.fixed(3, 3).vbr(1, 6).vbr(1L << 40, 6).align32().end();
        e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(w.bytes())));
        assertTrue(e.detail().contains("operands"), e.detail());
        // an array claiming 2^30 elements
        BitWriter a = new BitWriter().magic(MAGIC).enter(8, 3).defineAbbrev(new long[] {0, 1}, new long[] {3, 0},
                new long[] {1, 8});
        a.abbrevId(4).vbr(1L << 30, 6).align32().end();
        e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(a.bytes())));
        assertTrue(e.detail().startsWith("array of 1073741824"), e.detail());
    }

    /** Issue 18 §4, found by fuzzing: ids, counts and codes above 2^31 or 2^63 are not negative numbers. */
    @Test
    void unsignedIdsAndCountsNeverTurnNegative() {
        // abbreviation width 32 and the id 0xFFFFFFFF: as an int, -1, which passed "index >= size"
        BitWriter w = new BitWriter().magic(MAGIC).enter(8, 32);
        w.fixed(0xFFFF_FFFFL, 32).fixed(0, 32).end();
        DxFormatException e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(w.bytes())));
        assertEquals("abbreviation id 4294967295 undefined in block 8 (0 defined)", e.detail());
        assertEquals(32 + 64, e.offset());
        // an unabbreviated record of 2^64-1 operands: as a long, -1, which became a negative array size
        BitWriter n = new BitWriter().magic(MAGIC).enter(8, 3);
        n.fixed(3, 3).vbr(1, 6).vbr(-1L, 6).align32().fixed(0, 32).end();
        e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(n.bytes())));
        assertEquals(32 + 64, e.offset());
        assertTrue(e.detail().startsWith("record with 18446744073709551615 operands"), e.detail());
        // a record code of 2^63: refused, not read as a negative code
        BitWriter c = new BitWriter().magic(MAGIC).enter(8, 3);
        c.fixed(3, 3).vbr(1L << 63, 6).vbr(0, 6).align32().fixed(0, 32).end();
        e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(c.bytes())));
        assertEquals("record code 9223372036854775808 too large", e.detail());
    }

    /**
     * Issue 18 §4: an array of literal elements takes no bits, so its count bounds nothing: a 6.5 KB stream
     * of such records made dxkit allocate 2.7 GB. LLVM refuses the abbreviation; so does dxkit, at its bit.
     */
    @Test
    void anArrayOfLiteralElementsIsRefusedAtItsDefinition() {
        for (long[] element : new long[][] {{0, 7}, {1, 0}, {2, 0}}) { // literal 7, fixed(0), vbr(0)
            BitWriter w = new BitWriter().magic(MAGIC).enter(8, 3);
            w.defineAbbrev(new long[] {0, 1}, new long[] {3, 0}, element);
            w.abbrevId(4).vbr(50_000, 6).align32().end();
            DxFormatException e = assertThrows(DxFormatException.class, () -> Bitstream.read(Bytes.wrap(w.bytes())));
            assertEquals("array element is a literal (or a fixed or VBR field of width 0), not an encoding", e.detail());
            assertEquals(32 + 64, e.offset());
        }
    }
}
