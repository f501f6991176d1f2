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
 * The dxkit side of tools/battery/d3d9-unseen/run, one JVM for every listing. Reads lines
 * "LISTING<TAB>D3DASSEMBLE-OUTPUT<TAB>ORIGINAL-PROGRAM<TAB>DXKIT-OUTPUT" (D3DAssemble's output is absent where it
 * refused the listing) and prints for each
 * "LISTING<TAB>VS-D3DASSEMBLE<TAB>STRICT<TAB>VS-ORIGINAL<TAB>REBASE<TAB>MESSAGE":
 *   VS-D3DASSEMBLE  eq or ne (both assembled: the whole outputs compared), ms-refused (dxkit assembled, D3DAssemble
 *                   did not), dk-refused (D3DAssemble assembled, dxkit did not), both-refused
 *   STRICT          ok (D3d9Assembler.assemble(text, true), `asm --strict`, gives the default's bytes), ne (it
 *                   gives other bytes) or refused
 *   VS-ORIGINAL     eq when dxkit's stream is the original program without its comment blocks, else ne (- refused,
 *                   or ORIGINAL-PROGRAM is "-": a text of no program)
 *   REBASE          eq when rebase(original, dxkit's stream) (`asm --base ORIGINAL`) is the original byte for byte
 *   MESSAGE         dxkit's first error (default, else --strict's), or empty
 * dxkit's stream is written to DXKIT-OUTPUT.
 * Run as: java -cp dxkit-core/target/classes tools/battery/d3d9-unseen/Check.java LIST
 */
public class Check {
    public static void main(String[] args) throws Exception {
        StringBuilder out = new StringBuilder();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split("\t");
            byte[] text = Files.readAllBytes(Path.of(f[0]));
            Path ms = Path.of(f[1]);
            byte[] theirs = Files.exists(ms) ? Files.readAllBytes(ms) : null;
            D3d9Assembler.Result r = D3d9Assembler.assemble(text);
            D3d9Assembler.Result s = D3d9Assembler.assemble(text, true);
            String message = "";
            String vs;
            String orig = "-";
            String base = "-";
            if (r.ok()) {
                byte[] mine = r.program().toArray();
                Files.write(Path.of(f[3]), mine);
                vs = theirs == null ? "ms-refused" : Arrays.equals(theirs, mine) ? "eq" : "ne";
                if (!f[2].equals("-")) { // "-": a text of no program
                    byte[] original = Files.readAllBytes(Path.of(f[2]));
                    orig = Arrays.equals(instructions(original), mine) ? "eq" : "ne";
                    base = Arrays.equals(original, D3d9Assembler.rebase(Bytes.wrap(original), r.program()).toArray())
                            ? "eq" : "ne";
                }
            } else {
                vs = theirs == null ? "both-refused" : "dk-refused";
                message = first(r);
            }
            String strict;
            if (s.ok()) {
                strict = r.ok() && Arrays.equals(s.program().toArray(), r.program().toArray()) ? "ok" : "ne";
            } else {
                strict = "refused";
                if (message.isEmpty()) {
                    message = first(s);
                }
            }
            out.append(f[0]).append('\t').append(vs).append('\t').append(strict).append('\t').append(orig)
                    .append('\t').append(base).append('\t').append(message).append('\n');
        }
        System.out.print(out);
    }

    static String first(D3d9Assembler.Result r) {
        return r.errors().get(0).render("").split("\n")[0].substring(1).replace('\t', ' ');
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
