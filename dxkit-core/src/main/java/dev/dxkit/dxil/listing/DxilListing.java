package dev.dxkit.dxil.listing;

import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.container.Container;
import dev.dxkit.dxil.DxilInfo;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.text.TextSink;

import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * The text {@code dxc -dumpbin} prints for a DXIL container: the {@code ;} comment header (signatures, pipeline
 * runtime information, resources, view-id state) followed by the module in LLVM 3.7 assembly.
 *
 * <p>An error in a module's bitcode is said at its byte in the part that holds it, the bit kept in the detail:
 * {@code DXIL @0x01b8: bitcode bit 3330: entry runs past the declared end of block 17 at bit 6368}.
 */
public final class DxilListing {
    private DxilListing() {
    }

    /** The whole listing of {@code c}, which must hold a DXIL part. */
    public static String list(Container c) {
        return new String(listUtf8(c), StandardCharsets.UTF_8);
    }

    /**
     * The whole listing of {@code c} as the UTF-8 bytes {@code dxc -dumpbin} writes: the text of {@link #list}
     * written straight into one byte sink, with no string of the whole listing made on the way.
     */
    public static byte[] listUtf8(Container c) {
        // plain code rather than inPart's lambdas: a batch's threads meet these call sites at the same moment, and
        // all but the first then spin a lambda class of their own through java.lang.invoke (-Xlog:class+load)
        DxilProgramPart listed = listedPart(c);
        DxilModule m;
        try {
            m = DxilModule.read(listed.bitcode());
        } catch (DxFormatException e) {
            throw atByte(listed, e);
        }
        DxilProgramPart described = describedPart(c, listed);
        String header;
        try {
            header = DxilHeader.write(c, described == listed ? m : DxilModule.read(described.bitcode()));
        } catch (DxFormatException e) {
            throw atByte(described, e);
        }
        TextSink out = TextSink.utf8();
        out.append(header);
        try {
            DxilIrWriter.write(m, out);
        } catch (DxFormatException e) {
            throw atByte(listed, e);
        }
        return out.toBytes();
    }

    /** Only the assembly part (from {@code target datalayout} on). */
    public static String assembly(Container c) {
        return inPart(listedPart(c), DxilIrWriter::write);
    }

    /** Only the comment header. */
    public static String header(Container c) {
        return inPart(describedPart(c, listedPart(c)), h -> DxilHeader.write(c, h));
    }

    /**
     * {@code use} applied to the module of program part {@code part} (DXIL, ILDB, or a DXIL container's STAT):
     * a {@link DxFormatException} at a bit of its bitcode, in the reading or the use, is said again at the byte
     * of the part that bit lies in.
     */
    public static <T> T inPart(DxilProgramPart part, Function<DxilModule, T> use) {
        return inPart(part, null, use);
    }

    /**
     * What {@code dxkit info} says of {@code part}'s module: {@link #inPart(DxilProgramPart, Function)} of
     * {@link DxilInfo#of}, in plain code (the first lambda of a run bootstraps java.lang.invoke: about 5 ms of a
     * one-shot info).
     */
    public static DxilInfo info(DxilProgramPart part) {
        try {
            return DxilInfo.of(DxilModule.read(part.bitcode()));
        } catch (DxFormatException e) {
            throw atByte(part, e);
        }
    }

    /** As {@link #inPart(DxilProgramPart, Function)}, with {@code read} the module already read, if not null. */
    private static <T> T inPart(DxilProgramPart part, DxilModule read, Function<DxilModule, T> use) {
        try {
            return use.apply(read != null ? read : DxilModule.read(part.bitcode()));
        } catch (DxFormatException e) {
            throw atByte(part, e);
        }
    }

    /** {@code e}, if it is at a bit of {@code part}'s bitcode, said again at the byte of the part that bit lies in. */
    private static DxFormatException atByte(DxilProgramPart part, DxFormatException e) {
        if (!e.where().equals(BitCursor.WHERE)) {
            return e;
        }
        long bit = e.offset();
        return new DxFormatException(part.fourCC(), 8 + part.bitcodeOffset() + bit / 8,
                "bitcode bit " + bit + ": " + e.detail());
    }

    /**
     * The part whose module the header describes: the STAT part's reflection module (which keeps resource names
     * and type annotations a stripped program drops) when present, else {@code listed}, the part the listing
     * prints (the debug part when there is one).
     */
    static DxilProgramPart describedPart(Container c, DxilProgramPart listed) {
        var stat = c.part("STAT");
        return stat.isPresent() ? DxilProgramPart.read("STAT", stat.get().data()) : listed;
    }

    /**
     * The part the listing prints: dxc disassembles the debug module (ILDB, from {@code -Zi}) when there is one,
     * with its value names, locations and debug-info nodes, else the DXIL part's.
     */
    static DxilProgramPart listedPart(Container c) {
        var part = c.part("DXIL"); // (no orElseThrow lambda: see listUtf8)
        if (part.isEmpty()) {
            throw new DxFormatException("container", 0, "expected a DXIL part");
        }
        var debug = c.part("ILDB");
        if (debug.isPresent()) {
            return DxilProgramPart.read("ILDB", debug.get().data());
        }
        return DxilProgramPart.read("DXIL", part.get().data());
    }
}
