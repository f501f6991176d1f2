package dev.dxkit.d3d9.listing;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.listing.ListingHeader;
import dev.dxkit.sm4.listing.ListingTrailer;
import dev.dxkit.sm4.listing.ProgramPrinter;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;

/**
 * The whole listing of a level 9 container composed the way the lead wires {@link Disassembler}:
 * {@link ListingHeader} (which ends with the {@link Level9Listing} block), then the Shader Model 4 body and
 * {@link ListingTrailer}.
 * Tests use it to show that the block boundary documented on {@link Level9Listing} joins the pieces exactly.
 */
final class Level9Composed {
    private Level9Composed() {
    }

    static String listing(Container c, DisasmFlags flags) {
        TextSink out = new TextSink();
        PartEntry e = c.part("SHDR").orElseGet(() -> c.part("SHEX").orElseThrow());
        ListingHeader.print(c, flags, out); // the level 9 block included
        ProgramPrinter.print(Sm4Program.read(e.kind(), e.data()), flags, out);
        if (!flags.instructionsOnly()) {
            ListingTrailer.print(c, flags, out);
        }
        return out.toString();
    }
}
