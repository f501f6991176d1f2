package dev.dxkit.bitcode;

import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Debug-info metadata records in a synthetic module: kept as read, refused when LLVM 3.7's reader would. */
class DebugInfoRecordsTest {
    private static byte[] module(int code, long... ops) {
        BitWriter w = new BitWriter().magic(Bitstream.LLVM_IR_MAGIC).enter(8, 3).record(1, 1).enter(15, 4);
        w.record(1, 'x'); // METADATA_STRING "x": id 0
        w.record(code, ops);
        return w.end().end().bytes();
    }

    @Test
    void aLocalVariableIsKeptWithItsFields() {
        // LOCAL_VAR [distinct, tag, scope, name, file, line, type, arg, flags]
        long[] ops = {0, 0x100, 0, 1, 0, 19, 0, 0, 0};
        DxilModule m = DxilModule.read(Bytes.wrap(module(28, ops)));
        Metadata.Other v = (Metadata.Other) m.md(1);
        assertEquals(28, v.code());
        assertArrayEquals(ops, v.ops());
    }

    @Test
    void aDebugInfoRecordOfTheWrongLengthNamesItsBit() {
        // DERIVED_TYPE needs 12 operands; LOCATION exactly 5
        DxFormatException e = assertThrows(DxFormatException.class,
                () -> DxilModule.read(Bytes.wrap(module(17, 0, 0x16, 1))));
        assertEquals(BitCursor.WHERE, e.where());
        assertTrue(e.offset() > 32, e.getMessage());
        assertTrue(e.detail().contains("metadata record 17 needs 12 operands, found 3"), e.getMessage());
        e = assertThrows(DxFormatException.class,
                () -> DxilModule.read(Bytes.wrap(module(7, 0, 1, 2, 3, 4, 5))));
        assertTrue(e.detail().contains("metadata record 7 needs 5 operands, found 6"), e.getMessage());
    }
}
