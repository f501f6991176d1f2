package dev.dxkit.fuzz;

import dev.dxkit.io.DxFormatException;

/**
 * What a fuzz target allows a decoder to do with bad input: refuse it with a {@link DxFormatException} that
 * names where. Anything else escapes to the fuzzer as a finding: another exception, an error (out of memory,
 * stack overflow), or a hang past the run's timeout.
 */
final class Refusal {
    private Refusal() {
    }

    /** A step of a target: one decoder call over the input. */
    interface Step {
        void run();
    }

    /** Runs {@code step}; a refusal is an accepted outcome and ends it, checked for a location. */
    static void allowed(Step step) {
        try {
            step.run();
        } catch (DxFormatException e) {
            if (e.offset() < 0 || e.where() == null || e.where().isEmpty()) {
                throw new IllegalStateException("a refusal must say where: " + e.getMessage(), e);
            }
        }
    }
}
