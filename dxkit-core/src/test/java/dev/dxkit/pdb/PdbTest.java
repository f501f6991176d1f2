package dev.dxkit.pdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dxkit.container.Container;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The PDB of a /Zi fixture's SPDB part, read to values; and the same part with bytes mutated, which must list
 * or fail with a {@link DxFormatException} only, quickly.
 */
class PdbTest {
    private static Container lighting() {
        return Container.read(Fixtures.byId("vs_5_0_lighting_zi").orElseThrow().bytes());
    }

    @Test
    void theLightingVertexProgramsDatabase() {
        Pdb p = Pdb.read(lighting().part("SPDB").orElseThrow().data());
        assertEquals(20000404, p.info().version());
        assertEquals(6, p.info().namedStreams().get("/names"));
        assertEquals(1, p.dbi().modules().size());
        assertEquals("VSMain", p.dbi().modules().get(0).moduleName());
        List<String> locals = p.module().symbols().stream().filter(s -> s instanceof CvSymbol.Local)
                .map(s -> ((CvSymbol.Local) s).name()).toList();
        assertEquals(List.of("i", "<VSMain return value>", "wp"), locals);
        CvSymbol.Procedure proc = (CvSymbol.Procedure) p.module().symbols().stream()
                .filter(s -> s instanceof CvSymbol.Procedure).findFirst().orElseThrow();
        assertEquals("VSMain", proc.name());
        assertEquals(188, proc.codeOffset()); // the first instruction, 0xBC
        C13Line first = p.module().lines().get(0);
        assertEquals(188, first.offset());
        assertEquals(32, first.line());
        assertEquals("D:\\dxkit\\hlsl\\game\\lighting.hlsl", first.file());
        TypeLeaf in = p.types().leaf(((CvSymbol.Local) p.module().symbols().stream()
                .filter(s -> s instanceof CvSymbol.Local).findFirst().orElseThrow()).type());
        assertTrue(in instanceof TypeLeaf.Struct s && s.name().equals("VSIn") && s.size() == 64, in.toString());
        // the first location of i: v0.x holds bytes 0..3 from the first instruction on
        CvSymbol.DefRangeHlsl d = (CvSymbol.DefRangeHlsl) p.module().symbols().stream()
                .filter(s -> s instanceof CvSymbol.DefRangeHlsl).findFirst().orElseThrow();
        assertEquals(1, d.registerType());
        assertEquals(188, d.start());
        assertEquals(736, d.length());
        assertEquals(0, d.indices()[0]);
    }

    @Test
    void mutatedPartsListOrFailWithTheFormatExceptionOnly() {
        Container c = lighting();
        byte[] spdb = c.part("SPDB").orElseThrow().data().toArray();
        Random random = new Random(20261130L);
        int[] failed = {0};
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int round = 0; round < 400; round++) {
                byte[] m = spdb.clone();
                for (int k = 1 + random.nextInt(4); k > 0; k--) {
                    int at = random.nextInt(m.length);
                    m[at] = (byte) (random.nextBoolean() ? random.nextInt(256) : (random.nextBoolean() ? 0xFF : 0));
                }
                Container mc = c.withPart("SPDB", Bytes.wrap(m));
                try {
                    String text = Disassembler.disassemble(mc, DisasmFlags.of(0));
                    assertFalse(text.isEmpty());
                } catch (DxFormatException expected) {
                    failed[0]++;
                }
            }
        });
        assertTrue(failed[0] > 0, "some mutation should be refused");
    }
}
