import dev.dxkit.container.Container;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.text.DisasmFlags;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The listing check of tools/battery/asm-opcodes/run, in one JVM: for each line "ID<TAB>KIND<TAB>X" of LIST, dxkit's
 * listing of X under each flag word WW equals D3DDisassemble's (MS_DIR/WW/ID.txt), byte for byte. Prints one line a
 * difference ("ID WW line N: want | got") and last "SAME of N".
 * Run as: java -cp dxkit-core/target/classes tools/battery/asm-opcodes/ListingParity.java LIST MS_DIR WW,WW,…
 */
public class ListingParity {
    public static void main(String[] args) throws Exception {
        int n = 0;
        int same = 0;
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split("\t");
            Container c = Container.read(Files.readAllBytes(Path.of(f[2])));
            for (String w : args[2].split(",")) {
                Path ms = Path.of(args[1], w, f[0] + ".txt");
                if (!Files.exists(ms)) {
                    continue;
                }
                n++;
                String want = new String(Files.readAllBytes(ms), StandardCharsets.ISO_8859_1);
                String got = Disassembler.disassemble(c, DisasmFlags.of(Integer.parseInt(w, 16)));
                if (want.equals(got)) {
                    same++;
                    continue;
                }
                String[] ww = want.split("\n", -1);
                String[] gg = got.split("\n", -1);
                int k = 0;
                while (k < Math.min(ww.length, gg.length) && ww[k].equals(gg[k])) {
                    k++;
                }
                System.out.println(f[0] + "\t" + w + "\tline " + (k + 1) + ": " + (k < ww.length ? ww[k].trim() : "<end>")
                        + " | " + (k < gg.length ? gg[k].trim() : "<end>"));
            }
        }
        System.out.println(same + " of " + n);
    }
}
