package dev.dxkit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.FileVisitResult;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

/**
 * Every file a command reads or writes goes through here, so that no command can lose a byte:
 * <ul>
 *   <li>{@link #read}: "-" is stdin (read with a bound); a directory, a device or a FIFO is refused in one line
 *       naming the path (reading {@code /dev/zero} would never end);</li>
 *   <li>{@link #write}: atomic (a temporary file beside the target, then a rename), into an existing folder
 *       only ({@link #outputFolder} is the one that creates folders), with the mode a new file gets (0666 less
 *       the umask) or, when the target exists, the target's own mode; a link is written through, not
 *       replaced;</li>
 *   <li>{@link #refuseOverwritingInput}: an output that resolves to an input (the same file, also through links
 *       or {@code ./}) is refused unless the user said {@code --in-place};</li>
 *   <li>{@link Plan}: a batch command claims every output path before it writes any, so two results can never
 *       go to one path.</li>
 * </ul>
 * Commands added later use these rather than {@code java.nio.file.Files} directly.
 */
final class Io {
    /** Files larger than this are refused before they are read. */
    static final long MAX_INPUT = 1L << 30;

    /** The file this thread last began to read, named by an internal-error line. */
    private static final ThreadLocal<String> CURRENT = new ThreadLocal<>();

    private Io() {
    }

    /** Forgets the file last read, at the start of a run. */
    static void forgetCurrent() {
        CURRENT.remove();
    }

    /** The file this thread last began to read, or null. */
    static String current() {
        return CURRENT.get();
    }

    /** The bytes of {@code name}, or of stdin for "-". */
    static byte[] read(String name) throws IOException {
        CURRENT.set(name.equals("-") ? "stdin" : name);
        if (name.equals("-")) {
            byte[] b = System.in.readNBytes((int) MAX_INPUT + 1);
            if (b.length > MAX_INPUT) {
                throw new IOException("stdin: more than the " + MAX_INPUT + " bytes dxkit reads");
            }
            return b;
        }
        // A regular file that opens is read through java.io: the JVM has its classes ready at start, while the
        // first use of java.nio.file loads and starts the NIO file system (a native library, the channels and a
        // direct buffer), about 4 ms of a one-shot run (README "How fast"). Anything else (not there, a folder, a
        // link to nothing, a device, not readable) goes the NIO way below, whose exceptions name what it is.
        java.io.File f = new java.io.File(name);
        if (f.isFile()) {
            long size = f.length();
            if (size > MAX_INPUT) {
                throw new IOException(name + ": " + size + " bytes, more than the " + MAX_INPUT + " dxkit reads");
            }
            InputStream in = null;
            try {
                in = new java.io.FileInputStream(f);
            } catch (java.io.FileNotFoundException e) {
                in = null; // not readable after all, or gone: the NIO way says which
            }
            if (in != null) {
                try (InputStream open = in) {
                    return bounded(open, name);
                }
            }
        }
        Path p = Path.of(name);
        requireRegularFile(p, name);
        long size = Files.size(p);
        if (size > MAX_INPUT) {
            throw new IOException(name + ": " + size + " bytes, more than the " + MAX_INPUT + " dxkit reads");
        }
        try (InputStream in = Files.newInputStream(p)) {
            return bounded(in, name);
        }
    }

    /** All of {@code in}, bounded even if the file grows while it is read. */
    private static byte[] bounded(InputStream in, String name) throws IOException {
        byte[] b = in.readNBytes((int) MAX_INPUT + 1);
        if (b.length > MAX_INPUT) {
            throw new IOException(name + ": more than the " + MAX_INPUT + " bytes dxkit reads");
        }
        return b;
    }

    /**
     * What {@code data} is when it is plainly not a shader (empty, an image, an archive, an executable), for a
     * one-line refusal; null when it may be one (its own reader then says where it fails).
     */
    static String notAShader(byte[] data) {
        if (data.length == 0) {
            return "empty file";
        }
        if (startsWith(data, 0x89, 'P', 'N', 'G')) {
            return "a PNG image, not a shader";
        }
        if (startsWith(data, 0xFF, 0xD8, 0xFF)) {
            return "a JPEG image, not a shader";
        }
        if (startsWith(data, 'P', 'K', 3, 4)) {
            return "a ZIP archive, not a shader ('dxkit carve' finds containers inside files)";
        }
        if (startsWith(data, 'M', 'Z')) {
            return "a Windows executable, not a shader ('dxkit carve' finds the containers inside it)";
        }
        if (startsWith(data, 0x7F, 'E', 'L', 'F')) {
            return "an ELF executable, not a shader ('dxkit carve' finds the containers inside it)";
        }
        return null;
    }

    private static boolean startsWith(byte[] data, int... magic) {
        if (data.length < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if ((data[i] & 0xFF) != magic[i]) {
                return false;
            }
        }
        return true;
    }

    /** Refuses, naming {@code name}, anything that is not a regular file: a folder, a device, a FIFO, a socket. */
    static void requireRegularFile(Path p, String name) throws IOException {
        if (Files.isRegularFile(p)) {
            return;
        }
        if (Files.isDirectory(p)) {
            throw new IOException(name + ": is a directory");
        }
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            throw new NoSuchFileException(name);
        }
        if (!Files.exists(p)) {
            throw new IOException(name + ": a link to nothing");
        }
        throw new IOException(name + ": " + specialKind(p) + ", not a regular file (pipe it to '-' instead)");
    }

    /** "a FIFO", "a character device" … from the file's mode bits where the platform has them. */
    private static String specialKind(Path p) {
        try {
            int mode = (Integer) Files.getAttribute(p, "unix:mode");
            return switch (mode & 0xF000) {
                case 0x1000 -> "a FIFO";
                case 0x2000 -> "a character device";
                case 0x6000 -> "a block device";
                case 0xC000 -> "a socket";
                default -> "a special file";
            };
        } catch (IOException | RuntimeException e) {
            return "a special file";
        }
    }

    /**
     * Writes {@code data} to {@code name} ("-" for stdout) atomically: into a temporary file beside it, then
     * renamed over it. The folder must exist.
     */
    static void write(String name, byte[] data) throws IOException {
        if (name.equals("-")) {
            OutputStream out = System.out;
            out.write(data);
            out.flush();
            return;
        }
        writeAtomically(Path.of(name), data);
    }

    /**
     * Writes {@code data} to {@code target} atomically. A new file gets the mode the umask gives (as any
     * program's {@code open(..., 0666)}); an existing one keeps its mode; a link is followed and the file it
     * names is replaced. A missing folder, or a folder where the file should be, is an error naming
     * {@code target} as the user gave it.
     */
    static void writeAtomically(Path target, byte[] data) throws IOException {
        String name = target.toString();
        Path real = target;
        Set<PosixFilePermission> keep = null;
        if (Files.exists(target)) {
            if (Files.isDirectory(target)) {
                throw new IOException(name + ": is a directory");
            }
            real = target.toRealPath(); // write through a link, never replace it
            if (!Files.isRegularFile(real)) {
                throw new IOException(name + ": " + specialKind(real) + ", not a regular file");
            }
            PosixFileAttributeView v = Files.getFileAttributeView(real, PosixFileAttributeView.class);
            if (v != null) {
                keep = v.readAttributes().permissions();
            }
        }
        Path dir = real.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new IOException(name + ": no such directory " + (dir == null ? "/" : target.toAbsolutePath().getParent()));
        }
        Path tmp = null;
        try {
            for (int i = 0; tmp == null; i++) {
                Path t = dir.resolve("." + real.getFileName() + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
                try {
                    // CREATE_NEW with no attributes: the file gets 0666 less the umask, as a shell redirect's would
                    try (OutputStream out = Files.newOutputStream(t, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                        tmp = t;
                        out.write(data);
                    }
                } catch (FileAlreadyExistsException e) {
                    if (i > 100) {
                        throw e;
                    }
                }
            }
            if (keep != null) {
                Files.setPosixFilePermissions(tmp, keep);
            }
            try {
                Files.move(tmp, real, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, real, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (java.nio.file.AccessDeniedException e) {
            throw new IOException(name + ": permission denied", e);
        } catch (IOException e) {
            if (e.getMessage() != null && e.getMessage().startsWith(name + ":")) {
                throw e;
            }
            throw new IOException(name + ": cannot write (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")", e);
        } finally {
            if (tmp != null) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /**
     * The folder {@code --out-dir} names, created if missing. "-" (stdout) is never a folder name; an
     * existing file in its place is an error.
     */
    static Path outputFolder(String option, Path dir) throws IOException {
        if (dir.toString().equals("-")) {
            throw new Main.UsageException(option + " takes a folder; '-' (stdout) cannot hold files");
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IOException(dir + ": not a directory");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new IOException(dir + ": cannot create the folder (" + e.getClass().getSimpleName() + ")", e);
        }
        return dir;
    }

    /**
     * A batch's output folder that did not exist, built out of sight and shown whole: a hidden folder beside it
     * ({@code .OUT.<random>.tmp}, made with {@code mkdir}, which fails rather than take a folder that is there)
     * holds every listing, each created in it directly (a new file, never one that exists), and at the end OUT
     * is made empty and the hidden folder renamed over it: the one rename replaces only that empty folder of this
     * run's own, so a folder or file someone else put at OUT meanwhile is never replaced (the batch then fails,
     * naming where its listings are). Nothing appears at OUT until every listing is in it (an empty folder for the
     * moment between the two calls); a run that is killed leaves only the hidden folder. Per file this saves the
     * temporary name and the rename of {@link #writeAtomically} (README "How fast", "Batch path, sixth pass").
     */
    static final class Staging {
        /** OUT as the user named it. */
        final Path target;
        /** The hidden folder beside it that the listings go into. */
        final Path path;

        private Staging(Path target, Path path) {
            this.target = target;
            this.path = path;
        }

        /**
         * True when {@code out} names a folder that can be staged beside: not "-", ".", ".." or a root, in a folder
         * that is there (else {@link #outputFolder} makes the folders, or says why it cannot, as before).
         */
        static boolean fits(Path out) {
            Path name = out.getFileName();
            Path parent = out.toAbsolutePath().getParent();
            return !out.toString().equals("-") && name != null && !name.toString().equals(".")
                    && !name.toString().equals("..") && parent != null && Files.isDirectory(parent);
        }

        /** Makes the hidden folder beside {@code out}; an error names {@code out}. */
        static Staging make(Path out) throws IOException {
            Path parent = out.toAbsolutePath().getParent();
            try {
                for (int i = 0; ; i++) {
                    Path p = parent.resolve("." + out.getFileName() + "."
                            + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
                    try {
                        Files.createDirectory(p); // mkdir: never a folder that is there already
                        return new Staging(out, p);
                    } catch (FileAlreadyExistsException e) {
                        if (i > 100) {
                            throw e;
                        }
                    }
                }
            } catch (IOException e) {
                throw new IOException(out + ": cannot create the folder (" + e.getClass().getSimpleName() + ")", e);
            }
        }

        /**
         * Shows the listings at OUT: makes OUT (an empty folder; fails if anything is there) and renames the hidden
         * folder over it. On failure the hidden folder stays, named in the message.
         */
        void publish() throws IOException {
            try {
                Files.createDirectory(target);
            } catch (FileAlreadyExistsException e) {
                throw new IOException(target + ": made by another program while the batch ran; its listings are in "
                        + path, e);
            } catch (IOException e) {
                throw new IOException(target + ": cannot create the folder (" + e.getClass().getSimpleName()
                        + "); the batch's listings are in " + path, e);
            }
            try {
                // rename(2) replaces an empty folder: the one just made, unless another program wrote into it since
                // (then it fails, and what that program wrote stays)
                Files.move(path, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                throw new IOException(target + ": cannot rename the batch's folder to it (" + e.getClass().getSimpleName()
                        + "); its listings are in " + path, e);
            }
        }
    }

    /**
     * Refuses an output that is one of the {@code inputs} (the same file, through links or other spellings),
     * since writing it would lose the input; {@code --in-place} is the way to ask for that.
     */
    static void refuseOverwritingInput(String out, String... inputs) throws IOException {
        if (out.equals("-")) {
            return;
        }
        for (String in : inputs) {
            if (in != null && !in.equals("-") && sameFile(Path.of(out), Path.of(in))) {
                throw new Main.UsageException(out + ": is the input " + in
                        + "; give --in-place (instead of -o) to replace it");
            }
        }
    }

    /** True if {@code a} and {@code b} name one existing file. */
    static boolean sameFile(Path a, Path b) throws IOException {
        return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
    }

    /**
     * The outputs of a batch command, claimed before any is written: a second claim of one path (or of a
     * path that is one of the inputs) is refused naming both inputs, so nothing is written at all.
     */
    static final class Plan {
        private final Map<Path, String> claims = new HashMap<>();
        private final Map<Object, String> inputKeys = new HashMap<>();

        /** Records {@code input} as an input of the command, so that no output may replace it. */
        void input(Path input) throws IOException {
            if (Files.exists(input)) {
                Object key = Files.readAttributes(input, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
                inputKeys.put(key != null ? key : input.toRealPath(), input.toString());
            }
        }

        /** Records a walked file as an input, by the key the walk found (no second look at the file). */
        void input(Found input) throws IOException {
            inputKeys.put(input.key() != null ? input.key() : input.path().toRealPath(), input.path().toString());
        }

        /**
         * Claims {@code out} for the result of {@code input}, and says whether something is at {@code out} now.
         * With {@code fresh} (the folder holding every output was created by this run, so nothing under it can be
         * an input or exist yet) only the claim is recorded, with no look at the file system.
         */
        boolean claim(Path out, String input, boolean fresh) throws IOException {
            if (!fresh) {
                claim(out, input);
                return Files.exists(out, LinkOption.NOFOLLOW_LINKS);
            }
            Path key = out.toAbsolutePath().normalize();
            String prior = claims.putIfAbsent(key, input);
            if (prior != null) {
                throw new Main.UsageException(out + ": both " + prior + " and " + input
                        + " would be written here; give them separately or rename one");
            }
            return false;
        }

        /** Claims {@code out} for the result of {@code input}. */
        void claim(Path out, String input) throws IOException {
            Path key = out.toAbsolutePath().normalize();
            String prior = claims.putIfAbsent(key, input);
            if (prior != null) {
                throw new Main.UsageException(out + ": both " + prior + " and " + input
                        + " would be written here; give them separately or rename one");
            }
            if (Files.exists(out)) {
                Object k = Files.readAttributes(out, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
                String in = inputKeys.get(k != null ? k : out.toRealPath());
                if (in != null) {
                    throw new Main.UsageException(out + ": is the input " + in + "; the output of " + input
                            + " cannot replace it");
                }
            }
        }
    }

    /** Every regular file under each of {@code names} (a file names itself), in sorted order per root. */
    static List<Path> walk(List<String> names) throws IOException {
        List<Path> out = new ArrayList<>();
        for (String n : names) {
            Path p = Path.of(n);
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    s.filter(Files::isRegularFile).sorted().forEach(out::add);
                }
            } else {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * A regular file a walk found, with what the walk's own look at it said: its size and its file key (the
     * device and inode where the platform has them), so that a batch needs no second {@code stat} per file.
     */
    record Found(Path path, long size, Object key) { // size -1: not a regular file
    }

    /**
     * Every regular file under {@code name} (a file names itself), in sorted order, each with its size and key
     * from one look at it: a folder's entries come with their attributes from the walk, and only a link is
     * looked at again, through to what it names (a link to a regular file counts as one, as in {@link #walk}).
     */
    static List<Found> walkFound(String name) throws IOException {
        Path root = Path.of(name);
        List<Found> out = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            // a file named itself is listed whatever it is; a FIFO or a device is then refused by name when read
            BasicFileAttributes a = Files.readAttributes(root, BasicFileAttributes.class);
            out.add(new Found(root, a.isRegularFile() ? a.size() : -1, a.fileKey()));
            return out;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes a) throws IOException {
                BasicFileAttributes r = a;
                if (a.isSymbolicLink()) {
                    try {
                        r = Files.readAttributes(file, BasicFileAttributes.class); // through the link
                    } catch (IOException e) {
                        return FileVisitResult.CONTINUE; // a link to nothing is no regular file
                    }
                }
                if (r.isRegularFile()) {
                    out.add(new Found(file, r.size(), r.fileKey()));
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                throw e; // as Files.walk does: a folder that cannot be read stops the walk, named
            }
        });
        out.sort(java.util.Comparator.comparing(Found::path));
        return out;
    }

    /**
     * The bytes of a file a walk found, read with one open and, for a file of at most {@code headFirst} bytes,
     * one read: the walk's size says how much to ask for, and one byte more is asked for, so that a read that
     * brings the walk's size and no more has met the end with no second call and no {@code fstat} (a regular
     * file's read comes back short only at its end). One that brings less is read on to the end; one that fills
     * the buffer found a file that grew since the walk, read again whole. A larger file's first four bytes are read
     * alone and {@code wanted} says from them whether to read the rest (null when not), so that a batch
     * passing over a large image or archive reads four bytes of it. A file larger than {@link #MAX_INPUT} is
     * refused; one that grew or shrank since the walk is read as it now is. {@code scratch} is the caller's
     * reusable buffer (one per thread): the read lands in it and is copied out once.
     */
    static byte[] readFound(Found f, int headFirst, java.util.function.Predicate<byte[]> wanted, Scratch scratch)
            throws IOException {
        String name = f.path().toString();
        CURRENT.set(name);
        if (f.size() < 0) {
            requireRegularFile(f.path(), name); // says what it is instead
        }
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(f.path(), StandardOpenOption.READ)) {
            if (f.size() >= 0 && f.size() <= headFirst) {
                java.nio.ByteBuffer buf = scratch.room((int) f.size() + 1);
                if (ch.read(buf) < f.size()) {
                    readFully(ch, buf); // less than the walk saw: on to the end, as it now is
                }
                if (buf.hasRemaining()) { // short of the byte past the walk's size: the end
                    byte[] b = new byte[buf.position()];
                    buf.flip().get(b);
                    return b;
                }
                ch.position(0); // it grew: read as it now is
            }
            long size = ch.size();
            if (size > MAX_INPUT) {
                throw new IOException(name + ": " + size + " bytes, more than the " + MAX_INPUT + " dxkit reads");
            }
            byte[] b = new byte[(int) size];
            java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(b);
            if (size > headFirst) {
                buf.limit(4);
                readFully(ch, buf);
                if (!wanted.test(java.util.Arrays.copyOf(b, buf.position()))) {
                    return null;
                }
                buf.limit(b.length);
            }
            readFully(ch, buf);
            if (buf.position() < b.length) {
                return java.util.Arrays.copyOf(b, buf.position()); // it shrank since it was sized
            }
            return b;
        } catch (java.nio.file.AccessDeniedException e) {
            throw new IOException(name + ": permission denied", e);
        }
    }

    /**
     * A thread's reusable read buffer, outside the heap: a channel reads into it directly, where a heap buffer
     * would be read into the JDK's own temporary one and copied.
     */
    static final class Scratch {
        private java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocateDirect(1 << 16);

        /** The buffer, cleared, with room for exactly {@code n} bytes. */
        java.nio.ByteBuffer room(int n) {
            if (buf.capacity() < n) {
                buf = java.nio.ByteBuffer.allocateDirect(Math.max(n, Math.min(2 * buf.capacity(), Integer.MAX_VALUE / 2)));
            }
            buf.clear().limit(n);
            return buf;
        }
    }

    private static void readFully(java.nio.channels.FileChannel ch, java.nio.ByteBuffer buf) throws IOException {
        while (buf.hasRemaining() && ch.read(buf) >= 0) {
            // until full or at the end
        }
    }

    /**
     * The outputs of a batch under one folder, written atomically (a temporary file beside the target, then a
     * rename) with the fewest calls: each folder is created once, and a target the plan saw missing is written
     * without looking at it again (temporary file created, written with one call, closed, renamed). A target
     * that existed when it was claimed goes through {@link #writeAtomically}, which keeps its mode and writes
     * through a link. Safe for many threads.
     */
    static final class BatchWriter {
        /** A new file for writing: created here, or failing if anything is there (0666 less the umask). */
        private static final Set<StandardOpenOption> CREATE_NEW = Set.of(StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE);

        /** The folders made (or found) so far; a thread that needs one another thread is making waits for it. */
        private final java.util.concurrent.ConcurrentHashMap<Path, Boolean> folders = new java.util.concurrent.ConcurrentHashMap<>();

        /** Writes {@code data} to {@code target}; {@code existed} is what the plan's claim found. */
        void write(Path target, boolean existed, byte[] data) throws IOException {
            Path dir = target.getParent();
            if (dir != null && !folders.containsKey(dir)) {
                try {
                    folders.computeIfAbsent(dir, d -> {
                        try {
                            Files.createDirectories(d);
                            return Boolean.TRUE;
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e); // not recorded: the next file tries again
                        }
                    });
                } catch (java.io.UncheckedIOException e) {
                    throw new IOException(dir + ": cannot create the folder (" + e.getCause().getClass().getSimpleName() + ")", e.getCause());
                }
            }
            if (existed) {
                writeAtomically(target, data);
                return;
            }
            writeNew(target, data);
        }

        /**
         * Creates {@code at}, a new file in a batch's hidden folder ({@link Staging}), with {@code data}: one create
         * that fails if anything is there, one write, no temporary name and no rename (the folder is shown whole
         * at the end). Errors name {@code shown}, where the user will look for the listing.
         */
        void createNew(Path at, Path shown, java.nio.ByteBuffer data) throws IOException {
            try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(at, CREATE_NEW)) {
                while (data.hasRemaining()) {
                    ch.write(data);
                }
            } catch (java.nio.file.AccessDeniedException e) {
                throw new IOException(shown + ": permission denied", e);
            } catch (IOException e) {
                throw new IOException(shown + ": cannot write (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")", e);
            }
        }

        /** Writes {@code data} to {@code target}, in a folder that exists, where nothing was when the batch began. */
        void writeNew(Path target, byte[] data) throws IOException {
            String name = target.toString();
            Path tmp = null;
            try {
                for (int i = 0; tmp == null; i++) {
                    Path t = target.resolveSibling("." + target.getFileName() + "."
                            + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
                    try (OutputStream out = Files.newOutputStream(t, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                        tmp = t;
                        out.write(data);
                    } catch (FileAlreadyExistsException e) {
                        if (i > 100) {
                            throw e;
                        }
                    }
                }
                try {
                    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
                }
                tmp = null; // renamed: nothing to clean up
            } catch (java.nio.file.AccessDeniedException e) {
                throw new IOException(name + ": permission denied", e);
            } catch (IOException e) {
                throw new IOException(name + ": cannot write (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")", e);
            } finally {
                if (tmp != null) {
                    Files.deleteIfExists(tmp);
                }
            }
        }
    }

    /** The first {@code n} bytes of {@code p} (fewer if it is shorter); refuses what is not a regular file. */
    static byte[] head(Path p, int n) throws IOException {
        requireRegularFile(p, p.toString());
        try (InputStream in = Files.newInputStream(p)) {
            return in.readNBytes(n);
        }
    }
}
