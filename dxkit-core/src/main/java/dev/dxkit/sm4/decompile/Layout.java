package dev.dxkit.sm4.decompile;

import dev.dxkit.part.RdefPart;
import dev.dxkit.part.ShaderType;
import dev.dxkit.part.TypeMember;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * HLSL types from RDEF types, and the lane map of a constant buffer or a structure: which expression and
 * swizzle token each 32-bit word at a byte offset is ({@code World._m01}, {@code lights[2].color.y}).
 * Constant buffers put each array element and each matrix row (or column) at a 16-byte boundary; structured
 * buffers pack tightly (4-byte alignment), as the HLSL rules for the two say.
 */
final class Layout {
    /**
     * Where an array element of a lane starts, for dynamic indexing: {@code array[k] + suffix}, swizzle
     * {@code token}; {@code outer} is the array around it (a struct array holding this array), or null.
     */
    record ArrayLane(String array, long firstWord, long strideWords, String suffix, String token, char type,
                     ArrayLane outer) {
        ArrayLane(String array, long firstWord, long strideWords, String suffix, String token, char type) {
            this(array, firstWord, strideWords, suffix, token, type, null);
        }

        /** This lane with {@code o} as the outermost array around it. */
        ArrayLane within(ArrayLane o) {
            return new ArrayLane(array, firstWord, strideWords, suffix, token, type, outer == null ? o : outer.within(o));
        }
    }

    private final RdefPart rdef;
    private final Map<Integer, String> structNames = new LinkedHashMap<>();
    private final Map<Integer, String> structText = new LinkedHashMap<>();

    Layout(RdefPart rdef) {
        this.rdef = rdef;
    }

    /** The struct declarations needed so far, in dependency order. */
    Map<Integer, String> structs() {
        return structText;
    }

    /** The lane type of a base type code ({@code D3D_SHADER_VARIABLE_TYPE}). */
    static char laneType(int varType) {
        return switch (varType) {
            case 1 -> 'b';
            case 2, 55, 56, 58 -> 'i';
            case 19, 20, 57, 59 -> 'u';
            default -> 'f';
        };
    }

    /** The HLSL name of a base type, or null for one a variable cannot have here. */
    static String baseName(int varType) {
        return switch (varType) {
            case 1 -> "bool";
            case 2 -> "int";
            case 3 -> "float";
            case 19 -> "uint";
            case 39 -> "double";
            case 52 -> "min8float";
            case 53 -> "min10float";
            case 54 -> "min16float";
            case 55 -> "min12int";
            case 56 -> "min16int";
            case 57 -> "min16uint";
            default -> null;
        };
    }

    /** The type's HLSL text, without array brackets; null when it cannot be written. */
    String typeText(ShaderType t, int depth) {
        if (depth > 32) {
            return null;
        }
        if (t.varClass() == 5) {                                     // D3D_SVC_STRUCT
            return depth == 0 && t.name().filter("<unnamed>"::equals).isPresent() ? unnamed(t, "        ", depth)
                    : struct(t, depth);
        }
        String base = baseName(t.varType());
        if (base == null || t.rows() > 4 || t.columns() > 4) {
            return null;
        }
        String dims = switch (t.varClass()) {
            case 0 -> "";
            case 1 -> String.valueOf(t.columns());
            case 2, 3 -> t.rows() + "x" + t.columns();
            default -> null;
        };
        if (dims == null) {
            return null;
        }
        String major = t.varClass() == 2 ? "row_major " : t.varClass() == 3 ? "column_major " : "";
        return major + spelled(t, base + dims, dims);
    }

    /** Type names a {@code typedef} introduced, with what they stand for. */
    private final Map<String, String> typedefs = new HashMap<>();

    /**
     * The type under the name RDEF records for it, which reflection reports: {@code half4} (a float type
     * spelled so, with D3DCOMPILE_ENABLE_BACKWARDS_COMPATIBILITY, without which fxc refuses it) or a {@code
     * typedef}'s name ({@code Matrix44}), declared here before the structs; otherwise {@code plain}, the
     * standard spelling (fxc itself records {@code uint} as {@code dword}).
     */
    private String spelled(ShaderType t, String plain, String dims) {
        String n = t.name().orElse(null);
        if (n == null || n.equals(plain) || !n.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            return plain;
        }
        if (n.equals("half" + dims) && t.varType() == 3 && (rdef.flags() & 0x1000) != 0) {
            return n;
        }
        if (Keywords.is(n) || n.matches("(bool|int|uint|dword|half|float|double|min\\d+(float|int|uint))\\d*(x\\d+)?")) {
            return plain;                                 // a built-in spelling of another type: not a typedef
        }
        String was = typedefs.putIfAbsent(n, plain);
        if (was == null) {
            structText.put(-1 - t.offset(), "typedef " + plain + " " + n + ";\n");
        } else if (!was.equals(plain)) {
            return plain;                                 // one name for two types: keep the second plain
        }
        return n;
    }

    private String struct(ShaderType t, int depth) {
        String known = structNames.get(t.offset());
        if (known != null) {
            return known;
        }
        String name = t.name().filter(n -> n.matches("[A-Za-z_][A-Za-z0-9_]*")).orElse("struct" + t.offset());
        structNames.put(t.offset(), name);
        StringBuilder b = new StringBuilder("struct " + name + "\n{\n");
        if (!members(t, t.name().orElse(null), "    ", depth, b)) {
            return null;
        }
        b.append("};\n");
        if (!structText.containsValue(b.toString())) {
            structText.put(t.offset(), b.toString());   // one structure RDEF records twice (an array's and a scalar's) is declared once
        }
        return name;
    }

    /**
     * Appends the member lines of struct {@code t} (RDEF name {@code owner}) at {@code indent}; false when a
     * member's type cannot be written. A member whose type RDEF names {@code owner::<unnamed>} was declared
     * in place without a name ({@code struct { uint a; } s;}), and is written so: fxc names it so again.
     */
    private boolean members(ShaderType t, String owner, String indent, int depth, StringBuilder b) {
        for (TypeMember m : t.members()) {
            ShaderType mt = rdef.type(m.typeOffset());
            String mtext = owner != null && mt.varClass() == 5
                    && mt.name().filter((owner + "::<unnamed>")::equals).isPresent()
                    ? unnamed(mt, indent + "    ", depth + 1) : typeText(mt, depth + 1);
            if (mtext == null) {
                return false;
            }
            b.append(indent).append(mtext).append(' ').append(m.name()).append(mt.elements() > 0 ? "[" + mt.elements() + "]" : "")
                    .append(";\n");
        }
        return true;
    }

    /**
     * A struct declared in place without a name, its members at {@code indent} and its closing brace one step
     * less: {@code struct\n{\n    uint a;\n}}; null when a member's type cannot be written.
     */
    private String unnamed(ShaderType t, String indent, int depth) {
        if (depth > 32) {
            return null;
        }
        String outer = indent.substring(4);
        StringBuilder b = new StringBuilder("struct\n" + outer + "{\n");
        if (!members(t, t.name().orElse(null), indent, depth, b)) {
            return null;
        }
        return b.append(outer).append('}').toString();
    }

    /** Bytes one element of {@code t} takes, without its trailing padding (the last element's size). */
    long size(ShaderType t, boolean packed, int depth) {
        long one = elementSize(t, packed, depth);
        if (t.elements() <= 1) {
            return one;
        }
        return stride(t, packed, depth) * (t.elements() - 1) + one;
    }

    long stride(ShaderType t, boolean packed, int depth) {
        long one = elementSize(t, packed, depth);
        return packed ? one : (one + 15) / 16 * 16;
    }

    private long elementSize(ShaderType t, boolean packed, int depth) {
        int row = packed ? 0 : 16;
        return switch (t.varClass()) {
            case 0, 1 -> 4L * Math.max(1, t.columns()) * (t.varType() == 39 ? 2 : 1);
            case 2 -> packed ? 4L * t.rows() * t.columns() : (long) (t.rows() - 1) * row + 4L * t.columns();
            case 3 -> packed ? 4L * t.rows() * t.columns() : (long) (t.columns() - 1) * row + 4L * t.rows();
            case 5 -> {
                long end = 0;
                if (depth < 32) {
                    for (TypeMember m : t.members()) {
                        end = Math.max(end, m.offset() + size(rdef.type(m.typeOffset()), packed, depth + 1));
                    }
                }
                yield end;
            }
            default -> 4;
        };
    }

    /**
     * Adds the lanes of a variable {@code name} of type {@code t} at byte {@code offset} to {@code lanes} (by word
     * index), and the array lanes to {@code arrays}.
     */
    /**
     * Bounds on what {@link #lanes} lays out: a constant buffer holds at most 4,096 vectors (64 KB), a structured
     * element 2 KB; 1 MB and its 64 K words leave room above both, and keep a damaged RDEF's arrays of arrays
     * (65,535 elements each) from filling the memory.
     */
    private static final long MAX_BYTES = 1 << 20;
    private static final int MAX_LANES = 1 << 16;

    void lanes(String name, ShaderType t, long offset, boolean packed, Map<Long, Slot> lanes,
               Map<Long, ArrayLane> arrays, int depth) {
        if (depth > 32 || lanes.size() > MAX_LANES || t.varClass() != 5 && (t.rows() > 4 || t.columns() > 4)) {
            return;                                    // no HLSL type has more than 4 rows or columns
        }
        int n = Math.max(1, t.elements());
        long stride = stride(t, packed, depth);
        for (int e = 0; e < n; e++) {
            String base = t.elements() > 0 ? name + "[" + e + "]" : name;
            long at = offset + e * stride;
            if (at >= MAX_BYTES || lanes.size() > MAX_LANES) {
                break; // a damaged RDEF's arrays (found by DecompileFuzz): no buffer reaches this far
            }
            Map<Long, Slot> one = new HashMap<>();
            element(base, t, at, packed, one, arrays, depth);
            lanes.putAll(one);
            if (t.elements() > 0 && t.varClass() != 5) {
                for (Map.Entry<Long, Slot> s : one.entrySet()) {
                    Slot slot = s.getValue();
                    arrays.put(s.getKey(), new ArrayLane(name, offset / 4, stride / 4,
                            slot.base().substring(base.length()), slot.token(), slot.type()));
                }
            } else if (t.elements() > 0) {
                // a struct array: each lane of an element, the arrays inside it (if any) first
                for (Map.Entry<Long, Slot> s : one.entrySet()) {
                    Slot slot = s.getValue();
                    ArrayLane mine = new ArrayLane(name, offset / 4, stride / 4,
                            slot.base().substring(base.length()), slot.token(), slot.type());
                    arrays.merge(s.getKey(), mine, (inner, outer) -> inner.within(outer));
                }
            }
        }
    }

    private void element(String base, ShaderType t, long at, boolean packed, Map<Long, Slot> lanes,
                         Map<Long, ArrayLane> arrays, int depth) {
        char type = laneType(t.varType());
        int row = packed ? 4 : 16;
        if (t.varType() == 39) {
            // a double takes two words, low first: lane types 'd' (low) and 'e' (high) of one component
            if (t.varClass() == 0 || t.varClass() == 1) {
                for (int c = 0; c < Math.max(1, t.columns()); c++) {
                    String token = String.valueOf("xyzw".charAt(c));
                    lanes.put(at / 4 + 2L * c, new Slot(base, token, 'd', t.varClass() == 0));
                    lanes.put(at / 4 + 2L * c + 1, new Slot(base, token, 'e', t.varClass() == 0));
                }
            }
            return;                                    // a double matrix: no lanes, its reads are gaps
        }
        switch (t.varClass()) {
            case 0 -> lanes.put(at / 4, new Slot(base, "x", type, true));
            case 1 -> {
                for (int c = 0; c < t.columns(); c++) {
                    lanes.put(at / 4 + c, Slot.vector(base, c, type));
                }
            }
            case 2 -> {
                for (int r = 0; r < t.rows(); r++) {
                    for (int c = 0; c < t.columns(); c++) {
                        long word = packed ? at / 4 + (long) r * t.columns() + c : (at + (long) r * row) / 4 + c;
                        lanes.put(word, new Slot(base, "_m" + r + c, type, false));
                    }
                }
            }
            case 3 -> {
                for (int c = 0; c < t.columns(); c++) {
                    for (int r = 0; r < t.rows(); r++) {
                        long word = packed ? at / 4 + (long) c * t.rows() + r : (at + (long) c * row) / 4 + r;
                        lanes.put(word, new Slot(base, "_m" + r + c, type, false));
                    }
                }
            }
            case 5 -> {
                for (TypeMember m : t.members()) {
                    lanes(base + "." + m.name(), rdef.type(m.typeOffset()), at + m.offset(), packed, lanes, arrays,
                            depth + 1);
                }
            }
            default -> {
            }
        }
    }
}
