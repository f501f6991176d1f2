package dev.dxkit.container;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.FourCC;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What {@code D3DStripShader} (d3dcompiler_47) does to a container, byte for byte, and dxkit's optional DXIL
 * extension of it.
 *
 * <p>The rules, worked out from the oracle over every container of the shared corpus and of the fixtures
 * under all 32 flag words 0x00–0x1f (212,896 calls, 64 of them refused):
 * <ul>
 *   <li>{@link #REFLECTION_DATA} (0x1) removes RDEF and STAT (DXIL's STAT, dxc's reflection module, too),
 *       except in a container that has a LIBH part, whose reflection it keeps;</li>
 *   <li>{@link #DEBUG_INFO} (0x2) removes SDBG and SPDB (not DXIL's ILDB or ILDN, nor an ILDN in DXBC);</li>
 *   <li>{@link #TEST_BLOBS} (0x4) removed no part of the corpus, nor any of 47 candidate kinds tried;</li>
 *   <li>{@link #PRIVATE_DATA} (0x8) removes PRIV; {@link #ROOT_SIGNATURE} (0x10) removes RTS0;</li>
 *   <li>other bits are ignored (0x20 … 0x80000000 all accepted);</li>
 *   <li>the parts kept stay in directory order, laid out canonically (the container writer's layout), and
 *       the result is signed the way the input was: with the retail digest, or with the debug digest
 *       ({@link ContainerDigest#computeDebug}) when that is what the input carries. When nothing is removed
 *       the input comes back unchanged;</li>
 *   <li>a container whose digest is zero or matches neither is refused (E_FAIL), DXIL as well as DXBC.</li>
 * </ul>
 *
 * <p>With {@code dxilDebugParts}, {@link #DEBUG_INFO} also removes the DXIL debug parts D3DStripShader keeps:
 * ILDB (the debug module), ILDN (the debug name), SRCI (sources) and PDBI (PDB information); the DXIL part
 * itself is untouched, so its HASH part (the MD5 of its bitcode) is checked and rewritten from the bitcode
 * when its flags say it covers the bitcode alone, and kept otherwise (flag 1: it covers the sources too).
 */
public final class Strip {
    /** {@code D3DCOMPILER_STRIP_REFLECTION_DATA}. */
    public static final int REFLECTION_DATA = 0x1;
    /** {@code D3DCOMPILER_STRIP_DEBUG_INFO}. */
    public static final int DEBUG_INFO = 0x2;
    /** {@code D3DCOMPILER_STRIP_TEST_BLOBS}. */
    public static final int TEST_BLOBS = 0x4;
    /** {@code D3DCOMPILER_STRIP_PRIVATE_DATA}. */
    public static final int PRIVATE_DATA = 0x8;
    /** {@code D3DCOMPILER_STRIP_ROOT_SIGNATURE}. */
    public static final int ROOT_SIGNATURE = 0x10;

    private static final int RDEF = FourCC.of("RDEF");
    private static final int STAT = FourCC.of("STAT");
    private static final int SDBG = FourCC.of("SDBG");
    private static final int SPDB = FourCC.of("SPDB");
    private static final int PRIV = FourCC.of("PRIV");
    private static final int RTS0 = FourCC.of("RTS0");
    private static final int LIBH = FourCC.of("LIBH");
    private static final int ILDB = FourCC.of("ILDB");
    private static final int ILDN = FourCC.of("ILDN");
    private static final int SRCI = FourCC.of("SRCI");
    private static final int PDBI = FourCC.of("PDBI");

    private Strip() {
    }

    /** {@code D3DStripShader(container, flags)}; throws {@link DxFormatException} where Microsoft refuses. */
    public static byte[] strip(byte[] container, int flags) {
        return strip(container, flags, false);
    }

    /**
     * {@link #strip(byte[], int)}, and with {@code dxilDebugParts} the DXIL debug parts as well (see the class
     * comment).
     */
    public static byte[] strip(byte[] container, int flags, boolean dxilDebugParts) {
        Container c = Container.read(container);
        Bytes stored = c.storedDigest();
        boolean debugSigned;
        if (Arrays.equals(stored.toArray(), c.computedDigest())) {
            debugSigned = false;
        } else if (Arrays.equals(stored.toArray(), ContainerDigest.computeDebug(container, 0, container.length))) {
            debugSigned = true;
        } else {
            throw new DxFormatException("container", 4, "D3DStripShader refuses a container whose digest is "
                    + (c.digestState() == DigestState.ZERO ? "zero" : "wrong") + " (stored " + stored.hex()
                    + ", computed " + Bytes.wrap(c.computedDigest()).hex() + ")");
        }
        boolean keepReflection = c.has("LIBH");
        List<PartEntry> kept = new ArrayList<>(c.parts().size());
        boolean removed = false;
        for (PartEntry p : c.parts()) {
            if (removes(p.fourCC(), flags, keepReflection, dxilDebugParts)) {
                removed = true;
            } else {
                kept.add(p);
            }
        }
        if (!removed) {
            return container.clone();
        }
        if (dxilDebugParts) {
            kept = ShaderHash.refreshed(kept);
        }
        byte[] out = ContainerWriter.write(kept);
        if (debugSigned) {
            System.arraycopy(ContainerDigest.computeDebug(out, 0, out.length), 0, out, 4, 16);
        }
        return out;
    }

    /** Whether the flags remove a part of kind {@code fourCC}. */
    static boolean removes(int fourCC, int flags, boolean keepReflection, boolean dxilDebugParts) {
        if ((flags & REFLECTION_DATA) != 0 && !keepReflection && (fourCC == RDEF || fourCC == STAT)) {
            return true;
        }
        if ((flags & DEBUG_INFO) != 0) {
            if (fourCC == SDBG || fourCC == SPDB) {
                return true;
            }
            if (dxilDebugParts && (fourCC == ILDB || fourCC == ILDN || fourCC == SRCI || fourCC == PDBI)) {
                return true;
            }
        }
        if ((flags & PRIVATE_DATA) != 0 && fourCC == PRIV) {
            return true;
        }
        return (flags & ROOT_SIGNATURE) != 0 && fourCC == RTS0;
    }

    /**
     * The bitcode of a DXIL (or ILDB) part: after the program header (u32 version, u32 size in words) comes the
     * bitcode header ("DXIL", u32 version, u32 bitcode offset from that header, u32 bitcode size).
     */
    public static Bytes bitcode(Bytes program) {
        var r = program.reader("DXIL");
        long offset = r.u32At(16);
        long size = r.u32At(20);
        if (offset > program.size() - 8L || size > program.size() - 8L - offset) {
            throw r.error(16, "bitcode offset " + offset + " and size " + size + " run past the part's "
                    + program.size() + " bytes");
        }
        return program.slice((int) (8 + offset), (int) size);
    }

    static byte[] md5(Bytes b) {
        return ContainerDigest.md5(b.array(), b.arrayOffset(), b.size());
    }
}
