package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

/**
 * A DXIL or ILDB part: the program header, the bitcode header and the LLVM bitcode module, which is kept
 * as bytes here (package {@code dev.dxkit.dxil} decodes it, lazily, from {@link #bitcode()}).
 *
 * <pre>
 * 0x00  u32  program version: [31:16] shader kind, [7:4] major, [3:0] minor
 * 0x04  u32  size of the program (headers and bitcode) in dwords
 * 0x08  u32  'DXIL'
 * 0x0c  u32  DXIL version: [15:8] major, [7:0] minor
 * 0x10  u32  bitcode offset, from 0x08
 * 0x14  u32  bitcode size in bytes
 * </pre>
 * Follows DirectXShaderCompiler's DxilContainer.h (DxilProgramHeader, DxilBitcodeHeader) and LLVM's DirectX
 * container reference. ILDB has the same layout; its module keeps debug information. So does a DXIL
 * container's STAT part, whose module is the reflection copy that keeps resource names.
 *
 * @param fourCC         "DXIL" or "ILDB"
 * @param shaderKind     the shader kind code (DXIL::ShaderKind: 0 pixel … 6 library … 13 mesh)
 * @param major          shader model major version
 * @param minor          shader model minor version
 * @param sizeInDwords   the stored program size in dwords
 * @param dxilVersion    the DXIL version word
 * @param bitcodeOffset  the stored bitcode offset (from byte 8)
 * @param bitcodeSize    the stored bitcode size
 * @param bytes          the part data as stored
 */
public record DxilProgramPart(String fourCC, int shaderKind, int major, int minor, long sizeInDwords,
                              int dxilVersion, long bitcodeOffset, long bitcodeSize, Bytes bytes) implements Part {
    /** 'DXIL' as a little-endian word. */
    public static final int DXIL_MAGIC = 0x4C495844;
    /** The size of the two headers. */
    public static final int HEADER_SIZE = 24;

    /** True if {@code data} starts with a program header: room for both headers and 'DXIL' at byte 8. */
    public static boolean isProgram(Bytes data) {
        return data.size() >= HEADER_SIZE && data.reader("program").i32At(0x08) == DXIL_MAGIC;
    }

    /** Reads the headers of a DXIL or ILDB part and checks that the bitcode lies inside it. */
    public static DxilProgramPart read(String fourCC, Bytes data) {
        ByteReader r = data.reader(fourCC);
        r.require(0, HEADER_SIZE, "the program and bitcode headers");
        int version = r.i32At(0x00);
        long dwords = r.u32At(0x04);
        if (r.i32At(0x08) != DXIL_MAGIC) {
            throw r.error(0x08, "expected 'DXIL', found \"" + r.fourCcAt(0x08) + "\"");
        }
        long offset = r.u32At(0x10);
        long size = r.u32At(0x14);
        if (offset < 16 || 8 + offset > data.size() || size > data.size() - 8 - offset) {
            throw r.error(0x10, "bitcode at 8+" + offset + " of " + size + " bytes does not fit the "
                    + data.size() + "-byte part");
        }
        return new DxilProgramPart(fourCC, version >>> 16, version >>> 4 & 0xF, version & 0xF, dwords,
                r.i32At(0x0c), offset, size, data);
    }

    /** {@return the LLVM bitcode ('BC' 0xC0DE …)} */
    public Bytes bitcode() {
        return bytes.slice((int) (8 + bitcodeOffset), (int) bitcodeSize);
    }

    /** {@return the DXIL version's major number} */
    public int dxilMajor() {
        return dxilVersion >>> 8 & 0xFF;
    }

    /** {@return the DXIL version's minor number} */
    public int dxilMinor() {
        return dxilVersion & 0xFF;
    }

    @Override
    public java.util.Map<String, Object> tree() {
        return RecordTree.of(this);
    }

    @Override
    public Bytes encode() {
        return bytes;
    }
}
