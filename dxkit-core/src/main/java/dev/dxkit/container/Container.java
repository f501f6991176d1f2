package dev.dxkit.container;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.io.FourCC;
import dev.dxkit.io.LittleEndian;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A DirectX container (DXBC or DXIL): the header, the directory and the parts it locates.
 *
 * <pre>
 * 0x00  u8[4]   magic "DXBC"
 * 0x04  u8[16]  digest (see {@link ContainerDigest})
 * 0x14  u16     major version (1)
 * 0x16  u16     minor version (0)
 * 0x18  u32     total size in bytes
 * 0x1c  u32     part count N
 * 0x20  u32[N]  offset of each part header
 * each part:  u32 FourCC, u32 size, size bytes
 * </pre>
 *
 * <p>Follows the spec's "Container" section and LLVM's DirectX container reference. Reading is eager for the
 * header and directory and tolerant of layout {@link Finding findings}; it refuses, with a
 * {@link DxFormatException} naming the byte, only when a part cannot be located. A container is immutable:
 * edits return new containers that are re-signed. An unedited container keeps its original bytes and
 * {@link #toBytes()} returns them unchanged.
 */
public final class Container {
    /** "DXBC" as a little-endian word. */
    public static final int MAGIC = FourCC.of("DXBC");
    /** Size of the fixed header, up to the directory. */
    public static final int HEADER_SIZE = 32;

    private final Bytes original; // null when the container was built by an edit and not yet written
    private final int majorVersion;
    private final int minorVersion;
    private final long storedSize;
    private final Bytes storedDigest;
    private final List<PartEntry> parts;
    private final List<Finding> layoutFindings; // found while reading the header and directory
    private List<Finding> findings;             // layout findings plus the digest's, made on first use
    private DigestState digestState;            // computed on first use
    private byte[] written; // memoised layout of an edited container

    private Container(Bytes original, int major, int minor, long storedSize, Bytes storedDigest,
                      List<PartEntry> parts, List<Finding> findings) {
        this.original = original;
        this.majorVersion = major;
        this.minorVersion = minor;
        this.storedSize = storedSize;
        this.storedDigest = storedDigest;
        this.parts = List.copyOf(parts);
        this.layoutFindings = List.copyOf(findings);
    }

    /**
     * Reads the container in {@code data}, which it keeps (the caller must not change the array).
     *
     * @param data the bytes
     */
    public static Container read(byte[] data) {
        return read(Bytes.wrap(data));
    }

    /** Reads the file at {@code path}. */
    public static Container read(Path path) throws IOException {
        return read(Files.readAllBytes(path));
    }

    /**
     * Reads the container whose bytes are exactly {@code data}.
     *
     * @param data the bytes
     */
    public static Container read(Bytes data) {
        ByteReader r = data.reader("container");
        int size = data.size();
        r.require(0, HEADER_SIZE, "the container header");
        if (r.i32At(0) != MAGIC) {
            throw r.error(0, "expected magic \"DXBC\", found \"" + r.fourCcAt(0) + "\"");
        }
        int major = r.u16At(0x14);
        int minor = r.u16At(0x16);
        long storedSize = r.u32At(0x18);
        long count = r.u32At(0x1c);
        long dirEnd = HEADER_SIZE + 4 * count;
        if (dirEnd > size) {
            throw r.error(0x1c, "part count " + count + " needs a directory up to byte " + dirEnd
                    + ", the container has " + size + " bytes");
        }
        List<Finding> findings = new ArrayList<>();
        if (major != 1 || minor != 0) {
            findings.add(new Finding(Finding.Kind.VERSION, 0x14, "expected version 1.0, found " + major + "." + minor));
        }
        if (storedSize != size) {
            findings.add(new Finding(Finding.Kind.SIZE, 0x18, "stored size " + storedSize + ", the container has " + size + " bytes"));
        }
        List<PartEntry> parts = new ArrayList<>((int) count);
        Set<Integer> kinds = new HashSet<>();
        long expected = dirEnd; // where the next part starts in the canonical layout
        for (int i = 0; i < count; i++) {
            int dirAt = HEADER_SIZE + 4 * i;
            long at = r.u32At(dirAt);
            if (at < dirEnd) {
                throw r.error(dirAt, "part " + i + " offset 0x" + Long.toHexString(at)
                        + " lies inside the header and directory (which end at 0x" + Long.toHexString(dirEnd) + ")");
            }
            if (at > size - PartEntry.HEADER_SIZE) {
                throw r.error(dirAt, "part " + i + " offset 0x" + Long.toHexString(at)
                        + " leaves no room for its 8-byte header in " + size + " bytes");
            }
            int fourCC = r.i32At((int) at);
            long partSize = r.u32At((int) at + 4);
            long dataAt = at + PartEntry.HEADER_SIZE;
            if (partSize > size - dataAt) {
                throw r.error(at + 4, "part " + i + " (" + FourCC.toString(fourCC) + ") size " + partSize
                        + " runs past the end: " + (size - dataAt) + " bytes left");
            }
            if (at > expected) {
                findings.add(new Finding(Finding.Kind.GAP, expected, "part " + i + " (" + FourCC.toString(fourCC)
                        + ") expected at 0x" + Long.toHexString(expected) + ", found at 0x" + Long.toHexString(at)));
            } else if (at < expected) {
                findings.add(new Finding(Finding.Kind.OVERLAP, at, "part " + i + " (" + FourCC.toString(fourCC)
                        + ") expected at 0x" + Long.toHexString(expected) + ", found at 0x" + Long.toHexString(at)));
            }
            if (!kinds.add(fourCC)) {
                findings.add(new Finding(Finding.Kind.DUPLICATE_PART, at, "part " + i + " repeats kind "
                        + FourCC.toString(fourCC)));
            }
            parts.add(new PartEntry(fourCC, at, data.slice((int) dataAt, (int) partSize)));
            expected = dataAt + partSize;
        }
        if (expected < size) {
            findings.add(new Finding(Finding.Kind.TRAILING_BYTES, expected,
                    (size - expected) + " bytes after the last part"));
        }
        Bytes digest = data.slice(4, 16);
        // The digest (a pass over every byte) is computed when first asked for, not here: a listing or a
        // census that only needs the parts never pays for it.
        return new Container(data, major, minor, storedSize, digest, parts, findings);
    }

    /**
     * Reads {@code data} and refuses it, naming the byte, unless its layout is canonical and its digest
     * correct.
     *
     * @param data the bytes
     */
    public static Container readCanonical(Bytes data) {
        Container c = read(data);
        if (!c.findings().isEmpty()) {
            Finding f = c.findings().get(0);
            throw new DxFormatException("container", f.offset(), f.kind().label() + ": " + f.message());
        }
        return c;
    }

    /** A container of {@code parts}, laid out canonically and signed. */
    public static Container of(List<PartEntry> parts) {
        return read(ContainerWriter.write(parts));
    }

    /** {@return the major version word (1 in every known container)} */
    public int majorVersion() {
        return majorVersion;
    }

    /** {@return the minor version word (0 in every known container)} */
    public int minorVersion() {
        return minorVersion;
    }

    /** {@return the total size stored at byte 0x18} */
    public long storedSize() {
        return storedSize;
    }

    /** {@return the digest stored at bytes 4 to 20} */
    public Bytes storedDigest() {
        return storedDigest;
    }

    /** {@return the digest computed from the container's bytes} */
    public byte[] computedDigest() {
        Bytes b = bytes();
        return ContainerDigest.compute(b.array(), b.arrayOffset(), b.size());
    }

    /** {@return how the stored digest compares with the computed one} */
    public DigestState digestState() {
        DigestState s = digestState;
        if (s == null) {
            if (isZero(storedDigest)) {
                s = DigestState.ZERO;
            } else {
                byte[] stored = storedDigest.toArray();
                if (Arrays.equals(stored, computedDigest())) {
                    s = DigestState.OK;
                } else {
                    Bytes b = bytes();
                    s = Arrays.equals(stored, ContainerDigest.computeDebug(b.array(), b.arrayOffset(), b.size()))
                            ? DigestState.DEBUG : DigestState.MISMATCH;
                }
            }
            digestState = s; // a benign race: every thread computes the same value
        }
        return s;
    }

    /** {@return the parts in directory order} */
    public List<PartEntry> parts() {
        return parts;
    }

    /**
     * The first part of kind {@code fourCC} ("SHEX", "DXIL", …).
     *
     * @param fourCC the part kind, four characters ({@code RDEF})
     */
    public Optional<PartEntry> part(String fourCC) {
        int code = FourCC.of(fourCC);
        for (PartEntry p : parts) {
            if (p.fourCC() == code) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a part of kind {@code fourCC} is present.
     *
     * @param fourCC the part kind, four characters ({@code RDEF})
     */
    public boolean has(String fourCC) {
        return part(fourCC).isPresent();
    }

    /** {@return the deviations from the canonical layout, in the order of the bytes they concern (digest last)} */
    public List<Finding> findings() {
        List<Finding> f = findings;
        if (f == null) {
            List<Finding> all = new ArrayList<>(layoutFindings);
            Finding hash = ShaderHash.stale(this);
            if (hash != null) {
                all.add(hash);
            }
            DigestState state = digestState();
            if (state == DigestState.ZERO) {
                all.add(new Finding(Finding.Kind.DIGEST_ZERO, 4, "stored digest is zero, computed "
                        + Bytes.wrap(computedDigest()).hex()));
            } else if (state == DigestState.MISMATCH) {
                all.add(new Finding(Finding.Kind.DIGEST_MISMATCH, 4, "stored digest " + storedDigest.hex()
                        + ", computed " + Bytes.wrap(computedDigest()).hex()));
            }
            f = List.copyOf(all);
            findings = f; // a benign race, as for the digest state
        }
        return f;
    }

    /** True when the layout is canonical and the digest correct. */
    public boolean isCanonical() {
        return findings().isEmpty();
    }

    /** {@return the container's bytes: the original ones if it was read and not edited} */
    public Bytes bytes() {
        if (original != null) {
            return original;
        }
        if (written == null) {
            written = ContainerWriter.write(parts);
        }
        return Bytes.wrap(written);
    }

    /** {@return a fresh copy of {@link #bytes()}} */
    public byte[] toBytes() {
        return bytes().toArray();
    }

    /**
     * The container laid out anew from its parts (canonical header, directory, no gaps) and signed. For a
     * canonical container this equals {@link #toBytes()}.
     */
    public byte[] rebuild() {
        return ContainerWriter.write(parts);
    }

    /** {@return this container with a correct digest (and, if it was not canonical, a canonical layout)} */
    public Container signed() {
        return read(rebuild());
    }

    /**
     * This container with the part of kind {@code fourCC} replaced by {@code data}, or, when it has none,
     * with a part of that kind appended; re-laid and re-signed.
     *
     * @param fourCC the part kind, four characters ({@code RDEF})
     * @param data the bytes
     */
    public Container withPart(String fourCC, Bytes data) {
        int code = FourCC.of(fourCC);
        List<PartEntry> next = new ArrayList<>(parts.size() + 1);
        boolean replaced = false;
        for (PartEntry p : parts) {
            if (p.fourCC() == code && !replaced) {
                next.add(new PartEntry(code, -1, data));
                replaced = true;
            } else {
                next.add(p);
            }
        }
        if (!replaced) {
            next.add(new PartEntry(code, -1, data));
        }
        return of(next);
    }

    /**
     * This container with a part of kind {@code fourCC} inserted at directory position {@code index}.
     *
     * @param fourCC the part kind, four characters ({@code RDEF})
     * @param data the bytes
     */
    public Container withPartAt(int index, String fourCC, Bytes data) {
        List<PartEntry> next = new ArrayList<>(parts);
        next.add(index, PartEntry.of(fourCC, data));
        return of(next);
    }

    /**
     * This container without its parts of kind {@code fourCC}; re-laid and re-signed.
     *
     * @param fourCC the part kind, four characters ({@code RDEF})
     */
    public Container withoutPart(String fourCC) {
        int code = FourCC.of(fourCC);
        List<PartEntry> next = new ArrayList<>(parts.size());
        for (PartEntry p : parts) {
            if (p.fourCC() != code) {
                next.add(p);
            }
        }
        return of(next);
    }

    /**
     * This container with its parts in the order of {@code kinds} (every part kind named once); re-laid and
     * re-signed.
     */
    public Container withPartOrder(List<String> kinds) {
        if (kinds.size() != parts.size()) {
            throw new IllegalArgumentException("name each of the " + parts.size() + " parts once, got " + kinds);
        }
        List<PartEntry> next = new ArrayList<>(parts.size());
        for (String k : kinds) {
            PartEntry p = part(k).orElseThrow(() -> new IllegalArgumentException("no part " + k));
            if (next.contains(p)) {
                throw new IllegalArgumentException("part " + k + " named twice");
            }
            next.add(p);
        }
        return of(next);
    }

    /** {@return the part kinds in directory order, space-separated ("RDEF ISGN OSGN SHEX STAT")} */
    public String partSet() {
        StringBuilder sb = new StringBuilder();
        for (PartEntry p : parts) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(p.kind());
        }
        return sb.toString();
    }

    /**
     * True if {@code data} starts with a container's magic.
     *
     * @param data the bytes
     */
    public static boolean looksLikeContainer(byte[] data) {
        return data.length >= 4 && LittleEndian.i32(data, 0) == MAGIC;
    }

    private static boolean isZero(Bytes b) {
        for (int i = 0; i < b.size(); i++) {
            if (b.u8(i) != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return "Container[" + bytes().size() + " bytes, " + partSet() + "]";
    }
}
