package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.sources.ShaderSources;
import dev.dxkit.sources.SourceFile;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code dxkit sources}: the HLSL source files a debug build carries. */
@Command(name = "sources", mixinStandardHelpOptions = true,
        description = {"Write (--out-dir) or list (--list) the HLSL source files a debug build carries: the SPDB "
                + "part of an fxc /Zi build (SDBG for older ones), the SRCI part or the debug module of a dxc -Zi "
                + "build.",
                "With one FILE the sources go to DIR/<recorded path>, with several to DIR/<file name>/<recorded "
                        + "path>; recorded paths lose drive letters, leading slashes and '..', so nothing is "
                        + "written outside DIR."})
final class SourcesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Containers built with debug information.")
    List<String> files;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Mode mode;

    static final class Mode {
        @Option(names = "--out-dir", paramLabel = "DIR", required = true,
                description = "Write the sources under DIR (created if missing).")
        Path outDir;

        @Option(names = "--list", required = true, description = "List the sources, write nothing.")
        boolean list;
    }

    @Option(names = "--json", description = "Describe what was found (and written) as JSON.")
    boolean json;

    private record Planned(String file, ShaderSources.Found found, List<String> paths) {
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean failed = false;
        List<Planned> plans = new ArrayList<>();
        for (String f : files) {
            try {
                ShaderSources.Found found = ShaderSources.of(Container.read(Io.read(f)));
                if (found.files().isEmpty()) {
                    err.println("dxkit: " + f + ": no sources (no SPDB, SDBG or SRCI part, no dx.source.contents "
                            + "in a debug module)");
                    failed = true;
                    continue;
                }
                plans.add(new Planned(f, found, ShaderSources.outputPaths(found)));
            } catch (DxFormatException e) {
                err.println("dxkit: " + f + ": " + e.getMessage());
                failed = true;
            }
        }
        Map<Path, String> targets = targets(plans);
        if (mode.outDir != null && !plans.isEmpty()) {
            Io.outputFolder("--out-dir", mode.outDir);
            for (Map.Entry<Path, String> t : targets.entrySet()) {
                for (String input : files) {
                    if (!input.equals("-") && Files.exists(t.getKey()) && Files.isSameFile(t.getKey(), Path.of(input))) {
                        throw new Main.UsageException(t.getKey() + " is an input; sources are never written over one");
                    }
                }
            }
        }
        List<Object> docs = new ArrayList<>();
        for (Planned p : plans) {
            List<Object> rows = new ArrayList<>();
            if (!json) {
                out.printf("%s: %s, %d file%s%n", p.file, p.found.part(), p.found.files().size(),
                        p.found.files().size() == 1 ? "" : "s");
            }
            for (int i = 0; i < p.paths.size(); i++) {
                SourceFile s = p.found.files().get(i);
                Path target = mode.outDir == null ? null : target(plans, p, i);
                if (target != null) {
                    // the recorded folders, below DIR only (outputPaths never leaves it)
                    Files.createDirectories(target.getParent());
                    Io.writeAtomically(target, s.content().toArray());
                }
                if (json) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("name", s.name());
                    m.put("size", s.content().size());
                    m.put("path", p.paths.get(i));
                    if (target != null) {
                        m.put("written", target.toString());
                    }
                    rows.add(m);
                } else {
                    out.printf("  %s  %d bytes  -> %s%n", s.name(), s.content().size(),
                            target != null ? target.toString() : p.paths.get(i));
                }
            }
            if (json) {
                Map<String, Object> d = new LinkedHashMap<>();
                d.put("path", p.file);
                d.put("part", p.found.part());
                d.put("sources", rows);
                docs.add(d);
            }
        }
        if (json) {
            out.print(Json.write(docs));
        }
        out.flush();
        return failed ? Main.FINDINGS : Main.OK;
    }

    /** Where source {@code i} of plan {@code p} goes: under DIR, or DIR/<file name> when there are several. */
    private Path target(List<Planned> plans, Planned p, int i) {
        Path base = mode.outDir;
        if (files.size() > 1) {
            base = base.resolve(folders(plans).get(p));
        }
        return base.resolve(p.paths.get(i));
    }

    /** One folder per input when there are several: its file name, numbered when two share one. */
    private Map<Planned, String> folders(List<Planned> plans) {
        Map<Planned, String> out = new HashMap<>();
        Map<String, Integer> seen = new HashMap<>();
        for (Planned p : plans) {
            String name = p.file.equals("-") ? "stdin" : Path.of(p.file).getFileName().toString();
            int n = seen.merge(name.toLowerCase(Locale.ROOT), 1, Integer::sum);
            out.put(p, n == 1 ? name : name + "~" + n);
        }
        return out;
    }

    /** Every target path, checked to be distinct: no two sources are ever written to one path. */
    private Map<Path, String> targets(List<Planned> plans) {
        Map<Path, String> out = new LinkedHashMap<>();
        if (mode.outDir == null) {
            return out;
        }
        Map<String, String> byKey = new HashMap<>();
        for (Planned p : plans) {
            for (int i = 0; i < p.paths.size(); i++) {
                Path t = target(plans, p, i);
                String what = p.file + " (" + p.found.files().get(i).name() + ")";
                String before = byKey.putIfAbsent(t.toString().toLowerCase(Locale.ROOT), what);
                if (before != null) {
                    throw new Main.UsageException(t + ": both " + before + " and " + what + " would be written there");
                }
                out.put(t, what);
            }
        }
        return out;
    }
}
