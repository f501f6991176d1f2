package dev.dxkit.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The subcommand registry: names, order, and a command line that registers only the subcommand it runs. */
class MainTest {
    @Test
    void eachRegisteredNameIsTheCommandsOwn() {
        Main.Registry.SUBCOMMANDS.forEach((name, command) ->
                assertEquals(name, new CommandLine(command.get()).getCommandName(), "the @Command name of " + name));
    }

    @Test
    void helpListsEverySubcommandInOrder() {
        assertEquals(List.of("info", "verify", "sign", "part", "strip", "hash", "diff", "carve", "dis", "asm", "decompile",
                "dump", "sources", "reflect", "census", "rootsig", "help"),
                List.copyOf(Main.commandLine().getSubcommands().keySet()));
        Cli.Result r = Cli.run("--help");
        assertEquals(0, r.exit(), r.err());
        int at = 0;
        for (String name : Main.Registry.SUBCOMMANDS.keySet()) {
            int found = r.out().indexOf("\n  " + name + " ", at);
            assertTrue(found > at, name + " listed after the one before it in:\n" + r.out());
            at = found;
        }
    }

    @Test
    void aCommandLineThatNamesASubcommandRegistersThatOneAlone() {
        assertEquals(List.of("census"), List.copyOf(Main.commandLine("census").getSubcommands().keySet()));
        assertEquals(Main.Registry.SUBCOMMANDS.size() + 1, Main.commandLine("--debug").getSubcommands().size()); // and help
        assertEquals(Main.Registry.SUBCOMMANDS.size() + 1, Main.commandLine("bogus").getSubcommands().size());
    }

    @Test
    void inheritedDebugOptionReachesTheOnlySubcommand() {
        Cli.Result r = Cli.run("census", "--debug", "/no/such/dxkit/path");
        assertEquals(Main.IO_ERROR, r.exit());
        assertTrue(r.err().startsWith("dxkit: /no/such/dxkit/path: no such file\n"), r.err());
        assertTrue(r.err().contains("java.nio.file.NoSuchFileException"), "the stack trace, with --debug:\n" + r.err());
    }

    @picocli.CommandLine.Command(name = "deep")
    static final class Deep implements java.util.concurrent.Callable<Integer> {
        @Override
        public Integer call() {
            Io.forgetCurrent();
            throw new StackOverflowError();
        }
    }

    @Test
    void anErrorPicocliLetsPassIsOneLineAndExitFour() {
        CommandLine cl = new CommandLine(new Deep());
        java.io.StringWriter err = new java.io.StringWriter();
        cl.setErr(new java.io.PrintWriter(err, true));
        assertEquals(Main.INTERNAL, Main.execute(cl));
        assertEquals("dxkit: internal error: java.lang.StackOverflowError (run with --debug for the stack trace)\n",
                err.toString().replace(System.lineSeparator(), "\n"));
    }
}
