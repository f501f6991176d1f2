package dev.dxkit.sm4.decompile;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Typed temporaries, for the profiles that have no {@code asint}/{@code asuint}/{@code asfloat} (level 9):
 * each register lane lives in {@code r0} (float), {@code r0i} (int) or {@code r0u} (uint) by the type of the
 * instruction that last wrote it. The type of each lane is followed through the structured flow: where
 * two paths leave a lane in different types ({@code 'm'}), a read of it is a gap rather than a guess.
 * Comparison results are {@code 'k'}: a uint that is all ones or zero.
 */
final class Temps {
    /** Type by lane ({@code register * 4 + component}). */
    private Map<Long, Character> state = new HashMap<>();
    /** An open if: the state on entry, and the state at the end of its then-part once an else began. */
    private static final class Frame {
        final Map<Long, Character> entry;
        Map<Long, Character> then;

        Frame(Map<Long, Character> entry) {
            this.entry = entry;
        }
    }

    private final Deque<Frame> frames = new ArrayDeque<>();
    /** Names in use, by type: "r0" → 'f'. */
    final Map<String, Character> used = new TreeMap<>();

    static char storage(char t) {
        return t == 'k' ? 'u' : t;
    }

    static String name(long register, char t) {
        return "r" + register + switch (storage(t)) {
            case 'i' -> "i";
            case 'u' -> "u";
            default -> "";
        };
    }

    /** The type lane {@code c} of {@code register} holds now: f, i, u, k, m (mixed), or 0 (never written). */
    char type(long register, int c) {
        return state.getOrDefault(register * 4 + c, (char) 0);
    }

    String use(long register, char t) {
        String n = name(register, t);
        used.put(n, storage(t));
        return n;
    }

    void wrote(long register, int mask, char t) {
        for (int c = 0; c < 4; c++) {
            if ((mask & 1 << c) != 0) {
                state.put(register * 4 + c, t);
            }
        }
    }

    /** Lanes a loop or switch body writes: a lane written there in another type than it has now becomes mixed. */
    void enterBody(Map<Long, Character> writes) {
        for (Map.Entry<Long, Character> w : writes.entrySet()) {
            Character now = state.get(w.getKey());
            char t = w.getValue();
            if (now == null || now == 0 || storage(now) == storage(t) && t != 'm') {
                state.put(w.getKey(), now != null && now == 'k' && t == 'k' ? 'k' : t == 'k' && now != null ? 'u' : t);
            } else {
                state.put(w.getKey(), 'm');
            }
        }
    }

    void enterIf() {
        frames.push(new Frame(new HashMap<>(state)));
    }

    void enterElse() {
        Frame f = frames.peek();
        if (f == null) {
            return;
        }
        f.then = state;
        state = new HashMap<>(f.entry);
    }

    void leaveIf() {
        Frame f = frames.poll();
        if (f == null) {
            return;
        }
        Map<Long, Character> other = f.then != null ? f.then : f.entry;
        Map<Long, Character> merged = new HashMap<>(state);
        for (Map.Entry<Long, Character> e : other.entrySet()) {
            Character mine = merged.get(e.getKey());
            char o = e.getValue();
            if (mine == null) {
                merged.put(e.getKey(), o);
            } else if (mine != o) {
                merged.put(e.getKey(), storage(mine) == storage(o) && mine != 'm' && o != 'm' ? 'u' : 'm');
            }
        }
        state = merged;
    }
}
