package dev.dxkit.disasm;

import dev.dxkit.bitcode.BitCursor;
import dev.dxkit.container.Container;
import dev.dxkit.dxil.Constant;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.RuntimeDataPart;
import dev.dxkit.part.SignatureElement;
import dev.dxkit.part.SignaturePart;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The comment header of {@code dxc -dumpbin}: required features (SFI0), the signature tables (ISG1, OSG1,
 * PSG1), debug name (ILDN) and hash (HASH), the pipeline runtime information (PSV0) with its own signature
 * tables, buffer definitions and resource bindings (from {@code !dx.resources}), the view-id state
 * (from {@code !dx.viewIdState}) and a library's subobjects (from RDAT, {@link DxilSubobjectPrinter}).
 * Columns are printf widths that include the separating blank, so a value wider than its column runs into the
 * next one, as dxc's own text does.
 */
final class DxilHeader {
    /** SFI0 bits as dxc names them; null where it prints nothing. */
    private static final String[] FEATURES = {"Double-precision floating point", "Raw and Structured buffers",
        "UAVs at every shader stage", "64 UAV slots", "Minimum-precision data types",
        "Double-precision extensions for 11.1", "Shader extensions for 11.1",
        "Comparison filtering for feature level 9", "Tiled resources", "PS Output Stencil Ref",
        "PS Inner Coverage", "Typed UAV Load Additional Formats", "Raster Ordered UAVs",
        "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer",
        "Wave level operations", "64-Bit integer", "View Instancing", "Barycentrics", "Use native low precision",
        "Shading Rate", "Raytracing tier 1.1 features", "Sampler feedback", "64-bit Atomics on Typed Resources",
        "64-bit Atomics on Group Shared", "Derivatives in mesh and amplification shaders",
        "Resource descriptor heap indexing", "Sampler descriptor heap indexing", "Wave Matrix",
        "64-bit Atomics on Heap Resources", "Advanced Texture Ops", "Writeable MSAA Textures",
        "SampleCmp with gradient or bias", "Extended command info"};
    private static final String[] INTERP = {"", "nointerpolation", "linear", "centroid", "noperspective",
        "noperspective centroid", "sample", "noperspective sample"};
    private static final String[] STAGES = {"Pixel Shader", "Vertex Shader", "Geometry Shader", "Hull Shader",
        "Domain Shader", "Compute Shader", "Library", "Ray Generation Shader", "Intersection Shader",
        "AnyHit Shader", "ClosestHit Shader", "Miss Shader", "Callable Shader", "Mesh Shader",
        "Amplification Shader", "Node Shader"};
    private static final String[] SEMANTICS = {"", "SV_VertexID", "SV_InstanceID", "SV_Position",
        "SV_RenderTargetArrayIndex", "SV_ViewportArrayIndex", "SV_ClipDistance", "SV_CullDistance",
        "SV_OutputControlPointID", "SV_DomainLocation", "SV_PrimitiveID", "SV_GSInstanceID", "SV_SampleIndex",
        "SV_IsFrontFace", "SV_Coverage", "SV_InnerCoverage", "SV_Target", "SV_Depth", "SV_DepthLessEqual",
        "SV_DepthGreaterEqual", "SV_StencilRef", "SV_DispatchThreadID", "SV_GroupID", "SV_GroupIndex",
        "SV_GroupThreadID", "SV_TessFactor", "SV_InsideTessFactor", "SV_ViewID", "SV_Barycentrics",
        "SV_ShadingRate", "SV_CullPrimitive"};
    /** Signature component types ({@code DxilProgramSigCompType}) as dxc's Format column names them. */
    private static final String[] SIGNATURE_FORMATS = {"unknown", "uint", "int", "float", "uint16", "int16", "fp16",
        "uint64", "int64", "double"};
    private static final String[] DOMAINS = {"undefined", "isoline", "tri", "quad"};
    private static final String[] OUTPUT_PRIMITIVES = {"undefined", "point", "line", "triangle_cw",
        "triangle_ccw"};
    private static final String[] DIMS = {"invalid", "1d", "2d", "2dMS", "3d", "cube", "1darray", "2darray",
        "2darrayMS", "cubearray", "buf", "r/o", "r/o", "NA", "NA", "tbuffer", "ras", "fbtex2d", "fbtex2darray"};
    private static final String[] COMPONENTS = {"invalid", "i1", "i16", "u16", "i32", "u32", "i64", "u64", "f16",
        "f32", "f64", "snorm_f16", "unorm_f16", "snorm_f32", "unorm_f32", "snorm_f64", "unorm_f64"};

    private final Container c;
    private final DxilModule m;
    private final StringBuilder out = new StringBuilder(4096);
    private boolean usesViewId;
    /** The structs whose layout is being written, outermost first: a struct inside one of them is refused. */
    private final java.util.Set<Integer> openStructs = new java.util.HashSet<>();

    private DxilHeader(Container c, DxilModule m) {
        this.c = c;
        this.m = m;
    }

    static String write(Container c, DxilModule m) {
        try {
            return new DxilHeader(c, m).run();
        } catch (StackOverflowError e) {
            // a struct annotated as containing itself, or a hostile chain of nested structs: refused at the module
            long bit = m.stream().blocks().isEmpty() ? 32 : m.stream().blocks().get(0).bit();
            throw new DxFormatException(BitCursor.WHERE, bit, DxilIrWriter.DEEPER_THAN_THE_STACK);
        }
    }

    /** The bit of the module block, where a refusal of what the module's metadata says points. */
    private long moduleBit() {
        return m.stream().blocks().isEmpty() ? 32 : m.stream().blocks().get(0).bit();
    }

    private void line(String s) {
        out.append(s).append('\n');
    }

    private static String padLeft(String s, int w) {
        return s.length() >= w ? s : " ".repeat(w - s.length()) + s;
    }

    private static String padRight(String s, int w) {
        return s.length() >= w ? s : s + " ".repeat(w - s.length());
    }

    private String run() {
        features();
        // libraries carry no signature parts and print no signature tables
        if (c.has("ISG1")) {
            signature("Input", "ISG1");
        }
        if (c.has("OSG1")) {
            signature("Output", "OSG1");
        }
        if (c.has("PSG1")) {
            signature("Patch Constant", "PSG1");
        }
        c.part("ILDN").ifPresent(p -> {
            ByteReader r = p.data().reader("ILDN");
            int len = r.u16At(2);
            line("; shader debug name: " + r.cStringAt(4).substring(0, Math.min(len, r.cStringAt(4).length())));
        });
        // HASH: u32 flags (bit 0: the digest includes the source), 16-byte digest
        c.part("HASH").ifPresent(p -> line("; shader hash: " + p.data().reader("HASH").sliceAt(4, 16).hex()
                + ((p.data().reader("HASH").i32At(0) & 1) != 0 ? " (includes source)" : "")));
        Optional<Bytes> psv = c.part("PSV0").map(p -> p.data());
        boolean tables = false;
        if (psv.isPresent()) {
            tables = new Psv(psv.get()).print();
        }
        if (!tables) {
            moduleSignatures();
        }
        buffers();
        bindings();
        viewId();
        // dxc reads the subobjects from RDAT after the view-id state
        c.part("RDAT").ifPresent(p -> DxilSubobjectPrinter.write(RuntimeDataPart.read(p.data()), out));
        return out.toString();
    }

    private void features() {
        Optional<Bytes> sfi = c.part("SFI0").map(p -> p.data());
        if (sfi.isEmpty()) {
            return;
        }
        long mask = sfi.get().reader("SFI0").i64At(0);
        List<String> names = new ArrayList<>();
        for (int b = 0; b < FEATURES.length; b++) {
            if ((mask >>> b & 1) != 0 && b != 1) {
                names.add(FEATURES[b]);
            }
        }
        if (names.isEmpty()) {
            return;
        }
        line(";");
        line("; Note: shader requires additional functionality:");
        for (String n : names) {
            line(";       " + n);
        }
        line(";");
    }

    private void signature(String title, String fourCC) {
        line(";");
        line("; " + title + " signature:");
        line(";");
        line("; Name                 Index   Mask Register SysValue  Format   Used");
        line("; -------------------- ----- ------ -------- -------- ------- ------");
        SignaturePart sig = c.part(fourCC).map(p -> SignaturePart.read(fourCC, p.data())).orElse(null);
        if (sig == null || sig.elements().isEmpty()) {
            line("; no parameters");
            return;
        }
        boolean input = fourCC.equals("ISG1");
        boolean streams = !input && sig.elements().stream().anyMatch(e -> e.stream() != 0);
        for (SignatureElement e : sig.elements()) {
            StringBuilder sb = new StringBuilder("; ");
            sb.append(padRight((streams ? "m" + e.stream() + ":" : "") + e.semanticName(), 20)).append(padLeft(Long.toString(e.semanticIndex()), 6));
            String sv = SignaturePrinter.sysValue(e);
            String format = format(e);
            if (e.register() == 0xFFFF_FFFFL) {
                String special = switch (sv) {
                    case "DEPTH" -> "oDepth";
                    case "DEPTHLE" -> "oDepthLE";
                    case "DEPTHGE" -> "oDepthGE";
                    case "COVERAGE" -> "oMask";
                    case "STENCILREF" -> "    oStencilRef"; // dxc's own padding
                    case "PRIMID" -> "primID";
                    case "INNERCOV" -> "vInnerCoverage";
                    default -> "special";
                };
                sb.append("    N/A").append(padLeft(special, 9)).append(padLeft(sv, 9)).append(padLeft(format, 8))
                        .append(padLeft(e.readWriteMask() != 0 ? "YES" : "NO", 7));
            } else {
                int used = input ? e.readWriteMask() : ~e.readWriteMask() & 0xF;
                sb.append("   ").append(SignaturePrinter.positional(e.mask()))
                        .append(padLeft(Long.toString(e.register()), 9)).append(padLeft(sv, 9))
                        .append(padLeft(format, 8)).append("   ").append(SignaturePrinter.positional(used));
            }
            line(sb.toString());
        }
        line(";");
    }

    /** dxc's Format column: the element's component type alone (its minimum precision is not shown). */
    private static String format(SignatureElement e) {
        long t = e.componentType();
        return t >= 0 && t < SIGNATURE_FORMATS.length ? SIGNATURE_FORMATS[(int) t] : "unknown";
    }

    /** The PSV0 part: runtime info, resources, string and semantic-index tables, signature elements. */
    private final class Psv {
        final Bytes d;
        final ByteReader r;
        final int infoSize;
        final int stage;

        Psv(Bytes d) {
            this.d = d;
            this.r = d.reader("PSV0");
            this.infoSize = within(r.u32At(0), 0, "the runtime information");
            // PSVRuntimeInfo0 has no stage: dxc takes the program header's kind (of ILDB when present)
            this.stage = infoSize >= 36 ? r.u8At(4 + 24) : programKind();
        }

        private int programKind() {
            Optional<Bytes> p = c.part("ILDB").or(() -> c.part("DXIL")).map(x -> x.data());
            return p.isPresent() && DxilProgramPart.isProgram(p.get()) ? p.get().reader("program").u16At(2) : 0;
        }

        int u8(int off) {
            return r.u8At(4 + off);
        }

        /** {@code offset} as an int when it lies within the part, else refused at the field {@code from}. */
        int within(long offset, int from, String what) {
            if (offset < 0 || offset > d.size()) {
                throw r.error(from, what + " at " + offset + " lies past the " + d.size() + "-byte part");
            }
            return (int) offset;
        }

        long u32(int off) {
            return r.u32At(4 + off);
        }

        /** Prints the runtime information; true when it printed the signature tables too (PSV1 and later). */
        boolean print() {
            line(";");
            line("; Pipeline Runtime Information: ");
            line(";");
            line(";PSVRuntimeInfo:");
            int kind = stage >= 0 ? stage : 0;
            line("; " + (kind < STAGES.length ? STAGES[kind] : "Invalid Shader"));
            switch (kind) {
                case 1 -> line("; OutputPositionPresent=" + u8(0));
                case 0 -> {
                    line("; DepthOutput=" + u8(0));
                    line("; SampleFrequency=" + u8(1));
                }
                case 3 -> {
                    line("; InputControlPointCount=" + u32(0));
                    line("; OutputControlPointCount=" + u32(4));
                    line("; Domain=" + name(DOMAINS, u32(8)));
                    line("; OutputPrimitive=" + name(OUTPUT_PRIMITIVES, u32(12)));
                }
                case 4 -> {
                    line("; InputControlPointCount=" + u32(0));
                    line("; OutputPositionPresent=" + u8(4));
                }
                case 2 -> {
                    line("; InputPrimitive=" + gsInput(u32(0)));
                    line("; OutputTopology=" + gsTopology(u32(4)));
                    line("; OutputStreamMask=" + u32(8));
                    line("; OutputPositionPresent=" + u8(12));
                }
                case 13 -> {
                    if (infoSize >= 36) {
                        line("; MeshOutputTopology=" + (u8(27) == 1 ? "line" : u8(27) == 2 ? "triangle" : "undefined"));
                    }
                    threads();
                }
                case 5, 14, 15 -> threads();
                default -> {
                }
            }
            if (u32(16) == u32(20) && u32(16) != 0) {
                line("; WaveSize=" + u32(16));
            } else {
                line("; MinimumExpectedWaveLaneCount: " + u32(16));
                line("; MaximumExpectedWaveLaneCount: " + u32(20));
            }
            if (infoSize < 36) {
                line(";");
                return false;
            }
            usesViewId = u8(25) != 0;
            line("; UsesViewID: " + (usesViewId ? "true" : "false"));
            line("; SigInputElements: " + u8(28));
            line("; SigOutputElements: " + u8(29));
            line("; SigPatchConstOrPrimElements: " + u8(30));
            line("; SigInputVectors: " + u8(31));
            for (int i = 0; i < 4; i++) {
                line("; SigOutputVectors[" + i + "]: " + u8(32 + i));
            }
            // resources, then the string table and semantic index table
            int at = 4 + infoSize;
            long resources = r.u32At(at);
            at += 4;
            if (resources > 0) {
                long size = r.u32At(at);
                // both are u32: a product past the part is refused before it can overflow
                if (size != 0 && resources > (d.size() - at) / size) {
                    throw r.error(at - 4, resources + " resources of " + size + " bytes do not fit the "
                            + d.size() + "-byte part");
                }
                at = within(at + 4 + resources * size, at - 4, "the end of the resource table");
            }
            long stringsSize = r.u32At(at);
            int strings = at + 4;
            at = within(strings + stringsSize, at, "the end of the string table");
            long indexCount = r.u32At(at);
            int indexes = at + 4;
            at = within(indexes + indexCount * 4, at, "the end of the semantic index table");
            if (infoSize >= 52) {
                long nameOffset = u32(48);
                line("; EntryFunctionName: " + r.cStringAt(within(strings + nameOffset, 4 + 48, "the entry name")));
            }
            if (infoSize >= 60) { // dxc 1.9 adds a word after the group-shared size: linear-algebra info present
                line("; LinAlgRuntimeInfoPresent: " + (u32(56) != 0 ? "true" : "false"));
            }
            line(";");
            int total = u8(28) + u8(29) + u8(30);
            if (total == 0) {
                return true;
            }
            int elementSize = within(r.u32At(at), at, "a signature element's size");
            at += 4;
            String[] titles = signatureTitles(kind == 13);
            int[] counts = {u8(28), u8(29), u8(30)};
            for (int s = 0; s < 3; s++) {
                if (counts[s] == 0) {
                    continue;
                }
                signatureTable(titles[s]);
                for (int k = 0; k < counts[s]; k++) {
                    int e = at;
                    at += elementSize;
                    String name = r.cStringAt(within(strings + r.u32At(e), e, "a semantic name"));
                    if (name.isEmpty()) {
                        // system values are stored without a name: their kind names them
                        name = name(SEMANTICS, r.u8At(e + 11));
                    }
                    long firstIndex = r.u32At(within(indexes + 4 * r.u32At(e + 4), e + 4, "a semantic index"));
                    int interp = r.u8At(e + 13);
                    int dyn = r.u8At(e + 14) & 0xF;
                    signatureRow(name, firstIndex, interp, dyn);
                }
            }
            return true;
        }

        void threads() {
            if (infoSize >= 48) {
                line("; NumThreads=(" + u32(36) + "," + u32(40) + "," + u32(44) + ")");
            }
            if (infoSize >= 56) { // PSVRuntimeInfo4 (dxc 1.9): group-shared memory of the thread-group stages
                line("; NumBytesGroupSharedMemory: " + u32(52));
            }
        }
    }

    /**
     * The signature tables when PSV0 cannot give them (PSVRuntimeInfo0, written for validator 1.0, or no PSV0):
     * dxc prints them from the module's {@code dx.entryPoints} signature metadata, whose elements read
     * {@code !{id, name, compType, semanticKind, !{indices}, interpMode, rows, cols, startRow, startCol,
     * !{tag, value...}}} (tag 2: the dynamically indexed components). Libraries print none.
     */
    private void moduleSignatures() {
        String kind = shaderKind();
        List<Integer> entries = m.named("dx.entryPoints");
        if (kind.equals("lib") || entries.isEmpty()) {
            return;
        }
        List<Integer> sigs = node(field(node(entries.get(0)), 2));
        String[] titles = signatureTitles(kind.equals("ms"));
        for (int s = 0; s < 3; s++) {
            List<Integer> elements = node(field(sigs, s));
            if (elements.isEmpty()) {
                continue;
            }
            signatureTable(titles[s]);
            for (int e : elements) {
                List<Integer> el = node(e);
                long sem = integer(field(el, 3));
                String name = sem == 0 ? string(field(el, 1)) : name(SEMANTICS, sem);
                List<Integer> indices = node(field(el, 4));
                long first = indices.isEmpty() ? 0 : integer(indices.get(0));
                long interp = integer(field(el, 5));
                List<Integer> props = node(field(el, 10));
                int dyn = 0;
                for (int k = 0; k + 1 < props.size(); k += 2) {
                    if (integer(props.get(k)) == 2) {
                        dyn = (int) integer(props.get(k + 1)) & 0xF;
                    }
                }
                signatureRow(name, first, interp, dyn);
            }
        }
    }

    /** The titles of the input, output and patch-constant tables (a mesh shader outputs vertices and primitives). */
    private static String[] signatureTitles(boolean mesh) {
        return new String[] {"Input", mesh ? "Vertex Output" : "Output", mesh ? "Primitive Output" : "Patch Constant"};
    }

    /** The head of a signature table (PSV0's, or the module's when PSV0 has none). */
    private void signatureTable(String title) {
        line(";");
        line("; " + title + " signature:");
        line(";");
        line("; Name                 Index             InterpMode DynIdx");
        line("; -------------------- ----- ---------------------- ------");
    }

    /** A signature table's row: name, first semantic index, interpolation mode, dynamically indexed components. */
    private void signatureRow(String name, long firstIndex, long interp, int dyn) {
        line("; " + padRight(name, 20) + padLeft(Long.toString(firstIndex), 6) + padLeft(name(INTERP, interp), 23)
                + padLeft(dyn == 0 ? "" : SignaturePrinter.positional(dyn).replace(" ", ""), 7));
    }

    private static String name(String[] names, long v) {
        return v >= 0 && v < names.length ? names[(int) v] : "invalid";
    }

    private static String gsInput(long v) {
        return switch ((int) v) {
            case 1 -> "point";
            case 2 -> "line";
            case 3 -> "triangle";
            case 6 -> "lineadj";
            case 7 -> "triangleadj";
            default -> v >= 8 && v <= 39 ? "patch" + (v - 7) : "undefined";
        };
    }

    private static String gsTopology(long v) {
        return switch ((int) v) {
            case 1 -> "point";
            case 3 -> "line";
            case 5 -> "triangle";
            default -> "undefined";
        };
    }

    // ---- metadata-driven sections ----

    /**
     * Operand {@code i} of a metadata node, or -1 (no metadata: node, integer and string read it as empty, 0, "")
     * when a damaged node is shorter than its kind's layout; the header prints what it can, as for other gaps.
     */
    private static int field(List<Integer> node, int i) {
        return i < node.size() ? node.get(i) : -1;
    }

    private List<Integer> node(int id) {
        return m.md(id) instanceof Metadata.Node n ? n.operands() : List.of();
    }

    private long integer(int id) {
        if (m.md(id) instanceof Metadata.ValueRef v) {
            Optional<Constant> c = m.constant(v.valueId());
            if (c.isPresent() && c.get().isInteger()) {
                long x = c.get().intValue();
                return x;
            }
        }
        return 0;
    }

    private String string(int id) {
        return m.md(id) instanceof Metadata.Str s ? s.value() : "";
    }

    /** The resource lists of !dx.resources: SRVs, UAVs, CBVs, samplers. */
    private List<List<Integer>> resources() {
        List<List<Integer>> out = new ArrayList<>(List.of(List.of(), List.of(), List.of(), List.of()));
        List<Integer> named = m.named("dx.resources");
        if (named.isEmpty()) {
            return out;
        }
        List<Integer> lists = node(named.get(0));
        for (int k = 0; k < 4 && k < lists.size(); k++) {
            out.set(k, node(lists.get(k)));
        }
        return out;
    }

    private void buffers() {
        line(";");
        line("; Buffer Definitions:");
        line(";");
        for (int cb : resources().get(2)) {
            List<Integer> f = node(cb);
            line("; cbuffer " + string(field(f, 2)));
            line("; {");
            line(";");
            int struct = pointee(field(f, 1));
            List<Integer> annotation = struct < 0 ? null : structAnnotation(struct);
            if (annotation == null) {
                line(";   [" + integer(field(f, 6)) + " x i8] (type annotation not present)");
            } else {
                structLayout(struct, annotation, string(field(f, 2)), "   ", 0, integer(field(annotation, 0)), null);
            }
            line(";");
            line("; }");
            line(";");
        }
        // structured buffers, SRVs then UAVs: their element stride (extended-metadata tag 1)
        for (int cls = 0; cls < 2; cls++) {
            int tags = cls == 1 ? 10 : 8;
            for (int id : resources().get(cls)) {
                List<Integer> f = node(id);
                if (cls == 0 && integer(field(f, 6)) == 15) {
                    tbuffer(f); // dxc lists a tbuffer among the SRVs, in their order
                    continue;
                }
                if (integer(field(f, 6)) != 12) {
                    continue;
                }
                long stride = 0;
                if (f.size() > tags) {
                    List<Integer> ext = node(field(f, tags));
                    for (int k = 0; k + 1 < ext.size(); k += 2) {
                        if (integer(field(ext, k)) == 1) {
                            stride = integer(field(ext, k + 1));
                        }
                    }
                }
                line("; Resource bind info for " + string(field(f, 2)));
                line("; {");
                line(";");
                // dxc's element type: the class's first field (a resource array already resolved to its class)
                int classType = pointee(field(f, 1));
                int element = classType >= 0 && !m.type(classType).elements().isEmpty()
                        ? m.type(classType).elements().get(0) : -1;
                if (element >= 0 && m.type(element).isStruct() && !isMatrixClass(element)) {
                    List<Integer> annotation = structAnnotation(element);
                    if (annotation == null) {
                        // dxc prints no blank line after this one, unlike the other "not present" case
                        line(";   [" + stride + " x i8] (type annotation not present)");
                    } else {
                        // laid out as in memory (the data layout's offsets), not as in a constant buffer
                        structLayout(element, annotation, "$Element", "   ", 0, stride, new DxilDataLayout(m));
                        line(";");
                    }
                } else {
                    List<Integer> classAnnotation = classType < 0 ? null : structAnnotation(classType);
                    if (classAnnotation == null) {
                        line(";   [" + stride + " x i8] (type annotation not present)");
                    } else {
                        element(element, classAnnotation, stride);
                    }
                    line(";");
                }
                line("; }");
                line(";");
            }
        }
    }

    /** A tbuffer SRV: its struct laid out as a constant buffer, sized by its annotation. */
    private void tbuffer(List<Integer> f) {
        String name = string(field(f, 2));
        line("; tbuffer " + name);
        line("; {");
        line(";");
        int struct = pointee(field(f, 1));
        List<Integer> annotation = struct < 0 ? null : structAnnotation(struct);
        if (annotation == null) {
            line(";   (type annotation not present)");
        } else {
            structLayout(struct, annotation, name, "   ", 0, integer(field(annotation, 0)), null);
        }
        line(";");
        line("; }");
        line(";");
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
            List<Integer> n = node(a);
            if (n.isEmpty() || integer(n.get(0)) != 0) {
                continue;
            }
            for (int k = 1; k + 1 < n.size(); k += 2) {
                if (m.md(n.get(k)) instanceof Metadata.ValueRef v && v.typeId() == type) {
                    return node(n.get(k + 1));
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
        List<Integer> entry = node(entries.get(0));
        List<Integer> props = entry.size() > 4 ? node(field(entry, 4)) : List.of();
        for (int k = 0; k + 1 < props.size(); k += 2) {
            if (integer(field(props, k)) == 0) {
                return (integer(field(props, k + 1)) >>> 23 & 1) == 0;
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
            throw new DxFormatException(BitCursor.WHERE, moduleBit(),
                    "struct " + (st.name() != null ? st.name() : "#" + type) + " contains itself");
        }
        line(";" + indent + "struct " + st.name());
        line(";" + indent + "{");
        line(";");
        String inner = indent + "    ";
        for (int i = 0; i < st.elements().size() && i + 1 < annotation.size(); i++) {
            List<Integer> field = node(field(annotation, i + 1));
            String fname = "";
            long foff = 0;
            long comp = 0;
            long rows = 0;
            long cols = 0;
            long orient = 0;
            for (int k = 0; k + 1 < field.size(); k += 2) {
                long tag = integer(field(field, k));
                int v = field(field, k + 1);
                switch ((int) tag) {
                    case 6 -> fname = string(v);
                    case 3 -> foff = integer(v);
                    case 7 -> comp = integer(v);
                    case 2 -> {
                        List<Integer> mx = node(v);
                        rows = integer(field(mx, 0));
                        cols = integer(field(mx, 1));
                        orient = integer(field(mx, 2));
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
                    throw new DxFormatException(BitCursor.WHERE, moduleBit(), "struct field " + fname
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
            line(padRight(";" + inner + decl + " " + fname + dims + ";", 54) + "; Offset: "
                    + padLeft(Long.toString(offset + foff), 4));
        }
        line(";" + indent);
        String close = padRight(";" + indent + "} " + name + ";", 54) + "; Offset: " + padLeft(Long.toString(offset), 4);
        line(size >= 0 ? close + " Size: " + padLeft(Long.toString(size), 5) : close);
        if (size < 0) {
            line(";"); // a nested struct is followed by a blank comment line
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
            List<Integer> field = node(field(classAnnotation, 1));
            for (int k = 0; k + 1 < field.size(); k += 2) {
                switch ((int) integer(field(field, k))) {
                    case 7 -> comp = integer(field(field, k + 1));
                    case 2 -> {
                        List<Integer> mx = node(field(field, k + 1));
                        matrix = mx.size() >= 3;
                        rows = matrix ? integer(field(mx, 0)) : 0;
                        cols = matrix ? integer(field(mx, 1)) : 0;
                        orient = matrix ? integer(field(mx, 2)) : 0;
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
        line(padRight(";   " + decl + " " + name + ";", 54) + "; Offset:    0 Size: " + padLeft(Long.toString(stride), 5));
    }

    private void bindings() {
        line(";");
        line("; Resource Bindings:");
        line(";");
        line("; Name                                 Type  Format         Dim      ID      HLSL Bind  Count");
        line("; ------------------------------ ---------- ------- ----------- ------- -------------- ------");
        List<List<Integer>> res = resources();
        // dxc lists constant buffers, samplers, SRVs, then UAVs
        int[] order = {2, 3, 0, 1};
        for (int cls : order) {
            for (int id : res.get(cls)) {
                List<Integer> f = node(id);
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
                        int kind = (int) integer(field(f, 6));
                        type = uav ? "UAV" : "texture";
                        prefix = uav ? "U" : "T";
                        bindPrefix = uav ? "u" : "t";
                        dim = kind >= 0 && kind < DIMS.length ? DIMS[kind] : "invalid";
                        if (!uav && (kind == 3 || kind == 8) && f.size() > 7 && integer(field(f, 7)) != 0) {
                            dim += integer(field(f, 7)); // a multisampled texture's declared sample count: 2darrayMS4
                        }
                        int tags = uav ? 10 : 8;
                        long compType = 0;
                        if (f.size() > tags) {
                            List<Integer> ext = node(field(f, tags));
                            for (int k = 0; k + 1 < ext.size(); k += 2) {
                                if (integer(field(ext, k)) == 0) {
                                    compType = integer(field(ext, k + 1));
                                }
                            }
                        }
                        if (kind == 11) {
                            format = "byte";
                            dim = uav ? "r/w" : "r/o";
                        } else if (kind == 12) {
                            format = "struct";
                            dim = uav ? (integer(field(f, 8)) != 0 ? "r/w+cnt" : "r/w") : "r/o";
                        } else if (kind == 17 || kind == 18) {
                            format = "invalid";
                        } else {
                            format = compType >= 0 && compType < COMPONENTS.length ? COMPONENTS[(int) compType] : "invalid";
                        }
                    }
                }
                long space = integer(field(f, 3));
                long lower = integer(field(f, 4));
                long range = integer(field(f, 5)) & 0xFFFFFFFFL;
                String bind = bindPrefix + lower + (space != 0 ? ",space" + space : "");
                String count = range == 0xFFFFFFFFL ? "unbounded" : Long.toString(range);
                line("; " + padRight(string(field(f, 2)), 30) + padLeft(type, 11) + padLeft(format, 8)
                        + padLeft(dim, 12) + padLeft(prefix + integer(field(f, 0)), 8) + padLeft(bind, 15)
                        + padLeft(count, 6));
            }
        }
        line(";");
    }

    private void viewId() {
        List<Integer> named = m.named("dx.viewIdState");
        if (named.isEmpty()) {
            return;
        }
        List<Integer> n = node(named.get(0));
        if (n.isEmpty() || !(m.md(n.get(0)) instanceof Metadata.ValueRef v)) {
            return;
        }
        Optional<Constant> arr = m.constant(v.valueId());
        if (arr.isEmpty()) {
            return;
        }
        long[] words = words(arr.get());
        String kind = shaderKind();
        boolean gs = kind.equals("gs");
        boolean hs = kind.equals("hs");
        boolean ds = kind.equals("ds");
        boolean ms = kind.equals("ms");
        boolean viewIdUsed = this.usesViewId;
        int[] at = {0};
        int inputs = scalars(next(words, at), "inputs");
        int streams = gs ? 4 : 1;
        int[] outputs = new int[streams];
        long[][] masks = new long[streams][];
        long[][] tables = new long[streams][];
        for (int s = 0; s < streams; s++) {
            outputs[s] = scalars(next(words, at), "outputs");
            int w = (outputs[s] + 31) / 32;
            masks[s] = viewIdUsed ? take(words, at, w) : new long[w];
            tables[s] = take(words, at, inputs * w);
        }
        int pc = 0;
        long[] pcMask = new long[0];
        long[] pcTable = new long[0];
        if (hs || ds || ms) {
            pc = scalars(next(words, at), hs || ds ? "patch constants" : "primitive outputs");
            int w = (pc + 31) / 32;
            pcMask = viewIdUsed && (hs || ms) ? take(words, at, w) : new long[w];
            if (hs || ms) {
                pcTable = take(words, at, inputs * w);
            } else {
                pcTable = take(words, at, pc * ((outputs[0] + 31) / 32));
            }
        }
        line(";");
        line("; ViewId state:");
        line(";");
        StringBuilder first = new StringBuilder("; Number of inputs: " + inputs);
        if (gs) {
            first.append(", outputs per stream: { ").append(outputs[0]).append(", ").append(outputs[1]).append(", ")
                    .append(outputs[2]).append(", ").append(outputs[3]).append(" }");
        } else {
            first.append(", outputs: ").append(outputs[0]);
            if (hs || ds) {
                first.append(", patchconst: ").append(pc);
            } else if (ms) {
                first.append(", primitive outputs: ").append(pc);
            }
        }
        line(first.toString());
        if (gs) {
            for (int s = 0; s < 4; s++) {
                if (outputs[s] != 0) {
                    line("; Outputs for Stream " + s + " dependent on ViewId: { " + set(masks[s], outputs[s]) + " }");
                }
            }
            for (int s = 0; s < 4; s++) {
                if (outputs[s] != 0) {
                    line("; Inputs contributing to computation of Outputs for Stream " + s + ":");
                    dependencies(tables[s], inputs, outputs[s]);
                }
            }
        } else {
            line("; Outputs dependent on ViewId: { " + set(masks[0], outputs[0]) + " }");
            if (hs) {
                line("; PCOutputs dependent on ViewId: { " + set(pcMask, pc) + " }");
            } else if (ms) {
                line("; Primitive Outputs dependent on ViewId: { " + set(pcMask, pc) + " }");
            }
            line("; Inputs contributing to computation of Outputs:");
            dependencies(tables[0], inputs, outputs[0]);
            if (hs) {
                line("; Inputs contributing to computation of PCOutputs:");
                dependencies(pcTable, inputs, pc);
            } else if (ms) {
                line("; Inputs contributing to computation of Primitive Outputs:");
                dependencies(pcTable, inputs, pc);
            } else if (ds) {
                line("; PCInputs contributing to computation of Outputs:");
                dependencies(pcTable, pc, outputs[0]);
            }
        }
        line(";");
    }

    /** One line per output that some input feeds: rows are inputs, each a bit set over the outputs. */
    private void dependencies(long[] table, int inputs, int outputs) {
        int w = (outputs + 31) / 32;
        for (int o = 0; o < outputs; o++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < inputs; i++) {
                int idx = i * w + o / 32;
                if (idx < table.length && (table[idx] >>> (o % 32) & 1) != 0) {
                    sb.append(sb.length() > 0 ? ", " : "").append(i);
                }
            }
            if (sb.length() > 0) {
                line(";   output " + o + " depends on inputs: { " + sb + " }");
            }
        }
    }

    /**
     * A count of signature scalars from !dx.viewIdState, checked before the tables it sizes are read: a signature
     * holds at most 32 rows of 4 components (dxc's kMaxSigScalars).
     */
    private int scalars(long count, String what) {
        if (count < 0 || count > 32 * 4) {
            throw new DxFormatException(BitCursor.WHERE, moduleBit(), "dx.viewIdState: " + Long.toUnsignedString(count)
                    + " " + what + ", more than the 128 scalars a signature holds");
        }
        return (int) count;
    }

    private static long next(long[] words, int[] at) {
        return at[0] < words.length ? words[at[0]++] : 0;
    }

    private static long[] take(long[] words, int[] at, int n) {
        long[] out = new long[Math.max(n, 0)];
        for (int i = 0; i < out.length; i++) {
            out[i] = next(words, at);
        }
        return out;
    }

    private String shaderKind() {
        List<Integer> sm = m.named("dx.shaderModel");
        if (sm.isEmpty()) {
            return "";
        }
        List<Integer> n = node(sm.get(0));
        return n.isEmpty() ? "" : string(n.get(0));
    }

    private static String set(long[] mask, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if ((mask[i / 32] >>> (i % 32) & 1) != 0) {
                sb.append(sb.length() > 0 ? ", " : "").append(i);
            }
        }
        return sb.toString();
    }

    private long[] words(Constant c) {
        if (c.code() == 22) {
            return c.ops().clone();
        }
        if (c.code() == 7) {
            long[] w = new long[c.ops().length];
            for (int i = 0; i < w.length; i++) {
                w[i] = m.constant((int) c.ops()[i]).map(Constant::intValue).orElse(0L);
            }
            return w;
        }
        return new long[0];
    }
}
