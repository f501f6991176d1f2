package dev.dxkit.census;

import dev.dxkit.archive.Archive;
import dev.dxkit.container.Carver;
import dev.dxkit.d3d9.D3d9Carver;
import dev.dxkit.container.Container;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.LittleEndian;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Counts one file at a time into a {@link CensusShare}: reads its first bytes, and if it starts like a
 * container ("DXBC") or a Direct3D 9 program (a version token) reads it whole, classifies it and runs the
 * {@link Survey surveys}; with carving, looks for containers inside any other file; a zip, tar or tar.gz
 * ({@link Archive}) is read in place, each regular member counted as a file named {@code ARCHIVE!/MEMBER}.
 * Whatever a file holds, it ends as counted or as a refusal: this never throws for a file's bytes.
 *
 * <p>One instance per thread: it keeps one read buffer, reused from file to file. Where the distinct
 * programs are counted is the caller's ({@link Distinct}): the CLI counts them as it goes, a cluster job
 * shuffles their sha256.
 */
public final class FileCensus {
    /** Files larger than this are refused before they are read. */
    public static final long MAX_FILE = 1L << 30;
    /**
     * Bytes read at first; a file that is no program is dropped after these (its first four bytes decide).
     * One page: a collection holds many files beside its programs (listings, sources, packs), and copying
     * more of each only to drop it costs CPU; a program longer than this is read on in a second call.
     */
    static final int HEAD = 4096;
    /** The largest read buffer kept between files. */
    static final int KEEP = 16 * 1024 * 1024;

    /** Where each program every survey read is counted for the distinct-program measures. */
    public interface Distinct {
        /**
         * Counts {@code program}, found at {@code offset} of {@code file} (null when the bytes cannot be read
         * again from a file of their own: an archive's member, a remote file), in {@code group}; says whether
         * its sha256 is new to the group, so that the group's distinct count goes up now.
         */
        boolean add(String group, Bytes program, Path file, long offset);

        /**
         * {@link #add(String, Bytes, Path, long)}, where {@code held} (when not null) holds the program's bytes
         * too, and is never changed: a set may keep it to compare later copies with, instead of reading the program
         * again.
         */
        default boolean add(String group, Bytes program, Path file, long offset, byte[] held) {
            return add(group, program, file, offset);
        }
    }

    /** A file's bytes, read in order from its first. */
    public interface Source extends Closeable {
        /** Reads the next bytes into {@code b[at, at + n)}, the file's bytes at offset {@code at}; fewer only at the end. */
        int read(byte[] b, int at, int n) throws IOException;

        /** The whole file as a stream, whose first {@code length} bytes were read into {@code head} already. */
        InputStream stream(byte[] head, int length) throws IOException;
    }

    /** Opens a file's {@link Source}. */
    public interface Opener {
        /** Opens the file for reading. */
        Source open() throws IOException;
    }

    /** Where a program's bytes came from. */
    private enum Origin {
        /** A file that starts with "DXBC". */
        FILE,
        /** A file that starts with a Direct3D 9 version token. */
        D3D9,
        /** A container found inside another file. */
        CARVED,
        /** A Direct3D 9 program found inside another file. */
        CARVED_D3D9
    }

    private final boolean carve;
    private final List<Survey> surveys;
    private final Distinct distinct;
    /** The counts of programs seen before, shared by the workers of a run; null when every program is surveyed. */
    private final SurveyMemo memo;
    /** Per group tally: the counts of the copies of kept programs read and not yet put into it ({@link #flush}). */
    private final IdentityHashMap<Tally, SurveyMemo.Sum> copies = new IdentityHashMap<>();
    private byte[] buffer = new byte[HEAD];
    /** How many bytes of the current file are in the buffer: its head, read first. */
    private int head;
    /** How many bytes of the current file are in the buffer once it is read whole. */
    private int size;

    /**
     * A census of single files that runs {@code surveys} on each program, carving containers out of other files when
     * {@code carve}, and counts copies in {@code distinct}.
     */
    public FileCensus(boolean carve, List<Survey> surveys, Distinct distinct) {
        this(carve, surveys, distinct, null);
    }

    /** As {@link #FileCensus(boolean, List, Distinct)}, reusing the counts of programs kept in {@code memo} (if not null). */
    FileCensus(boolean carve, List<Survey> surveys, Distinct distinct, SurveyMemo memo) {
        this.carve = carve;
        this.surveys = List.copyOf(surveys);
        this.distinct = distinct;
        this.memo = memo;
    }

    /**
     * Counts the file {@code name} of {@code group}, {@code size} bytes long as listed (a file that shrank
     * since reads short), opened by {@code opener} and found at {@code path} (null when it is no local
     * file), into {@code share}. The members of an archive are counted in {@code memberGroup.apply(member)}.
     */
    public void file(String name, String group, long size, Path path, Opener opener,
                     UnaryOperator<String> memberGroup, CensusShare share) {
        Tally t = null; // set once the file is counted as one (an archive is not, unless it is refused)
        try (Source src = opener.open()) {
            if (archive(name, group, size, src, memberGroup, share)) {
                return;
            }
            t = share.group(group);
            t.add(Measure.FILES, 1);
            t.add(Measure.BYTES, size);
            readAndSurvey(t, share, group, name, path, src, size);
        } catch (IOException e) {
            if (t == null) {
                share.group(group).add(Measure.FILES, 1);
            }
            share.refuse(group, name, "io", "io: " + CensusWalker.ioMessage(e));
        }
    }

    /**
     * Reads the head of the file; if it is an archive, counts its members and says so. The head is read
     * into the buffer, where {@link #read} finds it.
     */
    private boolean archive(String name, String group, long size, Source src, UnaryOperator<String> memberGroup,
                            CensusShare share) throws IOException {
        head = src.read(buffer, 0, (int) Math.min(size, HEAD));
        int first = head >= 4 ? LittleEndian.i32(buffer, 0) : 0;
        if (first == Container.MAGIC || ShaderVersion.isKnown(first)) {
            return false;
        }
        Archive kind = Archive.of(buffer, head);
        if (kind == null) {
            return false;
        }
        InputStream whole = src.stream(Arrays.copyOf(buffer, head), head);
        try {
            kind.read(whole, (member, memberSize, data) -> {
                String m = member;
                while (m.startsWith("/") || m.startsWith("./")) { // the member's path under the archive
                    m = m.substring(m.charAt(0) == '/' ? 1 : 2);
                }
                member(name + "!/" + m, memberGroup.apply(m), memberSize, data, share);
            });
        } catch (DxFormatException e) {
            Tally t = share.group(group);
            t.add(Measure.FILES, 1);
            t.add(Measure.BYTES, size);
            share.refuse(group, name, e.where(), e.getMessage());
        }
        return true;
    }

    /** A member of an archive: counted as a file of its own, never opened as an archive in turn. */
    private void member(String name, String group, long listed, InputStream data, CensusShare share) throws IOException {
        Tally t = share.group(group);
        t.add(Measure.FILES, 1);
        Source src = stream(data);
        long size = listed;
        head = data.readNBytes(buffer, 0, (int) (listed < 0 ? HEAD : Math.min(listed, HEAD)));
        if (listed < 0) { // a zip member whose size follows its bytes: learn it by reading to its end
            size = wanted() ? head + readRest(data) : head + drain(data);
            if (wanted() && size <= MAX_FILE) {
                src = stream(new ByteArrayInputStream(buffer, head, (int) size - head)); // already in the buffer
            }
        }
        t.add(Measure.BYTES, size);
        readAndSurvey(t, share, group, name, null, src, size);
    }

    /** A file (or member) of {@code size} bytes, counted: refused when too large, else read and surveyed. */
    private void readAndSurvey(Tally t, CensusShare share, String group, String name, Path path, Source src,
                               long size) throws IOException {
        if (size > MAX_FILE) {
            share.refuse(group, name, "io", "io: " + size + " bytes, more than the " + MAX_FILE + " a census reads");
            return;
        }
        Origin origin = read(src, (int) size);
        if (origin == null) {
            t.add(Measure.SKIPPED, 1);
            return;
        }
        survey(t, share, group, name, path, origin);
    }

    /** {@return whether the file whose head is in the buffer is read whole: a program, or anything when carving} */
    private boolean wanted() {
        int first = head >= 4 ? LittleEndian.i32(buffer, 0) : 0;
        return carve || first == Container.MAGIC || ShaderVersion.isKnown(first);
    }

    /** Reads the rest of {@code in} into the buffer after the head, up to one byte past {@link #MAX_FILE}. */
    private long readRest(InputStream in) throws IOException {
        int at = head;
        while (at <= MAX_FILE) {
            if (at == buffer.length) {
                buffer = Arrays.copyOf(buffer, (int) Math.min(MAX_FILE + 1, 2L * buffer.length));
            }
            int n = in.read(buffer, at, buffer.length - at);
            if (n < 0) {
                break;
            }
            at += n;
        }
        return at > MAX_FILE ? at + drain(in) - head : at - head;
    }

    /** Reads {@code in} to its end; says how many bytes that was. */
    private static long drain(InputStream in) throws IOException {
        long n = 0;
        byte[] skip = new byte[8192];
        for (int k; (k = in.read(skip)) >= 0; ) {
            n += k;
        }
        return n;
    }

    /**
     * With the head in the buffer, decides what the file is and reads the rest of it when it is to be
     * surveyed; null for a file that is skipped.
     */
    private Origin read(Source src, int length) throws IOException {
        int first = head >= 4 ? LittleEndian.i32(buffer, 0) : 0;
        boolean container = first == Container.MAGIC;
        boolean d3d9 = ShaderVersion.isKnown(first);
        if (!container && !d3d9 && !carve) {
            return null;
        }
        if (length > head) {
            if (buffer.length < length) {
                buffer = Arrays.copyOf(buffer, length);
            }
            size = head + src.read(buffer, head, length - head);
        } else {
            size = head;
        }
        return container ? Origin.FILE : d3d9 ? Origin.D3D9 : Origin.CARVED;
    }

    private void survey(Tally t, CensusShare share, String group, String name, Path path, Origin origin) {
        Bytes data = Bytes.wrap(buffer, 0, size);
        if (origin == Origin.CARVED) {
            t.add(Measure.SKIPPED, 1);
            carve(t, share, group, name, path, data.toArray());
        } else {
            program(t, share, group, name, path, 0, data, origin);
        }
        if (buffer.length > KEEP) {
            buffer = new byte[HEAD]; // one huge file must not hold its memory for the rest of the run
        }
    }

    private void carve(Tally t, CensusShare share, String group, String name, Path file, byte[] data) {
        List<Carver.Found> found;
        try {
            found = Carver.carve(data);
        } catch (DxFormatException e) {
            share.refuse(group, name, e.where(), e.getMessage());
            return;
        }
        for (Carver.Found f : found) {
            program(t, share, group, name + "@0x" + Long.toHexString(f.offset()), file, f.offset(),
                    f.container().bytes(), Origin.CARVED);
        }
        // Direct3D 9 programs outside every container found (an Aon9 part's program is its container's own)
        for (D3d9Carver.Found f : D3d9Carver.carve(data)) {
            boolean inside = false;
            for (Carver.Found c : found) {
                inside |= f.offset() >= c.offset() && f.offset() < c.offset() + c.size();
            }
            if (!inside) {
                program(t, share, group, name + "@0x" + Long.toHexString(f.offset()), file, f.offset(),
                        f.program().bytes(), Origin.CARVED_D3D9);
            }
        }
    }

    private void program(Tally t, CensusShare share, String group, String name, Path file, long offset, Bytes data,
                         Origin origin) {
        // a whole file's counts are those of its bytes: a copy of a program kept in the memo is not surveyed again
        boolean whole = memo != null && (origin == Origin.FILE || origin == Origin.D3D9);
        long key = whole ? SurveyMemo.key(data.array(), data.arrayOffset(), data.size()) : 0;
        SurveyMemo.Kept known = whole ? memo.find(key, data.array(), data.arrayOffset(), data.size()) : null;
        Tally scratch = null; // merged only when every survey succeeded
        long d3d9Instructions;
        byte[] held = null; // the program's bytes as the memo keeps them
        if (known != null) {
            d3d9Instructions = known.d3d9Instructions();
            held = known.bytes();
        } else {
            scratch = new Tally();
            d3d9Instructions = survey(scratch, share, group, name, data, origin);
            if (d3d9Instructions == REFUSED) {
                return;
            }
            if (whole) {
                held = memo.keep(key, data.array(), data.arrayOffset(), data.size(), scratch, d3d9Instructions);
            }
        }
        boolean added = distinct.add(group, data, file, offset, held);
        if (share.listing()) {
            share.list(ProgramEntry.of(name, group, ProgramList.sha256(data), data.size(),
                    known != null ? memo.tally(known) : scratch, d3d9Instructions));
        }
        if (known != null) { // its counts are summed with the group's other copies, and put into t by flush()
            SurveyMemo.Sum sum = copies.get(t);
            if (sum == null) {
                sum = new SurveyMemo.Sum();
                copies.put(t, sum);
            }
            sum.add(known, t);
        } else {
            t.merge(scratch);
        }
        if (added) {
            t.add(Measure.DISTINCT, 1);
        }
    }

    /**
     * Puts the counts of the copies of kept programs read so far into their groups' tallies (as they are read, a
     * copy's counts are added up in an array by key number, one per group: {@link SurveyMemo.Sum}). A run with a
     * {@link SurveyMemo} calls this when the last file is read, before its share is read.
     */
    void flush() {
        for (Map.Entry<Tally, SurveyMemo.Sum> g : copies.entrySet()) {
            g.getValue().into(g.getKey(), memo);
        }
        copies.clear();
    }

    /** What {@link #survey(Tally, CensusShare, String, String, Bytes, Origin)} returns for a refused program. */
    private static final long REFUSED = Long.MIN_VALUE;

    /**
     * Runs the surveys on one program into {@code scratch}; returns its Direct3D 9 instruction count (-1 for a
     * container), or {@link #REFUSED} when it was refused (listed in {@code share}).
     */
    private long survey(Tally scratch, CensusShare share, String group, String name, Bytes data, Origin origin) {
        long d3d9Instructions = -1;
        try {
            if (origin == Origin.D3D9 || origin == Origin.CARVED_D3D9) {
                D3D9Walk.Program p = D3D9Walk.walk(data);
                d3d9Instructions = p.instructions();
                if (origin == Origin.CARVED_D3D9) {
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
                if (origin == Origin.CARVED) {
                    scratch.add(Measure.CARVED, 1);
                }
            }
        } catch (DxFormatException e) {
            share.refuse(group, name, e.where(), e.getMessage());
            return REFUSED;
        } catch (RuntimeException | StackOverflowError e) { // a decoder's bug must not stop the run; it is listed, not hidden
            share.refuse(group, name, "internal", "internal error: " + e);
            return REFUSED;
        }
        return d3d9Instructions;
    }

    /** A stream as a {@link Source}. */
    public static Source stream(InputStream in) {
        return new Source() {
            @Override
            public int read(byte[] b, int at, int n) throws IOException {
                return in.readNBytes(b, at, n);
            }

            @Override
            public InputStream stream(byte[] head, int length) {
                return new SequenceInputStream(new ByteArrayInputStream(head, 0, length), in);
            }

            @Override
            public void close() throws IOException {
                in.close();
            }
        };
    }
}
