package dev.dxkit.disasm;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;

import java.util.Optional;

/**
 * The little the listing header needs from the token stream (SHDR/SHEX) without decoding it: whether
 * {@code dcl_globalFlags} forces early depth-stencil and whether a debug-layer instruction occurs. The program
 * type constants name the version token's [31:16] ({@link HeaderParts#programType()} reads it).
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

    /** {@link #scan} bit: a {@code dcl_globalFlags} sets forceEarlyDepthStencil. */
    static final int EARLY_DEPTH = 1;
    /** {@link #scan} bit: the program has an {@code abort} or {@code debug_break} (D3D 11.1 debug-layer instructions). */
    static final int DEBUG_LAYER = 2;
    /** D3D11_SB_OPCODE_ABORT and D3D11_SB_OPCODE_DEBUG_BREAK. */
    private static final int ABORT = 0xcf;
    private static final int DEBUG_BREAK = 0xd0;

    /** D3D10_SB_OPCODE_CUSTOMDATA: its length is the dword after the opcode token. */
    private static final int CUSTOMDATA = 0x35;

    /**
     * {@link #scan(Container)} over a program already read. It steps by the lengths exactly as the program's
     * cursor does ({@link TokenCursor#next()}: [30:24] of the opcode token, or for customdata the dword after
     * it; a length of 0 or one that runs past the end is malformed), but over the words directly: the scan
     * walks every instruction of every listing, and the cursor's bookkeeping made it twice as slow. It stops
     * quietly where the lengths are malformed (the listing then fails in the body, where the cursor refuses
     * them).
     */
    static int scan(Sm4Program program) {
        int found = 0;
        int end = program.lengthInDwords();
        int at = 2;                                         // after the version and length dwords
        while (at < end) {
            int tok = program.word(at);
            int op = tok & 0x7ff;
            int len;
            if (op == CUSTOMDATA) {
                if (at + 1 >= end) {
                    break;
                }
                long n = program.word(at + 1) & 0xFFFF_FFFFL;
                if (n < 2 || n > end - at) {
                    break;
                }
                len = (int) n;
            } else {
                len = tok >>> 24 & 0x7f;
                if (len == 0 || len > end - at) {
                    break;
                }
            }
            if (op == DCL_GLOBAL_FLAGS && (tok & FORCE_EARLY_DEPTH_STENCIL) != 0) {
                found |= EARLY_DEPTH;
            } else if (op == ABORT || op == DEBUG_BREAK) {
                found |= DEBUG_LAYER;
            }
            at += len;
        }
        return found;
    }

    /** {@link #scan(Sm4Program)} of the container's program; 0 without one, or with one whose header is malformed. */
    static int scan(Container c) {
        Optional<PartEntry> p = program(c);
        if (p.isEmpty()) {
            return 0;
        }
        try {
            return scan(Sm4Program.read(p.get().kind(), p.get().data()));
        } catch (DxFormatException e) {
            return 0;
        }
    }
}
