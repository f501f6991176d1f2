package dev.dxkit.pdb;

import dev.dxkit.io.Bytes;
import java.util.List;

/**
 * A CodeView symbol record of a module stream, decoded for the kinds a listing needs; every record starts
 * with u16 length (excluding itself) and u16 kind. {@code at} is the record's offset in the module stream,
 * which is how {@code parent} and {@code end} fields refer to records.
 */
public sealed interface CvSymbol {
    /** {@return the record's offset in its module stream} */
    int at();

    /**
     * S_GPROC32 (0x1110) / S_LPROC32 (0x110f): a function. 0x4 parent, 0x8 end, 0xC next, 0x10 code length,
     * 0x14 debug start, 0x18 debug end, 0x1C type, 0x20 code offset, 0x24 segment, 0x26 flags, 0x27 name.
     */
    record Procedure(int at, long end, long codeLength, int type, long codeOffset, String name) implements CvSymbol {
    }

    /** S_INLINESITE (0x114d): an inlined call; {@code inlinee} is an id record; the annotations make rows. */
    record InlineSite(int at, long end, long inlinee, Bytes annotations) implements CvSymbol {
    }

    /** S_BLOCK32 (0x1103): a nested scope. */
    record Block(int at, long end) implements CvSymbol {
    }

    /** S_END (0x0006), S_INLINESITE_END (0x114e) or S_PROC_ID_END (0x114f): closes the innermost scope. */
    record End(int at, int kind) implements CvSymbol {
    }

    /** S_LOCAL (0x113e): a variable (parameter, local, return value) of the enclosing scope. */
    record Local(int at, int type, int flags, String name) implements CvSymbol {
    }

    /**
     * S_DEFRANGE_HLSL (0x1150): a register component holds bytes {@code [offset, offset + size)} of the
     * preceding variable over the token stream bytes {@code [start, start + length)}, except in the gaps.
     *
     * <pre>
     * 0x0 register type  0x2 flags ([1:0] index count)  0x4 offset in the variable  0x6 size
     * 0x8 range start  0xC section  0xE range length  0x10 gaps (u16 start, u16 length)…  end-4n indices (u32)
     * </pre>
     */
    record DefRangeHlsl(int at, int registerType, int offsetInVariable, int size, long start, int length,
            List<int[]> gaps, long[] indices) implements CvSymbol {
    }

    /** Any other kind, kept raw. */
    record Other(int at, int kind, Bytes body) implements CvSymbol {
    }
}
