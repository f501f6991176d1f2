package dev.dxkit.reflect;

import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.LlvmType;
import dev.dxkit.dxil.Metadata;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reflection types of DXIL constant and structured buffers, built as DXC's
 * {@code CShaderReflectionType::Initialize} builds them: from the LLVM type and the field annotations of
 * {@code dx.typeAnnotations} (component type, matrix shape and orientation, vector size, constant-buffer offset,
 * field name, the used flag). Struct members take their offsets from the annotations in a constant buffer and
 * from the data layout elsewhere (structured buffers).
 */
final class DxilTypes {
    /** {@code dx.typeAnnotations} struct-annotation tag, and the field-annotation tags. */
    private static final int STRUCT_TAG = 0;
    private static final int MATRIX_TAG = 2;
    private static final int CB_OFFSET_TAG = 3;
    private static final int NAME_TAG = 6;
    private static final int COMP_TYPE_TAG = 7;
    private static final int CB_USED_TAG = 9;
    private static final int VECTOR_SIZE_TAG = 13;

    /** A field annotation: what DXC's DxilFieldAnnotation keeps that reflection reads. */
    record Field(String name, long cbOffset, int compType, int matrixRows, int matrixCols, int orientation,
                 int vectorSize, boolean used) {
        boolean hasMatrix() {
            return matrixRows > 0;
        }
    }

    /** A struct annotation: its size in a constant buffer and one field annotation per LLVM field. */
    record StructAnnotation(long cbSize, List<Field> fields, boolean empty) {
    }

    /** A reflection type and its size in a constant buffer (m_SizeInCBuffer). */
    record Built(Type type, long cbSize) {
    }

    /** Deeper nesting than this is a damaged type table (a struct that contains itself). */
    private static final int MAX_DEPTH = 64;

    private final DxilModule m;
    private final Map<Integer, StructAnnotation> structs = new HashMap<>();
    private final boolean minPrecision;
    private final Map<String, Long> align = new HashMap<>();

    DxilTypes(DxilModule m, boolean minPrecision) {
        this.m = m;
        this.minPrecision = minPrecision;
        for (int id : m.named("dx.typeAnnotations")) {
            if (!(m.md(id) instanceof Metadata.Node n) || n.operands().isEmpty()
                    || integer(n.operands().get(0)) != STRUCT_TAG) {
                continue;
            }
            List<Integer> ops = n.operands();
            for (int i = 1; i + 1 < ops.size(); i += 2) {
                if (m.md(ops.get(i)) instanceof Metadata.ValueRef ref
                        && m.md(ops.get(i + 1)) instanceof Metadata.Node sa) {
                    structs.put(ref.typeId(), struct(sa));
                }
            }
        }
        // the data layout's ABI alignments, e.g. "i1:32-i16:32-i64:64-f16:32-f64:64"
        for (String spec : m.dataLayout().split("-")) {
            String[] p = spec.split(":");
            if (p.length >= 2 && (p[0].startsWith("i") || p[0].startsWith("f")) && p[0].length() > 1) {
                try {
                    align.put(p[0], Long.parseLong(p[1]) / 8);
                } catch (NumberFormatException e) {
                    // a spec dxkit does not need
                }
            }
        }
    }

    StructAnnotation annotation(int typeId) {
        return structs.get(typeId);
    }

    private StructAnnotation struct(Metadata.Node sa) {
        List<Integer> ops = sa.operands();
        long size = ops.isEmpty() ? 0 : integer(ops.get(0));
        List<Field> fields = new ArrayList<>();
        for (int i = 1; i < ops.size(); i++) {
            if (m.md(ops.get(i)) instanceof Metadata.Node f) {
                fields.add(field(f));
            }
        }
        return new StructAnnotation(size, fields, ops.size() == 1);
    }

    private Field field(Metadata.Node f) {
        String name = "";
        long offset = 0;
        int comp = 0;
        int rows = 0;
        int cols = 0;
        int orientation = 0;
        int vector = 0;
        boolean used = false;
        List<Integer> ops = f.operands();
        for (int i = 0; i + 1 < ops.size(); i += 2) {
            int v = ops.get(i + 1);
            switch ((int) integer(ops.get(i))) {
                case NAME_TAG -> name = m.md(v) instanceof Metadata.Str s ? s.value() : "";
                case CB_OFFSET_TAG -> offset = integer(v);
                case COMP_TYPE_TAG -> comp = (int) integer(v);
                case CB_USED_TAG -> used = integer(v) != 0;
                case VECTOR_SIZE_TAG -> vector = (int) integer(v);
                case MATRIX_TAG -> {
                    if (m.md(v) instanceof Metadata.Node mt && mt.operands().size() == 3) {
                        rows = (int) integer(mt.operands().get(0));
                        cols = (int) integer(mt.operands().get(1));
                        orientation = (int) integer(mt.operands().get(2));
                    }
                }
                default -> {
                }
            }
        }
        return new Field(name, offset, comp, rows, cols, orientation, vector, used);
    }

    /** CShaderReflectionType::Initialize of LLVM type {@code typeId} with annotation {@code fa}. */
    Built build(int typeId, Field fa, long baseOffset, boolean cbuffer, int depth) {
        long offset = cbuffer ? fa.cbOffset() - baseOffset & 0xFFFFFFFFL : baseOffset;
        long varClass = 0;                       // D3D_SVC_SCALAR
        long rows = 0;
        long columns = 0;
        long elements = 0;
        long cbRows = 1;
        long cbCols = 1;
        long compSize = 4;
        long rowStride = 16;
        if (fa.hasMatrix()) {
            varClass = fa.orientation() == 1 ? 2 : 3;          // RowMajor: MATRIX_ROWS, else MATRIX_COLUMNS
            rows = fa.matrixRows();
            columns = fa.matrixCols();
            cbRows = rows;
            cbCols = columns;
            if (varClass == 3) {
                cbRows = columns;
                cbCols = rows;
            }
        } else if (fa.vectorSize() != 0) {
            varClass = 1;
            rows = 1;
            columns = fa.vectorSize();
            cbRows = 1;
            cbCols = columns;
        }
        LlvmType t = m.type(typeId);
        for (int hops = 0; t.kind() == LlvmType.Kind.ARRAY && hops < MAX_DEPTH; hops++) {
            if (varClass != 0 && matches(t, cbRows * cbCols, varClass == 1 || cbRows == 1 ? 1 : 2)) {
                break;
            }
            elements = (elements == 0 ? 1 : elements) * t.count();
            typeId = t.elements().get(0);
            t = m.type(typeId);
        }
        // the D3D_SVT_* and name of the component type; 16- and 64-bit ones take 2 and 8 bytes in a buffer
        int ct = fa.compType();
        boolean low = !minPrecision;
        long varType = switch (ct) {
            case 1 -> 1;                                         // I1: BOOL
            case 2 -> low ? 58 : 56;                             // I16: INT16 or MIN16INT
            case 3 -> low ? 59 : 57;                             // U16: UINT16 or MIN16UINT
            case 4 -> 2;                                         // I32: INT
            case 5 -> 19;                                        // U32: UINT
            case 6 -> 61;                                        // I64: INT64
            case 7 -> 62;                                        // U64: UINT64
            case 8, 11, 12 -> low ? 60 : 54;                     // F16 (and norms): FLOAT16 or MIN16FLOAT
            case 9, 13, 14 -> 3;                                 // F32: FLOAT
            case 10, 15, 16 -> 39;                               // F64: DOUBLE
            default -> 0;
        };
        String name = switch (ct) {
            case 1 -> "bool";
            case 2 -> low ? "int16_t" : "min16int";
            case 3 -> low ? "uint16_t" : "min16uint";
            case 4 -> "int";
            case 5 -> "uint";
            case 6 -> "int64_t";
            case 7 -> "uint64_t";
            case 8, 11, 12 -> low ? "float16_t" : "min16float";
            case 9, 13, 14 -> "float";
            case 10, 15, 16 -> "double";
            default -> "";
        };
        if (low && (ct == 2 || ct == 3 || ct == 8 || ct == 11 || ct == 12)) {
            compSize = 2;
        } else if (ct == 6 || ct == 7 || ct == 10 || ct == 15 || ct == 16) {
            compSize = 8;
        }
        List<Type.Member> members = new ArrayList<>();
        long cbSize = 0;
        if (varClass != 0) {
            name = varClass == 1 ? name + columns : name + rows + "x" + columns;
        } else if (t.kind() == LlvmType.Kind.VECTOR) {
            varClass = 1;
            rows = 1;
            columns = t.count();
            name = name + t.count();
            cbRows = 1;
            cbCols = columns;
        } else if (t.isStruct()) {
            String sname = t.name() == null ? "" : t.name();
            long object = objectType(sname);
            if (object >= 0) {
                varClass = 4;                                    // D3D_SVC_OBJECT
                varType = object;
            } else {
                varClass = 5;                                    // D3D_SVC_STRUCT
                rows = 1;
                name = ltrim(ltrim(ltrim(sname, "dx.alignment.legacy."), "hostlayout."), "struct.");
                StructAnnotation sa = structs.get(typeId);
                int fieldCount = sa != null && !sa.empty() ? t.elements().size() : 0;
                long columnCounter = 0;
                Built last = null;
                long[] layout = cbuffer ? null : fieldOffsets(t);
                for (int ff = 0; ff < fieldCount && ff < sa.fields().size() && depth < 32; ff++) {
                    int fieldType = t.elements().get(ff);
                    if (isObject(fieldType)) {
                        continue;
                    }
                    Built f = build(fieldType, sa.fields().get(ff), layout == null ? 0 : layout[ff], cbuffer, depth + 1);
                    last = f;
                    members.add(new Type.Member(sa.fields().get(ff).name(), f.type()));
                    if (m.type(fieldType).isStruct() && f.type().columns() == 0) {
                        continue;
                    }
                    columnCounter += nz(f.type().columns()) * nz(f.type().rows()) * nz(f.type().elements());
                }
                columns = columnCounter;
                if (last != null) {
                    cbSize = last.type().offset() + last.cbSize();
                    if (elements > 1) {
                        cbSize += (elements - 1) * (cbSize + 15 & ~15L);
                    }
                }
            }
        } else if (t.kind() == LlvmType.Kind.VOID) {
            name = "void";
            rows = 1;
            columns = 1;
        } else if (t.kind() != LlvmType.Kind.POINTER) {
            rows = 1;
            columns = 1;
            if (varType == 19) {
                name = "dword";                                  // a scalar uint is reflected as dword
            }
            cbRows = 1;
            cbCols = 1;
        }
        if (varClass <= 3) {
            if (elements > 1) {
                cbRows *= elements;
            }
            if (compSize > 4 && cbCols > 2) {
                rowStride = 32;
            }
            cbSize = rowStride * (cbRows - 1) + compSize * cbCols;
        }
        return new Built(new Type(name, varClass, varType, rows, columns, elements, offset, members), cbSize);
    }

    private static long nz(long v) {
        return v == 0 ? 1 : v;
    }

    /** MatchVectorOrMatrixType: whether arrays and a vector of {@code t} hold {@code count} elements. */
    private boolean matches(LlvmType t, long count, int maxDepth) {
        // maxDepth (1 or 2) bounds the recursion
        if (t.kind() == LlvmType.Kind.ARRAY) {
            long n = t.count();
            if (maxDepth < 1 || n == 0 || count < n || count % n != 0) {
                return false;
            }
            return matches(m.type(t.elements().get(0)), count / n, maxDepth - 1);
        }
        if (t.kind() == LlvmType.Kind.VECTOR) {
            return maxDepth >= 1 && t.count() == count;
        }
        return count == 1;
    }

    private boolean isObject(int typeId) {
        LlvmType t = m.type(typeId);
        for (int hops = 0; t.kind() == LlvmType.Kind.ARRAY && hops < MAX_DEPTH; hops++) {
            t = m.type(t.elements().get(0));
        }
        return t.isStruct() && objectType(t.name() == null ? "" : t.name()) >= 0;
    }

    /** TryToDetectObjectType: the D3D_SVT_* of an HLSL object type's struct, or -1 for an ordinary struct. */
    static long objectType(String full) {
        if (full.startsWith("dx.types.wave_t")) {
            return 0;
        }
        String n = ltrim(ltrim(full, "class."), "struct.");
        if (n.endsWith("_slice_type")) {
            return -1;
        }
        if (n.equals("SamplerState") || n.equals("SamplerComparisonState")) {
            return 10;
        }
        if (n.startsWith("TriangleStream") || n.startsWith("PointStream") || n.startsWith("LineStream")) {
            return 0;
        }
        if (n.startsWith("AppendStructuredBuffer")) {
            return 50;
        }
        if (n.startsWith("ConsumeStructuredBuffer")) {
            return 51;
        }
        if (n.startsWith("ConstantBuffer")) {
            return 26;
        }
        n = ltrim(n, "RasterizerOrdered");
        String[][] prefixes = {{"ByteAddressBuffer", "46", "="}, {"RWByteAddressBuffer", "47", "="},
                {"Buffer", "25"}, {"RWBuffer", "45"}, {"StructuredBuffer", "48"}, {"RWStructuredBuffer", "49"},
                {"Texture1D", "6"}, {"RWTexture1D", "40"}, {"Texture1DArray", "28"}, {"RWTexture1DArray", "41"},
                {"Texture2D", "7"}, {"RWTexture2D", "42"}, {"Texture2DArray", "29"}, {"RWTexture2DArray", "43"},
                {"Texture3D", "8"}, {"RWTexture3D", "44"}, {"TextureCube", "9"}, {"TextureCubeArray", "34"},
                {"Texture2DMS", "32"}, {"Texture2DMSArray", "33"}};
        for (String[] p : prefixes) {
            if (p.length == 3 ? n.equals(p[0]) : n.startsWith(p[0])) {
                return Long.parseLong(p[1]);
            }
        }
        return -1;
    }

    /** LLVM's StringRef::ltrim: drops leading characters that are in {@code chars} (a set, not a prefix). */
    static String ltrim(String s, String chars) {
        int i = 0;
        while (i < s.length() && chars.indexOf(s.charAt(i)) >= 0) {
            i++;
        }
        return s.substring(i);
    }

    /** The byte offsets of a struct's fields under the data layout. */
    private long[] fieldOffsets(LlvmType t) {
        return fieldOffsets(t, 0);
    }

    private long[] fieldOffsets(LlvmType t, int depth) {
        long[] out = new long[t.elements().size()];
        long at = 0;
        for (int i = 0; i < out.length; i++) {
            int f = t.elements().get(i);
            long a = t.flag() ? 1 : alignment(f, depth);
            at = (at + a - 1) / a * a;
            out[i] = at;
            at += allocSize(f, depth);
        }
        return out;
    }

    /** getTypeAllocSize: the size rounded up to the ABI alignment. */
    long allocSize(int typeId) {
        return allocSize(typeId, 0);
    }

    private long allocSize(int typeId, int depth) {
        LlvmType t = m.type(typeId);
        if (depth > MAX_DEPTH) {
            throw new dev.dxkit.io.DxFormatException("bitcode", 0, "type " + typeId + " nests deeper than "
                    + MAX_DEPTH + " levels");
        }
        long size = switch (t.kind()) {
            case INTEGER -> (t.width() + 7) / 8;
            case HALF -> 2;
            case FLOAT -> 4;
            case DOUBLE -> 8;
            case ARRAY -> t.count() * allocSize(t.elements().get(0), depth + 1);
            case VECTOR -> t.count() * allocSize(t.elements().get(0), depth + 1);
            case STRUCT_ANON, STRUCT_NAMED -> {
                long[] offs = fieldOffsets(t, depth + 1);
                yield offs.length == 0 ? 0
                        : offs[offs.length - 1] + allocSize(t.elements().get(offs.length - 1), depth + 1);
            }
            case POINTER -> 4;
            default -> 0;
        };
        long a = alignment(typeId, depth);
        return (size + a - 1) / a * a;
    }

    private long alignment(int typeId, int depth) {
        LlvmType t = m.type(typeId);
        if (depth > MAX_DEPTH) {
            throw new dev.dxkit.io.DxFormatException("bitcode", 0, "type " + typeId + " nests deeper than "
                    + MAX_DEPTH + " levels");
        }
        return switch (t.kind()) {
            case INTEGER -> align.getOrDefault("i" + t.width(), (long) Math.max(1, (t.width() + 7) / 8));
            case HALF -> align.getOrDefault("f16", 2L);
            case FLOAT -> align.getOrDefault("f32", 4L);
            case DOUBLE -> align.getOrDefault("f64", 8L);
            case ARRAY, VECTOR -> alignment(t.elements().get(0), depth + 1);
            case STRUCT_ANON, STRUCT_NAMED -> {
                if (t.flag()) {
                    yield 1;
                }
                long a = 1;
                for (int f : t.elements()) {
                    a = Math.max(a, alignment(f, depth + 1));
                }
                yield a;
            }
            default -> 4;
        };
    }

    private long integer(int id) {
        return m.md(id) instanceof Metadata.ValueRef ref ? m.integer(ref.valueId()).orElse(-1L) : -1;
    }
}
