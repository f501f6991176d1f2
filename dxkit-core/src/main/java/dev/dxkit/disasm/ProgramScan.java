package dev.dxkit.disasm;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.ByteReader;

import java.util.Optional;

/**
 * The little the listing header needs from the token stream (SHDR/SHEX) without decoding it: the program
 * type from the version token and whether {@code dcl_globalFlags} forces early depth-stencil.
 *
 * <pre>
 * version token: [3:0] minor  [7:4] major  [31:16] program type (0 pixel, 1 vertex, 2 geometry, 3 hull,
 *                4 domain, 5 compute)
 * opcode token:  [10:0] opcode  [23:11] controls  [30:24] length in dwords (0 for some)  [31] extended
 * </pre>
 */
final class ProgramScan {
    static final int PIXEL = 0;
    static final int VERTEX = 1;
    static final int GEOMETRY = 2;
    static final int HULL = 3;
    static final int DOMAIN = 4;
    static final int COMPUTE = 5;
    /** {@code dcl_globalFlags}. */
    private static final int DCL_GLOBAL_FLAGS = 0x6a;
    /** D3D11_SB_GLOBAL_FLAG_FORCE_EARLY_DEPTH_STENCIL, bit 2 of the controls. */
    private static final int FORCE_EARLY_DEPTH_STENCIL = 1 << 13;

    private ProgramScan() {
    }

    static Optional<PartEntry> program(Container c) {
        Optional<PartEntry> p = c.part("SHEX");
        return p.isPresent() ? p : c.part("SHDR");
    }

    /** The program type of the version token, or -1 without a token stream. */
    static int programType(Container c) {
        Optional<PartEntry> p = program(c);
        if (p.isEmpty() || p.get().size() < 4) {
            return -1;
        }
        return p.get().data().reader("SHEX").u16At(2);
    }

    /** Whether a {@code dcl_globalFlags} among the declarations sets forceEarlyDepthStencil. */
    static boolean forcesEarlyDepthStencil(Container c) {
        Optional<PartEntry> p = program(c);
        if (p.isEmpty()) {
            return false;
        }
        ByteReader r = p.get().data().reader(p.get().kind());
        if (r.size() < 8) {
            return false;
        }
        long dwords = Math.min(r.u32At(4), r.size() / 4);
        // the global flags are declared among the first few tokens; stop at the first non-declaration length 0
        for (long at = 2; at < dwords; ) {
            int tok = r.i32At((int) at * 4);
            int op = tok & 0x7ff;
            int len = tok >>> 24 & 0x7f;
            if (op == DCL_GLOBAL_FLAGS) {
                return (tok & FORCE_EARLY_DEPTH_STENCIL) != 0;
            }
            if (op == 0x35 && at + 1 < dwords) {
                len = (int) Math.min(r.u32At((int) (at + 1) * 4), dwords);   // customdata: its length follows
            }
            if (len == 0) {
                return false;
            }
            at += len;
        }
        return false;
    }
}
