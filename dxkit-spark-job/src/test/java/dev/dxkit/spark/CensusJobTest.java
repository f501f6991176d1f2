package dev.dxkit.spark;

import dev.dxkit.census.CensusJson;
import dev.dxkit.census.CensusWalker;
import dev.dxkit.census.GroupBy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The job's command line: options, the report written whole to a Hadoop path, exit codes. */
class CensusJobTest {
    static final Path SAMPLES = Path.of("../samples");

    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = CensusJob.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void writesTheCliReportToAFileUrl() throws Exception {
        Path out = dir.resolve("census.json");
        Files.writeString(out, "an older report"); // replaced whole
        Run r = run("census", "--master", "local[1]", "--group-by", "dir", "--format", "json", "-o",
                out.toUri().toString(), SAMPLES.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("", r.out());
        String cli = CensusJson.json(CensusWalker.run(List.of(SAMPLES.toString()),
                new CensusWalker.Options(GroupBy.DIR, false, 1, false)));
        assertEquals(cli, Files.readString(out));
        try (var s = Files.list(dir)) {
            assertEquals(List.of(out), s.toList()); // no temporary file left beside it
        }
    }

    @Test
    void aPathThatDoesNotExistIsAnIoErrorNamingIt() {
        Run r = run("--master", "local[1]", "no/such/folder");
        assertEquals(3, r.exit());
        assertEquals("dxkit-spark: no/such/folder: no such file or folder\n", r.err());
    }

    @Test
    void aBadCommandLineIsRefusedBeforeSparkStarts() {
        Run r = run("census", "--format", "xml", "samples");
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("dxkit-spark: --format: text, md, json, csv or html, not 'xml'\nusage: "), r.err());
        assertEquals(2, run("census").exit());
        assertEquals(2, run("--files-per-task", "0", "x").exit());
        assertEquals(2, run("--group-by").exit());
        Run help = run("--help");
        assertEquals(0, help.exit());
        assertEquals(CensusJob.USAGE, help.out());
    }
}
