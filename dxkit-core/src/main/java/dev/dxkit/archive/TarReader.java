package dev.dxkit.archive;

import dev.dxkit.io.DxFormatException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads the members of a tar stream in order, one 512-byte header at a time, without seeking: POSIX ustar
 * (name prefix), GNU ({@code L} long names, base-256 sizes) and pax ({@code x} headers' {@code path} and
 * {@code size}), as POSIX.1-2001 ({@code pax}) and GNU tar's manual describe them. Only regular files are
 * handed out; folders, links and devices are passed over. A header whose checksum does not add up, or a
 * stream that ends inside a member, is a {@link DxFormatException} at the header's byte.
 *
 * <p>Header layout (offsets in the block): [0,100) name, [124,136) size (octal, or base-256 when the top bit
 * of byte 124 is set), [148,156) checksum (octal sum of the block with this field read as spaces),
 * [156] type flag, [257,263) "ustar" magic, [345,500) name prefix.
 */
public final class TarReader {
    /** The largest GNU long name or pax header read; a larger count from a header is refused. */
    static final int MAX_META = 1 << 20;
    private static final int BLOCK = 512;

    private final InputStream in;
    private final byte[] header = new byte[BLOCK];
    private long at; // the stream offset of the next byte read
    private Member open;

    /**
     * A reader of the tar stream {@code in}, which it reads once from the start.
     *
     * @param in the stream
     */
    public TarReader(InputStream in) {
        this.in = in;
    }

    /** A regular file of the archive: its path inside it, size, and offset of its header. */
    public record Entry(String name, long size, long offset) {
    }

    /** Whether a 512-byte block starting at {@code head[0]} carries the ustar magic at 257. */
    public static boolean isTar(byte[] head, int length) {
        return length >= 262 && head[257] == 'u' && head[258] == 's' && head[259] == 't' && head[260] == 'a'
                && head[261] == 'r';
    }

    /**
     * The next regular file, its bytes readable from {@link #data()} until the next call; null at the end of
     * the archive (two zero blocks, one zero block, or the end of the stream at a block boundary).
     */
    public Entry next() throws IOException {
        if (open != null) {
            open.skipRest();
            open = null;
        }
        String longName = null;
        String paxPath = null;
        long paxSize = -1;
        while (true) {
            long offset = at;
            int n = readBlock(header);
            if (n == 0 || isZero(header)) {
                return null;
            }
            if (n < BLOCK) {
                throw new DxFormatException("tar", offset, "need 512 bytes for a header, " + n + " left");
            }
            checkSum(offset);
            char type = (char) (header[156] & 0xFF);
            long size = size(offset);
            switch (type) {
                case 'L' -> {
                    longName = cString(meta(size, offset), 0, (int) size);
                    continue;
                }
                case 'x' -> {
                    byte[] pax = meta(size, offset);
                    String[] kv = pax(pax, offset);
                    if (kv[0] != null) {
                        paxPath = kv[0];
                    }
                    if (kv[1] != null) {
                        paxSize = Long.parseLong(kv[1]);
                    }
                    continue;
                }
                default -> {
                }
            }
            if (paxSize >= 0) {
                size = paxSize;
            }
            String name = paxPath != null ? paxPath : longName != null ? longName : ustarName();
            open = new Member(size, offset);
            if (type == '0' || type == '\0' || type == '7') {
                return new Entry(name, size, offset);
            }
            open.skipRest(); // folders, links, devices, global pax headers: their data (if any) passed over
            open = null;
            longName = null;
            paxPath = null;
            paxSize = -1;
        }
    }

    /** {@return the bytes of the entry {@link #next()} returned last} */
    public InputStream data() {
        if (open == null) {
            throw new IllegalStateException("no open member");
        }
        return open;
    }

    private String ustarName() {
        String name = cString(header, 0, 100);
        if (isTar(header, BLOCK)) {
            String prefix = cString(header, 345, 155);
            if (!prefix.isEmpty()) {
                return prefix + "/" + name;
            }
        }
        return name;
    }

    private void checkSum(long offset) {
        long stored = octal(header, 148, 8, offset, "checksum");
        long sum = 0;
        for (int i = 0; i < BLOCK; i++) {
            sum += (i >= 148 && i < 156) ? ' ' : header[i] & 0xFF;
        }
        if (sum != stored) {
            throw new DxFormatException("tar", offset + 148, "header checksum " + stored + ", the header adds up to " + sum);
        }
    }

    private long size(long offset) {
        if ((header[124] & 0x80) != 0) { // GNU base-256: the remaining bits of the 12 bytes, big-endian
            long v = header[124] & 0x7F;
            for (int i = 125; i < 136; i++) {
                if ((v >>> 55) != 0) {
                    throw new DxFormatException("tar", offset + 124, "size does not fit 63 bits");
                }
                v = v << 8 | (header[i] & 0xFF);
            }
            return v;
        }
        return octal(header, 124, 12, offset, "size");
    }

    private static long octal(byte[] b, int from, int n, long offset, String what) {
        long v = 0;
        int i = from;
        int end = from + n;
        while (i < end && (b[i] == ' ' || b[i] == 0)) {
            i++;
        }
        for (; i < end && b[i] != 0 && b[i] != ' '; i++) {
            int d = b[i] - '0';
            if (d < 0 || d > 7) {
                throw new DxFormatException("tar", offset + i, what + " is no octal number: byte 0x"
                        + Integer.toHexString(b[i] & 0xFF));
            }
            if ((v >>> 60) != 0) {
                throw new DxFormatException("tar", offset + from, what + " does not fit 63 bits");
            }
            v = v << 3 | d;
        }
        return v;
    }

    /** The data of a GNU long-name or pax header, bounded before anything is allocated. */
    private byte[] meta(long size, long offset) throws IOException {
        if (size > MAX_META) {
            throw new DxFormatException("tar", offset + 124, "a name or pax header of " + size + " bytes, more than "
                    + MAX_META);
        }
        byte[] b = new byte[(int) size];
        int n = in.readNBytes(b, 0, b.length);
        at += n;
        if (n < b.length) {
            throw new DxFormatException("tar", at, "need " + b.length + " bytes of header data, " + n + " left");
        }
        skipPadding(size);
        return b;
    }

    /** The "path" and "size" values of pax records ("LEN key=value\n"). */
    private static String[] pax(byte[] b, long offset) {
        String[] out = new String[2];
        int i = 0;
        while (i < b.length) {
            int sp = i;
            int len = 0;
            while (sp < b.length && b[sp] >= '0' && b[sp] <= '9' && len < MAX_META) {
                len = len * 10 + (b[sp] - '0');
                sp++;
            }
            if (sp >= b.length || b[sp] != ' ' || len < sp - i + 2 || i + len > b.length) {
                throw new DxFormatException("tar", offset + 512 + i, "pax record length " + len + " does not fit the header");
            }
            String rec = new String(b, sp + 1, i + len - sp - 2, StandardCharsets.UTF_8); // without the '\n'
            int eq = rec.indexOf('=');
            if (eq > 0) {
                String key = rec.substring(0, eq);
                String value = rec.substring(eq + 1);
                if (key.equals("path")) {
                    out[0] = value;
                } else if (key.equals("size")) {
                    if (value.isEmpty() || value.length() > 18 || !value.chars().allMatch(c -> c >= '0' && c <= '9')) {
                        throw new DxFormatException("tar", offset + 512 + i, "pax size is no number: " + value);
                    }
                    out[1] = value;
                }
            }
            i += len;
        }
        return out;
    }

    private static String cString(byte[] b, int from, int n) {
        int end = from;
        while (end < from + n && b[end] != 0) {
            end++;
        }
        return new String(b, from, end - from, StandardCharsets.UTF_8);
    }

    private static boolean isZero(byte[] b) {
        for (byte x : b) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    private int readBlock(byte[] b) throws IOException {
        int n = in.readNBytes(b, 0, BLOCK);
        at += n;
        return n;
    }

    private void skipPadding(long size) throws IOException {
        long pad = (BLOCK - size % BLOCK) % BLOCK;
        skip(pad, true); // a member's last block is whole: a stream cut inside it is cut short
    }

    /** Skips {@code n} bytes; at the end of the stream, fails if {@code strict}, else stops there. */
    private void skip(long n, boolean strict) throws IOException {
        long left = n;
        while (left > 0) {
            long k = in.skip(left);
            if (k <= 0) {
                if (in.read() < 0) {
                    if (strict) {
                        throw new DxFormatException("tar", at, "need " + left + " more bytes of a member, the stream ended");
                    }
                    return;
                }
                k = 1;
            }
            left -= k;
            at += k;
        }
    }

    /** The data of one member: at most its size, then its padding skipped. */
    private final class Member extends InputStream {
        private final long offset;
        private long left;
        private final long size;

        Member(long size, long offset) {
            this.size = size;
            this.left = size;
            this.offset = offset;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left == 0) {
                return -1;
            }
            int n = in.read(b, off, (int) Math.min(len, left));
            if (n < 0) {
                throw new DxFormatException("tar", at, "the member whose header is at 0x" + Long.toHexString(offset)
                        + " needs " + left + " more bytes, the stream ended");
            }
            left -= n;
            at += n;
            return n;
        }

        void skipRest() throws IOException {
            TarReader.this.skip(left, true);
            left = 0;
            skipPadding(size);
        }
    }
}
