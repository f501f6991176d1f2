package dev.dxkit.sm4.decompile;

import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SystemValue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The entry point's inputs or outputs as an HLSL struct: one field per signature element, declared in the
 * signature's order with its semantic, component type, width and interpolation mode, so that fxc packs it
 * back into the same registers; and the map from register lanes ({@code v1.z}) to the fields that hold them.
 */
final class Interface {
    /** One field of the struct. */
    record Field(String name, SignatureElement element, char type, int width, int firstLane, int arrayIndex) {
        /** The HLSL type of the field ({@code min16float2} for a minimum-precision element). */
        String typeText() {
            String base = switch ((int) element.minPrecision()) {
                case 1 -> type == 'f' ? "min16float" : null;
                case 2 -> type == 'f' ? "min10float" : null;
                case 4 -> "min16int";
                case 5 -> "min16uint";
                default -> null;
            };
            if (base == null) {
                base = switch (type) {
                    case 'u' -> "uint";
                    case 'i' -> "int";
                    default -> "float";
                };
            }
            if (element.reflectedSystemValue() == SystemValue.IS_FRONT_FACE.code) {
                base = "bool";
            }
            return base + (width > 1 ? String.valueOf(width) : "");
        }

        /** The minimum-precision scalar type of the field ({@code min16float}), or null for a full-precision one. */
        String minimumPrecisionType() {
            return switch ((int) element.minPrecision()) {
                case 1 -> type == 'f' ? "min16float" : null;
                case 2 -> type == 'f' ? "min10float" : null;
                case 4 -> type == 'i' ? "min16int" : null;
                case 5 -> type == 'u' ? "min16uint" : null;
                default -> null;
            };
        }

        /** The field read as a full-precision value: {@code (float2)i.TEXCOORD0} for a minimum-precision one. */
        String read(String prefix) {
            String e = prefix + "." + name;
            if (element.minPrecision() == 0) {
                return e;
            }
            String t = switch (type) {
                case 'u' -> "uint";
                case 'i' -> "int";
                default -> "float";
            };
            return "((" + t + (width > 1 ? String.valueOf(width) : "") + ")" + e + ")";
        }
    }

    private final String structName;
    private final String variable;
    /** Whether the body reads this struct (inputs) rather than writes it (outputs). */
    private final boolean reads;
    private final List<Field> fields = new ArrayList<>();
    private final Map<Long, Field[]> byRegister = new HashMap<>();
    private final Map<Long, String> special = new HashMap<>();
    /** Tessellation-factor arrays and dynamically indexed input ranges: name → element count. */
    private final Map<String, Integer> arrays = new HashMap<>();
    /** Dynamically indexed input ranges: name → the semantic of the first element ({@code COLOR1}). */
    private final Map<String, String> ranges = new HashMap<>();
    private final Set<String> names = new HashSet<>();

    /**
     * @param structName the struct's name ({@code Input})
     * @param variable   how the body names a value of it ({@code i}, or {@code i[n]} per vertex)
     */
    Interface(String structName, String variable, List<SignatureElement> elements, boolean reads) {
        this.structName = structName;
        this.variable = variable;
        this.reads = reads;
        for (SignatureElement e : elements) {
            String base = e.semanticName().replaceAll("[^A-Za-z0-9_]", "_") + e.semanticIndex();
            String name = base;
            for (int k = 2; !names.add(name); k++) {
                name = base + "_" + k;
            }
            int mask = e.mask() & 0xF;
            int first = Integer.numberOfTrailingZeros(mask | 0x10);
            int width = Math.max(1, 32 - Integer.numberOfLeadingZeros(mask) - first);
            char type = switch ((int) e.componentType()) {
                case 1 -> 'u';
                case 2 -> 'i';
                default -> 'f';
            };
            if (e.reflectedSystemValue() == SystemValue.IS_FRONT_FACE.code) {
                type = 'b';
            }
            int arrayIndex = -1;
            long sv = e.reflectedSystemValue();
            if (sv >= SystemValue.FINAL_QUAD_EDGE_TESSFACTOR.code && sv <= SystemValue.FINAL_LINE_DENSITY_TESSFACTOR.code) {
                // tessellation factors are arrays in HLSL: float TessFactor[4] : SV_TessFactor
                String arrayName = e.semanticName().replaceAll("[^A-Za-z0-9_]", "_");
                Integer count = arrays.get(arrayName);
                arrays.put(arrayName, count == null ? 1 : count + 1);
                names.remove(name);
                name = arrayName;
                arrayIndex = (int) e.semanticIndex();
            }
            Field f = new Field(name, e, type, width, first == 4 ? 0 : first, arrayIndex);
            fields.add(f);
            Field[] lanes = byRegister.computeIfAbsent(e.register(), r -> new Field[4]);
            for (int c = 0; c < 4; c++) {
                if ((mask & 1 << c) != 0 && lanes[c] == null) {
                    lanes[c] = f;
                }
            }
        }
        scalars();
    }

    /** A tessellation factor with one element (a triangle's inside factor) is a scalar, not an array. */
    private void scalars() {
        for (int k = 0; k < fields.size(); k++) {
            Field f = fields.get(k);
            if (f.arrayIndex() >= 0 && arrays.get(f.name()) == 1) {
                Field g = new Field(f.name(), f.element(), f.type(), f.width(), f.firstLane(), -1);
                fields.set(k, g);
                Field[] lanes = byRegister.get(f.element().register());
                for (int c = 0; c < 4; c++) {
                    if (lanes[c] == f) {
                        lanes[c] = g;
                    }
                }
            }
        }
    }

    /**
     * Makes the {@code count} registers from {@code first} (a {@code dcl_indexrange} of inputs over the lanes
     * {@code mask}) one array member, {@code float4 COLOR[4] : COLOR1}, which fxc lays out in the same
     * registers with consecutive semantic indices from the first: only where each register holds one
     * element alone, on exactly those lanes, of one semantic name with consecutive indices, one component
     * type, full precision and one interpolation mode, and not a system value. Otherwise nothing changes
     * (and a dynamic read of the range stays a gap).
     *
     * @return whether the range became an array
     */
    boolean indexRange(long first, int count, int mask) {
        return reads && array(first, count, mask);
    }

    /**
     * Makes each run of two or more elements of one name with consecutive indices, each alone in its register
     * on the same lanes, in consecutive registers, one array member ({@code float3 TANGENT[4] : TANGENT}): fxc
     * gives each element of an array a register of its own, while it packs separate members into the free
     * lanes of earlier registers (a {@code float3} beside a tessellation factor; probed: with {@code float3
     * a[2]} declared before {@code float b} and {@code float3 c}, b and c went beside the factors and a[0],
     * a[1] to registers of their own after them), so that only an array gives such a run back where it was.
     * For patch constants, whose signature holds the members of a struct that fxc packs as a whole.
     */
    void elementRuns() {
        for (int k = 0; k < fields.size(); k++) {
            Field f = fields.get(k);
            SignatureElement a = f.element();
            if (f.arrayIndex() >= 0 || a.reflectedSystemValue() != 0 || a.semanticName().regionMatches(true, 0, "SV_", 0, 3)) {
                continue;
            }
            int n = 1;
            while (k + n < fields.size()) {
                SignatureElement b = fields.get(k + n).element();
                if (!b.semanticName().equals(a.semanticName()) || b.semanticIndex() != a.semanticIndex() + n
                        || b.register() != a.register() + n || (b.mask() & 0xF) != (a.mask() & 0xF)) {
                    break;
                }
                n++;
            }
            if (n >= 2 && array(a.register(), n, a.mask() & 0xF)) {
                k += n - 1;
            }
        }
    }

    private boolean array(long first, int count, int mask) {
        if (count < 1) {
            return false;
        }
        Field[] members = new Field[count];
        for (int k = 0; k < count; k++) {
            Field[] lanes = byRegister.get(first + k);
            if (lanes == null) {
                return false;
            }
            Field f = null;
            for (Field g : lanes) {
                if (g != null && f != null && g != f) {
                    return false;
                }
                f = g == null ? f : g;
            }
            if (f == null || f.arrayIndex() >= 0 || (f.element().mask() & 0xF) != (mask & 0xF)
                    || f.element().minPrecision() != 0 || f.element().reflectedSystemValue() != 0
                    || f.element().semanticName().regionMatches(true, 0, "SV_", 0, 3)) {
                return false;
            }
            for (Field other : fields) {
                if (other != f && other.element().register() == first + k) {
                    return false;                      // a second element in the register
                }
            }
            if (k > 0) {
                SignatureElement a = members[0].element();
                SignatureElement b = f.element();
                if (!b.semanticName().equals(a.semanticName()) || b.semanticIndex() != a.semanticIndex() + k
                        || f.type() != members[0].type()
                        || !special.getOrDefault(first + k, "").equals(special.getOrDefault(first, ""))) {
                    return false;
                }
            }
            members[k] = f;
        }
        String base = members[0].element().semanticName().replaceAll("[^A-Za-z0-9_]", "_");
        String name = base;
        for (int k = 2; names.contains(name); k++) {
            name = base + "_" + k;
        }
        names.add(name);
        for (int k = 0; k < count; k++) {
            Field f = members[k];
            Field g = new Field(name, f.element(), f.type(), f.width(), f.firstLane(), k);
            fields.set(fields.indexOf(f), g);
            Field[] lanes = byRegister.get(first + k);
            for (int c = 0; c < 4; c++) {
                if (lanes[c] == f) {
                    lanes[c] = g;
                }
            }
        }
        arrays.put(name, count);
        ranges.put(name, semantic(members[0].element()));
        return true;
    }

    /** Whether {@code name} is a dynamically indexed input range rather than a tessellation-factor array. */
    boolean isRange(String name) {
        return ranges.containsKey(name);
    }

    /** The tessellation-factor arrays, name and length, to initialise. */
    Map<String, Integer> arrays() {
        return arrays;
    }

    String structName() {
        return structName;
    }

    List<Field> fields() {
        return fields;
    }

    boolean isEmpty() {
        return fields.isEmpty();
    }

    /** The field holding lane {@code c} of register {@code register}, or null. */
    Field field(long register, int c) {
        Field[] lanes = byRegister.get(register);
        return lanes == null ? null : lanes[c];
    }

    /** The field of the element with system value {@code sv} (for oDepth, oMask …), or null. */
    Field bySystemValue(SystemValue sv) {
        for (Field f : fields) {
            if (f.element().reflectedSystemValue() == sv.code) {
                return f;
            }
        }
        return null;
    }

    /** Where lane {@code c} of register {@code register} lives, read through {@code prefix} ({@code i}, {@code i[2]}). */
    Slot slot(String prefix, long register, int c) {
        Field f = field(register, c);
        if (f == null) {
            return null;
        }
        String base = reads ? f.read(prefix) : prefix + "." + f.name();
        if (f.arrayIndex() >= 0) {
            base = prefix + "." + f.name() + "[" + f.arrayIndex() + "]";
        }
        String narrow = reads ? null : f.minimumPrecisionType();
        if (f.width() == 1) {
            return new Slot(base, "x", f.type(), true, narrow);
        }
        return new Slot(base, String.valueOf("xyzw".charAt(c - f.firstLane())), f.type(), false, narrow);
    }

    /**
     * Lane {@code c} of register {@code register + rel} where {@code rel} is dynamic: only inside a
     * tessellation-factor array whose elements sit in consecutive registers ({@code o.TessFactor[rel + 1]}),
     * or an input range made an array ({@code i.COLOR[rel + 1]}, {@code register} the range's second).
     */
    Slot relativeSlot(String prefix, long register, String rel, int c) {
        Field f = field(register, c);
        if (f == null || f.arrayIndex() < 0) {
            return null;
        }
        int count = arrays.get(f.name());
        for (int k = 0; k < count; k++) {
            Field g = field(register - f.arrayIndex() + k, c);
            if (g == null || !g.name().equals(f.name()) || g.arrayIndex() != k) {
                return null;
            }
        }
        String index = f.arrayIndex() == 0 ? rel : rel + " + " + f.arrayIndex() + "u";
        String base = prefix + "." + f.name() + "[" + index + "]";
        return f.width() == 1 ? new Slot(base, "x", f.type(), true) : Slot.vector(base, c - f.firstLane(), f.type());
    }

    /** Whether lane {@code c} of the {@code count} registers from {@code first} lies in one array, element after element. */
    boolean oneArray(long first, long count, int c) {
        Field f = field(first, c);
        if (f == null || f.arrayIndex() < 0) {
            return false;
        }
        for (long k = 1; k < count; k++) {
            Field g = field(first + k, c);
            if (g == null || !g.name().equals(f.name()) || g.arrayIndex() != f.arrayIndex() + k) {
                return false;
            }
        }
        return true;
    }

    /** The slot of a one-lane field (oDepth …). */
    Slot slot(String prefix, Field f) {
        return new Slot(prefix + "." + f.name(), "x", f.type(), true);
    }

    /** The fields whose semantic and index equal {@code e}'s, or null. */
    Field bySemantic(SignatureElement e) {
        for (Field f : fields) {
            if (f.element().semanticName().equalsIgnoreCase(e.semanticName()) && f.element().semanticIndex() == e.semanticIndex()) {
                return f;
            }
        }
        return null;
    }

    String variable() {
        return variable;
    }

    /** Interpolation modifiers of pixel-shader inputs, by register (dcl_input_ps mode). */
    void interpolation(long register, int mode) {
        special.put(register, switch (mode) {
            case 1 -> "nointerpolation ";
            case 3 -> "centroid ";
            case 4 -> "noperspective ";
            case 5 -> "noperspective centroid ";
            case 6 -> "sample ";
            case 7 -> "noperspective sample ";
            default -> "";
        });
    }

    /** The interpolation modes tried, in order, for a register whose mode no declaration gives. */
    private static final String[] MODES = {"", "nointerpolation ", "noperspective ", "centroid ", "noperspective centroid "};

    /**
     * Interpolation modes that make fxc pack the elements into the signature's registers and lanes where the
     * program's declarations do not say them (outputs of every stage but the pixel shader, where the mode is
     * recorded nowhere, and unused pixel-shader inputs, which have no {@code dcl_input_ps}). fxc places each
     * element, in declaration order, after the last used lane of the register, among those it opened for
     * elements of the same mode, with the most lanes free (the first of equals) where there is room, else in a
     * new register (an integer is {@code nointerpolation}), and lists the signature by register and lane: a
     * {@code float3}, {@code float2}, {@code float} go to r.xyz, r+1.xy, r+1.z, and a lone {@code float} after
     * {@code float2} and {@code float4} to r.z, so that one alone in a register of its own had another mode.
     * The registers are taken in order: one whose mode is known keeps it; any other
     * gets the first mode, default first, under which that placement gives its elements their lanes. Where no
     * mode does (a system value sharing a register, registers out of order, a gap) nothing changes.
     */
    void packingModes() {
        java.util.TreeMap<Long, List<Field>> byReg = new java.util.TreeMap<>();
        long lastKey = -1;
        int lastLane = -1;
        for (Field f : fields) {
            long r = f.element().register();
            if (r < lastKey || r == lastKey && f.firstLane() <= lastLane || f.arrayIndex() >= 0 || r > 64) {
                return;                                   // not in the order fxc lists its own packing
            }
            lastKey = r;
            lastLane = f.firstLane();
            byReg.computeIfAbsent(r, k -> new ArrayList<>()).add(f);
        }
        List<String> modeOf = new ArrayList<>();        // per register placed so far: its mode
        List<Integer> used = new ArrayList<>();
        Map<Long, String> chosen = new HashMap<>();
        for (Map.Entry<Long, List<Field>> reg : byReg.entrySet()) {
            if (reg.getKey() != modeOf.size()) {
                return;                                   // a gap: fxc fills registers from 0
            }
            List<Field> in = reg.getValue();
            boolean system = false;
            boolean user = false;
            boolean ints = false;
            for (Field f : in) {
                boolean sv = f.element().reflectedSystemValue() != 0 || f.element().semanticName().regionMatches(true, 0, "SV_", 0, 3);
                system |= sv;
                user |= !sv;
                ints |= f.type() != 'f';
            }
            if (system) {
                if (user) {
                    return;
                }
                int mask = 0;
                for (Field f : in) {
                    mask |= f.element().mask() & 0xF;
                }
                modeOf.add("sv" + reg.getKey());          // a system value's register is its own
                used.add(mask);
                continue;
            }
            String known = special.get(reg.getKey());
            String[] candidates = known != null ? new String[] {known} : ints ? new String[] {"nointerpolation "} : MODES;
            String pick = null;
            for (String mode : candidates) {
                List<String> m = new ArrayList<>(modeOf);
                List<Integer> u = new ArrayList<>(used);
                boolean fits = true;
                for (Field f : in) {
                    String effective = f.type() != 'f' ? "nointerpolation " : mode;
                    long at = place(m, u, effective, f.width());
                    if (at != (reg.getKey() << 2 | f.firstLane())) {
                        fits = false;
                        break;
                    }
                }
                if (fits) {
                    pick = mode;
                    modeOf = m;
                    used = u;
                    break;
                }
            }
            if (pick == null) {
                return;
            }
            chosen.put(reg.getKey(), pick);
        }
        chosen.forEach((r, mode) -> {
            if (!mode.isEmpty()) {
                special.put(r, mode);
            }
        });
    }

    /**
     * fxc's placement of an element of {@code width} lanes and {@code mode}: register × 4 + first lane. Of the
     * registers of that mode it takes the one with the most lanes free after its last used one (the first of
     * equals), if the element fits there (d3dcompiler_47's packing, probed: docs/decompiler.md).
     */
    private static long place(List<String> modeOf, List<Integer> used, String mode, int width) {
        int r = -1;
        int bestNext = 4;
        for (int k = 0; k < modeOf.size(); k++) {
            if (modeOf.get(k).equals(mode)) {
                int next = 32 - Integer.numberOfLeadingZeros(used.get(k));
                if (next < bestNext) {
                    bestNext = next;
                    r = k;
                }
            }
        }
        if (r >= 0 && bestNext + width <= 4) {
            used.set(r, used.get(r) | ((1 << width) - 1) << bestNext);
            return (long) r << 2 | bestNext;
        }
        modeOf.add(mode);
        used.add((1 << width) - 1);
        return (long) (modeOf.size() - 1) << 2;
    }

    /** A marked comment written before the struct (a gap of the signature itself), or null. */
    String note;

    /** The struct's declaration. */
    void declare(HlslText out) {
        if (note != null) {
            out.line(note);
        }
        out.line("struct " + structName);
        out.line("{");
        out.indent();
        java.util.Set<String> declared = new java.util.HashSet<>();
        for (Field f : fields) {
            SignatureElement e = f.element();
            if (f.arrayIndex() >= 0 && ranges.containsKey(f.name())) {
                if (declared.add(f.name())) {
                    out.line(mode(f) + f.typeText() + " " + f.name() + "[" + arrays.get(f.name()) + "] : "
                            + ranges.get(f.name()) + ";");
                }
                continue;
            }
            if (f.arrayIndex() >= 0) {
                if (declared.add(f.name())) {
                    out.line(f.typeText() + " " + f.name() + "[" + arrays.get(f.name()) + "] : " + e.semanticName() + ";");
                }
                continue;
            }
            out.line(mode(f) + f.typeText() + " " + f.name() + " : "
                    + semantic(e) + ";");
        }
        out.outdent();
        out.line("};");
    }

    /** The interpolation modifier a field is declared with ({@code centroid }), or nothing. */
    private String mode(Field f) {
        SignatureElement e = f.element();
        String mode = special.getOrDefault(e.register(), "");
        if (e.reflectedSystemValue() == SystemValue.POSITION.code && mode.startsWith("noperspective")) {
            mode = mode.substring("noperspective".length()).trim();   // SV_Position's own default
            mode = mode.isEmpty() ? "" : mode + " ";
        }
        if (f.type() != 'f' && mode.equals("nointerpolation ")) {
            mode = "";                                                  // integers are never interpolated
        }
        return mode;
    }

    /** The semantic as stored with its index ({@code TEXCOORD3}; index 0 written out only where the name ends in a digit). */
    static String semantic(SignatureElement e) {
        String n = e.semanticName();
        return e.semanticIndex() == 0 && !n.isEmpty() && !Character.isDigit(n.charAt(n.length() - 1))
                ? n : n + e.semanticIndex();
    }
}
