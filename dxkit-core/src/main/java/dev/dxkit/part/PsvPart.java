package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The PSV0 part: pipeline state validation data (DirectXShaderCompiler's DxilPipelineStateValidation.h), in
 * every version the runtime-info size selects (24 bytes: 0, 36: 1, 48: 2, 52: 3).
 *
 * <pre>
 * 0x00  u32  runtime-info size S
 * 0x04  runtime info:
 *   +0x00 u8[16] stage union (VS/HS/DS/GS/PS/MS/AS fields; see the accessors)
 *   +0x10 u32 minimum expected wave lane count      +0x14 u32 maximum
 *   v1: +0x18 u8 shader stage  +0x19 u8 uses ViewID  +0x1a u16 GS max vertex count / u8 patch-constant or
 *       primitive vectors (HS, DS, MS)  +0x1c u8 input, output, patch-constant/primitive element counts
 *       +0x1f u8 input vectors  +0x20 u8[4] output vectors per stream
 *   v2: +0x24 u32[3] thread-group size          v3: +0x30 u32 entry-function name (string-table offset)
 * 4+S   u32 resource count; if non-zero, u32 record size (16 in v0, 24 after) and the records
 *       {u32 type, space, lower bound, upper bound, (24-byte form) kind, flags}
 * v1+:  u32 string-table size + bytes; u32 semantic-index count + u32 indices;
 *       if any signature element: u32 element size (12) + elements (inputs, outputs, patch constants):
 *       {u32 name offset, u32 index offset, u8 rows, u8 start row, u8 [3:0] cols [5:4] start col [6] allocated,
 *        u8 semantic kind, u8 component type, u8 interpolation, u8 [3:0] dynamic mask [5:4] stream, u8 reserved}
 *       if ViewID is used: output masks per stream with outputs, then the patch-constant/primitive mask (HS, MS);
 *       then input-to-output dependency tables per stream, input-to-patch-constant (HS) and
 *       patch-constant-to-output (DS). A mask is (vectors + 7) / 8 dwords; a table is that many per input
 *       component.
 * </pre>
 *
 * @param version        0 to 3
 * @param info           the runtime-info bytes as stored
 * @param resources      resource bindings
 * @param stringTable    the string table bytes
 * @param semanticIndices the semantic-index table
 * @param inputs         input signature elements
 * @param outputs        output signature elements
 * @param patchConstants patch-constant or primitive signature elements
 * @param viewIdMasks    ViewID output masks: per stream 0..3 then the patch-constant/primitive mask (empty where absent)
 * @param dependencies   dependency tables: per stream 0..3 input-to-output, then input-to-patch-constant,
 *                       then patch-constant-to-output (empty where absent)
 * @param bytes          the part data as stored
 */
public record PsvPart(int version, Bytes info, List<Resource> resources, Bytes stringTable,
                      List<Integer> semanticIndices, List<SignatureElement> inputs, List<SignatureElement> outputs,
                      List<SignatureElement> patchConstants, List<List<Integer>> viewIdMasks,
                      List<List<Integer>> dependencies, Bytes bytes) implements Part {
    /**
     * Copies {@code resources}, {@code semanticIndices}, {@code inputs}, {@code outputs}, {@code patchConstants},
     * {@code viewIdMasks} and {@code dependencies}, so that the collections it was given cannot change the record.
     *
     * @param version 0 to 3
     * @param info the runtime-info bytes as stored
     * @param resources resource bindings
     * @param stringTable the string table bytes
     * @param semanticIndices the semantic-index table
     * @param inputs input signature elements
     * @param outputs output signature elements
     * @param patchConstants patch-constant or primitive signature elements
     * @param viewIdMasks ViewID output masks: per stream 0..3 then the patch-constant/primitive mask (empty where
     *      absent)
     * @param dependencies dependency tables: per stream 0..3 input-to-output, then input-to-patch-constant, then
     *      patch-constant-to-output (empty where absent)
     * @param bytes the part data as stored
     */
    public PsvPart {
        resources = List.copyOf(resources);
        semanticIndices = List.copyOf(semanticIndices);
        inputs = List.copyOf(inputs);
        outputs = List.copyOf(outputs);
        patchConstants = List.copyOf(patchConstants);
        viewIdMasks = List.copyOf(viewIdMasks);
        dependencies = List.copyOf(dependencies);
    }

    /** A resource binding: {@code kind} and {@code flags} are 0 in version 0. */
    public record Resource(int type, int space, long lowerBound, long upperBound, int kind, int flags) {
    }

    /** A signature element with its name and semantic indices resolved through the tables. */
    public record SignatureElement(String name, List<Integer> indices, int rows, int startRow, int cols, int startCol,
                                   boolean allocated, int semanticKind, int componentType, int interpolation,
                                   int dynamicMask, int stream) {
        public SignatureElement {
            indices = List.copyOf(indices);
        }

        /** {@return the stored name, or for a system value (stored without one) its semantic} */
        public String semanticName() {
            SemanticKind k = SemanticKind.byCode(semanticKind);
            return name.isEmpty() && k != null ? k.semantic : name;
        }
    }

    private static final int[] INFO_SIZES = {24, 36, 48, 52};

    /**
     * Reads a PSV0 part's data.
     *
     * @return the part
     * @param data the part's data
     */
    public static PsvPart read(Bytes data) {
        ByteReader r = data.reader("PSV0");
        int infoSize = r.countAt(0, data.size(), "runtime-info size");
        int version = -1;
        for (int v = INFO_SIZES.length - 1; v >= 0; v--) {
            if (infoSize >= INFO_SIZES[v]) {
                version = v;
                break;
            }
        }
        if (version < 0) {
            throw r.error(0, "runtime-info size at least 24, found " + infoSize);
        }
        r.require(4, infoSize, "the runtime info");
        Bytes info = data.slice(4, infoSize);
        int at = 4 + infoSize;
        int resourceCount = r.countAt(at, data.size(), "resource count");
        at += 4;
        List<Resource> resources = new ArrayList<>();
        if (resourceCount > 0) {
            int stride = r.countAt(at, data.size(), "resource record size");
            at += 4;
            // the record size is its own: older compilers wrote 16-byte records beside version 1+ runtime info
            if (stride < 16) {
                throw r.error(at - 4, "resource record size at least 16, found " + stride);
            }
            r.require(at, (long) stride * resourceCount, resourceCount + " resource records");
            for (int i = 0; i < resourceCount; i++, at += stride) {
                resources.add(new Resource(r.i32At(at), r.i32At(at + 4), r.u32At(at + 8), r.u32At(at + 12),
                        stride >= 24 ? r.i32At(at + 16) : 0, stride >= 24 ? r.i32At(at + 20) : 0));
            }
        }
        Bytes strings = Bytes.EMPTY;
        List<Integer> indexTable = new ArrayList<>();
        List<List<SignatureElement>> sigs = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        List<List<Integer>> masks = new ArrayList<>();
        List<List<Integer>> deps = new ArrayList<>();
        if (version >= 1) {
            ByteReader ir = info.reader("PSV0 runtime info");
            int stage = ir.u8At(0x18);
            boolean viewId = ir.u8At(0x19) != 0;
            int[] counts = {ir.u8At(0x1c), ir.u8At(0x1d), ir.u8At(0x1e)};
            int inVectors = ir.u8At(0x1f);
            int[] outVectors = {ir.u8At(0x20), ir.u8At(0x21), ir.u8At(0x22), ir.u8At(0x23)};
            boolean hull = stage == 3;
            boolean domain = stage == 4;
            boolean mesh = stage == 13;
            int pcVectors = hull || domain || mesh ? ir.u8At(0x1a) : 0;

            int stringSize = r.countAt(at, data.size(), "string-table size");
            r.require(at + 4, stringSize, "the string table");
            strings = data.slice(at + 4, stringSize);
            at += 4 + stringSize;
            int indexCount = r.countAt(at, (data.size() - at) / 4, "semantic-index count");
            at += 4;
            for (int i = 0; i < indexCount; i++, at += 4) {
                indexTable.add(r.i32At(at));
            }
            int total = counts[0] + counts[1] + counts[2];
            if (total > 0) {
                int stride = r.countAt(at, data.size(), "signature element size");
                at += 4;
                if (stride < 12) {
                    throw r.error(at - 4, "signature element size at least 12, found " + stride);
                }
                r.require(at, (long) stride * total, total + " signature elements");
                ByteReader sr = strings.reader("PSV0 string table");
                for (int s = 0; s < 3; s++) {
                    for (int i = 0; i < counts[s]; i++, at += stride) {
                        sigs.get(s).add(element(r, sr, indexTable, at));
                    }
                }
            }
            for (int s = 0; s < 4; s++) {
                masks.add(viewId && outVectors[s] > 0 ? dwords(r, at, maskDwords(outVectors[s])) : List.of());
                at += 4 * masks.get(s).size();
            }
            masks.add(viewId && (hull || mesh) && pcVectors > 0 ? dwords(r, at, maskDwords(pcVectors)) : List.of());
            at += 4 * masks.get(4).size();
            for (int s = 0; s < 4; s++) {
                deps.add(inVectors > 0 && outVectors[s] > 0 ? dwords(r, at, tableDwords(inVectors, outVectors[s]))
                        : List.of());
                at += 4 * deps.get(s).size();
            }
            deps.add(hull && pcVectors > 0 && inVectors > 0 ? dwords(r, at, tableDwords(inVectors, pcVectors)) : List.of());
            at += 4 * deps.get(4).size();
            deps.add(domain && outVectors[0] > 0 && pcVectors > 0 ? dwords(r, at, tableDwords(pcVectors, outVectors[0]))
                    : List.of());
            at += 4 * deps.get(5).size();
        }
        if (at != data.size()) {
            throw r.error(at, "PSV0 data ends here, the part has " + data.size() + " bytes");
        }
        return new PsvPart(version, info, resources, strings, indexTable, sigs.get(0), sigs.get(1), sigs.get(2),
                masks, deps, data);
    }

    private static SignatureElement element(ByteReader r, ByteReader strings, List<Integer> indexTable, int at) {
        long nameAt = r.u32At(at);
        long indexAt = r.u32At(at + 4);
        int rows = r.u8At(at + 8);
        int colsAndStart = r.u8At(at + 10);
        if (indexAt + rows > indexTable.size()) {
            throw r.error(at + 4, "semantic indices " + indexAt + "+" + rows + " outside the " + indexTable.size()
                    + "-entry table");
        }
        String name = nameAt < strings.size() ? strings.cStringAt((int) nameAt) : "";
        int dyn = r.u8At(at + 14);
        return new SignatureElement(name, indexTable.subList((int) indexAt, (int) indexAt + rows), rows, r.u8At(at + 9),
                colsAndStart & 0xF, colsAndStart >>> 4 & 3, (colsAndStart & 0x40) != 0, r.u8At(at + 11), r.u8At(at + 12),
                r.u8At(at + 13), dyn & 0xF, dyn >>> 4 & 3);
    }

    /** Dwords of a ViewID mask over {@code vectors} 4-component vectors. */
    static int maskDwords(int vectors) {
        return (vectors + 7) >>> 3;
    }

    /** Dwords of a dependency table: one mask over the outputs per input component. */
    static int tableDwords(int inVectors, int outVectors) {
        return maskDwords(outVectors) * inVectors * 4;
    }

    private static List<Integer> dwords(ByteReader r, int at, int n) {
        r.require(at, 4L * n, n + " dwords");
        List<Integer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(r.i32At(at + 4 * i));
        }
        return out;
    }

    /** {@return runtime info: the minimum expected wave lane count} */
    public long minimumWaveLaneCount() {
        return info.reader("PSV0").u32At(0x10);
    }

    /** {@return runtime info: the maximum expected wave lane count} */
    public long maximumWaveLaneCount() {
        return info.reader("PSV0").u32At(0x14);
    }

    /** {@return version 1+: the shader stage (DXIL::ShaderKind), or -1} */
    public int shaderStage() {
        return version >= 1 ? info.u8(0x18) : -1;
    }

    /** {@return version 1+: whether the shader uses ViewID} */
    public boolean usesViewId() {
        return version >= 1 && info.u8(0x19) != 0;
    }

    /** {@return version 1+: the input vector count} */
    public int inputVectors() {
        return version >= 1 ? info.u8(0x1f) : 0;
    }

    /** Version 1+: the output vector count of stream {@code s}. */
    public int outputVectors(int s) {
        return version >= 1 ? info.u8(0x20 + s) : 0;
    }

    /** The runtime-info size in bytes (24, 36, 48, 52; 56 and 60 from dxc 1.9). */
    public int infoSize() {
        return info.size();
    }

    /**
     * Runtime info, the stage union of PSVRuntimeInfo0 (16 bytes, fields by stage): the u8 at {@code offset}.
     * VS: 0 output position present. PS: 0 depth output, 1 sample frequency. DS: 4 output position present.
     * GS: 12 output position present.
     */
    public int stageU8(int offset) {
        return info.u8(Objects.checkIndex(offset, 16));
    }

    /**
     * Runtime info, the stage union: the u32 at {@code offset}. HS: 0 input and 4 output control points, 8
     * tessellator domain, 12 output primitive. DS: 0 input control points, 8 domain. GS: 0 input primitive, 4
     * output topology, 8 output stream mask.
     */
    public long stageU32(int offset) {
        return info.reader("PSV0").u32At(Objects.checkIndex(offset, 13));
    }

    /** Version 1+, a mesh shader: its output topology (1 line, 2 triangle, else undefined); 0 before version 1. */
    public int meshOutputTopology() {
        return version >= 1 ? info.u8(0x1b) : 0;
    }

    /** PSVRuntimeInfo4 (dxc 1.9, 56 bytes or more): the group-shared bytes of a thread-group stage, or -1. */
    public long numBytesGroupSharedMemory() {
        return info.size() >= 56 ? info.reader("PSV0").u32At(0x34) : -1;
    }

    /** dxc 1.9's word after the group-shared size (60 bytes or more): 1 when linear-algebra info is present, or -1. */
    public long linAlgRuntimeInfoPresent() {
        return info.size() >= 60 ? info.reader("PSV0").u32At(0x38) : -1;
    }

    /** {@return version 2+: the thread-group size, or an empty list} */
    public List<Long> numThreads() {
        if (version < 2) {
            return List.of();
        }
        ByteReader r = info.reader("PSV0");
        return List.of(r.u32At(0x24), r.u32At(0x28), r.u32At(0x2c));
    }

    /** {@return version 3+: the entry function name from the string table, or ""} */
    public String entryFunctionName() {
        if (version < 3) {
            return "";
        }
        long at = info.reader("PSV0").u32At(0x30);
        return at < stringTable.size() ? stringTable.reader("PSV0 string table").cStringAt((int) at) : "";
    }

    @Override
    public String fourCC() {
        return "PSV0";
    }

    @Override
    public java.util.Map<String, Object> tree() {
        java.util.Map<String, Object> m = RecordTree.of(this, PsvPart::name);
        // the runtime info's fields, read from its bytes, after the version
        java.util.Map<String, Object> out = new java.util.LinkedHashMap<>();
        m.forEach((k, v) -> {
            out.put(k, v);
            if (k.equals("version")) {
                if (version >= 1) {
                    out.put("shaderStage", DxilNames.shaderKind(shaderStage()));
                    out.put("usesViewId", usesViewId());
                }
                out.put("minimumWaveLaneCount", minimumWaveLaneCount());
                out.put("maximumWaveLaneCount", maximumWaveLaneCount());
                if (version >= 2) {
                    out.put("numThreads", numThreads());
                }
                if (version >= 3) {
                    try {
                        out.put("entryFunctionName", entryFunctionName());
                    } catch (dev.dxkit.io.DxFormatException e) {
                        out.put("entryFunctionName", null);      // a name offset into a damaged string table
                    }
                }
            }
        });
        return out;
    }

    /** The DXIL name of an enumeration or flag component, or null for a plain value. */
    private static Object name(Record owner, String component, Object value) {
        if (!(value instanceof Integer i)) {
            return null;
        }
        if (owner instanceof Resource) {
            return switch (component) {
                case "type" -> DxilNames.psvResourceType(i);
                case "kind" -> DxilNames.resourceKind(i);
                case "flags" -> DxilNames.psvResourceFlags(i);
                default -> null;
            };
        }
        if (owner instanceof SignatureElement) {
            return switch (component) {
                case "semanticKind" -> SemanticKind.named(i);
                case "componentType" -> ComponentType.named(i);
                case "interpolation" -> DxilNames.interpolation(i);
                default -> null;
            };
        }
        return null;
    }

    @Override
    public Bytes encode() {
        return bytes;
    }
}
