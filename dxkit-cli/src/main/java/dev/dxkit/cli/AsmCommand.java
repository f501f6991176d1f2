package dev.dxkit.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/**
 * {@code dxkit asm}: a listing back to a program. It reads the text's version line and hands the text to the
 * assembler of its format: {@link Sm4Asm} for Shader Model 4/5/5.1 (and level 9's program).
 */
@Command(name = "asm", mixinStandardHelpOptions = true,
        description = "Assemble a listing (as dxkit dis / D3DDisassemble print it) back into a container.")
final class AsmCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The listing (- for stdin).")
    String file;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Where to write (- for stdout, the default).")
    String out = "-";

    @Option(names = "--base", paramLabel = "ORIGINAL",
            description = "The container the listing came from: every part but the program is kept from it.")
    String base;

    @Override
    public Integer call() throws Exception {
        Sm4Asm.refuseOverwrite(out, file, base);
        byte[] data = Io.read(file);
        // listings are ASCII; the bytes of names and paths in comments are kept as ISO-8859-1 characters
        String text = new String(data, StandardCharsets.ISO_8859_1);
        if (Sm4Asm.accepts(text)) {
            return Sm4Asm.run(file, text, out, base);
        }
        throw new Main.UsageException((file.equals("-") ? "<stdin>" : file)
                + ": no Shader Model 4/5 version line (ps_5_0, vs_4_0, cs_5_1 ...): not a listing dxkit asm takes");
    }
}
