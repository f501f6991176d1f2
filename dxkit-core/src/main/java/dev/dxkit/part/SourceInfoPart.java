package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * The SRCI part: shader source information (LLVM DirectX container reference, "SRCI Part"). Written to the
 * companion PDB; dxkit reads it wherever it appears. Sections are 4-byte aligned.
 *
 * <pre>
 * header:          u32 aligned size, u16 flags (0), u16 section count
 * section header:  u32 aligned size, u16 flags (0), u16 type (0 contents, 1 names, 2 args), then the data
 * names:           u32 flags, u32 count, u16 entries size (+2 padding); entries {u32 aligned size, u32 flags,
 *                  u32 name size, u32 content size} + name + NUL, aligned
 * contents:        u32 aligned size, u16 flags, u16 compression (0 none, 1 zlib), u32 entries size,
 *                  u32 uncompressed size, u32 count; entries (after inflating) {u32 aligned size, u32 flags,
 *                  u32 content size} + text + NUL, aligned
 * args:            u32 flags, u32 size, u32 count; then count pairs of NUL-terminated strings (name, value)
 * </pre>
 * Compressed contents are inflated with {@link Inflater} into exactly the stored uncompressed size, which is
 * bounded by {@link #MAX_SOURCE_BYTES}: a hostile size fails before anything is allocated.
 *
 * @param names    the source file names, in order
 * @param contents the source texts, in the same order
 * @param args     the compiler arguments as name/value pairs (value "" for a flag)
 * @param bytes    the part data as stored
 */
public record SourceInfoPart(List<String> names, List<String> contents, List<List<String>> args, Bytes bytes)
        implements Part {
    /** The largest uncompressed source accepted: 256 MiB. */
    public static final int MAX_SOURCE_BYTES = 256 << 20;

    /**
     * Copies {@code names}, {@code contents} and {@code args}, so that the collections it was given cannot change the
     * record.
     *
     * @param names the source file names, in order
     * @param contents the source texts, in the same order
     * @param args the compiler arguments as name/value pairs (value "" for a flag)
     * @param bytes the part data as stored
     */
    public SourceInfoPart {
        names = List.copyOf(names);
        contents = List.copyOf(contents);
        args = List.copyOf(args);
    }

    /**
     * Reads an SRCI part's data.
     *
     * @return the part
     * @param data the part's data
     */
    public static SourceInfoPart read(Bytes data) {
        ByteReader r = data.reader("SRCI");
        r.require(0, 8, "the source-info header");
        int sections = r.u16At(6);
        List<String> names = new ArrayList<>();
        List<String> contents = new ArrayList<>();
        List<List<String>> args = new ArrayList<>();
        int at = 8;
        for (int s = 0; s < sections; s++) {
            int size = r.countAt(at, data.size() - at, "section size");
            if (size < 8) {
                throw r.error(at, "section size at least 8, found " + size);
            }
            int type = r.u16At(at + 6);
            ByteReader sec = data.slice(at + 8, size - 8).reader("SRCI section " + type);
            switch (type) {
                case 0 -> contents.addAll(contents(sec, data.slice(at + 8, size - 8)));
                case 1 -> names.addAll(names(sec));
                case 2 -> args.addAll(args(sec));
                default -> throw r.error(at + 6, "section type 0, 1 or 2, found " + type);
            }
            at += size;
        }
        return new SourceInfoPart(names, contents, args, data);
    }

    private static List<String> names(ByteReader r) {
        r.require(0, 12, "the names header");
        int count = r.countAt(4, r.size() / 16, "name count");
        List<String> out = new ArrayList<>(count);
        int at = 12;
        for (int i = 0; i < count; i++) {
            int size = r.countAt(at, r.size() - at, "name entry size");
            int nameSize = r.countAt(at + 8, size, "name size");
            r.require(at + 16, nameSize, "a name");
            out.add(new String(r.bytesAt(at + 16, nameSize), StandardCharsets.UTF_8).replace("\0", ""));
            if (size < 16) {
                throw r.error(at, "name entry size at least 16, found " + size);
            }
            at += size;
        }
        return out;
    }

    private static List<String> contents(ByteReader r, Bytes section) {
        r.require(0, 20, "the contents header");
        int compression = r.u16At(6);
        int stored = r.countAt(8, r.size() - 20, "entries size");
        long uncompressed = r.u32At(12);
        int count = r.countAt(16, uncompressed / 12, "content count");
        if (uncompressed > MAX_SOURCE_BYTES) {
            throw r.error(12, "uncompressed size at most " + MAX_SOURCE_BYTES + ", found " + uncompressed);
        }
        byte[] entries;
        if (compression == 0) {
            entries = r.bytesAt(20, stored);
        } else if (compression == 1) {
            // deflate expands at most 1,032 times: a larger claim is refused before anything is allocated, and the
            // buffer grows with what the stream really gives (a damaged header cannot reserve the whole bound)
            if (uncompressed > 1032L * stored + 64) {
                throw r.error(12, "uncompressed size " + uncompressed + " is more than " + stored
                        + " deflated bytes can give");
            }
            entries = new byte[(int) Math.min(uncompressed, 4L * stored + 1024)];
            Inflater inflater = new Inflater();
            try {
                inflater.setInput(section.array(), section.arrayOffset() + 20, stored);
                int n = 0;
                while (n < uncompressed && !inflater.finished()) {
                    if (n == entries.length) {
                        entries = java.util.Arrays.copyOf(entries, (int) Math.min(uncompressed, 2L * entries.length));
                    }
                    int got = inflater.inflate(entries, n, entries.length - n);
                    if (got == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                        break;
                    }
                    n += got;
                }
                if (n != uncompressed || !inflater.finished()) {
                    throw r.error(20, "zlib contents inflate to " + n + " bytes (stream "
                            + (inflater.finished() ? "ended" : "not ended") + "), header says " + uncompressed);
                }
            } catch (DataFormatException e) {
                throw r.error(20, "zlib contents: " + e.getMessage());
            } finally {
                inflater.end();
            }
        } else {
            throw r.error(6, "compression 0 or 1, found " + compression);
        }
        ByteReader er = Bytes.wrap(entries).reader("SRCI contents");
        List<String> out = new ArrayList<>(count);
        int at = 0;
        for (int i = 0; i < count; i++) {
            int size = er.countAt(at, entries.length - at, "content entry size");
            int textSize = er.countAt(at + 8, size, "content size");
            er.require(at + 12, textSize, "a source text");
            out.add(new String(er.bytesAt(at + 12, textSize), StandardCharsets.UTF_8).replace("\0", ""));
            if (size < 12) {
                throw er.error(at, "content entry size at least 12, found " + size);
            }
            at += size;
        }
        return out;
    }

    private static List<List<String>> args(ByteReader r) {
        r.require(0, 12, "the args header");
        int size = r.countAt(4, r.size() - 12, "args size");
        int count = r.countAt(8, size, "arg count");
        List<List<String>> out = new ArrayList<>(count);
        int at = 12;
        for (int i = 0; i < count; i++) {
            String name = r.cStringAt(at);
            at += name.length() + 1;
            String value = r.cStringAt(at);
            at += value.length() + 1;
            out.add(List.of(name, value));
        }
        return out;
    }

    @Override
    public String fourCC() {
        return "SRCI";
    }

    @Override
    public java.util.Map<String, Object> tree() {
        return RecordTree.of(this);
    }

    @Override
    public Bytes encode() {
        return bytes;
    }
}
