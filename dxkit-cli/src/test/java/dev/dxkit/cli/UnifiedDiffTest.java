package dev.dxkit.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link UnifiedDiff} against what GNU {@code diff -u} prints for the same lines (its hunks, headers dropped). */
class UnifiedDiffTest {
    private static List<String> lines(String s) {
        return s.isEmpty() ? List.of() : List.of(s.split("\n"));
    }

    @Test
    void hunksAsDiffUPrintsThem() {
        List<String> a = lines("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16");
        List<String> b = lines("1\n2\n3\nX\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n15\n16\nY");
        assertEquals(lines("@@ -1,6 +1,7 @@\n 1\n 2\n 3\n+X\n 4\n 5\n 6\n@@ -11,6 +12,6 @@\n 11\n 12\n 13\n-14\n 15\n 16\n+Y"),
                UnifiedDiff.diff(a, b));
        assertEquals(lines("@@ -1 +0,0 @@\n-a"), UnifiedDiff.diff(List.of("a"), List.of()));
        assertEquals(List.of(), UnifiedDiff.diff(a, a));
    }
}
