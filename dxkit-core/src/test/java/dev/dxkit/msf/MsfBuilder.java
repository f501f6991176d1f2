package dev.dxkit.msf;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a synthetic MSF 7.00 file for tests: block 0 the superblock, blocks 1 and 2 the free block maps, then
 * each stream's blocks, the directory's blocks and the block listing the directory's blocks. A stream given as
 * null is a nil stream (size 0xFFFFFFFF).
 */
final class MsfBuilder {
    private final int blockSize;
    private final List<byte[]> streams = new ArrayList<>();

    MsfBuilder(int blockSize) {
        this.blockSize = blockSize;
    }

    MsfBuilder stream(byte[] data) {
        streams.add(data);
        return this;
    }

    /** The superblock's fields at their offsets, for tests that overwrite one. */
    static final int BLOCK_SIZE = 0x20;
    static final int FREE_MAP = 0x24;
    static final int BLOCK_COUNT = 0x28;
    static final int DIRECTORY_BYTES = 0x2C;
    static final int BLOCK_MAP = 0x34;

    /** The directory's byte offset in the file built last (it starts at a block boundary). */
    int directoryAt;

    byte[] build() {
        List<byte[]> blocks = new ArrayList<>();
        blocks.add(new byte[blockSize]); // superblock, filled below
        blocks.add(new byte[blockSize]); // free block map 1
        blocks.add(new byte[blockSize]); // free block map 2
        ByteBuffer dir = ByteBuffer.allocate(1 << 16).order(ByteOrder.LITTLE_ENDIAN);
        dir.putInt(streams.size());
        for (byte[] s : streams) {
            dir.putInt(s == null ? -1 : s.length);
        }
        for (byte[] s : streams) {
            if (s == null) {
                continue;
            }
            for (int at = 0; at < s.length; at += blockSize) {
                byte[] b = new byte[blockSize];
                System.arraycopy(s, at, b, 0, Math.min(blockSize, s.length - at));
                dir.putInt(blocks.size());
                blocks.add(b);
            }
        }
        int dirBytes = dir.position();
        List<Integer> dirBlocks = new ArrayList<>();
        directoryAt = blocks.size() * blockSize;
        for (int at = 0; at < dirBytes; at += blockSize) {
            byte[] b = new byte[blockSize];
            System.arraycopy(dir.array(), at, b, 0, Math.min(blockSize, dirBytes - at));
            dirBlocks.add(blocks.size());
            blocks.add(b);
        }
        ByteBuffer map = ByteBuffer.wrap(new byte[blockSize]).order(ByteOrder.LITTLE_ENDIAN);
        dirBlocks.forEach(map::putInt);
        int mapBlock = blocks.size();
        blocks.add(map.array());
        ByteBuffer sb = ByteBuffer.wrap(blocks.get(0)).order(ByteOrder.LITTLE_ENDIAN);
        sb.put(MsfFile.MAGIC);
        sb.putInt(BLOCK_SIZE, blockSize);
        sb.putInt(FREE_MAP, 1);
        sb.putInt(BLOCK_COUNT, blocks.size());
        sb.putInt(DIRECTORY_BYTES, dirBytes);
        sb.putInt(BLOCK_MAP, mapBlock);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        blocks.forEach(out::writeBytes);
        return out.toByteArray();
    }
}
