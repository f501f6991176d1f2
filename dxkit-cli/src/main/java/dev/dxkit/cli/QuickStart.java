package dev.dxkit.cli;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The one-shot command lines typed most, read by hand and run by the same command code, so that they start
 * without picocli building its model of the command line by reflection (most of a one-shot run's CPU before
 * this class, README "How fast"):
 * <ul>
 *   <li>{@code dis [--flags HEX] [--numbering] [--offsets] [--hex-literals] [--instructions-only]
 *       [--no-debug-info] [--color] [--exact-floats] FILE} (one file: the listing on stdout),</li>
 *   <li>{@code dis [the same options] FILE|DIR... --out-dir OUT} (a batch; {@code --out-dir=OUT} as well, and
 *       {@code -} among the inputs, which the command refuses as picocli would have it do),</li>
 *   <li>{@code info [--json] FILE...} and {@code verify [--json] FILE|DIR...},</li>
 * </ul>
 * each option at most once, in any order among the files. Anything else is not read here: help and version,
 * {@code --debug} (whose stack trace names the frames that ran), several files for {@code dis} without
 * {@code --out-dir}, an option it does not know (or an abbreviation, or
 * {@code --opt=value} of a flag), an option given twice, {@code --}, an argument file ({@code @FILE}), stdin
 * ({@code -}) outside a batch, an {@code --out-dir} or {@code --flags} value that is empty or starts with
 * {@code -} or {@code @}, an empty argument, a mistake. {@link #run} then returns {@link #NOT_MINE} having done nothing, and
 * picocli reads the command line as always. A line read here runs as picocli would run it: the same command
 * object with the same fields set, the same writers, the same error line and exit code for what it throws
 * ({@code QuickStartTest} runs every kind of line both ways and compares stdout, stderr and exit code whole).
 */
final class QuickStart {
    /** {@link #run}'s answer for a command line it leaves to picocli. */
    static final int NOT_MINE = -1;

    private QuickStart() {
    }

    /** Runs {@code args} and returns the exit code, or {@link #NOT_MINE} having done nothing. */
    static int run(String... args) {
        if (args.length < 2) {
            return NOT_MINE;
        }
        List<String> files = new ArrayList<>(args.length);
        List<String> seen = new ArrayList<>(4);
        String flags = null;
        String outDir = null;
        boolean dash = false; // "-" among the inputs: a batch refuses it (a one-file dis would read stdin)
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.isEmpty() || a.charAt(0) == '@') {
                return NOT_MINE; // picocli expands an argument file; an empty argument is left to it as well
            }
            if (a.charAt(0) != '-') {
                files.add(a);
                continue;
            }
            if (a.equals("-") && args[0].equals("dis")) {
                files.add(a); // picocli takes a lone "-" as a parameter
                dash = true;
                continue;
            }
            if (a.equals("--out-dir") || a.startsWith("--out-dir=")) {
                if (outDir != null || !args[0].equals("dis")) {
                    return NOT_MINE; // given twice, or not an option of this command: picocli's message
                }
                outDir = value(args, i, "--out-dir");
                if (outDir == null) {
                    return NOT_MINE;
                }
                if (a.equals("--out-dir")) {
                    i++;
                }
                continue;
            }
            if (seen.contains(a)) {
                return NOT_MINE; // picocli refuses an option given twice
            }
            seen.add(a);
            if (a.equals("--json") && !args[0].equals("dis")) {
                continue;
            } else if (!args[0].equals("dis")) {
                return NOT_MINE;
            } else if (a.equals("--flags") || a.startsWith("--flags=")) {
                if (flags != null) {
                    return NOT_MINE;
                }
                flags = value(args, i, "--flags");
                if (flags == null) {
                    return NOT_MINE;
                }
                if (a.equals("--flags")) {
                    i++;
                }
            } else if (!DIS_FLAGS.contains(a)) {
                return NOT_MINE;
            }
        }
        if (files.isEmpty() || dash && outDir == null) {
            return NOT_MINE;
        }
        Object command;
        switch (args[0]) {
            case "dis" -> {
                if (files.size() != 1 && outDir == null) {
                    return NOT_MINE; // several files need --out-dir: picocli's message
                }
                DisCommand d = new DisCommand();
                if (outDir != null) {
                    try {
                        d.outDir = java.nio.file.Path.of(outDir);
                    } catch (java.nio.file.InvalidPathException e) {
                        return NOT_MINE; // picocli's conversion error
                    }
                }
                d.inputs = files;
                d.flagsHex = flags;
                d.numbering = seen.contains("--numbering");
                d.offsets = seen.contains("--offsets");
                d.hexLiterals = seen.contains("--hex-literals");
                d.instructionsOnly = seen.contains("--instructions-only");
                d.noDebugInfo = seen.contains("--no-debug-info");
                d.color = seen.contains("--color");
                d.exactFloats = seen.contains("--exact-floats");
                command = d;
            }
            case "info" -> {
                InfoCommand c = new InfoCommand();
                c.files = files;
                c.json = seen.contains("--json");
                command = c;
            }
            case "verify" -> {
                VerifyCommand c = new VerifyCommand();
                c.inputs = files;
                c.json = seen.contains("--json");
                command = c;
            }
            default -> {
                return NOT_MINE;
            }
        }
        return execute(command);
    }

    /** The flags {@code dis} takes, each a bit of the flag word. */
    private static final List<String> DIS_FLAGS = List.of("--numbering", "--offsets", "--hex-literals",
            "--instructions-only", "--no-debug-info", "--color", "--exact-floats");

    /** A writer over {@code stream} as {@link Main#commandLine} makes picocli's: UTF-8, flushed at each line. */
    static PrintWriter writer(PrintStream stream) {
        return new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), true);
    }

    /**
     * Runs {@code command} as {@link Main#run} has picocli run it: an exception gets the execution handler's error
     * line and exit code, a stack overflow or memory running out {@link Main#execute}'s.
     */
    private static int execute(Object command) {
        PrintWriter out = writer(System.out);
        PrintWriter err = writer(System.err);
        Main.debug = false;
        Io.forgetCurrent();
        try {
            // no lambda here: the first one a JVM meets costs it several milliseconds of bootstrapping
            if (command instanceof InfoCommand c) {
                return c.run(out, err);
            }
            if (command instanceof VerifyCommand c) {
                return c.run(out, err);
            }
            return ((DisCommand) command).call();
        } catch (StackOverflowError | OutOfMemoryError e) {
            err.println(Main.errorLine(e));
            err.flush();
            return Main.INTERNAL;
        } catch (Exception e) {
            err.println(Main.errorLine(e));
            return Main.exitCodeOf(e);
        }
    }

    /**
     * The value of option {@code name} at {@code args[i]}, given as {@code name V} or {@code name=V}; null where
     * picocli's own reading decides (no value, an empty one, or one starting with {@code -} or {@code @}).
     */
    private static String value(String[] args, int i, String name) {
        String v = args[i].equals(name) ? (i + 1 < args.length ? args[i + 1] : null) : args[i].substring(name.length() + 1);
        return v == null || v.isEmpty() || v.charAt(0) == '-' || v.charAt(0) == '@' ? null : v;
    }
}
