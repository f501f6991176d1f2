import dev.dxkit.d3d9.D3d9Assembler;
import dev.dxkit.d3d9.D3d9Program;
import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Token;
import dev.dxkit.io.Bytes;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The dxkit side of tools/asm/d3d9-corpus: reads lines "LISTING<TAB>ORACLE-OUTPUT<TAB>ORIGINAL-PROGRAM" (the
 * oracle output may be absent: D3DAssemble refused the listing) and prints for each
 * "LISTING<TAB>VS-ORACLE<TAB>VS-ORIGINAL<TAB>REBASE", where VS-ORACLE is eq, ne or - (no oracle output),
 * VS-ORIGINAL says whether dxkit's stream is the original's instructions (eq/ne), REBASE whether --base gives
 * back the original byte for byte; or "LISTING<TAB>error<TAB>MESSAGE" when dxkit refused the text.
 * Run as: java -cp dxkit-core/target/classes tools/asm/D3d9AsmCheck.java LIST
 */
public class D3d9AsmCheck {
    public static void main(String[] args) throws Exception {
        StringBuilder out = new StringBuilder();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split("\t");
            D3d9Assembler.Result r = D3d9Assembler.assemble(Files.readAllBytes(Path.of(f[0])));
            if (!r.ok()) {
                out.append(f[0]).append("\terror\t").append(r.errors().get(0).render(f[0]).split("\n")[0]).append('\n');
                continue;
            }
            byte[] mine = r.program().toArray();
            Path oracle = Path.of(f[1]);
            String vsOracle = Files.exists(oracle) ? (Arrays.equals(Files.readAllBytes(oracle), mine) ? "eq" : "ne") : "-";
            byte[] original = Files.readAllBytes(Path.of(f[2]));
            String vsOriginal = Arrays.equals(instructions(original), mine) ? "eq" : "ne";
            String rebase = Arrays.equals(original, D3d9Assembler.rebase(Bytes.wrap(original), r.program()).toArray()) ? "eq" : "ne";
            out.append(f[0]).append('\t').append(vsOracle).append('\t').append(vsOriginal).append('\t').append(rebase).append('\n');
        }
        System.out.print(out);
    }

    /** The program without its comment blocks. */
    static byte[] instructions(byte[] program) {
        D3d9Program p = D3d9Program.read(Bytes.wrap(program));
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(program, 0, 4);
        for (Token t : p.tokens()) {
            if (t instanceof Instruction ins) {
                b.write(program, ins.offset(), ins.size());
            }
        }
        b.write(program, p.bytes().size() - 4, 4);
        return b.toByteArray();
    }
}
