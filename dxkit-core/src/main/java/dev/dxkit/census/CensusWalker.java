package dev.dxkit.census;

import dev.dxkit.io.Bytes;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs a census: walks the roots, reads every file that starts like a container ("DXBC") or a Direct3D 9
 * program (a version token), classifies and counts it with the {@link Survey surveys}, and drops it; zip,
 * tar and tar.gz archives are read in place, member by member ({@link FileCensus} counts each file, each
 * worker into its own {@link CensusShare}).
 *
 * <p>Memory is bounded whatever the collection's size: one thread walks the folders into a bounded queue
 * (of batches of files: a hand-over per file would wake a thread per file),
 * the workers (one per core) each hold one file at a time in a reused buffer, and the only things that grow
 * with the number of files are the distinct-program sets (one small entry per distinct size and CRC-32C) and the list of
 * refused files; the {@link SurveyMemo} that spares a program's copies their surveys stays within its budget. A file that cannot be read as what it starts like is listed under "refused" with the
 * reason; it never stops the run.
 */
public final class CensusWalker {
    /** Files larger than this are refused before they are read (unless they are archives). */
    public static final long MAX_FILE = FileCensus.MAX_FILE;

    /**
     * How to run.
     *
     * @param groupBy    how files are grouped
     * @param carve      also count containers found inside files that are no program
     * @param threads    the number of worker threads
     * @param countFirst walk the folders once before reading, so that {@link #progress()} knows the totals
     */
    public record Options(GroupBy groupBy, boolean carve, int threads, boolean countFirst) {
        /** {@return the usual options: grouped by top folder, no carving, one worker per core} */
        public static Options defaults() {
            return new Options(GroupBy.TOP, false, Runtime.getRuntime().availableProcessors(), false);
        }
    }

    /** How far a run has got; the totals are -1 until known. */
    public record Progress(long filesDone, long bytesDone, long filesTotal, long bytesTotal) {
    }

    /** A file to count: where it is, its group, its size as walked, the root it was found under. */
    private record Job(Path path, String group, long size, Path root, String prefix) {
    }

    /** Files handed to the workers at once. */
    static final int BATCH = 64;
    /** Batches the walk may be ahead of the workers (1,024 files, as when files went one by one). */
    private static final int QUEUE = 16;
    /** The batch (the only empty one) that tells a worker the walk is over. */
    private static final List<Job> DONE = List.of();

    private final List<String> roots;
    private final Options options;
    private final List<Survey> surveys;
    private final AtomicLong filesDone = new AtomicLong();
    private final AtomicLong bytesDone = new AtomicLong();
    private volatile long filesTotal = -1;
    private volatile long bytesTotal = -1;
    private final DistinctPrograms allDistinct = new DistinctPrograms();
    private final Map<String, DistinctPrograms> groupDistinct = new ConcurrentHashMap<>();
    /** Counts a program in its group's distinct set and the census's; says whether its group's is new. */
    private final FileCensus.Distinct distinct = new FileCensus.Distinct() {
        @Override
        public boolean add(String group, Bytes data, Path file, long offset) {
            return add(group, data, file, offset, null);
        }

        @Override
        public boolean add(String group, Bytes data, Path file, long offset, byte[] held) {
            long key = DistinctPrograms.key(data.array(), data.arrayOffset(), data.size());
            DistinctPrograms.Where where = file == null ? null : new DistinctPrograms.Where(file, offset, data.size());
            DistinctPrograms.Sha sha = new DistinctPrograms.Sha(data.array(), data.arrayOffset(), data.size(), held);
            boolean added = groupDistinct.computeIfAbsent(group, k -> new DistinctPrograms()).add(key, where, sha);
            allDistinct.add(key, where, sha);
            return added;
        }
    };

    /** The counts of programs already surveyed, for their copies. */
    private SurveyMemo memo = new SurveyMemo(SurveyMemo.BUDGET);

    /** Whether a row is kept per program ({@link #listPrograms()}). */
    private volatile boolean listing;
    /** The rows of the last run, when listing. */
    private List<ProgramEntry> programs = List.of();

    /**
     * A walker over the files and folders {@code roots}, which runs {@code surveys} on every program it finds.
     * @param roots the files and folders to walk
     * @param options how to walk and group
     * @param surveys what to count in each program
     */
    public CensusWalker(List<String> roots, Options options, List<Survey> surveys) {
        this.roots = List.copyOf(roots);
        this.options = options;
        this.surveys = List.copyOf(surveys);
    }

    /** {@return the surveys of every layer dxkit decodes} */
    public static List<Survey> defaultSurveys() {
        return List.of(new ContainerSurvey(), new PartSurvey(), new Sm4Survey(), new DxilSurvey());
    }

    /**
     * {@return a census of {@code roots} with the default surveys}
     * @param roots the files and folders to walk
     * @param options how to walk and group
     */
    public static Census run(List<String> roots, Options options) throws IOException {
        return new CensusWalker(roots, options, defaultSurveys()).run();
    }

    /**
     * Makes {@link #run} also keep a row per program read ({@code census --list}), which {@link #programs}
     * gives afterwards; returns this walker. The rows grow with the number of programs.
     */
    public CensusWalker listPrograms() {
        listing = true;
        return this;
    }

    /** Keeps at most {@code budget} bytes of surveyed programs for their copies (0: every copy is surveyed); returns this walker. */
    CensusWalker memoBudget(long budget) {
        memo = new SurveyMemo(budget);
        return this;
    }

    /** {@return the programs the last run read, one row each in path order (empty unless {@link #listPrograms})} */
    public List<ProgramEntry> programs() {
        return programs;
    }

    /** {@return how far the run has got (callable from any thread)} */
    public Progress progress() {
        return new Progress(filesDone.get(), bytesDone.get(), filesTotal, bytesTotal);
    }

    /**
     * Walks, reads and counts; fails only when a root does not exist.
     *
     * @return the census of every program found
     * @throws IOException when a root does not exist
     */
    public Census run() throws IOException {
        for (String r : roots) {
            if (!Files.exists(Path.of(r))) {
                throw new NoSuchFileException(r);
            }
        }
        if (options.countFirst()) {
            countTotals();
        }
        BlockingQueue<List<Job>> queue = new ArrayBlockingQueue<>(QUEUE);
        int n = Math.max(1, options.threads());
        List<Worker> workers = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Worker w = new Worker(queue);
            workers.add(w);
            Thread t = new Thread(w, "census-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        CensusShare walked = new CensusShare(); // the walk's own refusals: folders that could not be listed
        try {
            List<Job> batch = new ArrayList<>(BATCH);
            for (String r : roots) {
                walk(r, queue, batch, walked);
            }
            if (!batch.isEmpty()) {
                put(queue, batch);
            }
        } finally {
            for (int i = 0; i < n; i++) {
                put(queue, DONE);
            }
            for (Thread t : threads) {
                join(t);
            }
        }
        List<ProgramEntry> all = new ArrayList<>();
        for (Worker w : workers) {
            if (w.failure != null) {
                throw new IllegalStateException("a census worker failed", w.failure);
            }
            walked.merge(w.share);
            if (listing) {
                all.addAll(w.share.programs());
            }
        }
        all.sort(java.util.Comparator.comparing(ProgramEntry::path));
        programs = List.copyOf(all);
        return walked.census(roots, options.groupBy(), options.carve(), allDistinct.size());
    }

    /** Walks one root, adding its files to {@code batch} and queueing each batch that fills. */
    private void walk(String rootName, BlockingQueue<List<Job>> queue, List<Job> batch, CensusShare walked)
            throws IOException {
        Path root = Path.of(rootName);
        String prefix = roots.size() > 1 && options.groupBy() != GroupBy.NONE ? rootName + "/" : "";
        java.util.ArrayDeque<String> dirGroups = new java.util.ArrayDeque<>(); // the group of each open folder
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                dirGroups.push(prefix + options.groupBy().groupOfFilesIn(root, dir));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) {
                dirGroups.pop();
                if (e != null) {
                    visitFileFailed(dir, e);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isRegularFile()) {
                    String group = dirGroups.isEmpty() || file.equals(root)
                            ? prefix + options.groupBy().group(root, file) : dirGroups.peek();
                    batch.add(new Job(file, group, attrs.size(), root, prefix));
                    if (batch.size() == BATCH) {
                        put(queue, List.copyOf(batch));
                        batch.clear();
                    }
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                String group = prefix + options.groupBy().group(root, file);
                walked.refuse(group, file.toString(), "io", "io: " + ioMessage(e));
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private void countTotals() throws IOException {
        long[] totals = new long[2];
        for (String r : roots) {
            Files.walkFileTree(Path.of(r), new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile()) {
                        totals[0]++;
                        totals[1] += attrs.size();
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }
            });
        }
        filesTotal = totals[0];
        bytesTotal = totals[1];
    }

    private static void put(BlockingQueue<List<Job>> queue, List<Job> jobs) {
        try {
            queue.put(jobs);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static void join(Thread t) {
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    static String ioMessage(IOException e) {
        if (e instanceof NoSuchFileException || e instanceof java.io.FileNotFoundException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** One worker: takes files from the queue and counts them into its own share. */
    private final class Worker implements Runnable {
        private final BlockingQueue<List<Job>> queue;
        private final CensusShare share = new CensusShare(listing);
        private final FileCensus census = new FileCensus(options.carve(), surveys, distinct, memo);
        private Throwable failure;

        Worker(BlockingQueue<List<Job>> queue) {
            this.queue = queue;
        }

        @Override
        public void run() {
            try {
                while (true) {
                    List<Job> jobs = queue.take();
                    if (jobs.isEmpty()) {
                        census.flush(); // the copies of kept programs, into the share
                        return; // DONE: the walk queues no other empty batch
                    }
                    for (Job job : jobs) {
                        file(job);
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Throwable e) { // kept for the run to rethrow: a worker must not die silently
                failure = e;
                queue.clear();
            }
        }

        private void file(Job job) {
            Path path = job.path();
            try {
                census.file(path.toString(), job.group(), job.size(), path, () -> channel(path, job.size()),
                        member -> memberGroup(job, member), share);
            } finally {
                bytesDone.addAndGet(job.size());
                filesDone.incrementAndGet();
            }
        }

        /** The group of an archive's member: the archive counts as a folder named "ARCHIVE!". */
        private String memberGroup(Job job, String member) {
            String archive = job.path().equals(job.root()) ? ""
                    : job.root().relativize(job.path()).toString().replace('\\', '/') + "!/";
            return job.prefix() + options.groupBy().groupOfPath(archive + member);
        }
    }

    /** A file read with positional reads of one channel. */
    private static FileCensus.Source channel(Path path, long size) throws IOException {
        FileChannel ch = FileChannel.open(path, StandardOpenOption.READ);
        return new FileCensus.Source() {
            @Override
            public int read(byte[] b, int at, int n) throws IOException {
                ByteBuffer bb = ByteBuffer.wrap(b, at, n);
                while (bb.hasRemaining()) {
                    if (ch.read(bb, at + (bb.position() - at)) < 0) {
                        break; // the file shrank while it was read
                    }
                }
                return bb.position() - at;
            }

            @Override
            public InputStream stream(byte[] head, int length) throws IOException {
                return new java.io.BufferedInputStream(Channels.newInputStream(ch.position(0)), 64 * 1024);
            }

            @Override
            public void close() throws IOException {
                ch.close();
            }
        };
    }
}
