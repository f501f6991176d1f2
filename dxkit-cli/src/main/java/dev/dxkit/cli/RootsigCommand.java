package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.RootSignaturePart;
import dev.dxkit.rootsig.RootSignatureCompiler;
import dev.dxkit.rootsig.RootSignaturePrinter;
import dev.dxkit.rootsig.RootSignatureWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code dxkit rootsig}: the root signature of a container printed as HLSL root-signature text, or such text
 * compiled ({@code --compile}) to the RTS0-only container DXC writes for it, byte for byte.
 */
@Command(name = "rootsig", mixinStandardHelpOptions = true,
        description = "Print a container's root signature as HLSL text, or compile such text (--compile) as DXC does.")
final class RootsigCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE",
            description = "A container (RTS0-only, or a program carrying one) or a bare RTS0 part; with --compile, "
                    + "HLSL with #define NAME \"...\" or bare root-signature text (- for stdin).")
    String file;

    @Option(names = "--compile", description = "Compile FILE's root-signature text.")
    boolean compile;

    @Option(names = "--define", paramLabel = "NAME",
            description = "The macro holding the root signature (default: the file's only #define).")
    String define;

    @Option(names = "--version", paramLabel = "VERSION", defaultValue = "1.1",
            description = "Root signature version for --compile: 1.0 or 1.1 (default), or 1.2 (dxkit's extension: "
                    + "static-sampler flags; DXC has no 1.2 target).")
    String version;

    @Option(names = "--part", description = "With --compile, write the bare RTS0 part rather than a container.")
    boolean part;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", defaultValue = "-",
            description = "Where to write (- for stdout, the default).")
    String out;

    @Override
    public Integer call() throws IOException {
        if (!compile && (define != null || part || spec.commandLine().getParseResult().hasMatchedOption("--version"))) {
            throw new Main.UsageException("--define, --version and --part go with --compile");
        }
        if (!out.equals("-") && !file.equals("-") && Files.exists(Path.of(out))
                && Files.isSameFile(Path.of(out), Path.of(file))) {
            throw new Main.UsageException(out + ": is the input; dxkit does not write over its input");
        }
        byte[] data = Io.read(file);
        if (compile) {
            int v = switch (version) {
                case "1.0" -> 1;
                case "1.1" -> 2;
                case "1.2" -> 3;
                default -> throw new Main.UsageException("--version is 1.0, 1.1 or 1.2, not " + version);
            };
            RootSignaturePart rs = RootSignatureCompiler.compile(file.equals("-") ? "<stdin>" : file, data, define, v);
            Io.write(out, part ? rs.encode().toArray() : RootSignatureWriter.container(rs));
            return Main.OK;
        }
        Optional<Bytes> rts0 = find(data);
        if (rts0.isEmpty()) {
            spec.commandLine().getErr().println("dxkit: " + file + ": no root signature (no RTS0 part)");
            return Main.FINDINGS;
        }
        String text;
        try {
            text = RootSignaturePrinter.print(RootSignaturePart.read(rts0.get()));
        } catch (DxFormatException e) {
            throw new DxFormatException(file + ": " + e.where(), e.offset(), e.detail());
        }
        if (out.equals("-")) {
            PrintWriter w = spec.commandLine().getOut();
            w.print(text);
            w.flush();
        } else {
            Io.write(out, text.getBytes(StandardCharsets.UTF_8));
        }
        return Main.OK;
    }

    /** The RTS0 data of a container, or the file itself when it is a bare RTS0 part (it starts with 1, 2 or 3). */
    private Optional<Bytes> find(byte[] data) {
        if (data.length >= 4 && data[0] >= 1 && data[0] <= 3 && data[1] == 0 && data[2] == 0 && data[3] == 0) {
            return Optional.of(Bytes.wrap(data));
        }
        Container c = PartCommand.load(file, data);
        return c.part("RTS0").map(PartEntry::data);
    }
}
