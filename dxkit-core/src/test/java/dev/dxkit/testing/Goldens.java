package dev.dxkit.testing;

/** Whole-text golden comparison that names the first differing line with its bytes escaped. */
public final class Goldens {
    private Goldens() {
    }

    /** Null when equal, else "line N: expected «…», found «…»". */
    public static String firstDifference(String expected, String actual) {
        if (expected.equals(actual)) {
            return null;
        }
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        for (int i = 0; i < Math.max(e.length, a.length); i++) {
            String el = i < e.length ? e[i] : "<end>";
            String al = i < a.length ? a[i] : "<end>";
            if (!el.equals(al)) {
                return "line " + (i + 1) + ": expected «" + escape(el) + "», found «" + escape(al) + "»";
            }
        }
        return "differs";
    }

    public static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 0x20 || c > 0x7e) {
                sb.append(String.format(java.util.Locale.ROOT, "\\x%02x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
