package dev.dxkit.hlsl;

import java.util.List;

/**
 * HLSL recovered from a compiled program.
 *
 * @param hlsl    the source text, with {@code main} as its entry point
 * @param profile the profile to compile it for ({@code ps_5_0}, {@code vs_3_0} …), the original's
 * @param gaps    what could not be expressed, one line each; each is also a marked comment in {@code hlsl}.
 *                Empty when the text is complete.
 */
public record Decompilation(String hlsl, String profile, List<String> gaps) {
    /** Copies {@code gaps}. */
    public Decompilation {
        gaps = List.copyOf(gaps);
    }

    /** True when nothing was left out. */
    public boolean complete() {
        return gaps.isEmpty();
    }
}
