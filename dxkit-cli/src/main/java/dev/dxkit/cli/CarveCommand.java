package dev.dxkit.cli;

import dev.dxkit.container.Carver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code dxkit carve}: every well-formed container embedded in other files. */
@Command(name = "carve", mixinStandardHelpOptions = true,
        description = {"Find every well-formed container inside arbitrary files (DLLs, packs, dumps).",
                "With --out-dir, write each as DIR/<file name>@0x<OFFSET>.dxbc."})
final class CarveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Files to search.")
    List<String> files;

    @Option(names = "--out-dir", paramLabel = "DIR", description = "Write each container found here.")
    Path outDir;

    @Option(names = "--json", description = "Write JSON instead of text.")
    boolean json;

    /** The name outputs from {@code f} start with. */
    private static String base(String f) {
        return f.equals("-") ? "stdin" : String.valueOf(Path.of(f).getFileName());
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        List<Object> docs = new ArrayList<>();
        int total = 0;
        Io.Plan plan = new Io.Plan();
        if (outDir != null) {
            Io.outputFolder("--out-dir", outDir);
            // two inputs with one file name would write to the same names: refuse before anything is written
            for (String f : files) {
                plan.input(Path.of(f));
                plan.claim(outDir.resolve(base(f) + "@*"), f);
            }
        }
        for (String f : files) {
            byte[] data = Io.read(f);
            String base = base(f);
            for (Carver.Found found : Carver.carve(data)) {
                total++;
                String name = String.format("%s@0x%x.dxbc", base, found.offset());
                if (outDir != null) {
                    plan.claim(outDir.resolve(name), f);
                    Io.writeAtomically(outDir.resolve(name), found.container().toBytes());
                }
                if (json) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("file", f);
                    m.put("offset", found.offset());
                    m.put("size", found.size());
                    m.put("digestState", found.digestState().label());
                    m.put("parts", found.container().partSet());
                    if (outDir != null) {
                        m.put("written", outDir.resolve(name).toString());
                    }
                    docs.add(m);
                } else {
                    out.printf("%s @0x%x  %d bytes  digest %s  %s%n", f, found.offset(), found.size(),
                            found.digestState().label(), found.container().partSet());
                }
            }
        }
        if (json) {
            out.print(Json.write(docs));
        } else {
            out.printf("%d container%s found%n", total, total == 1 ? "" : "s");
        }
        out.flush();
        return Main.OK;
    }
}
