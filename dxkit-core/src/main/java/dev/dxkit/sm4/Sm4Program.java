package dev.dxkit.sm4;

import dev.dxkit.io.ByteViews;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A Shader Model 4/5/5.1 program: the token stream of a SHDR or SHEX part.
 *
 * <p>Dword 0 is the version token ({@link ProgramVersion}), dword 1 the program's length in dwords (the two
 * header dwords included); the instructions follow back to back. The part may be longer than the program
 * (the rest is ignored, as Direct3D does); it may not be shorter.
 *
 * <p>Two views: {@link #cursor()} walks the instructions without allocating (opcode, length and offset, and
 * each instruction's operands decoded in place on request), and {@link #instructions()} decodes them all into
 * {@link Instruction} records on first use.
 */
public final class Sm4Program {
    private final String where;
    /** The part's bytes: dword {@code i} is at {@code bytes[base + 4 i]}, for i below {@link #dwords}. */
    private final byte[] bytes;
    private final int base;
    private final int dwords;
    private final int end;
    private final ProgramVersion version;
    private List<Instruction> instructions;
    /** The decoder every cursor of this program shares (it holds nothing but the program's bytes); made on first use. */
    private TokenStreamDecoder decoder;

    private Sm4Program(String where, byte[] bytes, int base, int dwords, int end, ProgramVersion version) {
        this.where = where;
        this.bytes = bytes;
        this.base = base;
        this.dwords = dwords;
        this.end = end;
        this.version = version;
    }

    /**
     * Dword {@code i} of the words at {@code bytes[base]} (the caller keeps {@code i} within them): little-endian,
     * read straight from the part's bytes (no copy of the program is made).
     */
    static int word(byte[] bytes, int base, int i) {
        return ByteViews.i32(bytes, base + (i << 2));
    }

    /** Reads the header of the token stream in {@code data}, the body of a part named {@code fourCC}. */
    public static Sm4Program read(String fourCC, Bytes data) {
        int n = data.size() / 4;
        if (n < 2) {
            throw new DxFormatException(fourCC, 0, "dword 0: need 2 header dwords, the part has " + data.size() + " bytes");
        }
        byte[] bytes = data.array();
        int base = data.arrayOffset();
        ProgramVersion v = ProgramVersion.parse(word(bytes, base, 0), fourCC, 0);
        long len = word(bytes, base, 1) & 0xffffffffL;
        if (len < 2 || len > n) {
            throw new DxFormatException(fourCC, 4, "dword 1: program length " + len + " dwords, the part holds " + n);
        }
        return new Sm4Program(fourCC, bytes, base, n, (int) len, v);
    }

    /** {@return the part kind this program was read from (SHDR or SHEX)} */
    public String where() {
        return where;
    }

    /** {@return the version token read: the program type and Shader Model} */
    public ProgramVersion version() {
        return version;
    }

    /** {@return the program's length in dwords (dword 1)} */
    public int lengthInDwords() {
        return end;
    }

    /** The dword at index {@code i} (0 = version token), of the part's whole dwords. */
    public int word(int i) {
        return word(bytes, base, java.util.Objects.checkIndex(i, dwords));
    }

    /** {@return a new cursor before the first instruction} */
    public TokenCursor cursor() {
        return new TokenCursor(this);
    }

    /** {@return every instruction, decoded and checked (memoised)} */
    public List<Instruction> instructions() {
        List<Instruction> l = instructions;
        if (l == null) {
            ArrayList<Instruction> out = new ArrayList<>(Math.max(16, end / 6));
            TokenCursor c = cursor();
            while (c.next()) {
                out.add(c.decode());
            }
            l = Collections.unmodifiableList(out);
            instructions = l;
        }
        return l;
    }

    TokenStreamDecoder decoder() {
        TokenStreamDecoder d = decoder;
        if (d == null) {
            d = new TokenStreamDecoder(bytes, base, where, version.isSm51OrLater());
            decoder = d;
        }
        return d;
    }

    int end() {
        return end;
    }

    byte[] bytes() {
        return bytes;
    }

    int base() {
        return base;
    }
}
