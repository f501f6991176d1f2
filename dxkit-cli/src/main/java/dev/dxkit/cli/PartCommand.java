package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.util.concurrent.Callable;

/**
 * {@code dxkit part}: the llvm-objcopy verbs for containers ({@code --dump-section},
 * {@code --update-section}, {@code --add-section}, {@code --remove-section}). Every output is re-signed.
 */
@Command(name = "part", mixinStandardHelpOptions = true,
        description = "Extract, replace, add or remove one part; outputs are re-laid and re-signed.",
        subcommands = {PartCommand.Extract.class, PartCommand.Replace.class, PartCommand.Add.class,
                PartCommand.Remove.class})
final class PartCommand {
    static Container load(String file) throws IOException {
        return load(file, Io.read(file));
    }

    static Container load(String file, byte[] data) {
        String what = Io.notAShader(data);
        if (what != null) {
            throw new Main.Refused(file + ": " + what);
        }
        if (dev.dxkit.d3d9.ShaderVersion.startsProgram(data)) {
            throw new Main.Refused(file + ": a raw Direct3D 9 program, not a container: it has no parts and no digest"
                    + " ('dxkit info' and 'dxkit dump' show it)");
        }
        try {
            return Container.read(data);
        } catch (DxFormatException e) {
            throw new DxFormatException(file + ": " + e.where(), e.offset(), e.detail());
        }
    }

    static String kind(String k) {
        if (k.length() != 4) {
            throw new Main.UsageException("a part kind has four characters, got \"" + k + "\"");
        }
        return k;
    }

    /** Where an edit goes: {@code -o OUT}, or FILE itself with {@code --in-place}. */
    static final class Output {
        @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true, description = "Where to write (- for stdout).")
        String out;

        @Option(names = "--in-place", required = true, description = "Overwrite FILE (atomically, keeping its mode).")
        boolean inPlace;

        /** The path to write, after refusing an {@code -o} that is one of the inputs. */
        String target(String file, String data) throws IOException {
            if (inPlace) {
                if (file.equals("-")) {
                    throw new Main.UsageException("--in-place needs a file, not stdin");
                }
                return file;
            }
            Io.refuseOverwritingInput(out, file, data);
            return out;
        }
    }

    static PartEntry need(Container c, String file, String kind) {
        return c.part(kind).orElseThrow(() -> new Main.Refused(file + ": has no " + kind + " part (it has "
                + (c.parts().isEmpty() ? "none" : c.partSet()) + ")"));
    }

    @Command(name = "extract", mixinStandardHelpOptions = true, description = "Write one part's data (like --dump-section).")
    static final class Extract implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "FILE") String file;
        @Parameters(index = "1", paramLabel = "KIND") String kind;
        @Option(names = {"-o", "--output"}, paramLabel = "OUT", defaultValue = "-", description = "Where to write (default stdout).") String out;

        @Override
        public Integer call() throws IOException {
            Io.refuseOverwritingInput(out, file);
            Container c = load(file);
            Io.write(out, need(c, file, kind(kind)).data().toArray());
            return Main.OK;
        }
    }

    @Command(name = "replace", mixinStandardHelpOptions = true, description = "Replace one part's data (like --update-section).")
    static final class Replace implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "FILE") String file;
        @Parameters(index = "1", paramLabel = "KIND") String kind;
        @Parameters(index = "2", paramLabel = "DATA", description = "The new part data (- for stdin).") String data;
        @ArgGroup(exclusive = true, multiplicity = "1") Output output;

        @Override
        public Integer call() throws IOException {
            String out = output.target(file, data);
            Container c = load(file);
            need(c, file, kind(kind));
            Io.write(out, c.withPart(kind, Bytes.wrap(Io.read(data))).toBytes());
            return Main.OK;
        }
    }

    @Command(name = "add", mixinStandardHelpOptions = true, description = "Append a part (like --add-section).")
    static final class Add implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "FILE") String file;
        @Parameters(index = "1", paramLabel = "KIND") String kind;
        @Parameters(index = "2", paramLabel = "DATA", description = "The part data (- for stdin).") String data;
        @ArgGroup(exclusive = true, multiplicity = "1") Output output;

        @Override
        public Integer call() throws IOException {
            String out = output.target(file, data);
            Container c = load(file);
            if (c.has(kind(kind))) {
                throw new Main.Refused(file + ": already has a " + kind + " part (use 'part replace')");
            }
            Io.write(out, c.withPart(kind, Bytes.wrap(Io.read(data))).toBytes());
            return Main.OK;
        }
    }

    @Command(name = "remove", mixinStandardHelpOptions = true, description = "Remove a part (like --remove-section).")
    static final class Remove implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "FILE") String file;
        @Parameters(index = "1", paramLabel = "KIND") String kind;
        @ArgGroup(exclusive = true, multiplicity = "1") Output output;

        @Override
        public Integer call() throws IOException {
            String out = output.target(file, null);
            Container c = load(file);
            need(c, file, kind(kind));
            Io.write(out, c.withoutPart(kind).toBytes());
            return Main.OK;
        }
    }
}
