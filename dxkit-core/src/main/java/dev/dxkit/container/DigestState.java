package dev.dxkit.container;

/** How a container's stored digest compares with the one computed from its bytes. */
public enum DigestState {
    /** Stored equals computed. */
    OK,
    /** Stored is sixteen zero bytes: the container was never signed. */
    ZERO,
    /** Stored is neither zero nor the computed digest (nor its debug variant). */
    MISMATCH,
    /**
     * Stored is the debug variant of the digest ({@link ContainerDigest#computeDebug}), which fxc signs a
     * program that has {@code abort} or {@code debug_break} with: Direct3D accepts it (D3DDisassemble notes
     * that the program runs only with the debug layer), so it is no finding.
     */
    DEBUG;

    /** Lower-case name as printed and written to JSON ({@code ok}, {@code zero}, {@code mismatch}). */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
