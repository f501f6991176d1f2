package dev.dxkit.d3d9.decompile;

import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Damaged programs and the fuzzers' regression inputs: each decompiles (complete or with gaps) or is refused with
 * one {@link DxFormatException} naming the byte, never another exception or a hang.
 */
class D3d9DecompilerHostileTest {
    private static final List<String> PROGRAMS = List.of("bin/vs_2_0_main.d3d9", "bin/ps_3_0_loop.d3d9",
            "bin/ps_3_0_main.d3d9", "bin/vs_3_0_main_zi.d3d9", "bin/vs_1_1_main.d3d9",
            "d3d9asm/battery/vs_2_x_pred.bin", "d3d9asm/battery/ps_3_0_all.bin", "d3d9asm/battery/vs_2_0_flow.bin",
            // session 7: partial-precision expp/logp, ps_1_4 phase and texdepth, /Od's (int) index
            "d3d9asm/battery/vs_1_1_partial.bin", "d3d9asm/battery/vs_2_0_partial.bin",
            "d3d9asm/battery/ps_1_4_texdepth.bin", "bin/vs_2_0_lanes_zi_od.d3d9");

    /** Decompiles {@code data}; returns 1 when refused, 0 when decompiled. */
    private static int decompileOrRefuse(byte[] data, String what) {
        try {
            Decompilation d = D3d9Decompiler.decompile(Bytes.wrap(data));
            assertTrue(d.hlsl().contains("decompiled by dxkit"), what);
            for (String g : d.gaps()) {
                assertTrue(d.hlsl().contains(g), what + ": gap not marked: " + g);
            }
            return 0;
        } catch (DxFormatException e) {
            assertTrue(e.getMessage().contains("@0x"), what + ": " + e.getMessage());
            assertTrue(e.getMessage().indexOf('\n') < 0, what + ": one line: " + e.getMessage());
            return 1;
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(what + ": " + e, e);
        }
    }

    @Test
    void everyTruncationIsDecompiledOrRefused() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (String name : PROGRAMS) {
                byte[] all = Files.readAllBytes(Fixtures.root().resolve("fixtures").resolve(name));
                int refused = 0;
                for (int n = 0; n < all.length; n++) {
                    refused += decompileOrRefuse(java.util.Arrays.copyOf(all, n), name + " cut at " + n);
                }
                // every cut loses the end token, so every one is refused
                assertTrue(refused == all.length, name + ": " + refused + " of " + all.length + " refused");
            }
        });
    }

    @Test
    void everyDamagedDwordIsDecompiledOrRefused() {
        int[] values = {0x00000000, 0xFFFFFFFF, 0x80000000, 0x0000FFFF, 0x1000FFFE, 0x90E40000, 0x8FFFFFFF};
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (String name : PROGRAMS) {
                byte[] all = Files.readAllBytes(Fixtures.root().resolve("fixtures").resolve(name));
                int decompiled = 0;
                for (int at = 0; at + 4 <= all.length; at += 4) {
                    for (int v : values) {
                        byte[] copy = all.clone();
                        copy[at] = (byte) v;
                        copy[at + 1] = (byte) (v >>> 8);
                        copy[at + 2] = (byte) (v >>> 16);
                        copy[at + 3] = (byte) (v >>> 24);
                        decompiled += 1 - decompileOrRefuse(copy, name + " dword @0x" + Integer.toHexString(at)
                                + " = 0x" + Integer.toHexString(v));
                    }
                }
                assertTrue(decompiled > 0, name + ": some damage (in a comment, a literal) still decompiles");
            }
        });
    }

    @Test
    void everyFuzzRegressionInputIsDecompiledOrRefused() throws IOException {
        Path regressions = Fixtures.root().resolve("dxkit-fuzz/src/test/resources/regressions");
        List<Path> inputs;
        try (Stream<Path> s = Files.walk(regressions)) {
            inputs = s.filter(Files::isRegularFile).sorted().toList();
        }
        assertTrue(inputs.stream().anyMatch(p -> p.getParent().getFileName().toString().equals("D3d9Fuzz")),
                "D3d9Fuzz inputs under " + regressions);
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            for (Path p : inputs) {
                decompileOrRefuse(Files.readAllBytes(p), p.toString());
            }
        });
    }
}
