package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A signature part: ISGN, OSGN, PCSG (24-byte records), OSG5 (28, the stream first), ISG1, OSG1, PSG1 (32, the
 * stream first and the minimum precision last). Per the format doc's "Signature parts":
 *
 * <pre>
 * 0x0  u32 element count
 * 0x4  u32 offset of the first record (8 in every container seen)
 * 0x8  records, then the zero-terminated semantic names they point to
 * record (24): name offset, semantic index, system value, component type, register,
 *              u8 mask, u8 read/write mask, u16 unused
 * </pre>
 *
 * @param fourCC   the part kind
 * @param elements the elements in stored order
 * @param original the bytes as read; encoding writes the fields back over them
 */
public record SignaturePart(String fourCC, List<SignatureElement> elements, Bytes original) implements Part {

    /**
     * Copies {@code elements}, so that the collection it was given cannot change the record.
     *
     * @param fourCC the part kind
     * @param elements the elements in stored order
     * @param original the bytes as read; encoding writes the fields back over them
     */
    public SignaturePart {
        elements = List.copyOf(elements);
    }

    /**
     * The record size of a signature kind: 24, 28 or 32.
     *
     * @param fourCC the part kind ({@code ISGN}, {@code OSG1} …)
     */
    public static int recordSize(String fourCC) {
        return switch (fourCC) {
            case "ISGN", "OSGN", "PCSG" -> 24;
            case "OSG5" -> 28;
            case "ISG1", "OSG1", "PSG1" -> 32;
            default -> throw new IllegalArgumentException("not a signature kind: " + fourCC);
        };
    }

    /** Reads signature part {@code fourCC} (ISGN … PSG1); an offset or count outside it is a DxFormatException at its byte. */
    public static SignaturePart read(String fourCC, Bytes data) {
        ByteReader r = data.reader(fourCC);
        int size = recordSize(fourCC);
        boolean streamFirst = size >= 28;
        int count = r.countAt(0, Math.max(0, (r.size() - 8) / size), "element count");
        long first = r.u32At(4);
        if (count > 0) {
            r.require(4, 4, "record offset");
            if (first > r.size() || (long) count * size > r.size() - first) {
                throw r.error(4, count + " records of " + size + " bytes at " + first + " overrun the part of "
                        + r.size() + " bytes");
            }
        }
        SignatureElement[] list = new SignatureElement[count];
        for (int i = 0; i < count; i++) {
            int at = (int) first + i * size;
            int f = streamFirst ? at + 4 : at;                   // the 24-byte body after an optional stream word
            long stream = streamFirst ? r.u32At(at) : 0;
            int nameOffset = r.countAt(f, r.size() - 1, "semantic name offset");
            String name = r.cStringAt(nameOffset);
            list[i] = new SignatureElement(stream, name, r.u32At(f + 4), r.u32At(f + 8), r.u32At(f + 12),
                    r.u32At(f + 16), r.u8At(f + 20), r.u8At(f + 21),
                    size == 32 ? r.u32At(at + 28) : 0, nameOffset);  // min precision: the last word of 32
        }
        return new SignaturePart(fourCC, List.of(list), data);   // an immutable list: the record keeps it
    }

    /** {@return whether records carry a stream word (OSG5, ISG1, OSG1, PSG1)} */
    public boolean hasStreams() {
        return recordSize(fourCC) >= 28;
    }

    /** {@return whether records carry a minimum-precision word (ISG1, OSG1, PSG1)} */
    public boolean hasMinPrecision() {
        return recordSize(fourCC) == 32;
    }

    /**
     * A signature part of kind {@code fourCC} written from scratch (the writer beside {@link #read}): the
     * records, then the names, each once, the pool padded with 0xab to a whole word as fxc pads it. The
     * elements' name offsets are replaced by where the names are put.
     *
     * @param fourCC the part kind ({@code ISGN}, {@code OSG1} …)
     */
    public static SignaturePart write(String fourCC, List<SignatureElement> elements) {
        int size = recordSize(fourCC);
        boolean streamFirst = size >= 28;
        java.util.Map<String, Integer> names = new java.util.LinkedHashMap<>();
        java.io.ByteArrayOutputStream pool = new java.io.ByteArrayOutputStream();
        int poolAt = 8 + elements.size() * size;
        byte[] head = new byte[poolAt];
        dev.dxkit.io.LittleEndian.putI32(head, 0, elements.size());
        dev.dxkit.io.LittleEndian.putI32(head, 4, 8);
        List<SignatureElement> placed = new java.util.ArrayList<>();
        for (int i = 0; i < elements.size(); i++) {
            SignatureElement e = elements.get(i);
            int name = names.computeIfAbsent(e.semanticName(), k -> {
                int o = poolAt + pool.size();
                byte[] b = k.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
                pool.write(b, 0, b.length);
                pool.write(0);
                return o;
            });
            int at = 8 + i * size;
            int f = streamFirst ? at + 4 : at;
            if (streamFirst) {
                dev.dxkit.io.LittleEndian.putI32(head, at, (int) e.stream());
            }
            long[] w = {name, e.semanticIndex(), e.systemValue(), e.componentType(), e.register()};
            for (int k = 0; k < w.length; k++) {
                dev.dxkit.io.LittleEndian.putI32(head, f + 4 * k, (int) w[k]);
            }
            head[f + 20] = (byte) e.mask();
            head[f + 21] = (byte) e.readWriteMask();
            if (size == 32) {
                dev.dxkit.io.LittleEndian.putI32(head, at + 28, (int) e.minPrecision());
            }
            placed.add(new SignatureElement(e.stream(), e.semanticName(), e.semanticIndex(), e.systemValue(),
                    e.componentType(), e.register(), e.mask(), e.readWriteMask(), e.minPrecision(), name));
        }
        while (pool.size() % 4 != 0) {
            pool.write(0xAB);
        }
        byte[] all = java.util.Arrays.copyOf(head, head.length + pool.size());
        System.arraycopy(pool.toByteArray(), 0, all, head.length, pool.size());
        return new SignaturePart(fourCC, List.copyOf(placed), Bytes.wrap(all));
    }

    @Override
    public Bytes encode() {
        int size = recordSize(fourCC);
        boolean streamFirst = size >= 28;
        Patch p = new Patch(original);
        long first = original.reader(fourCC).u32At(4);
        p.u32(0, elements.size());
        for (int i = 0; i < elements.size(); i++) {
            SignatureElement e = elements.get(i);
            int at = (int) first + i * size;
            int f = streamFirst ? at + 4 : at;
            if (streamFirst) {
                p.u32(at, e.stream());
            }
            p.u32(f, e.nameOffset()).u32(f + 4, e.semanticIndex()).u32(f + 8, e.systemValue())
                    .u32(f + 12, e.componentType()).u32(f + 16, e.register()).u8(f + 20, e.mask())
                    .u8(f + 21, e.readWriteMask()).cString(e.nameOffset(), e.semanticName());
            if (size == 32) {
                p.u32(at + 28, e.minPrecision());
            }
        }
        return p.done();
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", fourCC);
        m.put("size", original.size());
        List<Object> els = new ArrayList<>();
        for (SignatureElement e : elements) {
            els.add(e.tree());
        }
        m.put("elements", els);
        return m;
    }
}
