package dev.dxkit.reflect;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;
import dev.dxkit.dxil.DxilInfo;
import dev.dxkit.dxil.DxilModule;
import dev.dxkit.dxil.EntryPoint;
import dev.dxkit.dxil.LlvmType;
import dev.dxkit.dxil.Metadata;
import dev.dxkit.dxil.Resource;
import dev.dxkit.dxil.ShaderKind;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.DxilProgramPart;
import dev.dxkit.part.RuntimeDataPart;
import dev.dxkit.part.Sfi0Part;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * DXC's {@code ID3D12ShaderReflection} of a DXIL program, as {@code IDxcUtils::CreateReflection} builds it from
 * the reflection module (the STAT part's bitcode, else the DXIL part's): the version from
 * {@code dx.shaderModel}, the creator from {@code llvm.ident}, the counters from {@code dx.counters}, the
 * geometry, tessellation and thread-group facts from the entry's properties, the bindings from
 * {@code dx.resources} (constant buffers, samplers, SRVs, UAVs in that order), the requirements from SFI0 and
 * the parameters from the signature parts.
 */
final class DxilReflector {
    /** DXIL entry-property tags (DxilMetadataHelper's kDxil…Tag). */
    private static final int SHADER_FLAGS_TAG = 0;
    private static final int GS_STATE_TAG = 1;
    private static final int DS_STATE_TAG = 2;
    private static final int HS_STATE_TAG = 3;
    private static final int NUM_THREADS_TAG = 4;
    /** Mesh and amplification state: a node whose first operand is the numthreads node. */
    private static final int MS_STATE_TAG = 9;
    private static final int AS_STATE_TAG = 10;
    /** DXIL ShaderFlags bit 3: ForceEarlyDepthStencil. */
    private static final long FORCE_EARLY_DEPTH_STENCIL = 0x8;
    /** {@code D3D_SHADER_REQUIRES_EARLY_DEPTH_STENCIL}, which collides with SFI0's bit 1. */
    private static final long REQUIRES_EARLY_DEPTH_STENCIL = 0x2;
    /** DXIL ShaderFlags bit 23: UseNativeLowPrecision (16-bit types are real, not minimum precision). */
    private static final long USE_NATIVE_LOW_PRECISION = 1L << 23;
    /** {@code D3D_PRIMITIVE_1_CONTROL_POINT_PATCH}. */
    private static final long ONE_CONTROL_POINT_PATCH = 8;

    private DxilReflector() {
    }

    static Reflection reflect(Container c) {
        // IDxcUtils::CreateReflection: the statistics module (no function bodies), else the debug module, else DXIL
        PartEntry part = c.part("STAT").filter(p -> DxilProgramPart.isProgram(p.data())).or(() -> c.part("ILDB"))
                .orElseGet(() -> c.part("DXIL").orElseThrow());
        DxilProgramPart program = DxbcReflector.part(c, part.kind(), DxilProgramPart.class).orElseThrow(
                () -> new DxFormatException("container", part.offset(), "the " + part.kind()
                        + " part is not a DXIL program"));
        DxilModule m = DxilModule.read(program.bitcode());
        DxilInfo info = DxilInfo.of(m);
        if (info.model() == null) {
            throw new DxFormatException("container", part.offset(), "the " + part.kind()
                    + " module has no dx.shaderModel");
        }
        if (info.model().kind() == ShaderKind.LIBRARY) {
            return library(c, m, info);
        }
        return program(c, m, info);
    }

    private static ShaderReflection program(Container c, DxilModule m, DxilInfo info) {
        DxilInfo.ShaderModel sm = info.model();
        ShaderKind kind = sm.kind();
        long version = (long) kind.code << 16 | (sm.major() & 0xF) << 4 | sm.minor() & 0xF;
        Map<Counter, Long> counters = counters(m);
        List<Integer> props = entryProperties(m);
        long[] gs = state(m, props, GS_STATE_TAG, 5);   // input primitive, max vertices, streams, topology, instances
        long[] ds = state(m, props, DS_STATE_TAG, 2);   // domain, input control points
        long[] hs = state(m, props, HS_STATE_TAG, 7);   // patch-constant fn, in CPs, out CPs, domain, partitioning, primitive, max factor
        long[] threads = kind == ShaderKind.MESH ? nested(m, props, MS_STATE_TAG, 3)
                : kind == ShaderKind.AMPLIFICATION ? nested(m, props, AS_STATE_TAG, 3)
                : state(m, props, NUM_THREADS_TAG, 3);
        counters.put(Counter.GSOutputTopology, gs[3]);
        counters.put(Counter.GSMaxOutputVertexCount, gs[1]);
        counters.put(Counter.InputPrimitive, kind == ShaderKind.HULL ? ONE_CONTROL_POINT_PATCH + hs[1] - 1 : gs[0]);
        counters.put(Counter.cGSInstanceCount, gs[4]);
        counters.put(Counter.cControlPoints, kind == ShaderKind.HULL ? hs[2] : kind == ShaderKind.DOMAIN ? ds[1] : 0);
        counters.put(Counter.HSOutputPrimitive, hs[5]);
        counters.put(Counter.HSPartitioning, hs[4]);
        counters.put(Counter.TessellatorDomain, kind == ShaderKind.HULL ? hs[3] : ds[0]);
        boolean threaded = kind == ShaderKind.COMPUTE || kind == ShaderKind.MESH || kind == ShaderKind.AMPLIFICATION;
        ThreadGroupSize tg = threaded ? new ThreadGroupSize(threads[0], threads[1], threads[2])
                : new ThreadGroupSize(0, 0, 0);
        long sfi0 = DxbcReflector.part(c, "SFI0", Sfi0Part.class).map(Sfi0Part::mask).orElse(0L);
        long flags = integerProperty(m, props, SHADER_FLAGS_TAG);
        long requires = sfi0 & ~REQUIRES_EARLY_DEPTH_STENCIL
                | ((flags & FORCE_EARLY_DEPTH_STENCIL) != 0 ? REQUIRES_EARLY_DEPTH_STENCIL : 0);

        Optional<EntryPoint> entry = info.entryPoints().stream().findFirst();
        long domain = counters.get(Counter.TessellatorDomain);
        boolean usageInMetadata = validatorAtLeast(m, 1, 5);
        List<Binding> bindings = new ArrayList<>();
        for (Resource.ResourceClass rc : new Resource.ResourceClass[] {Resource.ResourceClass.CBV,
                Resource.ResourceClass.SAMPLER, Resource.ResourceClass.SRV, Resource.ResourceClass.UAV}) {
            for (Resource r : info.resources()) {
                if (r.resourceClass() == rc) {
                    bindings.add(binding(m, r));
                }
            }
        }
        List<Parameter> in = parameters(entry.map(EntryPoint::inputs), true, domain, usageInMetadata);
        List<Parameter> out = parameters(entry.map(EntryPoint::outputs), false, domain, usageInMetadata);
        List<Parameter> pc = parameters(entry.map(EntryPoint::patchConstants), false, domain, usageInMetadata);
        if (!usageInMetadata && entry.isPresent()) {
            markUsed(m, entry.get(), in, out, pc);
        }
        boolean minPrecision = flags == 0 || (flags & USE_NATIVE_LOW_PRECISION) == 0;
        List<ConstantBuffer> buffers = buffers(m, info, new DxilTypes(m, minPrecision), usageInMetadata);
        return new ShaderReflection(Reflection.Api.D3D12, version, creator(m), 0, counters,
                kind == ShaderKind.GEOMETRY ? gs[0] : 0, false, 0, 0xC000, tg, requires, buffers, bindings,
                in, out, pc);
    }

    /** RDAT resource classes (DXIL::ResourceClass). */
    private static final int RDAT_SRV = 0;
    private static final int RDAT_UAV = 1;
    private static final int RDAT_CBUFFER = 2;
    private static final int RDAT_SAMPLER = 3;
    /** DXIL::OptFeatureInfo_UsesDerivatives, which a function's requirements leave out. */
    private static final long USES_DERIVATIVES = 0x0000010000000000L;

    /**
     * DxilLibraryReflection: one function per record of RDAT's function table, ordered by name; each names the
     * bindings its RDAT resource list holds (indices into the library's bindings, which follow RDAT's resource
     * table class by class) and the constant and structured buffers among them. Creator and flags are left
     * unset, as the instruction count.
     */
    private static LibraryReflection library(Container c, DxilModule m, DxilInfo info) {
        DxilInfo.ShaderModel sm = info.model();
        boolean usageInMetadata = validatorAtLeast(m, 1, 5);
        long flags = 0;
        for (EntryPoint e : info.entryPoints()) {
            if (e.function().isEmpty()) {
                flags = e.properties().getOrDefault(SHADER_FLAGS_TAG, 0L);
            }
        }
        boolean minPrecision = flags == 0 || (flags & USE_NATIVE_LOW_PRECISION) == 0;
        DxilTypes types = new DxilTypes(m, minPrecision);
        List<Binding> bindings = new ArrayList<>();
        for (Resource.ResourceClass rc : new Resource.ResourceClass[] {Resource.ResourceClass.CBV,
                Resource.ResourceClass.SAMPLER, Resource.ResourceClass.SRV, Resource.ResourceClass.UAV}) {
            for (Resource r : info.resources()) {
                if (r.resourceClass() == rc) {
                    bindings.add(binding(m, r));
                }
            }
        }
        List<ConstantBuffer> buffers = buffers(m, info, types, usageInMetadata);
        java.util.Optional<RuntimeDataPart> rdat = DxbcReflector.part(c, "RDAT", RuntimeDataPart.class);
        List<RuntimeDataPart.ResourceInfo> table = rdat.map(RuntimeDataPart::resources).orElse(List.of());
        // where each class starts in the resource table (DXC's fall-through kept: a class change also moves the
        // starts of the classes after it)
        int samplers = 0;
        int srvs = 0;
        int uavs = 0;
        int prev = RDAT_CBUFFER;
        for (int i = 0; i < table.size(); i++) {
            int rc = table.get(i).resourceClass();
            if (rc != prev) {
                prev = rc;
                if (rc == RDAT_SAMPLER) {
                    samplers = i;
                    srvs = i;
                    uavs = i;
                } else if (rc == RDAT_SRV) {
                    srvs = i;
                    uavs = i;
                } else if (rc == RDAT_UAV) {
                    uavs = i;
                }
            }
        }
        java.util.Map<String, EntryPoint> entries = new java.util.HashMap<>();
        for (EntryPoint e : info.entryPoints()) {
            if (!e.function().isEmpty()) {
                entries.put(e.function(), e);
            }
        }
        java.util.TreeMap<String, FunctionReflection> ordered = new java.util.TreeMap<>();
        for (RuntimeDataPart.FunctionInfo fi : rdat.map(RuntimeDataPart::functions).orElse(List.of())) {
            java.util.LinkedHashSet<Integer> used = new java.util.LinkedHashSet<>();
            java.util.LinkedHashSet<Integer> cbs = new java.util.LinkedHashSet<>();
            for (int index : fi.resources()) {
                if (index < 0 || index >= table.size()) {
                    continue;
                }
                RuntimeDataPart.ResourceInfo rr = table.get(index);
                int id = (int) rr.id();
                switch (rr.resourceClass()) {
                    case RDAT_CBUFFER -> {
                        used.add(id);
                        cbs.add(id);
                    }
                    case RDAT_SAMPLER -> used.add(samplers + id);
                    case RDAT_SRV, RDAT_UAV -> {
                        used.add((rr.resourceClass() == RDAT_SRV ? srvs : uavs) + id);
                        boolean structured = rr.kind() == ResourceKinds.STRUCTURED_BUFFER;
                        boolean tbuffer = rr.resourceClass() == RDAT_SRV && rr.kind() == ResourceKinds.TBUFFER;
                        if (structured || tbuffer) {
                            for (int k = 0; k < buffers.size(); k++) {
                                if (buffers.get(k).type() == (structured ? 3 : 1)
                                        && rr.name().equals(java.util.Objects.requireNonNullElse(buffers.get(k).name(), ""))) {
                                    cbs.add(k);
                                    break;
                                }
                            }
                        }
                    }
                    default -> {
                    }
                }
            }
            EntryPoint e = entries.get(fi.name());
            ShaderKind kind = e != null && e.properties().containsKey(DxilInfo.SHADER_KIND_TAG) ? e.kind()
                    : ShaderKind.LIBRARY;
            long version = (long) kind.code << 16 | (sm.major() & 0xF) << 4 | sm.minor() & 0xF;
            long requires = (fi.featureInfo2() << 32 | fi.featureInfo1() & 0xFFFFFFFFL)
                    & ~REQUIRES_EARLY_DEPTH_STENCIL & ~USES_DERIVATIVES;
            if (kind == ShaderKind.PIXEL && e != null
                    && (e.properties().getOrDefault(SHADER_FLAGS_TAG, 0L) & FORCE_EARLY_DEPTH_STENCIL) != 0) {
                requires |= REQUIRES_EARLY_DEPTH_STENCIL;
            }
            List<Binding> fb = new ArrayList<>();
            for (int i : used) {
                if (i >= 0 && i < bindings.size()) {
                    fb.add(bindings.get(i));
                }
            }
            List<ConstantBuffer> fc = new ArrayList<>();
            for (int i : cbs) {
                if (i >= 0 && i < buffers.size()) {
                    fc.add(buffers.get(i));
                }
            }
            ordered.put(fi.name(), new FunctionReflection(fi.name(), version, 0, 0, requires, fc, fb));
        }
        return new LibraryReflection("", 0, new ArrayList<>(ordered.values()));
    }

    /**
     * The constant buffers as DxilModuleReflection::CreateReflectionObjects lists them: each constant buffer,
     * then each structured UAV, then each structured SRV or texture buffer (a structured buffer is one
     * variable, {@code $Element}, of its element type).
     */
    private static List<ConstantBuffer> buffers(DxilModule m, DxilInfo info, DxilTypes types, boolean usageInMetadata) {
        List<ConstantBuffer> out = new ArrayList<>();
        boolean bodies = !m.bodies().isEmpty();
        for (Resource r : info.resources()) {
            if (r.resourceClass() == Resource.ResourceClass.CBV) {
                out.add(cbuffer(m, types, r, 0, usageInMetadata, bodies));
            }
        }
        for (Resource.ResourceClass rc : new Resource.ResourceClass[] {Resource.ResourceClass.UAV,
                Resource.ResourceClass.SRV}) {
            for (Resource r : info.resources()) {
                if (r.resourceClass() != rc) {
                    continue;
                }
                if (r.shape() == ResourceKinds.STRUCTURED_BUFFER) {
                    out.add(structured(m, types, r));
                } else if (rc == Resource.ResourceClass.SRV && r.shape() == ResourceKinds.TBUFFER) {
                    out.add(cbuffer(m, types, r, 1, usageInMetadata, bodies));
                }
            }
        }
        return out;
    }

    /** The struct type a resource variable points to, arrays stripped ({@code dims} counts them), or -1. */
    private static int pointee(DxilModule m, int typeId, int[] dims) {
        if (typeId < 0) {
            return -1;
        }
        LlvmType t = m.type(typeId);
        if (t.kind() != LlvmType.Kind.POINTER || t.elements().isEmpty()) {
            return -1;
        }
        int id = t.elements().get(0);
        while (m.type(id).kind() == LlvmType.Kind.ARRAY && dims[0] < 64) {
            dims[0]++;
            id = m.type(id).elements().get(0);
        }
        return m.type(id).isStruct() ? id : -1;
    }

    /**
     * A constant buffer (type 0) or texture buffer (type 1): one variable per field of its struct, with the
     * annotations' names and offsets. The used flag: every variable when there are fewer than two, or when
     * the metadata holds no usage (DXC then looks for loads in the function bodies; the statistics module has
     * none, so none is used — dxkit keeps them all used where bodies exist).
     */
    private static ConstantBuffer cbuffer(DxilModule m, DxilTypes types, Resource r, int type, boolean usageInMetadata,
                                          boolean bodies) {
        int[] dims = {0};
        int st = pointee(m, r.variableType(), dims);
        DxilTypes.StructAnnotation sa = st < 0 ? null : types.annotation(st);
        long size = type == 0 ? r.sizeInBytes() + 15 & ~15L : 0;
        List<Variable> vars = new ArrayList<>();
        if (sa != null) {
            LlvmType t = m.type(st);
            boolean allUsed = t.elements().size() < 2 || !usageInMetadata;
            for (int i = 0; i < t.elements().size() && i < sa.fields().size(); i++) {
                DxilTypes.Field fa = sa.fields().get(i);
                DxilTypes.Built b = types.build(t.elements().get(i), fa, fa.cbOffset(), true, 0);
                Type vt = b.type();
                if (type == 0 && (r.rangeSize() > 1 || dims[0] > 0 && r.rangeSize() == 1)) {
                    // fxc's habit kept: Elements 1 for the struct of a constant-buffer array
                    vt = new Type(vt.name(), vt.varClass(), vt.varType(), vt.rows(), vt.columns(), 1, vt.offset(),
                            vt.members());
                }
                boolean used = allUsed && (usageInMetadata || bodies) || fa.used();
                long start = type == 1 ? 0xFFFFFFFFL : 0;
                vars.add(new Variable(fa.name(), fa.cbOffset(), b.cbSize(), used ? 2 : 0, vt, start, 0, start, 0));
                if (type == 1) {
                    size = Math.max(size, fa.cbOffset() + b.cbSize());
                }
            }
            if (type == 1) {
                size = size + 15 & ~15L;
            }
        }
        // ID3D12ShaderReflection gives a texture buffer without a name a NULL name (a constant buffer gets "")
        return new ConstantBuffer(type == 1 && r.name().isEmpty() ? null : r.name(), type, size, 0, vars);
    }

    /** A structured buffer: type 3 (resource bind info), one used variable {@code $Element} of its element type. */
    private static ConstantBuffer structured(DxilModule m, DxilTypes types, Resource r) {
        int[] dims = {0};
        int st = pointee(m, r.variableType(), dims);
        String name = r.name() + "[0]".repeat(dims[0]);
        long size = st < 0 ? 0 : types.allocSize(st);
        Type type = new Type("", 0, 0, 0, 0, 0, 0, List.of());
        DxilTypes.StructAnnotation sa = st < 0 ? null : types.annotation(st);
        if (sa != null && !sa.fields().isEmpty() && !m.type(st).elements().isEmpty()) {
            type = types.build(m.type(st).elements().get(0), sa.fields().get(0), 0, false, 0).type();
        }
        Variable v = new Variable("$Element", 0, size, 2, type, 0xFFFFFFFFL, 0, 0xFFFFFFFFL, 0);
        return new ConstantBuffer(name, 3, size, 0, List.of(v));
    }

    /** The first string of the first node of {@code llvm.ident}, or "". */
    private static String creator(DxilModule m) {
        for (int id : m.named("llvm.ident")) {
            if (m.md(id) instanceof Metadata.Node n && !n.operands().isEmpty()
                    && m.md(n.operands().get(0)) instanceof Metadata.Str s) {
                return s.value();
            }
            break;
        }
        return "";
    }

    /** {@code dx.counters}: one node of name/value pairs (DxilCounters), each mapped to its D3D field. */
    private static Map<Counter, Long> counters(DxilModule m) {
        Map<Counter, Long> out = new EnumMap<>(Counter.class);
        long arrayBytes = 0;
        long arrayAccesses = 0;
        for (int id : m.named("dx.counters")) {
            if (!(m.md(id) instanceof Metadata.Node n)) {
                continue;
            }
            List<Integer> ops = n.operands();
            for (int i = 0; i + 1 < ops.size(); i += 2) {
                if (!(m.md(ops.get(i)) instanceof Metadata.Str name)) {
                    continue;
                }
                long v = integer(m, ops.get(i + 1)) & 0xFFFFFFFFL;
                switch (name.value()) {
                    case "insts" -> out.put(Counter.InstructionCount, v);
                    case "branches" -> out.put(Counter.DynamicFlowControlCount, v);
                    case "floats" -> out.put(Counter.FloatInstructionCount, v);
                    case "ints" -> out.put(Counter.IntInstructionCount, v);
                    case "uints" -> out.put(Counter.UintInstructionCount, v);
                    case "tex_norm" -> out.put(Counter.TextureNormalInstructions, v);
                    case "tex_load" -> out.put(Counter.TextureLoadInstructions, v);
                    case "tex_cmp" -> out.put(Counter.TextureCompInstructions, v);
                    case "tex_bias" -> out.put(Counter.TextureBiasInstructions, v);
                    case "tex_grad" -> out.put(Counter.TextureGradientInstructions, v);
                    case "gs_cut" -> out.put(Counter.CutInstructionCount, v);
                    case "gs_emit" -> out.put(Counter.EmitInstructionCount, v);
                    case "barrier" -> out.put(Counter.cBarrierInstructions, v);
                    case "atomic" -> out.put(Counter.cInterlockedInstructions, v);
                    case "tex_store" -> out.put(Counter.cTextureStoreInstructions, v);
                    case "array_local_bytes", "array_static_bytes", "array_tgsm_bytes" -> arrayBytes += v;
                    case "array_local_ldst", "array_static_ldst", "array_tgsm_ldst" -> arrayAccesses += v;
                    default -> {
                        // fence, sig_ld, sig_st: no D3D field reports them
                    }
                }
            }
            break;                                       // DXC reads the first node only
        }
        out.put(Counter.TempArrayCount, arrayBytes & 0xFFFFFFFFL);
        out.put(Counter.ArrayInstructionCount, arrayAccesses & 0xFFFFFFFFL);
        return out;
    }

    /** The tag/value operands of the first entry's property list, or an empty list. */
    private static List<Integer> entryProperties(DxilModule m) {
        for (int id : m.named("dx.entryPoints")) {
            if (m.md(id) instanceof Metadata.Node entry && entry.operands().size() >= 5
                    && m.md(entry.operands().get(4)) instanceof Metadata.Node p) {
                return p.operands();
            }
            break;
        }
        return List.of();
    }

    /** The integer fields of the node under property {@code tag}, zeros where there is none. */
    private static long[] state(DxilModule m, List<Integer> props, int tag, int fields) {
        long[] out = new long[fields];
        for (int i = 0; i + 1 < props.size(); i += 2) {
            if (integer(m, props.get(i)) == tag && m.md(props.get(i + 1)) instanceof Metadata.Node n) {
                for (int k = 0; k < fields && k < n.operands().size(); k++) {
                    out[k] = integer(m, n.operands().get(k)) & 0xFFFFFFFFL;
                }
            }
        }
        return out;
    }

    /** The integer fields of the node that is the first operand of the node under property {@code tag}. */
    private static long[] nested(DxilModule m, List<Integer> props, int tag, int fields) {
        long[] out = new long[fields];
        for (int i = 0; i + 1 < props.size(); i += 2) {
            if (integer(m, props.get(i)) == tag && m.md(props.get(i + 1)) instanceof Metadata.Node n
                    && !n.operands().isEmpty() && m.md(n.operands().get(0)) instanceof Metadata.Node inner) {
                for (int k = 0; k < fields && k < inner.operands().size(); k++) {
                    out[k] = integer(m, inner.operands().get(k)) & 0xFFFFFFFFL;
                }
            }
        }
        return out;
    }

    private static long integerProperty(DxilModule m, List<Integer> props, int tag) {
        for (int i = 0; i + 1 < props.size(); i += 2) {
            if (integer(m, props.get(i)) == tag) {
                return integer(m, props.get(i + 1));
            }
        }
        return 0;
    }

    /** The integer constant metadata {@code id} refers to, or -1 when it is none (a function, a string …). */
    private static long integer(DxilModule m, int id) {
        return m.md(id) instanceof Metadata.ValueRef ref ? m.integer(ref.valueId()).orElse(-1L) : -1;
    }

    /** D3D12_SHADER_INPUT_BIND_DESC of a resource, as DxilModuleReflection::CreateReflectionObjectForResource fills it. */
    private static Binding binding(DxilModule m, Resource r) {
        Resource.ResourceClass rc = r.resourceClass();
        boolean view = rc == Resource.ResourceClass.SRV || rc == Resource.ResourceClass.UAV;
        int k = view ? r.shape() : -1;
        // FXC's habit kept: an unbounded range counts UINT_MAX for a constant buffer and 0 for the rest
        long count = r.rangeSize() == 0xFFFFFFFFL && rc != Resource.ResourceClass.CBV ? 0 : r.rangeSize();
        long samples = 0;
        if (view) {
            samples = r.sampleCount();
            if (samples == 0) {
                if (k == ResourceKinds.STRUCTURED_BUFFER) {
                    samples = r.stride() < 0 ? 0 : r.stride();
                } else if (k != ResourceKinds.RAW_BUFFER && k != ResourceKinds.TBUFFER
                        && k != ResourceKinds.TEXTURE2DMS && k != ResourceKinds.TEXTURE2DMSARRAY) {
                    samples = 0xFFFFFFFFL;
                }
            }
        }
        return new Binding(r.name(), inputType(r), r.lowerBound(), count, flags(m, r), returnType(r),
                dimension(rc, k), samples, r.space(), r.id());
    }

    private static long inputType(Resource r) {
        boolean uav = r.resourceClass() == Resource.ResourceClass.UAV;
        return switch (r.resourceClass()) {
            case CBV -> 0;                                                  // D3D_SIT_CBUFFER
            case SAMPLER -> 3;                                              // D3D_SIT_SAMPLER
            default -> switch (r.shape()) {
                case ResourceKinds.RAW_BUFFER -> uav ? 8 : 7;
                case ResourceKinds.STRUCTURED_BUFFER -> uav ? (r.counter() ? 11 : 6) : 5;
                case ResourceKinds.TBUFFER -> 1;
                case ResourceKinds.RT_ACCELERATION_STRUCTURE -> 12;
                case ResourceKinds.FEEDBACK_TEXTURE2D, ResourceKinds.FEEDBACK_TEXTURE2DARRAY -> 13;
                default -> r.shape() >= 1 && r.shape() <= 10 || r.shape() == ResourceKinds.TYPED_BUFFER
                        ? (uav ? 4 : 2) : 0xFFFFFFFFL;
            };
        };
    }

    /** D3D_RESOURCE_RETURN_TYPE from the element's DXIL component type. */
    private static long returnType(Resource r) {
        boolean view = r.resourceClass() == Resource.ResourceClass.SRV || r.resourceClass() == Resource.ResourceClass.UAV;
        if (!view || r.shape() == ResourceKinds.TBUFFER) {
            return 0;
        }
        return switch (r.elementType()) {
            case 10 -> 7;                   // F64: DOUBLE
            case 12, 14, 16 -> 1;           // UNormF16/F32/F64: UNORM
            case 11, 13, 15 -> 2;           // SNorm: SNORM
            case 2, 4, 6 -> 3;              // I16, I32, I64: SINT
            case 1, 3, 5, 7 -> 4;           // I1, U16, U32, U64: UINT
            case 8, 9 -> 5;                 // F16, F32: FLOAT
            default -> 6;                   // MIXED
        };
    }

    private static long dimension(Resource.ResourceClass rc, int k) {
        if (rc != Resource.ResourceClass.SRV && rc != Resource.ResourceClass.UAV) {
            return 0;
        }
        return switch (k) {
            case ResourceKinds.STRUCTURED_BUFFER, ResourceKinds.TYPED_BUFFER, ResourceKinds.RAW_BUFFER -> 1;
            case 1 -> 2;                    // Texture1D
            case 2 -> 4;                    // Texture2D
            case 3 -> 6;                    // Texture2DMS
            case 4 -> 8;                    // Texture3D
            case 5 -> 9;                    // TextureCube
            case 6 -> 3;                    // Texture1DArray
            case 7 -> 5;                    // Texture2DArray
            case 8 -> 7;                    // Texture2DMSArray
            case 9 -> 10;                   // TextureCubeArray
            case ResourceKinds.FEEDBACK_TEXTURE2D -> 4;
            case ResourceKinds.FEEDBACK_TEXTURE2DARRAY -> 5;
            default -> 0;
        };
    }

    /**
     * D3D_SHADER_INPUT_FLAGS: USERPACKED for a constant or texture buffer; for a texture or typed buffer the
     * component count of its element vector (4: TEXTURE_COMPONENTS 0xc, 3: 0x8, 2: 0x4); COMPARISON_SAMPLER for a
     * comparison sampler.
     */
    private static long flags(DxilModule m, Resource r) {
        switch (r.resourceClass()) {
            case CBV:
                return 1;
            case SAMPLER:
                return r.shape() == 1 ? 2 : 0;               // SamplerKind::Comparison
            default:
                break;
        }
        int k = r.shape();
        if (k == ResourceKinds.TBUFFER) {
            return 1;
        }
        boolean texture = k >= 1 && k <= 10 || k == ResourceKinds.TYPED_BUFFER
                || k == ResourceKinds.FEEDBACK_TEXTURE2D || k == ResourceKinds.FEEDBACK_TEXTURE2DARRAY;
        if (!texture) {
            return 0;
        }
        return switch ((int) elementVectorSize(m, r.variableType())) {
            case 4 -> 0xC;
            case 3 -> 0x8;
            case 2 -> 0x4;
            default -> 0;
        };
    }

    /** The vector size of the first field of the struct the resource variable points to, or 0. */
    private static long elementVectorSize(DxilModule m, int typeId) {
        if (typeId < 0) {
            return 0;
        }
        LlvmType t = m.type(typeId);
        for (int hops = 0; hops < 4 && (t.kind() == LlvmType.Kind.POINTER || t.kind() == LlvmType.Kind.ARRAY)
                && !t.elements().isEmpty(); hops++) {
            t = m.type(t.elements().get(0));
        }
        if (!t.isStruct() || t.elements().isEmpty()) {
            return 0;
        }
        LlvmType field = m.type(t.elements().get(0));
        return field.kind() == LlvmType.Kind.VECTOR ? field.count() : 0;
    }

    /**
     * Whether {@code dx.valver} is at least major.minor (DXC then takes the usage masks from the metadata): 1.0
     * without it, and major 0 stands for the latest (DXIL::CompareVersions).
     */
    private static boolean validatorAtLeast(DxilModule m, int major, int minor) {
        long ma = 1;
        long mi = 0;
        for (int id : m.named("dx.valver")) {
            if (m.md(id) instanceof Metadata.Node n && n.operands().size() >= 2) {
                ma = integer(m, n.operands().get(0));
                mi = integer(m, n.operands().get(1));
            }
            break;
        }
        if (ma != major) {
            return ma == 0 || ma > major;
        }
        return mi >= minor;
    }

    /**
     * The parameters of a signature as DxilShaderReflection::CreateReflectionObjectsForSignature makes them: one
     * per row of each element in metadata order, the name upper-cased for a system value, the register row by
     * row, component type and minimum precision from the DXIL component type, the read/write mask from the usage
     * mask (DXC leaves it 0 for inputs and the full mask for outputs before validator 1.5, then marks what
     * loadInput and storeOutput calls touch; dxkit keeps those starting values).
     */
    private static List<Parameter> parameters(Optional<List<dev.dxkit.dxil.SignatureElement>> elements, boolean input,
                                              long domain, boolean usageInMetadata) {
        List<Parameter> out = new ArrayList<>();            // mutable: markUsed updates the masks
        for (dev.dxkit.dxil.SignatureElement e : elements.orElse(List.of())) {
            int mask = ((1 << Math.max(0, Math.min(e.cols(), 4))) - 1) << Math.max(0, e.startCol()) & 0xFF;
            int rw;
            if (usageInMetadata) {
                int usage = (int) (long) e.properties().getOrDefault(dev.dxkit.dxil.SignatureElement.USAGE_MASK_TAG, 0L);
                if (e.startCol() >= 0) {
                    usage <<= e.startCol();
                }
                rw = input ? usage & 0xFF : ~usage & 0xF;
            } else {
                rw = input ? 0 : mask;
            }
            String name = e.semanticKind() == 0 ? e.name() : upper(e.name());
            long sv = systemValue(e.semanticKind(), domain);
            long stream = e.properties().getOrDefault(dev.dxkit.dxil.SignatureElement.OUTPUT_STREAM_TAG, 0L);
            long register = e.startRow() & 0xFFFFFFFFL;
            for (int index : e.indices()) {
                out.add(new Parameter(name, index & 0xFFFFFFFFL, register, sv, registerComponentType(e.componentType()),
                        mask, rw, stream, minPrecision(e.componentType())));
                register = register + 1 & 0xFFFFFFFFL;
            }
        }
        return out;
    }

    /** dx.op opcodes that read or write a signature element: LoadInput, StoreOutput, LoadPatchConstant, StorePatchConstant. */
    private static final int LOAD_INPUT = 4;
    private static final int STORE_OUTPUT = 5;
    private static final int LOAD_PATCH_CONSTANT = 104;
    private static final int STORE_PATCH_CONSTANT = 106;
    private static final int CALL = 34;                 // FUNC_CODE_INST_CALL

    /**
     * DxilShaderReflection::MarkUsedSignatureElements, for modules whose metadata holds no usage masks: every
     * loadInput, storeOutput, loadPatchConstant and storePatchConstant of the entry function with a constant
     * element id sets that element's mask to all of its components read (an input) or none never written (an
     * output). The parameter lists are indexed by element id as DXC indexes them (row by row), so an element of
     * several rows marks the row whose index is its id.
     */
    private static void markUsed(DxilModule m, EntryPoint entry, List<Parameter> in, List<Parameter> out,
                                 List<Parameter> pc) {
        int fn = -1;
        for (dev.dxkit.dxil.Function f : m.functions()) {
            if (f.name().equals(entry.function()) && !f.declaration()) {
                fn = f.valueId();
            }
        }
        boolean[] isDxOp = new boolean[m.values().size()];
        for (dev.dxkit.dxil.Function f : m.functions()) {
            if (f.name().startsWith("dx.op.")) {
                isDxOp[f.valueId()] = true;
            }
        }
        for (dev.dxkit.dxil.FunctionBody b : m.bodies()) {
            if (b.function() != fn) {
                continue;
            }
            LlvmType fnType = m.type(m.function(b.function()).map(dev.dxkit.dxil.Function::typeId).orElseThrow());
            int firstConstant = b.firstArgument() + fnType.parameterCount();
            for (dev.dxkit.dxil.Instruction i : b.instructions()) {
                int[] ops = i.operands();
                if (i.code() != CALL || ops.length < 3 || ops[0] < 0 || ops[0] >= isDxOp.length || !isDxOp[ops[0]]) {
                    continue;
                }
                long opcode = constant(m, b, firstConstant, ops[1]);
                long sigId = constant(m, b, firstConstant, ops[2]);
                // the column must be a constant too (operand 3 after row 2 for all four)
                if (sigId < 0 || ops.length < 5 || constant(m, b, firstConstant, ops[4]) < 0) {
                    continue;
                }
                List<Parameter> list;
                boolean input;
                if (opcode == LOAD_INPUT) {
                    list = in;
                    input = true;
                } else if (opcode == STORE_OUTPUT) {
                    list = out;
                    input = false;
                } else if (opcode == LOAD_PATCH_CONSTANT || opcode == STORE_PATCH_CONSTANT) {
                    list = pc;
                    input = false;                          // DXC asks the patch-constant signature, an output one
                } else {
                    continue;
                }
                if (sigId >= list.size()) {
                    continue;
                }
                Parameter p = list.get((int) sigId);
                int used = input ? p.mask() : ~p.mask() & 0xF;
                list.set((int) sigId, new Parameter(p.semanticName(), p.semanticIndex(), p.register(),
                        p.systemValueType(), p.componentType(), p.mask(), used, p.stream(), p.minPrecision()));
            }
        }
    }

    /** The integer constant with value id {@code id} (module-level or the body's own), or -1. */
    private static long constant(DxilModule m, dev.dxkit.dxil.FunctionBody b, int firstConstant, int id) {
        dev.dxkit.dxil.Constant c;
        if (id >= 0 && id < m.values().size()) {
            c = m.constant(id).orElse(null);
        } else {
            int at = id - firstConstant;
            c = at >= 0 && at < b.constants().size() ? b.constants().get(at) : null;
        }
        return c != null && c.isInteger() && m.type(c.typeId()).kind() == LlvmType.Kind.INTEGER ? c.intValue() : -1;
    }

    /** Upper case of the ASCII letters a–z only, as DXC's CreateUpperCase does. */
    private static String upper(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            b.append(ch >= 'a' && ch <= 'z' ? (char) (ch - 32) : ch);
        }
        return b.toString();
    }

    private static long registerComponentType(int ct) {
        return switch (ct) {
            case 8, 9 -> 3;                 // F16, F32: FLOAT32
            case 1, 3, 5 -> 1;              // I1, U16, U32: UINT32
            case 2, 4 -> 2;                 // I16, I32: SINT32
            default -> 0;
        };
    }

    private static long minPrecision(int ct) {
        return switch (ct) {
            case 8 -> 1;                    // F16: FLOAT_16
            case 2 -> 4;                    // I16: SINT_16
            case 3 -> 5;                    // U16: UINT_16
            default -> 0;
        };
    }

    /** D3D_NAME of a DXIL semantic kind (SemanticToSystemValueType); tessellation factors by the domain. */
    private static long systemValue(int kind, long domain) {
        return switch (kind) {
            case 1 -> 6;                    // VertexID
            case 2 -> 8;                    // InstanceID
            case 3 -> 1;                    // Position
            case 4 -> 4;                    // RenderTargetArrayIndex
            case 5 -> 5;                    // ViewportArrayIndex
            case 6 -> 2;                    // ClipDistance
            case 7 -> 3;                    // CullDistance
            case 10 -> 7;                   // PrimitiveID
            case 12 -> 10;                  // SampleIndex
            case 13 -> 9;                   // IsFrontFace
            case 14 -> 66;                  // Coverage
            case 15 -> 70;                  // InnerCoverage
            case 16 -> 64;                  // Target
            case 17 -> 65;                  // Depth
            case 18 -> 68;                  // DepthLessEqual
            case 19 -> 67;                  // DepthGreaterEqual
            case 20 -> 69;                  // StencilRef
            // TessFactor: line detail for isolines (both rows: DXC's fix-up compares the value with itself)
            case 25 -> domain == 1 ? 15 : domain == 2 ? 13 : domain == 3 ? 11 : 0;
            case 26 -> domain == 2 ? 14 : domain == 3 ? 12 : 0;
            case 28 -> 23;                  // Barycentrics
            case 29 -> 24;                  // ShadingRate
            case 30 -> 25;                  // CullPrimitive
            default -> 0;
        };
    }

    /** DXIL::ResourceKind values (DxilConstants.h). */
    private static final class ResourceKinds {
        static final int TEXTURE2DMS = 3;
        static final int TEXTURE2DMSARRAY = 8;
        static final int TYPED_BUFFER = 10;
        static final int RAW_BUFFER = 11;
        static final int STRUCTURED_BUFFER = 12;
        static final int TBUFFER = 15;
        static final int RT_ACCELERATION_STRUCTURE = 16;
        static final int FEEDBACK_TEXTURE2D = 17;
        static final int FEEDBACK_TEXTURE2DARRAY = 18;
    }
}
