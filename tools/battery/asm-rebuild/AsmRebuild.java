import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.sm4.Sm4Program;
import dev.dxkit.sm4.asm.HeaderRebuild;
import dev.dxkit.sm4.asm.ProgramSwap;
import dev.dxkit.sm4.asm.Sm4Assembler;
import dev.dxkit.sm4.asm.Sm4Assembly;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The dxkit side of tools/battery/asm-rebuild/run: reads lines "LISTING<TAB>BASE<TAB>OUT" (BASE "-" for none)
 * and writes OUT, the container {@code dxkit asm} makes of LISTING (with --base BASE, or rebuilt from the text
 * alone), printing "OUT<TAB>ok" or "OUT<TAB>error<TAB>MESSAGE". The library calls are the ones {@code dxkit asm}
 * makes, in one JVM for the whole list.
 * Run as: java -cp dxkit-core/target/classes tools/battery/asm-rebuild/AsmRebuild.java LIST
 */
public class AsmRebuild {
    public static void main(String[] args) throws Exception {
        StringBuilder out = new StringBuilder();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split("\t");
            try {
                String text = new String(Files.readAllBytes(Path.of(f[0])), StandardCharsets.ISO_8859_1);
                Container base = f[1].equals("-") ? null : Container.read(Files.readAllBytes(Path.of(f[1])));
                Sm4Program baseProgram = null;
                if (base != null) {
                    PartEntry e = base.part("SHEX").or(() -> base.part("SHDR")).orElseThrow();
                    baseProgram = Sm4Program.read(e.kind(), e.data());
                }
                Sm4Assembly a = Sm4Assembler.assemble(text, baseProgram);
                if (!a.ok()) {
                    out.append(f[2]).append("\terror\t").append(a.errors().get(0).message()).append('\n');
                    continue;
                }
                byte[] result = base != null ? ProgramSwap.withProgram(base, a.program()).toBytes()
                        : HeaderRebuild.container(text, a);
                Files.write(Path.of(f[2]), result);
                out.append(f[2]).append("\tok\n");
            } catch (RuntimeException e) {
                out.append(f[2]).append("\terror\t").append(e).append('\n');
            }
        }
        System.out.print(out);
    }
}
