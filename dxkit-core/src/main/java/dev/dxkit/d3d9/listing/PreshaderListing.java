package dev.dxkit.d3d9.listing;

import dev.dxkit.d3d9.Preshader;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.PrintfG;
import dev.dxkit.text.TextSink;
import java.util.Locale;

/**
 * The preshader block D3DDisassemble prints before a d3dx9 effect program that carries one: the
 * preshader's constant table header, {@code preshader}, its instructions, and
 * {@code // approximately N instructions used}. Flag 0x40 leaves the whole block out.
 */
final class PreshaderListing {
    private static final String LANES = "xyzw";
    private static final String GREY = "<font color = \"#a0a0a0\">";
    private static final String YELLOW = "<font color = \"#ffff40\">";
    private static final String CYAN = "<font color = \"#00ffff\">";
    private static final String LIGHT = "<font color = \"#e0e0e0\">";

    private PreshaderListing() {
    }

    static void print(Preshader p, DisasmFlags flags, TextSink out) {
        boolean tx = p.isTextureFill();
        if (p.table() != null && !(tx && flags.instructionsOnly())) {
            CtabHeader.print(p.table(), flags, out);
        }
        boolean html = flags.color();
        String name = tx ? "tx_" + ((p.version() >>> 8) & 0xFF) + "_" + (p.version() & 0xFF) : "preshader";
        if (html) {
            // Flag 0x01: the header stays in the grey element the listing opened; a preshader's yellow element
            // closes after its name line so the program's own header starts in a fresh grey element.
            out.append("</font>").append(YELLOW).append("    ").line(name).append(tx ? "" : "</font>");
        } else {
            out.append("    ").line(name);
        }
        int n = 0;
        for (Preshader.Instruction ins : p.instructions()) {
            // The indent, then the number ("%4d: ") and a byte offset, each in a light grey element of its
            // own under flag 0x01 (the indent stays outside).
            out.append("    ");
            if (flags.numbering()) {
                out.append(html ? LIGHT : "").padLeft(Integer.toString(n), 4).append(flags.offsets() ? "  " : ": ")
                        .append(html ? "</font>" : "");
            }
            if (flags.offsets()) {
                out.append(html ? LIGHT : "").append(String.format(Locale.ROOT, "0x%08X: ", ins.offset()))
                        .append(html ? "</font>" : "");
            }
            if (html) {
                out.append(YELLOW).append(ins.mnemonic()).append("</font>");
            } else {
                out.append(ins.mnemonic());
            }
            out.append(' ').append(operand(ins.output(), ins.components(), p, tx));
            for (int i = 0; i < ins.inputs().size(); i++) {
                // The scalar flag makes the first input one component, broadcast.
                int comps = ins.scalar() && i == 0 ? 1 : ins.components();
                boolean broadcast = ins.scalar() && i == 0;
                Preshader.Operand o = ins.inputs().get(i);
                String text = input(o, comps, broadcast ? ins.components() : comps, p);
                if (html && o.table() == 1) {
                    out.append(',').append(CYAN).append(' ').append(text).append("</font>");
                } else {
                    out.append(", ").append(text);
                }
            }
            out.newline();
            n++;
        }
        if (html) {
            out.append(GREY);
        }
        out.newline();
        out.append("// approximately ").append(n).line(n == 1 ? " instruction used" : " instructions used");
        if (html) {
            out.append("</font>").append(tx ? "" : GREY);
        }
    }

    /** A literal prints as its values (a broadcast one repeated); a register as a register. */
    private static String input(Preshader.Operand o, int comps, int shown, Preshader p) {
        if (o.table() != 1) {
            return operand(o, comps, p, p.isTextureFill());
        }
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < shown; i++) {
            int at = o.offset() + (comps == 1 ? 0 : i);
            double v = at >= 0 && at < p.literals().size() ? p.literals().get(at) : 0;
            sb.append(i == 0 ? "" : ", ").append(PrintfG.format(v));
        }
        return sb.append(')').toString();
    }

    private static String operand(Preshader.Operand o, int comps, Preshader p, boolean tx) {
        StringBuilder sb = new StringBuilder();
        if (tx && o.table() == 3) {
            // a texture-fill program's inputs: the texel's position and size
            sb.append(o.offset() / 4 == 0 ? "vPos" : o.offset() / 4 == 1 ? "vPSize" : "v" + o.offset() / 4);
        } else {
            String prefix = switch (o.table()) {
                case 2 -> "c";
                case 4 -> tx ? "oC" : "c";
                case 7 -> "r";
                case 1 -> "imm";
                default -> "t" + o.table() + "_";
            };
            sb.append(prefix).append(o.offset() / 4);
        }
        if (o.relative()) {
            sb.append('[').append(o.indexTable() == 7 ? "r" : "c").append(o.indexOffset() / 4).append('.')
                    .append(LANES.charAt(o.indexOffset() & 3)).append(']');
        }
        int first = o.offset() & 3;
        if (!(comps == 4 && first == 0)) {
            // the lanes run on from the first and wrap past w within the same register: r1.wxy, r0.zwx
            sb.append('.');
            for (int i = first; i < first + comps; i++) {
                sb.append(LANES.charAt(i & 3));
            }
        }
        return sb.toString();
    }
}
