package dev.dxkit.sm4;

import dev.dxkit.io.Bits;
import dev.dxkit.io.DxFormatException;

/**
 * A flyweight over one operand of a token stream: {@link #read} decodes the operand at a dword strictly and
 * without allocating, and the accessors return what it found until the next {@code read}. The {@link Operand}
 * record is built from the same reading ({@link TokenCursor#decode()}), so the two forms cannot disagree.
 *
 * <pre>
 * [01:00] number of components: 0, 1, 4, N      [03:02] selection mode: mask, swizzle, select 1
 * [11:04] mask [7:4] / swizzle [11:4] / select [5:4]   [19:12] operand type   [21:20] index dimension
 * [24:22] [27:25] [30:28] index representation per dimension            [31] extended operand token
 * extended type 1 (modifier): [13:06] 1 neg, 2 abs, 3 neg+abs  [16:14] minimum precision  [17] non-uniform
 * then: the immediate words (immediate operands), then per dimension its immediate (1 or 2 dwords, a 64-bit
 * one high dword first) and, for the relative representations, a whole operand
 * </pre>
 *
 * A relative index's operand is read by a second reader one level down ({@link #relative(int)}); nesting deeper
 * than four levels is refused.
 */
public final class OperandReader {
    /** Relative indices nest (cb0[r0.x + x1[r2.y]]...); deeper than this is refused, not recursed into. */
    static final int MAX_NESTING = 4;
    private static final int TYPES = OperandType.values().length;
    private static final int IMMEDIATE32 = OperandType.IMMEDIATE32.code();
    private static final int IMMEDIATE64 = OperandType.IMMEDIATE64.code();

    private final byte[] bytes;
    private final int base;
    private final TokenStreamDecoder errors;
    private final int depth;
    private OperandReader child;

    private int start;
    private int end;
    private int limit;
    private int token;
    /** The last extended operand token of type 1 (modifier, precision, non-uniform), or 0. */
    private int modifierToken;
    private int immediateAt;
    private int immediateCount;
    /** Where the indices start, when every one is a 32-bit immediate (the common case); else -1. */
    private int plainIndicesAt;
    /** Whether some index adds a register operand. */
    private boolean anyRelative;
    private final int[] representation = new int[3];
    private final long[] value = new long[3];
    private final int[] relativeAt = new int[3];

    OperandReader(byte[] bytes, int base, TokenStreamDecoder errors, int depth) {
        this.bytes = bytes;
        this.base = base;
        this.errors = errors;
        this.depth = depth;
    }

    /**
     * Decodes the operand at dword {@code p}, which must end by dword {@code limit}; returns the dword after it.
     * Every field is checked: components, selection mode, type, index dimension and representations,
     * extended tokens, immediates, nested relative operands.
     */
    public int read(int p, int limit) {
        if (depth > MAX_NESTING || p >= limit) {
            throw cannotStart(p, limit);
        }
        this.start = p;
        this.limit = limit;
        int t = word(p++);
        token = t;
        if (!exists(t)) {
            throw badToken(t);
        }
        modifierToken = 0;
        if (t < 0) {
            p = extended(p);
        }
        immediateAt = p;
        int immediates = immediateWordCount(t);
        if (immediates != 0) {
            immediates = immediateWords(t, p);
        }
        immediateCount = immediates;
        p += immediates;
        if ((t & 0x7fc00000) == 0) {
            // the common case: every index a 32-bit immediate (representation 0), one dword each
            int dimensions = t >>> 20 & 3;
            if (dimensions > limit - p) {
                throw errors.error(limit, "operand runs past the instruction's end");
            }
            plainIndicesAt = p;
            anyRelative = false;
            p += dimensions;
        } else {
            plainIndicesAt = -1;
            p = indices(t, p);
        }
        end = p;
        return p;
    }

    /**
     * By operand token bits [21:12] and [3:0] (index dimension, type, selection mode, components): 2 more than
     * the length in dwords of an operand whose token has no extended token and 32-bit immediate indices, as
     * {@link #read} finds it (1 where read refuses the token), or 0 where no operand has asked yet. Each entry is
     * worked out the first time it is wanted: filling all 16,384 at class initialisation cost a one-shot
     * listing about 5 ms of interpreted code, for the few dozen a program uses. Threads that race on an entry
     * store the same byte.
     */
    private static final byte[] PLAIN_LENGTH = new byte[1 << 14];

    /**
     * The length in dwords of the operand with token {@code t}, when it has no extended token, its indices are
     * 32-bit immediates and {@link #read} accepts it (if the instruction has room); -1 for every other token,
     * which only {@link #read} can tell. A cursor checks the common operands by this without reading them.
     */
    static int plainLength(int t) {
        if ((t & 0xffc00000) != 0) {
            return -1;
        }
        int k = ((t >>> 8 & 0x3ff0) | (t & 0xf)) & 0x3fff;
        int n = PLAIN_LENGTH[k];
        if (n == 0) {
            n = plainLengthOf(k) + 2;
            PLAIN_LENGTH[k] = (byte) n;
        }
        return n - 2;
    }

    /** The {@link #plainLength(int)} of the tokens whose bits [21:12] and [3:0] are {@code k}'s. */
    private static int plainLengthOf(int k) {
        int t = (k >>> 4) << 12 | (k & 0xf);
        int immediates = immediateWordCount(t);
        return !exists(t) || immediates < 0 ? -1 : 1 + immediates + (t >>> 20 & 3);
    }

    /**
     * An extended operand token that is a modifier alone is 1 under this mask: type 1 ([5:0]), a modifier of 0
     * to 3 ([7:6]; [13:8] clear), no minimum precision ([16:14]), not non-uniform ([17]), no further extended
     * token ([31]).
     */
    private static final int MODIFIER_ALONE = ~(3 << 6);

    /**
     * Whether the extended operand token {@code e} is a modifier alone: negate, absolute value, both or neither,
     * with no minimum precision, not non-uniform, and no further extended token.
     */
    public static boolean isModifierAlone(int e) {
        return (e & MODIFIER_ALONE) == 1;
    }

    /**
     * {@link #plainLength(int)} of an operand that may also carry one extended token that is a modifier alone
     * (negate, absolute value): the length in dwords, the extended token counted, of the operand with token
     * {@code t} followed by the dword {@code next} (0 when there is none), when {@link #read} accepts it (if the
     * instruction has room); -1 for every other, which only {@link #read} can tell.
     */
    public static int plainLength(int t, int next) {
        if (t >= 0) {
            return plainLength(t);
        }
        if (!isModifierAlone(next)) {
            return -1;
        }
        int n = plainLength(t & 0x7fffffff);
        return n < 0 ? -1 : n + 1;
    }

    /** Whether the components, selection mode and type of operand token {@code t} exist. */
    private static boolean exists(int t) {
        int nc = t & 3;
        // N components, selection mode 3, a type past the table
        return nc != 3 && !(nc == 2 && (t & 0xc) == 0xc) && (t >>> 12 & 0xff) < TYPES;
    }

    /**
     * The number of immediate words an operand with token {@code t} carries: 0 for a register; for a 32-bit
     * immediate one per component, for a 64-bit one two doubles of four components or one double of one; -1
     * for an immediate of no components, which read() refuses.
     */
    public static int immediateWordCount(int t) {
        int type = t >>> 12 & 0xff;
        if (type != IMMEDIATE32 && type != IMMEDIATE64) {
            return 0;
        }
        int nc = t & 3;
        return nc == 0 ? -1 : nc == 2 ? 4 : type == IMMEDIATE64 ? 2 : 1;
    }

    /** The error for an operand that cannot start at {@code p}: nested too deep, or no dword left. */
    private DxFormatException cannotStart(int p, int limit) {
        if (depth > MAX_NESTING) {
            return errors.error(p, "relative indices nested deeper than " + MAX_NESTING);
        }
        return errors.error(p, "operand runs past the instruction's end");
    }

    /** The error for an operand token whose components, selection mode or type does not exist ({@link #exists}). */
    private DxFormatException badToken(int t) {
        int nc = t & 3;
        if (nc == 3) {
            return errors.error(start, "operand with N components (" + nc + ") is not supported");
        }
        if (nc == 2 && (t & 0xc) == 0xc) {
            return errors.error(start, "component selection mode 3 does not exist");
        }
        int typeCode = t >>> 12 & 0xff;
        return errors.error(start, "operand type " + typeCode + " out of range (0.." + (TYPES - 1) + ")");
    }

    /**
     * The number of immediate words of an immediate operand from dword {@code p} ({@link #immediateWordCount}),
     * checked: it has components, and its words fit.
     */
    private int immediateWords(int t, int p) {
        int n = immediateWordCount(t);
        if (n < 0) {
            throw errors.error(start, "immediate with no components");
        }
        if (n > limit - p) {
            throw errors.error(p, "immediate of " + n + " dwords runs past the instruction's end");
        }
        return n;
    }

    /** Reads the extended operand tokens after the operand token; returns the dword after them. */
    private int extended(int p) {
        boolean ext = true;
        while (ext) {
            int e = checkedWord(p);
            int et = e & 0x3f;
            if (et == 1) {
                int modifier = Bits.field(e, 13, 6);
                if (modifier > 3) {
                    throw errors.error(p, "operand modifier " + modifier + " out of range");
                }
                modifierToken = e;
            } else if (et != 0) {
                throw errors.error(p, "unknown extended operand token type " + et);
            }
            ext = e < 0;
            p++;
        }
        return p;
    }

    /** Reads the indices in their general forms: 64-bit immediates and relative operands. */
    private int indices(int t, int p) {
        int dimensions = t >>> 20 & 3;
        anyRelative = false;
        for (int d = 0; d < dimensions; d++) {
            int rc = Bits.field(t, 24 + 3 * d, 22 + 3 * d);
            if (rc > 4) {
                throw errors.error(start, "index representation " + rc + " of dimension " + d + " out of range");
            }
            representation[d] = rc;
            long v = 0;
            if (rc == 0 || rc == 3) {
                v = checkedWord(p++) & 0xffffffffL;
            } else if (rc == 1 || rc == 4) {
                // 64-bit index: high dword first, as Microsoft's format stores it
                long hi = checkedWord(p++) & 0xffffffffL;
                long lo = checkedWord(p++) & 0xffffffffL;
                v = hi << 32 | lo;
            }
            value[d] = v;
            if (rc >= 2) {
                anyRelative = true;
                relativeAt[d] = p;
                p = child().read(p, limit);
            } else {
                relativeAt[d] = -1;
            }
        }
        return p;
    }

    private int word(int i) {
        return Sm4Program.word(bytes, base, i);
    }

    private int checkedWord(int p) {
        if (p >= limit) {
            throw errors.error(p, "operand runs past the instruction's end");
        }
        return word(p);
    }

    private OperandReader child() {
        OperandReader c = child;
        if (c == null) {
            c = new OperandReader(bytes, base, errors, depth + 1);
            child = c;
        }
        return c;
    }

    /** {@return the dword index of the operand token} */
    public int start() {
        return start;
    }

    /** {@return the dword after the operand (its relative indices included)} */
    public int end() {
        return end;
    }

    /** {@return the operand token} */
    public int token() {
        return token;
    }

    /** {@return the operand type of the current token (bits [19:12])} */
    public OperandType type() {
        return OperandType.lookup(token >>> 12 & 0xff);
    }

    /** {@return 0, 1 or 4} */
    public int components() {
        int nc = token & 3;
        return nc == 2 ? 4 : nc;
    }

    /**
     * {@return {@link Operand#MASK}, {@link Operand#SWIZZLE} or {@link Operand#SELECT1} (meaningful with 4 components)}
     */
    public int selection() {
        return (token & 3) == 2 ? token >>> 2 & 3 : 0;
    }

    /** {@return the mask (4 bits), swizzle (8 bits) or selected component (2 bits)} */
    public int selector() {
        if ((token & 3) != 2) {
            return 0;
        }
        return switch (token >>> 2 & 3) {
            case Operand.MASK -> Bits.field(token, 7, 4);
            case Operand.SWIZZLE -> Bits.field(token, 11, 4);
            default -> Bits.field(token, 5, 4);
        };
    }

    /** {@return the extended operand token of type 1 (modifier, minimum precision, non-uniform), or 0 without one} */
    public int modifierToken() {
        return modifierToken;
    }

    /** {@return 0 none, 1 negate, 2 absolute value, 3 both} */
    public int modifier() {
        return Bits.field(modifierToken, 13, 6);
    }

    /** {@return 0 default, 1 float16, 2 float2_8 (10-bit), 4 sint16, 5 uint16} */
    public int minPrecision() {
        return Bits.field(modifierToken, 16, 14);
    }

    /** {@return bit 17 of the modifier token (Shader Model 5.1 NonUniformResourceIndex)} */
    public boolean nonUniform() {
        return Bits.bit(modifierToken, 17);
    }

    /** {@return the number of 32-bit immediate words (1 or 4; 2 or 4 for doubles), 0 for a register} */
    public int immediateCount() {
        return immediateCount;
    }

    /** Immediate word {@code i}. */
    public int immediate(int i) {
        return word(immediateAt + i);
    }

    /** {@return the dword index of the first immediate word (see {@link #immediateCount()})} */
    public int immediateOffset() {
        return immediateAt;
    }

    /**
     * The dword index of the first index when every index is a 32-bit immediate, one dword each, in order (the
     * common case); -1 when some index is 64-bit or relative.
     */
    public int plainIndexOffset() {
        return plainIndicesAt;
    }

    /** {@return the index dimension, 0 to 3} */
    public int indexCount() {
        return token >>> 20 & 3;
    }

    /** How index {@code d} is stored. */
    public IndexRepresentation representation(int d) {
        return IndexRepresentation.lookup(plainIndicesAt >= 0 ? 0 : representation[d]);
    }

    /** The immediate part of index {@code d} (0 for a purely relative one). */
    public long index(int d) {
        return plainIndicesAt >= 0 ? word(plainIndicesAt + d) & 0xffffffffL : value[d];
    }

    /** Whether index {@code d} adds a register operand. */
    public boolean hasRelative(int d) {
        return plainIndicesAt < 0 && representation[d] >= 2;
    }

    /** {@return whether any index adds a register operand ({@code cb0[r0.x + 1]})} */
    public boolean hasRelativeIndex() {
        return anyRelative;
    }

    /**
     * The register operand of index {@code d}, read by the reader one level down (valid until that reader
     * reads again).
     */
    public OperandReader relative(int d) {
        OperandReader c = child();
        c.read(relativeAt[d], limit);
        return c;
    }
}
