package dev.dxkit.container;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.FourCC;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The HASH part of a DXIL container kept right: its retail digest is MD5 over the DXIL part's bitcode
 * (DxilContainer.h DxilShaderHash; 826 of 826 corpus containers), so it is as much the container's business
 * as the container digest. {@link ContainerWriter} recomputes it whenever it lays parts out or signs, and
 * {@link Container#findings()} reports a stale one.
 *
 * <pre>
 * HASH  0x00 u32 flags (bit 0: the digest covers the source too)  0x04 u8[16] digest
 * DXIL  0x08 'DXIL'  0x10 u32 bitcode offset from 0x08  0x14 u32 bitcode size
 * </pre>
 * A HASH of another size, one whose flags say it covers the source (which the container does not hold), or a
 * DXIL part whose headers do not locate its bitcode is left alone: nothing can be checked or recomputed.
 */
final class ShaderHash {
    static final int HASH = FourCC.of("HASH");
    static final int DXIL = FourCC.of("DXIL");
    /** The size of a HASH part: flags and digest. */
    static final int SIZE = 20;

    private ShaderHash() {
    }

    /** MD5 over the bitcode of DXIL part data {@code program}, or null if its headers do not locate it. */
    static byte[] expected(Bytes program) {
        if (program.size() < 24 || program.reader("DXIL").i32At(0x08) != 0x4C495844) {
            return null;
        }
        long offset = program.reader("DXIL").u32At(0x10);
        long size = program.reader("DXIL").u32At(0x14);
        if (offset < 16 || 8 + offset > program.size() || size > program.size() - 8 - offset) {
            return null;
        }
        return Strip.md5(program.slice((int) (8 + offset), (int) size));
    }

    /** True if {@code hash} is HASH part data whose digest can be recomputed from the container. */
    static boolean retail(Bytes hash) {
        return hash.size() == SIZE && (hash.reader("HASH").i32At(0) & 1) == 0;
    }

    /** The HASH part of {@code parts} with its digest recomputed, or {@code parts} itself when nothing changes. */
    static List<PartEntry> refreshed(List<PartEntry> parts) {
        PartEntry hash = first(parts, HASH);
        PartEntry dxil = first(parts, DXIL);
        if (hash == null || dxil == null || !retail(hash.data())) {
            return parts;
        }
        byte[] want = expected(dxil.data());
        if (want == null || Arrays.equals(want, hash.data().slice(4, 16).toArray())) {
            return parts;
        }
        byte[] data = hash.data().toArray();
        System.arraycopy(want, 0, data, 4, 16);
        List<PartEntry> out = new ArrayList<>(parts);
        out.set(parts.indexOf(hash), new PartEntry(HASH, -1, Bytes.wrap(data)));
        return out;
    }

    /** Recomputes the HASH digest of laid-out {@code container} in place (its layout is unchanged). */
    static void refresh(byte[] container) {
        Container c;
        try {
            c = Container.read(Bytes.wrap(container));
        } catch (RuntimeException e) {
            return; // not a container dxkit reads: the digest alone is signed
        }
        PartEntry hash = first(c.parts(), HASH);
        PartEntry dxil = first(c.parts(), DXIL);
        if (hash == null || dxil == null || !retail(hash.data())) {
            return;
        }
        byte[] want = expected(dxil.data());
        if (want != null) {
            System.arraycopy(want, 0, container, (int) hash.dataOffset() + 4, 16);
        }
    }

    /** A finding if the HASH digest of {@code c} is not the MD5 of its DXIL bitcode; else null. */
    static Finding stale(Container c) {
        PartEntry hash = first(c.parts(), HASH);
        PartEntry dxil = first(c.parts(), DXIL);
        if (hash == null || dxil == null || !retail(hash.data())) {
            return null;
        }
        byte[] want = expected(dxil.data());
        Bytes stored = hash.data().slice(4, 16);
        if (want == null || Arrays.equals(want, stored.toArray())) {
            return null;
        }
        return new Finding(Finding.Kind.HASH_MISMATCH, hash.dataOffset() + 4, "HASH digest " + stored.hex()
                + ", MD5 of the DXIL bitcode " + Bytes.wrap(want).hex());
    }

    private static PartEntry first(List<PartEntry> parts, int fourCC) {
        for (PartEntry p : parts) {
            if (p.fourCC() == fourCC) {
                return p;
            }
        }
        return null;
    }

}
