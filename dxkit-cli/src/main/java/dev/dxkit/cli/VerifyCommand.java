package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.Finding;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.io.DxFormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code dxkit verify}: one line per container, {@code ok PATH} or {@code FAIL PATH: finding @0xOFFSET}.
 * Files named on the command line are always checked; inside a directory only files that start with
 * "DXBC" are.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Check each container's layout and digest: one line per container.",
                "Raw Direct3D 9 programs are walked from the version token to the end token (they have no digest).",
                "Directories are walked; in them only containers and Direct3D 9 programs are checked."})
final class VerifyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE|DIR", description = "Containers or directories.")
    List<String> inputs;

    @Option(names = "--json", description = "Write JSON instead of text.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        return run(spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** The command, writing to {@code out} and {@code err} (picocli's, or {@link QuickStart}'s). */
    int run(PrintWriter out, PrintWriter err) throws IOException {
        int status = Main.OK;
        List<Object> docs = new ArrayList<>();
        int ok = 0;
        int failed = 0;
        for (String in : inputs) {
            Path root = Path.of(in);
            boolean dir = !in.equals("-") && Files.isDirectory(root);
            List<Path> paths = dir ? Io.walk(List.of(in)) : List.of(root);
            for (Path p : paths) {
                String name = dir ? p.toString() : in;
                if (dir) {
                    byte[] head = Io.head(p, 4);
                    if (!Container.looksLikeContainer(head) && !ShaderVersion.startsProgram(head)) {
                        continue;
                    }
                }
                String fail = null;
                List<Finding> findings = List.of();
                String kind = "container";
                byte[] data = Io.read(name);
                String what = Io.notAShader(data);
                try {
                    if (what != null) {
                        fail = what;
                    } else if (ShaderVersion.startsProgram(data)) {
                        // a raw Direct3D 9 program has no digest: its check is the walk of its tokens to the end
                        kind = "Direct3D 9 program";
                        fail = D3d9Summary.finding(D3d9Summary.of(name, data, false));
                    } else {
                        Container c = Container.read(data);
                        findings = c.findings();
                        if (!findings.isEmpty()) {
                            fail = findings.get(0).describe()
                                    + (findings.size() > 1 ? " (+" + (findings.size() - 1) + " more)" : "");
                        }
                    }
                } catch (DxFormatException e) {
                    fail = e.detail() + " @0x" + Long.toHexString(e.offset());
                }
                if (fail == null) {
                    ok++;
                } else {
                    failed++;
                    status = Main.FINDINGS;
                }
                if (json) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("path", name);
                    m.put("kind", kind);
                    m.put("ok", fail == null);
                    m.put("findings", ContainerJson.findings(findings));
                    if (fail != null && findings.isEmpty()) {
                        m.put("error", fail);
                    }
                    docs.add(m);
                } else {
                    out.println(fail == null ? "ok " + name : "FAIL " + name + ": " + fail);
                }
            }
        }
        if (ok + failed == 0) {
            // nothing to check is said, not left to an empty output
            err.println("dxkit verify: no container or Direct3D 9 program under "
                    + String.join(", ", inputs));
            status = Main.FINDINGS;
        }
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("ok", ok);
            m.put("failed", failed);
            m.put("containers", docs);
            out.print(Json.write(m));
        }
        out.flush();
        return status;
    }
}
