package dev.dxkit.d3d9;

import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.List;

/** Builds Direct3D 9 token streams by hand for tests. */
public final class Tokens {
    public static final int VS_1_1 = 0xFFFE0101;
    public static final int VS_2_0 = 0xFFFE0200;
    public static final int VS_3_0 = 0xFFFE0300;
    public static final int PS_1_4 = 0xFFFF0104;
    public static final int PS_2_0 = 0xFFFF0200;
    public static final int PS_3_0 = 0xFFFF0300;
    public static final int END = 0x0000FFFF;
    public static final int XYZW = 0xE4;

    private final List<Integer> words = new ArrayList<>();

    private Tokens() {
    }

    public static Tokens of(int version) {
        Tokens t = new Tokens();
        t.words.add(version);
        return t;
    }

    /** An instruction token with the Shader Model 2 length field. */
    public Tokens ins(int opcode, int length, int... params) {
        words.add(opcode | length << 24);
        for (int p : params) {
            words.add(p);
        }
        return this;
    }

    /** Raw dwords. */
    public Tokens raw(int... ws) {
        for (int w : ws) {
            words.add(w);
        }
        return this;
    }

    /** A comment of the given body dwords. */
    public Tokens comment(int... body) {
        words.add(0xFFFE | body.length << 16);
        return raw(body);
    }

    public Tokens end() {
        words.add(END);
        return this;
    }

    public Bytes bytes() {
        byte[] b = new byte[words.size() * 4];
        for (int i = 0; i < words.size(); i++) {
            int w = words.get(i);
            b[4 * i] = (byte) w;
            b[4 * i + 1] = (byte) (w >>> 8);
            b[4 * i + 2] = (byte) (w >>> 16);
            b[4 * i + 3] = (byte) (w >>> 24);
        }
        return Bytes.wrap(b);
    }

    private static int reg(int type, int number) {
        return 0x8000_0000 | (type & 7) << 28 | (type >>> 3) << 11 | number;
    }

    /** A destination parameter: register type and number, write mask, modifiers [23:20], shift [27:24]. */
    public static int dst(int type, int number, int mask) {
        return reg(type, number) | mask << 16;
    }

    public static int dst(int type, int number, int mask, int modifiers, int shift) {
        return dst(type, number, mask) | modifiers << 20 | (shift & 0xF) << 24;
    }

    /** A source parameter: register type and number, swizzle byte, source modifier. */
    public static int src(int type, int number, int swizzle, int modifier) {
        return reg(type, number) | swizzle << 16 | modifier << 24;
    }

    public static int src(int type, int number) {
        return src(type, number, XYZW, 0);
    }

    /** The float's bits. */
    public static int f(float v) {
        return Float.floatToRawIntBits(v);
    }
}
