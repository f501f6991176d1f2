package dev.dxkit.bitcode;

import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.Deque;

/** A small LLVM bitstream writer for tests: fields LSB first into little-endian words, blocks with back-patched lengths. */
public final class BitWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private long cur;
    private int curBits;
    private final Deque<int[]> blocks = new ArrayDeque<>(); // {length word byte offset, abbrev width}
    private int width = 2;
    private byte[] patched;

    /** An empty stream, abbreviation width 2. */
    public BitWriter() {
    }

    public BitWriter fixed(long v, int w) {
        for (int i = 0; i < w; i++) {
            cur |= ((v >>> i) & 1L) << curBits;
            if (++curBits == 8) {
                out.write((int) cur);
                cur = 0;
                curBits = 0;
            }
        }
        return this;
    }

    public BitWriter vbr(long v, int w) {
        long hi = 1L << (w - 1);
        while (Long.compareUnsigned(v, hi) >= 0) {
            fixed((v & (hi - 1)) | hi, w);
            v >>>= w - 1;
        }
        return fixed(v, w);
    }

    /** The bit the next field starts at. */
    public long position() {
        return 8L * out.size() + curBits;
    }

    public BitWriter align32() {
        while (curBits != 0 || out.size() % 4 != 0) {
            fixed(0, 1);
        }
        return this;
    }

    public BitWriter magic(int m) {
        return fixed(m & 0xFFFFFFFFL, 32);
    }

    public BitWriter enter(int id, int newWidth) {
        fixed(1, width).vbr(id, 8).vbr(newWidth, 4).align32();
        blocks.push(new int[] {out.size(), width});
        fixed(0, 32);
        width = newWidth;
        return this;
    }

    public BitWriter end() {
        fixed(0, width).align32();
        int[] b = blocks.pop();
        int words = (out.size() - b[0] - 4) / 4;
        byte[] all = out.toByteArray();
        all[b[0]] = (byte) words;
        all[b[0] + 1] = (byte) (words >>> 8);
        all[b[0] + 2] = (byte) (words >>> 16);
        all[b[0] + 3] = (byte) (words >>> 24);
        out.reset();
        out.write(all, 0, all.length);
        width = b[1];
        return this;
    }

    public BitWriter record(int code, long... ops) {
        fixed(3, width).vbr(code, 6).vbr(ops.length, 6);
        for (long o : ops) {
            vbr(o, 6);
        }
        return this;
    }

    /** Writes an abbreviation id (the caller then writes its fields). */
    public BitWriter abbrevId(int id) {
        return fixed(id, width);
    }

    /** DEFINE_ABBREV with ops given as pairs {encoding (0 = literal), value}. */
    public BitWriter defineAbbrev(long[]... ops) {
        fixed(2, width).vbr(ops.length, 5);
        for (long[] op : ops) {
            if (op[0] == 0) {
                fixed(1, 1).vbr(op[1], 8);
            } else {
                fixed(0, 1).fixed(op[0], 3);
                if (op[0] == 1 || op[0] == 2) {
                    vbr(op[1], 5);
                }
            }
        }
        return this;
    }

    public int width() {
        return width;
    }

    public byte[] bytes() {
        if (curBits != 0) {
            out.write((int) cur);
            curBits = 0;
            cur = 0;
        }
        patched = out.toByteArray();
        return patched;
    }
}
