package dev.dxkit.d3d9;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.FourCC;

/**
 * A comment block: token {@code 0xFFFE} with {@code [30:16]} the number of dwords that follow. Its body
 * is kept raw; the constant table ({@code CTAB}) and debug information ({@code DBUG}) are decoded on demand
 * by {@link ConstantTable} and {@link DebugInfo}.
 *
 * @param offset byte offset of the comment token
 * @param body   the dwords after the comment token
 */
public record Comment(int offset, Bytes body) implements Token {
    /** {@return the FourCC in the body's first dword, or 0 when the body is shorter than a dword} */
    public int fourCC() {
        if (body.size() < 4) {
            return 0;
        }
        return body.u8(0) | body.u8(1) << 8 | body.u8(2) << 16 | body.u8(3) << 24;
    }

    /** Whether the body starts with the FourCC {@code kind}. */
    public boolean is(String kind) {
        return fourCC() == FourCC.of(kind);
    }
}
