package dev.dxkit.d3d9.listing;

import dev.dxkit.d3d9.Comment;
import dev.dxkit.d3d9.ConstantTable;
import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.d3d9.DebugInfo;
import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Opcode;
import dev.dxkit.d3d9.Preshader;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.d3d9.Token;
import dev.dxkit.io.Bytes;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.TextSink;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import static dev.dxkit.text.Html.CYAN;
import static dev.dxkit.text.Html.GREY;
import static dev.dxkit.text.Html.LIGHT;
import static dev.dxkit.text.Html.YELLOW;

/**
 * The listing {@code D3DDisassemble} (d3dcompiler_47) prints for a raw Direct3D 9 program: the constant
 * table's comment header, the version line and instructions indented by four spaces (two more inside each
 * flow-control block), debug annotations from a {@code DBUG} comment, and after a blank line the closing
 * {@code // approximately N instruction slots used} line.
 *
 * <p>Flags honoured: 0x02 default values in the header, 0x04 instruction numbering, 0x10 no debug information, 0x20 byte offsets, 0x40 no
 * header (the slot count stays), 0x80 {@code def} values in hex. A pure function of its input and flags.
 */
public final class D3d9Listing {
    private static final String INDENT = "    ";

    private D3d9Listing() {
    }

    /** The listing of the program in {@code program} (version token through end token) as a string. */
    public static String print(Bytes program, DisasmFlags flags) {
        TextSink out = new TextSink();
        if (program.size() >= 4 && Preshader.isTextureFillVersion(
                program.u8(0) | program.u8(1) << 8 | program.u8(2) << 16 | program.u8(3) << 24)) {
            // A texture-fill program (tx_1_0): the preshader layout as a whole file.
            if (flags.color()) {
                out.append("<pre><body bgcolor=\"#000000\">").append(GREY);
            }
            PreshaderListing.print(Preshader.read(program), flags, out);
            if (flags.color()) {
                out.append("</pre>");
            }
            return out.toString();
        }
        print(D3d9Program.read(program), flags, out);
        return out.toString();
    }

    /** Writes the listing of {@code p} to {@code out}. */
    public static void print(D3d9Program p, DisasmFlags flags, TextSink out) {
        if (flags.color()) {
            out.append("<pre><body bgcolor=\"#000000\">");
        }
        printBlock(p, flags, out);
        if (flags.color()) {
            out.append("</pre>");
        }
    }

    /**
     * The listing without the HTML page wrapper flag 0x01 puts around a whole listing: what a level 9 block
     * embeds. Under flag 0x01 the header is grey, the program yellow, operands light grey, {@code def} values
     * cyan and debug annotations grey, each in its own {@code <font>} element as D3DDisassemble writes them.
     */
    static void printBlock(D3d9Program p, DisasmFlags flags, TextSink out) {
        if (flags.color()) {
            out.append(GREY);
        }
        if (!flags.instructionsOnly()) {
            // An effect program's preshader is listed first, with its own constant table.
            // (no lambdas: the first one a JVM meets costs a one-shot listing several milliseconds)
            Optional<Comment> pres = p.comment("PRES");
            if (pres.isPresent()) {
                Comment c = pres.get();
                PreshaderListing.print(Preshader.read(c.body().slice(4, c.body().size() - 4)), flags, out);
            }
            Optional<ConstantTable> ctab = p.constantTable();
            if (ctab.isPresent()) {
                CtabHeader.print(ctab.get(), flags, out);
            }
        }
        if (flags.color()) {
            out.append("</font>").append(YELLOW);
        }
        new Body(p, flags, out).print();
    }

    /** Prints instructions and the closing line, keeping the running state a listing needs. */
    private static final class Body {
        private final D3d9Program p;
        private final ShaderVersion v;
        private final DisasmFlags flags;
        private final TextSink out;
        private final DebugInfo debug;
        private final Map<Integer, Integer> recordAt = new HashMap<>();
        private int depth;
        private int texture;
        private int arithmetic;
        private int lastFile = -1;
        private int lastLine = -1;
        /** The line the last {@code #line} named. */
        private int anchorLine = -1;

        Body(D3d9Program p, DisasmFlags flags, TextSink out) {
            this.p = p;
            this.v = p.version();
            this.flags = flags;
            this.out = out;
            this.debug = flags.noDebugInfo() ? null : p.debugInfo().orElse(null);
            if (debug != null) {
                List<DebugInfo.LineRecord> lines = debug.lines();
                for (int i = 0; i < lines.size(); i++) {
                    recordAt.putIfAbsent(lines.get(i).offset(), i);
                }
            }
        }

        void print() {
            out.append(INDENT).line(v.profile());
            for (Token t : p.tokens()) {
                if (t instanceof Instruction ins) {
                    instruction(ins);
                }
            }
            out.newline();
            if (flags.color()) {
                out.append("</font>").append(GREY);
            }
            int total = texture + arithmetic;
            out.append("// approximately ").append(total).append(total == 1 ? " instruction slot used"
                    : " instruction slots used");
            if (texture > 0) { // the split is printed only when a texture slot was counted
                out.append(" (").append(texture).append(" texture, ").append(arithmetic).append(" arithmetic)");
            }
            out.newline();
            if (flags.color()) {
                out.append("</font>");
            }
        }

        private void instruction(Instruction ins) {
            Integer record = recordAt.get(ins.offset());
            if (record != null) {
                lineDirective(debug.lines().get(record));
            }
            Opcode op = ins.opcode();
            if (op == Opcode.ENDIF || op == Opcode.ENDREP || op == Opcode.ENDLOOP || op == Opcode.ELSE) {
                depth = Math.max(0, depth - 1);
            }
            int tex = D3d9Slots.texture(ins, v);
            int arith = D3d9Slots.arithmetic(ins, v);
            if (flags.numbering()) {
                // The number is the arithmetic slot count so far, for texture instructions and phase too;
                // declarations, definitions, labels, nops and co-issued instructions get blanks.
                if (op == Opcode.NOP || op == Opcode.DCL || op == Opcode.DEF || op == Opcode.DEFI || op == Opcode.DEFB
                        || op == Opcode.LABEL || ins.coissue()) {
                    out.repeat(' ', 6);
                } else {
                    // under HTML the number is light grey on its own; the blanks above are not
                    out.append(flags.color() ? LIGHT : "").padLeft(Integer.toString(arithmetic), 4)
                            .append(flags.offsets() ? "  " : ": ").append(flags.color() ? "</font>" : "");
                }
            }
            if (flags.offsets()) {
                out.append(flags.color() ? LIGHT : "").append(String.format(Locale.ROOT, "0x%08X: ", ins.offset()))
                        .append(flags.color() ? "</font>" : "");
            }
            texture += tex;
            arithmetic += arith;
            // A co-issued ps_1_x instruction takes no slot and is marked "  + " in place of the indent.
            if (ins.coissue() && flags.color()) {
                out.append(LIGHT).append("  + </font>"); // flag 0x01 colours the co-issue mark as an operand
            } else {
                out.append(ins.coissue() ? "  + " : INDENT);
            }
            out.repeat(' ', 2 * depth);
            if (flags.color()) {
                html(D3d9Text.parts(ins, v, flags));
                if (!flags.noDebugInfo()) {
                    // the comment's grey run, empty when nothing is annotated; flag 0x10 drops it
                    out.append(GREY);
                    if (record != null) {
                        annotate(record);
                    }
                    out.append("</font>");
                }
            } else {
                out.append(D3d9Text.instruction(ins, v, flags));
                if (record != null) {
                    annotate(record);
                }
            }
            out.newline();
            if (op == Opcode.IF || op == Opcode.IFC || op == Opcode.REP || op == Opcode.LOOP || op == Opcode.ELSE) {
                depth++;
            }
        }

        /**
         * Flag 0x01: a predicate in a light grey element of its own, the head bare, each operand in its own light
         * grey element with its minimum precision in a grey one inside, def values in cyan.
         */
        private void html(D3d9Text.Parts parts) {
            if (!parts.predicate().isEmpty()) {
                out.append(LIGHT).append(parts.predicate()).append("</font>");
            }
            out.append(parts.head());
            List<D3d9Text.Operand> ops = parts.operands();
            for (int i = 0; i < ops.size(); i++) {
                D3d9Text.Operand op = ops.get(i);
                if (i >= parts.literalsFrom()) {
                    out.append(LIGHT).append(", </font>").append(CYAN).append(op.text()).append("</font>");
                } else {
                    // The blank before a destination stays outside its element; before a first source
                    // (if b0, rep i0) it goes inside.
                    boolean dst = parts.destinationFirst();
                    String lead = i > 0 ? ", " : dst ? "" : " ";
                    out.append(i == 0 && dst ? " " : "").append(LIGHT).append(lead).append(op.text());
                    if (!op.precision().isEmpty()) {
                        out.append(GREY).append(op.precision()).append("</font>");
                    }
                    out.append("</font>");
                }
            }
        }

        /**
         * {@code #line} before a record, when its file differs from the previous record's (with the path), when
         * its line is more than 2 away from the previous record's, or when it is more than 10 away from the line
         * the last {@code #line} named: a run of small steps (+1, +2 …) is re-anchored every 11 lines or so.
         * Records without a line (declarations) change nothing. See docs/d3d9-debug.md.
         */
        private void lineDirective(DebugInfo.LineRecord rec) {
            if (!rec.hasLine()) {
                return;
            }
            String text = null;
            if (rec.file() != lastFile) {
                String path = rec.file() < debug.files().size() ? debug.files().get(rec.file()) : "";
                text = rec.line() + " \"" + path + "\"";
            } else if (Math.abs(rec.line() - lastLine) > 2 || Math.abs(rec.line() - anchorLine) > 10) {
                text = Integer.toString(rec.line());
            }
            if (text != null && flags.color()) {
                out.newline().append(YELLOW).append("#line </font>").append(CYAN).append(text).newline().append("</font>");
            } else if (text != null) {
                out.newline().append("#line ").append(text).newline();
            }
            if (text != null) {
                anchorLine = rec.line();
            }
            lastFile = rec.file();
            lastLine = rec.line();
        }

        /**
         * The variables written by record {@code record}: {@code  // name<components>, ...}. Each lane x..w is
         * owned by one variable: variables are taken in table order, each through its first location with
         * this record, and a later one takes over the lanes it fills. The owners are then named lane by lane,
         * a lane with no owner skipped and lanes of the same owner in a row joined into one entry, so two
         * variables that interleave by component are each named twice ({@code a<0>, b<0>, a<1>}).
         */
        private void annotate(int record) {
            DebugInfo.Variable[] owner = new DebugInfo.Variable[4];
            int[] component = new int[4];
            for (DebugInfo.Variable var : debug.variables()) {
                for (DebugInfo.Location loc : var.locations()) {
                    if (loc.record() == record) {
                        for (int lane = 0; lane < 4; lane++) {
                            if (loc.lane(lane) >= 0) {
                                owner[lane] = var;
                                component[lane] = loc.lane(lane);
                            }
                        }
                        break; // a variable's later locations with the same record are not read
                    }
                }
            }
            DebugInfo.Variable open = null;
            for (int lane = 0; lane < 4; lane++) {
                DebugInfo.Variable var = owner[lane];
                if (var == null) {
                    continue;
                }
                if (var == open) { // the same table entry (identity: two entries may hold equal fields)
                    out.append(',').append(component[lane]);
                    continue;
                }
                if (open != null) {
                    out.append(">, ");
                } else {
                    out.append("  // ");
                }
                open = var;
                if (var.scope().isEmpty()) {
                    out.append("::").append(var.name());
                } else if (var.scope().equals(debug.entryPoint())) {
                    out.append(var.name());
                } else {
                    out.append(var.scope()).append("::").append(var.name());
                }
                out.append('<').append(component[lane]);
            }
            if (open != null) {
                out.append('>');
            }
        }
    }
}
