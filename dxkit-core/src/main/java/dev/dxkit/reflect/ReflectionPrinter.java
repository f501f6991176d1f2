package dev.dxkit.reflect;

import dev.dxkit.text.TextSink;
import dev.dxkit.part.SignatureElement;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A reflection as text for people: the description with enumeration names, then the constant buffers (each
 * variable and struct member indented under its buffer), the bound resources and the signatures as aligned
 * tables. For the exact facts the oracle prints, see {@link ReflectionFacts}.
 */
public final class ReflectionPrinter {
    private ReflectionPrinter() {
    }

    /**
     * {@return the reflection as the text {@code dxkit reflect} prints}
     * @param r the reflection
     */
    public static String print(Reflection r) {
        TextSink s = new TextSink();
        if (r instanceof ShaderReflection sr) {
            shader(s, sr);
        } else {
            LibraryReflection lib = (LibraryReflection) r;
            field(s, "interface", "ID3D12LibraryReflection");
            field(s, "creator", lib.creator());
            field(s, "flags", hex(lib.flags()));
            field(s, "functions", Integer.toString(lib.functions().size()));
            for (FunctionReflection f : lib.functions()) {
                s.newline().append("function ").append(f.name()).newline();
                field(s, "  version", hex(f.version()) + " (" + programName(f.version()) + ")");
                field(s, "  flags", hex(f.flags()));
                field(s, "  instructions", Long.toString(f.instructionCount()));
                field(s, "  requires", hex(f.requiredFeatureFlags()));
                buffers(s, f.constantBuffers(), "  ");
                bindings(s, f.boundResources(), "  ");
            }
        }
        return s.toString();
    }

    private static void shader(TextSink s, ShaderReflection r) {
        field(s, "interface", r.api() == Reflection.Api.D3D11 ? "ID3D11ShaderReflection" : "ID3D12ShaderReflection");
        field(s, "version", hex(r.version()) + " (" + programName(r.version()) + ")");
        field(s, "creator", r.creator());
        field(s, "flags", hex(r.flags()));
        field(s, "min feature level", named(r.minFeatureLevel(), D3dNames.featureLevel(r.minFeatureLevel())));
        field(s, "requires flags", hex(r.requiresFlags()));
        if (r.threadGroupSize().total() != 0) {
            field(s, "thread group", r.threadGroupSize().x() + " x " + r.threadGroupSize().y() + " x "
                    + r.threadGroupSize().z() + " = " + r.threadGroupSize().total());
        }
        if (r.gsInputPrimitive() != 0) {
            field(s, "GS input primitive", named(r.gsInputPrimitive(), D3dNames.primitive(r.gsInputPrimitive())));
        }
        if (r.sampleFrequency()) {
            field(s, "sample frequency", "yes");
        }
        if (r.interfaceSlots() != 0) {
            field(s, "interface slots", Long.toString(r.interfaceSlots()));
        }
        s.newline().append("counters").newline();
        for (Counter c : Counter.values()) {
            long v = r.counter(c);
            if (v != 0) {
                s.append("  ").padRight(c.name(), 28).append(v).newline();
            }
        }
        buffers(s, r.constantBuffers(), "");
        bindings(s, r.boundResources(), "");
        parameters(s, "input parameters", r.inputParameters());
        parameters(s, "output parameters", r.outputParameters());
        parameters(s, "patch-constant parameters", r.patchConstantParameters());
    }

    private static void buffers(TextSink s, List<ConstantBuffer> buffers, String indent) {
        for (ConstantBuffer cb : buffers) {
            s.newline().append(indent).append(name(D3dNames.cbufferType(cb.type()), "D3D_CT_").toLowerCase(Locale.ROOT)).append(' ')
                    .append(cb.name() == null ? "(null)" : cb.name()).append(" (").append(cb.size()).append(" bytes");
            if (cb.flags() != 0) {
                s.append(", flags ").append(hex(cb.flags()));
            }
            s.append(')').newline();
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"offset", "size", "flags", "type", "name"});
            for (Variable v : cb.variables()) {
                rows.add(new String[] {Long.toString(v.startOffset()), Long.toString(v.size()), hex(v.flags()),
                        typeName(v.type()), v.name()});
                members(rows, v.type(), "  ", v.startOffset(), 0);
            }
            table(s, indent + "  ", rows);
        }
    }

    private static void members(List<String[]> rows, Type t, String indent, long base, int depth) {
        if (depth > 16) {
            return;
        }
        for (Type.Member m : t.members()) {
            long at = base + m.type().offset();
            rows.add(new String[] {Long.toString(at), "", "", typeName(m.type()), indent + m.name()});
            members(rows, m.type(), indent + "  ", at, depth + 1);
        }
    }

    private static String typeName(Type t) {
        String n = t.name().isEmpty() ? name(D3dNames.variableType(t.varType()), "D3D_SVT_").toLowerCase(Locale.ROOT)
                : t.name();
        return t.elements() != 0 ? n + "[" + t.elements() + "]" : n;
    }

    private static void bindings(TextSink s, List<Binding> bindings, String indent) {
        if (bindings.isEmpty()) {
            return;
        }
        s.newline().append(indent).append("bound resources").newline();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"name", "type", "return", "dimension", "samples", "bind", "count", "space", "id",
                "flags"});
        for (Binding b : bindings) {
            rows.add(new String[] {b.name(), name(D3dNames.inputType(b.type()), "D3D_SIT_"),
                    name(D3dNames.returnType(b.returnType()), "D3D_RETURN_TYPE_"),
                    name(D3dNames.dimension(b.dimension()), "D3D_SRV_DIMENSION_"),
                    b.numSamples() == 0xFFFFFFFFL ? "-" : Long.toString(b.numSamples()), Long.toString(b.bindPoint()),
                    Long.toString(b.bindCount()), Long.toString(b.space()), Long.toString(b.id()), hex(b.flags())});
        }
        table(s, indent + "  ", rows);
    }

    private static void parameters(TextSink s, String title, List<Parameter> ps) {
        if (ps.isEmpty()) {
            return;
        }
        s.newline().append(title).newline();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"semantic", "index", "register", "system value", "component", "mask", "rw", "stream",
                "min precision"});
        for (Parameter p : ps) {
            rows.add(new String[] {p.semanticName(), Long.toString(p.semanticIndex()), Long.toString(p.register()),
                    name(D3dNames.systemValue(p.systemValueType()), "D3D_NAME_"),
                    name(D3dNames.componentType(p.componentType()), "D3D_REGISTER_COMPONENT_"),
                    mask(p.mask()), mask(p.readWriteMask()),
                    Long.toString(p.stream()), name(D3dNames.minPrecision(p.minPrecision()), "D3D_MIN_PRECISION_")});
        }
        table(s, "  ", rows);
    }

    /** Components as letters ({@code xyz}), or "-" for none. */
    private static String mask(int m) {
        return m == 0 ? "-" : SignatureElement.maskName(m);
    }

    /** Rows as columns padded to their widest cell, two blanks apart; no trailing blanks. */
    private static void table(TextSink s, String indent, List<String[]> rows) {
        int[] w = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                w[i] = Math.max(w[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder b = new StringBuilder(indent);
            for (int i = 0; i < row.length; i++) {
                b.append(row[i]);
                if (i < row.length - 1) {
                    b.append(" ".repeat(w[i] - row[i].length() + 2));
                }
            }
            int end = b.length();
            while (end > 0 && b.charAt(end - 1) == ' ') {
                end--;
            }
            s.append(b.substring(0, end)).newline();
        }
    }

    private static void field(TextSink s, String key, String value) {
        if (value.isEmpty()) {
            s.append(key).newline();                    // no trailing blanks
        } else {
            s.padRight(key, 20).append(value).newline();
        }
    }

    private static String named(long v, String name) {
        return name == null ? hex(v) : name + " (" + hex(v) + ")";
    }

    /** The name without its prefix, or "-" where the headers define none (a binding's return type 0). */
    private static String name(String full, String prefix) {
        return full == null ? "-" : full.substring(prefix.length());
    }

    private static String hex(long v) {
        return "0x" + Long.toHexString(v);
    }

    private static final String[] PROGRAMS = {"pixel", "vertex", "geometry", "hull", "domain", "compute", "library",
            "ray generation", "intersection", "any hit", "closest hit", "miss", "callable", "mesh", "amplification",
            "node"};

    private static String programName(long version) {
        int type = (int) (version >>> 16);
        String t = type < PROGRAMS.length ? PROGRAMS[type] : "type " + type;
        return t + " " + (version >>> 4 & 0xF) + "." + (version & 0xF);
    }
}
