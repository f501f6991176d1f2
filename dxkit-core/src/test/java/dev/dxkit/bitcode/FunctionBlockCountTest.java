package dev.dxkit.bitcode;

import dev.dxkit.dxil.DxilModule;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A synthetic module with one function, {@code void f() { ret void }}: a DECLAREBLOCKS count above the records of
 * its function block is refused at that record, before the listing could allocate a table of that size.
 */
class FunctionBlockCountTest {
    /** The module with {@code blocks} declared, and the bit at which its DECLAREBLOCKS record starts. */
    private static Object[] module(long blocks) {
        BitWriter w = new BitWriter().magic(Bitstream.LLVM_IR_MAGIC).enter(8, 3).record(1, 1);
        w.enter(17, 4).record(2).record(21, 0, 0).end(); // types: 0 void, 1 void ()
        w.record(8, 1, 0, 0, 0, 0, 0, 0, 0); // MODULE_CODE_FUNCTION of type 1 with a body
        w.enter(12, 4);
        long at = w.position();
        w.record(1, blocks).record(10).end(); // DECLAREBLOCKS, RET void
        w.end();
        return new Object[] {Bytes.wrap(w.bytes()), at};
    }

    @Test
    void oneBlockReads() {
        DxilModule m = DxilModule.read((Bytes) module(1)[0]);
        assertEquals(1, m.bodies().get(0).blockCount());
        assertEquals(1, m.bodies().get(0).instructions().size());
    }

    @Test
    void aHugeCountIsRefusedAtItsRecord() {
        for (long blocks : new long[] {3, 1L << 31, -1L}) {
            Object[] mod = module(blocks);
            DxFormatException e = assertThrows(DxFormatException.class, () -> DxilModule.read((Bytes) mod[0]));
            assertEquals(BitCursor.WHERE, e.where());
            assertEquals((long) mod[1], e.offset(), e.getMessage());
            assertEquals("FUNC_CODE_DECLAREBLOCKS declares " + Long.toUnsignedString(blocks)
                    + " blocks, the function block holds 2 entries", e.detail());
        }
    }
}
