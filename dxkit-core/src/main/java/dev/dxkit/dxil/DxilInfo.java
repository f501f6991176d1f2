package dev.dxkit.dxil;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What a DXIL module says about itself in its named metadata and calls, as DirectXShaderCompiler's
 * DxilMetadataHelper writes it:
 * <ul>
 * <li>{@code dx.shaderModel}: !{!"ps", i32 6, i32 0}</li>
 * <li>{@code dx.resources}: !{SRVs, UAVs, CBVs, samplers}, each a list of resource nodes or null</li>
 * <li>{@code dx.entryPoints}: !{function, name, !{inputs, outputs, patch constants}, resources, properties},
 * properties a flat tag/value list (tag 8 = shader kind, used by library entries)</li>
 * <li>calls to functions named {@code dx.op.*}: the first argument is the constant opcode</li>
 * </ul>
 *
 * @param model       the shader model
 * @param entryPoints the entry points in order
 * @param resources   {@code dx.resources}
 * @param dxOpCounts  the number of {@code dx.op} calls per opcode, in opcode order
 */
public record DxilInfo(ShaderModel model, List<EntryPoint> entryPoints, List<Resource> resources,
                       Map<Integer, Integer> dxOpCounts) {
    /** The entry-property tag that holds a library entry's shader kind (kDxilShaderKindTag). */
    public static final int SHADER_KIND_TAG = 8;
    /** Opcodes below this are counted in an array ({@code dx.op} opcodes run to about 300 in SM 6.9). */
    private static final int DX_OP_ARRAY = 1024;

    public DxilInfo {
        entryPoints = List.copyOf(entryPoints);
        resources = List.copyOf(resources);
        dxOpCounts = java.util.Collections.unmodifiableMap(new TreeMap<>(dxOpCounts));
    }

    /**
     * The shader model of {@code dx.shaderModel}.
     *
     * @param kind  the shader kind
     * @param major major version
     * @param minor minor version
     */
    public record ShaderModel(ShaderKind kind, int major, int minor) {
        /** {@return the profile name, e.g. {@code ps_6_0} or {@code lib_6_3}} */
        public String profile() {
            return (kind == null || kind.profile == null ? "?" : kind.profile) + "_" + major + "_" + minor;
        }
    }

    /** Reads the metadata and calls of {@code m}. */
    public static DxilInfo of(DxilModule m) {
        MetadataView v = new MetadataView(m);
        ShaderModel model = null;
        for (int id : m.named("dx.shaderModel")) {
            List<Integer> ops = v.node(id);
            if (ops != null && ops.size() >= 3) {
                model = new ShaderModel(ShaderKind.byProfile(v.string(ops.get(0))), (int) v.integer(ops.get(1)),
                        (int) v.integer(ops.get(2)));
            }
        }
        List<Resource> resources = new ArrayList<>();
        for (int id : m.named("dx.resources")) {
            resources.addAll(resources(v, id));
        }
        List<EntryPoint> entries = new ArrayList<>();
        for (int id : m.named("dx.entryPoints")) {
            entries.add(entry(m, v, id, model == null ? null : model.kind()));
        }
        return new DxilInfo(model, entries, resources, dxOpCounts(m));
    }

    private static EntryPoint entry(DxilModule m, MetadataView v, int id, ShaderKind moduleKind) {
        List<Integer> ops = v.node(id);
        if (ops == null || ops.size() < 5) {
            throw v.error("dx.entryPoints entry " + id + " is not a 5-operand node");
        }
        String function = "";
        if (m.md(ops.get(0)) instanceof Metadata.ValueRef ref) {
            // no method references on a one-shot info's path (the first lambda of a run bootstraps java.lang.invoke)
            Optional<Function> f = m.function(ref.valueId());
            function = f.isPresent() ? f.get().name() : "";
        }
        String name = v.string(ops.get(1));
        List<List<SignatureElement>> sigs = new ArrayList<>(List.of(List.of(), List.of(), List.of()));
        List<Integer> sigNode = v.node(ops.get(2));
        if (sigNode != null) {
            for (int i = 0; i < 3 && i < sigNode.size(); i++) {
                sigs.set(i, signature(v, sigNode.get(i)));
            }
        }
        List<Resource> res = resources(v, ops.get(3));
        Map<Integer, Long> props = new TreeMap<>();
        List<Integer> propNode = v.node(ops.get(4));
        if (propNode != null) {
            for (int i = 0; i + 1 < propNode.size(); i += 2) {
                Optional<Long> tag = v.integerOpt(propNode.get(i));
                Optional<Long> value = v.integerOpt(propNode.get(i + 1));
                if (tag.isPresent() && value.isPresent()) {
                    props.put(tag.get().intValue(), value.get());
                }
            }
        }
        ShaderKind kind = props.containsKey(SHADER_KIND_TAG) ? ShaderKind.byCode(props.get(SHADER_KIND_TAG))
                : moduleKind;
        return new EntryPoint(function, name, kind, sigs.get(0), sigs.get(1), sigs.get(2), res, props);
    }

    private static List<SignatureElement> signature(MetadataView v, int id) {
        List<Integer> list = v.node(id);
        List<SignatureElement> out = new ArrayList<>();
        if (list == null) {
            return out;
        }
        for (int e : list) {
            List<Integer> f = v.node(e);
            if (f == null || f.size() < 10) {
                throw v.error("signature element " + e + " is not a 10-operand node");
            }
            List<Integer> indices = new ArrayList<>();
            List<Integer> idx = v.node(f.get(4));
            if (idx != null) {
                for (int k : idx) {
                    indices.add((int) v.integer(k));
                }
            }
            Map<Integer, Long> props = new TreeMap<>();
            List<Integer> propNode = f.size() > 10 ? v.node(f.get(10)) : null;
            if (propNode != null) {
                for (int i = 0; i + 1 < propNode.size(); i += 2) {
                    Optional<Long> tag = v.integerOpt(propNode.get(i));
                    Optional<Long> value = v.integerOpt(propNode.get(i + 1));
                    if (tag.isPresent() && value.isPresent()) {
                        props.put(tag.get().intValue(), value.get());
                    }
                }
            }
            out.add(new SignatureElement((int) v.integer(f.get(0)), v.string(f.get(1)), (int) v.integer(f.get(2)),
                    (int) v.integer(f.get(3)), indices, (int) v.integer(f.get(5)), (int) v.integer(f.get(6)),
                    (int) v.integer(f.get(7)), (int) v.integer(f.get(8)), (int) v.integer(f.get(9)), props));
        }
        return out;
    }

    private static List<Resource> resources(MetadataView v, int id) {
        List<Resource> out = new ArrayList<>();
        List<Integer> classes = v.node(id);
        if (classes == null) {
            return out;
        }
        Resource.ResourceClass[] rc = Resource.ResourceClass.values();
        for (int c = 0; c < 4 && c < classes.size(); c++) {
            List<Integer> list = v.node(classes.get(c));
            if (list == null) {
                continue;
            }
            for (int r : list) {
                out.add(resource(v, rc[c], r));
            }
        }
        return out;
    }

    private static Resource resource(MetadataView v, Resource.ResourceClass rc, int id) {
        List<Integer> f = v.node(id);
        int need = switch (rc) {
            case SRV -> 9;
            case UAV -> 11;
            case CBV, SAMPLER -> 8;
        };
        if (f == null || f.size() < need) {
            throw v.error(rc + " resource " + id + " needs " + need + " operands");
        }
        int shape = rc == Resource.ResourceClass.CBV ? 0 : (int) v.integer(f.get(6));
        long size = rc == Resource.ResourceClass.CBV ? v.integer(f.get(6)) : 0;
        boolean counter = rc == Resource.ResourceClass.UAV && v.integer(f.get(8)) != 0;
        boolean rov = rc == Resource.ResourceClass.UAV && v.integer(f.get(9)) != 0;
        int elementType = -1;
        int stride = -1;
        List<Integer> extra = v.node(f.get(need - 1));
        if (extra != null) {
            for (int i = 0; i + 1 < extra.size(); i += 2) {
                long tag = v.integerOpt(extra.get(i)).orElse(-1L);
                Optional<Long> value = v.integerOpt(extra.get(i + 1));
                if (tag == 0 && value.isPresent()) {
                    elementType = value.get().intValue();
                } else if (tag == 1 && value.isPresent()) {
                    stride = value.get().intValue();
                }
            }
        }
        String name = v.stringOpt(f.get(2)).orElse("");
        long samples = rc == Resource.ResourceClass.SRV ? v.integer(f.get(7)) & 0xFFFF_FFFFL : 0;
        int variableType = v.md(f.get(1)) instanceof Metadata.ValueRef ref ? ref.typeId() : -1;
        return new Resource(rc, (int) v.integer(f.get(0)), name, (int) v.integer(f.get(3)),
                v.integer(f.get(4)) & 0xFFFF_FFFFL, v.integer(f.get(5)) & 0xFFFF_FFFFL, shape, size, counter, rov,
                elementType, stride, samples, variableType);
    }

    /** Counts calls to {@code dx.op.*} functions by their first argument, which must be an integer constant. */
    static Map<Integer, Integer> dxOpCounts(DxilModule m) {
        // A walk over every instruction of every body (a census runs it for each module), so: an indexed
        // loop, counts in an array for the opcodes DXIL defines (a map holds any other value), and each
        // body's first local constant id found once.
        int[] byOpcode = new int[DX_OP_ARRAY];
        Map<Integer, Integer> other = new TreeMap<>();
        boolean[] isDxOp = new boolean[m.values().size()];
        for (Function f : m.functions()) {
            if (f.name().startsWith("dx.op.")) {
                isDxOp[f.valueId()] = true;
            }
        }
        for (FunctionBody b : m.bodies()) {
            List<Instruction> instructions = b.instructions();
            int firstConstant = -1;
            for (int k = 0, n = instructions.size(); k < n; k++) {
                Instruction i = instructions.get(k);
                int[] operands = i.operands();
                if (i.code() != FunctionReader.CALL || operands.length < 2) {
                    continue;
                }
                int callee = operands[0];
                if (callee < 0 || callee >= isDxOp.length || !isDxOp[callee]) {
                    continue;
                }
                int id = operands[1];
                Constant c;
                if (id >= 0 && id < isDxOp.length) {
                    c = m.constant(id).orElse(null);
                } else {
                    if (firstConstant < 0) {
                        firstConstant = firstConstant(m, b);
                    }
                    int at = id - firstConstant;
                    c = at >= 0 && at < b.constants().size() ? b.constants().get(at) : null;
                }
                if (c != null && c.isInteger() && m.type(c.typeId()).kind() == LlvmType.Kind.INTEGER) {
                    long opcode = (int) c.intValue();
                    if (opcode >= 0 && opcode < byOpcode.length) {
                        byOpcode[(int) opcode]++;
                    } else {
                        other.put((int) opcode, other.getOrDefault((int) opcode, 0) + 1);
                    }
                }
            }
        }
        Map<Integer, Integer> counts = new TreeMap<>(other);
        for (int op = 0; op < byOpcode.length; op++) {
            if (byOpcode[op] != 0) {
                counts.put(op, byOpcode[op]);
            }
        }
        return counts;
    }

    /** The value id of the first function-level constant of {@code b}: after the module's values and arguments. */
    private static int firstConstant(DxilModule m, FunctionBody b) {
        LlvmType fnType = m.type(m.function(b.function()).orElseThrow().typeId());
        return b.firstArgument() + fnType.parameterCount();
    }
}
