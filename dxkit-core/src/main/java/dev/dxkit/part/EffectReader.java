package dev.dxkit.part;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.sm4.ProgramVersion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an FX10/FX11 part into an {@link EffectPart}: one pass over the structured block with a cursor, every
 * structure it points to in the unstructured block read at its offset. Counts are checked against the bytes
 * left before anything is allocated; types are read once per offset, and a type graph that nests deeper than
 * {@value #MAX_DEPTH} or names more than {@value #MAX_TYPE_NODES} members in all is refused, so a hostile
 * part cannot recurse or expand without end.
 */
final class EffectReader {
    private static final int MAX_DEPTH = 32;
    private static final int MAX_TYPE_NODES = 1 << 16;
    /** Object type codes whose initializers are assignment blocks: blend, depth-stencil, rasterizer, sampler. */
    private static final int EOT_STRING = 1;
    private static final int EOT_BLEND = 2;
    private static final int EOT_RASTERIZER = 4;
    private static final int EOT_SAMPLER = 21;

    private final String fourCC;
    private final Bytes data;
    private final ByteReader r;
    private final Map<Long, EffectPart.Type> types = new HashMap<>();
    private int typeNodes;
    private int tag;
    private boolean fx5;
    /** The unstructured block's start: every {@code o…} offset counts from here. */
    private int u;
    /** The cursor in the structured block. */
    private int at;

    EffectReader(String fourCC, Bytes data) {
        this.fourCC = fourCC;
        this.data = data;
        this.r = data.reader(fourCC);
    }

    EffectPart read() {
        r.require(0, 4, "effect version tag");
        tag = r.i32At(0);
        if (EffectPart.version(tag) == null) {
            throw r.error(0, String.format(java.util.Locale.ROOT,
                    "effect tag 0xfeff1001, 0xfeff1011 or 0xfeff2001, found 0x%08x", tag));
        }
        fx5 = tag == 0xfeff2001;
        int n = fx5 ? 23 : 18;
        r.require(4, 4L * n, "effect header");
        List<Long> counts = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            counts.add(r.u32At(4 + 4 * i));
        }
        u = 4 + 4 * n;
        r.require(u, counts.get(7), "unstructured block of " + counts.get(7) + " bytes");
        at = u + counts.get(7).intValue();

        // buffers: 5 words and an annotation count at least
        int nBuffers = r.countAt(0x04, left() / 24, "constant buffer count");
        List<EffectPart.Buffer> buffers = new ArrayList<>(nBuffers);
        for (int i = 0; i < nBuffers; i++) {
            buffers.add(buffer(true));
        }
        // object variables: 4 words and an annotation count at least
        int nObjects = r.countAt(0x0c, left() / 20, "object variable count");
        List<EffectPart.ObjectVariable> objects = new ArrayList<>(nObjects);
        for (int i = 0; i < nObjects; i++) {
            objects.add(objectVariable(true));
        }
        // a child effect declares the pool's buffers (5 words) and objects (4 words)
        int nPoolBuffers = r.countAt(0x10, left() / 20, "pool constant buffer count");
        List<EffectPart.Buffer> poolBuffers = new ArrayList<>(nPoolBuffers);
        for (int i = 0; i < nPoolBuffers; i++) {
            poolBuffers.add(buffer(false));
        }
        int nPoolObjects = r.countAt(0x18, left() / 16, "pool object variable count");
        List<EffectPart.ObjectVariable> poolObjects = new ArrayList<>(nPoolObjects);
        for (int i = 0; i < nPoolObjects; i++) {
            poolObjects.add(objectVariable(false));
        }
        List<EffectPart.InterfaceVariable> interfaces = new ArrayList<>();
        List<EffectPart.Group> groups = new ArrayList<>();
        if (fx5) {
            int nInterfaces = r.countAt(0x54, left() / 20, "interface variable count");
            for (int i = 0; i < nInterfaces; i++) {
                interfaces.add(interfaceVariable());
            }
            int nGroups = r.countAt(0x4c, left() / 12, "group count");
            for (int i = 0; i < nGroups; i++) {
                int start = at;
                require(12, "group");
                String name = string(r.u32At(start), start);
                int nTechniques = r.countAt(start + 4, left() / 12, "technique count");
                at += 8;
                List<EffectPart.Annotation> annotations = annotations();
                List<EffectPart.Technique> techniques = new ArrayList<>(nTechniques);
                for (int k = 0; k < nTechniques; k++) {
                    techniques.add(technique(name));
                }
                groups.add(new EffectPart.Group(name, annotations, techniques));
            }
        } else {
            int nTechniques = r.countAt(0x1c, left() / 12, "technique count");
            List<EffectPart.Technique> techniques = new ArrayList<>(nTechniques);
            for (int k = 0; k < nTechniques; k++) {
                techniques.add(technique(null));
            }
            groups.add(new EffectPart.Group(null, List.of(), techniques));
        }
        if (at != r.size()) {
            throw r.error(at, "the structured block ends here, " + (r.size() - at) + " bytes before the part does");
        }
        return new EffectPart(fourCC, tag, counts, buffers, objects, poolBuffers, poolObjects, interfaces, groups,
                data);
    }

    /** {@return the bytes left after the cursor} */
    private long left() {
        return (long) r.size() - at;
    }

    private void require(long n, String what) {
        r.require(at, n, what);
    }

    /** A constant buffer and its variables; a pool's declaration has no annotations or per-variable ones. */
    private EffectPart.Buffer buffer(boolean own) {
        int start = at;
        require(20, "constant buffer");
        String name = string(r.u32At(start), start);
        long size = r.u32At(start + 4);
        long flags = r.u32At(start + 8);
        int nVars = r.countAt(start + 12, left() / 24, "variable count");
        long bind = r.u32At(start + 16);
        at += 20;
        List<EffectPart.Annotation> annotations = own ? annotations() : List.of();
        List<EffectPart.Variable> vars = new ArrayList<>(nVars);
        for (int k = 0; k < nVars; k++) {
            int v = at;
            require(24, "numeric variable");
            String vName = string(r.u32At(v), v);
            EffectPart.Type type = type(r.u32At(v + 4), v + 4, 0);
            String semantic = string(r.u32At(v + 8), v + 8);
            long offset = r.u32At(v + 12);
            long oDefault = r.u32At(v + 16);
            long vFlags = r.u32At(v + 20);
            at += 24;
            List<Object> value = oDefault == 0 ? List.of() : values(type, oDefault, v + 16);
            vars.add(new EffectPart.Variable(vName, type, semantic, offset, vFlags, value,
                    own ? annotations() : List.of()));
        }
        return new EffectPart.Buffer(name, size, flags, bind, annotations, vars);
    }

    /** An object variable, its initializers (one per element) and annotations; a pool's declaration has neither. */
    private EffectPart.ObjectVariable objectVariable(boolean own) {
        int start = at;
        require(16, "object variable");
        String name = string(r.u32At(start), start);
        EffectPart.Type type = type(r.u32At(start + 4), start + 4, 0);
        String semantic = string(r.u32At(start + 8), start + 8);
        long bind = r.u32At(start + 12);
        at += 16;
        List<String> strings = new ArrayList<>();
        List<List<EffectPart.Assignment>> blocks = new ArrayList<>();
        List<EffectPart.Shader> shaders = new ArrayList<>();
        if (own && type.varType() == 2) {
            long t = type.objectType();
            long elements = Math.max(1, type.elements());
            if (t == EOT_STRING) {
                checkElements(elements, 4, start + 4);
                for (int i = 0; i < elements; i++) {
                    require(4, "string offset");
                    strings.add(string(r.u32At(at), at));
                    at += 4;
                }
            } else if ((t >= EOT_BLEND && t <= EOT_RASTERIZER) || t == EOT_SAMPLER) {
                checkElements(elements, 4, start + 4);
                for (int i = 0; i < elements; i++) {
                    require(4, "assignment count");
                    int nAssign = r.countAt(at, (left() - 4) / 16, "assignment count");
                    at += 4;
                    List<EffectPart.Assignment> block = new ArrayList<>(nAssign);
                    for (int k = 0; k < nAssign; k++) {
                        block.add(assignment(name));
                    }
                    blocks.add(block);
                }
            } else if (EffectNames.isShader(t)) {
                int stride = t == EffectNames.EOT_GEOMETRY_SHADER_SO ? 8 : t >= EffectNames.EOT_PIXEL_SHADER5 ? 36 : 4;
                checkElements(elements, stride, start + 4);
                for (int i = 0; i < elements; i++) {
                    String owner = type.elements() > 0 ? name + "[" + i + "]" : name;
                    shaders.add(stride == 36 ? shader5(owner, at) : stride == 8
                            ? shader(owner, r.u32At(at), at, r.u32At(at + 4), at + 4)
                            : shader(owner, r.u32At(at), at, 0, -1));
                    at += stride;
                }
            }
        }
        List<EffectPart.Annotation> annotations = own ? annotations() : List.of();
        return new EffectPart.ObjectVariable(name, type, semantic, bind, strings, blocks, shaders, annotations);
    }

    /** Fails unless {@code elements} initializers of {@code stride} bytes fit after the cursor. */
    private void checkElements(long elements, int stride, int typeWord) {
        if (elements > left() / stride) {
            throw r.error(typeWord, "a type of at most " + left() / stride + " elements here, found " + elements);
        }
    }

    private EffectPart.InterfaceVariable interfaceVariable() {
        int start = at;
        require(16, "interface variable");
        String name = string(r.u32At(start), start);
        EffectPart.Type type = type(r.u32At(start + 4), start + 4, 0);
        long oDefault = r.u32At(start + 8);
        long flags = r.u32At(start + 12);
        at += 16;
        List<String> initializers = new ArrayList<>();
        if (oDefault != 0) {
            long elements = Math.max(1, type.elements());
            int base = unstructured(oDefault, 8 * elements, start + 8, "interface initializers");
            for (int i = 0; i < elements; i++) {
                initializers.add(instance(base + 8 * i));
            }
        }
        return new EffectPart.InterfaceVariable(name, type, flags, initializers, annotations());
    }

    private EffectPart.Technique technique(String group) {
        int start = at;
        require(12, "technique");
        String name = string(r.u32At(start), start);
        int nPasses = r.countAt(start + 4, left() / 12, "pass count");
        at += 8;
        List<EffectPart.Annotation> annotations = annotations();
        List<EffectPart.Pass> passes = new ArrayList<>(nPasses);
        for (int i = 0; i < nPasses; i++) {
            int p = at;
            require(12, "pass");
            String pName = string(r.u32At(p), p);
            int nAssign = r.countAt(p + 4, left() / 16, "assignment count");
            at += 8;
            List<EffectPart.Annotation> pAnnotations = annotations();
            String owner = (group != null && !group.isEmpty() ? group + "." : "") + name + "." + pName;
            List<EffectPart.Assignment> assignments = new ArrayList<>(nAssign);
            for (int k = 0; k < nAssign; k++) {
                assignments.add(assignment(owner));
            }
            passes.add(new EffectPart.Pass(pName, pAnnotations, assignments));
        }
        return new EffectPart.Technique(name, annotations, passes);
    }

    /** An assignment at the cursor; {@code owner} names the pass or variable for the shaders it compiles. */
    private EffectPart.Assignment assignment(String owner) {
        int start = at;
        require(16, "assignment");
        long state = r.u32At(start);
        long index = r.u32At(start + 4);
        long kind = r.u32At(start + 8);
        long init = r.u32At(start + 12);
        at += 16;
        int w = start + 12;
        EffectPart.Value value = switch ((int) Math.min(kind, 9)) {
            case 1 -> {
                int base = unstructured(init, 4, w, "constant count");
                int n = r.countAt(base, (r.size() - base - 4) / 8, "constant count");
                List<EffectPart.Constant> cs = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    long type = r.u32At(base + 4 + 8 * i);
                    cs.add(new EffectPart.Constant(type, scalar(type, base + 8 + 8 * i)));
                }
                yield new EffectPart.Constants(cs);
            }
            case 2 -> new EffectPart.VariableRef(string(init, w));
            case 3 -> {
                int base = unstructured(init, 8, w, "constant index");
                yield new EffectPart.ConstIndex(string(r.u32At(base), base), r.u32At(base + 4));
            }
            case 4 -> {
                int base = unstructured(init, 8, w, "variable index");
                yield new EffectPart.VariableIndex(string(r.u32At(base), base), string(r.u32At(base + 4), base + 4));
            }
            case 5 -> {
                int base = unstructured(init, 8, w, "indexed expression");
                String array = string(r.u32At(base), base);
                int code = unstructured(r.u32At(base + 4), 4, base + 4, "expression");
                yield expression(array, code);
            }
            case 6 -> expression(null, unstructured(init, 4, w, "expression"));
            case 7 -> {
                int base = unstructured(init, 8, w, "inline shader");
                yield shader(owner + "." + EffectNames.stateName(state), r.u32At(base), base, r.u32At(base + 4),
                        base + 4);
            }
            case 8 -> shader5(owner + "." + EffectNames.stateName(state), unstructured(init, 36, w, "inline shader"));
            default -> throw r.error(start + 8, "an assignment kind 1..8 (ECAT_Constant … ECAT_InlineShader5), found "
                    + kind);
        };
        return new EffectPart.Assignment(state, index, kind, value);
    }

    /**
     * A class instance named by an {@code SBinaryInterfaceInitializer} at {@code at}: its name, with
     * {@code [index]} when it is an element of an array (index 4294967295: not an array).
     */
    private String instance(int at) {
        String name = string(r.u32At(at), at);
        long index = r.u32At(at + 4);
        return index == 0xFFFF_FFFFL ? name : name + "[" + index + "]";
    }

    /** The expression container whose size word is at {@code base}. */
    private EffectPart.Expression expression(String array, int base) {
        long size = r.u32At(base);
        r.require(base + 4, size, "expression of " + size + " bytes");
        return new EffectPart.Expression(array, base + 4L, size);
    }

    /** A shader whose data block is at unstructured offset {@code oShader} (named by the word at {@code word}). */
    private EffectPart.Shader shader(String owner, long oShader, int word, long oSoDecl, int soWord) {
        List<String> so = new ArrayList<>();
        if (soWord >= 0 && oSoDecl != 0) {
            so.add(string(oSoDecl, soWord));
        }
        return shaderAt(owner, oShader, word, so, 0, List.of());
    }

    /** An fx_5_0 shader ({@code SBinaryShaderData5}, 36 bytes at {@code base}). */
    private EffectPart.Shader shader5(String owner, int base) {
        r.require(base, 36, "fx_5_0 shader data");
        long nSo = r.u32At(base + 20);
        if (nSo > 4) {
            throw r.error(base + 20, "stream-output declaration count at most 4, found " + nSo);
        }
        List<String> so = new ArrayList<>();
        for (int i = 0; i < nSo; i++) {
            so.add(string(r.u32At(base + 4 + 4 * i), base + 4 + 4 * i));
        }
        long rasterized = r.u32At(base + 24);
        long nBindings = r.u32At(base + 28);
        List<String> bindings = new ArrayList<>();
        if (nBindings > 0) {
            int b = unstructured(r.u32At(base + 32), 8 * nBindings, base + 32, "interface bindings");
            for (int i = 0; i < nBindings; i++) {
                bindings.add(instance(b + 8 * i));
            }
        }
        return shaderAt(owner, r.u32At(base), base, so, rasterized, bindings);
    }

    private EffectPart.Shader shaderAt(String owner, long oShader, int word, List<String> so, long rasterized,
                                       List<String> bindings) {
        int base = unstructured(oShader, 4, word, "shader size");
        long size = r.u32At(base);
        r.require(base + 4, size, "shader of " + size + " bytes");
        String profile = size == 0 ? null : profile(data.slice(base + 4, (int) size));
        return new EffectPart.Shader(owner, base + 4L, size, profile, so, rasterized, bindings);
    }

    /** The profile the program part of the container {@code blob} names, or null when it has none. */
    private static String profile(Bytes blob) {
        try {
            Container c = Container.read(blob);
            for (PartEntry p : c.parts()) {
                String kind = p.kind();
                if ((kind.equals("SHDR") || kind.equals("SHEX")) && p.data().size() >= 4) {
                    return ProgramVersion.parse(p.data().reader(kind).i32At(0), kind, 0).text();
                }
            }
            return null;
        } catch (DxFormatException e) {
            return null;
        }
    }

    /**
     * The annotations at the cursor: a count, then per annotation its name, its type and its value — one
     * offset to the numbers of a numeric one, one string offset per element of a string one.
     */
    private List<EffectPart.Annotation> annotations() {
        require(4, "annotation count");
        int n = r.countAt(at, (left() - 4) / 12, "annotation count");
        at += 4;
        List<EffectPart.Annotation> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int start = at;
            require(12, "annotation");
            String name = string(r.u32At(start), start);
            EffectPart.Type type = type(r.u32At(start + 4), start + 4, 0);
            at += 8;
            List<Object> values;
            if (type.varType() == 1) {
                values = values(type, r.u32At(at), at);
                at += 4;
            } else if (type.varType() == 2 && type.objectType() == EOT_STRING) {
                long elements = Math.max(1, type.elements());
                checkElements(elements, 4, start + 4);
                values = new ArrayList<>((int) elements);
                for (int k = 0; k < elements; k++) {
                    values.add(string(r.u32At(at), at));
                    at += 4;
                }
            } else {
                throw r.error(start + 4, "a numeric or string annotation, found " + EffectNames.varType(type.varType())
                        + " " + EffectNames.objectType(type.objectType()));
            }
            out.add(new EffectPart.Annotation(name, type, values));
        }
        return out;
    }

    /**
     * The words of a numeric value of {@code type} at unstructured offset {@code off}, each read as the type's
     * scalar type; a structure's value is read as its words in hex.
     */
    private List<Object> values(EffectPart.Type type, long off, int word) {
        long size = type.totalSize();
        int base = unstructured(off, size, word, "default value of " + size + " bytes");
        int n = (int) (size / 4);
        List<Object> out = new ArrayList<>(n);
        long scalar = type.varType() == 1 ? type.scalarType() : 0;
        for (int i = 0; i < n; i++) {
            out.add(scalar(scalar, base + 4 * i));
        }
        return out;
    }

    /** The word at {@code at} read as scalar type {@code type}: a float, int, uint or bool; else its hex. */
    private Object scalar(long type, int at) {
        return switch ((int) Math.min(type, 5)) {
            case 1 -> (double) r.f32At(at);
            case 2 -> (long) r.i32At(at);
            case 3 -> r.u32At(at);
            case 4 -> r.i32At(at) != 0;
            default -> String.format(java.util.Locale.ROOT, "0x%08x", r.i32At(at));
        };
    }

    /** The type at unstructured offset {@code off}, read once. */
    private EffectPart.Type type(long off, int word, int depth) {
        if (++typeNodes > MAX_TYPE_NODES) {
            throw r.error(word, "more than " + MAX_TYPE_NODES + " type references");
        }
        EffectPart.Type known = types.get(off);
        if (known != null) {
            return known;
        }
        if (depth > MAX_DEPTH) {
            throw r.error(word, "types nested deeper than " + MAX_DEPTH);
        }
        int base = unstructured(off, 28, word, "type");
        String name = string(r.u32At(base), base);
        long varType = r.u32At(base + 4);
        long elements = r.u32At(base + 8);
        long total = r.u32At(base + 12);
        long stride = r.u32At(base + 16);
        long packed = r.u32At(base + 20);
        long extra = r.u32At(base + 24);
        List<EffectPart.Member> members = new ArrayList<>();
        EffectPart.Type baseClass = null;
        List<EffectPart.Type> interfaces = new ArrayList<>();
        if (varType == 3) {
            int n = r.countAt(base + 24, (r.size() - base - 28) / 16, "member count");
            for (int i = 0; i < n; i++) {
                int m = base + 28 + 16 * i;
                members.add(new EffectPart.Member(string(r.u32At(m), m), string(r.u32At(m + 4), m + 4),
                        r.u32At(m + 8), type(r.u32At(m + 12), m + 12, depth + 1)));
            }
            if (fx5) {
                int inh = base + 28 + 16 * n;
                r.require(inh, 8, "type inheritance");
                long oBase = r.u32At(inh);
                baseClass = oBase == 0 ? null : type(oBase, inh, depth + 1);
                int nInterfaces = r.countAt(inh + 4, (r.size() - inh - 8) / 4, "interface count");
                for (int i = 0; i < nInterfaces; i++) {
                    interfaces.add(type(r.u32At(inh + 8 + 4 * i), inh + 8 + 4 * i, depth + 1));
                }
            }
        }
        EffectPart.Type t = new EffectPart.Type(name, varType, elements, total, stride, packed,
                varType == 1 ? extra : 0, varType == 2 ? extra : 0, members, baseClass, interfaces);
        types.put(off, t);
        return t;
    }

    /**
     * The part offset of the structure at unstructured offset {@code off} (read from the word at {@code word}),
     * checked to leave {@code need} bytes in the part.
     */
    private int unstructured(long off, long need, int word, String what) {
        long max = (long) r.size() - u - need;
        if (off > max) {
            throw r.error(word, what + " at an unstructured offset of at most " + Math.max(-1, max) + ", found " + off);
        }
        return u + (int) off;
    }

    /** The string at unstructured offset {@code off}, named by the word at {@code word}. */
    private String string(long off, int word) {
        return r.cStringAt(unstructured(off, 1, word, "string"));
    }
}
