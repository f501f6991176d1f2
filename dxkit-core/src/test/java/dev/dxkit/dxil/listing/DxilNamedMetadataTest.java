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
 * A named metadata's operands must be nodes (LLVM's NamedMDNode holds MDNodes): one naming a string is refused at
 * the METADATA block, where LLVM's reader refuses it, not printed as {@code !null}.
 */
class DxilNamedMetadataTest {

    /**
     * A module whose only metadata, a string or an empty node, is named by {@code !n}; and the bit its METADATA
     * block starts at.
     */
    private static Object[] module(boolean string) {
        BitWriter w = new BitWriter().magic(Bitstream.LLVM_IR_MAGIC).enter(8, 3).record(1, 1);
        w.enter(17, 4).record(1, 1).record(2).end();
        w.enter(15, 4);
        long block = w.position() - 64; // the METADATA block: its ENTER_SUBBLOCK word, then its length word
        if (string) {
            w.record(1, 'a'); // METADATA_STRING_OLD "a"
        } else {
            w.record(3); // METADATA_NODE !{}
        }
        w.record(4, 'n').record(10, 0); // NAME "n", NAMED_NODE [0]
        w.end().end();
        return new Object[] {DxilModule.read(Bytes.wrap(w.bytes())), block};
    }

    @Test
    void aNamedNodeIsPrinted() {
        String text = DxilIrWriter.write((DxilModule) module(false)[0]);
        assertTrue(text.endsWith("!n = !{!0}\n\n!0 = !{}\n"), text);
    }

    @Test
    void aNamedStringIsRefused() {
        Object[] mod = module(true);
        DxFormatException e = assertThrows(DxFormatException.class, () -> DxilIrWriter.write((DxilModule) mod[0]));
        assertEquals(BitCursor.WHERE, e.where());
        assertEquals("expected named metadata !n to name a metadata node, metadata 0 is no node", e.detail());
        assertEquals((long) mod[1], e.offset(), e.getMessage());
    }
}
