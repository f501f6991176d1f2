package dev.dxkit.part;

import dev.dxkit.container.ContainerDigest;
import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

/**
 * The HASH part (DxilContainer.h DxilShaderHash): the shader's own MD5, distinct from the container digest.
 *
 * <pre>
 * 0x00  u32     flags: bit 0 = the hash includes the source (debug hash)
 * 0x04  u8[16]  MD5 digest
 * </pre>
 * dxc computes the retail hash (flags 0) as plain MD5 over the bitcode of the DXIL part: the module bytes
 * only, without the program and bitcode headers (826 of 826 corpus containers). {@code -Zi} leaves it
 * unchanged, since debug information goes to ILDB and the DXIL bitcode is the retail one; ILDN then names
 * {@code <hash>.pdb}. {@code -Zss} sets flag 1 and hashes the source as well, which the container does not
 * hold: such a digest cannot be verified from the container. See {@link #retailDigest}.
 *
 * @param flags  the flags word
 * @param digest the 16 digest bytes
 * @param bytes  the part data as stored
 */
public record HashPart(int flags, Bytes digest, Bytes bytes) implements Part {
    /** Flags bit 0: the digest covers the source too. */
    public static final int INCLUDES_SOURCE = 1;

    /**
     * Reads a HASH part's data.
     *
     * @return the part
     * @param data the part's data
     */
    public static HashPart read(Bytes data) {
        ByteReader r = data.reader("HASH");
        r.require(0, 20, "flags and digest");
        if (data.size() != 20) {
            throw r.error(20, "expected 20 bytes, found " + data.size());
        }
        return new HashPart(r.i32At(0), data.slice(4, 16), data);
    }

    /** MD5 over {@code program}'s bitcode: what dxc stores as the retail hash. */
    public static Bytes retailDigest(DxilProgramPart program) {
        Bytes bc = program.bitcode();
        return Bytes.wrap(ContainerDigest.md5(bc.array(), bc.arrayOffset(), bc.size()));
    }

    /** True if the flags say retail and the digest is MD5 over {@code program}'s bitcode. */
    public boolean verifies(DxilProgramPart program) {
        return (flags & INCLUDES_SOURCE) == 0 && retailDigest(program).equals(digest);
    }

    @Override
    public String fourCC() {
        return "HASH";
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
