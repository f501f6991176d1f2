package dev.dxkit.disasm;

import dev.dxkit.d3d9.Preshader;
import java.util.Locale;

/**
 * The preshader block D3DDisassemble prints before a d3dx9 effect program that carries one: the
 * preshader's constant table header, {@code preshader}, its instructions, and
 * {@code // approximately N instructions used}. Flag 0x40 leaves the whole block out.
 */
final class PreshaderListing {
    private static final String LANES = "xyzw";

    private PreshaderListing() {
    }

    static void print(Preshader p, DisasmFlags flags, TextSink out) {
        if (p.table() != null) {
            CtabHeader.print(p.table(), flags, out);
        }
        out.line("    preshader");
        int n = 0;
        for (Preshader.Instruction ins : p.instructions()) {
            // Numbering replaces the indent ("%8d: "); a byte offset follows either.
            if (flags.numbering()) {
                out.padLeft(Integer.toString(n), 8).append(flags.offsets() ? "  " : ": ");
            } else {
                out.append("    ");
            }
            if (flags.offsets()) {
                out.append(String.format(Locale.ROOT, "0x%08X: ", ins.offset()));
            }
            out.append(ins.mnemonic()).append(' ').append(operand(ins.output(), ins.components(), p));
            for (int i = 0; i < ins.inputs().size(); i++) {
                // The scalar flag makes the first input one component, broadcast.
                int comps = ins.scalar() && i == 0 ? 1 : ins.components();
                boolean broadcast = ins.scalar() && i == 0;
                out.append(", ").append(input(ins.inputs().get(i), comps, broadcast ? ins.components() : comps, p));
            }
            out.newline();
            n++;
        }
        out.newline();
        out.append("// approximately ").append(n).line(n == 1 ? " instruction used" : " instructions used");
    }

    /** A literal prints as its values (a broadcast one repeated); a register as a register. */
    private static String input(Preshader.Operand o, int comps, int shown, Preshader p) {
        if (o.table() != 1) {
            return operand(o, comps, p);
        }
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < shown; i++) {
            int at = o.offset() + (comps == 1 ? 0 : i);
            double v = at >= 0 && at < p.literals().size() ? p.literals().get(at) : 0;
            sb.append(i == 0 ? "" : ", ").append(D3d9Float.format((float) v));
        }
        return sb.append(')').toString();
    }

    private static String operand(Preshader.Operand o, int comps, Preshader p) {
        String prefix = switch (o.table()) {
            case 2, 4 -> "c";
            case 7 -> "r";
            case 1 -> "imm";
            default -> "t" + o.table() + "_";
        };
        StringBuilder sb = new StringBuilder(prefix).append(o.offset() / 4);
        if (o.relative()) {
            sb.append('[').append(o.indexTable() == 7 ? "r" : "c").append(o.indexOffset() / 4).append('.')
                    .append(LANES.charAt(o.indexOffset() & 3)).append(']');
        }
        int first = o.offset() & 3;
        if (!(comps == 4 && first == 0)) {
            sb.append('.');
            for (int i = first; i < Math.min(4, first + comps); i++) {
                sb.append(LANES.charAt(i));
            }
        }
        return sb.toString();
    }
}
