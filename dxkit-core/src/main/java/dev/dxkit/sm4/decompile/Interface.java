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
    record Field(String name, SignatureElement element, char type, int width, int firstLane) {
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

    /**
     * @param structName the struct's name ({@code Input})
     * @param variable   how the body names a value of it ({@code i}, or {@code i[n]} per vertex)
     */
    Interface(String structName, String variable, List<SignatureElement> elements, boolean reads) {
        this.structName = structName;
        this.variable = variable;
        this.reads = reads;
        Set<String> names = new HashSet<>();
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
            Field f = new Field(name, e, type, width, first == 4 ? 0 : first);
            fields.add(f);
            Field[] lanes = byRegister.computeIfAbsent(e.register(), r -> new Field[4]);
            for (int c = 0; c < 4; c++) {
                if ((mask & 1 << c) != 0 && lanes[c] == null) {
                    lanes[c] = f;
                }
            }
        }
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
        if (f.width() == 1) {
            return new Slot(base, "x", f.type(), true);
        }
        return Slot.vector(base, c - f.firstLane(), f.type());
    }

    /** The slot of a one-lane field (oDepth …). */
    Slot slot(String prefix, Field f) {
        return new Slot(prefix + "." + f.name(), "x", f.type(), true);
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

    /** The struct's declaration. */
    void declare(HlslText out) {
        out.line("struct " + structName);
        out.line("{");
        out.indent();
        for (Field f : fields) {
            SignatureElement e = f.element();
            String mode = special.getOrDefault(e.register(), "");
            if (e.reflectedSystemValue() == SystemValue.POSITION.code && mode.startsWith("noperspective")) {
                mode = mode.substring("noperspective".length()).trim();   // SV_Position's own default
                mode = mode.isEmpty() ? "" : mode + " ";
            }
            if (f.type() != 'f' && mode.equals("nointerpolation ")) {
                mode = "";                                                  // integers are never interpolated
            }
            out.line(mode + f.typeText() + " " + f.name() + " : "
                    + semantic(e) + ";");
        }
        out.outdent();
        out.line("};");
    }

    /** The semantic as stored with its index ({@code TEXCOORD3}; index 0 written out only where the name ends in a digit). */
    static String semantic(SignatureElement e) {
        String n = e.semanticName();
        return e.semanticIndex() == 0 && !n.isEmpty() && !Character.isDigit(n.charAt(n.length() - 1))
                ? n : n + e.semanticIndex();
    }
}
