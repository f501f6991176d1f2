package dev.dxkit.part;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dump tree of an {@link EffectPart}: the header's counts, then buffers, object variables, the pool's
 * declarations, interface variables, groups (fx_5_0) or techniques (fx_4_x) with their passes and
 * assignments, and last every shader the effect holds. Enumerations are {@link Named} by the Effects 11
 * binary format's names; the fields are listed in {@code docs/dump-schema.md}.
 */
final class EffectTree {
    private static final String[] COUNTS = {"constantBuffers", "numericVariables", "objectVariables",
            "poolConstantBuffers", "poolNumericVariables", "poolObjectVariables", "techniques", "unstructuredSize",
            "strings", "shaderResources", "depthStencilBlocks", "blendStateBlocks", "rasterizerStateBlocks",
            "samplers", "renderTargetViews", "depthStencilViews", "shaders", "inlineShaders",
            "groups", "unorderedAccessViews", "interfaceVariables", "interfaceVariableElements",
            "classInstanceElements"};

    private EffectTree() {
    }

    static Map<String, Object> of(EffectPart fx) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("version", Named.of(EffectPart.version(fx.tag()), fx.tag() & 0xFFFF_FFFFL));
        Map<String, Object> header = new LinkedHashMap<>();
        for (int i = 0; i < fx.counts().size(); i++) {
            header.put(COUNTS[i], fx.counts().get(i));
        }
        m.put("header", header);
        m.put("buffers", map(fx.buffers(), EffectTree::buffer));
        m.put("objectVariables", map(fx.objectVariables(), EffectTree::object));
        m.put("poolBuffers", map(fx.poolBuffers(), EffectTree::buffer));
        m.put("poolObjects", map(fx.poolObjects(), EffectTree::object));
        if (fx.isFx5()) {
            m.put("interfaceVariables", map(fx.interfaceVariables(), v -> {
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("name", v.name());
                t.put("type", type(v.type()));
                t.put("flags", v.flags());
                t.put("initializers", v.initializers());
                t.put("annotations", map(v.annotations(), EffectTree::annotation));
                return t;
            }));
            m.put("groups", map(fx.groups(), g -> {
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("name", g.name());
                t.put("annotations", map(g.annotations(), EffectTree::annotation));
                t.put("techniques", map(g.techniques(), EffectTree::technique));
                return t;
            }));
        } else {
            m.put("techniques", map(fx.techniques(), EffectTree::technique));
        }
        m.put("embeddedShaders", map(fx.shaders(), EffectTree::shader));
        return m;
    }

    private static Map<String, Object> buffer(EffectPart.Buffer b) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", b.name());
        m.put("size", b.size());
        m.put("flags", FlagSet.of(b.flags(), "", "TBUFFER", "SINGLE"));
        m.put("bindPoint", b.bindPoint());
        m.put("annotations", map(b.annotations(), EffectTree::annotation));
        m.put("variables", map(b.variables(), v -> {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("name", v.name());
            t.put("type", type(v.type()));
            t.put("semantic", v.semantic());
            t.put("offset", v.offset());
            t.put("flags", v.flags());
            t.put("defaultValue", v.defaultValue());
            t.put("annotations", map(v.annotations(), EffectTree::annotation));
            return t;
        }));
        return m;
    }

    private static Map<String, Object> object(EffectPart.ObjectVariable v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", v.name());
        m.put("type", type(v.type()));
        m.put("semantic", v.semantic());
        m.put("bindPoint", v.bindPoint());
        if (!v.strings().isEmpty()) {
            m.put("strings", v.strings());
        }
        if (!v.blocks().isEmpty()) {
            List<Object> blocks = new ArrayList<>();
            for (List<EffectPart.Assignment> block : v.blocks()) {
                blocks.add(map(block, EffectTree::assignment));
            }
            m.put("blocks", blocks);
        }
        if (!v.shaders().isEmpty()) {
            m.put("shaders", map(v.shaders(), EffectTree::shader));
        }
        m.put("annotations", map(v.annotations(), EffectTree::annotation));
        return m;
    }

    private static Map<String, Object> technique(EffectPart.Technique t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", t.name());
        m.put("annotations", map(t.annotations(), EffectTree::annotation));
        m.put("passes", map(t.passes(), p -> {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("name", p.name());
            pm.put("annotations", map(p.annotations(), EffectTree::annotation));
            pm.put("assignments", map(p.assignments(), EffectTree::assignment));
            return pm;
        }));
        return m;
    }

    private static Map<String, Object> assignment(EffectPart.Assignment a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("state", EffectNames.state(a.state()));
        m.put("index", a.index());
        m.put("type", EffectNames.assignment(a.type()));
        EffectPart.Value v = a.value();
        if (v instanceof EffectPart.Constants c) {
            List<Object> values = new ArrayList<>();
            for (EffectPart.Constant k : c.constants()) {
                // an enumerated state's integer value by its name (CullMode NONE), the others as numbers
                Named name = k.value() instanceof Long l ? EffectNames.stateValue(a.state(), l) : null;
                values.add(name != null ? name : k.value());
            }
            m.put("value", values);
        } else if (v instanceof EffectPart.VariableRef ref) {
            m.put("variable", ref.name());
        } else if (v instanceof EffectPart.ConstIndex ci) {
            m.put("variable", ci.array());
            m.put("arrayIndex", ci.index());
        } else if (v instanceof EffectPart.VariableIndex vi) {
            m.put("variable", vi.array());
            m.put("indexVariable", vi.indexVariable());
        } else if (v instanceof EffectPart.Expression e) {
            if (e.array() != null) {
                m.put("variable", e.array());
            }
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("offset", e.offset());
            x.put("size", e.size());
            m.put("expression", x);
        } else if (v instanceof EffectPart.Shader s) {
            m.put("shader", shader(s));
        }
        return m;
    }

    private static Map<String, Object> shader(EffectPart.Shader s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("owner", s.owner());
        m.put("offset", s.offset());
        m.put("size", s.size());
        m.put("profile", s.profile());
        if (!s.streamOutput().isEmpty()) {
            m.put("streamOutput", s.streamOutput());
            m.put("rasterizedStream", s.rasterizedStream());
        }
        if (!s.interfaceBindings().isEmpty()) {
            m.put("interfaceBindings", s.interfaceBindings());
        }
        return m;
    }

    private static Map<String, Object> annotation(EffectPart.Annotation a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", a.name());
        m.put("type", type(a.type()));
        m.put("values", a.values());
        return m;
    }

    /** A type: its name, kind, sizes, then its numeric description, object type or members. */
    private static Map<String, Object> type(EffectPart.Type t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", t.name());
        m.put("varType", EffectNames.varType(t.varType()));
        m.put("elements", t.elements());
        m.put("totalSize", t.totalSize());
        m.put("stride", t.stride());
        m.put("packedSize", t.packedSize());
        if (t.varType() == 1) {
            m.put("layout", EffectNames.layout(t.layout()));
            m.put("scalarType", EffectNames.scalarType(t.scalarType()));
            m.put("rows", t.rows());
            m.put("columns", t.columns());
            m.put("columnMajor", t.columnMajor());
        } else if (t.varType() == 2) {
            m.put("objectType", EffectNames.objectType(t.objectType()));
        } else if (t.varType() == 3) {
            m.put("members", map(t.members(), mb -> {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("name", mb.name());
                x.put("semantic", mb.semantic());
                x.put("offset", mb.offset());
                x.put("type", type(mb.type()));
                return x;
            }));
            if (t.baseClass() != null) {
                m.put("baseClass", type(t.baseClass()));
            }
            if (!t.interfaces().isEmpty()) {
                m.put("interfaces", map(t.interfaces(), EffectTree::type));
            }
        }
        return m;
    }

    private static <T> List<Object> map(List<T> items, java.util.function.Function<T, Object> f) {
        List<Object> out = new ArrayList<>(items.size());
        for (T item : items) {
            out.add(f.apply(item));
        }
        return out;
    }
}
