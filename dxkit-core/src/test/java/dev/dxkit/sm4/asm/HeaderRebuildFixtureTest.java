package dev.dxkit.sm4.asm;

import dev.dxkit.fixtures.Fixture;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code dxkit asm} without a base over the fixtures: the container rebuilt from Microsoft's flag-0 listing alone
 * (header comments, level-9 block and program) lists back as that listing, byte for byte. What a header holds
 * that is not rebuilt (the debug annotations of a /Zi build, class linkage tables) is counted by cause; any other
 * line that differs fails.
 */
class HeaderRebuildFixtureTest {
    @Test
    void theContainerFromTheTextAloneListsBackAsMicrosoftsListing() {
        int compared = 0;
        Map<String, Integer> causes = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (Fixture f : Sm4AssemblerFixtureTest.fixtures()) {
            compared++;
            String text = f.listing(0);
            String why = AsmRoundTrip.rebuiltListsBack(text);
            if (why != null) {
                String cause = AsmRoundTrip.rebuildCause(text, why);
                causes.merge(cause, 1, Integer::sum);
                if (cause.startsWith("line")) {
                    failures.add(f.id() + ": " + why);
                }
            }
        }
        System.out.println("asm without a base of Microsoft's flag-0 listing lists back as it, fixtures: "
                + (compared - causes.values().stream().mapToInt(Integer::intValue).sum()) + " of " + compared + "; the others by cause: " + causes);
        failures.stream().limit(40).forEach(s -> System.out.println("  " + s));
        assertEquals(List.of(), failures);
        // every fixture but the /Zi ones (debug annotations) and the five with class linkage tables
        int same = compared - causes.values().stream().mapToInt(Integer::intValue).sum();
        org.junit.jupiter.api.Assertions.assertTrue(same >= 288, "rebuilt and listed back: " + same);
    }
}
