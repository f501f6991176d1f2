package dev.dxkit.archive;

import dev.dxkit.io.DxFormatException;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;

/**
 * The archives a collection of game files comes in, read as a stream of members without unpacking them to
 * disk: zip (APPNOTE's local headers, read with {@code java.util.zip}), tar ({@link TarReader}) and tar
 * compressed with gzip (RFC 1952). An archive is recognised by its first bytes, never by its name: "PK\3\4"
 * or "PK\5\6" (an empty zip), "ustar" at byte 257, or gzip's 1f 8b 08 around a tar.
 */
public enum Archive {
    ZIP("zip"), TAR("tar"), TAR_GZ("tar.gz");

    /** What is done with each regular file of an archive, in archive order. */
    public interface Members {
        /**
         * One member: its path inside the archive, its size (-1 when the archive does not say before its
         * bytes), and its bytes (valid until this call returns).
         */
        void member(String name, long size, InputStream data) throws IOException;
    }

    private final String label;

    Archive(String label) {
        this.label = label;
    }

    /** "zip", "tar" or "tar.gz": the {@code where} of a refusal. */
    public String label() {
        return label;
    }

    /**
     * The archive whose first {@code length} bytes are {@code head}, or null for a file that is none; a
     * gzip stream counts only when the first block it unpacks to is a tar header (or cannot be unpacked:
     * reading it then says where).
     */
    public static Archive of(byte[] head, int length) {
        if (length >= 4 && head[0] == 'P' && head[1] == 'K'
                && ((head[2] == 3 && head[3] == 4) || (head[2] == 5 && head[3] == 6))) {
            return ZIP;
        }
        if (TarReader.isTar(head, length)) {
            return TAR;
        }
        if (length >= 3 && (head[0] & 0xFF) == 0x1F && (head[1] & 0xFF) == 0x8B && head[2] == 8) {
            byte[] block = new byte[512];
            try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(head, 0, length))) {
                int n = in.readNBytes(block, 0, block.length);
                return TarReader.isTar(block, n) ? TAR_GZ : null;
            } catch (EOFException e) {
                return null; // the head's bytes end inside the first block: too short a gzip to be a tar
            } catch (IOException e) {
                return TAR_GZ; // damaged: reading it in full names the byte
            }
        }
        return null;
    }

    /**
     * Hands every regular file of the archive read from {@code in} to {@code members}, in order. Damage is a
     * {@link DxFormatException} naming the archive format and the byte of the (compressed) stream reached.
     */
    public void read(InputStream in, Members members) throws IOException {
        Counting counted = new Counting(in);
        try {
            switch (this) {
                case ZIP -> zip(counted, members);
                case TAR -> tar(counted, members);
                case TAR_GZ -> tar(new GZIPInputStream(counted, 64 * 1024), members);
            }
        } catch (ZipException | EOFException e) {
            throw new DxFormatException(label, counted.count,
                    e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        } catch (DxFormatException e) {
            if (this == TAR_GZ) { // a tar offset inside the unpacked stream: said as such
                throw new DxFormatException(label, counted.count, "unpacked " + e.getMessage());
            }
            throw e;
        } catch (IllegalArgumentException e) { // java.util.zip's word for a name that is no UTF-8 ("MALFORMED")
            throw new DxFormatException(label, counted.count, "member name: " + e.getMessage());
        }
    }

    private static void zip(InputStream in, Members members) throws IOException {
        ZipInputStream zip = new ZipInputStream(in);
        for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
            if (!e.isDirectory()) {
                members.member(e.getName(), e.getSize(), zip);
            }
        }
    }

    private static void tar(InputStream in, Members members) throws IOException {
        TarReader tar = new TarReader(in);
        for (TarReader.Entry e = tar.next(); e != null; e = tar.next()) {
            members.member(e.name(), e.size(), tar.data());
        }
    }

    /** Counts the bytes read, for the offset of an error. */
    private static final class Counting extends FilterInputStream {
        long count;

        Counting(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long k = super.skip(n);
            count += k;
            return k;
        }
    }
}
