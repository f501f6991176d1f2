package dev.dxkit.sm4.listing;

import dev.dxkit.container.Container;
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
        print(ListingParts.of(c).stat(), f, out);
    }

    /**
     * {@link #print(Container, DisasmFlags, TextSink)} with the container's STAT counter array given, as the header
     * decoded it (null for none).
     */
    static void print(StatPart stat, DisasmFlags f, TextSink out) {
        if (f.color()) {
            out.append(ListingHeader.FONT_CLOSE);
        }
        if (!f.instructionsOnly()) {
            if (f.color()) {
                out.append("<font color = \"#a0a0a0\">");
            }
            // word 0, InstructionCount: 0 without STAT or with one that is not the counter array
            long count = stat == null ? 0 : stat.get(StatPart.Word.InstructionCount);
            out.append("// Approximately ").append(count).line(" instruction slots used");
            if (f.color()) {
                out.append(ListingHeader.FONT_CLOSE);
            }
        }
        if (f.color()) {
            out.append("</pre>");
        }
    }
}
