package dev.dxkit.container;

/** How a container's stored digest compares with the one computed from its bytes. */
public enum DigestState {
    /** Stored equals computed. */
    OK,
    /** Stored is sixteen zero bytes: the container was never signed. */
    ZERO,
    /** Stored is neither zero nor the computed digest. */
    MISMATCH;

    /** Lower-case name as printed and written to JSON ({@code ok}, {@code zero}, {@code mismatch}). */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
