package dev.dxkit.cli;

import dev.dxkit.io.DxFormatException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/** The {@code dxkit} command line. */
@Command(name = "dxkit", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Read, verify, edit, re-sign, disassemble and survey DirectX shader containers.")
public final class Main {
    /**
     * The subcommands by name, in the order {@code dxkit --help} lists them. Each name is the one in the
     * command's {@code @Command} (a test checks). They are registered here, not in {@code @Command}: picocli
     * reads every option of a command as it registers it, which is most of dxkit's start-up, so a command
     * line that starts with a subcommand's name registers that subcommand alone. The table is made on first use
     * ({@link Registry}): {@link QuickStart}'s command lines never use it, and its sixteen method references
     * would cost each of them their bootstrap.
     */
    static final class Registry {
        static final Map<String, Supplier<Object>> SUBCOMMANDS = subcommands();

        private Registry() {
        }
    }

    /** Everything ok. */
    static final int OK = 0;
    /** Findings or failures were reported. */
    static final int FINDINGS = 1;
    /** The command line was wrong. */
    static final int USAGE = 2;
    /** A file could not be read or written. */
    static final int IO_ERROR = 3;
    /** dxkit itself failed. */
    static final int INTERNAL = 4;

    /** Set from {@code --debug} anywhere on the command line, before picocli parses it. */
    static boolean debug;

    @picocli.CommandLine.Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
            description = "Print the stack trace of an internal error.")
    boolean debugOption; // accepted by every subcommand; read by run() before parsing

    public static void main(String[] args) {
        int code = QuickStart.run(args);
        if (code == QuickStart.NOT_MINE) {
            System.exit(run(args));
        }
        // A line QuickStart ran that ends well ends by returning (its threads, a batch's, are stopped by then):
        // from Java 21 on, System.exit looks up a System.Logger to log the exit at DEBUG, and starting the
        // loggers (a service look-up, streams, reflection: 360 classes) cost a one-shot dis on Java 25 about
        // 20 ms, more than the listing.
        if (code != OK) {
            System.exit(code);
        }
    }

    /**
     * Runs the command line as {@code main} does and returns the exit code: the common one-shot lines by
     * {@link QuickStart} (without building picocli's model), everything else by {@link #run}.
     */
    static int start(String... args) {
        int code = QuickStart.run(args);
        return code != QuickStart.NOT_MINE ? code : run(args);
    }

    /** Runs the command line and returns its exit code. */
    public static int run(String... args) {
        debug = false; // each run (tests make many in one JVM) says for itself
        Io.forgetCurrent();
        for (String a : args) {
            if (a.equals("--debug")) {
                debug = true;
            }
        }
        CommandLine cl = commandLine(args.length > 0 ? args[0] : "");
        if (args.length == 0) {
            cl.usage(cl.getErr());
            return USAGE;
        }
        return execute(cl, args);
    }

    /**
     * Runs {@code cl} on {@code args}. picocli hands exceptions to the handler set in {@link #commandLine}, but an
     * {@link Error} (a stack overflow, memory running out) passes it by: that is still one line naming the file
     * and exit 4, never a stack trace (unless {@code --debug}).
     */
    static int execute(CommandLine cl, String... args) {
        try {
            return cl.execute(args);
        } catch (StackOverflowError | OutOfMemoryError e) {
            PrintWriter err = cl.getErr();
            err.println(errorLine(e));
            if (debug) {
                e.printStackTrace(err);
            }
            err.flush();
            return INTERNAL;
        }
    }

    private static Map<String, Supplier<Object>> subcommands() {
        Map<String, Supplier<Object>> m = new LinkedHashMap<>();
        m.put("info", InfoCommand::new);
        m.put("verify", VerifyCommand::new);
        m.put("sign", SignCommand::new);
        m.put("part", PartCommand::new);
        m.put("strip", StripCommand::new);
        m.put("hash", HashCommand::new);
        m.put("diff", DiffCommand::new);
        m.put("carve", CarveCommand::new);
        m.put("dis", DisCommand::new);
        m.put("asm", AsmCommand::new);
        m.put("decompile", DecompileCommand::new);
        m.put("dump", DumpCommand::new);
        m.put("sources", SourcesCommand::new);
        m.put("reflect", ReflectCommand::new);
        m.put("census", CensusCommand::new);
        m.put("rootsig", RootsigCommand::new);
        return m;
    }

    /** The command line with every subcommand, for usage and tests. */
    static CommandLine commandLine() {
        return commandLine("");
    }

    /**
     * The command line for arguments whose first is {@code first}: with that subcommand alone when it names
     * one (nothing else could then be parsed), else with all of them.
     */
    static CommandLine commandLine(String first) {
        CommandLine cl = new CommandLine(new Main());
        Supplier<Object> named = Registry.SUBCOMMANDS.get(first);
        if (named != null) {
            cl.addSubcommand(first, named.get());
        } else {
            Registry.SUBCOMMANDS.forEach((name, command) -> cl.addSubcommand(name, command.get()));
            cl.addSubcommand("help", new CommandLine.HelpCommand());
        }
        cl.setOut(new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        cl.setExitCodeExceptionMapper(Main::exitCodeOf);
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            cmd.getErr().println(errorLine(ex));
            if (debug) {
                ex.printStackTrace(cmd.getErr());
            }
            return exitCodeOf(ex);
        });
        cl.getCommandSpec().usageMessage().footer(
                "", "Exit codes: 0 ok, 1 findings or failures reported, 2 bad command line, 3 I/O error, 4 internal error.");
        cl.setParameterExceptionHandler((ex, a) -> {
            if (ex instanceof CommandLine.UnmatchedArgumentException && ex.getCommandLine() == cl
                    && a.length > 0 && !a[0].startsWith("-") && !Registry.SUBCOMMANDS.containsKey(a[0])) {
                ex.getCommandLine().getErr().println("dxkit: unknown command '" + a[0] + "' (commands: "
                        + String.join(", ", Registry.SUBCOMMANDS.keySet()) + ", help)");
                ex.getCommandLine().getErr().println("try 'dxkit --help'");
                return USAGE;
            }
            ex.getCommandLine().getErr().println("dxkit: " + ex.getMessage());
            ex.getCommandLine().getErr().println("try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'");
            return USAGE;
        });
        return cl;
    }

    /** The one line an error prints; an internal error names the file it happened on, as every other does. */
    static String errorLine(Throwable ex) {
        String file = Io.current();
        return "dxkit: " + (exitCodeOf(ex) == INTERNAL && file != null ? file + ": " : "") + message(ex);
    }

    static int exitCodeOf(Throwable ex) {
        if (ex instanceof IOException || ex instanceof UncheckedIOException) {
            return IO_ERROR;
        }
        if (ex instanceof DxFormatException) {
            return FINDINGS;
        }
        if (ex instanceof UsageException) {
            return USAGE;
        }
        if (ex instanceof Refused) {
            return FINDINGS;
        }
        return INTERNAL;
    }

    static String message(Throwable ex) {
        if (ex instanceof NoSuchFileException n) {
            return n.getFile() + ": no such file";
        }
        if (ex instanceof java.nio.file.AccessDeniedException a) {
            return a.getFile() + ": permission denied";
        }
        if (ex instanceof UncheckedIOException u) {
            return message(u.getCause());
        }
        String m = ex.getMessage();
        if (ex instanceof IOException || ex instanceof DxFormatException || ex instanceof UsageException
                || ex instanceof Refused) {
            return m;
        }
        return "internal error: " + ex + (debug ? "" : " (run with --debug for the stack trace)");
    }

    /** A command line that parses but asks for something impossible. */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    /** An input dxkit refuses as a whole (exit 1): an empty file, an image, a kind no command here lists. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"dxkit " + (v == null ? "0.1.0-SNAPSHOT" : v)};
        }
    }
}
