package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.DxFormatException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The resource definitions of a Shader Model 4 or 5 program (RDEF), in the three layouts of
 * {@link RdefLayout}. Per the format doc, "Reflection and statistics in Shader Model 4 and 5":
 *
 * <pre>
 * 0x00 constant buffer count   0x04 constant buffer offset   0x08 binding count   0x0c binding offset
 * 0x10 target word (u8 minor, u8 major, u16 program type: 0xffff pixel, 0xfffe vertex, 0x4753 geometry,
 *      0x4853 hull, 0x4453 domain, 0x4353 compute)
 * 0x14 flags (the D3DCOMPILE_* word)   0x18 creator string offset
 * SM5: 0x1c tag   0x20 header, buffer, binding, variable, type and member record sizes   0x38 interface slots
 * </pre>
 *
 * Types are kept by offset ({@link #types()}) because variables and members share them.
 *
 * @param interfaceSlotCount the word at 0x38 (Shader Model 5), 0 in Shader Model 4
 * @param original           the bytes as read; encoding writes every field back over them
 */
public record RdefPart(RdefLayout layout, long target, long flags, String creator, int creatorOffset,
                       List<ResourceBinding> bindings, List<ConstantBuffer> buffers, Map<Integer, ShaderType> types,
                       long interfaceSlotCount, Bytes original) implements Part {
    private static final int MAX_TYPE_DEPTH = 64;

    public RdefPart {
        bindings = List.copyOf(bindings);
        buffers = List.copyOf(buffers);
        types = Collections.unmodifiableMap(new TreeMap<>(types));
    }

    @Override
    public String fourCC() {
        return "RDEF";
    }

    /** {@return the target's major version (4 or 5)} */
    public int majorVersion() {
        return (int) (target >>> 8 & 0xFF);     // 0x10: u8 minor, u8 major, u16 program type
    }

    /** {@return the program type half of the target word (0xffff pixel, 0xfffe vertex, 0x4753 geometry …)} */
    public int programType() {
        return (int) (target >>> 16);
    }

    /** The target word as a profile ({@code cs_5_0}), or null for a program type the format doc does not list. */
    public String targetName() {
        String prefix = switch (programType()) {
            case 0xffff -> "ps";
            case 0xfffe -> "vs";
            case 0x4753 -> "gs";
            case 0x4853 -> "hs";
            case 0x4453 -> "ds";
            case 0x4353 -> "cs";
            default -> null;
        };
        return prefix == null ? null : prefix + "_" + majorVersion() + "_" + (target & 0xFF);
    }

    /** The type at {@code offset}, which reading recorded. */
    public ShaderType type(int offset) {
        ShaderType t = types.get(offset);
        if (t == null) {
            throw new IllegalArgumentException("no type at " + offset);
        }
        return t;
    }

    static RdefPart read(Bytes data) {
        return read(data, true);
    }

    /**
     * Whether {@link PartDecoder} decodes {@code data} as an RdefPart: every check of reading it, made in place
     * without building the records (a listing prints the tables straight from the bytes once this holds).
     */
    public static boolean isReadable(Bytes data) {
        try {
            read(data, false);
            return true;
        } catch (DxFormatException e) {
            return false;
        }
    }

    /** Reads {@code data}, or with {@code build} false only makes the same checks in the same order (null). */
    private static RdefPart read(Bytes data, boolean build) {
        ByteReader r = data.reader("RDEF");
        r.require(0, 28, "the RDEF header");
        RdefLayout layout = RdefLayout.SM4;
        int bufferSize = 24;
        int bindingSize = 32;
        int variableSize = 24;
        int typeSize = 16;
        int memberSize = 12;
        long slots = 0;
        if (r.size() >= 32) {
            layout = RdefLayout.ofTag(r.i32At(28));
        }
        if (layout.isSm5()) {
            r.require(28, 32, "the Shader Model 5 RDEF header");
            // 0x20.. the record sizes: each must hold at least the fields the layout defines
            bufferSize = recordSize(r, 0x24, layout.bufferSize);
            bindingSize = recordSize(r, 0x28, layout.bindingSize);
            variableSize = recordSize(r, 0x2c, layout.variableSize);
            typeSize = recordSize(r, 0x30, layout.typeSize);
            memberSize = recordSize(r, 0x34, layout.memberSize);
            slots = r.u32At(0x38);
        }
        int creatorOffset = r.countAt(0x18, r.size(), "creator offset");
        String creator = build ? r.cStringAt(creatorOffset) : checked(r, creatorOffset);

        int bindCount = r.countAt(0x08, r.size() / bindingSize, "binding count");
        int bindAt = table(r, 0x0c, bindCount, bindingSize, "bindings");
        boolean v51 = layout == RdefLayout.SM51;
        ResourceBinding[] bindings = new ResourceBinding[build ? bindCount : 0];
        for (int i = 0; i < bindCount; i++) {
            int at = bindAt + i * bindingSize;
            int nameOffset = r.countAt(at, r.size(), "binding name offset");
            if (!build) {
                checked(r, nameOffset);         // the fields after the name lie in the table checked above
                continue;
            }
            bindings[i] = new ResourceBinding(r.cStringAt(nameOffset), nameOffset, r.u32At(at + 4), r.u32At(at + 8),
                    r.u32At(at + 12), r.u32At(at + 16), r.u32At(at + 20), r.u32At(at + 24), r.u32At(at + 28),
                    v51 ? r.u32At(at + 32) : 0, v51 ? r.u32At(at + 36) : 0);
        }

        // without building, the map only records which types were checked
        Map<Integer, ShaderType> types = build ? new TreeMap<>() : new HashMap<>();
        int cbCount = r.countAt(0x00, r.size() / bufferSize, "constant buffer count");
        int cbAt = table(r, 0x04, cbCount, bufferSize, "constant buffers");
        ConstantBuffer[] buffers = new ConstantBuffer[build ? cbCount : 0];
        for (int i = 0; i < cbCount; i++) {
            int at = cbAt + i * bufferSize;
            int nameOffset = r.countAt(at, r.size(), "constant buffer name offset");
            String name = build ? r.cStringAt(nameOffset) : checked(r, nameOffset);
            int varCount = r.countAt(at + 4, r.size() / variableSize, "variable count");
            int varAt = table(r, at + 8, varCount, variableSize, "variables");
            ShaderVariable[] vars = new ShaderVariable[build ? varCount : 0];
            for (int j = 0; j < varCount; j++) {
                ShaderVariable v = variable(r, varAt + j * variableSize, layout, memberSize, types, build);
                if (build) {
                    vars[j] = v;
                }
            }
            if (!build) {
                continue;
            }
            // immutable lists made here are kept as they are by the records' copyOf
            buffers[i] = new ConstantBuffer(name, nameOffset, List.of(vars), varAt, r.u32At(at + 12), r.u32At(at + 16),
                    r.u32At(at + 20));
        }
        if (!build) {
            return null;
        }
        return new RdefPart(layout, r.u32At(0x10), r.u32At(0x14), creator, creatorOffset, List.of(bindings),
                List.of(buffers), types, slots, data);
    }

    /** Checks the string at {@code at} as {@link ByteReader#cStringAt} does, without making it (null). */
    private static String checked(ByteReader r, int at) {
        r.cStringLengthAt(at);
        return null;
    }

    private static int recordSize(ByteReader r, int at, int least) {
        long v = r.u32At(at);
        if (v < least || v > 0x10000) {
            throw r.error(at, "record size of at least " + least + " bytes, found " + v);
        }
        return (int) v;
    }

    /** The offset (read at {@code at}) of {@code count} records of {@code size} bytes, checked to fit. */
    private static int table(ByteReader r, int at, int count, int size, String what) {
        long off = r.u32At(at);
        if (count == 0) {
            return (int) off;                                                   // unused; kept bit for bit
        }
        if (off > r.size() || (long) count * size > r.size() - off) {
            throw r.error(at, count + " " + what + " of " + size + " bytes at " + off + " overrun the part of "
                    + r.size() + " bytes");
        }
        return (int) off;
    }

    private static ShaderVariable variable(ByteReader r, int at, RdefLayout layout, int memberSize,
                                           Map<Integer, ShaderType> types, boolean build) {
        int nameOffset = r.countAt(at, r.size(), "variable name offset");
        String name = build ? r.cStringAt(nameOffset) : checked(r, nameOffset);
        long size = r.u32At(at + 8);
        int typeOffset = r.countAt(at + 16, r.size(), "variable type offset");
        readType(r, typeOffset, layout, memberSize, types, 0, build);
        long defaultAt = r.u32At(at + 20);
        Optional<Bytes> defaults = Optional.empty();
        if (defaultAt != 0) {
            if (defaultAt > r.size() || size > r.size() - defaultAt) {
                throw r.error(at + 20, "default value of " + size + " bytes at " + defaultAt + " overruns the part of "
                        + r.size() + " bytes");
            }
            if (!build) {
                return null;
            }
            defaults = Optional.of(r.sliceAt((int) defaultAt, (int) size));
        }
        if (!build) {
            return null;
        }
        boolean sm5 = layout.isSm5();
        return new ShaderVariable(name, nameOffset, r.u32At(at + 4), size, r.u32At(at + 12), typeOffset, defaultAt,
                defaults, sm5 ? r.u32At(at + 24) : -1, sm5 ? r.u32At(at + 28) : 0, sm5 ? r.u32At(at + 32) : -1,
                sm5 ? r.u32At(at + 36) : 0, types.get(typeOffset));       // read just above
    }

    private static void readType(ByteReader r, int at, RdefLayout layout, int memberSize, Map<Integer, ShaderType> types,
                                 int depth, boolean build) {
        if (types.containsKey(at)) {
            return;
        }
        if (depth > MAX_TYPE_DEPTH) {
            throw r.error(at, "types nested at most " + MAX_TYPE_DEPTH + " deep (a member names its own type?)");
        }
        r.require(at, layout.typeSize, "a type record");
        int memberCount = r.u16At(at + 10);
        int memberAt = memberCount == 0 ? r.i32At(at + 12)                  // kept bit for bit
                : table(r, at + 12, memberCount, memberSize, "members");
        List<Long> extra = !build ? null : layout.isSm5()   // 0x10..0x1f: kept as stored
                ? List.of(r.u32At(at + 16), r.u32At(at + 20), r.u32At(at + 24), r.u32At(at + 28)) : List.of();
        Optional<String> name = Optional.empty();
        int nameOffset = 0;
        if (layout.isSm5()) {
            nameOffset = r.countAt(at + 32, r.size(), "type name offset");
            // offset 0 is "no name" (D3DReflect reports an empty name; fxc wrote it for some matrices)
            if (nameOffset != 0) {
                name = build ? Optional.of(r.cStringAt(nameOffset)) : Optional.ofNullable(checked(r, nameOffset));
            }
        }
        TypeMember[] members = new TypeMember[build ? memberCount : 0];
        int[] memberTypes = new int[memberCount];
        for (int i = 0; i < memberCount; i++) {
            int m = memberAt + i * memberSize;        // the stored member record size (12)
            int mName = r.countAt(m, r.size(), "member name offset");
            String memberName = build ? r.cStringAt(mName) : checked(r, mName);
            memberTypes[i] = r.countAt(m + 4, r.size(), "member type offset");
            if (build) {
                members[i] = new TypeMember(memberName, mName, memberTypes[i], r.u32At(m + 8));
            }
        }
        types.put(at, !build ? null : new ShaderType(at, r.u16At(at), r.u16At(at + 2), r.u16At(at + 4),
                r.u16At(at + 6), r.u16At(at + 8), memberAt, List.of(members), extra, name, nameOffset));
        for (int t : memberTypes) {
            readType(r, t, layout, memberSize, types, depth + 1, build);
        }
    }

    @Override
    public Bytes encode() {
        Patch p = new Patch(original);
        ByteReader r = original.reader("RDEF");
        p.u32(0x00, buffers.size()).u32(0x08, bindings.size()).u32(0x10, target).u32(0x14, flags)
                .u32(0x18, creatorOffset).cString(creatorOffset, creator);
        if (layout.isSm5()) {
            p.u32(0x1c, layout.tag).u32(0x38, interfaceSlotCount);
        }
        int bindingSize = layout.isSm5() ? (int) r.u32At(0x28) : layout.bindingSize;
        int bindAt = (int) r.u32At(0x0c);
        for (int i = 0; i < bindings.size(); i++) {
            ResourceBinding b = bindings.get(i);
            int at = bindAt + i * bindingSize;
            p.u32(at, b.nameOffset()).u32(at + 4, b.type()).u32(at + 8, b.returnType()).u32(at + 12, b.dimension())
                    .u32(at + 16, b.sampleCount()).u32(at + 20, b.bindPoint()).u32(at + 24, b.bindCount())
                    .u32(at + 28, b.flags()).cString(b.nameOffset(), b.name());
            if (layout == RdefLayout.SM51) {
                p.u32(at + 32, b.space()).u32(at + 36, b.id());
            }
        }
        int bufferSize = layout.isSm5() ? (int) r.u32At(0x24) : layout.bufferSize;
        int variableSize = layout.isSm5() ? (int) r.u32At(0x2c) : layout.variableSize;
        int cbAt = (int) r.u32At(0x04);
        for (int i = 0; i < buffers.size(); i++) {
            ConstantBuffer cb = buffers.get(i);
            int at = cbAt + i * bufferSize;
            p.u32(at, cb.nameOffset()).u32(at + 4, cb.variables().size()).u32(at + 8, cb.variableOffset())
                    .u32(at + 12, cb.size()).u32(at + 16, cb.flags()).u32(at + 20, cb.type())
                    .cString(cb.nameOffset(), cb.name());
            for (int j = 0; j < cb.variables().size(); j++) {
                ShaderVariable v = cb.variables().get(j);
                int va = cb.variableOffset() + j * variableSize;
                p.u32(va, v.nameOffset()).u32(va + 4, v.startOffset()).u32(va + 8, v.size()).u32(va + 12, v.flags())
                        .u32(va + 16, v.typeOffset()).u32(va + 20, v.defaultValueOffset()).cString(v.nameOffset(), v.name());
                v.defaultValue().ifPresent(d -> p.bytes((int) v.defaultValueOffset(), d));
                if (layout.isSm5()) {
                    p.u32(va + 24, v.startTexture()).u32(va + 28, v.textureSize()).u32(va + 32, v.startSampler())
                            .u32(va + 36, v.samplerSize());
                }
            }
        }
        int memberSize = layout.isSm5() ? (int) r.u32At(0x34) : layout.memberSize;
        for (ShaderType t : types.values()) {
            int at = t.offset();
            p.u16(at, t.varClass()).u16(at + 2, t.varType()).u16(at + 4, t.rows()).u16(at + 6, t.columns())
                    .u16(at + 8, t.elements()).u16(at + 10, t.members().size()).u32(at + 12, t.memberOffset());
            for (int i = 0; i < t.extra().size(); i++) {
                p.u32(at + 16 + 4 * i, t.extra().get(i));
            }
            if (layout.isSm5()) {
                p.u32(at + 32, t.nameOffset());
                t.name().ifPresent(n -> p.cString(t.nameOffset(), n));
            }
            for (int i = 0; i < t.members().size(); i++) {
                TypeMember m = t.members().get(i);
                int ma = t.memberOffset() + i * memberSize;
                p.u32(ma, m.nameOffset()).u32(ma + 4, m.typeOffset()).u32(ma + 8, m.offset()).cString(m.nameOffset(), m.name());
            }
        }
        return p.done();
    }

    /** The type at {@code offset} as a tree, members included (a type inside itself is named, not expanded). */
    Map<String, Object> typeTree(int offset) {
        return typeTree(offset, new java.util.HashSet<>(), new int[]{1 << 16});
    }

    private Map<String, Object> typeTree(int offset, java.util.Set<Integer> path, int[] budget) {
        ShaderType t = type(offset);
        Map<String, Object> m = new LinkedHashMap<>();
        t.name().ifPresent(n -> m.put("name", n));
        m.put("class", VariableClass.named(t.varClass()));
        m.put("type", VariableType.named(t.varType()));
        m.put("rows", t.rows());
        m.put("columns", t.columns());
        m.put("elements", t.elements());
        if (!t.members().isEmpty()) {
            List<Object> ms = new ArrayList<>();
            for (TypeMember mem : t.members()) {
                Map<String, Object> mm = new LinkedHashMap<>();
                mm.put("name", mem.name());
                mm.put("offset", mem.offset());
                if (--budget[0] < 0 || path.size() >= MAX_TYPE_DEPTH || !path.add(mem.typeOffset())) {
                    mm.put("typeOffset", mem.typeOffset());       // recursive or too many: not expanded
                } else {
                    mm.put("type", typeTree(mem.typeOffset(), path, budget));
                    path.remove(mem.typeOffset());
                }
                ms.add(mm);
            }
            m.put("members", ms);
        }
        return m;
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "RDEF");
        m.put("size", original.size());
        m.put("layout", layout.name());
        m.put("target", Named.of(targetName(), target));
        m.put("flags", D3dFlags.compile(flags));
        m.put("creator", creator);
        if (layout.isSm5()) {
            m.put("interfaceSlotCount", interfaceSlotCount);
        }
        List<Object> bs = new ArrayList<>();
        for (ResourceBinding b : bindings) {
            bs.add(b.tree());
        }
        m.put("bindings", bs);
        List<Object> cs = new ArrayList<>();
        for (ConstantBuffer cb : buffers) {
            cs.add(cb.tree(this));
        }
        m.put("constantBuffers", cs);
        return m;
    }
}
