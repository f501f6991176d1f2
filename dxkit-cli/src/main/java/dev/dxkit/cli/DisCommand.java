package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.sm4.listing.Disassembler;
import dev.dxkit.dxil.listing.DxilListing;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.d3d9.listing.D3d9Listing;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.CopyMemo;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.shader.Shader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code dxkit dis}: the listing {@code D3DDisassemble} prints, for Shader Model 4/5/5.1 containers. With one
 * FILE it writes to stdout; with {@code --out-dir} it lists every DXBC container under the given files and
 * directories, {@code DIR/a/b.dxbc} to {@code OUT/a/b.dxbc.txt}, on one thread per core, and reports on stderr (one
 * line each) what it could not list.
 */
@Command(name = "dis", mixinStandardHelpOptions = true,
        description = "Disassemble Shader Model 4/5/5.1 containers exactly as D3DDisassemble does.")
final class DisCommand implements java.util.concurrent.Callable<Integer> {
    @Parameters(paramLabel = "FILE|DIR", arity = "1..*") List<String> inputs;
    @Option(names = "--flags", paramLabel = "HEX", description = "The D3D_DISASM_* flag word (hex).") String flagsHex;
    @Option(names = "--numbering", description = "Flag 0x04: instruction numbers.") boolean numbering;
    @Option(names = "--offsets", description = "Flag 0x20: byte offsets.") boolean offsets;
    @Option(names = "--hex-literals", description = "Flag 0x80: immediates in hex.") boolean hexLiterals;
    @Option(names = "--instructions-only", description = "Flag 0x40: no header comments.") boolean instructionsOnly;
    @Option(names = "--no-debug-info", description = "Flag 0x10: no debug information.") boolean noDebugInfo;
    @Option(names = "--color", description = "Flag 0x01: HTML colour.") boolean color;
    @Option(names = "--exact-floats", description = "Print each immediate float whose %%f text loses bits so that "
            + "it reads back exactly (dxkit's own; for dis, edit, asm).") boolean exactFloats;
    @Option(names = "--out-dir", paramLabel = "OUT", description = "Write one listing per container under OUT.") Path outDir;
    /** A batch's listings, for the copies of their inputs. */
    /**
     * The batch's listings by their input's bytes: a listing is a pure function of the bytes and the batch's flags,
     * so a copy of a file listed before gets its listing without being disassembled again (within 32 MB of inputs
     * and listings, first come; refusals, whose messages name their file, are never kept).
     */
    private final CopyMemo<byte[]> listings = new CopyMemo<>(32L << 20);

    int flagWord() {
        int f = 0;
        if (flagsHex != null) {
            String h = flagsHex.startsWith("0x") || flagsHex.startsWith("0X") ? flagsHex.substring(2) : flagsHex;
            try {
                f = Integer.parseUnsignedInt(h, 16);
            } catch (NumberFormatException e) {
                throw new Main.UsageException("--flags takes a hex word, got \"" + flagsHex + "\"");
            }
        }
        return f | (color ? 0x01 : 0) | (numbering ? 0x04 : 0) | (noDebugInfo ? 0x10 : 0) | (offsets ? 0x20 : 0)
                | (instructionsOnly ? 0x40 : 0) | (hexLiterals ? 0x80 : 0)
                | (exactFloats ? DisasmFlags.EXACT_FLOATS : 0);
    }

    @Override
    public Integer call() throws Exception {
        DisasmFlags flags = DisasmFlags.of(flagWord());
        if (outDir == null) {
            if (inputs.size() != 1) {
                throw new Main.UsageException("give one FILE, or --out-dir OUT for many");
            }
            String file = inputs.get(0);
            byte[] data = Io.read(file);
            refuseWhatIsNoProgram(file, data);
            byte[] text = ShaderVersion.startsProgram(data) ? bytes(d3d9Listing(data, flags, file), false)
                    : listingBytes(PartCommand.load(file, data), flags, file);
            Io.write("-", text);
            return Main.OK;
        }
        return many(flags);
    }

    /**
     * Refuses, saying what it is and what would list it, a file that is neither a container nor a Direct3D 9
     * program: not a shader at all, a Direct3D 9 effect, or an expression (preshader) blob.
     */
    static void refuseWhatIsNoProgram(String file, byte[] data) {
        String what = Io.notAShader(data);
        if (what == null && data.length >= 4 && !ShaderVersion.startsProgram(data) && !Container.looksLikeContainer(data)) {
            try {
                if (Shader.read(data) instanceof Shader.NoProgram none) { // an fx_2_0 effect, an expression blob
                    what = none.reason();
                }
            } catch (DxFormatException e) {
                what = null; // neither: the container reader says what it found
            }
        }
        if (what != null) {
            throw new Main.Refused(file + ": " + what);
        }
    }

    /** The listing of a raw Direct3D 9 program. */
    static String d3d9Listing(byte[] program, DisasmFlags flags, String name) {
        try {
            return D3d9Listing.print(Bytes.wrap(program), flags);
        } catch (DxFormatException e) {
            throw new DxFormatException(name + ": " + e.where(), e.offset(), e.detail());
        }
    }

    /**
     * The listing as the bytes Microsoft's tool writes. dxc's DXIL text is UTF-8. D3DDisassemble copies a
     * container's names and paths byte for byte, and dxkit reads those bytes as ISO-8859-1 characters, so a
     * DXBC or Direct3D 9 listing goes back out as ISO-8859-1: a name byte 0xE9 is the byte 0xE9 again.
     */
    static byte[] listingBytes(Container c, DisasmFlags flags, String name) {
        if (c.has("DXIL")) {
            // written as UTF-8 bytes from the start: no string of the whole listing to encode again
            try {
                return DxilListing.listUtf8(c);
            } catch (DxFormatException e) {
                throw new DxFormatException(name + ": " + e.where(), e.offset(), e.detail());
            }
        }
        if (Shader.of(c) instanceof Shader.NoProgram none) { // a root signature, an effect, no program at all
            throw new Main.Refused(name + ": " + none.reason());
        }
        try {
            return Disassembler.disassembleLatin1(c, flags); // the bytes, with no string of the listing on the way
        } catch (DxFormatException e) {
            throw new DxFormatException(name + ": " + e.where(), e.offset(), e.detail());
        }
    }

    static byte[] bytes(String listing, boolean dxil) {
        return listing.getBytes(dxil ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
    }

    /** The listing, or an exception saying why this container cannot be listed. */
    static String listing(Container c, DisasmFlags flags, String name) {
        if (c.has("DXIL")) {
            // dxc -dumpbin's text; the D3D_DISASM flags do not apply to it
            try {
                return DxilListing.list(c);
            } catch (DxFormatException e) {
                throw new DxFormatException(name + ": " + e.where(), e.offset(), e.detail());
            }
            // anything else is dxkit's bug, reported as an internal error (exit 4; --debug prints its stack)
        }
        if (Shader.of(c) instanceof Shader.NoProgram none) { // a root signature, an effect, no program at all
            throw new Main.Refused(name + ": " + none.reason());
        }
        try {
            return Disassembler.disassemble(c, flags);
        } catch (DxFormatException e) {
            throw new DxFormatException(name + ": " + e.where(), e.offset(), e.detail());
        }
    }

    private int many(DisasmFlags flags) throws Exception {
        // When OUT is made by this run, or is an empty folder, nothing under it can exist yet or be an input: the
        // outputs are claimed without a look at the file system, and written without one.
        // When OUT is not there at all, a streamed batch builds it out of sight and shows it whole (Io.Staging).
        boolean absent = !Files.exists(outDir, java.nio.file.LinkOption.NOFOLLOW_LINKS);
        boolean fresh = absent || emptyFolder(outDir);
        boolean stage = absent && Io.Staging.fits(outDir);
        if (!stage) {
            Io.outputFolder("--out-dir", outDir);
        }
        if (fresh && separateOutputs()) {
            return streamed(flags, stage);
        }
        if (stage) {
            Io.outputFolder("--out-dir", outDir);
        }
        // One root keeps the layout scripts rely on, OUT/<path under the root>.txt; several roots each get a
        // folder of their own name under OUT. Every output is claimed before any is written, so two roots
        // of one name, or a listing that would land on an input, are refused with nothing written.
        List<Job> jobs = new ArrayList<>();
        Io.Plan plan = new Io.Plan();
        for (String in : inputs) {
            if (in.equals("-")) {
                throw new Main.UsageException("--out-dir lists files and folders, not stdin");
            }
            Path root = Path.of(in);
            if (!Files.exists(root)) {
                throw new java.nio.file.NoSuchFileException(in);
            }
            boolean folder = Files.isDirectory(root);
            Path base = inputs.size() == 1 ? outDir : outDir.resolve(String.valueOf(root.toAbsolutePath().normalize().getFileName()));
            for (Io.Found f : Io.walkFound(in)) {
                Path p = f.path();
                Path rel = folder ? root.relativize(p) : p.getFileName();
                Path out = inputs.size() > 1 && !folder ? outDir.resolve(rel.toString() + ".txt")
                        : base.resolve(rel.toString() + ".txt");
                plan.input(f);
                jobs.add(new Job(f, out));
            }
        }
        for (Job j : jobs) {
            j.existed = plan.claim(j.out, j.in.path().toString(), fresh);
        }
        AtomicInteger failed = new AtomicInteger();
        AtomicInteger written = new AtomicInteger();
        AtomicInteger skipped = new AtomicInteger();
        AtomicInteger next = new AtomicInteger();
        Io.BatchWriter writer = new Io.BatchWriter();
        InOrder report = new InOrder();
        // each thread takes the next file in path order until none is left: a large file holds up one thread, not
        // the half of the list it happened to be in
        int threads = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), jobs.size()));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                // a class of its own, not a lambda: the first lambda of a run bootstraps java.lang.invoke (ASM and
                // all), about 5 ms of every batch's start
                fs.add(pool.submit(new Runnable() {
                    @Override
                    public void run() {
                        Io.Scratch scratch = new Io.Scratch();
                        for (int i = next.getAndIncrement(); i < jobs.size(); i = next.getAndIncrement()) {
                            report.done(i, one(jobs.get(i), writer, scratch, flags, failed, written, skipped));
                        }
                    }
                }));
            }
            awaitAll(fs, pool);
        } finally {
            pool.shutdown();
        }
        return summary(written, failed, skipped);
    }

    /** Waits for every worker, then stops the pool (a worker's failure is thrown from here). */
    private static void awaitAll(List<Future<?>> fs, ExecutorService pool) throws Exception {
        try {
            for (Future<?> f : fs) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
    }

    /** The batch's closing line on stderr, and its exit code (findings when any file failed). */
    private static int summary(AtomicInteger written, AtomicInteger failed, AtomicInteger skipped) {
        System.err.println("dxkit dis: " + written.get() + " listings written, " + failed.get() + " failed, "
                + skipped.get() + " files skipped (neither a DXBC container nor a Direct3D 9 program)");
        return failed.get() > 0 ? Main.FINDINGS : Main.OK;
    }

    /**
     * True when no two inputs can give one output path: one root (its files have distinct paths under it, and
     * {@code .txt} appended to distinct paths gives distinct paths), or several whose outputs go to distinct
     * names directly under OUT (a folder's own name, a file's name with {@code .txt}). Checks the inputs as the
     * planned path does, before anything is written.
     */
    private boolean separateOutputs() throws IOException {
        java.util.Set<String> names = new java.util.HashSet<>();
        for (String in : inputs) {
            if (in.equals("-")) {
                throw new Main.UsageException("--out-dir lists files and folders, not stdin");
            }
            Path root = Path.of(in);
            if (!Files.exists(root)) {
                throw new java.nio.file.NoSuchFileException(in);
            }
            String name = Files.isDirectory(root) ? String.valueOf(root.toAbsolutePath().normalize().getFileName())
                    : root.getFileName() + ".txt";
            if (!names.add(name)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A batch into a fresh OUT (made by this run, or empty) whose outputs cannot collide ({@link
     * #separateOutputs}): nothing is claimed, and nothing per file is held. One thread walks the roots, each
     * folder's entries in sorted order, and hands the files over in small batches through a bounded queue to a
     * thread per core, which read, list and write them, making each output folder once, before the first
     * listing that goes into it. Memory stays the same however many files there are: the queue, and the
     * folders open in the walk. The walk passes over OUT itself (empty when the run began, so it holds no input).
     * With {@code stage} (OUT was not there) the listings go into a hidden folder beside OUT, each created there
     * directly, and the folder becomes OUT at the end ({@link Io.Staging}), also when the run fails part way (as an
     * OUT written in place would hold what was written); the walk passes over the hidden folder instead.
     */
    private int streamed(DisasmFlags flags, boolean stage) throws Exception {
        Io.Staging staging = stage ? Io.Staging.make(outDir) : null;
        Path root = staging == null ? outDir : staging.path; // where the listings are written
        Object outKey = Files.readAttributes(root, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
        AtomicInteger failed = new AtomicInteger();
        AtomicInteger written = new AtomicInteger();
        AtomicInteger skipped = new AtomicInteger();
        Io.BatchWriter writer = new Io.BatchWriter();
        java.util.concurrent.BlockingQueue<List<Job>> queue = new java.util.concurrent.ArrayBlockingQueue<>(QUEUE);
        InOrder report = new InOrder();
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> fs = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            // a class of its own, not a lambda: the first lambda of a run bootstraps java.lang.invoke (ASM and all),
            // about 5 ms of every batch's start
            fs.add(pool.submit(new java.util.concurrent.Callable<Object>() {
                @Override
                public Object call() throws Exception {
                    // kept, while the queue is still emptied: the walk must never wait for a dead worker
                    Throwable bad = null;
                    Io.Scratch scratch = new Io.Scratch();
                    for (List<Job> batch = queue.take(); !batch.isEmpty(); batch = queue.take()) {
                        StringBuilder lines = null; // the batch's lines, printed in the order of the batches
                        try {
                            for (int i = 0; i < batch.size() && bad == null; i++) {
                                String m = one(batch.get(i), writer, scratch, flags, failed, written, skipped);
                                if (m != null) {
                                    lines = (lines == null ? new StringBuilder() : lines).append(m);
                                }
                            }
                        } catch (Throwable e) {
                            bad = e;
                        }
                        report.done(batch.get(0).seq, lines == null ? null : lines.toString());
                    }
                    if (bad instanceof Error e) {
                        throw e;
                    }
                    if (bad != null) {
                        throw (Exception) bad;
                    }
                    return null;
                }
            }));
        }
        Handover hand = new Handover(queue);
        Throwable failure = null; // the run's first failure, thrown once the workers are done and OUT is shown
        try {
            for (String name : inputs) {
                Path in = Path.of(name);
                if (Files.isDirectory(in)) {
                    Folder top = new Folder(null, root, outDir, true);
                    Folder base = inputs.size() == 1 ? top
                            : top.below(String.valueOf(in.toAbsolutePath().normalize().getFileName()));
                    walkSorted(in, null, 0, base, outKey, hand);
                } else {
                    // a file named itself is listed whatever it is; a FIFO or a device is then refused by name when read
                    java.nio.file.attribute.BasicFileAttributes a = Files.readAttributes(in,
                            java.nio.file.attribute.BasicFileAttributes.class);
                    Folder top = new Folder(null, root, outDir, true);
                    hand.hand(top.job(new Io.Found(in, a.isRegularFile() ? a.size() : -1, null), in.getFileName() + ".txt"));
                }
            }
            hand.flush();
        } catch (Exception | Error e) {
            failure = e;
        }
        try {
            for (int t = 0; t < threads; t++) {
                queue.put(List.of());
            }
            awaitAll(fs, pool); // a worker's failure is thrown from here
        } catch (Exception | Error e) {
            failure = first(failure, e);
        }
        if (staging != null) {
            try {
                staging.publish(); // also after a failure: what was written, at OUT, as a batch into OUT would leave it
            } catch (IOException e) {
                failure = first(failure, e);
            }
        }
        if (failure instanceof Error e) {
            throw e;
        }
        if (failure != null) {
            throw (Exception) failure;
        }
        return summary(written, failed, skipped);
    }

    /** {@code first}, or {@code then} when there was none before it (else kept as suppressed by the first). */
    private static Throwable first(Throwable first, Throwable then) {
        if (first == null) {
            return then;
        }
        first.addSuppressed(then);
        return first;
    }

    /** Files handed to a worker at once (one hand-over per file would wake a thread per file). */
    private static final int BATCH = 32;
    /** Batches the walk may be ahead of the workers. */
    private static final int QUEUE = 8;

    /** The walk's side of the queue: files gathered into batches, each numbered in the order of the walk. */
    private static final class Handover {
        private final java.util.concurrent.BlockingQueue<List<Job>> queue;
        private final List<Job> batch = new ArrayList<>(BATCH);
        private long batches;

        Handover(java.util.concurrent.BlockingQueue<List<Job>> queue) {
            this.queue = queue;
        }

        void hand(Job j) throws InterruptedException {
            if (batch.isEmpty()) {
                j.seq = batches++; // the batch's number, by which its lines are printed (its first job carries it)
            }
            batch.add(j);
            if (batch.size() == BATCH) {
                flush();
            }
        }

        void flush() throws InterruptedException {
            if (!batch.isEmpty()) {
                queue.put(List.copyOf(batch));
                batch.clear();
            }
        }
    }

    /**
     * An output folder of the walk: made (with its parents) before the first listing that goes into it. Its
     * {@code path} is where it is made; {@code shown} is where the user will find it: the same path except in a
     * staged batch ({@link Io.Staging}), whose folders are made in a hidden folder that becomes OUT at the end.
     */
    private static final class Folder {
        final Folder parent;
        final Path path;
        final Path shown;
        boolean made;
        IOException failure; // why it could not be made: each listing for it fails saying so

        Folder(Folder parent, Path path, Path shown, boolean made) {
            this.parent = parent;
            this.path = path;
            this.shown = shown == null || shown.equals(path) ? null : shown; // null: shown where it is made
            this.made = made;
        }

        /** The folder {@code name} in this one, not made yet. */
        Folder below(String name) {
            return new Folder(this, path.resolve(name), shown == null ? null : shown.resolve(name), false);
        }

        /** The job of listing {@code in} into the file {@code name} in this folder. */
        Job job(Io.Found in, String name) {
            Path at = path.resolve(name);
            Job j = new Job(in, shown == null ? at : shown.resolve(name));
            j.at = shown == null ? null : at;
            j.folder = this;
            return j;
        }

        /**
         * Makes this folder and those above it that are not made yet; null, or why it cannot be made (said once
         * made, and for each listing that goes into it). Locks run from a folder to those above it only.
         */
        synchronized IOException make() {
            if (made || failure != null) {
                return failure;
            }
            IOException above = parent == null ? null : parent.make();
            if (above != null) {
                failure = above;
                return failure;
            }
            try {
                Files.createDirectory(path);
                made = true;
            } catch (java.nio.file.FileAlreadyExistsException e) {
                if (Files.isDirectory(path)) {
                    made = true;
                } else {
                    failure = new IOException(shown() + ": cannot create the folder (" + e.getClass().getSimpleName() + ")", e);
                }
            } catch (IOException e) {
                failure = new IOException(shown() + ": cannot create the folder (" + e.getClass().getSimpleName() + ")", e);
            }
            return failure;
        }

        private Path shown() {
            return shown == null ? path : shown;
        }
    }

    /**
     * Walks {@code dir} (its entries in sorted order, folders depth first; a link to a file counts as a file, a
     * link to a folder is not followed, as in {@link Io#walkFound}), handing each regular file over with its
     * output under {@code out}. A folder that cannot be read stops the walk, named.
     * <p>
     * Where the platform gives a secure directory stream (Linux), a folder is held open while its entries are
     * looked at, and each entry is looked at, and each folder below opened, by its name in it ({@code fstatat},
     * {@code openat}): the kernel does not walk the whole path again from the root for each of them (two thirds
     * of a batch's path walks in the kernel; README "How fast"). {@code above} is the folder holding {@code dir}
     * when it is held so; folders deeper than {@link #HELD} are not held (each holds a descriptor while below it
     * is walked). Anything that fails by name is tried again by path, which fails naming the whole path.
     */
    private static void walkSorted(Path dir, java.nio.file.SecureDirectoryStream<Path> above, int depth, Folder out,
                                   Object outKey, Handover hand) throws IOException, InterruptedException {
        java.nio.file.DirectoryStream<Path> s = null;
        if (above != null) {
            try {
                s = above.newDirectoryStream(dir.getFileName(), java.nio.file.LinkOption.NOFOLLOW_LINKS);
            } catch (IOException e) {
                s = null; // by path, to fail (or not) naming it
            }
        }
        if (s == null) {
            s = Files.newDirectoryStream(dir);
        }
        try {
            List<Path> entries = new ArrayList<>();
            for (Path p : s) {
                entries.add(p);
            }
            entries.sort(null);
            java.nio.file.SecureDirectoryStream<Path> at = null;
            if (depth < HELD && s instanceof java.nio.file.SecureDirectoryStream<Path> sds) {
                at = sds;
            } else {
                s.close(); // not held while the folders below are walked
            }
            for (Path p : entries) {
                java.nio.file.attribute.BasicFileAttributes a = attributes(at, p, true);
                if (a.isDirectory()) {
                    if (outKey == null || !outKey.equals(a.fileKey())) {
                        walkSorted(p, at, depth + 1, out.below(p.getFileName().toString()), outKey, hand);
                    }
                    continue;
                }
                if (a.isSymbolicLink()) {
                    try {
                        a = attributes(at, p, false); // through the link
                    } catch (IOException e) {
                        continue; // a link to nothing is no regular file
                    }
                }
                if (a.isRegularFile()) {
                    hand.hand(out.job(new Io.Found(p, a.size(), null), p.getFileName() + ".txt"));
                }
            }
        } finally {
            s.close();
        }
    }

    private static final java.nio.file.LinkOption[] NO_FOLLOW = {java.nio.file.LinkOption.NOFOLLOW_LINKS};
    private static final java.nio.file.LinkOption[] FOLLOW = {};

    /** Folders held open at once by a walk, from its root down (a descriptor each). */
    private static final int HELD = 64;

    /**
     * The attributes of {@code p}, an entry of the folder {@code at} holds, read by its name in it; by path when
     * {@code at} is null or the read by name fails (so that a failure names the whole path).
     */
    private static java.nio.file.attribute.BasicFileAttributes attributes(java.nio.file.SecureDirectoryStream<Path> at,
            Path p, boolean noFollow) throws IOException {
        java.nio.file.LinkOption[] how = noFollow ? NO_FOLLOW : FOLLOW;
        if (at != null) {
            try {
                return at.getFileAttributeView(p.getFileName(), java.nio.file.attribute.BasicFileAttributeView.class, how)
                        .readAttributes();
            } catch (IOException e) {
                // by path below
            }
        }
        return Files.readAttributes(p, java.nio.file.attribute.BasicFileAttributes.class, how);
    }

    /** True when {@code dir} is a folder (not a link to one) with nothing in it. */
    private static boolean emptyFolder(Path dir) throws IOException {
        if (!Files.isDirectory(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try (java.nio.file.DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
            return !s.iterator().hasNext();
        }
    }

    /** One file of a batch: where it is, where its listing goes, and whether something was there already. */
    private static final class Job {
        final Io.Found in;
        final Path out;
        Path at; // in a staged batch, where the listing is created (out is where it will be shown)
        boolean existed;
        Folder folder; // a streamed batch's output folder, made when the first listing for it is written
        long seq; // a streamed batch's first job: the batch's number in the walk

        Job(Io.Found in, Path out) {
            this.in = in;
            this.out = out;
        }
    }

    /**
     * {@link #listable} as a predicate: a named class, neither a method reference at the call site (the batch's
     * threads would resolve it together, each but the first spinning a class of its own for it) nor one made when
     * this class is initialised (every one-shot {@code dis} would bootstrap {@code java.lang.invoke} for it, ASM and
     * all: about 10 ms of its start, {@code -Xlog:class+load}).
     */
    private static final java.util.function.Predicate<byte[]> LISTABLE = new Listable();

    private static final class Listable implements java.util.function.Predicate<byte[]> {
        @Override
        public boolean test(byte[] head) {
            return listable(head);
        }
    }

    /** True when the first bytes of a file start a container or a Direct3D 9 program. */
    private static boolean listable(byte[] head) {
        return ShaderVersion.startsProgram(head) || Container.looksLikeContainer(head);
    }

    /**
     * Lists one file of a batch and writes its listing; returns null, or the lines (each ended) that say why it
     * could not be listed, which the caller prints in the order of the inputs.
     */
    private String one(Job job, Io.BatchWriter writer, Io.Scratch scratch, DisasmFlags flags, AtomicInteger failed,
                       AtomicInteger written, AtomicInteger skipped) {
        Path in = job.in.path();
        try {
            // one open and, for a file of a shader's size, one read; a large file's first four bytes say first
            // whether the rest is wanted
            byte[] data = Io.readFound(job.in, 1 << 20, LISTABLE, scratch);
            byte[] text;
            if (data == null || !listable(data)) {
                skipped.incrementAndGet();
                return null;
            }
            String name = in.toString();
            long key = CopyMemo.key(data, 0, data.length);
            text = listings.find(key, data, 0, data.length); // a copy of a file listed before
            if (text == null) {
                if (ShaderVersion.startsProgram(data)) {
                    text = bytes(d3d9Listing(data, flags, name), false);
                } else {
                    text = listingBytes(PartCommand.load(name, data), flags, name); // errors name the file
                }
                listings.keep(key, data, text, data.length + text.length + 64L); // both arrays this file's own, never changed
            }
            if (job.folder != null) { // a streamed batch: nothing was there
                IOException cannot = job.folder.make();
                if (cannot != null) {
                    throw cannot;
                }
                if (job.at != null) {
                    writer.createNew(job.at, job.out, java.nio.ByteBuffer.wrap(text)); // shown whole at the end
                } else {
                    writer.writeNew(job.out, text);
                }
            } else {
                writer.write(job.out, job.existed, text);
            }
            written.incrementAndGet();
            return null;
        } catch (IOException | RuntimeException e) {
            failed.incrementAndGet();
            // these messages name the file already
            String m = Main.message(e);
            boolean named = e instanceof DxFormatException || e instanceof Main.UsageException
                    || e instanceof Main.Refused || m.startsWith(in + ": ");
            String line = "dxkit dis: " + (named ? "" : in + ": ") + m + System.lineSeparator(); // as println ends it
            if (Main.debug) {
                java.io.StringWriter trace = new java.io.StringWriter();
                e.printStackTrace(new java.io.PrintWriter(trace));
                line += trace;
            }
            return line;
        }
    }

    /**
     * A batch's per-file lines on stderr in the order of its inputs, whichever worker finishes first: each unit
     * of work (a file, or a streamed batch of files) is numbered from 0 in input order, and its lines are printed
     * once every unit before it is done; those done early wait here (their lines, or nothing), a few at a time.
     */
    private static final class InOrder {
        private static final String NONE = "";
        private final java.util.HashMap<Long, String> waiting = new java.util.HashMap<>();
        private long next;

        /** Unit {@code seq} is done; {@code lines} (null for none) are its lines, each ended. */
        synchronized void done(long seq, String lines) {
            if (seq != next) {
                waiting.put(seq, lines == null ? NONE : lines);
                return;
            }
            print(lines);
            for (next++; !waiting.isEmpty(); next++) {
                String w = waiting.remove(next);
                if (w == null) {
                    break;
                }
                print(w);
            }
        }

        private static void print(String lines) {
            if (lines != null && !lines.isEmpty()) {
                System.err.print(lines);
                System.err.flush();
            }
        }
    }
}
