package dev.dxkit.part;

/**
 * An enumeration value in a part tree: the name its header gives it ({@code D3D_SIT_TEXTURE}) and the number
 * as stored. A value the header does not define keeps its number and has no name. {@code dxkit dump} prints
 * the name (or the number) as text and both as JSON ({@code {"name": …, "value": …}}).
 *
 * @param name  the header's name, or null for an undefined value
 * @param value the number as stored
 */
public record Named(String name, long value) {
    /** The value {@code value} named by {@code name} (null when undefined). */
    public static Named of(String name, long value) {
        return new Named(name, value);
    }

    /** The name, or the number in decimal when the value has none. */
    @Override
    public String toString() {
        return name != null ? name : Long.toString(value);
    }
}
