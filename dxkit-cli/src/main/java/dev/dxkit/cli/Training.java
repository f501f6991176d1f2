package dev.dxkit.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A training run for the class-data archive the launchers make: every read-only command over the shader
 * files of one folder (the shipped samples), in one JVM, with the output thrown away. The classes it loads
 * are the ones a user's commands load, so the archive made from its class list serves {@code dis},
 * {@code info}, {@code verify}, {@code dump} and {@code census} alike, not only the command run first.
 * It writes no file; its exit code is 0 when every command ran, whatever each found.
 */
public final class Training {
    private Training() {
    }

    /** {@code Training DIR}: runs the commands over DIR's files. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: Training DIR");
            System.exit(Main.USAGE);
        }
        Path dir = Path.of(args[0]);
        List<String> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(Files::isRegularFile).map(Path::toString).filter(f -> !f.endsWith(".md")
                    && !f.endsWith(".tsv")).sorted().collect(Collectors.toList());
        }
        PrintStream out = System.out;
        PrintStream err = System.err;
        PrintStream sink = new PrintStream(OutputStream.nullOutputStream(), false, "UTF-8");
        int internal = 0;
        System.setOut(sink);
        System.setErr(sink);
        try {
            internal += bad(Main.run("census", "--no-progress", dir.toString()));
            internal += bad(Main.run("census", "--no-progress", "--format", "json", dir.toString()));
            for (String f : files) {
                internal += bad(Main.run("dis", f));
                internal += bad(Main.run("info", f));
                internal += bad(Main.run("verify", f));
                internal += bad(Main.run("dump", f));
            }
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        System.exit(internal == 0 ? Main.OK : Main.INTERNAL);
    }

    /** 1 when a command failed for a reason other than its findings or a refused input. */
    private static int bad(int code) {
        return code == Main.OK || code == Main.FINDINGS ? 0 : 1;
    }
}
