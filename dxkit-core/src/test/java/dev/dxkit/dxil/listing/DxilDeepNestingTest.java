package dev.dxkit.dxil.listing;

import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.bitcode.BitWriter;
import dev.dxkit.bitcode.Bitstream;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Synthetic modules whose types or metadata nodes form one long chain: a short chain is printed, a chain deeper
 * than the stack the listing walks it with is refused with a one-line error at a bit of the bitcode, never a
 * {@link StackOverflowError}.
 */
class DxilDeepNestingTest {
    /** Far past any stack the JVM gives a thread by default, and small enough to build in a moment. */
    private static final int DEEP = 200_000;

    /** i32, then {@code depth} pointers each to the one before, void, and {@code void (i32*…*)} declared. */
    private static Bytes pointers(int depth) {
        BitWriter w = new BitWriter().magic(Bitstream.LLVM_IR_MAGIC).enter(8, 3).record(1, 1);
        w.enter(17, 4).record(1, depth + 3).record(7, 32); // NUMENTRY, i32
        for (int i = 0; i < depth; i++) {
            w.record(8, i, 0); // POINTER [pointee, address space]
        }
        w.record(2).record(21, 0, depth + 1, depth).end(); // void, FUNCTION [vararg, return, parameter]
        w.record(8, depth + 2, 0, 1, 0, 0, 0, 0, 0); // a declaration of that type
        w.end();
        return Bytes.wrap(w.bytes());
    }

    /** {@code depth} metadata tuples each holding the next, the first named by {@code !n}. */
    private static Bytes nodes(int depth) {
        BitWriter w = new BitWriter().magic(Bitstream.LLVM_IR_MAGIC).enter(8, 3).record(1, 1);
        w.enter(17, 4).record(1, 1).record(2).end();
        w.enter(15, 4);
        for (int i = 0; i < depth; i++) {
            w.record(3, i + 1 < depth ? i + 2 : 0); // NODE [id + 1 of the next, or 0 for null]
        }
        w.record(4, 'n').record(10, 0); // NAME "n", NAMED_NODE [!0]
        w.end().end();
        return Bytes.wrap(w.bytes());
    }

    @Test
    void aShortPointerChainIsPrinted() {
        String text = DxilIrWriter.write(DxilModule.read(pointers(3)));
        assertTrue(text.contains("declare void @0(i32***)"), text);
    }

    @Test
    void aShortNodeChainIsPrinted() {
        String text = DxilIrWriter.write(DxilModule.read(nodes(3)));
        assertTrue(text.endsWith("!n = !{!0}\n\n!0 = !{!1}\n!1 = !{!2}\n!2 = !{null}\n"), text);
    }

    @Test
    void aPointerChainDeeperThanTheStackIsRefused() {
        refused(pointers(DEEP));
    }

    @Test
    void aNodeChainDeeperThanTheStackIsRefused() {
        refused(nodes(DEEP));
    }

    private static void refused(Bytes bitcode) {
        DxilModule m = DxilModule.read(bitcode);
        DxFormatException e = assertThrows(DxFormatException.class, () -> DxilIrWriter.write(m));
        assertEquals(BitCursor.WHERE, e.where());
        assertTrue(e.offset() >= 32 && e.offset() < 8L * bitcode.size(), e.getMessage());
        assertEquals(DxilIrWriter.DEEPER_THAN_THE_STACK, e.detail());
        assertEquals(-1, e.getMessage().indexOf('\n'));
    }
}
