package dev.dxkit.dxil;

import dev.dxkit.bitcode.BitBlock;
import dev.dxkit.bitcode.BitEntry;
import dev.dxkit.bitcode.BitRecord;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The fields of MODULE_CODE_GLOBALVAR and MODULE_CODE_FUNCTION that the IR listing prints (alignment, calling
 * convention, unnamed_addr, the explicit-type flag) and the record's bit, kept in the model so that nothing
 * reads the records again: checked against the library fixture's listing (library.dxc.txt) and against the
 * records found at the bits the model names; the named metadata in the listing's order.
 */
class DxilModuleRecordsTest {
    @Test
    void globalsAndFunctionsKeepWhatTheListingPrints() throws IOException {
        DxilModule m = DxilModule.read(DxilFixtureTest.program(DxilFixtureTest.fixture("library.dxil"), "DXIL")
                .bitcode());
        Map<Long, BitRecord> byBit = new HashMap<>();
        for (BitBlock b : m.stream().blocks()) {
            for (BitEntry e : b.entries()) {
                if (e instanceof BitRecord r) {
                    byBit.put(r.bit(), r);
                }
            }
        }
        // @"\01?scene@@…" = external constant %struct.RaytracingAccelerationStructure, align 4 (and @…output…)
        List<GlobalVariable> globals = m.globals();
        assertEquals(2, globals.size());
        for (GlobalVariable g : globals) {
            assertEquals(0, g.linkage());
            assertEquals(3, g.alignment()); // log2(4) + 1
            assertFalse(g.unnamedAddr());
            BitRecord r = byBit.get(g.bit());
            assertNotNull(r, "a record at the global's bit");
            assertEquals(7, r.code());
            assertEquals((r.op(1) & 2) != 0, g.explicitType());
            assertEquals(r.op(4), g.alignment());
        }
        // four definitions, then six dx.op declarations: no calling convention, alignment or unnamed_addr; each
        // with a function attribute list (#0 to #3)
        assertEquals(10, m.functions().size());
        assertEquals(4, m.functions().stream().filter(f -> !f.declaration()).count());
        for (Function f : m.functions()) {
            assertEquals(0, f.callingConv());
            assertEquals(0, f.alignment());
            assertFalse(f.unnamedAddr());
            BitRecord r = byBit.get(f.bit());
            assertNotNull(r, "a record at the bit of " + f.name());
            assertEquals(8, r.code());
            assertEquals(r.op(4), f.attributes());
            assertEquals(f.declaration() ? 1 : 0, r.op(2));
        }
    }

    @Test
    void namedMetadataInTheOrderTheModuleDefinesThem() throws IOException {
        DxilModule m = DxilModule.read(DxilFixtureTest.program(DxilFixtureTest.fixture("library.dxil"), "DXIL")
                .bitcode());
        String listing;
        try (InputStream in = getClass().getResourceAsStream("/dxil/library.dxc.txt")) {
            listing = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> printed = new ArrayList<>();
        for (String line : listing.split("\n")) {
            java.util.regex.Matcher x = java.util.regex.Pattern.compile("^!([a-z][\\w.]*) = !\\{").matcher(line);
            if (x.find()) {
                printed.add(x.group(1));
            }
        }
        assertFalse(printed.isEmpty());
        assertEquals(printed, new ArrayList<>(m.namedMetadata().keySet()));
    }
}
