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

    @Parameters(index = "0", paramLabel = "FILE", description = "A container or Direct3D 9 program.")
    String file;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", defaultValue = "-",
            description = "Where the HLSL goes (default: standard output).")
    String output;

    @Override
    public Integer call() throws IOException {
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
