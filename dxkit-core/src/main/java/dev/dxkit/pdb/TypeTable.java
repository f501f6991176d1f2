package dev.dxkit.pdb;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.List;

/**
 * The TPI stream (stream 2): a 56-byte header (0x0 version, 0x4 header size, 0x8 first type index, 0xC end
 * type index, 0x10 record bytes), then records of u16 length and u16 leaf kind, numbered from the first index.
 * Records are decoded on demand.
 */
public final class TypeTable {
    private final ByteReader r;
    private final int first;
    private final int[] offsets;

    private TypeTable(ByteReader r, int first, int[] offsets) {
        this.r = r;
        this.first = first;
        this.offsets = offsets;
    }

    static TypeTable read(Bytes stream) {
        ByteReader r = stream.reader("PDB TPI");
        int header = r.countAt(4, r.size(), "header size"); // 0x4
        long first = r.u32At(8); // 0x8 first type index
        long last = r.u32At(12); // 0xC end type index
        int bytes = r.countAt(16, r.size() - header, "type record bytes"); // 0x10
        if (first > last || last - first > bytes / 4) {
            throw r.error(8, "expected type indices first <= end with at most " + (bytes / 4) + " records, found 0x"
                    + Long.toHexString(first) + "..0x" + Long.toHexString(last));
        }
        int[] offsets = new int[(int) (last - first)];
        int at = header;
        for (int i = 0; i < offsets.length; i++) {
            int len = r.u16At(at);
            if (len < 2 || at + 2 + len > header + bytes) {
                throw r.error(at, "expected a type record inside the stream, found length " + len);
            }
            offsets[i] = at;
            at += 2 + len;
        }
        return new TypeTable(r, (int) first, offsets);
    }

    /** The leaf of type index {@code index}. */
    public TypeLeaf leaf(int index) {
        if (index >= 0 && index < first) {
            int size = switch (index & 0xFF) {
                case 0x10, 0x20, 0x68, 0x69, 0x30 -> 1; // char, uchar, int8, uint8, bool
                case 0x11, 0x21, 0x72, 0x73, 0x45, 0x46 -> 2; // short, ushort, int16, uint16, float16
                case 0x13, 0x23, 0x76, 0x77, 0x41 -> 8; // quad, uquad, int64, uint64, double
                default -> 4;
            };
            return new TypeLeaf.Simple(index, size);
        }
        if (index - first >= offsets.length || index < 0) {
            throw r.error(0, "expected a type index below 0x" + Integer.toHexString(first + offsets.length) + ", found 0x"
                    + Integer.toHexString(index));
        }
        int at = offsets[index - first];
        int end = at + 2 + r.u16At(at);
        int kind = r.u16At(at + 2);
        int d = at + 4;
        return switch (kind) {
            case 0x1505, 0x1504 -> {
                int fields = r.i32At(d + 4); // 0x0 count, 0x2 properties, 0x4 field list, 0x8 derived, 0xC vshape
                long size = CvNumeric.read(r, d + 16);
                String name = r.cStringAt(d + 16 + CvNumeric.size(size));
                yield new TypeLeaf.Struct(name, CvNumeric.value(size), fields == 0 ? List.of() : members(fields));
            }
            case 0x1503 -> new TypeLeaf.Array(r.i32At(d), CvNumeric.value(CvNumeric.read(r, d + 8)));
            case 0x1516 -> new TypeLeaf.StridedArray(r.i32At(d), r.i32At(d + 8), CvNumeric.value(CvNumeric.read(r, d + 12)));
            case 0x1517 -> new TypeLeaf.Hlsl(r.u16At(d + 4), CvNumeric.value(CvNumeric.read(r, d + 8))); // 0x0 subtype, 0x4 kind, 0x6 properties, 0x8 size
            case 0x151b -> new TypeLeaf.Vector(r.i32At(d), r.i32At(d + 4), CvNumeric.value(CvNumeric.read(r, d + 8)));
            case 0x151c -> new TypeLeaf.Matrix(r.i32At(d), r.i32At(d + 4), r.i32At(d + 8), r.i32At(d + 12),
                    (r.u8At(d + 16) & 1) != 0);
            // LF_MODIFIER, LF_MODIFIER_EX and LF_ALIAS (a typedef: the type, then its name): the type first
            case 0x1001, 0x1518, 0x150a -> new TypeLeaf.Modifier(r.i32At(d));
            default -> {
                if (end < d) {
                    throw r.error(at, "short type record");
                }
                yield new TypeLeaf.Other(kind, r.sliceAt(d, end - d));
            }
        };
    }

    /** The members of the LF_FIELDLIST (0x1203) {@code index}: LF_MEMBER entries, padded with 0xF1..0xFF bytes. */
    private List<TypeLeaf.Member> members(int index) {
        if (index < first || index - first >= offsets.length) {
            throw r.error(0, "expected a field list type index, found 0x" + Integer.toHexString(index));
        }
        int at = offsets[index - first];
        int end = at + 2 + r.u16At(at);
        if (r.u16At(at + 2) != 0x1203) {
            throw r.error(at + 2, "expected LF_FIELDLIST 0x1203, found 0x" + Integer.toHexString(r.u16At(at + 2)));
        }
        List<TypeLeaf.Member> out = new ArrayList<>();
        int p = at + 4;
        while (p < end) {
            int leaf = r.u16At(p);
            if (leaf != 0x150d) {
                break; // only data members locate bytes; methods and others end the walk
            }
            int type = r.i32At(p + 4); // 0x2 attributes, 0x4 type, 0x8 offset (numeric), name
            long off = CvNumeric.read(r, p + 8);
            String name = r.cStringAt(p + 8 + CvNumeric.size(off));
            out.add(new TypeLeaf.Member(name, type, CvNumeric.value(off)));
            p += 8 + CvNumeric.size(off) + name.length() + 1;
            while (p < end && r.u8At(p) >= 0xF0) {
                p += r.u8At(p) & 0x0F; // LF_PAD: skip to the next member
            }
        }
        return List.copyOf(out);
    }
}
