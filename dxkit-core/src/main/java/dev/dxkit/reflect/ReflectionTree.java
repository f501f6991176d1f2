package dev.dxkit.reflect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A reflection as a generic tree (maps, lists, numbers, strings) for JSON: field names as the Direct3D structs
 * name them ({@code Version}, {@code Creator}, {@code BindPoint} …), numbers as the API returns them, and
 * beside each enumeration a {@code …Name} field with its name in the headers. The schema is in
 * {@code docs/reflect-schema.md}.
 */
public final class ReflectionTree {
    private ReflectionTree() {
    }

    /**
     * {@return the reflection as the tree {@code dxkit reflect --json} writes}
     * @param r the reflection
     */
    public static Map<String, Object> tree(Reflection r) {
        return r instanceof ShaderReflection s ? shader(s) : library((LibraryReflection) r);
    }

    private static Map<String, Object> shader(ShaderReflection r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("Interface", r.api() == Reflection.Api.D3D11 ? "ID3D11ShaderReflection" : "ID3D12ShaderReflection");
        m.put("Version", r.version());
        m.put("ProgramType", r.programType());
        m.put("Creator", r.creator());
        m.put("Flags", r.flags());
        m.put("ConstantBuffers", r.constantBuffers().size());
        m.put("BoundResources", r.boundResources().size());
        m.put("InputParameters", r.inputParameters().size());
        m.put("OutputParameters", r.outputParameters().size());
        m.put("PatchConstantParameters", r.patchConstantParameters().size());
        for (Counter c : Counter.values()) {
            long v = r.counter(c);
            m.put(c.name(), v);
            String name = switch (c) {
                case GSOutputTopology -> D3dNames.topology(v);
                case InputPrimitive -> D3dNames.primitive(v);
                case HSOutputPrimitive -> D3dNames.tessellatorOutputPrimitive(v);
                case HSPartitioning -> D3dNames.partitioning(v);
                case TessellatorDomain -> D3dNames.domain(v);
                default -> "";
            };
            if (!"".equals(name)) {
                m.put(c.name() + "Name", name);
            }
        }
        m.put("GSInputPrimitive", r.gsInputPrimitive());
        m.put("GSInputPrimitiveName", D3dNames.primitive(r.gsInputPrimitive()));
        m.put("IsSampleFrequencyShader", r.sampleFrequency());
        m.put("NumInterfaceSlots", r.interfaceSlots());
        m.put("MinFeatureLevel", r.minFeatureLevel());
        m.put("MinFeatureLevelName", D3dNames.featureLevel(r.minFeatureLevel()));
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("X", r.threadGroupSize().x());
        t.put("Y", r.threadGroupSize().y());
        t.put("Z", r.threadGroupSize().z());
        t.put("Total", r.threadGroupSize().total());
        m.put("ThreadGroupSize", t);
        m.put("RequiresFlags", r.requiresFlags());
        m.put("constantBuffers", buffers(r.constantBuffers()));
        m.put("boundResources", bindings(r.api(), r.boundResources()));
        m.put("inputParameters", parameters(r.inputParameters()));
        m.put("outputParameters", parameters(r.outputParameters()));
        m.put("patchConstantParameters", parameters(r.patchConstantParameters()));
        return m;
    }

    private static Map<String, Object> library(LibraryReflection r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("Interface", "ID3D12LibraryReflection");
        m.put("Creator", r.creator());
        m.put("Flags", r.flags());
        m.put("FunctionCount", r.functions().size());
        List<Object> fs = new ArrayList<>();
        for (FunctionReflection f : r.functions()) {
            Map<String, Object> fm = new LinkedHashMap<>();
            fm.put("Name", f.name());
            fm.put("Version", f.version());
            fm.put("ProgramType", (int) (f.version() >>> 16));
            fm.put("Flags", f.flags());
            fm.put("ConstantBuffers", f.constantBuffers().size());
            fm.put("BoundResources", f.boundResources().size());
            fm.put("InstructionCount", f.instructionCount());
            fm.put("RequiredFeatureFlags", f.requiredFeatureFlags());
            fm.put("constantBuffers", buffers(f.constantBuffers()));
            fm.put("boundResources", bindings(Reflection.Api.D3D12, f.boundResources()));
            fs.add(fm);
        }
        m.put("functions", fs);
        return m;
    }

    private static List<Object> buffers(List<ConstantBuffer> buffers) {
        List<Object> out = new ArrayList<>();
        for (ConstantBuffer cb : buffers) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("Name", cb.name());
            m.put("Type", cb.type());
            m.put("TypeName", D3dNames.cbufferType(cb.type()));
            m.put("Variables", cb.variables().size());
            m.put("Size", cb.size());
            m.put("uFlags", cb.flags());
            List<Object> vs = new ArrayList<>();
            for (Variable v : cb.variables()) {
                Map<String, Object> vm = new LinkedHashMap<>();
                vm.put("Name", v.name());
                vm.put("StartOffset", v.startOffset());
                vm.put("Size", v.size());
                vm.put("uFlags", v.flags());
                vm.put("StartTexture", v.startTexture());
                vm.put("TextureSize", v.textureSize());
                vm.put("StartSampler", v.startSampler());
                vm.put("SamplerSize", v.samplerSize());
                vm.put("type", type(v.type()));
                vs.add(vm);
            }
            m.put("variables", vs);
            out.add(m);
        }
        return out;
    }

    private static Map<String, Object> type(Type t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("Name", t.name());
        m.put("Class", t.varClass());
        m.put("ClassName", D3dNames.variableClass(t.varClass()));
        m.put("Type", t.varType());
        m.put("TypeName", D3dNames.variableType(t.varType()));
        m.put("Rows", t.rows());
        m.put("Columns", t.columns());
        m.put("Elements", t.elements());
        m.put("Members", t.members().size());
        m.put("Offset", t.offset());
        List<Object> ms = new ArrayList<>();
        for (Type.Member member : t.members()) {
            Map<String, Object> mm = new LinkedHashMap<>();
            mm.put("Name", member.name());
            mm.put("type", type(member.type()));
            ms.add(mm);
        }
        m.put("members", ms);
        return m;
    }

    private static List<Object> bindings(Reflection.Api api, List<Binding> bindings) {
        List<Object> out = new ArrayList<>();
        for (Binding b : bindings) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("Name", b.name());
            m.put("Type", b.type());
            m.put("TypeName", D3dNames.inputType(b.type()));
            m.put("BindPoint", b.bindPoint());
            m.put("BindCount", b.bindCount());
            m.put("Space", b.space());
            m.put("uID", b.id());
            m.put("uFlags", b.flags());
            m.put("ReturnType", b.returnType());
            m.put("ReturnTypeName", D3dNames.returnType(b.returnType()));
            m.put("Dimension", b.dimension());
            m.put("DimensionName", D3dNames.dimension(b.dimension()));
            m.put("NumSamples", b.numSamples());
            out.add(m);
        }
        return out;
    }

    private static List<Object> parameters(List<Parameter> ps) {
        List<Object> out = new ArrayList<>();
        for (Parameter p : ps) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("SemanticName", p.semanticName());
            m.put("SemanticIndex", p.semanticIndex());
            m.put("Register", p.register());
            m.put("SystemValueType", p.systemValueType());
            m.put("SystemValueTypeName", D3dNames.systemValue(p.systemValueType()));
            m.put("ComponentType", p.componentType());
            m.put("ComponentTypeName", D3dNames.componentType(p.componentType()));
            m.put("Mask", p.mask());
            m.put("ReadWriteMask", p.readWriteMask());
            m.put("Stream", p.stream());
            m.put("MinPrecision", p.minPrecision());
            m.put("MinPrecisionName", D3dNames.minPrecision(p.minPrecision()));
            out.add(m);
        }
        return out;
    }
}
