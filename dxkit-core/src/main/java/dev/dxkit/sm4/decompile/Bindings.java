package dev.dxkit.sm4.decompile;

import dev.dxkit.io.Bits;
import dev.dxkit.part.ConstantBuffer;
import dev.dxkit.part.RdefPart;
import dev.dxkit.part.ResourceBinding;
import dev.dxkit.part.ShaderType;
import dev.dxkit.part.ShaderVariable;
import dev.dxkit.sm4.Instruction;
import dev.dxkit.sm4.Operand;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The program's constant buffers, textures, buffers, samplers and unordered-access views: their HLSL
 * declarations (names, types, layouts and registers from RDEF where it is present, invented from the
 * declarations where it was stripped) and the lookup from a register operand to its binding.
 */
final class Bindings {
    /** A {@code dcl_*} of a binding, as the token stream gives it. */
    record Decl(char cls, long id, long lower, long upper, long space, Instruction in) {
    }

    private final boolean sm51;
    private final RdefPart rdef;
    private final Layout layout;
    private final List<Decl> decls = new ArrayList<>();
    private final List<Binding> bindings = new ArrayList<>();
    private final Map<String, Binding> byDecl = new HashMap<>();
    private final Set<String> names = new HashSet<>();
    private final List<String> gaps;

    Bindings(boolean sm51, RdefPart rdef, List<String> gaps) {
        this.sm51 = sm51;
        this.rdef = rdef;
        this.layout = rdef == null ? null : new Layout(rdef);
        this.gaps = gaps;
    }

    /** Records a binding declaration; false when {@code in} is none. */
    boolean add(Instruction in) {
        char cls = switch (in.opcode()) {
            case DCL_CONSTANT_BUFFER -> 'b';
            case DCL_SAMPLER -> 's';
            case DCL_RESOURCE, DCL_RESOURCE_RAW, DCL_RESOURCE_STRUCTURED -> 't';
            case DCL_UNORDERED_ACCESS_VIEW_TYPED, DCL_UNORDERED_ACCESS_VIEW_RAW,
                    DCL_UNORDERED_ACCESS_VIEW_STRUCTURED -> 'u';
            default -> 0;
        };
        if (cls == 0 || in.operands().isEmpty()) {
            return false;
        }
        Operand o = in.operands().get(0);
        long id = o.index(0);
        long lower = id;
        long upper = id;
        long space = 0;
        if (sm51 && o.indices().size() >= 3) {
            lower = o.index(1);
            upper = o.index(2);
            int[] x = in.extra();
            space = x.length > 0 ? x[x.length - 1] & 0xffffffffL : 0;
        }
        decls.add(new Decl(cls, id, lower, upper, space, in));
        return true;
    }

    /** Builds the bindings once every declaration has been added; writes the declarations to {@code out}. */
    void declare(HlslText out) {
        List<String> text = new ArrayList<>();
        if (rdef != null) {
            fromRdef(text);
            for (char cls : new char[] {'b', 't', 's', 'u'}) {
                unpin(cls, text);
            }
            unread(text);
        }
        for (Decl d : decls) {
            if (!byDecl.containsKey(key(d.cls(), d.id()))) {
                Binding b = invent(d);
                bindings.add(b);
                byDecl.put(key(d.cls(), d.id()), b);
                text.add(b.declaration());
            }
        }
        if (layout != null) {
            for (String s : layout.structs().values()) {
                for (String l : s.split("\n")) {
                    out.line(l);
                }
                out.blank();
            }
        }
        text.removeIf(String::isEmpty);                 // $Params: parameters of main, not a declaration
        for (String t : text) {
            for (String l : t.split("\n")) {
                out.line(l);
            }
        }
        if (!text.isEmpty()) {
            out.blank();
        }
    }

    private static String key(char cls, long id) {
        return cls + ":" + id;
    }

    private static char classOf(long inputType) {
        return switch ((int) inputType) {
            case 0 -> 'b';
            case 1, 2, 5, 7 -> 't';
            case 3 -> 's';
            default -> 'u';
        };
    }

    private void fromRdef(List<String> text) {
        for (ResourceBinding r : rdef.bindings()) {
            if (r.type() == 2 && r.name().matches("[A-Za-z_][A-Za-z0-9_]*") && !Keywords.is(r.name())) {
                for (Decl d : decls) {
                    if (d.cls() == 't' && d.space() == r.space() && covers(r, d)) {
                        String suffix = legacyPair(r, d);
                        if (suffix != null && names.add(r.name())) {
                            legacy.put(r.name(), suffix);
                            if ((r.flags() & 1) != 0) {
                                legacyPinned.put(r.name(), r.bindPoint());
                            }
                        }
                        break;
                    }
                }
            }
        }
        Set<String> wholeArrays = new HashSet<>();
        for (ResourceBinding element : rdef.bindings()) {
            char cls = classOf(element.type());
            ResourceBinding r = sm51 || cls == 'b' ? null : wholeArray(element);
            if (r == null) {
                r = element;
            } else if (!wholeArrays.add(cls + r.name())) {
                continue;                      // declared with its first element
            }
            List<Decl> mine = new ArrayList<>();
            for (Decl d : decls) {
                if (d.cls() == cls && d.space() == r.space() && covers(r, d)) {
                    mine.add(d);
                }
            }
            if (mine.isEmpty() && cls != 'b') {
                continue;                      // reflected but not declared: fxc keeps no such binding
            }
            Binding b = fromRdef(r, cls, mine.isEmpty() ? null : mine.get(0));
            if (b == null) {
                continue;
            }
            bindings.add(b);
            for (Decl d : mine) {
                byDecl.put(key(cls, d.id()), b);
            }
            text.add(b.declaration());
            placed.add(new Placed(text.size() - 1, r, cls, b));
        }
    }

    private static final java.util.regex.Pattern ELEMENT = java.util.regex.Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)\\[(\\d{1,4})\\]");

    /**
     * The whole array of which {@code r} is an element, or null: before 5.1, fxc reflects an array of
     * textures, samplers or views that the program indexes only by constants as its elements ({@code T[0]}
     * at t0, {@code T[2]} at t2, the unused {@code T[1]} left out), so the text declares the array, {@code
     * T[3]} from the register of {@code T[0]} (the register of {@code T[k]} less k), and reads its elements.
     * Its length is the highest element's index plus one (later elements nobody reads are not seen).
     * Null where the elements disagree (type, return type, dimension, flags, first register).
     */
    private ResourceBinding wholeArray(ResourceBinding r) {
        java.util.regex.Matcher m = ELEMENT.matcher(r.name());
        if (!m.matches()) {
            return null;
        }
        String base = m.group(1);
        long first = r.bindPoint() - Long.parseLong(m.group(2));
        long n = 0;
        for (ResourceBinding e : rdef.bindings()) {
            java.util.regex.Matcher x = ELEMENT.matcher(e.name());
            if (!x.matches() || !x.group(1).equals(base) || classOf(e.type()) != classOf(r.type())) {
                continue;
            }
            long k = Long.parseLong(x.group(2));
            if (e.type() != r.type() || e.returnType() != r.returnType() || e.dimension() != r.dimension()
                    || e.sampleCount() != r.sampleCount() || e.flags() != r.flags() || e.space() != r.space()
                    || e.bindCount() != 1 || e.bindPoint() - k != first) {
                return null;
            }
            n = Math.max(n, k + 1);
        }
        return first < 0 ? null : new ResourceBinding(base, r.nameOffset(), r.type(), r.returnType(), r.dimension(),
                r.sampleCount(), first, n, r.flags(), r.space(), r.id());
    }

    /** A binding declared from RDEF: where its text is, and the RDEF entry. */
    private record Placed(int text, ResourceBinding r, char cls, Binding b) {
    }

    private final List<Placed> placed = new ArrayList<>();
    /** Typed UAVs (by id) the program reaches only through atomics and loads of x, declared scalar when invented. */
    final Set<Long> atomicOnly = new HashSet<>();

    /** Textures (by register) only sampled, all with one sampler (the value) that samples nothing else. */
    final Map<Long, Long> legacyPairs = new HashMap<>();
    /** The {@code sampler2D}s whose texture register the source named (flagged so): name → register. */
    private final Map<String, Long> legacyPinned = new HashMap<>();

    /** The constant buffers (ids) the program's instructions read; -1 for one picked by a relative index. */
    final Set<Long> constantBuffersRead = new HashSet<>();

    /**
     * A constant buffer the program declares and never reads is a gap, marked before its declaration:
     * fxc 9.x kept such a buffer bound (its variables all unused), d3dcompiler_47 leaves every such one
     * out, and no read of it survives its optimizer without adding an instruction.
     */
    private void unread(List<String> text) {
        if (constantBuffersRead.contains(-1L)) {
            return;
        }
        java.util.Set<Long> declared = new HashSet<>();
        for (Decl d : decls) {
            if (d.cls() == 'b') {
                declared.add(d.id());
            }
        }
        for (Placed p : placed) {
            if (p.cls() == 'b' && declared.contains(p.b().id()) && !constantBuffersRead.contains(p.b().id())
                    && !text.get(p.text()).isEmpty()) {
                String gap = ("constant buffer " + p.b().name() + " is declared but never read, and fxc leaves out such a buffer")
                        .replace("*/", "* /");
                if (!gaps.contains(gap)) {
                    gaps.add(gap);
                }
                text.set(p.text(), "/* dxkit: " + gap + " */\n" + text.get(p.text()));
            }
        }
    }

    /** Texture registers (ids) in the order the program's instructions first name them. */
    final List<Long> sampledOrder = new ArrayList<>();

    /**
     * The statements that make fxc place the {@code sampler2D}s' textures at their registers: fxc gives each
     * such texture the lowest free register in the order the source first samples it (a sample whose value
     * nobody reads counts, and leaves no instruction), so where the program's first samples come in another
     * order than the registers, one unread {@code float4 firstSampledK = tex2Dlod(S, float4(0, 0, 0, 0));} a
     * texture, in the order of their registers, comes before the body, after a comment that says why. Empty
     * otherwise.
     */
    List<String> legacyOrder() {
        List<Binding> inCode = new ArrayList<>();
        for (Long id : sampledOrder) {
            Binding b = of('t', id);
            if (b != null && legacy(b) != null && !legacyPinned.containsKey(b.name()) && !inCode.contains(b)) {
                inCode.add(b);
            }
        }
        List<Binding> byRegister = new ArrayList<>(inCode);
        byRegister.sort(Comparator.comparingLong(Binding::lower));
        List<String> out = new ArrayList<>();
        if (!byRegister.equals(inCode)) {
            // without this comment the reader meets values nothing reads and no reason for them
            out.add("// unread: fxc places these textures in the order the source first samples them");
            for (Binding b : byRegister) {
                int k = out.size() - 1;
                out.add("float4 " + uniqueName("firstSampled" + k, "firstSampled" + k) + " = tex"
                        + legacy(b) + "lod(" + b.name() + ", float4(0.0f, 0.0f, 0.0f, 0.0f));");
            }
        }
        return out;
    }

    /** Textures declared with their sampler as one Direct3D 9 style sampler: name → {@code 2D}, {@code CUBE} … */
    private final Map<String, String> legacy = new HashMap<>();

    /**
     * The {@code tex2D} suffix ({@code 1D}, {@code 2D}, {@code 3D}, {@code CUBE}) where {@code b} is a texture
     * declared with its sampler as one {@code sampler2D}, or null.
     */
    String legacy(Binding b) {
        return b.cls() == 't' ? legacy.get(b.name()) : null;
    }

    /**
     * Whether texture {@code r} and a sampler of the same name were one Direct3D 9 style sampler: fxc gives
     * a texture and a sampler of one name only for {@code sampler2D S; … tex2D(S, uv)}, which it takes only
     * with D3DCOMPILE_ENABLE_BACKWARDS_COMPATIBILITY (0x1000; X3523 otherwise), before 5.1: a float4 texture
     * of 1, 2 or 3 dimensions or a cube that the program only samples with that sampler (no offset, no
     * comparison, no load). fxc places such a texture itself (not flagged as placed by the source, whatever
     * register the sampler names), in the order the program first samples them, unless the sampler names a
     * texture register too ({@code sampler2D S : register(s0) : register(t3);}, flagged so). Returns the
     * suffix, or null.
     */
    private String legacyPair(ResourceBinding r, Decl d) {
        if (sm51 || d == null || (rdef.flags() & 0x1000) == 0 || r.type() != 2 || r.bindCount() != 1
                || r.returnType() != 5 || (r.flags() >> 2 & 3) != 3 || r.sampleCount() != 0xffffffffL) {
            return null;
        }
        String suffix = switch ((int) r.dimension()) {
            case 2 -> "1D";
            case 4 -> "2D";
            case 8 -> "3D";
            case 9 -> "CUBE";
            default -> null;
        };
        Long s = legacyPairs.get(d.id());
        if (suffix == null || s == null) {
            return null;
        }
        for (ResourceBinding x : rdef.bindings()) {
            if (x.type() == 3 && x.name().equals(r.name()) && x.bindPoint() == s && x.bindCount() == 1
                    && x.space() == r.space() && (x.flags() & 2) == 0) {
                return suffix;
            }
        }
        return null;
    }

    /** A pixel shader's UAV registers below this are its render targets' (fxc places no UAV there). */
    int firstUav;

    /**
     * Leaves out {@code register(…)} for the bindings of class {@code cls} that fxc placed itself (RDEF flag
     * D3D_SIF_USERPACKED clear: the source named no register), where fxc places them back at the same
     * registers: it gives the registers named first, then each other binding the lowest free range of its
     * size in the order of declaration (space 0; a pixel shader's UAVs above its render targets). Otherwise
     * every register stays written (and the flag differs, but no slot).
     */
    private void unpin(char cls, List<String> text) {
        if (sm51 && cls != 'b') {
            return;                                  // 5.1 flags only its constant buffers as placed by the source
        }
        List<Placed> auto = new ArrayList<>();
        java.util.BitSet used = new java.util.BitSet();
        if (cls == 'u') {
            used.set(0, firstUav);
        }
        for (Placed p : placed) {
            if (p.cls() != cls) {
                continue;
            }
            ResourceBinding r = p.r();
            if (r.bindCount() < 1 || r.bindPoint() + r.bindCount() > 1 << 16) {
                return;                              // unbounded or out of any range fxc fills
            }
            if (legacy(p.b()) != null) {
                used.set((int) r.bindPoint());       // a sampler2D's texture: placed by its first use, not declared
                continue;
            }
            if ((r.flags() & 1) != 0) {
                if (r.space() == 0) {
                    used.set((int) r.bindPoint(), (int) (r.bindPoint() + r.bindCount()));
                }
            } else if (r.space() != 0 || !p.b().name().equals(r.name())) {
                return;                              // not fxc's own placement, or not declared under its name
            } else {
                auto.add(p);
            }
        }
        for (Placed p : auto) {
            int n = (int) p.r().bindCount();
            int at = 0;
            while (!used.get(at, at + n).isEmpty()) {
                at++;
            }
            if (at != p.r().bindPoint()) {
                return;
            }
            used.set(at, at + n);
        }
        for (Placed p : auto) {
            String reg = register(cls, p.r().bindPoint(), p.r().space());
            text.set(p.text(), text.get(p.text()).replaceFirst(java.util.regex.Pattern.quote(reg), ""));
        }
    }

    private static boolean covers(ResourceBinding r, Decl d) {
        long last = r.bindCount() == 0 ? Long.MAX_VALUE : r.bindPoint() + r.bindCount() - 1;
        return d.lower() >= r.bindPoint() && d.lower() <= last;
    }

    private String register(char cls, long lower, long space) {
        return " : register(" + cls + lower + (sm51 ? ", space" + space : "") + ")";
    }

    private String uniqueName(String want, String fallback) {
        String n = want != null && want.matches("[A-Za-z_][A-Za-z0-9_]*") && !Keywords.is(want) ? want : fallback;
        String base = n;
        for (int k = 2; !names.add(n); k++) {
            n = base + "_" + k;
        }
        return n;
    }

    private Binding fromRdef(ResourceBinding r, char cls, Decl d) {
        String fallback = cls + String.valueOf(r.bindPoint()) + (sm51 && r.space() != 0 ? "_space" + r.space() : "");
        long count = r.bindCount();
        boolean array = count != 1 || cls == 'b' && sm51 && d != null && dynamicRanges.contains(d.id());
        String arr = array ? "[" + (count == 0 ? "" : String.valueOf(count)) + "]" : "";
        if (cls == 'b') {
            ConstantBuffer cb = null;
            for (ConstantBuffer c : rdef.buffers()) {
                if (c.name().equals(r.name()) && c.type() != 3) {
                    cb = c;
                }
            }
            // 5.1 flags every cbuffer user-packed: one without the flag was a ConstantBuffer<T>
            if (cb != null && sm51 && (array || (r.flags() & 1) == 0)) {
                Binding e = constantBufferArray(r, cb, d, arr);
                if (e != null) {
                    return e;
                }
            }
            if (cb == null || array) {
                return d == null ? null : invent(d);
            }
            return cbuffer(r, cb, d);
        }
        if (r.type() == 1 && !array) {
            Binding t = tbuffer(r, d);
            if (t != null) {
                return t;
            }
        }
        String suffix = r.type() == 2 ? legacy.get(r.name()) : null;
        String samplerOfPair = r.type() == 3 ? legacy.get(r.name()) : null;
        String name = suffix != null || samplerOfPair != null ? r.name() : uniqueName(r.name(), fallback);
        int dim = d == null ? 0 : dimension(d);
        int flags = d == null ? 0 : d.in().token();
        char et = 'f';
        int width = (int) ((r.flags() >> 2) & 3) + 1;
        String typeText;
        Map<Long, Slot> lanes = Map.of();
        if (cls == 's') {
            boolean cmp = (r.flags() & 2) != 0 || d != null && Bits.field(d.in().token(), 14, 11) == 1;
            typeText = cmp ? "SamplerComparisonState" : "SamplerState";
        } else if (r.type() == 7 || r.type() == 8) {
            typeText = r.type() == 8 ? uavPrefix(flags) + "ByteAddressBuffer" : "ByteAddressBuffer";
            dim = 11;
        } else if (r.type() == 5 || r.type() == 6 || r.type() >= 9 && r.type() <= 11) {
            dim = 12;
            String element = null;
            for (ConstantBuffer c : rdef.buffers()) {
                // an array's element type is recorded under its first element's name (Bufs[0])
                if ((c.name().equals(r.name()) || array && c.name().equals(r.name() + "[0]")) && c.type() == 3
                        && c.variables().size() == 1) {
                    ShaderType t = c.variables().get(0).type();
                    element = layout.typeText(t, 0);
                    if (element != null) {
                        lanes = new HashMap<>();
                        if (t.elements() > 0) {
                            element = null;            // an array element type has no template spelling
                        } else {
                            layout.lanes("", t, 0, true, lanes, new HashMap<>(), 0);
                        }
                    }
                }
            }
            if (element == null) {
                long stride = r.sampleCount();
                element = stride == 4 ? "uint" : null;
                lanes = new HashMap<>();
                if (element != null) {
                    lanes.put(0L, new Slot("", "x", 'u', true));
                } else {
                    gaps.add("structured buffer " + r.name() + ": element type not known");
                    element = "uint";
                }
            }
            String kind = switch ((int) r.type()) {
                case 5 -> "StructuredBuffer";
                case 9 -> "AppendStructuredBuffer";
                case 10 -> "ConsumeStructuredBuffer";
                default -> uavPrefix(flags) + "StructuredBuffer";
            };
            typeText = kind + "<" + element.replace("row_major ", "").replace("column_major ", "") + ">";
        } else {
            int ret = (int) r.returnType();
            et = ret == 3 ? 'i' : ret == 4 ? 'u' : 'f';
            String comp = switch (ret) {
                case 1 -> "unorm float";
                case 2 -> "snorm float";
                case 3 -> "int";
                case 4 -> "uint";
                case 7 -> "double";
                default -> "float";
            };
            if (dim == 0) {
                dim = fromSrvDimension((int) r.dimension());
            }
            String elem = comp + (width > 1 ? String.valueOf(width) : "");
            if (ret == 7) {
                // RDEF counts a double view's components in doubles (flags 0x4 for double2), not in words
                elem = width >= 2 ? "double2" : "double";
                width = Math.min(width, 2);
            }
            String samples = (dim == 4 || dim == 9) && r.sampleCount() != 0 && r.sampleCount() != 0xffffffffL
                    ? ", " + r.sampleCount() : "";
            if (r.type() == 1) {
                gaps.add("tbuffer " + r.name() + " is not decompiled");
            }
            typeText = (cls == 'u' ? uavPrefix(flags) : "") + dimensionName(dim) + "<" + elem + samples + ">";
        }
        String decl = typeText + " " + name + arr + register(cls, r.bindPoint(), r.space()) + ";";
        if (suffix != null) {
            decl = "";                                 // the sampler's declaration holds it
        } else if (samplerOfPair != null) {
            Long t = legacyPinned.get(name);
            decl = "sampler" + samplerOfPair + " " + name + register(cls, r.bindPoint(), r.space())
                    + (t == null ? "" : register('t', t, r.space())) + ";";
        }
        if (cls == 'u' && Bits.bit(flags, 16)) {
            decl = "globallycoherent " + decl;
        }
        return new Binding(cls, d == null ? r.bindPoint() : d.id(), r.bindPoint(), count, r.space(), name, array, dim,
                et, width, lanes, Map.of(), flags, decl);
    }

    /**
     * A tbuffer's register read (its {@code ld}) by the register index, where the buffer holds one array whose
     * elements fill whole registers: the {@code float4} (or {@code int4}, {@code uint4}) {@code a[N]} reads
     * {@code a[R]}, the row-major {@code floatRx4} {@code a[R / rows][R % rows]} (a row a register), the
     * column-major {@code float4xC} {@code transpose(a[R / C])[R % C]} (a column a register); each the
     * register R of the buffer, and beyond the last element nothing (a buffer read out of range gives 0), as
     * the original's. With the lane type; by binding name.
     */
    record TbufferRead(String variable, long rows, boolean transpose, char type) {
        String at(String r) {
            if (rows == 1) {
                return variable + "[" + r + "]";
            }
            String e = variable + "[" + r + " / " + rows + "u]";
            return (transpose ? "transpose(" + e + ")" : e) + "[" + r + " % " + rows + "u]";
        }
    }

    final Map<String, TbufferRead> tbuffers = new HashMap<>();

    /** A tbuffer {@link TbufferRead} reads, declared as RDEF records it; null for any other. */
    private Binding tbuffer(ResourceBinding r, Decl d) {
        ConstantBuffer cb = null;
        for (ConstantBuffer c : rdef.buffers()) {
            if (c.name().equals(r.name()) && c.type() == 1) {
                cb = c;
            }
        }
        if (cb == null || cb.variables().size() != 1) {
            return null;
        }
        ShaderVariable v = cb.variables().get(0);
        ShaderType t = v.type();
        if (v.startOffset() != 0 || t == null || t.elements() == 0 || !v.name().matches("[A-Za-z_][A-Za-z0-9_]*")) {
            return null;
        }
        char type = t.varType() == 3 ? 'f' : t.varType() == 2 ? 'i' : t.varType() == 19 ? 'u' : 0;
        TbufferRead read = null;
        if (type != 0 && t.varClass() == 1 && t.columns() == 4) {
            read = new TbufferRead(v.name(), 1, false, type);
        } else if (type != 0 && t.varClass() == 2 && t.columns() == 4) {
            read = new TbufferRead(v.name(), t.rows(), false, type);
        } else if (type != 0 && t.varClass() == 3 && t.rows() == 4) {
            read = new TbufferRead(v.name(), t.columns(), true, type);
        }
        if (read == null || v.size() != (long) t.elements() * read.rows() * 16) {
            return null;
        }
        int before = gaps.size();
        Binding cbuf = cbuffer(r, cb, d);
        if (gaps.size() != before || !names.contains(v.name())) {
            return null;
        }
        tbuffers.put(cb.name(), read);
        return new Binding('t', d == null ? r.bindPoint() : d.id(), r.bindPoint(), 1, r.space(), cbuf.name(), false, 1,
                type, 4, Map.of(), Map.of(), 0, cbuf.declaration());
    }

    private static String uavPrefix(int flags) {
        return Bits.bit(flags, 17) ? "RasterizerOrdered" : "RW";
    }

    /**
     * Whether a {@code $Params} buffer is written as {@code uniform} parameters of {@code main} (fxc's buffer
     * for them, placed after {@code $Globals} and before the named buffers); not in a hull shader, whose
     * parameters are split between two functions.
     */
    boolean uniformParameters;
    /** The {@code uniform} parameters of {@code main}, in their {@code $Params} order. */
    final List<String> uniforms = new ArrayList<>();

    /**
     * A range of constant buffers with RDEF (5.1), or one without the user-packed flag: {@code ConstantBuffer<T>
     * name[n]} (or {@code name}), where the buffer holds one
     * variable of the buffer's name whose type is the structure T (what fxc records for such an array); its
     * member expressions start with the name, which a read indexes ({@link Operands}). Null otherwise.
     */
    private Binding constantBufferArray(ResourceBinding r, ConstantBuffer cb, Decl d, String arr) {
        if (cb.type() != 0 || cb.variables().size() != 1) {
            return null;
        }
        ShaderVariable v = cb.variables().get(0);
        if (!v.name().equals(cb.name()) || v.startOffset() != 0 || v.type() == null || v.type().varClass() != 5
                || !v.name().matches("[A-Za-z_][A-Za-z0-9_]*")) {
            return null;
        }
        String t = layout.typeText(v.type(), 0);
        if (t == null) {
            return null;
        }
        String name = uniqueName(cb.name(), "cb" + r.bindPoint());
        if (!name.equals(v.name())) {
            return null;
        }
        Map<Long, Slot> lanes = new HashMap<>();
        Map<Long, Layout.ArrayLane> arrays = new HashMap<>();
        ShaderType one = v.type();                         // fxc records an array's element as an array of one
        one = new ShaderType(one.offset(), one.varClass(), one.varType(), one.rows(), one.columns(), 0, one.memberOffset(),
                one.members(), one.extra(), one.name(), one.nameOffset());
        layout.lanes(name, one, 0, false, lanes, arrays, 0);
        String decl = "ConstantBuffer<" + t + "> " + name + arr + register('b', r.bindPoint(), r.space()) + ";";
        return new Binding('b', d == null ? r.bindPoint() : d.id(), r.bindPoint(), r.bindCount(), r.space(), name,
                !arr.isEmpty(), 0, 'f', 4, lanes, arrays, 0, decl);
    }

    /**
     * Whether every constant-buffer slot of space 0 below {@code point} holds a buffer of RDEF declared here with
     * its register: fxc places {@code $Globals} in the lowest slot no {@code register(bN)} takes (probed with the
     * oracle: buffers at b0 and b1 put it at b2, one at b1 alone at b0, one at b0 and one unbound at b1 and b2),
     * so that is where it comes back.
     */
    private boolean belowHeld(long point) {
        for (long k = 0; k < point; k++) {
            boolean held = false;
            for (ResourceBinding x : rdef.bindings()) {
                if (x.type() == 0 && x.space() == 0 && x.bindPoint() == k && x.bindCount() == 1
                        && !x.name().equals("$Globals") && !x.name().equals("$Params")) {
                    for (ConstantBuffer c : rdef.buffers()) {
                        held |= c.name().equals(x.name()) && c.type() != 3;
                    }
                }
            }
            if (!held) {
                return false;
            }
        }
        return true;
    }

    private Binding cbuffer(ResourceBinding r, ConstantBuffer cb, Decl d) {
        boolean params = uniformParameters && cb.name().equals("$Params") && r.space() == 0 && naturalLayout(cb);
        boolean globals = params || cb.name().equals("$Globals");
        String name = globals ? cb.name() : uniqueName(cb.name(), "cb" + r.bindPoint());
        Map<Long, Slot> lanes = new HashMap<>();
        Map<Long, Layout.ArrayLane> arrays = new HashMap<>();
        StringBuilder b = new StringBuilder();
        if (!globals) {
            b.append(cb.type() == 1 ? "tbuffer " : "cbuffer ").append(name)
                    .append(register(cb.type() == 1 ? 't' : 'b', r.bindPoint(), r.space())).append("\n{\n");
        } else if (!params && (r.space() != 0 || !belowHeld(r.bindPoint()))) {
            gaps.add("$Globals bound at b" + r.bindPoint() + ": the HLSL cannot place it");
        }
        boolean natural = naturalLayout(cb);
        List<ShaderVariable> vars = new ArrayList<>(cb.variables());
        vars.sort(Comparator.comparingLong(ShaderVariable::startOffset));
        for (ShaderVariable v : vars) {
            String t = layout.typeText(v.type(), 0);
            String vname = v.name().matches("[A-Za-z_][A-Za-z0-9_]*") ? v.name() : null;
            if (t == null || vname == null) {
                gaps.add("constant buffer " + cb.name() + ": variable " + v.name() + " has a type HLSL cannot write");
                b.append(globals ? "" : "    ").append("/* dxkit: variable ").append(v.name().replace("*/", ""))
                        .append(" not expressible */\n");
                continue;
            }
            names.add(vname);
            if (params) {
                uniforms.add("uniform " + t + " " + vname + (v.type().elements() > 0 ? "[" + v.type().elements() + "]" : ""));
                layout.lanes(vname, v.type(), v.startOffset(), false, lanes, arrays, 0);
                continue;
            }
            long off = v.startOffset();
            String pack = natural ? ""
                    : globals ? (off % 16 == 0 ? " : register(c" + off / 16 + ")" : "")
                    : " : packoffset(c" + off / 16 + (off % 16 == 0 ? "" : "." + "xyzw".charAt((int) (off % 16 / 4))) + ")";
            b.append(globals ? "" : "    ").append(t).append(' ').append(vname)
                    .append(v.type().elements() > 0 ? "[" + v.type().elements() + "]" : "").append(pack).append(";\n");
            layout.lanes(vname, v.type(), off, false, lanes, arrays, 0);
        }
        if (!globals) {
            b.append("};\n");
        }
        return new Binding('b', d == null ? r.bindPoint() : d.id(), r.bindPoint(), 1, r.space(), name, false, 0, 'f',
                4, lanes, arrays, 0, b.toString());
    }

    /**
     * Whether HLSL's own packing of the variables, in their RDEF order, puts each at its RDEF offset: then
     * the text declares them without {@code packoffset} (or {@code register(cN)}), as the original most
     * likely did. This is not cosmetic: fxc orders the operands of commutative instructions differently
     * when a constant buffer carries {@code packoffset}s (an {@code and} of a constant and an immediate comes
     * back with its operands swapped), so the plain declaration gives back the original program more often.
     * The rule: a scalar or vector follows the previous variable's last byte unless it would cross a
     * 16-byte register, where it starts the next one; arrays, structures and matrices always start a
     * register (a later variable may still share the register of an array's last element, as the variable's
     * RDEF size says); the buffer's size is the end rounded up to a register. Anything else (a variable out
     * of offset order, a type the text cannot write, double precision) keeps the explicit offsets.
     */
    static boolean naturalLayout(ConstantBuffer cb) {
        long pos = 0;
        for (ShaderVariable v : cb.variables()) {
            ShaderType t = v.type();
            if (t == null || v.size() <= 0 || !v.name().matches("[A-Za-z_][A-Za-z0-9_]*") || t.varType() == 39) {
                return false;
            }
            boolean aggregate = t.elements() > 0 || t.varClass() == 2 || t.varClass() == 3 || t.varClass() == 5;
            long at = pos;
            if (aggregate ? at % 16 != 0 : at / 16 != (at + v.size() - 1) / 16) {
                at = (at + 15) / 16 * 16;
            }
            if (at != v.startOffset()) {
                return false;
            }
            pos = at + v.size();
        }
        return cb.size() == (pos + 15) / 16 * 16;
    }

    private static int dimension(Decl d) {
        return switch (d.in().opcode()) {
            case DCL_RESOURCE, DCL_UNORDERED_ACCESS_VIEW_TYPED -> Bits.field(d.in().token(), 15, 11);
            case DCL_RESOURCE_RAW, DCL_UNORDERED_ACCESS_VIEW_RAW -> 11;
            case DCL_RESOURCE_STRUCTURED, DCL_UNORDERED_ACCESS_VIEW_STRUCTURED -> 12;
            default -> 0;
        };
    }

    private static int fromSrvDimension(int srv) {
        return switch (srv) {
            case 1 -> 1;
            case 2 -> 2;
            case 3 -> 7;
            case 4 -> 3;
            case 5 -> 8;
            case 6 -> 4;
            case 7 -> 9;
            case 8 -> 5;
            case 9 -> 6;
            case 10 -> 10;
            default -> 0;
        };
    }

    static String dimensionName(int dim) {
        return switch (dim) {
            case 1 -> "Buffer";
            case 2 -> "Texture1D";
            case 3 -> "Texture2D";
            case 4 -> "Texture2DMS";
            case 5 -> "Texture3D";
            case 6 -> "TextureCube";
            case 7 -> "Texture1DArray";
            case 8 -> "Texture2DArray";
            case 9 -> "Texture2DMSArray";
            case 10 -> "TextureCubeArray";
            default -> "Texture2D";
        };
    }

    /** A binding from its declaration alone (RDEF stripped): names invented, layout kept. */
    /**
     * The constant-buffer ranges (5.1, by range id) the program reads with a dynamic buffer index: a range of
     * one such is declared as an array of one ({@code ConstantBuffer<T> b1[1]}), which fxc reads through a
     * dynamic index again; any index but 0 is outside the range in both, as the original's.
     */
    final Set<Long> dynamicRanges = new HashSet<>();

    private Binding invent(Decl d) {
        Instruction in = d.in();
        char cls = d.cls();
        long count = d.upper() == 0xffffffffL ? 0 : d.upper() - d.lower() + 1;
        boolean array = sm51 && (count != 1 || cls == 'b' && dynamicRanges.contains(d.id()));
        String arr = array ? "[" + (count == 0 ? "" : String.valueOf(count)) + "]" : "";
        String name = uniqueName(null, cls + String.valueOf(d.id()) + (sm51 && d.space() != 0 ? "_space" + d.space() : ""));
        int dim = dimension(d);
        int flags = in.token();
        Map<Long, Slot> lanes = Map.of();
        String decl;
        char et = 'f';
        int width = 4;
        switch (in.opcode()) {
            case DCL_CONSTANT_BUFFER -> {
                long size = sm51 ? in.extra()[0] & 0xffffffffL : in.operands().get(0).index(1);
                String vn = uniqueName(null, name + "_c");
                // the lanes of float4 vn[size] are computed when read (Operands), not listed: size may be 4096
                decl = "cbuffer " + name + register('b', d.lower(), d.space()) + "\n{\n    float4 " + vn + "["
                        + Math.max(1, size) + "];\n};";
                long[] st = array ? null : strides.get(d.id());
                if (st != null && st[0] + st[1] <= size) {
                    long rowCount = (size - st[0]) / st[1];
                    long rest = size - st[0] - rowCount * st[1];
                    String rows = uniqueName(null, vn + st[0]);
                    String tail = rest == 0 ? null : uniqueName(null, vn + (st[0] + rowCount * st[1]));
                    decl = "cbuffer " + name + register('b', d.lower(), d.space()) + "\n{\n"
                            + (st[0] == 0 ? "" : "    float4 " + vn + "[" + st[0] + "];\n")
                            + "    float4 " + rows + "[" + rowCount + "][" + st[1] + "];\n"
                            + (tail == null ? "" : "    float4 " + tail + "[" + rest + "];\n") + "};";
                    splits.put(d.id(), new Split(vn, st[0], st[1], rows, rowCount, tail));
                }
                if (array) {
                    // a range of constant buffers (5.1): an array of ConstantBuffer<T>, T one float4 array the
                    // size the range declares; read as name[i].c[r] (Operands), the array's element i at register r
                    String t = uniqueName(null, name + "_t");
                    decl = "struct " + t + "\n{\n    float4 c[" + Math.max(1, size) + "];\n};\nConstantBuffer<" + t + "> "
                            + name + arr + register('b', d.lower(), d.space()) + ";";
                    return new Binding('b', d.id(), d.lower(), count, d.space(), name, true, -1, 'f', 4, Map.of(), Map.of(), 0,
                            decl);
                }
                return new Binding('b', d.id(), d.lower(), count, d.space(), vn, false, -1, 'f', 4, Map.of(), Map.of(), 0,
                        decl);
            }
            case DCL_SAMPLER -> decl = (Bits.field(in.token(), 14, 11) == 1 ? "SamplerComparisonState " : "SamplerState ")
                    + name + arr + register('s', d.lower(), d.space()) + ";";
            case DCL_RESOURCE_RAW, DCL_UNORDERED_ACCESS_VIEW_RAW -> decl = (cls == 'u' ? uavPrefix(flags) : "")
                    + "ByteAddressBuffer " + name + arr + register(cls, d.lower(), d.space()) + ";";
            case DCL_RESOURCE_STRUCTURED, DCL_UNORDERED_ACCESS_VIEW_STRUCTURED -> {
                long stride = in.extra()[0] & 0xffffffffL;
                String note = "";
                if (stride > 2048) {
                    // Direct3D's largest structure is 2,048 bytes: a larger stride is damage, not a layout
                    String g = "structured buffer " + name + " declares a stride of " + stride + " bytes (more than 2,048)";
                    gaps.add(g);
                    note = "/* dxkit: " + g + " */\n";
                    stride = 2048;
                }
                lanes = new HashMap<>();
                String element;
                if (stride == 4) {
                    element = "uint";
                    lanes.put(0L, new Slot("", "x", 'u', true));
                } else {
                    element = "uint[" + Math.max(1, stride / 4) + "]";
                    for (long k = 0; k < stride / 4; k++) {
                        lanes.put(k, new Slot("[" + k + "]", "x", 'u', true));
                    }
                }
                String sname = uniqueName(null, name + "_element");
                decl = (element.startsWith("uint[") ? "struct " + sname + "\n{\n    uint w" + element.substring(4)
                        + ";\n};\n" : "")
                        + (cls == 'u' ? uavPrefix(flags) : "") + "StructuredBuffer<"
                        + (element.startsWith("uint[") ? sname : element) + "> " + name + arr
                        + register(cls, d.lower(), d.space()) + ";";
                decl = note + decl;
                if (element.startsWith("uint[")) {
                    Map<Long, Slot> m = new HashMap<>();
                    for (long k = 0; k < stride / 4; k++) {
                        m.put(k, new Slot(".w[" + k + "]", "x", 'u', true));
                    }
                    lanes = m;
                }
            }
            default -> {
                int ret = in.extra().length > 0 ? in.extra()[0] & 0xf : 5;
                et = ret == 3 ? 'i' : ret == 4 ? 'u' : 'f';
                String comp = switch (ret) {
                    case 1 -> "unorm float";
                    case 2 -> "snorm float";
                    case 3 -> "int";
                    case 4 -> "uint";
                    default -> "float";
                };
                int samples = Bits.field(in.token(), 22, 16);
                // a typed view used only by atomics is a scalar one: fxc has no atomic on a vector element (X3013)
                boolean scalar = cls == 'u' && atomicOnly.contains(d.id());
                width = scalar ? 1 : 4;
                decl = (cls == 'u' ? uavPrefix(flags) : "") + dimensionName(dim) + "<" + comp + (scalar ? "" : "4")
                        + ((dim == 4 || dim == 9) && samples != 0 ? ", " + samples : "") + "> " + name + arr
                        + register(cls, d.lower(), d.space()) + ";";
            }
        }
        if (cls == 'u' && Bits.bit(flags, 16)) {
            decl = "globallycoherent " + decl;
        }
        return new Binding(cls, d.id(), d.lower(), count, d.space(), name, array, dim, et, width, lanes, Map.of(), flags,
                decl);
    }

    /**
     * Constant buffers that only their declarations describe, read as arrays of wider elements: id to
     * {@code {B, S}} ({@link Multiples#strides}), set before {@link #declare}.
     */
    final Map<Long, long[]> strides = new HashMap<>();
    private final Map<Long, Split> splits = new HashMap<>();

    /**
     * A buffer known from its declaration alone, declared in parts: {@code float4 head[base]} (when base is
     * not 0), {@code float4 rows[count][stride]} from register base, {@code float4 tail[…]} for the registers
     * left (or null). fxc indexes {@code rows[i][j]} as {@code cb[r + base + j]} after {@code imul r, i,
     * stride}, the original's form, where {@code head[i * stride + base + j]} comes back as one {@code imad}.
     */
    record Split(String head, long base, long stride, String rows, long count, String tail) {
    }

    /** How the buffer of id {@code id} is declared in parts, or null. */
    Split split(long id) {
        return splits.get(id);
    }

    /** The binding a register operand of class {@code cls} names (id in 5.1, register before), or null. */
    Binding of(char cls, long id) {
        return byDecl.get(key(cls, id));
    }

    /** Whether the program is 5.1 (resource operands carry a range id and a register). */
    boolean sm51() {
        return sm51;
    }

    static Map<String, Object> none() {
        return new LinkedHashMap<>();
    }
}
