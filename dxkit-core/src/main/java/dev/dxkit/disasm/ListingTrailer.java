package dev.dxkit.disasm;

import dev.dxkit.container.Container;
import dev.dxkit.part.StatPart;

/**
 * What D3DDisassemble prints after a Shader Model 4/5 program's last instruction:
 * {@code // Approximately N instruction slots used}, N being STAT's instruction count (0 without STAT).
 * Flag 0x40 prints nothing.
 */
public final class ListingTrailer {
    private ListingTrailer() {
    }

    public static void print(Container c, DisasmFlags f, TextSink out) {
        if (f.instructionsOnly()) {
            return;
        }
        long n = ListingHeader.decoded(c, "STAT", StatPart.class).map(s -> s.get(StatPart.Word.InstructionCount))
                .orElse(0L);
        out.line("// Approximately " + n + " instruction slots used");
    }
}
