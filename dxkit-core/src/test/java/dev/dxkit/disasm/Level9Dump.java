package dev.dxkit.disasm;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.sm4.Sm4Program;

/** Development aid: the level 9 block of a container, or (property whole=1) the whole composed listing. */
final class Level9Dump {
    private Level9Dump() {
    }

    static String print(byte[] data, DisasmFlags flags) {
        TextSink out = new TextSink();
        Container c = Container.read(data);
        if (Boolean.getBoolean("whole")) {
            PartEntry e = c.part("SHDR").orElseGet(() -> c.part("SHEX").orElseThrow());
            ListingHeader.print(c, flags, out);
            Level9Listing.print(c, flags, out);
            ProgramPrinter.print(Sm4Program.read(e.kind(), e.data()), flags, out);
            if (!flags.instructionsOnly()) {
                ListingTrailer.print(c, flags, out);
            }
            return out.toString();
        }
        Level9Listing.print(c, flags, out);
        return out.toString();
    }
}
