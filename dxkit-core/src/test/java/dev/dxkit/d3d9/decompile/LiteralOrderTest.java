package dev.dxkit.d3d9.decompile;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The order of statements that makes fxc number a scalar literal pool as the original did: the statement
 * that first uses the pool's next value moves ahead with what it depends on, and nothing else moves.
 */
class LiteralOrderTest {
    private static final int QUARTER = Float.floatToIntBits(0.25f);
    private static final int HALF = Float.floatToIntBits(0.5f);

    private static LiteralOrder.Statement s(String text, String reads, String writes, List<Integer> values) {
        return new LiteralOrder.Statement(text, reads.isEmpty() ? Set.of() : Set.of(reads.split(" ")),
                writes.isEmpty() ? Set.of() : Set.of(writes.split(" ")), values, false);
    }

    private static String texts(List<LiteralOrder.Statement> statements) {
        List<String> t = new ArrayList<>();
        for (LiteralOrder.Statement st : statements) {
            t.add(st.text());
        }
        return String.join(" ", t);
    }

    /** fixtures/bin/ps_2_0_main.d3d9: def c0, 0.25, 0.5 — the 0.25 statement and its inputs move before 0.5's. */
    @Test
    void theStatementOfTheFirstPoolValueMovesAheadWithItsInputs() {
        List<LiteralOrder.Statement> run = List.of(
                s("a", "", "r0.x r0.y", List.of()),                       // r0.xy = t0
                s("b", "", "r0.z", List.of(HALF)),                        // r0.z = 0.5
                s("c", "r0.x r0.y r0.z r0.w", "r0.x r0.y r0.z r0.w", List.of()), // r0 = tex3D(…, r0.xyz)
                s("d", "", "r1.x r1.y r1.z r1.w", List.of()),             // r1 = texCUBE
                s("e", "r1.x r1.y r1.z r1.w", "r1.x r1.y r1.z r1.w", List.of(QUARTER)), // r1 = r1 * 0.25
                s("f", "r0.x r0.y r0.z r1.x", "r1.x", List.of()));
        Map<Integer, Integer> pool = Map.of(QUARTER, 0, HALF, 1);
        assertEquals("d e b a c f", texts(LiteralOrder.order(run, pool)));
    }

    @Test
    void aRunThatFollowsThePoolOrHasNoRankedValueKeepsItsOrder() {
        List<LiteralOrder.Statement> run = List.of(
                s("a", "", "r0.x", List.of(QUARTER)),
                s("b", "", "r1.x", List.of(HALF)),
                s("c", "r0.x r1.x", "r2.x", List.of()));
        assertEquals("a b c", texts(LiteralOrder.order(run, Map.of(QUARTER, 0, HALF, 1))));
        assertEquals("a b c", texts(LiteralOrder.order(run, Map.of())));
    }

    /** A barrier (flow control, a clip) is never crossed, and a write after a read keeps its place. */
    @Test
    void barriersAndWritesAfterReadsHoldStatementsInPlace() {
        List<LiteralOrder.Statement> run = List.of(
                s("a", "", "r0.x", List.of(HALF)),
                new LiteralOrder.Statement("if", Set.of(), Set.of(), List.of(), true),
                s("b", "r0.x", "r1.x", List.of(HALF)),
                s("c", "", "r0.x", List.of(QUARTER)));
        // 0.5 is first used before the barrier: past it, the run already follows the pool, and nothing moves
        assertEquals("a if b c", texts(LiteralOrder.order(run, Map.of(QUARTER, 0, HALF, 1))));
        List<LiteralOrder.Statement> war = List.of(
                s("b", "r0.x", "r1.x", List.of(HALF)),
                s("c", "", "r0.x", List.of(QUARTER)));
        // c overwrites what b reads: it cannot move ahead of b, so the order stays
        assertEquals("b c", texts(LiteralOrder.order(war, Map.of(QUARTER, 0, HALF, 1))));
    }
}
