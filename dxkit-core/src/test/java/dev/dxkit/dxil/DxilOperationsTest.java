package dev.dxkit.dxil;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The DXIL operation table: both tables, every edge, against DXIL.rst's opcode list. */
class DxilOperationsTest {
    @Test
    void coreOperationsByOpcode() {
        assertEquals(Optional.of("TempRegLoad"), DxilOperations.name(0));
        assertEquals(Optional.of("(index)"), DxilOperations.parameters(0));
        assertEquals(Optional.of("StoreOutput"), DxilOperations.name(5));
        assertEquals(Optional.of("(outputSigId,rowIndex,colIndex,value)"), DxilOperations.parameters(5));
        assertEquals(Optional.of("AnnotateHandle"), DxilOperations.name(216));
        // operations the corpus never calls still have their names: 6.8's start-vertex location, 6.9's
        // second ray-query allocation
        assertEquals(Optional.of("StartVertexLocation"), DxilOperations.name(256));
        assertEquals(Optional.of("()"), DxilOperations.parameters(256));
        assertEquals(Optional.of("AllocateRayQuery2"), DxilOperations.name(258));
        assertEquals(Optional.of("(constRayFlags,constRayQueryFlags)"), DxilOperations.parameters(258));
    }

    @Test
    void theCoreTableEndsAtItsLastOpcode() {
        int n = DxilOperations.coreCount();
        assertEquals(312, n);
        assertTrue(DxilOperations.isValid(n - 1));
        assertFalse(DxilOperations.isValid(n));
        assertEquals(Optional.empty(), DxilOperations.name(n));
    }

    @Test
    void experimentalOperationsAreTable0x8000() {
        assertEquals(Optional.of("DebugBreak"), DxilOperations.name(0x8000_0021L));
        assertEquals(Optional.of("()"), DxilOperations.parameters(0x8000_0021L));
        assertFalse(DxilOperations.isValid(0x8000_0023L));
    }

    @Test
    void otherTablesAndValuesAreInvalid() {
        assertFalse(DxilOperations.isValid(0x0001_0000L));
        assertFalse(DxilOperations.isValid(0xFFFF_FFFFL));
        assertFalse(DxilOperations.isValid(-1));
        assertFalse(DxilOperations.isValid(0x1_0000_0000L));
    }
}
