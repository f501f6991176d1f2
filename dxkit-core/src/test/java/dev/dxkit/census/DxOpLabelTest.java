package dev.dxkit.census;

import dev.dxkit.dxil.DxilOperations;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The census names every DXIL operation by DXC's table and keeps the number of any other. */
class DxOpLabelTest {
    @Test
    void namesEveryCoreOpcode() {
        int n = DxilOperations.coreCount();
        assertEquals(true, n > 300, "core opcodes: " + n);
        for (int op = 0; op < n; op++) {
            assertEquals(DxilOperations.name(op).orElseThrow() + " (" + op + ")",
                    CensusReport.label(Table.DX_OPS, "dx.op " + op));
        }
    }

    @Test
    void readsWell() {
        assertEquals("TempRegLoad (0)", CensusReport.label(Table.DX_OPS, "dx.op 0"));
        assertEquals("StoreOutput (5)", CensusReport.label(Table.DX_OPS, "dx.op 5"));
        assertEquals("CreateHandleForLib (160)", CensusReport.label(Table.DX_OPS, "dx.op 160"));
    }

    @Test
    void experimentalOpcodesAreNegativeI32s() {
        String first = DxilOperations.name(0x8000_0000L).orElseThrow();
        assertEquals(first + " (-2147483648)", CensusReport.label(Table.DX_OPS, "dx.op -2147483648"));
    }

    @Test
    void keepsWhatNoTableHolds() {
        int past = DxilOperations.coreCount();
        for (String key : new String[] {"dx.op " + past, "dx.op 65536", "dx.op -1", "dx.op 99999999999",
                "dx.op -99999999999", "dx.op ", "dx.op -", "dx.op 1x", "dx.op +5", "storeOutput"}) {
            assertEquals(key, CensusReport.label(Table.DX_OPS, key));
        }
        assertEquals("dx.op 5", CensusReport.label(Table.OPCODES, "dx.op 5")); // other tables untouched
    }
}
