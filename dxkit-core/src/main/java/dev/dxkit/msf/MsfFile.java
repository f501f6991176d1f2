package dev.dxkit.msf;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A Microsoft multi-stream file, version 7.00 (the "big" MSF of PDB files): a superblock, blocks of one size,
 * a free block map and a stream directory that lists each stream's size and blocks. Follows the LLVM project's
 * description of the MSF format. Each stream is assembled into one contiguous {@link Bytes} on read; every
 * count and block index is checked against the file before anything is allocated.
 *
 * <pre>
 * superblock: 0x00 magic (32 bytes)  0x20 block size  0x24 free block map block  0x28 block count
 *             0x2C directory size in bytes  0x30 unknown  0x34 block of the directory's block list
 * directory:  stream count, stream sizes (0xFFFFFFFF = a nil stream), then each stream's block indices
 * </pre>
 */
public final class MsfFile {
    /** "Microsoft C/C++ MSF 7.00\r\n\x1aDS\0\0\0". */
    static final byte[] MAGIC = "Microsoft C/C++ MSF 7.00\r\n\u001aDS\0\0\0".getBytes(StandardCharsets.ISO_8859_1);
    private static final String WHERE = "MSF";

    private final int blockSize;
    private final int freeBlockMapBlock;
    private final int blockCount;
    private final List<Bytes> streams;

    private MsfFile(int blockSize, int freeBlockMapBlock, int blockCount, List<Bytes> streams) {
        this.blockSize = blockSize;
        this.freeBlockMapBlock = freeBlockMapBlock;
        this.blockCount = blockCount;
        this.streams = streams;
    }

    /** True when {@code b} begins with the MSF 7.00 magic. */
    public static boolean isMsf(Bytes b) {
        if (b.size() < MAGIC.length) {
            return false;
        }
        for (int i = 0; i < MAGIC.length; i++) {
            if (b.u8(i) != (MAGIC[i] & 0xFF)) {
                return false;
            }
        }
        return true;
    }

    /** Reads the superblock, the directory and every stream of {@code b}. */
    public static MsfFile read(Bytes b) {
        ByteReader r = b.reader(WHERE);
        r.require(0, 0x38, "superblock");
        if (!isMsf(b)) {
            throw r.error(0, "expected the MSF 7.00 magic, found " + b.slice(0, 32).hex());
        }
        long bs = r.u32At(0x20); // block size: a power of two from 512 to 4096
        if (bs != 512 && bs != 1024 && bs != 2048 && bs != 4096) {
            throw r.error(0x20, "expected a block size of 512, 1024, 2048 or 4096, found " + bs);
        }
        int blockSize = (int) bs;
        long fpm = r.u32At(0x24); // free block map block: 1 or 2
        if (fpm != 1 && fpm != 2) {
            throw r.error(0x24, "expected free block map block 1 or 2, found " + fpm);
        }
        long blocks = r.u32At(0x28); // block count: the file holds exactly this many blocks
        if (blocks * blockSize > b.size()) {
            throw r.error(0x28, "expected at most " + (b.size() / blockSize) + " blocks in " + b.size() + " bytes, found " + blocks);
        }
        int blockCount = (int) blocks;
        long dirBytes = r.u32At(0x2C); // directory size: must fit in the file
        if (dirBytes < 4 || dirBytes > (long) blockCount * blockSize) {
            throw r.error(0x2C, "expected a directory of 4.." + ((long) blockCount * blockSize) + " bytes, found " + dirBytes);
        }
        int dirBlocks = ceilDiv((int) dirBytes, blockSize);
        int blockMapAddr = blockIndex(r, 0x34, blockCount);
        // the directory's block list fills (part of) one block, or more when the directory is large
        int listBytes = dirBlocks * 4;
        int[] dirBlockList = new int[dirBlocks];
        int listBlocks = ceilDiv(listBytes, blockSize);
        for (int i = 0; i < dirBlocks; i++) {
            int at = (blockMapAddr + i * 4 / blockSize) * blockSize + i * 4 % blockSize;
            if (i * 4 / blockSize >= listBlocks || blockMapAddr + i * 4 / blockSize >= blockCount) {
                throw r.error(0x34, "directory block list runs past block " + blockCount);
            }
            dirBlockList[i] = blockIndex(r, at, blockCount);
        }
        byte[] dir = gather(b, r, dirBlockList, (int) dirBytes, blockSize, 0x34);
        ByteReader d = ByteReader.of(dir, WHERE + " directory");
        int streamCount = d.countAt(0, (dir.length - 4) / 4, "stream count");
        long[] sizes = new long[streamCount];
        int at = 4 + 4 * streamCount;
        for (int i = 0; i < streamCount; i++) {
            long size = d.u32At(4 + 4 * i); // stream size, or 0xFFFFFFFF for a nil stream
            if (size == 0xFFFFFFFFL) {
                size = 0;
            }
            if (size > (long) blockCount * blockSize) {
                throw d.error(4 + 4 * i, "expected a stream of at most " + ((long) blockCount * blockSize) + " bytes, found " + size);
            }
            sizes[i] = size;
        }
        List<Bytes> streams = new ArrayList<>(streamCount);
        for (int i = 0; i < streamCount; i++) {
            int n = ceilDiv((int) sizes[i], blockSize);
            d.require(at, 4L * n, "block list of stream " + i);
            int[] list = new int[n];
            for (int k = 0; k < n; k++) {
                list[k] = blockIndex(d, at + 4 * k, blockCount);
            }
            at += 4 * n;
            streams.add(Bytes.wrap(gather(b, d, list, (int) sizes[i], blockSize, at)));
        }
        return new MsfFile(blockSize, (int) fpm, blockCount, List.copyOf(streams));
    }

    private static int ceilDiv(int a, int b) {
        return (int) (((long) a + b - 1) / b);
    }

    /** A block index at {@code at}, checked against the block count. */
    private static int blockIndex(ByteReader r, int at, int blockCount) {
        long v = r.u32At(at);
        if (v >= blockCount) {
            throw r.error(at, "expected a block index below " + blockCount + ", found " + v);
        }
        return (int) v;
    }

    /** Concatenates the first {@code size} bytes of the blocks {@code list}. */
    private static byte[] gather(Bytes b, ByteReader r, int[] list, int size, int blockSize, int at) {
        if ((long) list.length * blockSize < size) {
            throw r.error(at, "expected " + size + " bytes in " + list.length + " blocks");
        }
        byte[] out = new byte[size];
        for (int k = 0, done = 0; done < size; k++) {
            int n = Math.min(blockSize, size - done);
            b.slice(list[k] * blockSize, n).copyTo(out, done);
            done += n;
        }
        return out;
    }

    /** {@return the size of a block in bytes} */
    public int blockSize() {
        return blockSize;
    }

    /** {@return the block of the free block map in use (1 or 2)} */
    public int freeBlockMapBlock() {
        return freeBlockMapBlock;
    }

    /** {@return the number of blocks the file holds} */
    public int blockCount() {
        return blockCount;
    }

    /** {@return the number of streams in the stream directory} */
    public int streamCount() {
        return streams.size();
    }

    /** Stream {@code i}'s bytes; a nil stream is empty. */
    public Bytes stream(int i) {
        if (i < 0 || i >= streams.size()) {
            throw new DxFormatException(WHERE, 0x2C, "expected a stream below " + streams.size() + ", found " + i);
        }
        return streams.get(i);
    }

    @Override
    public String toString() {
        return "MsfFile[blockSize=" + blockSize + ", blocks=" + blockCount + ", streams=" + Arrays.toString(streams.stream().mapToInt(Bytes::size).toArray()) + "]";
    }
}
