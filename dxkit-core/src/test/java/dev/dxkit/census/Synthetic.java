package dev.dxkit.census;

import dev.dxkit.container.ContainerWriter;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A small collection of every kind of file the census tells apart, built in a folder. */
final class Synthetic {
    private Synthetic() {
    }

    static Bytes words(int... w) {
        ByteBuffer b = ByteBuffer.allocate(4 * w.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int x : w) {
            b.putInt(x);
        }
        return Bytes.wrap(b.array());
    }

    static byte[] container(Object... kindsAndData) {
        List<PartEntry> parts = new ArrayList<>();
        for (int i = 0; i < kindsAndData.length; i += 2) {
            parts.add(PartEntry.of((String) kindsAndData[i], (Bytes) kindsAndData[i + 1]));
        }
        return ContainerWriter.write(parts);
    }

    static final Bytes SIG = words(0, 8); // an empty signature: no records, records at 8

    /** ret: opcode 62, length 1. */
    static final int RET = 0x0100003E;
    /** dcl_globalFlags refactoringAllowed: opcode 106, bit 11, length 1. */
    static final int GLOBAL_FLAGS = 0x0100086A;
    /** sync_g_t: opcode 190, bits 11 and 12, length 1. */
    static final int SYNC_G_T = 0x010018BE;

    /** A ps_5_0 program: version token 0x00000050, length 4, dcl_globalFlags, ret. */
    static byte[] ps50() {
        return container("ISGN", SIG, "OSGN", SIG, "SHEX", words(0x00000050, 4, GLOBAL_FLAGS, RET));
    }

    /**
     * An ISG1 of two 32-byte records (stream 0, then the 24-byte body, then minimum precision 0 and 1) and
     * their names.
     */
    static Bytes isg1() {
        return words(2, 8,
                0, 72, 0, 0, 3, 0, 0x0F0F, 0, // stream, name offset, index, sv, type, register, masks, min precision
                0, 72, 1, 0, 3, 1, 0x0303, 1,
                0x4F4C4F43, 0x00000052); // "COLOR\0" and padding
    }

    /**
     * Writes the collection under {@code root}:
     * <pre>
     * top.dxbc                  vs_5_0, STAT agreeing                    group "."
     * a/ps50.dxbc, a/copy.dxbc  the same ps_5_0 twice                    group a
     * a/vs40l9.dxbc             vs_4_0 with Aon9 (level 9)
     * a/zero.dxbc               ps_5_0 with a zero digest
     * a/sub/cs51.dxbc           cs_5_1
     * a/readme.txt              skipped
     * b/lib63.dxil              lib_6_3 (SFI0 DXIL)
     * b/ms65.dxil               ms_6_5
     * b/effect.fxo              FX10 effect
     * b/rts.bin                 a root signature (RTS0 only)
     * b/mismatch.dxbc           ps_5_0 with a wrong digest
     * b/gap.dxbc                4 bytes between two parts, then 2 bytes after the last, signed
     * b/ps20.d3d9, b/vs11.d3d9  Direct3D 9 programs
     * b/trunc.dxbc              a container cut at 40 bytes: refused (container)
     * b/bad.d3d9                a version token then no opcode: refused (d3d9)
     * b/short.dxbc              a SHEX of 2 bytes: refused (SHEX)
     * b/empty                   0 bytes: skipped
     * </pre>
     */
    static void write(Path root) throws IOException {
        Files.createDirectories(root.resolve("a/sub"));
        Files.createDirectories(root.resolve("b"));
        Files.write(root.resolve("top.dxbc"), container("SHEX", words(0x00010050, 3, RET), "STAT", stat(1)));
        Files.write(root.resolve("a/ps50.dxbc"), ps50());
        Files.write(root.resolve("a/copy.dxbc"), ps50());
        Files.write(root.resolve("a/vs40l9.dxbc"),
                container("Aon9", words(0, 0), "SHDR", words(0x00010040, 3, RET), "ISGN", SIG, "OSGN", SIG,
                        "STAT", stat(5)));
        byte[] zero = container("ISG1", isg1(), "OSGN", SIG, "SHEX", words(0x00000050, 4, RET, RET),
                "SFI0", words(0x10, 0));
        Arrays.fill(zero, 4, 20, (byte) 0);
        Files.write(root.resolve("a/zero.dxbc"), zero);
        Files.write(root.resolve("a/sub/cs51.dxbc"), container("SHEX", words(0x00050051, 4, SYNC_G_T, RET)));
        Files.write(root.resolve("a/readme.txt"), "not a shader\n".getBytes(StandardCharsets.US_ASCII));
        // a real library (the project's fixture) with dxc's dump beside it for the independent count
        Path fixtures = Path.of("..", "fixtures");
        Files.copy(fixtures.resolve("bin/lib_6_3_raytracing.dxbc"), root.resolve("b/lib63.dxil"));
        Files.copy(fixtures.resolve("dumpbin/lib_6_3_raytracing.dxc.txt"), root.resolve("b/lib63.dxc.txt"));
        Files.write(root.resolve("b/ms65.dxil"), container("DXIL", words(0x000D0065, 0))); // no bitcode header
        Files.write(root.resolve("b/effect.fxo"), container("FX10", words(1, 2, 3)));
        Files.write(root.resolve("b/rts.bin"), container("RTS0", words(2, 0)));
        byte[] mismatch = ps50();
        mismatch[4] ^= 1;
        Files.write(root.resolve("b/mismatch.dxbc"), mismatch);
        Files.write(root.resolve("b/gap.dxbc"), gapped());
        Files.write(root.resolve("b/ps20.d3d9"), words(0xFFFF0200,
                0x0001FFFE, 0x12345678, // a comment of one dword
                0x02000001, 0x800F0800, 0x90E40000, // mov oC0, v0 with its length in [27:24]
                0x0000FFFF).toArray());
        Files.write(root.resolve("b/vs11.d3d9"), words(0xFFFE0101,
                0x00000051, 0xA00F0000, 0x3F800000, 0, 0, 0, // def c0, 1, 0, 0, 0: literals with bit 31 clear
                0x00000001, 0xC00F0000, 0x90E40000, // mov oPos, v0
                0x0000FFFF).toArray());
        Files.write(root.resolve("b/trunc.dxbc"), Arrays.copyOf(ps50(), 40));
        Files.write(root.resolve("b/bad.d3d9"), words(0xFFFF0300, 0x00005678, 0x0000FFFF).toArray());
        Files.write(root.resolve("b/short.dxbc"), container("SHEX", Bytes.of((byte) 0x50, (byte) 0)));
        Files.write(root.resolve("b/empty"), new byte[0]);
    }

    /** A Shader Model 4 STAT (29 words) whose instruction count is {@code instructions}. */
    static Bytes stat(int instructions) {
        int[] w = new int[29];
        w[0] = instructions;
        return words(w);
    }

    /** Two parts with 4 zero bytes between them and 2 after the last; directory and size fixed, signed. */
    static byte[] gapped() {
        ByteBuffer b = ByteBuffer.allocate(32 + 8 + (8 + 8) + 4 + (8 + 8) + 2).order(ByteOrder.LITTLE_ENDIAN);
        b.put("DXBC".getBytes(StandardCharsets.US_ASCII)).position(20);
        b.putShort((short) 1).putShort((short) 0).putInt(b.capacity()).putInt(2);
        b.putInt(40).putInt(40 + 16 + 4);
        b.put("SHEX".getBytes(StandardCharsets.US_ASCII)).putInt(8).putInt(0x00000050).putInt(2); // no instruction
        b.putInt(0);
        b.put("STAT".getBytes(StandardCharsets.US_ASCII)).putInt(8).putInt(1).putInt(0);
        byte[] out = b.array();
        ContainerWriter.sign(out);
        return out;
    }
}
