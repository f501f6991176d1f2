package dev.dxkit.sm4.decompile;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Damaged input: every fuzz regression input, and fixture programs with their SHEX/SHDR, RDEF and signature
 * parts damaged word by word, decompile or are refused with one {@link DxFormatException} line; never
 * another exception, never a hang.
 */
class Sm4DecompilerHostileTest {
    private static final List<String> PROGRAMS = List.of("vs_5_0_lighting", "ps_5_0_blur", "cs_5_0_atomic",
            "gs_5_0_billboard", "ds_5_0_quad", "ps_5_1_lighting", "ps_4_0_level_9_1_loopy", "cs_5_1_buffers",
            "gs_5_0_counters", "hs_5_0_counters", "vs_4_0_level_9_1_min", "ps_5_0_autobind",
            "ps_5_0_swapc", "ps_5_0_swapc_sampled", "vs_5_0_cbarrays",
            "ps_5_0_sampleinfo", "cs_5_0_update_strip1",
            // the classes of session 7: hull ranges and phases, queries, doubles, names, arrays
            "hs_5_0_fork", "hs_5_0_range", "ps_5_0_queries", "cs_5_0_double_od", "ps_5_0_names", "vs_5_0_arrays");

    /** Decompiles {@code data}; counts a result, a one-line refusal, and fails on anything else. */
    private static boolean survives(String what, byte[] data) {
        try {
            Container c = Container.read(data);
            Sm4Decompiler.decompile(c);
            return true;
        } catch (DxFormatException e) {
            String m = e.getMessage();
            if (m == null || m.isEmpty() || m.contains("\n")) {
                fail(what + ": refusal is not one line: " + m);
            }
            return false;
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(what + ": " + e, e);
        }
    }

    @Test
    void fuzzRegressionInputs() throws IOException {
        Path dir = Fixtures.root().resolve("dxkit-fuzz/src/test/resources/regressions");
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no fuzz regression inputs under " + dir);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (Path f : files) {
                survives(f.toString(), Files.readAllBytes(f));
            }
        });
    }

    @Test
    void damagedParts() throws IOException {
        int decompiled = 0;
        int refused = 0;
        for (String id : PROGRAMS) {
            Container c = Container.read(Fixtures.dir().resolve("bin").resolve(id + ".dxbc"));
            assertTrue(survives(id, c.toBytes()), id + " decompiles undamaged");
            for (PartEntry p : c.parts()) {
                String kind = p.kind();
                if (!List.of("SHEX", "SHDR", "RDEF", "ISGN", "OSGN", "ISG1", "OSG1", "OSG5", "PCSG", "Aon9").contains(kind)) {
                    continue;
                }
                byte[] body = p.data().toArray();
                for (int at = 0; at + 4 <= body.length; at += 4) {
                    for (int value : new int[] {0, -1, 0x7fff_ffff, 0x100}) {
                        byte[] bad = body.clone();
                        bad[at] = (byte) value;
                        bad[at + 1] = (byte) (value >>> 8);
                        bad[at + 2] = (byte) (value >>> 16);
                        bad[at + 3] = (byte) (value >>> 24);
                        byte[] whole = c.withPart(kind, Bytes.of(bad)).toBytes();
                        String what = id + " " + kind + " @0x" + Integer.toHexString(at) + " = 0x" + Integer.toHexString(value);
                        boolean ok = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> survives(what, whole), what);
                        if (ok) {
                            decompiled++;
                        } else {
                            refused++;
                        }
                    }
                }
                for (int cut = 0; cut < body.length; cut += Math.max(1, body.length / 64)) {
                    byte[] whole = c.withPart(kind, Bytes.of(java.util.Arrays.copyOf(body, cut))).toBytes();
                    String what = id + " " + kind + " cut at " + cut;
                    if (assertTimeoutPreemptively(Duration.ofSeconds(10), () -> survives(what, whole), what)) {
                        decompiled++;
                    } else {
                        refused++;
                    }
                }
            }
        }
        // both outcomes occur: damage in a name or a value decompiles, damage in the structure is refused
        assertTrue(decompiled > 0 && refused > 0, "decompiled " + decompiled + ", refused " + refused);
    }
}
