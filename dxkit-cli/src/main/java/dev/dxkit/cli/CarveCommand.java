package dev.dxkit.cli;

import dev.dxkit.container.Carver;
import dev.dxkit.d3d9.D3d9Carver;
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
        description = {"Find every well-formed container and Direct3D 9 program inside arbitrary files (DLLs, packs,",
                "effects, dumps). With --out-dir, write each as DIR/<file name>@0x<OFFSET>.dxbc (.vso, .pso)."})
final class CarveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Files to search.")
    List<String> files;

    @Option(names = "--out-dir", paramLabel = "DIR", description = "Write each container found here.")
    Path outDir;

    @Option(names = "--json", description = "Write JSON instead of text.")
    boolean json;

    /** True if {@code offset} lies inside one of {@code containers}. */
    static boolean inside(long offset, List<Carver.Found> containers) {
        for (Carver.Found c : containers) {
            if (offset >= c.offset() && offset < c.offset() + c.size()) {
                return true;
            }
        }
        return false;
    }

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
        int programs = 0;
        for (String f : files) {
            byte[] data = Io.read(f);
            String base = base(f);
            List<Carver.Found> containers = Carver.carve(data);
            // Direct3D 9 programs outside every container (a level-9 container's Aon9 part holds one: it is
            // that container's own, not a program of the file)
            for (D3d9Carver.Found found : D3d9Carver.carve(data)) {
                if (inside(found.offset(), containers)) {
                    continue;
                }
                programs++;
                String target = found.program().version().profile();
                String name = String.format("%s@0x%x.%s", base, found.offset(), target.startsWith("ps") ? "pso" : "vso");
                if (outDir != null) {
                    plan.claim(outDir.resolve(name), f);
                    Io.writeAtomically(outDir.resolve(name), found.program().bytes().toArray());
                }
                if (json) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("file", f);
                    m.put("offset", found.offset());
                    m.put("size", found.size());
                    m.put("kind", "Direct3D 9 program");
                    m.put("target", target);
                    if (outDir != null) {
                        m.put("written", outDir.resolve(name).toString());
                    }
                    docs.add(m);
                } else {
                    out.printf("%s @0x%x  %d bytes  Direct3D 9 %s%n", f, found.offset(), found.size(), target);
                }
            }
            for (Carver.Found found : containers) {
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
                    m.put("kind", "container");
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
        } else if (programs == 0) {
            out.printf("%d container%s found%n", total, total == 1 ? "" : "s");
        } else {
            out.printf("%d container%s and %d Direct3D 9 program%s found%n", total, total == 1 ? "" : "s", programs,
                    programs == 1 ? "" : "s");
        }
        out.flush();
        return Main.OK;
    }
}
