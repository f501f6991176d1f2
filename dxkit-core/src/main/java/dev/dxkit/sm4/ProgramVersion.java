package dev.dxkit.sm4;

import dev.dxkit.io.Bits;
import dev.dxkit.io.DxFormatException;

/**
 * The version token, dword 0 of a SHDR/SHEX part: {@code [3:0] minor  [7:4] major  [31:16] program type}.
 * Dword 1 is the program's length in dwords.
 */
public record ProgramVersion(ProgramType type, int major, int minor) {
    /** Reads a version token; {@code where} and {@code offset} name it in an error. */
    public static ProgramVersion parse(int token, String where, long offset) {
        int t = Bits.field(token, 31, 16);
        java.util.Optional<ProgramType> type = ProgramType.byCode(t); // no lambda: a listing's first costs start-up
        if (type.isEmpty()) {
            throw new DxFormatException(where, offset, "dword 0: expected a program type 0..5, found " + t);
        }
        return new ProgramVersion(type.get(), Bits.field(token, 7, 4), Bits.field(token, 3, 0));
    }

    /** True from Shader Model 5.1 on, where resource operands carry a range id and declarations a space. */
    public boolean isSm51OrLater() {
        return major > 5 || (major == 5 && minor >= 1);
    }

    /** True from Shader Model 5.0 on. */
    public boolean isSm5OrLater() {
        return major >= 5;
    }

    /** {@return the listing's version line: {@code ps_5_0}} */
    public String text() {
        return type.prefix() + "_" + major + "_" + minor;
    }
}
