import dev.dxkit.d3d9.D3d9Assembler;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The dxkit side of tools/battery/d3d9asm/battery.py: reads lines "TEXT<TAB>OUT" and, for each, writes dxkit's
 * Direct3D 9 token stream to OUT, or prints "TEXT<TAB>LINE:COL: error: MESSAGE" (the first error) when dxkit
 * refuses the text (nothing is written then). One JVM for the whole battery. With --strict, the per-version rules
 * of D3DAssemble's parser apply (D3d9Assembler.assemble(text, true), dxkit asm --strict).
 * Run as: java -cp dxkit-core/target/classes tools/battery/d3d9asm/Assemble.java LIST [--strict]
 */
public class Assemble {
    public static void main(String[] args) throws Exception {
        StringBuilder out = new StringBuilder();
        boolean strict = args.length > 1 && args[1].equals("--strict");
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split("\t");
            D3d9Assembler.Result r = D3d9Assembler.assemble(Files.readAllBytes(Path.of(f[0])), strict);
            if (r.ok()) {
                Files.write(Path.of(f[1]), r.program().toArray());
            } else {
                out.append(f[0]).append('\t').append(r.errors().get(0).render("").split("\n")[0].substring(1)).append('\n');
            }
        }
        System.out.print(out);
    }
}
