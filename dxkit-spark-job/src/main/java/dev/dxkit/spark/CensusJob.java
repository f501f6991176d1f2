package dev.dxkit.spark;

import dev.dxkit.census.Census;
import dev.dxkit.census.CensusCsv;
import dev.dxkit.census.CensusHtml;
import dev.dxkit.census.CensusJson;
import dev.dxkit.census.CensusText;
import dev.dxkit.census.GroupBy;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code dxkit census} as a Spark application:
 * {@code spark-submit --class dev.dxkit.spark.CensusJob dxkit-spark.jar [census] [OPTIONS] PATH...}, PATHs
 * being Hadoop paths ({@code file://}, {@code hdfs://}, {@code s3a://}, or local ones). The report is the
 * CLI's, byte for byte, in every format. Exit codes are the CLI's: 0 ok (refused files are listed, as in
 * the CLI), 2 bad command line, 3 I/O error (a PATH that does not exist), 4 internal error.
 */
public final class CensusJob {
    static final String USAGE = String.join("\n",
            "usage: CensusJob [census] [--group-by none|top|dir] [--carve] [--format text|md|json|csv|html]",
            "                 [-o FILE] [--master URL] [--files-per-task N] PATH...",
            "PATHs and FILE are Hadoop paths (file://, hdfs://, s3a://, or local). Without --master, and when",
            "not started by spark-submit, the job runs in this JVM on every core (local[*]).", "");

    /** The parsed command line. */
    record Args(GroupBy groupBy, boolean carve, String format, String output, String master, int filesPerTask,
                List<String> paths) {
    }

    /** A command line that cannot be run. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    private CensusJob() {
    }

    public static void main(String[] argv) {
        System.exit(run(argv, System.out, System.err));
    }

    /** Runs the job; returns the exit code. */
    static int run(String[] argv, PrintStream out, PrintStream err) {
        Args a;
        try {
            a = parse(argv);
        } catch (UsageException e) {
            err.println("dxkit-spark: " + e.getMessage());
            err.print(USAGE);
            return 2;
        }
        if (a == null) {
            out.print(USAGE);
            return 0;
        }
        SparkConf conf = new SparkConf().setAppName("dxkit census");
        if (a.master() != null) {
            conf.setMaster(a.master());
        }
        conf.setIfMissing("spark.master", "local[*]");
        CensusKryo.configure(conf);
        if (conf.get("spark.master").startsWith("local")) { // one machine: no web UI, no network but loopback
            conf.setIfMissing("spark.ui.enabled", "false");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
            conf.setIfMissing("spark.driver.host", "127.0.0.1");
        }
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            sc.setLogLevel(System.getProperty("dxkit.spark.log", "WARN"));
            Census census = SparkCensus.run(sc, a.paths(),
                    new SparkCensus.Options(a.groupBy(), a.carve(), a.filesPerTask()));
            String text = format(census, a.format());
            if (a.output() == null || a.output().equals("-")) {
                out.print(text);
                out.flush();
            } else {
                write(a.output(), text, sc.hadoopConfiguration());
            }
            return 0;
        } catch (NoSuchFileException e) {
            err.println("dxkit-spark: " + e.getFile() + ": no such file or folder");
            return 3;
        } catch (IOException e) {
            err.println("dxkit-spark: " + e.getMessage());
            return 3;
        } catch (RuntimeException | LinkageError e) {
            err.println("dxkit-spark: internal error: " + e);
            return 4;
        }
    }

    /** The command line; null for --help. */
    static Args parse(String[] argv) throws UsageException {
        GroupBy groupBy = GroupBy.TOP;
        boolean carve = false;
        String format = "text";
        String output = null;
        String master = null;
        int filesPerTask = 1000;
        List<String> paths = new ArrayList<>();
        int i = argv.length > 0 && argv[0].equals("census") ? 1 : 0;
        boolean options = true;
        for (; i < argv.length; i++) {
            String s = argv[i];
            if (!options || !s.startsWith("-") || s.equals("-")) {
                paths.add(s);
                continue;
            }
            switch (s) {
                case "--" -> options = false;
                case "-h", "--help" -> {
                    return null;
                }
                case "--carve" -> carve = true;
                case "--no-progress" -> { // the CLI's; a job draws no progress bar
                }
                case "--group-by" -> {
                    String v = value(argv, ++i, s);
                    groupBy = switch (v) {
                        case "none" -> GroupBy.NONE;
                        case "top" -> GroupBy.TOP;
                        case "dir" -> GroupBy.DIR;
                        default -> throw new UsageException("--group-by: none, top or dir, not '" + v + "'");
                    };
                }
                case "--format" -> {
                    format = value(argv, ++i, s);
                    if (!List.of("text", "md", "json", "csv", "html").contains(format)) {
                        throw new UsageException("--format: text, md, json, csv or html, not '" + format + "'");
                    }
                }
                case "-o", "--output" -> output = value(argv, ++i, s);
                case "--master" -> master = value(argv, ++i, s);
                case "--files-per-task" -> {
                    String v = value(argv, ++i, s);
                    try {
                        filesPerTask = Integer.parseInt(v);
                    } catch (NumberFormatException e) {
                        filesPerTask = 0;
                    }
                    if (filesPerTask < 1) {
                        throw new UsageException("--files-per-task: a whole number of at least 1, not '" + v + "'");
                    }
                }
                default -> throw new UsageException("unknown option " + s);
            }
        }
        if (paths.isEmpty()) {
            throw new UsageException("no PATH given");
        }
        return new Args(groupBy, carve, format, output, master, filesPerTask, paths);
    }

    private static String value(String[] argv, int i, String option) throws UsageException {
        if (i >= argv.length) {
            throw new UsageException(option + " needs a value");
        }
        return argv[i];
    }

    /** The report in {@code format}: the very functions {@code dxkit census} prints with. */
    static String format(Census census, String format) {
        return switch (format.toLowerCase(Locale.ROOT)) {
            case "md" -> CensusText.markdown(census);
            case "json" -> CensusJson.json(census);
            case "csv" -> CensusCsv.csv(census);
            case "html" -> CensusHtml.html(census);
            default -> CensusText.text(census);
        };
    }

    /**
     * Writes {@code text} to {@code output} whole or not at all: a temporary file beside it, then a rename
     * (atomic on HDFS and local disks; an object store such as S3 has no atomic rename, so there the file
     * appears when its upload completes).
     */
    static void write(String output, String text, Configuration conf) throws IOException {
        Path target = new Path(output);
        FileSystem fs = target.getFileSystem(conf);
        if (fs instanceof org.apache.hadoop.fs.LocalFileSystem local) { // a local file alone, no ".crc" beside it
            fs = local.getRawFileSystem();
        }
        Path tmp = new Path(target.getParent() == null ? new Path(".") : target.getParent(),
                "." + target.getName() + "." + Long.toHexString(System.nanoTime()) + ".tmp");
        try (FSDataOutputStream o = fs.create(tmp, false)) {
            o.write(text.getBytes(StandardCharsets.UTF_8));
        }
        if (fs.exists(target) && !fs.delete(target, false)) {
            fs.delete(tmp, false);
            throw new IOException(output + ": cannot replace it");
        }
        if (!fs.rename(tmp, target)) {
            fs.delete(tmp, false);
            throw new IOException(output + ": cannot rename " + tmp + " to it");
        }
    }
}
