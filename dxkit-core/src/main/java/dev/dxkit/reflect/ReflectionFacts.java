package dev.dxkit.reflect;

import dev.dxkit.text.TextSink;

import java.util.List;
import java.util.Locale;

/**
 * A reflection as one {@code key=value} fact a line, in the shape the oracle prints it ({@code d3dc reflect}
 * for {@link Reflection.Api#D3D11}, {@code dxcc reflect} for {@link Reflection.Api#D3D12}): the fields of the
 * shader description in the struct's order, the getters, then each constant buffer with its variables, each
 * bound resource and each signature parameter. A D3D12 type prints its offset and its members, recursively
 * (nine levels, as the oracle stops); a D3D12 binding its space and id. Numbers as C's {@code %u}, flags as
 * {@code 0x%x}, the version as {@code 0x%08X}. So the text of a container equals the oracle's byte for byte.
 */
public final class ReflectionFacts {
    private static final int MAX_MEMBER_DEPTH = 8;

    private ReflectionFacts() {
    }

    /** The facts of {@code r}. */
    public static String print(Reflection r) {
        TextSink s = new TextSink();
        if (r instanceof ShaderReflection sr) {
            shader(s, sr);
        } else {
            library(s, (LibraryReflection) r);
        }
        return s.toString();
    }

    private static void shader(TextSink s, ShaderReflection r) {
        s.append("Version=").append(upper8(r.version())).newline();
        s.append("Creator=").append(r.creator()).newline();
        s.append("Flags=").append(upper8(r.flags())).newline();
        fact(s, "ConstantBuffers", r.constantBuffers().size());
        fact(s, "BoundResources", r.boundResources().size());
        fact(s, "InputParameters", r.inputParameters().size());
        fact(s, "OutputParameters", r.outputParameters().size());
        for (Counter c : Counter.values()) {
            if (c == Counter.cGSInstanceCount) {
                // D3D11_SHADER_DESC holds PatchConstantParameters between InputPrimitive and cGSInstanceCount
                fact(s, "PatchConstantParameters", r.patchConstantParameters().size());
            }
            fact(s, c.name(), r.counter(c));
        }
        fact(s, "GSInputPrimitive", r.gsInputPrimitive());
        fact(s, "IsSampleFrequencyShader", r.sampleFrequency() ? 1 : 0);
        fact(s, "NumInterfaceSlots", r.interfaceSlots());
        s.append("MinFeatureLevel=0x").append(Long.toHexString(r.minFeatureLevel()).toUpperCase(Locale.ROOT))
                .newline();
        ThreadGroupSize t = r.threadGroupSize();
        s.append("ThreadGroupSize=").append(t.x()).append(',').append(t.y()).append(',').append(t.z())
                .append(" (total ").append(t.total()).append(')').newline();
        s.append("RequiresFlags=0x").append(Long.toHexString(r.requiresFlags()).toUpperCase(Locale.ROOT)).newline();
        buffers(s, r.api(), r.constantBuffers());
        for (int i = 0; i < r.boundResources().size(); i++) {
            binding(s, r.api(), "", i, r.boundResources().get(i));
        }
        parameters(s, "input", r.inputParameters());
        parameters(s, "output", r.outputParameters());
        parameters(s, "patch", r.patchConstantParameters());
    }

    private static void library(TextSink s, LibraryReflection r) {
        s.append("Creator=").append(r.creator()).newline();
        s.append("Flags=").append(upper8(r.flags())).newline();
        fact(s, "FunctionCount", r.functions().size());
        for (int f = 0; f < r.functions().size(); f++) {
            FunctionReflection fn = r.functions().get(f);
            s.append("function[").append(f).append("]=").append(fn.name()).append(" version=")
                    .append(upper8(fn.version())).append(" flags=").append(upper8(fn.flags())).append(" cbuffers=")
                    .append(fn.constantBuffers().size()).append(" resources=").append(fn.boundResources().size())
                    .append(" instructions=").append(fn.instructionCount()).append(" requires=0x")
                    .append(Long.toHexString(fn.requiredFeatureFlags()).toUpperCase(Locale.ROOT)).newline();
            buffers(s, Reflection.Api.D3D12, fn.constantBuffers());
            for (int i = 0; i < fn.boundResources().size(); i++) {
                binding(s, Reflection.Api.D3D12, "function[" + f + "].", i, fn.boundResources().get(i));
            }
        }
    }

    private static void buffers(TextSink s, Reflection.Api api, List<ConstantBuffer> buffers) {
        for (int i = 0; i < buffers.size(); i++) {
            ConstantBuffer cb = buffers.get(i);
            s.append("cbuffer[").append(i).append("]=").append(cb.name() == null ? "(null)" : cb.name()).append(" type=").append(cb.type())
                    .append(" vars=").append(cb.variables().size()).append(" size=").append(cb.size())
                    .append(" flags=0x").append(Long.toHexString(cb.flags())).newline();
            for (int v = 0; v < cb.variables().size(); v++) {
                Variable var = cb.variables().get(v);
                String path = "cbuffer[" + i + "].var[" + v + "]";
                s.append(path).append('=').append(var.name()).append(" offset=").append(var.startOffset())
                        .append(" size=").append(var.size()).append(" flags=0x").append(Long.toHexString(var.flags()));
                type(s, api, path, var.type(), 0);
            }
        }
    }

    /** The rest of a line: the type's fields; for D3D12 its offset and then a line per member, recursively. */
    private static void type(TextSink s, Reflection.Api api, String path, Type t, int depth) {
        s.append(" type=").append(t.name()).append(" class=").append(t.varClass()).append(" base=")
                .append(t.varType()).append(" rows=").append(t.rows()).append(" cols=").append(t.columns())
                .append(" elems=").append(t.elements()).append(" members=").append(t.members().size());
        if (api == Reflection.Api.D3D11) {
            s.newline();
            return;
        }
        s.append(" offset=").append(t.offset()).newline();
        if (depth > MAX_MEMBER_DEPTH) {
            return;
        }
        for (int m = 0; m < t.members().size(); m++) {
            Type.Member member = t.members().get(m);
            String sub = path + ".member[" + m + "]";
            s.append(sub).append('=').append(member.name());
            type(s, api, sub, member.type(), depth + 1);
        }
    }

    private static void binding(TextSink s, Reflection.Api api, String prefix, int i, Binding b) {
        s.append(prefix).append("resource[").append(i).append("]=").append(b.name()).append(" type=")
                .append(b.type()).append(" bind=").append(b.bindPoint()).append(" count=").append(b.bindCount());
        if (api == Reflection.Api.D3D12) {
            s.append(" space=").append(b.space()).append(" id=").append(b.id());
        }
        s.append(" flags=0x").append(Long.toHexString(b.flags())).append(" ret=").append(b.returnType())
                .append(" dim=").append(b.dimension()).append(" samples=").append(b.numSamples()).newline();
    }

    private static void parameters(TextSink s, String kind, List<Parameter> ps) {
        for (int i = 0; i < ps.size(); i++) {
            Parameter p = ps.get(i);
            s.append(kind).append('[').append(i).append("]=").append(p.semanticName()).append(p.semanticIndex())
                    .append(" reg=").append(p.register()).append(" sv=").append(p.systemValueType()).append(" comp=")
                    .append(p.componentType()).append(" mask=0x").append(Integer.toHexString(p.mask()))
                    .append(" rw=0x").append(Integer.toHexString(p.readWriteMask())).append(" stream=")
                    .append(p.stream()).append(" minprec=").append(p.minPrecision()).newline();
        }
    }

    private static void fact(TextSink s, String key, long value) {
        s.append(key).append('=').append(value).newline();
    }

    private static String upper8(long v) {
        return String.format(Locale.ROOT, "0x%08X", v & 0xFFFFFFFFL);
    }
}
