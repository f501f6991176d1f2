package dev.dxkit.cli;

import dev.dxkit.census.Census;
import dev.dxkit.census.CensusCsv;
import dev.dxkit.census.CensusHtml;
import dev.dxkit.census.CensusJson;
import dev.dxkit.census.CensusText;
import dev.dxkit.census.CensusWalker;
import dev.dxkit.census.ProgramList;
import dev.dxkit.census.GroupBy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code dxkit census}: survey a whole collection of shaders. */
@Command(name = "census", mixinStandardHelpOptions = true,
        description = {"Survey every container and Direct3D 9 program under the given paths: programs by kind,",
                "container kinds, targets, part sets, digests, layout findings, duplicates (sha256), signature",
                "records, Shader Model 4/5 instructions, opcodes and control bits, STAT agreement, DXIL entry",
                "kinds and dx.op calls. Zip, tar and tar.gz archives are read in place, each member counted",
                "as a file named ARCHIVE!/MEMBER. A file that cannot be read is listed as refused with its reason and",
                "never stops the run (the exit code stays 0). JSON follows docs/census-schema.md.",
                "A progress bar is drawn on stderr when the console is a terminal."})
final class CensusCommand implements Callable<Integer> {
    /** Output formats. */
    enum Format {
        text, md, json, csv, html
    }

    /** Group-by modes as typed on the command line. */
    enum Grouping {
        none(GroupBy.NONE), top(GroupBy.TOP), dir(GroupBy.DIR);

        final GroupBy groupBy;

        Grouping(GroupBy groupBy) {
            this.groupBy = groupBy;
        }
    }

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Folders to walk, or files.")
    List<String> paths;

    @Option(names = "--group-by", paramLabel = "MODE", defaultValue = "top",
            description = "none, top (the first folder under each PATH; default) or dir (each file's folder).")
    Grouping groupBy;

    @Option(names = "--carve", description = "Also count containers embedded in files that are not programs.")
    boolean carve;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (default), md, json, csv or html.")
    Format format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write here instead of stdout.")
    String output;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: one per core).")
    Integer threads;

    @Option(names = "--no-progress", description = "Never draw the progress bar.")
    boolean noProgress;

    @Option(names = "--list", description = {"Instead of the counts, one row per program in path order: path, group,",
            "sha256, kind, target, part set, digest, size, instructions, dx.op calls and the first path with the",
            "same sha256 (copy of). Formats text, csv and json."})
    boolean list;

    @Override
    public Integer call() throws IOException {
        if (list && (format == Format.md || format == Format.html)) {
            throw new Main.UsageException("--list writes text, csv or json, not " + format);
        }
        if (output != null && !output.equals("-")) {
            if (java.nio.file.Files.isDirectory(Path.of(output))) {
                throw new IOException(output + ": is a directory");
            }
            Io.refuseOverwritingInput(output, paths.toArray(new String[0]));
        }
        for (String p : paths) {
            if (!java.nio.file.Files.isDirectory(Path.of(p))) {
                Io.requireRegularFile(Path.of(p), p); // a device or a FIFO named here is said, not skipped
            }
        }
        boolean bar = !noProgress && System.console() != null;
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1) {
            throw new Main.UsageException("--threads must be at least 1, got " + n);
        }
        CensusWalker walker = new CensusWalker(paths,
                new CensusWalker.Options(groupBy.groupBy, carve, n, bar), CensusWalker.defaultSurveys());
        if (list) {
            walker.listPrograms();
        }
        ProgressBar progress = bar ? ProgressBar.start(walker) : null;
        Census census;
        try {
            census = walker.run();
        } finally {
            if (progress != null) {
                progress.close();
            }
        }
        String text = list ? switch (format) {
            case json -> ProgramList.json(walker.programs());
            case csv -> ProgramList.csv(walker.programs());
            default -> ProgramList.text(walker.programs());
        } : switch (format) {
            case text -> CensusText.text(census);
            case md -> CensusText.markdown(census);
            case json -> CensusJson.json(census);
            case csv -> CensusCsv.csv(census);
            case html -> CensusHtml.html(census);
        };
        if (output == null || output.equals("-")) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(text);
            out.flush();
        } else {
            Io.writeAtomically(Path.of(output), text.getBytes(StandardCharsets.UTF_8));
        }
        return Main.OK;
    }
}
