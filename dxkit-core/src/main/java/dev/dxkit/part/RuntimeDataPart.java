package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.util.ArrayList;
import java.util.List;

/**
 * The RDAT part: runtime data of a library (DirectXShaderCompiler's DxilRuntimeData.h).
 *
 * <pre>
 * 0x00  u32  version (0x10)       0x04  u32  part count N
 * 0x08  u32[N] part offsets (from the start of the RDAT data)
 * part: u32 type, u32 size, size bytes:
 *   1 string buffer (NUL-terminated strings, referred to by byte offset)
 *   2 index arrays (u32s; an array at index i is [count, elements…])
 *   3 resource table, 4 function table, 6 subobject table, 7+ node tables: u32 record count, u32 record stride,
 *     records (a newer compiler may use a longer stride than the fields read here)
 *   5 raw bytes (runs referred to by byte offset and size)
 * resource record: u32 class, kind, id, space, lower bound, upper bound, name (string), flags
 * function record: u32 name, unmangled name (strings), resources, dependencies (index arrays), shader kind,
 *   payload size, attribute size, feature info 1, feature info 2, shader stage flags, minimum shader target
 * subobject record: u32 kind, name (string), the kind's fields ({@link Subobject})
 * </pre>
 *
 * @param version    the RDAT version
 * @param parts      every part in order, as type and bytes
 * @param resources  the resource table's records
 * @param functions  the function table's records
 * @param subobjects the subobject table's records
 * @param bytes      the part data as stored
 */
public record RuntimeDataPart(int version, List<Section> parts, List<ResourceInfo> resources,
                              List<FunctionInfo> functions, List<SubobjectInfo> subobjects, Bytes bytes) implements Part {
    /**
     * Copies {@code parts}, {@code resources}, {@code functions} and {@code subobjects}, so that the collections it
     * was given cannot change the record.
     *
     * @param version the RDAT version
     * @param parts every part in order, as type and bytes
     * @param resources the resource table's records
     * @param functions the function table's records
     * @param subobjects the subobject table's records
     * @param bytes the part data as stored
     */
    public RuntimeDataPart {
        parts = List.copyOf(parts);
        resources = List.copyOf(resources);
        functions = List.copyOf(functions);
        subobjects = List.copyOf(subobjects);
    }

    /** Part type codes (RuntimeDataPartType). */
    public static final int STRING_BUFFER = 1;
    public static final int INDEX_ARRAYS = 2;
    public static final int RESOURCE_TABLE = 3;
    public static final int FUNCTION_TABLE = 4;
    public static final int RAW_BYTES = 5;
    public static final int SUBOBJECT_TABLE = 6;

    /** One RDAT part: its type and data (after the 8-byte header). */
    public record Section(int type, Bytes data) {
    }

    /** RuntimeDataResourceInfo, its name resolved. */
    public record ResourceInfo(int resourceClass, int kind, long id, long space, long lowerBound, long upperBound,
                               String name, int flags) {
    }

    /** RuntimeDataFunctionInfo, names resolved and index arrays expanded. */
    public record FunctionInfo(String name, String unmangledName, List<Integer> resources, List<Integer> dependencies,
                               int shaderKind, long payloadSize, long attributeSize, long featureInfo1,
                               long featureInfo2, long shaderStageFlags, long minShaderTarget) {
        public FunctionInfo {
            resources = List.copyOf(resources);
            dependencies = List.copyOf(dependencies);
        }
    }

    /**
     * A subobject record: its kind code ({@link SubobjectKind}), its name and its kind's fields, decoded
     * ({@link Subobject.Unknown} for a kind this reader does not know).
     */
    public record SubobjectInfo(int kind, String name, Subobject value) {
    }

    /**
     * Reads an RDAT part's data.
     *
     * @return the part
     * @param data the part's data
     */
    public static RuntimeDataPart read(Bytes data) {
        ByteReader r = data.reader("RDAT");
        r.require(0, 8, "the RDAT header");
        int version = r.i32At(0);
        int count = r.countAt(4, (data.size() - 8) / 4, "part count");
        List<Section> sections = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int at = r.countAt(8 + 4 * i, data.size() - 8, "part offset");
            int size = r.countAt(at + 4, data.size() - at - 8, "part size");
            sections.add(new Section(r.i32At(at), data.slice(at + 8, size)));
        }
        Bytes strings = Bytes.EMPTY;
        Bytes indices = Bytes.EMPTY;
        Bytes raw = Bytes.EMPTY;
        for (Section s : sections) {
            if (s.type() == STRING_BUFFER) {
                strings = s.data();
            } else if (s.type() == INDEX_ARRAYS) {
                indices = s.data();
            } else if (s.type() == RAW_BYTES) {
                raw = s.data();
            }
        }
        ByteReader sr = strings.reader("RDAT strings");
        ByteReader ir = indices.reader("RDAT index arrays");
        ByteReader rr = raw.reader("RDAT raw bytes");
        List<ResourceInfo> resources = new ArrayList<>();
        List<FunctionInfo> functions = new ArrayList<>();
        List<SubobjectInfo> subobjects = new ArrayList<>();
        for (Section s : sections) {
            int need = switch (s.type()) {
                case RESOURCE_TABLE -> 32;
                case FUNCTION_TABLE -> 44;
                case SUBOBJECT_TABLE -> 8;
                default -> -1;
            };
            if (need < 0) {
                continue;
            }
            ByteReader t = s.data().reader("RDAT table " + s.type());
            t.require(0, 8, "the table header");
            int stride = t.countAt(4, s.data().size(), "record stride");
            int records = t.countAt(0, stride == 0 ? 0 : (s.data().size() - 8) / stride, "record count");
            if (records > 0 && stride < need) {
                throw t.error(4, "record stride at least " + need + ", found " + stride);
            }
            for (int i = 0, at = 8; i < records; i++, at += stride) {
                switch (s.type()) {
                    case RESOURCE_TABLE -> resources.add(new ResourceInfo(t.i32At(at), t.i32At(at + 4), t.u32At(at + 8),
                            t.u32At(at + 12), t.u32At(at + 16), t.u32At(at + 20), string(sr, t.u32At(at + 24)),
                            t.i32At(at + 28)));
                    case FUNCTION_TABLE -> functions.add(new FunctionInfo(string(sr, t.u32At(at)), string(sr, t.u32At(at + 4)),
                            indexArray(ir, t.u32At(at + 8)), indexArray(ir, t.u32At(at + 12)), t.i32At(at + 16),
                            t.u32At(at + 20), t.u32At(at + 24), t.u32At(at + 28), t.u32At(at + 32), t.u32At(at + 36),
                            t.u32At(at + 40)));
                    default -> subobjects.add(subobject(t, at, stride, sr, ir, rr));
                }
            }
        }
        return new RuntimeDataPart(version, sections, resources, functions, subobjects, data);
    }

    /** The subobject record at {@code at} of table {@code t}, whose records are {@code stride} bytes. */
    private static SubobjectInfo subobject(ByteReader t, int at, int stride, ByteReader strings, ByteReader indices,
                                           ByteReader raw) {
        int code = t.i32At(at);
        String name = string(strings, t.u32At(at + 4));
        var kind = SubobjectKind.byCode(code & 0xFFFF_FFFFL);
        if (kind.isEmpty()) {
            return new SubobjectInfo(code, name, new Subobject.Unknown(t.sliceAt(at + 8, stride - 8)));
        }
        if (stride < kind.get().recordSize) {
            throw t.error(at, kind.get().listingName + " record of at least " + kind.get().recordSize
                    + " bytes, found a stride of " + stride);
        }
        // the kind's fields start after kind (+0) and name (+4)
        int f = at + 8;
        Subobject value = switch (kind.get()) {
            case STATE_OBJECT_CONFIG -> new Subobject.StateObjectConfig(t.i32At(f));
            case GLOBAL_ROOT_SIGNATURE, LOCAL_ROOT_SIGNATURE -> new Subobject.RootSignature(
                    kind.get() == SubobjectKind.LOCAL_ROOT_SIGNATURE, rawBytes(t, f, raw));
            case SUBOBJECT_TO_EXPORTS_ASSOCIATION -> new Subobject.ExportsAssociation(string(strings, t.u32At(f)),
                    strings(strings, indexArray(indices, t.u32At(f + 4))));
            case RAYTRACING_SHADER_CONFIG -> new Subobject.RaytracingShaderConfig(t.u32At(f), t.u32At(f + 4));
            case RAYTRACING_PIPELINE_CONFIG -> new Subobject.RaytracingPipelineConfig(t.u32At(f));
            case HIT_GROUP -> new Subobject.HitGroup(t.i32At(f), string(strings, t.u32At(f + 4)),
                    string(strings, t.u32At(f + 8)), string(strings, t.u32At(f + 12)));
            case RAYTRACING_PIPELINE_CONFIG1 -> new Subobject.RaytracingPipelineConfig1(t.u32At(f), t.i32At(f + 4));
        };
        return new SubobjectInfo(code, name, value);
    }

    /** The raw-bytes run named by the {@code u32 offset, u32 size} pair at {@code at} of table {@code t}. */
    private static Bytes rawBytes(ByteReader t, int at, ByteReader raw) {
        long offset = t.u32At(at);
        long size = t.u32At(at + 4);
        if (offset > raw.size() || size > raw.size() - offset) {
            throw t.error(at, "raw bytes [" + offset + ", +" + size + ") inside the " + raw.size()
                    + "-byte raw-bytes part");
        }
        return raw.sliceAt((int) offset, (int) size);
    }

    /**
     * The strings at the offsets {@code offsets} (unsigned): a loop, not a stream's lambda, whose class a batch
     * listing a library would spin through java.lang.invoke (the class-data archive's training meets no subobject).
     */
    private static List<String> strings(ByteReader strings, List<Integer> offsets) {
        List<String> out = new ArrayList<>(offsets.size());
        for (int o : offsets) {
            out.add(string(strings, o & 0xFFFF_FFFFL));
        }
        return out;
    }

    private static String string(ByteReader strings, long at) {
        if (at == 0xFFFF_FFFFL) {
            return "";
        }
        if (at >= strings.size()) {
            throw strings.error(at, "string offset " + at + " outside the " + strings.size() + "-byte buffer");
        }
        return strings.cStringAt((int) at);
    }

    /** The index array at dword {@code at}: [count, elements…]; 0xFFFFFFFF means none. */
    private static List<Integer> indexArray(ByteReader indices, long at) {
        if (at == 0xFFFF_FFFFL) {
            return List.of();
        }
        if (at >= indices.size() / 4) {
            throw indices.error(at * 4, "index array " + at + " outside the " + indices.size() / 4 + " dwords");
        }
        int n = indices.countAt((int) at * 4, indices.size() / 4 - at - 1, "index array length");
        List<Integer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(indices.i32At((int) (at + 1 + i) * 4));
        }
        return out;
    }

    @Override
    public String fourCC() {
        return "RDAT";
    }

    @Override
    public java.util.Map<String, Object> tree() {
        return RecordTree.of(this, RuntimeDataPart::name);
    }

    /** The DXIL name of an enumeration or flag component, or null for a plain value. */
    private static Object name(Record owner, String component, Object value) {
        long v = value instanceof Integer i ? i : value instanceof Long l ? l : -1;
        if (v < 0) {
            return null;
        }
        if (owner instanceof Section) {
            return component.equals("type") ? DxilNames.rdatPartType(v) : null;
        }
        if (owner instanceof ResourceInfo) {
            return switch (component) {
                case "resourceClass" -> DxilNames.resourceClass(v);
                case "kind" -> DxilNames.resourceKind(v);
                case "flags" -> DxilNames.rdatResourceFlags(v);
                default -> null;
            };
        }
        if (owner instanceof FunctionInfo) {
            return switch (component) {
                case "shaderKind" -> DxilNames.shaderKind(v);
                // the SFI0 mask split in two words: bits 0..31, then bits 32..63
                case "featureInfo1" -> new Sfi0Part(v & 0xFFFF_FFFFL, Bytes.EMPTY).features();
                case "featureInfo2" -> new FlagSet(v, new Sfi0Part(v << 32, Bytes.EMPTY).features().names());
                case "shaderStageFlags" -> DxilNames.shaderStages(v);
                default -> null;
            };
        }
        if (owner instanceof SubobjectInfo) {
            return component.equals("kind") ? SubobjectKind.byCode((int) v).map(k -> Named.of(k.name(), v))
                    .orElse(Named.of(null, v)) : null;
        }
        return null;
    }

    @Override
    public Bytes encode() {
        return bytes;
    }
}
