package dev.dxkit.msf;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a multi-stream file, version 7.00 (the layout {@link MsfFile} reads): 512-byte blocks (larger only where
 * the directory's blocks would not be listed in one block otherwise), the superblock in block 0, the free block
 * maps in blocks 1 and 2 (and again at 1 and 2 past every block-size-th block, where a larger file keeps them),
 * then each stream's blocks in stream order, the stream directory and last the block that lists the directory's
 * blocks. The first free block map is the one in use; it marks every block of the file used and the rest of its
 * bits free.
 */
public final class MsfWriter {
    /** The block size written when it can hold the list of the directory's blocks: fxc's SPDB parts use 512. */
    public static final int BLOCK_SIZE = 512;

    private final List<byte[]> blocks = new ArrayList<>();
    private final int blockSize;

    private MsfWriter(int blockSize) {
        this.blockSize = blockSize;
    }

    /** The smallest block size (512 to 4096) whose one block can list the blocks of the directory of {@code streams}. */
    static int blockSize(List<Bytes> streams) {
        for (int bs = BLOCK_SIZE; bs < 4096; bs *= 2) {
            long blocks = 0;
            for (Bytes s : streams) {
                blocks += s == null ? 0 : (s.size() + bs - 1) / bs;
            }
            long dirBytes = 4 + 4L * streams.size() + 4 * blocks;
            if ((dirBytes + bs - 1) / bs * 4 <= bs) {
                return bs;
            }
        }
        return 4096;
    }

    /**
     * The file holding {@code streams} in this order (stream {@code i} is directory entry {@code i}); a null entry is a
     * nil stream (size 0xFFFFFFFF, no blocks).
     */
    public static byte[] write(List<Bytes> streams) {
        int bs = blockSize(streams);
        MsfWriter w = new MsfWriter(bs);
        w.blocks.add(null); // the superblock
        w.blocks.add(null); // free block map 1
        w.blocks.add(null); // free block map 2
        List<int[]> lists = new ArrayList<>();
        long dirBytes = 4 + 4L * streams.size();
        for (Bytes s : streams) {
            int[] list = s == null ? new int[0] : w.place(s.toArray());
            lists.add(list);
            dirBytes += 4L * list.length;
        }
        if (dirBytes > (long) bs / 4 * bs) {
            throw new IllegalArgumentException("a stream directory of " + dirBytes
                    + " bytes needs more than one block to list its blocks");
        }
        byte[] dir = new byte[(int) dirBytes];
        LittleEndian.putI32(dir, 0, streams.size()); // stream count
        int at = 4;
        for (int i = 0; i < streams.size(); i++, at += 4) {
            LittleEndian.putI32(dir, at, streams.get(i) == null ? -1 : streams.get(i).size()); // size, -1 nil
        }
        for (int[] list : lists) {
            for (int b : list) {
                LittleEndian.putI32(dir, at, b);
                at += 4;
            }
        }
        int[] dirBlocks = w.place(dir);
        byte[] map = new byte[4 * dirBlocks.length];
        for (int i = 0; i < dirBlocks.length; i++) {
            LittleEndian.putI32(map, 4 * i, dirBlocks[i]); // the directory's blocks
        }
        int mapBlock = w.place(map)[0];
        while (w.blocks.size() % bs == 1 || w.blocks.size() % bs == 2) {
            w.blocks.add(null); // the file holds its last interval's free block maps whole
        }
        int count = w.blocks.size();
        byte[] out = new byte[count * bs];
        for (int i = 0; i < count; i++) {
            byte[] b = w.blocks.get(i);
            if (b != null) {
                System.arraycopy(b, 0, out, i * bs, b.length);
            }
        }
        System.arraycopy(MsfFile.MAGIC, 0, out, 0, MsfFile.MAGIC.length);
        LittleEndian.putI32(out, 0x20, bs); // block size
        LittleEndian.putI32(out, 0x24, 1); // the free block map in use
        LittleEndian.putI32(out, 0x28, count); // block count
        LittleEndian.putI32(out, 0x2C, dir.length); // directory size in bytes
        LittleEndian.putI32(out, 0x34, mapBlock); // the block listing the directory's blocks
        // free block map 1, one bit per block (1 free): the interval's first map block marks the blocks in use
        for (int interval = 0; interval * bs < count; interval++) {
            int fpm = (interval * bs + 1) * bs;
            java.util.Arrays.fill(out, fpm, fpm + bs, (byte) 0xFF);
            for (int bit = 0; bit < bs * 8; bit++) {
                int block = interval * bs * 8 + bit;
                if (block < count) {
                    out[fpm + bit / 8] &= (byte) ~(1 << (bit % 8));
                }
            }
        }
        return out;
    }

    /** Puts {@code data} in fresh blocks (skipping the free block maps' places); returns their indices. */
    private int[] place(byte[] data) {
        int n = (data.length + blockSize - 1) / blockSize;
        int[] list = new int[n];
        for (int k = 0; k < n; k++) {
            while (blocks.size() % blockSize == 1 || blocks.size() % blockSize == 2) {
                blocks.add(null); // a free block map's place in this interval
            }
            list[k] = blocks.size();
            int from = k * blockSize;
            blocks.add(java.util.Arrays.copyOfRange(data, from, Math.min(data.length, from + blockSize)));
        }
        return list;
    }
}
