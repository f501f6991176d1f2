import dev.dxkit.cli.Main;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The dxkit side of tools/battery/asm-edits/run: runs many dxkit command lines in one JVM, through the same
 * entry point as the launcher ({@code Main.run}), so that exit codes, error lines and written files are the
 * command line's own. Reads lines "ID<TAB>STDOUT-FILE<TAB>ARG<TAB>ARG..." (STDOUT-FILE "-" to keep standard output
 * in the report) and prints, per job, "ID<TAB>EXIT<TAB>STDERR<TAB>STDOUT" with tabs and newlines escaped
 * (\t, \n, \\).
 * Run as: java -cp dxkit-cli/target/dxkit.jar tools/battery/asm-edits/AsmEditsJobs.java LIST
 */
public class AsmEditsJobs {
    public static void main(String[] args) throws Exception {
        PrintStream realOut = System.out;
        PrintStream realErr = System.err;
        StringBuilder report = new StringBuilder();
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            List<String> cmd = new ArrayList<>(List.of(f).subList(2, f.length));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int rc;
            try {
                rc = Main.run(cmd.toArray(new String[0]));
            } catch (RuntimeException | Error e) {
                rc = 99;
                err.writeBytes(("uncaught: " + e).getBytes(StandardCharsets.UTF_8));
            } finally {
                System.out.flush();
                System.err.flush();
                System.setOut(realOut);
                System.setErr(realErr);
            }
            String stdout = "";
            if (f[1].equals("-")) {
                stdout = out.toString(StandardCharsets.UTF_8);
            } else {
                Files.write(Path.of(f[1]), out.toByteArray());
            }
            report.append(f[0]).append('\t').append(rc).append('\t').append(esc(err.toString(StandardCharsets.UTF_8)))
                    .append('\t').append(esc(stdout)).append('\n');
        }
        realOut.print(report);
        realOut.flush();
    }

    private static String esc(String s) {
        return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
    }
}
