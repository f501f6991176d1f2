package dev.dxkit.d3d9.listing;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.part.Level9Part;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;
import java.util.List;

/**
 * The level 9 block of a {@code D3DDisassemble} listing: what a container with an {@code Aon9} part (and
 * fxc's XNA parts {@code XNAP}, {@code XNAS}) lists between its signature tables and its Shader Model 4
 * version line.
 *
 * <p><b>Boundary.</b> The header printer ({@code ListingHeader}) prints this block after the output signature
 * table and the single {@code //} line that closes it (the line a container without level 9 parts has just
 * before its version line). This block starts with the next line, itself a {@code //}, and ends with the last
 * line of the last Direct3D 9 listing ({@code // approximately N instruction slot(s) used ...}); the Shader
 * Model 4 version line follows (under flag 0x01 after the header's own closing {@code </font>}). For each of
 * {@code Aon9} ("Level9"), {@code XNAP} ("XNA Prepass") and {@code XNAS} ("XNA"), in that order and when
 * present, it prints:
 * <pre>
 * //                                               \
 * // Constant buffer to DX9 shader constant mappings: | when the part maps any constant: bool, int and
 * //                                               |  float tables, each closed by "//"
 * // Target Reg Buffer  Source Reg Component ...   /
 * //
 * // Sampler/Resource to DX9 shader sampler mappings:   likewise, when it maps samplers
 * //
 * // Runtime generated constant mappings:               likewise, when the runtime fills constants
 * //
 * // Level9 shader bytecode:
 * //
 *     vs_2_0                                            the program, as {@link D3d9Listing} prints it
 * </pre>
 * Under flag 0x40 (instructions only) nothing is printed. Under flag 0x01 (HTML colour) the mapping
 * tables of a part, and then its program, each start with {@code </font><font color = "#a0a0a0">}: every
 * element is closed by whatever opens the next, so the block starts by closing the header's grey element,
 * and the header's closing {@code </font>} follows the one that ends the block. A pure function of the
 * container and flags.
 */
public final class Level9Listing {
    /** Flag 0x01: each section closes the element before it and opens a grey one. */
    private static final String SECTION = "</font><font color = \"#a0a0a0\">";
    private static final String[] CONVERSIONS = {" FLT", "BOOL", " INT", "UINT"};

    private Level9Listing() {
    }

    /** Writes the level 9 block of {@code c}, nothing when it has no level 9 part or under flag 0x40. */
    public static void print(Container c, DisasmFlags flags, TextSink out) {
        print(c.part("Aon9").orElse(null), c.part("XNAP").orElse(null), c.part("XNAS").orElse(null), flags, out);
    }

    /**
     * {@link #print(Container, DisasmFlags, TextSink)} of a container whose parts are located: its first part of
     * each level 9 kind, or null for a kind it lacks.
     */
    public static void print(PartEntry aon9, PartEntry xnap, PartEntry xnas, DisasmFlags flags, TextSink out) {
        if (flags.instructionsOnly()) {
            return;
        }
        section(aon9, "Aon9", "Level9", flags, out);
        section(xnap, "XNAP", "XNA Prepass", flags, out);
        section(xnas, "XNAS", "XNA", flags, out);
    }

    private static void section(PartEntry part, String kind, String title, DisasmFlags flags, TextSink out) {
        if (part == null) {
            return;
        }
        Level9Part p = Level9Part.read(kind, part.data());
        if (flags.color()) {
            out.append(SECTION); // flag 0x01: the mapping tables share one grey element, empty or not
        }
        if (!p.bools().isEmpty() || !p.ints().isEmpty() || !p.ranges().isEmpty()) {
            heading("Constant buffer to DX9 shader constant mappings:", out);
            scalars(p.bools(), "b", out);
            scalars(p.ints(), "i", out);
            if (!p.ranges().isEmpty()) {
                out.line("// Target Reg Buffer  Start Reg # of Regs        Data Conversion");
                out.line("// ---------- ------- --------- --------- ----------------------");
                for (Level9Part.ConstantRange r : p.ranges()) {
                    out.append("// ").padRight("c" + r.target(), 10).append(' ').padRight("cb" + r.buffer(), 7)
                            .append(' ').padLeft(Integer.toString(r.first()), 9).append(' ')
                            .padLeft(Integer.toString(r.count()), 9).append("  (");
                    for (int lane = 0; lane < 4; lane++) {
                        int conv = r.conversion(lane);
                        out.append(lane == 0 ? "" : ",").append(conv < CONVERSIONS.length ? CONVERSIONS[conv] : "  ??");
                    }
                    out.line(")");
                }
                out.line("//");
            }
        }
        if (!p.samplers().isEmpty()) {
            heading("Sampler/Resource to DX9 shader sampler mappings:", out);
            out.line("// Target Sampler Source Sampler  Source Resource");
            out.line("// -------------- --------------- ----------------");
            for (Level9Part.SamplerMapping s : p.samplers()) {
                // D3DDisassemble pads the last column to 16 and adds a blank after it.
                out.append("// ").padRight("s" + s.target(), 14).append(' ').padRight("s" + s.sampler(), 15)
                        .append(' ').padRight("t" + s.resource(), 16).line(" ");
            }
            out.line("//");
        }
        if (!p.runtime().isEmpty()) {
            heading("Runtime generated constant mappings:", out);
            out.line("// Target Reg                               Constant Description");
            out.line("// ---------- --------------------------------------------------");
            for (Level9Part.RuntimeConstant r : p.runtime()) {
                String what = r.kind() == 0 ? "Vertex Shader position offset" : "Unknown (" + r.kind() + ")";
                out.append("// ").padRight("c" + r.target(), 10).append(' ').padLeft(what, 50).newline();
            }
            out.line("//");
        }
        if (flags.color()) {
            out.append(SECTION);
        }
        heading(title + " shader bytecode:", out);
        D3d9Listing.printBlock(p.program(), flags, out);
    }

    private static void heading(String title, TextSink out) {
        out.line("//");
        out.append("// ").line(title);
        out.line("//");
    }

    private static void scalars(List<Level9Part.ScalarMapping> rows, String prefix, TextSink out) {
        if (rows.isEmpty()) {
            return;
        }
        out.line("// Target Reg Buffer  Source Reg Component");
        out.line("// ---------- ------- ---------- ---------");
        for (Level9Part.ScalarMapping m : rows) {
            out.append("// ").padRight(prefix + m.target(), 10).append(' ').padRight("cb" + m.buffer(), 7)
                    .append(' ').padLeft(Integer.toString(m.register()), 10).append(' ')
                    .padLeft(Integer.toString(m.component()), 9).newline();
        }
        out.line("//");
    }
}
