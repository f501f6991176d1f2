package dev.dxkit.dxil.listing;

import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.io.DxFormatException;

import static dev.dxkit.dxil.listing.DxilHeader.field;
import static dev.dxkit.dxil.listing.DxilHeader.padLeft;
import static dev.dxkit.dxil.listing.DxilHeader.padRight;

import java.util.ArrayList;
import java.util.List;

/**
 * The buffer definitions (constant buffers with their struct layouts, structured buffers with their elements)
 * and the resource bindings of {@code dxc -dumpbin}'s header, from the module's {@code !dx.resources} and
 * {@code !dx.typeAnnotations}. The rest of the header, and its columns, are {@link DxilHeader}'s.
 */
final class ResourceText {
    private static final String[] DIMS = {"invalid", "1d", "2d", "2dMS", "3d", "cube", "1darray", "2darray",
        "2darrayMS", "cubearray", "buf", "r/o", "r/o", "NA", "NA", "tbuffer", "ras", "fbtex2d", "fbtex2darray"};
    private static final String[] COMPONENTS = {"invalid", "i1", "i16", "u16", "i32", "u32", "i64", "u64", "f16",
        "f32", "f64", "snorm_f16", "unorm_f16", "snorm_f32", "unorm_f32", "snorm_f64", "unorm_f64"};

    private final DxilHeader h;
    private final DxilModule m;
    private final StringBuilder out;
    /** The structs whose layout is being written, outermost first: a struct inside one of them is refused. */
    private final java.util.Set<Integer> openStructs = new java.util.HashSet<>();
    /**
     * Struct fields laid out so far. A struct that holds another by value twice, nested n deep, prints 2^n
     * fields from n small type records (an array prints its element once); no shader's buffers come near the
     * bound, which stops a hostile module before its text outgrows the heap.
     */
    private long fieldsLaid;
    static final long MAX_FIELDS = 1L << 18;

    ResourceText(DxilHeader h) {
        this.h = h;
        this.m = h.m;
        this.out = h.out;
    }

    /** The resource lists of !dx.resources: SRVs, UAVs, CBVs, samplers. */
    private List<List<Integer>> resources() {
        List<List<Integer>> out = new ArrayList<>(List.of(List.of(), List.of(), List.of(), List.of()));
        List<Integer> named = m.named("dx.resources");
        if (named.isEmpty()) {
            return out;
        }
        List<Integer> lists = h.node(named.get(0));
        for (int k = 0; k < 4 && k < lists.size(); k++) {
            out.set(k, h.node(lists.get(k)));
        }
        return out;
    }

    void buffers() {
        h.line(";");
        h.line("; Buffer Definitions:");
        h.line(";");
        for (int cb : resources().get(2)) {
            List<Integer> f = h.node(cb);
            h.line("; cbuffer " + h.string(field(f, 2)));
            h.line("; {");
            h.line(";");
            int struct = pointee(field(f, 1));
            List<Integer> annotation = struct < 0 ? null : structAnnotation(struct);
            if (annotation == null) {
                h.line(";   [" + h.integer(field(f, 6)) + " x i8] (type annotation not present)");
            } else {
                structLayout(struct, annotation, h.string(field(f, 2)), "   ", 0, h.integer(field(annotation, 0)),
                        null);
            }
            h.line(";");
            h.line("; }");
            h.line(";");
        }
        // structured buffers, SRVs then UAVs: their element stride (extended-metadata tag 1)
        for (int cls = 0; cls < 2; cls++) {
            int tags = cls == 1 ? 10 : 8;
            for (int id : resources().get(cls)) {
                List<Integer> f = h.node(id);
                if (cls == 0 && h.integer(field(f, 6)) == 15) {
                    tbuffer(f); // dxc lists a tbuffer among the SRVs, in their order
                    continue;
                }
                if (h.integer(field(f, 6)) != 12) {
                    continue;
                }
                long stride = 0;
                if (f.size() > tags) {
                    List<Integer> ext = h.node(field(f, tags));
                    for (int k = 0; k + 1 < ext.size(); k += 2) {
                        if (h.integer(field(ext, k)) == 1) {
                            stride = h.integer(field(ext, k + 1));
                        }
                    }
                }
                h.line("; Resource bind info for " + h.string(field(f, 2)));
                h.line("; {");
                h.line(";");
                // dxc's element type: the class's first field (a resource array already resolved to its class)
                int classType = pointee(field(f, 1));
                int element = classType >= 0 && !m.type(classType).elements().isEmpty()
                        ? m.type(classType).elements().get(0) : -1;
                if (element >= 0 && m.type(element).isStruct() && !isMatrixClass(element)) {
                    List<Integer> annotation = structAnnotation(element);
                    if (annotation == null) {
                        // dxc prints no blank line after this one, unlike the other "not present" case
                        h.line(";   [" + stride + " x i8] (type annotation not present)");
                    } else {
                        // laid out as in memory (the data layout's offsets), not as in a constant buffer
                        structLayout(element, annotation, "$Element", "   ", 0, stride, new DxilDataLayout(m));
                        h.line(";");
                    }
                } else {
                    List<Integer> classAnnotation = classType < 0 ? null : structAnnotation(classType);
                    if (classAnnotation == null) {
                        h.line(";   [" + stride + " x i8] (type annotation not present)");
                    } else {
                        element(element, classAnnotation, stride);
                    }
                    h.line(";");
                }
                h.line("; }");
                h.line(";");
            }
        }
    }

    /** A tbuffer SRV: its struct laid out as a constant buffer, sized by its annotation. */
    private void tbuffer(List<Integer> f) {
        String name = h.string(field(f, 2));
        h.line("; tbuffer " + name);
        h.line("; {");
        h.line(";");
        int struct = pointee(field(f, 1));
        List<Integer> annotation = struct < 0 ? null : structAnnotation(struct);
        if (annotation == null) {
            h.line(";   (type annotation not present)");
        } else {
            structLayout(struct, annotation, name, "   ", 0, h.integer(field(annotation, 0)), null);
        }
        h.line(";");
        h.line("; }");
        h.line(";");
    }

    /**
     * The struct type a resource's {@code %T* undef} symbol points to, or -1; for an array of resources
     * ({@code [N x %T]*}) the element's, as dxc takes it.
     */
    private int pointee(int mdId) {
        if (m.md(mdId) instanceof Metadata.ValueRef v) {
            dev.dxkit.dxil.LlvmType t = m.type(v.typeId());
            if (t.kind() == dev.dxkit.dxil.LlvmType.Kind.POINTER) {
                int e = t.elements().get(0);
                while (m.type(e).kind() == dev.dxkit.dxil.LlvmType.Kind.ARRAY) {
                    e = m.type(e).elements().get(0);
                }
                return m.type(e).isStruct() ? e : -1;
            }
        }
        return -1;
    }

    /** The field annotations of struct type {@code type} from !dx.typeAnnotations: [size, field nodes…]. */
    private List<Integer> structAnnotation(int type) {
        for (int a : m.named("dx.typeAnnotations")) {
            List<Integer> n = h.node(a);
            if (n.isEmpty() || h.integer(n.get(0)) != 0) {
                continue;
            }
            for (int k = 1; k + 1 < n.size(); k += 2) {
                if (m.md(n.get(k)) instanceof Metadata.ValueRef v && v.typeId() == type) {
                    return h.node(n.get(k + 1));
                }
            }
        }
        return null;
    }

    private static final String[] BASE_TYPES = {"", "bool", "int16_t", "uint16_t", "int", "uint", "int64_t",
        "uint64_t", "half", "float", "double", "snorm half", "unorm half", "snorm float", "unorm float",
        "snorm double", "unorm double"};

    /**
     * The HLSL name of annotation component type {@code comp}: a 16-bit type is named as a minimum precision
     * ({@code min16float}) unless the module uses native low precision, as dxc's type system does.
     */
    private String baseType(long comp) {
        if (minPrecision()) {
            if (comp == 2) {
                return "min16i";
            } else if (comp == 3) {
                return "min16ui";
            } else if (comp == 8) {
                return "min16float";
            }
        }
        return comp >= 0 && comp < BASE_TYPES.length ? BASE_TYPES[(int) comp] : "unknown";
    }

    /**
     * True unless the shader flags of the first {@code dx.entryPoints} entry (properties tag 0) set bit 23,
     * UseNativeLowPrecision.
     */
    private boolean minPrecision() {
        List<Integer> entries = m.named("dx.entryPoints");
        if (entries.isEmpty()) {
            return true;
        }
        List<Integer> entry = h.node(entries.get(0));
        List<Integer> props = entry.size() > 4 ? h.node(field(entry, 4)) : List.of();
        for (int k = 0; k + 1 < props.size(); k += 2) {
            if (h.integer(field(props, k)) == 0) {
                return (h.integer(field(props, k + 1)) >>> 23 & 1) == 0;
            }
        }
        return true;
    }

    /**
     * A struct and its fields, one line per field with its offset: the constant-buffer offset of its annotation,
     * or with {@code layout} (a structured buffer's struct element) the offset in memory.
     */
    private void structLayout(int type, List<Integer> annotation, String name, String indent, long offset,
                              long size, DxilDataLayout layout) {
        dev.dxkit.dxil.LlvmType st = m.type(type);
        if (!openStructs.add(type)) {
            // a struct can hold itself only through a pointer; by value its layout would never end
            throw new DxFormatException(BitCursor.WHERE, h.moduleBit(),
                    "struct " + (st.name() != null ? st.name() : "#" + type) + " contains itself");
        }
        h.line(";" + indent + "struct " + st.name());
        h.line(";" + indent + "{");
        h.line(";");
        String inner = indent + "    ";
        for (int i = 0; i < st.elements().size() && i + 1 < annotation.size(); i++) {
            if (++fieldsLaid > MAX_FIELDS) {
                throw new DxFormatException(BitCursor.WHERE, h.moduleBit(), "the buffer layouts hold more than "
                        + MAX_FIELDS + " struct fields (struct " + (st.name() != null ? st.name() : "#" + type)
                        + " nests its members too often)");
            }
            List<Integer> field = h.node(field(annotation, i + 1));
            String fname = "";
            long foff = 0;
            long comp = 0;
            long rows = 0;
            long cols = 0;
            long orient = 0;
            for (int k = 0; k + 1 < field.size(); k += 2) {
                long tag = h.integer(field(field, k));
                int v = field(field, k + 1);
                switch ((int) tag) {
                    case 6 -> fname = h.string(v);
                    case 3 -> foff = h.integer(v);
                    case 7 -> comp = h.integer(v);
                    case 2 -> {
                        List<Integer> mx = h.node(v);
                        rows = h.integer(field(mx, 0));
                        cols = h.integer(field(mx, 1));
                        orient = h.integer(field(mx, 2));
                    }
                    default -> {
                    }
                }
            }
            if (layout != null) {
                foff = layout.fieldOffset(type, i);
            }
            int ft = st.elements().get(i);
            StringBuilder dims = new StringBuilder();
            long elements = 1;
            int levels = 0;
            while (m.type(ft).kind() == dev.dxkit.dxil.LlvmType.Kind.ARRAY) {
                dims.append('[').append(m.type(ft).count()).append(']');
                elements *= m.type(ft).count();
                ft = m.type(ft).elements().get(0);
                levels++;
            }
            dev.dxkit.dxil.LlvmType t = m.type(ft);
            String base = baseType(comp);
            String decl;
            if (rows > 0 && (!t.isStruct() || isMatrixClass(ft))) {
                // a matrix, laid out as an array of row (row_major) or column vectors or kept as a matrix
                // class: dxc divides the element count by the vectors per matrix and, quirk kept for parity,
                // shows no dimension at all when the type had one array level ("h[2]" prints as "h")
                long vectors = orient == 1 ? rows : orient == 2 ? cols : 1;
                long count = levels == 0 ? 0 : vectors > 0 ? elements / vectors : elements;
                dims.setLength(0);
                if (count > 0 && levels != 1) {
                    dims.append('[').append(count).append(']');
                }
                decl = (orient == 1 ? "row_major " : "column_major ") + base + rows + "x" + cols;
            } else if (t.isStruct()) {
                List<Integer> nested = structAnnotation(ft);
                if (nested == null) {
                    // a damaged !dx.typeAnnotations: refused at the module, as dxc's validator would
                    throw new DxFormatException(BitCursor.WHERE, h.moduleBit(), "struct field " + fname
                            + " has a struct type without an annotation in !dx.typeAnnotations");
                }
                // dumpbin closes an array of structs with a second ';': "} LightList[8];;"
                structLayout(ft, nested, dims.length() > 0 ? fname + dims + ";" : fname, inner, offset + foff, -1,
                        layout);
                continue;
            } else if (t.kind() == dev.dxkit.dxil.LlvmType.Kind.VECTOR) {
                decl = base + t.count();
            } else {
                decl = base;
            }
            h.line(padRight(";" + inner + decl + " " + fname + dims + ";", 54) + "; Offset: "
                    + padLeft(Long.toString(offset + foff), 4));
        }
        h.line(";" + indent);
        String close = padRight(";" + indent + "} " + name + ";", 54) + "; Offset: " + padLeft(Long.toString(offset), 4);
        h.line(size >= 0 ? close + " Size: " + padLeft(Long.toString(size), 5) : close);
        if (size < 0) {
            h.line(";"); // a nested struct is followed by a blank comment line
        }
        openStructs.remove(type);
    }

    /** True for an HLSL matrix type ({@code %class.matrix.float.4.4}), which dxc does not treat as a struct. */
    private boolean isMatrixClass(int type) {
        String name = m.type(type).name();
        return name != null && name.startsWith("class.matrix.");
    }

    /**
     * A structured buffer's element that is not itself a struct, named {@code $Element} after the class's field
     * annotation: a scalar, vector or matrix (an array of them gets {@code [N]}), or an array of structs, laid
     * out as a nested struct.
     */
    private void element(int e, List<Integer> classAnnotation, long stride) {
        long comp = 0;
        long rows = 0;
        long cols = 0;
        long orient = 0;
        boolean matrix = false;
        if (classAnnotation.size() > 1) {
            List<Integer> field = h.node(field(classAnnotation, 1));
            for (int k = 0; k + 1 < field.size(); k += 2) {
                switch ((int) h.integer(field(field, k))) {
                    case 7 -> comp = h.integer(field(field, k + 1));
                    case 2 -> {
                        List<Integer> mx = h.node(field(field, k + 1));
                        matrix = mx.size() >= 3;
                        rows = matrix ? h.integer(field(mx, 0)) : 0;
                        cols = matrix ? h.integer(field(mx, 1)) : 0;
                        orient = matrix ? h.integer(field(mx, 2)) : 0;
                    }
                    default -> {
                    }
                }
            }
        }
        // dxc multiplies out the array dimensions; a matrix is an array of row or column vectors
        long arraySize = 0;
        int levels = 0;
        int t = e;
        if (t >= 0 && m.type(t).kind() == dev.dxkit.dxil.LlvmType.Kind.ARRAY) {
            arraySize = 1;
            while (m.type(t).kind() == dev.dxkit.dxil.LlvmType.Kind.ARRAY) {
                arraySize *= m.type(t).count();
                t = m.type(t).elements().get(0);
                levels++;
            }
        }
        if (matrix) {
            long vectors = orient == 1 ? rows : orient == 2 ? cols : 1;
            arraySize = vectors > 0 ? arraySize / vectors : arraySize;
            if (levels == 1) {
                arraySize = 0;
            }
        }
        String name = arraySize > 0 ? "$Element[" + arraySize + "]" : "$Element";
        if (!matrix && t >= 0 && m.type(t).isStruct()) {
            List<Integer> nested = structAnnotation(t);
            if (nested != null) {
                // an array of structs: the struct's layout, closed by "} $Element[2];;" with no size
                structLayout(t, nested, name + ";", "   ", 0, -1, null);
                return;
            }
        }
        String base = baseType(comp);
        String decl;
        if (matrix) {
            decl = (orient == 1 ? "row_major " : orient == 2 ? "column_major " : "") + base + rows + "x" + cols;
        } else if (t >= 0 && m.type(t).kind() == dev.dxkit.dxil.LlvmType.Kind.VECTOR) {
            decl = base + m.type(t).count();
        } else {
            decl = base;
        }
        h.line(padRight(";   " + decl + " " + name + ";", 54) + "; Offset:    0 Size: "
                + padLeft(Long.toString(stride), 5));
    }

    void bindings() {
        h.line(";");
        h.line("; Resource Bindings:");
        h.line(";");
        h.line("; Name                                 Type  Format         Dim      ID      HLSL Bind  Count");
        h.line("; ------------------------------ ---------- ------- ----------- ------- -------------- ------");
        List<List<Integer>> res = resources();
        // dxc lists constant buffers, samplers, SRVs, then UAVs
        int[] order = {2, 3, 0, 1};
        for (int cls : order) {
            for (int id : res.get(cls)) {
                List<Integer> f = h.node(id);
                String type;
                String format;
                String dim;
                String prefix;
                String bindPrefix;
                switch (cls) {
                    case 2 -> {
                        type = "cbuffer";
                        format = "NA";
                        dim = "NA";
                        prefix = "CB";
                        bindPrefix = "cb";
                    }
                    case 3 -> {
                        type = "sampler";
                        format = "NA";
                        dim = "NA";
                        prefix = "S";
                        bindPrefix = "s";
                    }
                    default -> {
                        boolean uav = cls == 1;
                        int kind = (int) h.integer(field(f, 6));
                        type = uav ? "UAV" : "texture";
                        prefix = uav ? "U" : "T";
                        bindPrefix = uav ? "u" : "t";
                        dim = kind >= 0 && kind < DIMS.length ? DIMS[kind] : "invalid";
                        if (!uav && (kind == 3 || kind == 8) && f.size() > 7 && h.integer(field(f, 7)) != 0) {
                            dim += h.integer(field(f, 7)); // a multisampled texture's declared sample count: 2darrayMS4
                        }
                        int tags = uav ? 10 : 8;
                        long compType = 0;
                        if (f.size() > tags) {
                            List<Integer> ext = h.node(field(f, tags));
                            for (int k = 0; k + 1 < ext.size(); k += 2) {
                                if (h.integer(field(ext, k)) == 0) {
                                    compType = h.integer(field(ext, k + 1));
                                }
                            }
                        }
                        if (kind == 11) {
                            format = "byte";
                            dim = uav ? "r/w" : "r/o";
                        } else if (kind == 12) {
                            format = "struct";
                            dim = uav ? (h.integer(field(f, 8)) != 0 ? "r/w+cnt" : "r/w") : "r/o";
                        } else if (kind == 17 || kind == 18) {
                            format = "invalid";
                        } else {
                            format = compType >= 0 && compType < COMPONENTS.length ? COMPONENTS[(int) compType] : "invalid";
                        }
                    }
                }
                long space = h.integer(field(f, 3));
                long lower = h.integer(field(f, 4));
                long range = h.integer(field(f, 5)) & 0xFFFFFFFFL;
                String bind = bindPrefix + lower + (space != 0 ? ",space" + space : "");
                String count = range == 0xFFFFFFFFL ? "unbounded" : Long.toString(range);
                h.line("; " + padRight(h.string(field(f, 2)), 30) + padLeft(type, 11) + padLeft(format, 8)
                        + padLeft(dim, 12) + padLeft(prefix + h.integer(field(f, 0)), 8) + padLeft(bind, 15)
                        + padLeft(count, 6));
            }
        }
        h.line(";");
    }
}
