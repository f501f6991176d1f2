package dev.dxkit.sm4.decompile;

import dev.dxkit.part.ConstantBuffer;
import dev.dxkit.part.IfcePart;
import dev.dxkit.part.RdefPart;
import dev.dxkit.part.ShaderVariable;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.Operand;
import dev.dxkit.sm4.OperandIndex;
import dev.dxkit.sm4.OperandType;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Class linkage (Shader Model 5): interfaces, the classes that implement them and the calls through interface
 * pointers, from RDEF's {@code $ThisPointer} variables, the IFCE part and the program's function tables.
 *
 * <p>A call site ({@code fcall fp0[k][j]}) has a body of its own in every class (fxc compiles each call with
 * its arguments in place), so each interface is written with one method per call site of each of its
 * variables ({@code f0}, {@code f1} …) and each class with the body its function table gives for that site.
 * The bodies share the caller's registers (a call passes its arguments and takes its result in them), so a
 * method takes the input struct and every temporary as {@code inout uint4} bits; the program is written in
 * the registers-as-bits form throughout. Inside a body, {@code this[0].x} and {@code this[0].y} (the
 * instance's constant buffer and register) only ever index {@code cb[x][y + n]}: such a read is the class's
 * member at register {@code n}, named as RDEF names the member of an instance of the class.
 */
final class Linkage {
    /** An interface pointer variable: its name, interface, first slot and array length (0: not an array). */
    record Pointer(String name, String iface, long slot, int elements) {
    }

    /** A class's method: its name and the function body that is its text. */
    record Method(String name, long body) {
    }

    /** The interface pointer variables by first slot (those the program uses). */
    final Map<Long, Pointer> pointers = new HashMap<>();
    /** The declarations of every interface pointer variable ({@code ILight Lights[3];}). */
    final List<String> pointerDeclarations = new ArrayList<>();
    /** Each interface by name, with its methods' count (call sites over its variables). */
    final Map<String, Integer> interfaces = new LinkedHashMap<>();
    /** Each class by name: the interface it implements. */
    final Map<String, String> classInterface = new LinkedHashMap<>();
    /** Each class by name: its methods in order. */
    final Map<String, List<Method>> methods = new LinkedHashMap<>();
    /** The first method number of each interface pointer variable's call sites, by first slot. */
    private final Map<Long, Integer> siteBase = new HashMap<>();
    /** Each class by name: an instance of it with data (constant buffer, register, the name's prefix). */
    private final Map<String, long[]> instanceAt = new HashMap<>();
    private final Map<String, String> instancePrefix = new HashMap<>();
    /** The arguments of every call ({@code i, r0, r1}), set once the registers are known. */
    String arguments = "";
    /** The parameters of every method ({@code Input i, inout uint4 r0}). */
    String parameters = "";
    /** Each class by name: its data's registers (IFCE's constant-buffer stride). */
    private final Map<String, Integer> stride = new HashMap<>();
    /** Why the linkage cannot be written, or null. */
    final String problem;

    private Linkage(RdefPart rdef, IfcePart ifce, List<Instruction> code) {
        this.problem = build(rdef, ifce, code);
    }

    /** The program's linkage, or null when it has none (no function body and no interface call). */
    static Linkage of(RdefPart rdef, IfcePart ifce, List<Instruction> code) {
        boolean any = false;
        for (Instruction in : code) {
            if (in.opcode() == Opcode.INTERFACE_CALL || in.opcode() == Opcode.DCL_FUNCTION_BODY) {
                any = true;
                break;
            }
        }
        return any ? new Linkage(rdef, ifce, code) : null;
    }

    private String build(RdefPart rdef, IfcePart ifce, List<Instruction> code) {
        if (rdef == null || ifce == null) {
            return "class linkage without RDEF or IFCE";
        }
        ConstantBuffer pointerBuffer = null;
        for (ConstantBuffer b : rdef.buffers()) {
            if (b.type() == 2) {                              // D3D_CT_INTERFACE_POINTERS
                pointerBuffer = b;
            }
        }
        if (pointerBuffer == null) {
            return "class linkage without interface pointers in RDEF";
        }
        for (ShaderVariable v : pointerBuffer.variables()) {
            String iface = v.type().name().orElse("");
            if (!name(v.name()) || !name(iface)) {
                return "an interface pointer named " + v.name();
            }
            int elements = v.type().elements();
            interfaces.putIfAbsent(iface, 0);
            pointerDeclarations.add(iface + " " + v.name() + (elements > 0 ? "[" + elements + "]" : "") + ";");
            if (v.startOffset() != 0xffffffffL) {
                pointers.put(v.startOffset(), new Pointer(v.name(), iface, v.startOffset(), elements));
            }
        }
        Map<Long, List<Long>> tables = new HashMap<>();
        for (Instruction in : code) {
            if (in.opcode() == Opcode.DCL_FUNCTION_TABLE) {
                int[] x = in.extra();
                if (x.length < 2 || x[1] < 0 || x[1] > x.length - 2) {
                    return "a function table at dword " + in.offset();
                }
                List<Long> bodies = new ArrayList<>();
                for (int k = 0; k < x[1]; k++) {
                    bodies.add(x[2 + k] & 0xffffffffL);
                }
                tables.put(x[0] & 0xffffffffL, bodies);
            }
        }
        long slot = 0;
        Map<String, Map<Integer, Long>> bodies = new LinkedHashMap<>();
        for (IfcePart.SlotRecord r : ifce.slots()) {
            Pointer p = pointers.get(slot);
            if (p == null) {
                return "interface slot " + slot + " without a pointer variable";
            }
            int sites = -1;
            for (int k = 0; k < r.classTypes().size() && k < r.functionTables().size(); k++) {
                int c = r.classTypes().get(k);
                List<Long> t = tables.get(r.functionTables().get(k));
                if (c < 0 || c >= ifce.classTypes().size() || t == null || sites >= 0 && t.size() != sites) {
                    return "interface slot " + slot + "'s class " + c;
                }
                sites = t.size();
                String cls = ifce.classTypes().get(c).name();
                if (!name(cls) || ifce.classTypes().get(c).textureCount() != 0 || ifce.classTypes().get(c).samplerCount() != 0) {
                    return "class " + cls + " (a name, textures or samplers)";
                }
                stride.put(cls, ifce.classTypes().get(c).cbStride());
                String was = classInterface.putIfAbsent(cls, p.iface());
                if (was != null && !was.equals(p.iface())) {
                    return "class " + cls + " of two interfaces";
                }
                int base = interfaces.get(p.iface());
                Map<Integer, Long> mine = bodies.computeIfAbsent(cls, x -> new java.util.TreeMap<>());
                for (int j = 0; j < t.size(); j++) {
                    mine.put(base + j, t.get(j));
                }
            }
            if (sites < 0) {
                sites = 0;
            }
            siteBase.put(slot, interfaces.get(p.iface()));
            interfaces.put(p.iface(), interfaces.get(p.iface()) + sites);
            slot += Math.max(1, r.slotSpan());
        }
        for (Map.Entry<String, Map<Integer, Long>> e : bodies.entrySet()) {
            int n = interfaces.get(classInterface.get(e.getKey()));
            if (e.getValue().size() != n) {
                return "class " + e.getKey() + " without a body for every call site";
            }
            List<Method> m = new ArrayList<>();
            e.getValue().forEach((site, body) -> m.add(new Method("f" + site, body)));
            methods.put(e.getKey(), m);
        }
        for (IfcePart.ClassInstance i : ifce.instances()) {
            if (i.classType() < 0 || i.classType() >= ifce.classTypes().size() || i.constantBuffer() == 0xffff) {
                continue;
            }
            String cls = ifce.classTypes().get(i.classType()).name();
            if (!instanceAt.containsKey(cls)) {
                instanceAt.put(cls, new long[] {i.constantBuffer(), i.bufferRegister()});
                instancePrefix.put(cls, i.name() + (i.count() > 1 ? "[0]." : "."));
            }
        }
        return null;
    }

    private static boolean name(String s) {
        return s.matches("[A-Za-z_][A-Za-z0-9_]*") && !Keywords.is(s);
    }

    /** The interface declarations: {@code interface ILight { void f0(Input i, inout uint4 r0); };}. */
    List<String> interfaceDeclarations(String params) {
        List<String> out = new ArrayList<>();
        interfaces.forEach((name, n) -> {
            StringBuilder b = new StringBuilder("interface ").append(name).append("\n{\n");
            for (int k = 0; k < n; k++) {
                b.append("    void f").append(k).append('(').append(params).append(");\n");
            }
            out.add(b.append("};").toString());
        });
        return out;
    }

    /**
     * The call an {@code fcall} makes ({@code Lights[2].f2(i, r0, r1);}): through the pointer variable its
     * operand names ({@code fp0[2]}: first slot, array index) to the method of its call site ({@code site}),
     * or null.
     */
    String call(Operand fp, long site, Operands ops, String args) {
        List<OperandIndex> ix = fp.indices();
        if (fp.type() != OperandType.INTERFACE || ix.size() != 2 || ix.get(0).relative() != null || site < 0) {
            return null;
        }
        Pointer p = pointers.get(ix.get(0).immediate());
        Integer base = siteBase.get(ix.get(0).immediate());
        if (p == null || base == null || base + site >= interfaces.get(p.iface())) {
            return null;
        }
        String target = p.name();
        if (p.elements() > 0) {
            target += "[" + ops.index(ix.get(1)) + "]";
        } else if (ix.get(1).relative() != null || ix.get(1).immediate() != 0) {
            return null;
        }
        return target + ".f" + (base + site) + "(" + args + ");";
    }

    /**
     * The this-pointer lanes of the class body being written: temporary lanes (register * 4 + component)
     * holding the instance's constant buffer ({@code this[0].x}) and its first register ({@code this[0].y}).
     */
    static final class This {
        final String cls;
        final Set<Long> buffer = new HashSet<>();
        final Set<Long> register = new HashSet<>();

        This(String cls) {
            this.cls = cls;
        }
    }

    /**
     * The data of a class no instance of which RDEF describes (the application makes the instances): its
     * registers as {@code float4 m[stride]}, empty when it has none or an instance names them.
     */
    String inventedData(String cls) {
        int n = stride.getOrDefault(cls, 0);
        return instanceAt.containsKey(cls) || n == 0 ? "" : "    float4 m[" + n + "];\n";
    }

    /**
     * Register {@code reg}, lane {@code c} of the class's data, as RDEF names it in an instance (without one,
     * {@code m[reg]}: {@link #inventedData}); or null.
     */
    Slot member(String cls, long reg, int c, Bindings bindings) {
        long[] at = instanceAt.get(cls);
        if (reg < 0) {
            return null;
        }
        if (at == null) {
            return reg < stride.getOrDefault(cls, 0) ? Slot.vector("m[" + reg + "]", c, 'f') : null;
        }
        Binding b = bindings.of('b', at[0]);
        if (b == null || b.lanes() == null) {
            return null;
        }
        Slot s = b.lanes().get((at[1] + reg) * 4 + c);
        String prefix = instancePrefix.get(cls);
        if (s == null || !s.base().startsWith(prefix) || s.base().length() == prefix.length()) {
            return null;
        }
        // a base class's member is named as the derived class's own (class D : B)
        return new Slot(s.base().substring(prefix.length()).replace("$super.", ""), s.token(), s.type(), s.scalar());
    }
}
