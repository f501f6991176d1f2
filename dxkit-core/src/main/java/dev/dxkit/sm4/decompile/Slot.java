package dev.dxkit.sm4.decompile;

/**
 * Where one 32-bit lane of a register lives in the HLSL text: an expression {@code base} and the swizzle
 * token that picks the lane from it ({@code x} … {@code w}, or {@code _m01} for a matrix element), with the
 * type the HLSL declares it as ({@code 'f'} float, {@code 'i'} int, {@code 'u'} uint, {@code 'b'} bool).
 * Lanes with the same base and type read together as one swizzle ({@code base.xzw}).
 *
 * @param scalar  true when {@code base} is a scalar that takes no swizzle as a destination
 * @param narrow  the minimum-precision type a value written to the lane is cast to ({@code min16float}), or null:
 *                fxc warns of the implicit narrowing (X3205), which {@code /WX} makes an error
 */
record Slot(String base, String token, char type, boolean scalar, String narrow) {
    Slot(String base, String token, char type, boolean scalar) {
        this(base, token, type, scalar, null);
    }

    static Slot vector(String base, int component, char type) {
        return new Slot(base, String.valueOf("xyzw".charAt(component)), type, false);
    }
}
