package dev.dxkit.disasm;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.sm4.Sm4Program;
import java.util.Optional;

/**
 * The listing of a container as {@code D3DDisassemble} prints it under a flag word: a pure function of
 * (container, flags). The header comments and the closing slot count come from {@link ListingHeader} and
 * {@link ListingTrailer}; a level-9 container's Direct3D 9 programs from {@link Level9Listing}, between the
 * signature tables and the version line; the program body from {@link ProgramPrinter}. Raw Direct3D 9
 * programs (no container) are listed by {@link D3d9Listing}.
 */
public final class Disassembler {
    private Disassembler() {
    }

    /** The listing of {@code c} under {@code flags}. */
    public static String disassemble(Container c, DisasmFlags flags) {
        // a listing runs to about six characters per byte of container; sizing the buffer once saves regrowth
        TextSink out = new TextSink(Math.min(1 << 24, 4096 + 6 * c.bytes().size()));
        disassemble(c, flags, out);
        return out.toString();
    }

    /** Writes the listing of {@code c} under {@code flags} into {@code out}. */
    public static void disassemble(Container c, DisasmFlags flags, TextSink out) {
        Optional<PartEntry> shex = c.part("SHEX");
        if (shex.isEmpty()) {
            shex = c.part("SHDR");
        }
        if (shex.isEmpty()) {
            throw new UnsupportedOperationException("no SHEX or SHDR part: this container holds no Shader Model 4/5 program");
        }
        PartEntry e = shex.get();
        Sm4Program program = Sm4Program.read(e.kind(), e.data());
        if (!flags.instructionsOnly()) {
            ListingHeader.print(c, flags, out);
            Level9Listing.print(c, flags, out); // nothing unless the container has Aon9/XNAP/XNAS parts
        }
        ProgramPrinter.print(program, flags, out);
        if (!flags.instructionsOnly()) {
            ListingTrailer.print(c, flags, out);
        }
    }
}
