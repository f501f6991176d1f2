package dev.dxkit.dxil.listing;

import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.LlvmType;
import dev.dxkit.io.DxFormatException;

import java.util.HashMap;
import java.util.Map;

/**
 * Sizes, alignments and struct field offsets of a DXIL module's types under its {@code target datalayout}
 * (LLVM 3.7's rules as dxc modifies them): a scalar's ABI alignment comes from its {@code iN:A} / {@code fN:A}
 * entry; a vector is aligned like its element (dxc's change: HLSL vectors are not naturally aligned) and is
 * {@code n} elements long; an array is {@code n} allocations of its element; a struct lays its fields out in
 * order, each at its alignment, and rounds its size up to its largest alignment (1 when packed).
 */
final class DxilDataLayout {
    /** ABI alignment in bits by {@code 'i' or 'f'} and bit width. */
    private final Map<String, Integer> align = new HashMap<>();
    private final DxilModule m;
    /** Alignments and allocation sizes by type id, computed once (types share their parts). */
    private final Map<Integer, Long> alignments = new HashMap<>();
    private final Map<Integer, Long> sizes = new HashMap<>();
    /** Deeper nesting than this is taken for a cyclic type. */
    private static final int MAX_DEPTH = 64;

    DxilDataLayout(DxilModule m) {
        this.m = m;
        // LLVM's defaults, before the module's own entries
        for (String d : new String[] {"i1:8", "i8:8", "i16:16", "i32:32", "i64:32", "f16:16", "f32:32", "f64:64",
            "p:64"}) {
            put(d);
        }
        for (String d : m.dataLayout().split("-")) {
            put(d);
        }
    }

    private void put(String entry) {
        // "i16:32", "f64:64", "p:32:32": kind, width, ABI alignment (bits)
        String[] f = entry.split(":");
        if (f.length < 2 || f[0].isEmpty()) {
            return;
        }
        char k = f[0].charAt(0);
        try {
            if (k == 'p' && f.length >= 3) {
                align.put("p", Integer.parseInt(f[2]));
                align.put("psize", Integer.parseInt(f[1]));
            } else if ((k == 'i' || k == 'f') && f[0].length() > 1) {
                align.put(k + f[0].substring(1), Integer.parseInt(f[1]));
            }
        } catch (NumberFormatException e) {
            // an entry this reader does not model (n8:16:32:64 and the like) leaves the defaults
        }
    }

    /** The ABI alignment of type {@code id}, in bytes. */
    long alignment(int id) {
        return alignment(id, 0);
    }

    private LlvmType type(int id, int depth) {
        if (depth > MAX_DEPTH) {
            // a struct that contains itself has no layout; refuse it rather than recurse without end
            throw new DxFormatException("DXIL types", id, "type nesting at most " + MAX_DEPTH + " deep, found more");
        }
        return m.type(id);
    }

    private long alignment(int id, int depth) {
        Long known = alignments.get(id);
        if (known != null) {
            return known;
        }
        long a = computeAlignment(id, depth);
        alignments.put(id, a);
        return a;
    }

    private long computeAlignment(int id, int depth) {
        LlvmType t = type(id, depth);
        return switch (t.kind()) {
            case INTEGER -> scalar("i", t.width());
            case HALF -> scalar("f", 16);
            case FLOAT -> scalar("f", 32);
            case DOUBLE -> scalar("f", 64);
            case POINTER -> Math.max(1, align.getOrDefault("p", 32) / 8);
            case VECTOR, ARRAY -> alignment(t.elements().get(0), depth + 1);
            case STRUCT_ANON, STRUCT_NAMED -> {
                long a = 1;
                if (!t.flag()) {
                    for (int e : t.elements()) {
                        a = Math.max(a, alignment(e, depth + 1));
                    }
                }
                yield a;
            }
            default -> 1;
        };
    }

    private long scalar(String kind, int width) {
        Integer bits = align.get(kind + width);
        return bits != null ? Math.max(1, bits / 8) : Math.max(1, (width + 7) / 8);
    }

    /** The bytes type {@code id} occupies in memory, rounded up to its alignment. */
    long allocSize(int id) {
        return allocSize(id, 0);
    }

    private long allocSize(int id, int depth) {
        Long known = sizes.get(id);
        if (known != null) {
            return known;
        }
        long size = roundUp(storeSize(id, depth), alignment(id, depth));
        sizes.put(id, size);
        return size;
    }

    private long storeSize(int id, int depth) {
        LlvmType t = type(id, depth);
        return switch (t.kind()) {
            case INTEGER -> (t.width() + 7) / 8;
            case HALF -> 2;
            case FLOAT -> 4;
            case DOUBLE -> 8;
            case POINTER -> align.getOrDefault("psize", 32) / 8;
            case VECTOR -> t.count() * storeSize(t.elements().get(0), depth + 1);
            case ARRAY -> t.count() * allocSize(t.elements().get(0), depth + 1);
            case STRUCT_ANON, STRUCT_NAMED -> {
                long at = 0;
                for (int e : t.elements()) {
                    at = roundUp(at, t.flag() ? 1 : alignment(e, depth + 1)) + allocSize(e, depth + 1);
                }
                yield at;
            }
            default -> 0;
        };
    }

    /** The byte offset of field {@code index} of struct type {@code id}. */
    long fieldOffset(int id, int index) {
        LlvmType t = m.type(id);
        long at = 0;
        for (int i = 0; i <= index && i < t.elements().size(); i++) {
            int e = t.elements().get(i);
            at = roundUp(at, t.flag() ? 1 : alignment(e));
            if (i < index) {
                at += allocSize(e);
            }
        }
        return at;
    }

    private static long roundUp(long v, long a) {
        return a <= 1 ? v : (v + a - 1) / a * a;
    }
}
