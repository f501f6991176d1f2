package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.part.StatPart;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;

/**
 * What D3DDisassemble prints after a Shader Model 4/5 program's last instruction:
 * {@code // Approximately N instruction slots used}, N being STAT's instruction count (0 without STAT).
 * Flag 0x40 prints nothing. Under flag 0x1 (HTML) it closes the body's font, prints the line in grey and
 * closes the page: {@code </font><font color = "#a0a0a0">// Approximately …\n</font></pre>} (under 0x41
 * {@code </font></pre>}).
 */
public final class ListingTrailer {
    private ListingTrailer() {
    }

    public static void print(Container c, DisasmFlags f, TextSink out) {
        print(ListingParts.of(c).entry(ListingParts.STAT), f, out);
    }

    /** {@link #print(Container, DisasmFlags, TextSink)} with the container's STAT part given (null for none). */
    static void print(PartEntry stat, DisasmFlags f, TextSink out) {
        if (f.color()) {
            out.append(ListingHeader.FONT_CLOSE);
        }
        if (!f.instructionsOnly()) {
            if (f.color()) {
                out.append("<font color = \"#a0a0a0\">");
            }
            out.append("// Approximately ").append(instructionCount(stat)).line(" instruction slots used");
            if (f.color()) {
                out.append(ListingHeader.FONT_CLOSE);
            }
        }
        if (f.color()) {
            out.append("</pre>");
        }
    }

    /**
     * STAT's instruction count (word 0), read in place: 0 without STAT or with one that does not decode as
     * the counter array ({@link StatPart#isCounterArray}).
     */
    private static long instructionCount(PartEntry stat) {
        if (stat == null || !StatPart.isCounterArray(stat.data())) {
            return 0;
        }
        return stat.data().reader("STAT").u32At(0);    // word 0: InstructionCount
    }
}
