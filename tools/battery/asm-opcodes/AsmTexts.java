import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.asm.HeaderRebuild;
import dev.dxkit.sm4.asm.ProgramSwap;
import dev.dxkit.sm4.asm.Sm4Assembler;
import dev.dxkit.sm4.asm.Sm4Assembly;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The dxkit side of tools/battery/asm-opcodes/run's hand-written texts, in one JVM: reads lines
 * "ID<TAB>TEXT<TAB>BASE" and assembles each text (a listing with an instruction fxc never writes put in) twice, the
 * library calls {@code dxkit asm} makes: without a base (the whole container from the text: E_DIR/ID.dxbc) and with
 * BASE, the program the text was edited from (E_DIR/ID.base.dxbc); each rebuilt container's flag-0 listing by dxkit
 * goes beside it (ID.dk.txt, ID.base.dk.txt), for the oracle's D3DDisassemble to be compared with. Prints
 * "ID<TAB>nobase<TAB>base", each "ok" (dxkit lists the container as the text; with the base, the closing slot count
 * left out, STAT being recounted), "differs: first difference",
 * "refused: first error" or "crash: exception".
 * Run as: java -cp dxkit-core/target/classes tools/battery/asm-opcodes/AsmTexts.java LIST E_DIR
 */
public class AsmTexts {
    public static void main(String[] args) throws Exception {
        Path eDir = Path.of(args[1]);
        StringBuilder out = new StringBuilder();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split("\t");
            String id = f[0];
            String text = new String(Files.readAllBytes(Path.of(f[1])), StandardCharsets.ISO_8859_1);
            byte[] x = Files.readAllBytes(Path.of(f[2]));
            out.append(id);
            try {
                Sm4Assembly asm = Sm4Assembler.assemble(text, null);
                if (!asm.ok()) {
                    out.append("\trefused: ").append(asm.errors().get(0).format(id).split("\n")[0]);
                } else {
                    byte[] c = HeaderRebuild.container(text, asm);
                    Files.write(eDir.resolve(id + ".dxbc"), c);
                    out.append('\t').append(judge(text, c, eDir.resolve(id + ".dk.txt")));
                }
            } catch (RuntimeException ex) {
                out.append("\tcrash: ").append(ex);
            }
            try {
                Container base = Container.read(x);
                PartEntry e = base.part("SHEX").or(() -> base.part("SHDR")).orElseThrow();
                Sm4Assembly asm = Sm4Assembler.assemble(text, Sm4Program.read(e.kind(), e.data()));
                if (!asm.ok()) {
                    out.append("\trefused: ").append(asm.errors().get(0).format(id).split("\n")[0]);
                } else {
                    byte[] c = ProgramSwap.withProgram(base, asm.program()).toBytes();
                    Files.write(eDir.resolve(id + ".base.dxbc"), c);
                    out.append('\t').append(judge(closingFree(text), c, eDir.resolve(id + ".base.dk.txt")));
                }
            } catch (RuntimeException ex) {
                out.append("\tcrash: ").append(ex);
            }
            out.append('\n');
        }
        System.out.print(out);
    }

    /** A listing without its closing slot count: with a base, STAT is recounted for the instructions added. */
    private static String closingFree(String text) {
        return text.replaceAll("// Approximately \\d+ instruction slots used", "");
    }

    private static String judge(String text, byte[] container, Path keep) throws Exception {
        String listed = Disassembler.disassemble(Container.read(container), DisasmFlags.NONE);
        Files.write(keep, listed.getBytes(StandardCharsets.ISO_8859_1));
        String back = text.contains("// Approximately ") ? listed : closingFree(listed);
        if (back.equals(text)) {
            return "ok";
        }
        String[] w = text.split("\n", -1);
        String[] g = back.split("\n", -1);
        int k = 0;
        while (k < Math.min(w.length, g.length) && w[k].equals(g[k])) {
            k++;
        }
        return "differs: line " + (k + 1) + ": want " + (k < w.length ? w[k].trim() : "<end>") + " | got "
                + (k < g.length ? g[k].trim() : "<end>");
    }
}
