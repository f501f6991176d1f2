package dev.dxkit.d3d9.decompile;

import dev.dxkit.d3d9.ConstantTable;
import dev.dxkit.d3d9.ConstantTable.Constant;
import dev.dxkit.d3d9.ConstantTable.Member;
import dev.dxkit.d3d9.ConstantTable.TypeInfo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The uniforms of a Direct3D 9 program as its constant table ({@code CTAB}) names them: their HLSL
 * declarations with {@code register(…)} bindings, and the HLSL expression that reads a register of one of
 * them (an array element, a struct member, a matrix row or column).
 *
 * <p>A register of a constant spans {@code D3DXSHADER_TYPEINFO} as fxc lays it out: an array's elements one
 * after another, a struct's members in order, a row-major matrix a register per row, a column-major one a
 * register per column, every scalar or vector one register.
 */
final class Uniforms {
    /** Register sets in {@code D3DXREGISTER_SET} order. */
    static final int BOOL = 0;
    static final int INT4 = 1;
    static final int FLOAT4 = 2;
    static final int SAMPLER = 3;

    private final List<Constant> constants;
    private final Map<String, String> structNames = new LinkedHashMap<>();
    private final List<String> structDecls = new ArrayList<>();

    Uniforms(ConstantTable table) {
        this.constants = table == null ? List.of() : table.constants();
    }

    /** The constant holding register {@code n} of set {@code set}, or null. */
    Constant find(int set, int n) {
        for (Constant c : constants) {
            if (c.registerSet() == set && n >= c.registerIndex() && n < c.registerIndex() + c.registerCount()) {
                return c;
            }
        }
        return null;
    }

    List<Constant> constants() {
        return constants;
    }

    /** Whether a constant of the table is called {@code name}. */
    boolean hasName(String name) {
        for (Constant c : constants) {
            if (c.name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** Registers one element of {@code t} takes. */
    static int elementRegisters(TypeInfo t) {
        return switch (t.typeClass()) {
            case 2 -> t.rows();
            case 3 -> t.columns();
            case 5 -> {
                int n = 0;
                for (Member m : t.members()) {
                    n += registers(m.type());
                }
                yield n;
            }
            default -> 1;
        };
    }

    /** Registers {@code t} takes, all its elements. */
    static int registers(TypeInfo t) {
        return elementRegisters(t) * Math.max(1, t.elements());
    }

    /**
     * Where register {@code offset} of a value of type {@code t} named {@code access} lies.
     *
     * @return the access path to a scalar, vector or matrix and the register within it, or null past its end
     */
    static Leaf leaf(String access, TypeInfo t, int offset) {
        return leaf0(access, t, offset);
    }

    private static Leaf leaf0(String access, TypeInfo t, int offset) {
        if (offset < 0 || offset >= registers(t)) {
            return null;
        }
        int per = elementRegisters(t);
        String a = access;
        int k = offset;
        if (t.elements() > 1) {
            a = a + "[" + (k / per) + "]";
            k %= per;
        }
        if (t.typeClass() == 5) {
            for (Member m : t.members()) {
                int n = registers(m.type());
                if (k < n) {
                    return leaf0(a + "." + identifier(m.name()), m.type(), k);
                }
                k -= n;
            }
            return null;
        }
        return new Leaf(a, t, k);
    }

    /** A scalar, vector or matrix reached through {@code access}, and the register {@code register} within it. */
    record Leaf(String access, TypeInfo type, int register) {
        /** The expression for component {@code comp} (0..3) of the register, or null where the type has none. */
        String component(int comp) {
            return switch (type.typeClass()) {
                case 0 -> comp == 0 ? access : null;
                case 1 -> comp < type.columns() ? access + "." + "xyzw".charAt(comp) : null;
                case 2 -> comp < type.columns() ? access + "._m" + register + comp : null;
                case 3 -> comp < type.rows() ? access + "._m" + comp + register : null;
                default -> null;
            };
        }

        /** The expression for components {@code comps} of the register; absent components read as 0. */
        String read(int[] comps) {
            boolean all = true;
            for (int c : comps) {
                all &= component(c) != null;
            }
            int tc = type.typeClass();
            if (all && tc <= 1) {
                int width = tc == 0 ? 1 : type.columns();
                if (isIdentity(comps, width)) {
                    return access;
                }
                StringBuilder s = new StringBuilder(access).append('.');
                for (int c : comps) {
                    s.append(tc == 0 ? 'x' : "xyzw".charAt(c));
                }
                return s.toString();
            }
            if (all && (tc == 2 || tc == 3)) {
                StringBuilder s = new StringBuilder(access).append('.');
                for (int c : comps) {
                    s.append(tc == 2 ? "_m" + register + c : "_m" + c + register);
                }
                return s.toString();
            }
            StringBuilder s = new StringBuilder(comps.length == 1 ? "" : "float" + comps.length + "(");
            for (int i = 0; i < comps.length; i++) {
                String e = component(comps[i]);
                s.append(i == 0 ? "" : ", ").append(e == null ? "0.0" : e);
            }
            return s.append(comps.length == 1 ? "" : ")").toString();
        }

        private static boolean isIdentity(int[] comps, int width) {
            if (comps.length != width) {
                return false;
            }
            for (int i = 0; i < comps.length; i++) {
                if (comps[i] != i) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The HLSL type of {@code t} without its array size, declaring a struct type first where needed. */
    String typeName(TypeInfo t, String samplerFallback) {
        String scalar = switch (t.type()) {
            case 1 -> "bool";
            case 2 -> "int";
            case 3 -> "float";
            default -> null;
        };
        return switch (t.typeClass()) {
            case 0 -> scalar;
            case 1 -> scalar == null ? null : scalar + t.columns();
            case 2 -> scalar == null ? null : "row_major " + scalar + t.rows() + "x" + t.columns();
            case 3 -> scalar == null ? null : "column_major " + scalar + t.rows() + "x" + t.columns();
            case 4 -> switch (t.type()) {
                case 10 -> samplerFallback;
                case 11 -> "sampler1D";
                case 12 -> "sampler2D";
                case 13 -> "sampler3D";
                case 14 -> "samplerCUBE";
                default -> null;
            };
            case 5 -> structName(t);
            default -> null;
        };
    }

    private String structName(TypeInfo t) {
        StringBuilder body = new StringBuilder();
        for (Member m : t.members()) {
            String type = typeName(m.type(), "sampler");
            if (type == null) {
                return null;
            }
            body.append("    ").append(type).append(' ').append(m.name());
            if (m.type().elements() > 1) {
                body.append('[').append(m.type().elements()).append(']');
            }
            body.append(";\n");
        }
        String key = body.toString();
        String name = structNames.get(key);
        if (name == null) {
            name = "Struct" + structNames.size();
            structNames.put(key, name);
            structDecls.add("struct " + name + "\n{\n" + key + "};\n");
        }
        return name;
    }

    /** The struct types {@link #typeName} needed, in the order they were met. */
    List<String> structDeclarations() {
        return structDecls;
    }

    /**
     * The expression for register {@code n} of the bool or int set, which fxc fills one scalar per register
     * ({@code int3 v} takes {@code i0}–{@code i2}), or null when no scalar of the constant lies there.
     */
    static String scalarRegister(Constant c, int n) {
        List<String> scalars = new ArrayList<>();
        flatten(identifier(c.name()), c.type(), scalars, n - c.registerIndex() + 1);
        int k = n - c.registerIndex();
        return k >= 0 && k < scalars.size() ? scalars.get(k) : null;
    }

    private static void flatten(String access, TypeInfo t, List<String> into, int enough) {
        if (into.size() >= enough) {
            return;
        }
        if (t.elements() > 1) {
            TypeInfo one = new TypeInfo(t.typeClass(), t.type(), t.rows(), t.columns(), 1, t.members());
            for (int e = 0; e < t.elements() && into.size() < enough; e++) {
                flatten(access + "[" + e + "]", one, into, enough);
            }
            return;
        }
        switch (t.typeClass()) {
            case 0 -> into.add(access);
            case 1 -> {
                for (int i = 0; i < t.columns(); i++) {
                    into.add(access + "." + "xyzw".charAt(i & 3));
                }
            }
            case 2, 3 -> {
                for (int r = 0; r < t.rows() && into.size() < enough; r++) {
                    for (int col = 0; col < t.columns(); col++) {
                        into.add(access + "._m" + r + col);
                    }
                }
            }
            case 5 -> {
                for (Member m : t.members()) {
                    flatten(access + "." + m.name(), m.type(), into, enough);
                }
            }
            default -> into.add(null);
        }
    }

    /** Whether {@code name} is fxc's name of a texture and sampler combination ({@code sampler+texture}). */
    static boolean isCombined(String name) {
        int plus = name.indexOf('+');
        return plus > 0 && plus < name.length() - 1 && name.indexOf('+', plus + 1) < 0;
    }

    /** Whether {@code name} is fxc's name of a uniform parameter of the entry point ({@code $name}). */
    static boolean isParameter(String name) {
        return name.length() > 1 && name.charAt(0) == '$';
    }

    /** {@code name} as an HLSL identifier: a parameter's {@code $} dropped, other characters HLSL refuses as _. */
    static String identifier(String name) {
        String n = isParameter(name) ? name.substring(1) : name;
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n.length(); i++) {
            char ch = n.charAt(i);
            boolean ok = ch == '_' || ch == '.' || ch == '[' || ch == ']' || Character.isLetterOrDigit(ch) && ch < 128;
            b.append(ok ? ch : '_');
        }
        return b.toString();
    }

    /** The register letter of a register set. */
    static String prefix(int set) {
        return switch (set) {
            case BOOL -> "b";
            case INT4 -> "i";
            case FLOAT4 -> "c";
            default -> "s";
        };
    }
}
