package dev.dxkit.sm4.asm;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.io.Bytes;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Sm4Program;
import java.util.List;
import java.util.Arrays;

/** The round trips the assembler's fixture and corpus tests measure, and why one fails. */
final class AsmRoundTrip {
    private AsmRoundTrip() {
    }

    /** The container's program part (SHEX, else SHDR), or null. */
    static PartEntry programPart(Container c) {
        return c.part("SHEX").or(() -> c.part("SHDR")).orElse(null);
    }

    static Sm4Program program(Container c) {
        PartEntry e = programPart(c);
        return Sm4Program.read(e.kind(), e.data());
    }

    /** The program's own bytes (version token to its length), without any bytes after it in the part. */
    static Bytes programBytes(Container c) {
        PartEntry e = programPart(c);
        return e.data().slice(0, 4 * program(c).lengthInDwords());
    }

    /** {@code asm --base c} of {@code dis --exact-floats} under {@code flags}: null when it is {@code c} byte for byte, else why not. */
    static String exactRoundTrip(Container c, byte[] original, int flags) {
        String text = Disassembler.disassemble(c, DisasmFlags.of(flags | DisasmFlags.EXACT_FLOATS));
        Sm4Assembly a = Sm4Assembler.assemble(text, program(c));
        if (!a.ok()) {
            return "assembler error " + a.errors().get(0).format("listing");
        }
        byte[] back = ProgramSwap.withProgram(c, a.program()).toBytes();
        return Arrays.equals(original, back) ? null : "differs: " + firstDifference(c, a.program());
    }

    /**
     * Step (b) as far as it goes: the container built from the text alone (no base: the program part only) lists
     * back, under the same flags, as the text it was built from. For the instructions-only listing without debug
     * information (flags 0x50), which a program part alone can give back. Null when it does, else why not.
     */
    static String aloneListsBack(Container c, int flags) {
        DisasmFlags f = DisasmFlags.of(flags | DisasmFlags.EXACT_FLOATS);
        String text = Disassembler.disassemble(c, f);
        Sm4Assembly a = Sm4Assembler.assemble(text);
        if (!a.ok()) {
            return "assembler error: " + a.errors().get(0).message();
        }
        Container alone = Container.read(dev.dxkit.container.ContainerWriter.write(
                java.util.List.of(PartEntry.of(a.partKind(), a.program()))));
        return Disassembler.disassemble(alone, f).equals(text) ? null : "its listing differs";
    }

    /**
     * Whether the container rebuilt from {@code text} alone (flag-0 listing; {@link HeaderRebuild}) lists back as
     * {@code text} under flag 0: null when it does, else the assembler's error or the first line that differs.
     */
    static String rebuiltListsBack(String text) {
        Sm4Assembly a = Sm4Assembler.assemble(text);
        if (!a.ok()) {
            return "assembler error: " + a.errors().get(0).message();
        }
        Container c = Container.read(HeaderRebuild.container(text, a));
        String got = Disassembler.disassemble(c, DisasmFlags.NONE);
        if (got.equals(text)) {
            return null;
        }
        String[] w = text.split("\n", -1);
        String[] g = got.split("\n", -1);
        for (int i = 0; i < Math.min(w.length, g.length); i++) {
            if (!w[i].equals(g[i])) {
                return "line " + (i + 1) + ": '" + w[i] + "' listed as '" + g[i] + "'";
            }
        }
        return "length differs";
    }

    /**
     * Why the container rebuilt from {@code text} does not list back as it ({@code why} from
     * {@link #rebuiltListsBack}): what the header holds that is not rebuilt (a level-9 program's debug records,
     * undecipherable custom data …), else {@code why} itself (a line that differs: a fault to fix). A Shader Model 4/5
     * program's SPDB annotations are rebuilt: a line of them that differs is a fault.
     */
    static String rebuildCause(String text, String why) {
        if (why.matches("line \\d+: '    [^']*  // [^']*' listed as .*")) {
            // a level-9 program's instruction annotated from its debug records (DBUG), which the text does not hold
            return "debug information (SPDB/SDBG annotations) is not rebuilt";
        }
        if (why.startsWith("assembler error")) {
            return why;
        }
        Sm4Assembly a = Sm4Assembler.assemble(text);
        List<String> unread = HeaderRebuild.rebuild(text, a).unread();
        if (!unread.isEmpty()) {
            String u = unread.get(0);
            return "header not rebuilt: " + (u.contains(":") ? u.substring(0, u.indexOf(':')) : u) + " ("
                    + u.substring(u.indexOf(':') + 1).trim() + ")";
        }
        return why;
    }

    /**
     * Why Microsoft's listing {@code text} (flags {@code flags}) does not give back the program of {@code c}:
     * null when it does; "float text loses bits" when the same listing with exact floats does; else the assembler's
     * error or the first instruction that differs.
     */
    static String cause(Container c, String text, int flags) {
        Sm4Program base = program(c);
        Sm4Assembly a = Sm4Assembler.assemble(text, base);
        if (a.ok() && a.program().equals(programBytes(c))) {
            return null;
        }
        String exact = Disassembler.disassemble(c, DisasmFlags.of(flags | DisasmFlags.EXACT_FLOATS));
        Sm4Assembly b = Sm4Assembler.assemble(exact, base);
        if (!exact.equals(text) && b.ok() && b.program().equals(programBytes(c))) {
            return "a float's %f text loses bits";
        }
        if (!a.ok()) {
            return "assembler error: " + a.errors().get(0).message();
        }
        return "differs: " + firstDifference(c, a.program());
    }

    /** The first instruction of {@code c}'s program that {@code got} differs in, with both words. */
    static String firstDifference(Container c, Bytes got) {
        Sm4Program want = program(c);
        Bytes w = programBytes(c);
        int n = Math.min(w.size(), got.size()) / 4;
        for (int i = 0; i < n; i++) {
            int x = word(w, i);
            int y = word(got, i);
            if (x != y) {
                String where = i < 2 ? "header dword " + i : "?";
                for (Instruction in : want.instructions()) {
                    if (in.offset() <= i && i < in.offset() + in.length()) {
                        where = in.opcode().mnemonic() + " dword " + (i - in.offset());
                    }
                }
                return where + String.format(": 0x%08x, assembled 0x%08x", x, y);
            }
        }
        return "lengths " + w.size() + " and " + got.size();
    }

    private static int word(Bytes b, int i) {
        return b.u8(4 * i) | b.u8(4 * i + 1) << 8 | b.u8(4 * i + 2) << 16 | b.u8(4 * i + 3) << 24;
    }
}
