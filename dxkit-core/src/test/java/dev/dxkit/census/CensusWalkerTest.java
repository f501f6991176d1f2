package dev.dxkit.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CensusWalkerTest {
    @TempDir
    Path dir;

    private Census census(GroupBy groupBy, int threads) throws Exception {
        Synthetic.write(dir);
        return CensusWalker.run(List.of(dir.toString()), new CensusWalker.Options(groupBy, false, threads, true));
    }

    @Test
    void countsEveryKindOfFileByHand() throws Exception {
        Census c = census(GroupBy.TOP, 2);
        Tally t = c.total();
        assertEquals(20, t.get(Measure.FILES));
        assertEquals(3, t.get(Measure.SKIPPED)); // readme.txt, empty, lib63.dxc.txt
        assertEquals(4, t.get(Measure.REFUSED), c.refused().toString());
        assertEquals(13, t.get(Measure.PROGRAMS));
        assertEquals(11, t.get(Measure.CONTAINERS));
        assertEquals(2, t.get(Measure.D3D9_PROGRAMS));
        assertEquals(12, t.get(Measure.DISTINCT)); // copy.dxbc repeats ps50.dxbc
        assertEquals(new TreeMap<>(Map.of("pixel", 5L, "vertex", 2L, "compute", 1L, "library", 1L,
                "(no program)", 2L, "d3d9 pixel", 1L, "d3d9 vertex", 1L)), t.table(Table.KINDS).byKey());
        assertEquals(new TreeMap<>(Map.of("SM 5.0", 6L, "SM 4.0 level 9", 1L, "SM 5.1", 1L, "SM 6.3", 1L,
                "effect", 1L, "root signature", 1L, "D3D9 ps_2_0", 1L, "D3D9 vs_1_1", 1L)),
                t.table(Table.CONTAINER_KINDS).byKey());
        assertEquals(new TreeMap<>(Map.of("ps_5_0", 5L, "vs_5_0", 1L, "vs_4_0", 1L, "cs_5_1", 1L, "lib_6_3", 1L,
                "ps_2_0", 1L, "vs_1_1", 1L)), t.table(Table.TARGETS).byKey());
        assertEquals(new TreeMap<>(Map.of("ok", 9L, "zero", 1L, "mismatch", 1L)), t.table(Table.DIGESTS).byKey());
        assertEquals(new TreeMap<>(Map.of("digest-zero", 1L, "digest-mismatch", 1L, "gap", 1L,
                "trailing-bytes", 1L)), t.table(Table.FINDINGS).byKey());
        assertEquals(3, t.table(Table.PART_SETS).count("ISGN OSGN SHEX"));
        assertEquals(1, t.table(Table.PART_SETS).count("ISG1 OSGN SHEX SFI0"));
        assertEquals(2, t.table(Table.PART_SETS).count("SHEX STAT")); // top.dxbc and gap.dxbc
        assertEquals(new TreeMap<>(Map.of("container", 1L, "d3d9", 1L, "SHEX", 1L, "DXIL", 1L)), t.table(Table.REFUSALS).byKey());
        // what the decoders read
        assertEquals(2, t.get(Measure.SIGNATURE_RECORDS));
        assertEquals(new TreeMap<>(Map.of("stream 0", 2L, "minPrecision 0", 1L, "minPrecision 1", 1L)),
                t.table(Table.SIGNATURE_COLUMNS).byKey());
        assertEquals(1, t.table(Table.FEATURES).count("MINIMUM_PRECISION"));
        assertEquals(8, t.get(Measure.SM4_PROGRAMS)); // every SHEX/SHDR container read
        assertEquals(9, t.get(Measure.SM4_INSTRUCTIONS)); // ret in 7 of them, twice in zero.dxbc, sync in cs51
        assertEquals(3, t.get(Measure.SM4_DECLARATIONS)); // dcl_globalFlags in ps50, copy, mismatch
        assertEquals(1, t.get(Measure.SM4_LONGEST));
        assertEquals(new TreeMap<>(Map.of("dcl_globalFlags refactoringAllowed", 3L, "sync_g_t", 1L)),
                t.table(Table.CONTROLS).byKey());
        assertEquals(new TreeMap<>(Map.of("equals the decoded count", 1L, "differs", 1L, "unreadable", 1L)),
                t.table(Table.STAT_CHECK).byKey());
        // the DXIL library: its six entry functions by kind, its dx.op calls
        assertEquals(1, t.get(Measure.DXIL_PROGRAMS));
        assertEquals(new TreeMap<>(Map.of("library: raygeneration", 1L, "library: miss", 1L, "library: closesthit", 1L,
                "library: anyhit", 1L, "library: intersection", 1L, "library: callable", 1L)),
                t.table(Table.ENTRY_KINDS).byKey());
        assertEquals(60, t.get(Measure.DX_OP_CALLS));
        assertEquals(10, t.table(Table.DX_OPS).count("dx.op 160")); // createHandleForLib
        // reports name the operation; JSON keeps the number as the key and names it in dxOpNames
        String json = CensusJson.json(c);
        int names = json.indexOf("\"dxOpNames\": {\n");
        assertTrue(names > 0 && json.indexOf("\n    \"dx.op 160\": \"CreateHandleForLib\"", names) > 0, json);
        assertTrue(json.contains("\"dx.op 160\": 10"), json);
        assertTrue(CensusText.text(c).contains("\n  CreateHandleForLib (160)  "), CensusText.text(c));
        assertTrue(CensusHtml.html(c).contains("<td class=\"k\">CreateHandleForLib (160)</td>"));
        assertEquals(List.of(".", "a", "b"), List.copyOf(c.groups().keySet()));
        assertEquals(5, c.groups().get("a").get(Measure.PROGRAMS));
        assertEquals(4, c.groups().get("a").get(Measure.DISTINCT));
        assertEquals(4, c.refused().size());
        assertEquals(dir.resolve("b/bad.d3d9").toString(), c.refused().get(0).path());
        assertEquals("d3d9 @0x0004: expected a Direct3D 9 opcode, found 0x5678", c.refused().get(0).reason());
    }

    @Test
    void listsEveryProgramItCounts() throws Exception {
        Synthetic.write(dir);
        CensusWalker w = new CensusWalker(List.of(dir.toString()), new CensusWalker.Options(GroupBy.TOP, false, 3, false),
                CensusWalker.defaultSurveys()).listPrograms();
        Census c = w.run();
        List<ProgramEntry> rows = w.programs();
        assertEquals(c.total().get(Measure.PROGRAMS), rows.size());
        for (int i = 1; i < rows.size(); i++) {
            assertTrue(rows.get(i - 1).path().compareTo(rows.get(i).path()) < 0, "path order");
        }
        Histogram kinds = new Histogram();
        Histogram digests = new Histogram();
        long sm4 = 0;
        long calls = 0;
        for (ProgramEntry p : rows) {
            kinds.add(p.kind(), 1);
            digests.add(p.digest(), p.digest().isEmpty() ? 0 : 1);
            sm4 += p.partSet().isEmpty() ? 0 : Math.max(0, p.instructions()); // the containers' instructions
            calls += Math.max(0, p.dxOpCalls());
            assertEquals(64, p.sha256().length());
        }
        assertEquals(c.total().table(Table.KINDS).byKey(), kinds.byKey());
        assertEquals(c.total().table(Table.DIGESTS).byKey(), digests.byKey());
        assertEquals(c.total().get(Measure.SM4_INSTRUCTIONS), sm4);
        assertEquals(c.total().get(Measure.DX_OP_CALLS), calls);
        // a copy names the first program with its sha256; the distinct count is the rows that are no copy
        List<String> copies = ProgramList.copyOf(rows);
        assertEquals(c.total().get(Measure.DISTINCT), copies.stream().filter(java.util.Objects::isNull).count());
        // the same census as without the listing
        assertEquals(CensusJson.json(c), CensusJson.json(
                CensusWalker.run(List.of(dir.toString()), new CensusWalker.Options(GroupBy.TOP, false, 1, false))));
    }

    @Test
    void equalsAnIndependentCountOnEveryNumber() throws Exception {
        Census c = census(GroupBy.TOP, 2);
        IndependentCount.assertSame(IndependentCount.of(dir.toFile()), IndependentCount.flatten(c));
    }

    @Test
    void oneThreadAndManyGiveTheSameOutput() throws Exception {
        Census one = census(GroupBy.DIR, 1);
        Census four = CensusWalker.run(List.of(dir.toString()), new CensusWalker.Options(GroupBy.DIR, false, 4, false));
        assertEquals(CensusJson.json(one), CensusJson.json(four));
        assertEquals(List.of(".", "a", "a/sub", "b"), List.copyOf(one.groups().keySet()));
    }
}
