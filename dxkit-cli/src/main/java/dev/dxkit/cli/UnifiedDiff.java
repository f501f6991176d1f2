package dev.dxkit.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A unified diff of two lists of lines ({@code diff -u}'s hunks, three lines of context), by Myers' greedy
 * O((N+M)·D) algorithm on what is left once the common head and tail are set aside.
 */
final class UnifiedDiff {
    private static final int CONTEXT = 3;

    private UnifiedDiff() {
    }

    /** The hunks, each line starting with ' ', '-' or '+', each hunk with its {@code @@} header; empty when equal. */
    static List<String> diff(List<String> a, List<String> b) {
        int head = 0;
        while (head < a.size() && head < b.size() && a.get(head).equals(b.get(head))) {
            head++;
        }
        int tail = 0;
        while (tail < a.size() - head && tail < b.size() - head
                && a.get(a.size() - 1 - tail).equals(b.get(b.size() - 1 - tail))) {
            tail++;
        }
        List<String> x = a.subList(head, a.size() - tail);
        List<String> y = b.subList(head, b.size() - tail);
        // ops over the whole: ' ' common, '-' from a, '+' from b
        StringBuilder ops = new StringBuilder();
        ops.append(" ".repeat(head));
        ops.append(middle(x, y));
        ops.append(" ".repeat(tail));
        return hunks(a, b, ops);
    }

    /** Myers' shortest edit script for x -> y as ops. */
    private static String middle(List<String> x, List<String> y) {
        int n = x.size();
        int m = y.size();
        if (n == 0 || m == 0) {
            return "-".repeat(n) + "+".repeat(m);
        }
        int max = n + m;
        int[] v = new int[2 * max + 2];
        List<int[]> trace = new ArrayList<>();
        int found = -1;
        for (int d = 0; d <= max && found < 0; d++) {
            trace.add(v.clone());
            for (int k = -d; k <= d; k += 2) {
                int i;
                if (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) {
                    i = v[max + k + 1];
                } else {
                    i = v[max + k - 1] + 1;
                }
                int j = i - k;
                while (i < n && j < m && x.get(i).equals(y.get(j))) {
                    i++;
                    j++;
                }
                v[max + k] = i;
                if (i >= n && j >= m) {
                    found = d;
                    break;
                }
            }
        }
        StringBuilder rev = new StringBuilder();
        int i = n;
        int j = m;
        for (int d = found; d > 0; d--) {
            int[] pv = trace.get(d);
            int k = i - j;
            int prevK = (k == -d || (k != d && pv[max + k - 1] < pv[max + k + 1])) ? k + 1 : k - 1;
            int pi = pv[max + prevK];
            int pj = pi - prevK;
            while (i > pi && j > pj) {
                rev.append(' ');
                i--;
                j--;
            }
            if (prevK == k + 1) {
                rev.append('+');
                j--;
            } else {
                rev.append('-');
                i--;
            }
        }
        while (i > 0 && j > 0) {
            rev.append(' ');
            i--;
            j--;
        }
        return rev.reverse().toString();
    }

    /** A hunk's range as diff -u writes it: "start,count", with ",1" left out and an empty range at its line before. */
    private static String range(int from, int count) {
        return count == 1 ? String.valueOf(from + 1) : (count == 0 ? from : from + 1) + "," + count;
    }

    private static List<String> hunks(List<String> a, List<String> b, CharSequence ops) {
        List<String> out = new ArrayList<>();
        int n = ops.length();
        int at = 0;
        while (at < n) {
            while (at < n && ops.charAt(at) == ' ') {
                at++;
            }
            if (at >= n) {
                break;
            }
            int start = Math.max(0, at - CONTEXT);
            int end = at;
            int quiet = 0;
            while (end < n && quiet <= 2 * CONTEXT) {
                quiet = ops.charAt(end) == ' ' ? quiet + 1 : 0;
                end++;
            }
            end = Math.min(n, end - Math.max(0, quiet - CONTEXT));
            int ai = 0;
            int bi = 0;
            for (int p = 0; p < start; p++) {
                char c = ops.charAt(p);
                if (c != '+') {
                    ai++;
                }
                if (c != '-') {
                    bi++;
                }
            }
            List<String> body = new ArrayList<>();
            int ac = 0;
            int bc = 0;
            int aFrom = ai;
            int bFrom = bi;
            for (int p = start; p < end; p++) {
                char c = ops.charAt(p);
                if (c == ' ') {
                    body.add(" " + a.get(ai++));
                    bi++;
                    ac++;
                    bc++;
                } else if (c == '-') {
                    body.add("-" + a.get(ai++));
                    ac++;
                } else {
                    body.add("+" + b.get(bi++));
                    bc++;
                }
            }
            out.add("@@ -" + range(aFrom, ac) + " +" + range(bFrom, bc) + " @@");
            out.addAll(body);
            at = end;
        }
        return out;
    }
}
