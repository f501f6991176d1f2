package dev.dxkit.disasm;

import dev.dxkit.container.Container;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.DxilProgramPart;

/**
 * The text {@code dxc -dumpbin} prints for a DXIL container: the {@code ;} comment header (signatures, pipeline
 * runtime information, resources, view-id state) followed by the module in LLVM 3.7 assembly.
 */
public final class DxilListing {
    private DxilListing() {
    }

    /** The whole listing of {@code c}, which must hold a DXIL part. */
    public static String list(Container c) {
        DxilModule m = module(c);
        return DxilHeader.write(c, reflection(c, m)) + DxilIrWriter.write(m);
    }

    /** Only the assembly part (from {@code target datalayout} on). */
    public static String assembly(Container c) {
        return DxilIrWriter.write(module(c));
    }

    /** Only the comment header. */
    public static String header(Container c) {
        return DxilHeader.write(c, reflection(c, module(c)));
    }

    /**
     * The module the header describes: the STAT part's reflection module (which keeps resource names and type
     * annotations a stripped program drops) when present, else {@code program}, the module the listing prints
     * (the debug module when there is one).
     */
    static DxilModule reflection(Container c, DxilModule program) {
        var stat = c.part("STAT");
        if (stat.isPresent()) {
            return DxilModule.read(DxilProgramPart.read("STAT", stat.get().data()).bitcode());
        }
        // else the listed module: the debug part (ILDB) when there is one, which keeps the names a stripped
        // program drops
        return program;
    }

    /**
     * The module the listing prints: dxc disassembles the debug module (ILDB, from {@code -Zi}) when there is one,
     * with its value names, locations and debug-info nodes, else the DXIL part's.
     */
    static DxilModule module(Container c) {
        var part = c.part("DXIL").orElseThrow(() -> new DxFormatException("container", 0, "expected a DXIL part"));
        var debug = c.part("ILDB");
        if (debug.isPresent()) {
            return DxilModule.read(DxilProgramPart.read("ILDB", debug.get().data()).bitcode());
        }
        DxilProgramPart p = DxilProgramPart.read("DXIL", part.data());
        return DxilModule.read(p.bitcode());
    }
}
