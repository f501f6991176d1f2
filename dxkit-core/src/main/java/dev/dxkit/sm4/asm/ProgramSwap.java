package dev.dxkit.sm4.asm;

import dev.dxkit.container.Container;
import dev.dxkit.container.ContainerDigest;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import dev.dxkit.part.PartDecoder;
import dev.dxkit.part.StatPart;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Sm4Program;
import java.util.List;

/**
 * An assembled program put into the container it came from ({@code dxkit asm --base}): every other part is kept
 * as it is but STAT, whose counters are moved by what the edit changed ({@link StatCount#recount}), the program part
 * is replaced in its place, and the container is re-laid and re-signed. When the
 * program is the one the container holds already (an unedited listing), the container is given back as it is,
 * byte for byte: its layout, its digest and any bytes after the program in the part included.
 */
public final class ProgramSwap {
    private ProgramSwap() {
    }

    /**
     * {@code base} with its SHEX or SHDR part holding {@code program} (a token stream: version token, length,
     * instructions). The part keeps its kind and its place in the directory.
     *
     * @throws DxFormatException when {@code base} holds no SHEX or SHDR part (a DXIL container, an effect)
     */
    public static Container withProgram(Container base, Bytes program) {
        PartEntry part = programPart(base);
        Bytes old = part.data();
        if (old.size() >= program.size() && old.slice(0, program.size()).equals(program) && old.size() >= 8
                && lengthInDwords(old) * 4L == program.size()) {
            return base;
        }
        Container swapped = base.withPart(part.kind(), program);
        // STAT recounted: fxc's counters moved by what the edit changed
        PartEntry stat = swapped.part("STAT").orElse(null);
        if (stat != null && StatPart.isCounterArray(stat.data())) {
            try {
                Sm4Program before = Sm4Program.read(part.kind(), old);
                Sm4Program after = Sm4Program.read(part.kind(), program);
                long[] words = ((StatPart) PartDecoder.decode("STAT", stat.data())).words();
                swapped = swapped.withPart("STAT", new StatPart(StatCount.recount(words, before, after)).encode());
            } catch (DxFormatException e) {
                // a program that does not decode keeps the STAT it had
            }
        }
        return debugLayer(program) ? Container.read(signed(swapped.toBytes(), program)) : swapped;
    }

    /**
     * {@code container} (written and signed with the container digest) signed as fxc signs a container holding
     * {@code program}: with the debug digest ({@link ContainerDigest#computeDebug}) when the program has an
     * {@code abort} or {@code debug_break}, which run only under the debug layer, and which {@code D3DDisassemble}
     * notes ("SHADER WILL ONLY WORK WITH THE DEBUG SDK LAYER ENABLED") from that digest; else as it is. In the corpus
     * and the fixtures, the three containers whose program has either instruction are the three signed so.
     */
    public static byte[] signed(byte[] container, Bytes program) {
        if (debugLayer(program)) {
            System.arraycopy(ContainerDigest.computeDebug(container, 0, container.length), 0, container, 4, 16);
        }
        return container;
    }

    /** Whether {@code program} (a token stream) has an {@code abort} or {@code debug_break}. */
    static boolean debugLayer(Bytes program) {
        Sm4Program p;
        try {
            p = Sm4Program.read("SHEX", program);
        } catch (DxFormatException e) {
            return false;
        }
        for (Instruction in : p.instructions()) {
            if (in.opcode() == Opcode.ABORT || in.opcode() == Opcode.DEBUG_BREAK) {
                return true;
            }
        }
        return false;
    }

    /** The program part of {@code base}: SHEX, else SHDR. */
    static PartEntry programPart(Container base) {
        List<PartEntry> parts = base.parts();
        for (String kind : new String[] {"SHEX", "SHDR"}) {
            for (PartEntry p : parts) {
                if (p.kind().equals(kind)) {
                    return p;
                }
            }
        }
        throw new DxFormatException("container", 0, "no SHEX or SHDR part to replace (parts " + base.partSet() + ")");
    }

    private static long lengthInDwords(Bytes data) {
        return (data.u8(4) | data.u8(5) << 8 | data.u8(6) << 16 | (long) data.u8(7) << 24);
    }
}
