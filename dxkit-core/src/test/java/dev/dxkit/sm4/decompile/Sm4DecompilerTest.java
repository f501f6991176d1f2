package dev.dxkit.sm4.decompile;

import dev.dxkit.container.Container;
import dev.dxkit.fixtures.Fixtures;
import dev.dxkit.hlsl.Decompilation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The decompiled HLSL of the project's own fixture programs, compared whole with the goldens that
 * {@code tools/fixtures/decompile-goldens} writes (each checked by compiling it back with the oracle).
 */
class Sm4DecompilerTest {
    @ParameterizedTest
    @ValueSource(strings = {"vs_4_0_lighting", "vs_5_0_lighting", "ps_5_0_blur", "cs_5_0_atomic", "cs_5_1_buffers",
        "gs_5_0_billboard", "ds_5_0_quad", "hs_5_0_quad_fodd", "ps_5_0_lighting_strip1", "ps_4_0_level_9_1_loopy",
        "ps_5_1_lighting", "gs_5_0_counters", "hs_5_0_counters", "vs_4_0_level_9_1_min",
        "ps_5_0_autobind", "ps_5_0_swapc", "ps_5_0_swapc_sampled", "vs_5_0_cbarrays",
        "ps_5_0_sampleinfo", "cs_5_0_update_strip1", "ps_5_0_iface", "cs_5_0_double", "cs_5_0_double_ext",
        "ps_5_0_feedback", "ps_4_0_load", "vs_4_0_skin_strip1", "vs_4_0_dynindex", "ps_5_0_dynindex",
        "gs_5_0_streams", "cs_5_0_atomic_ret", "ps_5_1_bindless_f100000", "ps_5_1_bindless_strip1", "ds_5_0_fork",
        "cs_5_0_bits", "cs_5_0_gaps6", "ps_5_1_gaps6", "ps_5_1_gaps6_strip1", "ps_4_0_level_9_3_mixed_zi_od",
        "ps_4_0_call", "cs_5_0_message", "ps_5_0_classes", "ps_5_0_method_bodies",
        "vs_5_0_packing", "gs_5_0_packing", "ps_5_0_tbuffer", "cs_5_0_wordat", "cs_5_1_cbrange1",
        "cs_5_1_cbrange1_strip1", "hs_5_0_fork", "ps_5_0_names", "ps_4_0_sampleorder_f1000", "vs_5_0_arrays", "hs_5_0_range",
        "cs_5_0_double_od", "ps_5_0_double_buffer", "ps_5_0_queries", "ps_4_0_queries", "ps_4_0_ssao",
        "vs_4_0_level_9_1_minloop", "ps_4_0_level_9_3_lighting",
        "ps_4_0_level_9_3_lighting_strip1", "gs_5_0_unseen_scaled", "cs_5_0_unseen_atomic",
        "ps_5_0_unseen_narrow_f40000", "cs_5_0_unseen_consume", "vs_5_0_unseen_interp"})
    void matchesGolden(String id) throws IOException {
        Container c = Container.read(Fixtures.dir().resolve("bin").resolve(id + ".dxbc"));
        Decompilation d = Sm4Decompiler.decompile(c);
        Path golden = Path.of("src/test/resources/decompile").resolve(id + ".hlsl");
        String want = Files.readString(golden, StandardCharsets.UTF_8);
        compareWhole(id, want, d.hlsl());
        // the profile is the program's (level 9 named by its Aon9 program); every gap is a marked comment
        String profile = Fixtures.byId(id).orElseThrow().profile();
        assertEquals(profile, d.profile(), id + ": profile");
        for (String gap : d.gaps()) {
            if (!d.hlsl().contains("/* dxkit: " + gap.replace("*/", "* /") + " */")) {
                fail(id + ": gap without its marked comment: " + gap);
            }
        }
        assertEquals(want.contains("/* dxkit: "), !d.complete(), id + ": complete() against the marked comments");
    }

    /** Fails at the first differing line and column, with the bytes escaped. */
    static void compareWhole(String id, String want, String got) {
        if (want.equals(got)) {
            return;
        }
        String[] a = want.split("\n", -1);
        String[] b = got.split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "<end>";
            String y = i < b.length ? b[i] : "<end>";
            if (!x.equals(y)) {
                int col = 0;
                while (col < x.length() && col < y.length() && x.charAt(col) == y.charAt(col)) {
                    col++;
                }
                fail(id + ": line " + (i + 1) + " column " + (col + 1) + ": want [" + escape(x) + "] got [" + escape(y) + "]");
            }
        }
        fail(id + ": differs");
    }

    private static String escape(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) {
            b.append(ch < 0x20 || ch > 0x7e ? String.format("\\x%02x", (int) ch) : String.valueOf(ch));
        }
        return b.toString();
    }
}
