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
 * A training run for the class-data archive the launchers make: every command over the shader files of one
 * folder (the shipped samples), in one JVM, with the output thrown away. The classes it loads are the ones a
 * user's commands load, so the archive made from its class list serves each command alike, not only the one
 * run first: {@code dis} (each kind of program, each flag, one file and a folder with {@code --out-dir}),
 * {@code info}, {@code verify}, {@code dump}, {@code reflect}, {@code hash}, {@code decompile}, {@code asm},
 * {@code sign}, {@code strip}, {@code part}, {@code diff}, {@code carve}, {@code sources} and {@code census}.
 * What the commands write goes into a temporary folder that is removed at the end; nothing else is written.
 * Its exit code is 0 when every command ran, whatever each found.
 *
 * <p>{@code Training --one-shot DIR} runs only the command lines {@link QuickStart} reads ({@code dis FILE},
 * {@code info}, {@code verify}, with their options): the launchers make a second, smaller archive from it for
 * those lines. A Java 17 runtime relocates every pointer of an archive it maps (at an address of its own
 * choosing, for ASLR), which cost a one-shot run about as much CPU per megabyte as the archive holds: the
 * full archive is 25 MB, the one-shot one a third of that (README "How fast").
 */
public final class Training {
    private Training() {
    }

    /** {@code Training [--one-shot] DIR}: runs the commands over DIR's files. */
    public static void main(String[] args) throws IOException {
        boolean oneShot = args.length == 2 && args[0].equals("--one-shot");
        if (args.length != 1 && !oneShot) {
            System.err.println("usage: Training [--one-shot] DIR");
            System.exit(Main.USAGE);
        }
        Path dir = Path.of(args[args.length - 1]);
        List<String> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(Files::isRegularFile).map(Path::toString).filter(f -> !f.endsWith(".md")
                    && !f.endsWith(".tsv")).sorted().collect(Collectors.toList());
        }
        PrintStream out = System.out;
        PrintStream err = System.err;
        PrintStream sink = new PrintStream(OutputStream.nullOutputStream(), false, "UTF-8");
        List<String> failed = new java.util.ArrayList<>();
        Path tmp = Files.createTempDirectory("dxkit-training");
        System.setOut(sink);
        System.setErr(sink);
        try {
            if (oneShot) {
                run(failed, "verify", dir.toString());
                for (String f : files) {
                    run(failed, "dis", f);
                    run(failed, "dis", "--numbering", "--offsets", "--hex-literals", f);
                    run(failed, "dis", "--exact-floats", f);
                    run(failed, "info", f);
                    run(failed, "verify", f);
                }
                files = List.of(); // nothing more (--json is left out: Jackson's 425 classes would double the archive)
            }
            if (!oneShot) {
                run(failed, "census", "--no-progress", dir.toString());
                run(failed, "census", "--no-progress", "--format", "json", dir.toString());
                run(failed, "dis", dir.toString(), "--out-dir", tmp.resolve("listings").toString());
                run(failed, "verify", dir.toString());
                run(failed, "hash", dir.toString());
            }
            for (String f : files) {
                String name = Path.of(f).getFileName().toString();
                run(failed, "dis", f);
                run(failed, "dis", "--numbering", "--offsets", "--hex-literals", f);
                run(failed, "dis", "--exact-floats", f);
                run(failed, "info", f);
                run(failed, "info", "--json", f);
                run(failed, "verify", f);
                run(failed, "dump", f);
                run(failed, "reflect", f);
                run(failed, "decompile", f);
                run(failed, "sign", "-o", tmp.resolve(name + ".signed").toString(), f);
                run(failed, "strip", "--debug-info", "-o", tmp.resolve(name + ".stripped").toString(), f);
                run(failed, "part", "extract", "-o", tmp.resolve(name + ".shex").toString(), f, "SHEX");
                run(failed, "diff", f, f);
                run(failed, "carve", f);
                run(failed, "sources", "--list", f);
                // the listing back through the assembler (a container with a program only: others are skipped)
                Path text = tmp.resolve(name + ".asm");
                try {
                    Files.write(text, DisCommand.listingBytes(PartCommand.load(f), dev.dxkit.text.DisasmFlags.of(
                            dev.dxkit.text.DisasmFlags.EXACT_FLOATS), f));
                } catch (RuntimeException e) {
                    continue;
                }
                run(failed, "asm", "-o", tmp.resolve(name + ".asm.dxbc").toString(), text.toString());
            }
        } finally {
            System.setOut(out);
            System.setErr(err);
            try (Stream<Path> s = Files.walk(tmp)) {
                for (Path p : s.sorted(java.util.Comparator.reverseOrder()).collect(Collectors.toList())) {
                    Files.deleteIfExists(p);
                }
            }
        }
        for (String f : failed) {
            System.err.println("dxkit training: failed: dxkit " + f);
        }
        System.exit(failed.isEmpty() ? Main.OK : Main.INTERNAL);
    }

    /** Runs one command line, noting it in {@code failed} when it fails for a reason other than its findings. */
    private static void run(List<String> failed, String... args) {
        int code = Main.start(args); // as main: the one-shot lines by QuickStart, so the archive holds what they load
        if (code != Main.OK && code != Main.FINDINGS) {
            failed.add(String.join(" ", args) + " (exit " + code + ")");
        }
    }
}
