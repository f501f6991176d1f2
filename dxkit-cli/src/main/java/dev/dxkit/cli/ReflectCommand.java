package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.reflect.Reflection;
import dev.dxkit.reflect.ReflectionFacts;
import dev.dxkit.reflect.ReflectionPrinter;
import dev.dxkit.reflect.ReflectionTree;
import dev.dxkit.reflect.Reflector;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code dxkit reflect}: what Direct3D's reflection returns for each container ({@code D3DReflect} for DXBC,
 * {@code ID3D12ShaderReflection} / {@code ID3D12LibraryReflection} for DXIL) as text for people, as JSON
 * ({@code docs/reflect-schema.md}) or as the oracle's {@code key=value} facts. A file that cannot be reflected
 * gets one line on stderr and exit code 1; the others are still reflected.
 */
@Command(name = "reflect", mixinStandardHelpOptions = true,
        description = "Show what Direct3D's shader reflection returns for each container (DXBC and DXIL).")
final class ReflectCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "Containers to reflect (- for stdin).")
    List<String> files = new ArrayList<>();

    @Option(names = "--json", description = "Write JSON: one object per file, an array for several.")
    boolean json;

    @Option(names = "--facts", description = "Write the key=value facts `d3dc reflect` / `dxcc reflect` print "
            + "(with several files, each after a line '#file PATH').")
    boolean facts;

    @Option(names = "--files-from", paramLabel = "LIST", description = "Also reflect the files named in LIST, one a line.")
    Path filesFrom;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (json && facts) {
            throw new Main.UsageException("--json and --facts exclude each other");
        }
        List<String> all = new ArrayList<>(files);
        if (filesFrom != null) {
            for (String line : Files.readAllLines(filesFrom, StandardCharsets.UTF_8)) {
                if (!line.isEmpty()) {
                    all.add(line);
                }
            }
        }
        if (all.isEmpty()) {
            throw new Main.UsageException("no FILE given");
        }
        boolean several = all.size() > 1 || filesFrom != null;
        int status = Main.OK;
        List<Object> docs = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            String f = all.get(i);
            Reflection r;
            try {
                r = Reflector.reflect(Container.read(Io.read(f)));
            } catch (DxFormatException e) {
                err.println("dxkit: " + f + ": " + e.getMessage());
                docs.add(ContainerJson.error(f, e.getMessage()));
                status = Math.max(status, Main.FINDINGS);
                continue;
            } catch (IOException e) {
                String m = Main.message(e);
                m = m.startsWith(f) ? m : f + ": " + m;
                err.println("dxkit: " + m);
                docs.add(ContainerJson.error(f, m));
                status = Math.max(status, Main.IO_ERROR);
                continue;
            }
            if (json) {
                Map<String, Object> doc = new LinkedHashMap<>();
                doc.put("path", f);
                doc.putAll(ReflectionTree.tree(r));
                docs.add(doc);
            } else if (facts) {
                if (several) {
                    out.print("#file " + f + "\n");
                }
                out.print(ReflectionFacts.print(r));
            } else {
                if (several) {
                    out.print((i > 0 ? "\n" : "") + "== " + f + "\n");
                }
                out.print(ReflectionPrinter.print(r));
            }
        }
        if (json) {
            out.print(Json.write(docs.size() == 1 ? docs.get(0) : docs));
        }
        out.flush();
        return status;
    }
}
