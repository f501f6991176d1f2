package dev.dxkit.cli;

import dev.dxkit.d3d9.AsmDiagnostic;
import dev.dxkit.d3d9.D3d9Assembler;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code dxkit asm}: assembly text (a listing as {@code dis} prints it, or hand-written) to a program. The
 * text's version line picks the assembler: {@code vs_}/{@code ps_} (and {@code tx_}, which is refused) go to
 * the Direct3D 9 assembler, Shader Model 4/5/5.1 and level 9 ones to {@link Sm4Asm}, which writes a container. Errors are reported compiler-style on stderr, every one in the file (up to a limit),
 * and nothing is written.
 */
@Command(name = "asm", mixinStandardHelpOptions = true,
        description = "Assemble a listing (or hand-written assembly) back to a program.")
final class AsmCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The assembly text (- for stdin).")
    String file;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT",
            description = "Where to write (- for stdout); default FILE without .txt/.asm, plus .d3d9 for Direct3D 9, "
                    + ".dxbc for Shader Model 4/5.")
    String out;

    @Option(names = "--base", paramLabel = "ORIGINAL",
            description = "The original: a Direct3D 9 program keeps its comment blocks (constant table, debug info, "
                    + "preshader); a container keeps every part but the program, and is re-signed.")
    String base;

    @Option(names = "--strict",
            description = "Direct3D 9 text: also refuse what D3DAssemble's parser refuses by the rules of the text's "
                    + "version (register counts, the instructions and the instruction and source modifiers each "
                    + "version has, dcl usages); by default these are left to the runtime, so that every listing "
                    + "gives back its program.")
    boolean strict;

    @Override
    public Integer call() throws Exception {
        byte[] text = Io.read(file);
        // listings are ASCII; the bytes of names and paths in comments are kept as ISO-8859-1 characters
        String sm4 = new String(text, StandardCharsets.ISO_8859_1);
        // a Shader Model 4/5 version line first: a level-9 listing prints its Direct3D 9 program (ps_2_x ...)
        // before the ps_4_0_level_9_x program, and is assembled as the latter
        if (Sm4Asm.accepts(sm4)) {
            if (strict) {
                throw new Main.UsageException("--strict is for Direct3D 9 text (vs_1_1 ... ps_3_0); " + name()
                        + " is Shader Model 4/5 assembly");
            }
            String target = target(".dxbc");
            Sm4Asm.refuseOverwrite(target, file, base);
            return Sm4Asm.run(file, sm4, target, base);
        }
        if (D3d9Assembler.isD3d9Text(text)) {
            return d3d9(text);
        }
        System.err.print(new AsmDiagnostic(1, 1, "expected a version line: vs_1_1 ... ps_3_0 for Direct3D 9, or a"
                + " Shader Model 4/5 one (ps_4_0_level_9_1, vs_5_0, cs_5_1 ...)", firstLine(text)).render(name()));
        return Main.FINDINGS;
    }

    private Integer d3d9(byte[] text) throws IOException {
        D3d9Assembler.Result r = D3d9Assembler.assemble(text, strict);
        if (!r.ok()) {
            return report(r);
        }
        Bytes program = r.program();
        if (base != null) {
            byte[] original = Io.read(base);
            try {
                program = D3d9Assembler.rebase(Bytes.wrap(original), program);
            } catch (DxFormatException e) {
                throw new DxFormatException(base + ": " + e.where(), e.offset(), e.detail());
            }
        }
        write(target(".d3d9"), program.toArray());
        return Main.OK;
    }

    private int report(D3d9Assembler.Result r) {
        PrintStream err = System.err;
        StringBuilder sb = new StringBuilder();
        for (AsmDiagnostic d : r.errors()) {
            sb.append(d.render(name()));
        }
        sb.append(r.errors().size()).append(r.errors().size() == 1 ? " error" : " errors").append(", nothing written\n");
        err.print(sb);
        err.flush();
        return Main.FINDINGS;
    }

    private String name() {
        return file.equals("-") ? "<stdin>" : file;
    }

    private String target(String extension) {
        if (out != null) {
            return out;
        }
        if (file.equals("-")) {
            return "-";
        }
        String stem = file;
        for (String e : new String[] {".txt", ".asm"}) {
            if (stem.endsWith(e)) {
                stem = stem.substring(0, stem.length() - e.length());
                break;
            }
        }
        if (stem.endsWith(".d3d") || stem.endsWith(".d3d9")) { // x.d3d.txt beside x.d3d9: keep away from it
            stem = stem.substring(0, stem.lastIndexOf('.')) + ".asm";
        }
        return stem + extension;
    }

    /** Writes atomically, refusing to write over FILE or ORIGINAL. */
    private void write(String target, byte[] data) throws IOException {
        if (!target.equals("-")) {
            Path t = Path.of(target);
            for (String in : new String[] {file, base}) {
                if (in != null && !in.equals("-") && Files.exists(t) && Files.isSameFile(t, Path.of(in))) {
                    throw new Main.UsageException("refusing to write over the input " + in + " (choose another -o)");
                }
            }
        }
        Io.write(target, data);
    }

    private static String firstLine(byte[] text) {
        String s = new String(text, 0, Math.min(text.length, 4096), StandardCharsets.ISO_8859_1);
        int nl = s.indexOf('\n');
        s = nl < 0 ? s : s.substring(0, nl);
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
    }
}
