package dev.dxkit.cli;

import dev.dxkit.d3d9.decompile.D3d9Decompiler;
import dev.dxkit.hlsl.Decompilation;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.shader.Shader;
import dev.dxkit.sm4.decompile.Sm4Decompiler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/** {@code dxkit decompile}: HLSL back from a Shader Model 4/5/5.1 or Direct3D 9 program. */
@Command(name = "decompile", mixinStandardHelpOptions = true,
        description = {"Write HLSL that compiles back to the program: Shader Model 4/5/5.1 containers (level 9 "
                + "through their SM 4 program) and raw Direct3D 9 programs. What cannot be expressed becomes "
                + "a marked comment and the exit code is 1."})
final class DecompileCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "A container or Direct3D 9 program.")
    String file;

    @Option(names = "--files-from", paramLabel = "LIST",
            description = "Decompile the files named in LIST (one a line) into --out-dir as 1.hlsl, 2.hlsl … in "
                    + "order, printing a line 'N<TAB>ok|incomplete|refused<TAB>PROFILE<TAB>FILE' for each.")
    java.nio.file.Path filesFrom;

    @Option(names = "--out-dir", paramLabel = "DIR", description = "Where --files-from writes.")
    java.nio.file.Path outDir;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", defaultValue = "-",
            description = "Where the HLSL goes (default: standard output).")
    String output;

    @Override
    public Integer call() throws IOException {
        if (filesFrom != null || outDir != null) {
            return batch();
        }
        if (file == null) {
            throw new Main.UsageException("give a FILE, or --files-from LIST --out-dir DIR");
        }
        return one();
    }

    /** Many files, one line each: what the battery of tools/battery/decompile reads. */
    private int batch() throws IOException {
        if (filesFrom == null || outDir == null || file != null) {
            throw new Main.UsageException("--files-from and --out-dir go together, without a FILE");
        }
        Io.outputFolder("--out-dir", outDir);
        PrintWriter out = spec.commandLine().getOut();
        int n = 0;
        boolean all = true;
        for (String name : java.nio.file.Files.readAllLines(filesFrom, StandardCharsets.UTF_8)) {
            if (name.isBlank()) {
                continue;
            }
            n++;
            String status;
            String profile = "-";
            try {
                Decompilation d = decompile(name);
                if (d == null) {
                    status = "refused";
                } else {
                    Io.writeAtomically(outDir.resolve(n + ".hlsl"), d.hlsl().getBytes(StandardCharsets.UTF_8));
                    status = d.complete() ? "ok" : "incomplete";
                    profile = d.profile().isEmpty() ? "-" : d.profile();
                }
            } catch (DxFormatException | IOException e) {
                status = "refused";
            }
            all &= status.equals("ok");
            out.println(n + "\t" + status + "\t" + profile + "\t" + name);
        }
        out.flush();
        return all ? Main.OK : Main.FINDINGS;
    }

    /** The decompilation of a file, or null when it holds no program of either kind. */
    private static Decompilation decompile(String name) throws IOException {
        Shader s = Shader.read(Bytes.of(Io.read(name)));
        if (s instanceof Shader.Dxbc dxbc) {
            return Sm4Decompiler.decompile(dxbc.container());
        } else if (s instanceof Shader.D3d9 d9) {
            return D3d9Decompiler.decompile(d9.program());
        }
        return null;
    }

    private int one() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        Io.refuseOverwritingInput(output, file);
        Decompilation d;
        try {
            Shader s = Shader.read(Bytes.of(Io.read(file)));
            if (s instanceof Shader.Dxbc dxbc) {
                d = Sm4Decompiler.decompile(dxbc.container());
            } else if (s instanceof Shader.D3d9 d9) {
                d = D3d9Decompiler.decompile(d9.program());
            } else {
                err.println("dxkit: " + file + ": " + s.describe() + ": nothing to decompile (Shader Model 4/5/5.1 "
                        + "and Direct3D 9 programs only)");
                return Main.FINDINGS;
            }
        } catch (DxFormatException e) {
            err.println("dxkit: " + file + ": " + e.getMessage());
            return Main.FINDINGS;
        }
        if (!d.hlsl().isEmpty()) {
            Io.write(output, d.hlsl().getBytes(StandardCharsets.UTF_8));
        }
        for (String gap : d.gaps()) {
            err.println("dxkit: " + file + ": incomplete: " + gap);
        }
        return d.complete() ? Main.OK : Main.FINDINGS;
    }
}
