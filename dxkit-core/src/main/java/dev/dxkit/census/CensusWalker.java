package dev.dxkit.census;

import dev.dxkit.container.Carver;
import dev.dxkit.d3d9.D3d9Carver;
import dev.dxkit.container.Container;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.LittleEndian;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs a census: walks the roots, reads every file that starts like a container ("DXBC") or a Direct3D 9
 * program (a version token), classifies and counts it with the {@link Survey surveys}, and drops it.
 *
 * <p>Memory is bounded whatever the collection's size: one thread walks the folders into a bounded queue
 * (of batches of files: a hand-over per file would wake a thread per file),
 * the workers (one per core) each hold one file at a time in a reused buffer, and the only things that grow
 * with the number of files are the distinct-program sets (one small entry per distinct size and CRC-32C) and the list of
 * refused files. A file that cannot be read as what it starts like is listed under "refused" with the
 * reason; it never stops the run.
 */
public final class CensusWalker {
    /** Files larger than this are refused before they are read. */
    public static final long MAX_FILE = 1L << 30;
    /**
     * Bytes read at first; a file that is no program is dropped after these (its first four bytes decide).
     * One page: a collection holds many files beside its programs (listings, sources, packs), and copying
     * more of each only to drop it costs CPU; a program longer than this is read on in a second call.
     */
    static final int HEAD = 4096;
    /** The largest read buffer a worker keeps between files. */
    static final int KEEP = 16 * 1024 * 1024;

    /**
     * How to run.
     *
     * @param groupBy    how files are grouped
     * @param carve      also count containers found inside files that are no program
     * @param threads    the number of worker threads
     * @param countFirst walk the folders once before reading, so that {@link #progress()} knows the totals
     */
    public record Options(GroupBy groupBy, boolean carve, int threads, boolean countFirst) {
        /** Grouped by top folder, no carving, one worker per core. */
        public static Options defaults() {
            return new Options(GroupBy.TOP, false, Runtime.getRuntime().availableProcessors(), false);
        }
    }

    /** How far a run has got; the totals are -1 until known. */
    public record Progress(long filesDone, long bytesDone, long filesTotal, long bytesTotal) {
    }

    /** Where a program's bytes came from. */
    private enum Source {
        /** A file that starts with "DXBC". */
        FILE,
        /** A file that starts with a Direct3D 9 version token. */
        D3D9,
        /** A container found inside another file. */
        CARVED,
        /** A Direct3D 9 program found inside another file. */
        CARVED_D3D9
    }

    private record Job(Path path, String group, long size) {
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

    public CensusWalker(List<String> roots, Options options, List<Survey> surveys) {
        this.roots = List.copyOf(roots);
        this.options = options;
        this.surveys = List.copyOf(surveys);
    }

    /** The surveys of every layer dxkit decodes. */
    public static List<Survey> defaultSurveys() {
        return List.of(new ContainerSurvey(), new PartSurvey(), new Sm4Survey(), new DxilSurvey());
    }

    /** A census of {@code roots} with the default surveys. */
    public static Census run(List<String> roots, Options options) throws IOException {
        return new CensusWalker(roots, options, defaultSurveys()).run();
    }

    /** How far the run has got (callable from any thread). */
    public Progress progress() {
        return new Progress(filesDone.get(), bytesDone.get(), filesTotal, bytesTotal);
    }

    /** Walks, reads and counts; fails only when a root does not exist. */
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
        List<Refusal> walkRefusals = new ArrayList<>();
        Map<String, Tally> walkTallies = new HashMap<>();
        try {
            List<Job> batch = new ArrayList<>(BATCH);
            for (String r : roots) {
                walk(r, queue, batch, walkRefusals, walkTallies);
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
        TreeMap<String, Tally> groups = new TreeMap<>();
        List<Refusal> refused = new ArrayList<>(walkRefusals);
        walkTallies.forEach((g, t) -> groups.computeIfAbsent(g, k -> new Tally()).merge(t));
        for (Worker w : workers) {
            if (w.failure != null) {
                throw new IllegalStateException("a census worker failed", w.failure);
            }
            w.tallies.forEach((g, t) -> groups.computeIfAbsent(g, k -> new Tally()).merge(t));
            refused.addAll(w.refused);
        }
        Tally total = new Tally();
        groups.values().forEach(total::merge);
        total.set(Measure.DISTINCT, allDistinct.size());
        refused.sort(Comparator.comparing(Refusal::path));
        return new Census(roots, options.groupBy(), options.carve(), total, groups, refused);
    }

    /** Walks one root, adding its files to {@code batch} and queueing each batch that fills. */
    private void walk(String rootName, BlockingQueue<List<Job>> queue, List<Job> batch, List<Refusal> refusals,
                      Map<String, Tally> tallies) throws IOException {
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
                    batch.add(new Job(file, group, attrs.size()));
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
                tallies.computeIfAbsent(group, k -> new Tally()).add(Measure.REFUSED, 1);
                tallies.get(group).count(Table.REFUSALS, "io");
                refusals.add(new Refusal(file.toString(), group, "io", "io: " + ioMessage(e)));
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
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** One worker: takes files from the queue and counts them into its own tallies. */
    private final class Worker implements Runnable {
        private final BlockingQueue<List<Job>> queue;
        private final Map<String, Tally> tallies = new HashMap<>();
        private final List<Refusal> refused = new ArrayList<>();
        private byte[] buffer = new byte[HEAD];
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
                        return; // DONE: the walk queues no other empty batch
                    }
                    for (Job job : jobs) {
                        file(job.path(), job.group(), job.size());
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Throwable e) { // kept for the run to rethrow: a worker must not die silently
                failure = e;
                queue.clear();
            }
        }

        private void file(Path path, String group, long walkedSize) {
            Tally t = tallies.computeIfAbsent(group, k -> new Tally());
            t.add(Measure.FILES, 1);
            String name = path.toString();
            int size;
            boolean container;
            boolean d3d9;
            try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
                long length = walkedSize; // the size the walk saw; a file that shrank since reads short
                t.add(Measure.BYTES, length);
                bytesDone.addAndGet(length);
                if (length > MAX_FILE) {
                    refuse(t, group, name, "io", "io: " + length + " bytes, more than the " + MAX_FILE + " a census reads");
                    return;
                }
                size = (int) length;
                int head = read(ch, 0, Math.min(size, HEAD));
                int first = head >= 4 ? LittleEndian.i32(buffer, 0) : 0;
                container = first == Container.MAGIC;
                d3d9 = ShaderVersion.isKnown(first);
                if (!container && !d3d9 && !options.carve()) {
                    t.add(Measure.SKIPPED, 1);
                    return;
                }
                if (size > head) {
                    if (buffer.length < size) {
                        buffer = java.util.Arrays.copyOf(buffer, size);
                    }
                    size = head + read(ch, head, size - head);
                } else {
                    size = head;
                }
            } catch (IOException e) {
                refuse(t, group, name, "io", "io: " + ioMessage(e));
                return;
            } finally {
                filesDone.incrementAndGet();
            }
            Bytes data = Bytes.wrap(buffer, 0, size);
            if (container) {
                program(t, group, name, path, 0, data, Source.FILE);
            } else if (d3d9) {
                program(t, group, name, path, 0, data, Source.D3D9);
            } else {
                t.add(Measure.SKIPPED, 1);
                carve(t, group, name, path, data.toArray());
            }
            if (buffer.length > KEEP) {
                buffer = new byte[HEAD]; // one huge file must not hold its memory for the rest of the run
            }
        }

        /** Reads {@code n} bytes at file offset {@code at} into the buffer at {@code at}; returns how many. */
        private int read(FileChannel ch, int at, int n) throws IOException {
            ByteBuffer bb = ByteBuffer.wrap(buffer, at, n);
            while (bb.hasRemaining()) {
                if (ch.read(bb, at + (bb.position() - at)) < 0) {
                    break; // the file shrank while it was read
                }
            }
            return bb.position() - at;
        }

        private void carve(Tally t, String group, String name, Path file, byte[] data) {
            List<Carver.Found> found;
            try {
                found = Carver.carve(data);
            } catch (DxFormatException e) {
                refuse(t, group, name, e.where(), e.getMessage());
                return;
            }
            for (Carver.Found f : found) {
                program(t, group, name + "@0x" + Long.toHexString(f.offset()), file, f.offset(), f.container().bytes(),
                        Source.CARVED);
            }
            // Direct3D 9 programs outside every container found (an Aon9 part's program is its container's own)
            for (D3d9Carver.Found f : D3d9Carver.carve(data)) {
                boolean inside = false;
                for (Carver.Found c : found) {
                    inside |= f.offset() >= c.offset() && f.offset() < c.offset() + c.size();
                }
                if (!inside) {
                    program(t, group, name + "@0x" + Long.toHexString(f.offset()), file, f.offset(), f.program().bytes(),
                            Source.CARVED_D3D9);
                }
            }
        }

        private void program(Tally t, String group, String name, Path file, long offset, Bytes data, Source source) {
            Tally scratch = new Tally(); // merged only when every survey succeeded
            try {
                if (source == Source.D3D9 || source == Source.CARVED_D3D9) {
                    D3D9Walk.Program p = D3D9Walk.walk(data);
                    if (source == Source.CARVED_D3D9) {
                        scratch.add(Measure.CARVED, 1);
                    }
                    scratch.add(Measure.PROGRAMS, 1);
                    scratch.add(Measure.D3D9_PROGRAMS, 1);
                    scratch.count(Table.KINDS, p.kind().label());
                    scratch.count(Table.CONTAINER_KINDS, "D3D9 " + p.target());
                    scratch.count(Table.TARGETS, p.target());
                } else {
                    Container c = Container.read(data);
                    Program p = Program.of(c);
                    for (Survey s : surveys) {
                        s.survey(c, p, scratch);
                    }
                    if (source == Source.CARVED) {
                        scratch.add(Measure.CARVED, 1);
                    }
                }
            } catch (DxFormatException e) {
                refuse(t, group, name, e.where(), e.getMessage());
                return;
            } catch (RuntimeException e) { // a decoder's bug must not stop the run; it is listed, not hidden
                refuse(t, group, name, "internal", "internal error: " + e);
                return;
            }
            long key = DistinctPrograms.key(data.array(), data.arrayOffset(), data.size());
            DistinctPrograms.Where where = new DistinctPrograms.Where(file, offset, data.size());
            DistinctPrograms.Sha sha = new DistinctPrograms.Sha(data.array(), data.arrayOffset(), data.size());
            if (groupDistinct.computeIfAbsent(group, k -> new DistinctPrograms()).add(key, where, sha)) {
                scratch.add(Measure.DISTINCT, 1);
            }
            allDistinct.add(key, where, sha);
            t.merge(scratch);
        }

        private void refuse(Tally t, String group, String name, String where, String reason) {
            t.add(Measure.REFUSED, 1);
            t.count(Table.REFUSALS, where);
            refused.add(new Refusal(name, group, where, reason));
        }
    }
}
