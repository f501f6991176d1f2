package dev.dxkit.census;

import dev.dxkit.container.Container;

/**
 * One aspect of a container that the census counts. The container layer's survey is always run; each
 * decoder (parts, Shader Model 4/5 token streams, DXIL modules) adds one that counts what it reads.
 * A survey may throw {@link dev.dxkit.io.DxFormatException} for bytes its decoder refuses; the census then
 * lists the file as refused.
 */
public interface Survey {
    /** Counts what {@code c}, classified as {@code program}, holds into {@code tally}. */
    void survey(Container c, Program program, Tally tally);
}
