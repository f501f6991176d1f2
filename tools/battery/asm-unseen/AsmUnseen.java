import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.asm.HeaderRebuild;
import dev.dxkit.sm4.asm.ProgramSwap;
import dev.dxkit.sm4.asm.Sm4Assembler;
import dev.dxkit.sm4.asm.Sm4Assembly;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The dxkit side of tools/battery/asm-unseen/run, in one JVM for every program: reads lines "ID<TAB>KIND<TAB>X" and
 * prints a header and one line a program, "ID KIND a ax04 … bx b ms00 ms04 … rb00 …":
 * (a) {@code dis --exact-floats X} assembled with X as base gives X ("ok"; "axWW": the same text under flag word WW);
 * "bx": {@code dis --exact-floats X} assembled without a base lists (exact floats) as the text;
 * (b) {@code dis X} assembled without a base lists as {@code dis X} ("ok"; the rebuilt container and the listing are
 * written to E_DIR/ID.dxbc and ID.txt);
 * (c, d) Microsoft's listing under each flag word (MS_DIR/WW/ID.txt) assembled without a base gives X's token stream
 * ("ok", or the class of the difference: float, text, hidden, listing, refused, crash; "none" when there is no such
 * listing); "rbWW": the container rebuilt from that listing alone lists under the same word as it (ok, differs,
 * refused, crash).
 * The library calls are the ones {@code dxkit asm} and {@code dxkit dis} make. The first difference of every failure
 * goes to FAIL_FILE; for the ids of SAMPLE the containers rebuilt from each flag word's listing are kept as
 * E_DIR/ID.rbWW.dxbc.
 * Run as: java -cp dxkit-core/target/classes tools/battery/asm-unseen/AsmUnseen.java LIST MS_DIR WW,WW,… E_DIR FAIL_FILE [SAMPLE]
 */
public class AsmUnseen {
    private static final DisasmFlags FLAG0 = DisasmFlags.NONE;
    private static final DisasmFlags HEX = DisasmFlags.of(0x80);
    private static final DisasmFlags EXACT = DisasmFlags.of(DisasmFlags.EXACT_FLOATS);

    public static void main(String[] args) throws Exception {
        String[] words = args[2].split(",");
        Path eDir = Path.of(args[3]);
        java.util.Set<String> sample = args.length > 5 ? new java.util.HashSet<>(Files.readAllLines(Path.of(args[5])))
                : java.util.Set.of();
        StringBuilder out = new StringBuilder("id\tkind\ta\tax04\tax20\tax24\tax40\tax10\tbx\tb");
        for (String w : words) {
            out.append("\tms").append(w);
        }
        for (String w : words) {
            out.append("\trb").append(w);
        }
        out.append('\n');
        try (PrintWriter fail = new PrintWriter(Files.newBufferedWriter(Path.of(args[4]), StandardCharsets.ISO_8859_1))) {
            for (String line : Files.readAllLines(Path.of(args[0]))) {
                String[] f = line.split("\t");
                String id = f[0];
                byte[] x = Files.readAllBytes(Path.of(f[2]));
                Container c = Container.read(x);
                PartEntry e = c.part("SHEX").or(() -> c.part("SHDR")).orElseThrow();
                Sm4Program base = Sm4Program.read(e.kind(), e.data());
                out.append(id).append('\t').append(f[1]);
                // (a) exact floats, with a base: the container byte for byte
                String a;
                try {
                    String exactText = Disassembler.disassemble(c, EXACT);
                    Sm4Assembly asm = Sm4Assembler.assemble(exactText, base);
                    if (!asm.ok()) {
                        a = "refused";
                        fail.println(id + "\ta\t" + asm.errors().get(0).format("exact").split("\n")[0]);
                    } else {
                        byte[] got = withBase(exactText, asm, c);
                        a = Arrays.equals(got, x) ? "ok" : "differs";
                        if (!a.equals("ok")) {
                            fail.println(id + "\ta\tfirst byte differing @0x" + Integer.toHexString(Arrays.mismatch(got, x))
                                    + (asm.program().equals(e.data()) ? " (the program is the same)" : " (in the program)"));
                        }
                    }
                } catch (RuntimeException ex) {
                    a = "crash";
                    fail.println(id + "\ta\t" + ex);
                }
                out.append('\t').append(a);
                // (a') the same with the columns and the headers of other flag words: the container byte for byte
                for (int w : new int[] {0x04, 0x20, 0x24, 0x40, 0x10}) {
                    String r;
                    try {
                        String wordText = Disassembler.disassemble(c, DisasmFlags.of(DisasmFlags.EXACT_FLOATS | w));
                        Sm4Assembly asm = Sm4Assembler.assemble(wordText, base);
                        r = !asm.ok() ? "refused" : Arrays.equals(withBase(wordText, asm, c), x) ? "ok" : "differs";
                        if (!r.equals("ok")) {
                            fail.println(id + "\tax" + Integer.toHexString(w) + "\t" + (asm.ok() ? "differs"
                                    : asm.errors().get(0).format("exact").split("\n")[0]));
                        }
                    } catch (RuntimeException ex) {
                        r = "crash";
                        fail.println(id + "\tax" + Integer.toHexString(w) + "\t" + ex);
                    }
                    out.append('\t').append(r);
                }
                // (b') dis --exact-floats, no base: the rebuilt container lists (exact floats) as the text
                try {
                    String ex = Disassembler.disassemble(c, EXACT);
                    Sm4Assembly asm = Sm4Assembler.assemble(ex, null);
                    String r = !asm.ok() ? "refused" : Disassembler.disassemble(
                            Container.read(HeaderRebuild.container(ex, asm)), EXACT).equals(ex) ? "ok" : "differs";
                    if (!r.equals("ok")) {
                        fail.println(id + "\tbx\t" + r);
                    }
                    out.append('\t').append(r);
                } catch (RuntimeException ex) {
                    fail.println(id + "\tbx\t" + ex);
                    out.append("\tcrash");
                }
                // (b) dis, no base: the rebuilt container lists as the text
                String b;
                String d0 = Disassembler.disassemble(c, FLAG0);
                try {
                    Sm4Assembly asm = Sm4Assembler.assemble(d0, null);
                    if (!asm.ok()) {
                        b = "refused";
                        fail.println(id + "\tb\t" + asm.errors().get(0).format("dis").split("\n")[0]);
                    } else {
                        byte[] rebuilt = HeaderRebuild.container(d0, asm);
                        String back = Disassembler.disassemble(Container.read(rebuilt), FLAG0);
                        b = back.equals(d0) ? "ok" : "differs";
                        if (!b.equals("ok")) {
                            fail.println(id + "\tb\t" + firstDiff(d0, back));
                        }
                        Files.write(eDir.resolve(id + ".dxbc"), rebuilt);
                        Files.write(eDir.resolve(id + ".txt"), d0.getBytes(StandardCharsets.ISO_8859_1));
                    }
                } catch (RuntimeException ex) {
                    b = "crash";
                    fail.println(id + "\tb\t" + ex);
                }
                out.append('\t').append(b);
                // (c, d) Microsoft's listings, no base: X's token stream
                for (String w : words) {
                    Path ms = Path.of(args[1], w, id + ".txt");
                    out.append('\t').append(Files.exists(ms) ? tokens(id, w, c, e.data(),
                            new String(Files.readAllBytes(ms), StandardCharsets.ISO_8859_1), fail) : "none");
                }
                // (d') the container rebuilt from Microsoft's listing under each flag word lists under that word as it
                for (String w : words) {
                    Path ms = Path.of(args[1], w, id + ".txt");
                    out.append('\t').append(Files.exists(ms) ? rebuilt(id, w,
                            new String(Files.readAllBytes(ms), StandardCharsets.ISO_8859_1), fail,
                            sample.contains(id) ? eDir.resolve(id + ".rb" + w + ".dxbc") : null) : "none");
                }
                out.append('\n');
            }
        }
        System.out.print(out);
    }

    /** The class of what assembling {@code text} without a base gives against X's program {@code want}. */
    private static String tokens(String id, String w, Container c, Bytes want, String text, PrintWriter fail) {
        try {
            Sm4Assembly asm = Sm4Assembler.assemble(text, null);
            if (!asm.ok()) {
                fail.println(id + "\tms" + w + "\trefused: " + asm.errors().get(0).format("ms" + w).split("\n")[0]);
                return "refused";
            }
            if (asm.program().equals(want)) {
                return "ok";
            }
            Container swapped = ProgramSwap.withProgram(c, asm.program());
            String l0 = Disassembler.disassemble(c, FLAG0);
            String g0 = Disassembler.disassemble(swapped, FLAG0);
            if (!l0.equals(g0)) {
                fail.println(id + "\tms" + w + "\tlisting: " + firstDiff(l0, g0));
                return "listing";
            }
            String[] lh = Disassembler.disassemble(c, HEX).split("\n", -1);
            String[] gh = Disassembler.disassemble(swapped, HEX).split("\n", -1);
            if (lh.length != gh.length) {
                fail.println(id + "\tms" + w + "\ttext: " + firstDiff(String.join("\n", lh), String.join("\n", gh)));
                return "text";
            }
            boolean any = false;
            for (int i = 0; i < lh.length; i++) {
                if (!lh[i].equals(gh[i])) {
                    any = true;
                    if (!lh[i].contains("l(") && !lh[i].contains("d(") && !lh[i].trim().startsWith("{")) {
                        fail.println(id + "\tms" + w + "\ttext: line " + (i + 1) + ": " + lh[i].trim() + " | " + gh[i].trim());
                        return "text";
                    }
                }
            }
            if (!any) {
                fail.println(id + "\tms" + w + "\thidden: the 0x80 listings agree");
                return "hidden";
            }
            return "float";
        } catch (RuntimeException ex) {
            fail.println(id + "\tms" + w + "\tcrash: " + ex);
            return "crash";
        }
    }

    /** Whether the container rebuilt from {@code text} (Microsoft's listing under flag word {@code w}) lists as it. */
    private static String rebuilt(String id, String w, String text, PrintWriter fail, Path keep) throws IOException {
        try {
            Sm4Assembly asm = Sm4Assembler.assemble(text, null);
            if (!asm.ok()) {
                return "refused";
            }
            byte[] container = HeaderRebuild.container(text, asm);
            if (keep != null) {
                Files.write(keep, container);
            }
            String back = Disassembler.disassemble(Container.read(container), DisasmFlags.of(Integer.parseInt(w, 16)));
            if (back.equals(text)) {
                return "ok";
            }
            fail.println(id + "\trb" + w + "\t" + firstDiff(text, back));
            return "differs";
        } catch (RuntimeException ex) {
            fail.println(id + "\trb" + w + "\tcrash: " + ex);
            return "crash";
        }
    }

    private static String firstDiff(String want, String got) {
        String[] w = want.split("\n", -1);
        String[] g = got.split("\n", -1);
        int k = 0;
        while (k < Math.min(w.length, g.length) && w[k].equals(g[k])) {
            k++;
        }
        return "line " + (k + 1) + ": want " + (k < w.length ? w[k].trim() : "<end>") + " | got "
                + (k < g.length ? g[k].trim() : "<end>");
    }

    /** {@code dxkit asm TEXT --base C}: the program put in, the signature tables the text edited taken, signed. */
    static byte[] withBase(String text, Sm4Assembly asm, Container c) {
        java.util.List<String> notes = new java.util.ArrayList<>();
        return dev.dxkit.sm4.asm.SignatureEdits.apply(text, asm, c, ProgramSwap.withProgram(c, asm.program()), notes)
                .toBytes();
    }
}
