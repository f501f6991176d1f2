package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.Finding;
import dev.dxkit.container.PartEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code dxkit info}: header, digest state, parts table and findings of each container. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Show each container's header, digest state, parts and layout findings.")
final class InfoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Containers to show (- for stdin).")
    List<String> files;

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
        boolean first = true;
        for (String f : files) {
            byte[] data = Io.read(f);
            boolean[] refused = {false};
            Map<String, Object> program = ContainerJson.d3d9OrReport(f, data, false, err, docs, refused);
            if (refused[0]) {
                status = Main.FINDINGS;
                continue;
            }
            if (program != null) {
                if (D3d9Summary.finding(program) != null) {
                    status = Main.FINDINGS;
                }
                if (json) {
                    docs.add(program);
                } else {
                    if (!first) {
                        out.println();
                    }
                    first = false;
                    D3d9Summary.print(out, program);
                }
                continue;
            }
            Container c = ContainerJson.readOrReport(f, data, err, docs);
            if (c == null) {
                status = Main.FINDINGS;
                continue;
            }
            if (!c.findings().isEmpty()) {
                status = Main.FINDINGS;
            }
            if (json) {
                Map<String, Object> doc = new java.util.LinkedHashMap<>(ContainerJson.container(f, c));
                doc.put("hashes", hashes(c.toBytes()));
                DxilSummary.of(c).ifPresent(d -> doc.put("dxil", d));
                docs.add(doc);
                continue;
            }
            if (!first) {
                out.println();
            }
            first = false;
            print(out, f, c);
        }
        if (json) {
            out.print(Json.write(files.size() == 1 && docs.size() == 1 ? docs.get(0) : docs));
        }
        out.flush();
        return status;
    }

    /** Every kind of {@code dxkit hash} for the file ({@code docs/hashes.md}). */
    static Map<String, Object> hashes(byte[] file) {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        for (dev.dxkit.hash.ShaderHashes.Kind k : dev.dxkit.hash.ShaderHashes.Kind.values()) {
            m.put(k.label(), dev.dxkit.hash.ShaderHashes.of(k, file).orElse(null));
        }
        return m;
    }

    static void print(PrintWriter out, String path, Container c) {
        out.println(path);
        // plain appends, not printf: a Formatter's first use (its pattern, the locale's digits) cost a one-shot
        // info several milliseconds; the text is printf's, in the C locale
        out.println("  size      " + c.bytes().size() + " bytes (stored " + c.storedSize() + ")");
        out.println("  version   " + c.majorVersion() + "." + c.minorVersion());
        out.println("  digest    " + c.storedDigest().hex() + " " + c.digestState().label());
        out.println("  parts     " + c.parts().size());
        out.println("    #  kind  offset      size");
        int i = 0;
        for (PartEntry p : c.parts()) {
            String hex = Long.toHexString(p.offset());
            out.println("    " + left(Integer.toString(i++), 2) + " " + left(String.valueOf(p.kind()), 5) + " 0x"
                    + "0".repeat(Math.max(0, 8 - hex.length())) + hex + "  " + p.size());
        }
        // no lambda: the first one a JVM meets costs a one-shot run several milliseconds of bootstrapping
        Optional<Map<String, Object>> dxil = DxilSummary.of(c);
        if (dxil.isPresent()) {
            DxilSummary.print(out, dxil.get());
        }
        if (c.findings().isEmpty()) {
            out.println("  findings  none");
        } else {
            out.println("  findings  " + c.findings().size());
            for (Finding f : c.findings()) {
                out.println("    " + f.describe());
            }
        }
    }

    /** {@code s} with blanks after it to {@code width} characters: printf's {@code %-Ns}. */
    private static String left(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
