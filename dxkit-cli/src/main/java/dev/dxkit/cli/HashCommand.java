package dev.dxkit.cli;

import dev.dxkit.hash.ShaderHashes;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code dxkit hash}: one {@code HASH  PATH} line per file, like {@code sha256sum} ({@code docs/hashes.md}). */
@Command(name = "hash", mixinStandardHelpOptions = true,
        description = "Print HASH  PATH for each file: sha256, the container digest, 3DMigoto's fnv or bytecode hash, or dxkit's program hash.")
final class HashCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE|DIR", description = "Files, or folders walked for every file.")
    List<String> paths;

    @Option(names = "--kind", paramLabel = "KIND", defaultValue = "sha256",
            description = "sha256 (default), digest, fnv, bytecode or program.")
    String kind;

    @Override
    public Integer call() throws IOException {
        ShaderHashes.Kind k;
        try {
            k = ShaderHashes.Kind.valueOf(kind.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new Main.UsageException("--kind is one of sha256, digest, fnv, bytecode, program; got \"" + kind + "\"");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int status = Main.OK;
        for (Path p : Io.walk(paths)) {
            Optional<String> h = ShaderHashes.of(k, Io.read(p.toString()));
            if (h.isPresent()) {
                out.println(h.get() + "  " + p);
            } else {
                err.println("dxkit: " + p + ": not a container, so it has no " + k.label());
                status = Main.FINDINGS;
            }
        }
        out.flush();
        return status;
    }
}
