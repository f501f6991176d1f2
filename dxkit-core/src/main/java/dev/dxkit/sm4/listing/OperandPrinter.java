package dev.dxkit.sm4.listing;

import dev.dxkit.io.ByteViews;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandReader;
import dev.dxkit.sm4.OperandType;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.text.FloatLiterals;
import dev.dxkit.text.TextSink;
import java.nio.charset.StandardCharsets;

import static dev.dxkit.text.Html.CYAN;
import static dev.dxkit.text.Html.FONT_END;
import static dev.dxkit.text.Html.GREY;

/**
 * The operands of a Shader Model 4/5/5.1 listing as {@code D3DDisassemble} prints them: registers with their
 * indices and components, immediates ({@code l(...)}, {@code d(...)}) in {@code %f}, hex or exact floats, and
 * the minimum-precision and nonuniform notes. {@link ProgramPrinter}'s fast lane writes plain operands through
 * {@link #putRegister} and {@link #putImmediate32} straight into the sink's bytes; the general path and
 * {@link DeclarationPrinter} print through {@link #operand}.
 */
final class OperandPrinter {
    private static final char[] XYZW = {'x', 'y', 'z', 'w'};

    private final Sm4Program program;
    private final TextSink out;
    /** Flag 0x01: HTML, immediates cyan and precision notes grey. */
    private final boolean html;
    /** Flag 0x80: immediates in hex. */
    private final boolean hexLiterals;
    /** dxkit's exact floats: a float whose %f text loses bits is printed so that it reads back exactly. */
    private final boolean exactFloats;
    /** The register names of the program's version (5.0 or 5.1), as characters and packed for one store. */
    private final byte[][] registerNames;
    private final long[] registerNameBytes;
    private final int[] registerNameLength;

    OperandPrinter(Sm4Program program, TextSink out, boolean html, boolean hexLiterals, boolean exactFloats,
                   byte[][] registerNames, long[] registerNameBytes, int[] registerNameLength) {
        this.program = program;
        this.out = out;
        this.html = html;
        this.hexLiterals = hexLiterals;
        this.exactFloats = exactFloats;
        this.registerNames = registerNames;
        this.registerNameBytes = registerNameBytes;
        this.registerNameLength = registerNameLength;
    }

    void operand(OperandReader o, char format) {
        operand(o, format, -1);
    }

    /** Prints an operand; {@code asPrecision} &gt;= 0 prints its precision as converted to that one. */
    void operand(OperandReader o, char format, int asPrecision) {
        int mod = o.modifier();
        if ((mod & 1) != 0) {
            out.append('-');
        }
        if ((mod & 2) != 0) {
            out.append('|');
        }
        if (o.type() == OperandType.IMMEDIATE32) {
            immediate32(o, format);
        } else if (o.type() == OperandType.IMMEDIATE64) {
            immediate64(o);
        } else if (o.plainIndexOffset() >= 0) {
            out.position(putRegister(out.reserve(OPERAND_MAX), out.position(), o.token(), o.plainIndexOffset()));
        } else {
            register(o);
            components(o.token());
        }
        if (asPrecision >= 0 || o.minPrecision() != 0) {
            if (html) {
                out.append(GREY);
            }
            out.append(" {").append(precisionName(o.minPrecision()));
            if (asPrecision >= 0) {
                out.append(" as ").append(precisionName(asPrecision));
            }
            out.append('}');
            if (html) {
                out.append(FONT_END);
            }
        }
        if ((mod & 2) != 0) {
            out.append('|');
        }
        if (o.nonUniform()) {
            out.append(html ? GREY + " { nonuniform }" + FONT_END : " { nonuniform }");
        }
    }

    private static String precisionName(int code) {
        return switch (code) {
            case 0 -> "def32";
            case 1 -> "min16f";
            case 2 -> "min2_8f";
            case 4 -> "min16i";
            case 5 -> "min16u";
            default -> "min?" + code;
        };
    }

    /**
     * The room an operand may take: a register name, three bracketed 64-bit indices and ".xyzw", or l( and four
     * values of {@link TextSink#F32_MAX} with separators; the three characters of a negate and absolute value;
     * and 8 bytes past the end, where {@link #putRegister}'s last 8-byte store may reach.
     */
    static final int OPERAND_MAX = 3 + 4 * (TextSink.F32_MAX + 2) + 3 + 8;

    /**
     * A register whose indices are 32-bit immediates at dwords {@code indicesAt...}, with its components, in one
     * run at {@code b[p]}: {@code r0.xyzw}, {@code cb0[12].x}, {@code vicp[2][1].xy}; returns the position after
     * it. The same text as {@link #register} and {@link #components}.
     */
    int putRegister(byte[] b, int p, int token, int indicesAt) {
        int type = token >>> 12 & 0xff;
        int nameLength = registerNameLength[type];
        if (nameLength <= 8) {
            // the name in one store (the room reserved runs at least 8 bytes past any operand)
            ByteViews.putI64(b, p, registerNameBytes[type]);
            p += nameLength;
        } else {
            for (byte c : registerNames[type]) {
                b[p++] = c;
            }
        }
        int n = token >>> 20 & 3;
        for (int i = 0; i < n; i++) {
            int v = program.word(indicesAt + i);
            boolean bare = i == 0 && BARE_FIRST_INDEX[type << 2 | n];
            if (!bare) {
                b[p++] = '[';
            }
            // the room reserved runs past a one-digit number
            p = Integer.compareUnsigned(v, 100) < 0 ? TextSink.putSmallDecimal(b, p, v)
                    : TextSink.putDecimal(b, p, v & 0xffffffffL);
            if (!bare) {
                b[p++] = ']';
            }
        }
        long c = componentWord(token);
        ByteViews.putI64(b, p, c & LETTERS);
        return p + (int) (c >>> 56);
    }

    private void register(OperandReader o) {
        OperandType t = o.type();
        out.append(registerNames[t.ordinal()]);
        int n = o.indexCount();
        for (int i = 0; i < n; i++) {
            if (i == 0 && !o.hasRelative(0) && BARE_FIRST_INDEX[t.ordinal() << 2 | n]) {
                out.append(o.index(0));
            } else {
                out.append('[');
                index(o, i);
                out.append(']');
            }
        }
    }

    /**
     * By operand type and index dimension ({@code type << 2 | dims}): whether the first index prints as a bare
     * register number ({@code r0}, {@code cb0[..]}), not bracketed ({@code vicp[2][1]}, {@code icb[3]}).
     */
    private static final boolean[] BARE_FIRST_INDEX = new boolean[OperandType.values().length << 2];

    static {
        for (OperandType t : OperandType.values()) {
            for (int dims = 0; dims < 4; dims++) {
                BARE_FIRST_INDEX[t.ordinal() << 2 | dims] = switch (t) {
                    case INPUT -> dims == 1;
                    case INPUT_CONTROL_POINT, OUTPUT_CONTROL_POINT, IMMEDIATE_CONSTANT_BUFFER, THIS_POINTER -> false;
                    default -> true;
                };
            }
        }
    }

    private void index(OperandReader o, int d) {
        if (o.hasRelative(d)) {
            // read one level down: o's own fields stay as they are
            operand(o.relative(d), 'i');
            out.append(" + ");
        }
        out.append(o.index(d));
    }

    private void components(int token) {
        long c = componentWord(token);
        for (int i = 0, n = (int) (c >>> 56); i < n; i++) {
            out.append((char) (c >>> 8 * i & 0x7f));
        }
    }

    /** {@code .x}, {@code .xy}, ... {@code .xyzw}: a write mask, by its four bits. */
    private static final byte[][] MASKS = new byte[16][];
    /**
     * By the low 12 bits of an operand token (components, selection mode, selector): the components a
     * four-component operand prints, {@code .xy}, {@code .yxzw}, {@code .z}, packed little-endian into the low
     * five bytes, their count in the top byte (0 for an empty mask and for operands of 0 or 1 component), and
     * {@link #FILLED}. Each entry is filled the first time a token asks for it ({@link #componentWord}): all 4,096
     * made at class initialisation cost a one-shot listing about 1.3 ms of interpreted code, of which it uses a
     * few dozen (README "How fast", start-up, sixth pass); the swizzles' 1,024 strings before them cost 2 ms.
     */
    private static final long[] COMPONENT_WORD = new long[1 << 12];
    /**
     * Set in both 32-bit halves of every filled {@link #COMPONENT_WORD} entry, outside the bits the printers
     * read (bit 7 of the first letter, the letters being ASCII, and a byte no letter uses): an entry is taken only
     * when both halves show it, so a thread that meets another's write half done (the Java memory model lets a
     * plain {@code long} be written as two halves) fills it again, the same way.
     */
    private static final long FILLED = 1L << 48 | 1L << 7;
    /** The five letter bytes of a {@link #COMPONENT_WORD} entry, without {@link #FILLED}. */
    private static final long LETTERS = 0x7f_7f7f_7f7fL;

    /** {@link #COMPONENT_WORD}'s entry for operand token {@code token}, filled if it is not yet. */
    private static long componentWord(int token) {
        int t = token & 0xfff;
        long c = COMPONENT_WORD[t];
        if ((c & FILLED) != FILLED) {
            c = componentWordOf(t) | FILLED;
            COMPONENT_WORD[t] = c;
        }
        return c;
    }

    /** The packed components of {@link #COMPONENT_WORD}'s entry {@code t}, without {@link #FILLED}. */
    private static long componentWordOf(int t) {
        if ((t & 3) != 2) { // not four components
            return 0;
        }
        int mode = t >>> 2 & 3;
        return mode == Operand.MASK ? (t >>> 4 & 0xf) != 0 ? word(MASKS[t >>> 4 & 0xf]) : 0
                : mode == Operand.SWIZZLE ? 5L << 56 | '.' | lane(t >>> 4) << 8 | lane(t >>> 6) << 16
                        | lane(t >>> 8) << 24 | lane(t >>> 10) << 32
                : mode == Operand.SELECT1 ? 2L << 56 | '.' | lane(t >>> 4) << 8
                : 0; // selection mode 3: the reader refuses it
    }

    static {
        for (int m = 0; m < 16; m++) {
            byte[] b = new byte[1 + Integer.bitCount(m)];
            b[0] = '.';
            for (int i = 0, n = 1; i < 4; i++) {
                if ((m & 1 << i) != 0) {
                    b[n++] = (byte) XYZW[i];
                }
            }
            MASKS[m] = b;
        }
    }

    /** The letter of component {@code c & 3}: x, y, z or w. */
    private static long lane(int c) {
        return XYZW[c & 3];
    }

    /** {@code text} (up to 7 characters) packed as {@link #COMPONENT_WORD} packs it. */
    private static long word(byte[] text) {
        return (long) text.length << 56 | ProgramPrinter.pack(text, 0);
    }

    void mask(int m) {
        byte[] c = MASKS[m & 0xF];
        for (int i = 1; i < c.length; i++) {
            out.append((char) c[i]);
        }
    }

    private void immediate32(OperandReader v, char format) {
        if (!html) {
            out.position(putImmediate32(out.reserve(OPERAND_MAX), out.position(), v.immediateCount(),
                    v.immediateOffset(), format));
            return;
        }
        out.append('l');
        out.append(CYAN);
        out.append('(');
        boolean untyped = format == 'x';
        for (int i = 0, n = v.immediateCount(); i < n; i++) {
            if (i > 0) {
                out.append(untyped ? "," : ", ");
            }
            value32(v.immediate(i), format);
        }
        out.append(')');
        out.append(FONT_END);
    }

    /**
     * A 32-bit immediate of {@code n} words from dword {@code at}, in place at {@code b[p]}: l( and the values
     * with their separators, then ).
     */
    int putImmediate32(byte[] b, int p, int n, int at, char format) {
        boolean untyped = format == 'x';
        b[p++] = 'l';
        b[p++] = '(';
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                b[p++] = ',';
                if (!untyped) {
                    b[p++] = ' ';
                }
            }
            int bits = program.word(at + i);
            if (Integer.compareUnsigned(bits, 100) < 0 && format != 'f' && !hexLiterals) {
                // the most common values, integers below 100, as putValue32 writes them (as words of no stated
                // type they are not floats: their exponent field is 0); the room runs past a one-digit number
                p = TextSink.putSmallDecimal(b, p, bits);
            } else {
                p = putValue32(b, p, bits, format);
            }
        }
        b[p++] = ')';
        return p;
    }

    /** {@link #value32} in place. */
    int putValue32(byte[] b, int p, int bits, char format) {
        if (hexLiterals) {
            return TextSink.putHex8(b, p, bits);
        }
        boolean real = format == 'f' || format == 'x' && looksLikeFloat(bits);
        if (real) {
            return exactFloats ? putExactF32(b, p, bits) : TextSink.putF32(b, p, bits);
        }
        // integers print in decimal within ±10000 and as 0x%08x beyond
        return bits >= -10000 && bits <= 10000 ? TextSink.putInt(b, p, bits) : TextSink.putHex8(b, p, bits);
    }

    /**
     * {@link TextSink#putF32} of {@code bits}, or, when the assembler would not read that text back as the same
     * bits, {@link FloatLiterals#exactFloat}'s text (at most 16 characters).
     */
    private static int putExactF32(byte[] b, int p, int bits) {
        int q = TextSink.putF32(b, p, bits);
        int exponent = bits >>> 23 & 0xff;
        if (exponent >= 150 - 6 && exponent != 0xff) {
            // a multiple of 2^-6, so of 10^-6: its six decimals are exact, and the text reads back
            return q;
        }
        Integer back = FloatLiterals.readFloat(new String(b, p, q - p, StandardCharsets.ISO_8859_1));
        if (back != null && back == bits) {
            return q;
        }
        return TextSink.putString(b, p, FloatLiterals.exactFloat(bits));
    }

    /** A float printed as a declaration value ({@code dcl_hs_max_tessfactor}), exact under exact floats. */
    void float32(int bits) {
        if (exactFloats) {
            out.position(putExactF32(out.reserve(TextSink.F32_MAX), out.position(), bits));
        } else {
            out.f32(bits);
        }
    }

    private void value32(int bits, char format) {
        out.position(putValue32(out.reserve(TextSink.F32_MAX), out.position(), bits, format));
    }

    /** An untyped word prints as a float unless it is zero, a denormal or an infinity/NaN pattern. */
    static boolean looksLikeFloat(int bits) {
        int e = bits >>> 23 & 0xff;
        // negative zero prints as -0.000000
        return e != 0 && e != 0xff || bits == 0x80000000;
    }

    private void immediate64(OperandReader v) {
        out.append('d');
        if (html) {
            out.append(CYAN);
        }
        out.append('(');
        for (int i = 0; i + 1 < v.immediateCount(); i += 2) {
            if (i > 0) {
                out.append(", ");
            }
            int lo = v.immediate(i);
            int hi = v.immediate(i + 1);
            long bits = (lo & 0xffffffffL) | (long) hi << 32;
            if (hexLiterals) {
                // hex prints the four 32-bit words, low word first
                out.hex8(lo);
                out.append(", ");
                out.hex8(hi);
            } else {
                String exact = exactFloats ? exactDouble(bits) : null;
                if (exact != null) {
                    out.append(exact);
                } else {
                    out.f64(bits);
                }
                // D3DDisassemble marks double immediates with C's long suffix
                out.append('l');
            }
        }
        out.append(')');
        if (html) {
            out.append(FONT_END);
        }
    }

    /** Under exact floats, the text of a double whose %f text would not read back as {@code bits}; else null. */
    private static String exactDouble(long bits) {
        TextSink t = new TextSink(64);
        t.f64(bits);
        Long back = FloatLiterals.readDouble(t.toString());
        return back != null && back == bits ? null : FloatLiterals.exactDouble(bits);
    }
}
