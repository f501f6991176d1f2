package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.ContainerWriter;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.util.concurrent.Callable;

/** {@code dxkit sign}: the container with its correct digest; nothing else changes. */
@Command(name = "sign", mixinStandardHelpOptions = true,
        description = "Write the container with its correct digest (every other byte unchanged).")
final class SignCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The container (- for stdin).")
    String file;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Output output;

    static final class Output {
        @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true, description = "Where to write (- for stdout).")
        String out;

        @Option(names = "--in-place", required = true, description = "Overwrite FILE (atomically).")
        boolean inPlace;
    }

    @Override
    public Integer call() throws IOException {
        if (output.inPlace && file.equals("-")) {
            throw new Main.UsageException("--in-place needs a file, not stdin");
        }
        if (!output.inPlace) {
            Io.refuseOverwritingInput(output.out, file);
        }
        byte[] data = Io.read(file);
        PartCommand.load(file, data); // refuse what is not a container before writing anything
        byte[] signed = ContainerWriter.signedCopy(data);
        Io.write(output.inPlace ? file : output.out, signed);
        return Main.OK;
    }
}
