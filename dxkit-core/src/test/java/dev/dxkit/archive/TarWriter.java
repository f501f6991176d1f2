package dev.dxkit.archive;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Builds tar streams for the tests: ustar headers, GNU long names and pax paths, as tar(1) writes them. */
public final class TarWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    /** An empty archive. */
    public TarWriter() {
    }

    /** A regular file; a name longer than 100 bytes goes in a GNU 'L' header first. */
    public TarWriter file(String name, byte[] data) {
        byte[] n = name.getBytes(StandardCharsets.UTF_8);
        if (n.length > 100) {
            entry("././@LongLink", 'L', Arrays.copyOf(n, n.length + 1));
        }
        return entry(name, '0', data);
    }

    /** A regular file whose path is given by a pax 'x' header ({@code header} is the ustar name). */
    public TarWriter paxFile(String path, String header, byte[] data) {
        String rec = " path=" + path + "\n";
        int bytes = rec.getBytes(StandardCharsets.UTF_8).length;
        int len = bytes + 1; // the record's length counts its own digits
        while (Integer.toString(len).length() + bytes != len) {
            len++;
        }
        entry("PaxHeaders/" + header, 'x', (len + rec).getBytes(StandardCharsets.UTF_8));
        return entry(header, '0', data);
    }

    /** A folder entry (no data). */
    public TarWriter folder(String name) {
        return entry(name.endsWith("/") ? name : name + "/", '5', new byte[0]);
    }

    /** Any entry. */
    public TarWriter entry(String name, char type, byte[] data) {
        byte[] h = new byte[512];
        byte[] n = name.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(n, 0, h, 0, Math.min(100, n.length));
        octal(h, 100, 8, 0644);
        octal(h, 108, 8, 0);
        octal(h, 116, 8, 0);
        octal(h, 124, 12, data.length);
        octal(h, 136, 12, 0);
        h[156] = (byte) type;
        System.arraycopy("ustar\0".getBytes(StandardCharsets.US_ASCII), 0, h, 257, 6);
        h[263] = '0';
        h[264] = '0';
        Arrays.fill(h, 148, 156, (byte) ' ');
        int sum = 0;
        for (byte b : h) {
            sum += b & 0xFF;
        }
        octal(h, 148, 7, sum);
        out.writeBytes(h);
        out.writeBytes(data);
        out.writeBytes(new byte[(512 - data.length % 512) % 512]);
        return this;
    }

    /** The archive: the entries, then two zero blocks. */
    public byte[] toBytes() {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.writeBytes(out.toByteArray());
        all.writeBytes(new byte[1024]);
        return all.toByteArray();
    }

    private static void octal(byte[] h, int at, int width, long v) {
        String s = Long.toOctalString(v);
        while (s.length() < width - 1) {
            s = "0" + s;
        }
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(b, 0, h, at, b.length);
        h[at + width - 1] = 0;
    }
}
