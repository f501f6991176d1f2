package dev.dxkit.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

class SurveyMemoTest {
    @TempDir
    Path dir;

    /** Three copies of the synthetic collection (every kind of program, refusals, a copy within it). */
    private List<String> copies() throws Exception {
        for (String copy : List.of("one", "two", "three")) {
            Synthetic.write(dir.resolve(copy));
        }
        return List.of(dir.toString());
    }

    private static String json(List<String> roots, GroupBy groupBy, int threads, long budget, boolean list)
            throws Exception {
        CensusWalker w = new CensusWalker(roots, new CensusWalker.Options(groupBy, false, threads, false),
                CensusWalker.defaultSurveys()).memoBudget(budget);
        if (list) {
            w.listPrograms();
        }
        Census c = w.run();
        return list ? w.programs().toString() : CensusJson.json(c);
    }

    @Test
    void copiesCountedFromTheMemoGiveTheReportOfSurveyingEveryCopy() throws Exception {
        List<String> roots = copies();
        for (GroupBy g : GroupBy.values()) {
            for (int threads : new int[] {1, 3}) {
                String surveyed = json(roots, g, threads, 0, false);
                assertEquals(surveyed, json(roots, g, threads, SurveyMemo.BUDGET, false), g + ", " + threads + " threads");
                assertEquals(surveyed, json(roots, g, threads, 600, false), g + ", a budget that holds a few programs");
            }
        }
        assertEquals(json(roots, GroupBy.TOP, 2, 0, true), json(roots, GroupBy.TOP, 2, SurveyMemo.BUDGET, true));
    }

    @Test
    void onlyEqualBytesFindTheKeptCounts() {
        SurveyMemo memo = new SurveyMemo(1 << 20);
        byte[] a = {'D', 'X', 'B', 'C', 1, 2, 3, 4};
        byte[] b = {'D', 'X', 'B', 'C', 1, 2, 3, 5};
        Tally counts = new Tally();
        counts.count(Table.KINDS, "pixel");
        long key = SurveyMemo.key(a, 0, a.length);
        memo.keep(key, a, 0, a.length, counts, -1);
        assertEquals(counts.table(Table.KINDS).byKey(), memo.tally(memo.find(key, a, 0, a.length)).table(Table.KINDS).byKey());
        byte[] inside = {9, 'D', 'X', 'B', 'C', 1, 2, 3, 4, 9};
        assertNotNull(memo.find(key, inside, 1, a.length));
        assertNull(memo.find(key, b, 0, b.length)); // the same key (as if CRC-32C collided), other bytes
        assertNull(memo.find(key, a, 0, a.length - 1));
        assertNull(memo.find(SurveyMemo.key(b, 0, b.length), b, 0, b.length));
    }

    @Test
    void keepsNothingBeyondItsBudget() {
        SurveyMemo memo = new SurveyMemo(100);
        byte[] big = new byte[200];
        long key = SurveyMemo.key(big, 0, big.length);
        memo.keep(key, big, 0, big.length, new Tally(), -1);
        assertNull(memo.find(key, big, 0, big.length));
    }
}
