package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.TokenCursor;

import java.util.Optional;

/**
 * The little the listing header needs from the token stream (SHDR/SHEX) without decoding it: whether
 * {@code dcl_globalFlags} forces early depth-stencil and whether a debug-layer instruction occurs. The program
 * type constants name the version token's [31:16] ({@link ListingParts#programType()} reads it).
 *
 * <p>Both may come from any instruction. A listing does not walk the program for them before its body: it
 * prints the header by {@link #guess}, the bits of the first instruction, has the body report what its
 * instructions give ({@link #of}), and prints again in the rare case the two differ.
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
    /** enableDoublePrecisionFloatOps, bit 1 of the controls. */
    private static final int ENABLE_DOUBLES = 1 << 12;
    /** enableMinimumPrecision, enable11_1DoubleExtensions, enable11_1ShaderExtensions: bits 5 to 7 of the controls. */
    private static final int ENABLE_MIN_PRECISION = 1 << 16;
    private static final int ENABLE_DOUBLE_EXTENSIONS = 1 << 17;
    private static final int ENABLE_SHADER_EXTENSIONS = 1 << 18;

    private ProgramScan() {
    }

    /** The container's token stream: its SHEX part, else its SHDR part. */
    static Optional<PartEntry> program(Container c) {
        return Optional.ofNullable(ListingParts.of(c).program());
    }

    /** {@link #scan} bit: a {@code dcl_globalFlags} sets forceEarlyDepthStencil. */
    static final int EARLY_DEPTH = 1;
    /** {@link #scan} bit: the program has an {@code abort} or {@code debug_break} (D3D 11.1 debug-layer instructions). */
    static final int DEBUG_LAYER = 2;
    /**
     * {@link #scan} bits: a {@code dcl_globalFlags} enables doubles, minimum precision, the 11.1 double or shader
     * extensions. D3DDisassemble lists these features from the flags as well as from SFI0 (a container without SFI0,
     * or whose SFI0 lacks the bit, still gets the note), as SFI0 bits 0, 4, 5 and 6.
     */
    static final int DOUBLES = 4;
    static final int MIN_PRECISION = 8;
    static final int DOUBLE_EXTENSIONS = 16;
    static final int SHADER_EXTENSIONS = 32;
    /** D3D11_SB_OPCODE_ABORT and D3D11_SB_OPCODE_DEBUG_BREAK. */
    private static final int ABORT = 0xcf;
    private static final int DEBUG_BREAK = 0xd0;

    /**
     * {@link #scan(Container)} over a program already read: its cursor steps by the same lengths, and stops
     * quietly where they are malformed (the listing then fails in the body, where the same cursor refuses them).
     */
    static int scan(Sm4Program program) {
        return walk(program);
    }

    /** The {@link #scan} bits one instruction gives, by its opcode token. */
    static int of(int token) {
        int op = token & 0x7ff;
        if (op == DCL_GLOBAL_FLAGS) {
            return ((token & FORCE_EARLY_DEPTH_STENCIL) != 0 ? EARLY_DEPTH : 0)
                    | ((token & ENABLE_DOUBLES) != 0 ? DOUBLES : 0)
                    | ((token & ENABLE_MIN_PRECISION) != 0 ? MIN_PRECISION : 0)
                    | ((token & ENABLE_DOUBLE_EXTENSIONS) != 0 ? DOUBLE_EXTENSIONS : 0)
                    | ((token & ENABLE_SHADER_EXTENSIONS) != 0 ? SHADER_EXTENSIONS : 0);
        }
        return op == ABORT || op == DEBUG_BREAK ? DEBUG_LAYER : 0;
    }

    /**
     * A guess at {@link #scan}: the bits of the program's first instruction, which is where compilers put
     * {@code dcl_globalFlags} (in the corpus's 5,152 programs the guess misses only one, whose debug_break
     * comes later). The listing checks the guess against its body and prints the header again where it missed.
     */
    static int guess(Sm4Program program) {
        return program.lengthInDwords() > 2 ? of(program.word(2)) : 0;
    }

    /** The bits of all the program's instructions; stops quietly where the lengths are malformed. */
    private static int walk(Sm4Program program) {
        int found = 0;
        TokenCursor c = program.cursor();
        try {
            while (c.next()) {
                found |= of(c.token());
            }
        } catch (DxFormatException e) {
            return found;
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
