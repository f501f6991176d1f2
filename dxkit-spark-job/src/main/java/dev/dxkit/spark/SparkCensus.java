package dev.dxkit.spark;

import dev.dxkit.census.Census;
import dev.dxkit.census.CensusShare;
import dev.dxkit.census.CensusWalker;
import dev.dxkit.census.FileCensus;
import dev.dxkit.census.GroupBy;
import dev.dxkit.census.Measure;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

import java.io.IOException;
import java.io.Serializable;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The census as one Spark job, the same numbers as {@link CensusWalker}: the driver lists the files
 * ({@link Listing}); each task counts its files with the core's {@link FileCensus} into a
 * {@link CensusShare} and hands out, for every program read, its sha256 and group; one shuffle merges the
 * shares (under one key) and, for each sha256, the groups it was counted in, so that every reducer counts
 * the distinct programs of its own hashes and only those counts, not the hashes, reach the driver.
 *
 * <p>Tallies are values returned by tasks, never accumulators: a task that is run again (a retry, a
 * speculative copy) replaces its output, it does not add to it. A task holds one file at a time (and its
 * share, whose size is that of the vocabulary of kinds, parts and opcodes, plus its refusals), whatever the
 * number of files; the shuffle's map-side merge spills to disk as Spark's always does.
 */
public final class SparkCensus {
    /**
     * How to run.
     *
     * @param groupBy      how files are grouped
     * @param carve        also count containers inside files that are no program
     * @param filesPerTask files given to one task (at least; fewer tasks than the cluster's parallelism never)
     */
    public record Options(GroupBy groupBy, boolean carve, int filesPerTask) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    private SparkCensus() {
    }

    /** What a task does with its files: {@link TaskSurvey}, or in a test, something that fails on the way. */
    interface Task extends Serializable {
        Iterator<Tuple2<Key, Counted>> survey(Iterator<FileRef> files, Options options, HadoopConf conf);
    }

    /** A census of {@code roots} (Hadoop paths), run on {@code sc}. */
    public static Census run(JavaSparkContext sc, List<String> roots, Options options) throws IOException {
        return run(sc, Listing.of(roots, options.groupBy(), sc.hadoopConfiguration()), roots, options, TaskSurvey::new);
    }

    /** A census of the files of {@code listing}, each task running {@code task}. */
    static Census run(JavaSparkContext sc, Listing listing, List<String> roots, Options options, Task task) {
        int n = listing.files().size();
        int slices = Math.max(1, Math.max(sc.defaultParallelism(),
                (int) Math.min(Integer.MAX_VALUE, (n + (long) options.filesPerTask() - 1) / options.filesPerTask())));
        slices = Math.min(slices, Math.max(1, n));
        HadoopConf conf = new HadoopConf(sc.hadoopConfiguration());
        JavaPairRDD<Key, Counted> counted = sc.parallelize(listing.files(), slices)
                .mapPartitionsToPair(files -> task.survey(files, options, conf));
        Tallied t = counted
                .reduceByKey(Counted::merge, Math.max(1, sc.defaultParallelism()))
                .mapPartitions(SparkCensus::tally)
                .fold(new Tallied(), Tallied::merge);
        return census(new CensusShare().merge(listing.walked()).merge(t.share), roots, options, t.distinct, t.distinctTotal);
    }

    /** The census made of a merged share and the distinct counts of each group and of all. */
    static Census census(CensusShare share, List<String> roots, Options options, Map<String, Long> distinct,
                         long distinctTotal) {
        distinct.forEach((g, k) -> share.group(g).add(Measure.DISTINCT, k));
        return share.census(roots, options.groupBy(), options.carve(), distinctTotal);
    }

    /** A reducer's part: the shares it got merged, and the distinct programs of its hashes by group. */
    static Iterator<Tallied> tally(Iterator<Tuple2<Key, Counted>> reduced) {
        Tallied t = new Tallied();
        while (reduced.hasNext()) {
            Tuple2<Key, Counted> kv = reduced.next();
            if (kv._1().isShare()) {
                t.share.merge(((Counted.Share) kv._2()).share);
            } else {
                t.distinctTotal++;
                for (String g : ((Counted.Groups) kv._2()).names) {
                    t.distinct.merge(g, 1L, Long::sum);
                }
            }
        }
        return List.of(t).iterator();
    }

    /** What reducers send the driver: a merged share and distinct counts. */
    static final class Tallied implements Serializable {
        private static final long serialVersionUID = 1L;
        final CensusShare share = new CensusShare();
        final HashMap<String, Long> distinct = new HashMap<>();
        long distinctTotal;

        Tallied merge(Tallied o) {
            share.merge(o.share);
            o.distinct.forEach((g, k) -> distinct.merge(g, k, Long::sum));
            distinctTotal += o.distinctTotal;
            return this;
        }
    }

    /**
     * One task's output, made as it is read: file by file, each program's (sha256, group), then the task's
     * share. A file that fails is a refusal in the share (the core's {@link FileCensus} never throws for a
     * file's bytes; what a file system throws is caught here as well), never a failed task.
     */
    static final class TaskSurvey implements Iterator<Tuple2<Key, Counted>> {
        private final Iterator<FileRef> files;
        private final Options options;
        private final HadoopConf conf;
        private final CensusShare share = new CensusShare();
        private final ArrayDeque<Tuple2<Key, Counted>> pending = new ArrayDeque<>();
        private final MessageDigest sha256;
        private final FileCensus census;
        private final Map<String, FileSystem> fileSystems = new HashMap<>();
        private boolean shareSent;

        TaskSurvey(Iterator<FileRef> files, Options options, HadoopConf conf) {
            this.files = files;
            this.options = options;
            this.conf = conf;
            try {
                this.sha256 = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java has SHA-256", e);
            }
            this.census = new FileCensus(options.carve(), CensusWalker.defaultSurveys(), (group, data, file, at) -> {
                sha256.update(data.array(), data.arrayOffset(), data.size());
                pending.add(new Tuple2<>(new Key(sha256.digest()), new Counted.Groups(group)));
                return false; // counted by the reducers
            });
        }

        @Override
        public boolean hasNext() {
            while (pending.isEmpty() && files.hasNext()) {
                file(files.next());
            }
            if (pending.isEmpty() && !shareSent) {
                shareSent = true;
                pending.add(new Tuple2<>(Key.SHARE, new Counted.Share(share)));
            }
            return !pending.isEmpty();
        }

        @Override
        public Tuple2<Key, Counted> next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return pending.poll();
        }

        private void file(FileRef f) {
            try {
                census.file(f.name(), f.group(), f.size(), null, () -> open(f),
                        member -> f.memberGroup(options.groupBy(), member), share);
            } catch (RuntimeException e) { // a file system's own failure: listed, never a failed task
                share.group(f.group()).add(Measure.FILES, 1);
                share.refuse(f.group(), f.name(), "io", "io: " + e);
            }
        }

        private FileCensus.Source open(FileRef f) throws IOException {
            Path p = new Path(f.uri());
            // a small buffer: most files are dropped after their first 4 KiB, and a program's rest is read in one
            // call past it (Spark sets Hadoop's default buffer to 64 KiB, allocated for every file opened)
            FSDataInputStream in = fileSystem(p).open(p, 8192);
            return FileCensus.stream(in);
        }

        /**
         * The file system of {@code p}, looked up once per scheme and authority in a task (Hadoop's own
         * cache asks who the user is on every look-up); for local files the raw one, which does not look for
         * a ".crc" file beside each file it opens.
         */
        private FileSystem fileSystem(Path p) throws IOException {
            java.net.URI u = p.toUri();
            String key = u.getScheme() + "://" + u.getAuthority();
            FileSystem fs = fileSystems.get(key);
            if (fs == null) {
                fs = p.getFileSystem(conf.get());
                if (fs instanceof org.apache.hadoop.fs.LocalFileSystem local) {
                    fs = local.getRawFileSystem();
                }
                fileSystems.put(key, fs);
            }
            return fs;
        }
    }
}
