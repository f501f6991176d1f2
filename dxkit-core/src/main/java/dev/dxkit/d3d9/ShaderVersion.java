package dev.dxkit.d3d9;

/**
 * A Direct3D 9 version token: {@code [31:16]} 0xFFFE for a vertex program, 0xFFFF for a pixel program,
 * {@code [15:8]} major, {@code [7:0]} minor.
 */
public record ShaderVersion(int token) {
    /**
     * Whether {@code token} is a vertex or pixel version token (0xFFFE or 0xFFFF in the high half).
     *
     * @param token the version token
     */
    public static boolean isVersionToken(int token) {
        int kind = token >>> 16;
        return kind == 0xFFFE || kind == 0xFFFF;
    }

    /**
     * Whether {@code token} is a version token of a program dxkit knows: vertex or pixel, major 1 to 3, minor
     * 0 to 4 or 0xFF (the software targets). The one test by which a file is taken for a raw Direct3D 9 program.
     *
     * @param token the version token
     */
    public static boolean isKnown(int token) {
        int major = token >>> 8 & 0xFF;
        int minor = token & 0xFF;
        return isVersionToken(token) && major >= 1 && major <= 3 && (minor <= 4 || minor == 0xFF);
    }

    /**
     * Whether {@code head} (a file's first bytes) starts a raw Direct3D 9 program: a {@linkplain #isKnown known}
     * version token, or a texture-fill program's ({@code tx_1_0}).
     */
    public static boolean startsProgram(byte[] head) {
        if (head.length < 4) {
            return false;
        }
        int token = (head[0] & 0xFF) | (head[1] & 0xFF) << 8 | (head[2] & 0xFF) << 16 | (head[3] & 0xFF) << 24;
        return isKnown(token) || Preshader.isTextureFillVersion(token);
    }

    /** {@return whether this is a pixel program} */
    public boolean isPixel() {
        return (token >>> 16) == 0xFFFF;
    }

    /** {@return whether this is a vertex program} */
    public boolean isVertex() {
        return !isPixel();
    }

    /** {@return the major version, bits [15:8] of the token} */
    public int major() {
        return (token >>> 8) & 0xFF;
    }

    /** {@return the minor version, bits [7:0] of the token} */
    public int minor() {
        return token & 0xFF;
    }

    /** {@code major * 0x100 + minor}, for ordered comparisons (ps_1_4 is 0x104). */
    public int level() {
        return token & 0xFFFF;
    }

    /**
     * The profile as D3DDisassemble names it: {@code vs_2_0}, {@code ps_1_4}; minor 1 of a 2.x program is
     * {@code vs_2_x}/{@code ps_2_x}, minor 0xFF of 3.0 is {@code vs_3_sw}.
     */
    public String profile() {
        String prefix = (token >>> 16) == 0x5458 ? "tx_" : isPixel() ? "ps_" : "vs_";
        String minor;
        if (minor() == 0xFF) {
            minor = "sw";
        } else if (major() == 2 && minor() == 1) {
            minor = "x";
        } else {
            minor = Integer.toString(minor());
        }
        return prefix + major() + "_" + minor;
    }

    /** The profile, {@code ps_3_0} (a record's default text, {@code ShaderVersion[token=-64768]}, reads badly). */
    @Override
    public String toString() {
        return profile();
    }
}
