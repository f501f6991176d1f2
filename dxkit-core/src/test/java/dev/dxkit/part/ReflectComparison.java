package dev.dxkit.part;

import dev.dxkit.container.Container;
import dev.dxkit.container.PartEntry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Compares what {@code d3dc reflect} (D3DReflect: every D3D11_SHADER_DESC field, the constant buffers and
 * their variables, the bindings and the signature elements) printed for a container with the values dxkit
 * decodes from its parts. Each printed value dxkit's parts determine is either equal or reported.
 */
public final class ReflectComparison {
    /** Values compared and the mismatches found. */
    public record Result(int compared, List<String> mismatches) {
    }

    private ReflectComparison() {
    }

    /** D3D11_SHADER_DESC fields that come from other parts (the token stream) and are not compared here. */
    static final List<String> NOT_FROM_THESE_PARTS = List.of("cGSInstanceCount", "GSInputPrimitive",
            "MinFeatureLevel", "ThreadGroupSize", "BitwiseInstructionCount");

    public static Result compare(Container c, String reflectText) {
        Map<String, String> kv = new LinkedHashMap<>();
        for (String line : reflectText.split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                kv.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        List<String> bad = new ArrayList<>();
        int[] n = {0};
        Optional<RdefPart> rdef = part(c, "RDEF", RdefPart.class);
        Optional<StatPart> stat = part(c, "STAT", StatPart.class);
        Optional<SignaturePart> in = sig(c, "ISGN", "ISG1");
        Optional<SignaturePart> out = sig(c, "OSGN", "OSG5", "OSG1");
        Optional<SignaturePart> pc = sig(c, "PCSG", "PSG1");

        Optional<PartEntry> prog = c.part("SHEX").or(() -> c.part("SHDR"));
        prog.ifPresent(p -> check(kv, "Version", hex8(p.data().reader("SHEX").u32At(0) & 0xFFFF00FFL), bad, n));
        rdef.ifPresent(r -> {
            check(kv, "Creator", r.creator(), bad, n);
            check(kv, "Flags", hex8(r.flags()), bad, n);
            check(kv, "NumInterfaceSlots", Long.toString(r.interfaceSlotCount()), bad, n);
        });
        // D3D_SHADER_REQUIRES_*: SFI0's bits, but bit 1 is early depth-stencil (a dcl_globalFlags flag), not
        // SFI0's raw-and-structured-buffers bit
        long sfi0 = part(c, "SFI0", Sfi0Part.class).map(Sfi0Part::mask).orElse(0L);
        boolean early = prog.map(ReflectComparison::forcesEarlyDepthStencil).orElse(false);
        check(kv, "RequiresFlags", "0x" + Long.toHexString(sfi0 & ~2L | (early ? 2L : 0L)).toUpperCase(Locale.ROOT),
                bad, n);
        check(kv, "ConstantBuffers", Integer.toString(rdef.map(r -> r.buffers().size()).orElse(0)), bad, n);
        check(kv, "BoundResources", Integer.toString(rdef.map(r -> r.bindings().size()).orElse(0)), bad, n);
        check(kv, "InputParameters", Integer.toString(in.map(s -> s.elements().size()).orElse(0)), bad, n);
        check(kv, "OutputParameters", Integer.toString(out.map(s -> s.elements().size()).orElse(0)), bad, n);
        check(kv, "PatchConstantParameters", Integer.toString(pc.map(s -> s.elements().size()).orElse(0)), bad, n);
        for (StatPart.Word w : StatPart.Word.values()) {
            if (kv.containsKey(w.name())) {
                check(kv, w.name(), Long.toString(stat.map(s -> s.get(w)).orElse(0L)), bad, n);
            }
        }
        rdef.ifPresent(r -> {
            for (int i = 0; i < r.buffers().size(); i++) {
                ConstantBuffer cb = r.buffers().get(i);
                check(kv, "cbuffer[" + i + "]", cb.name() + " type=" + cb.type() + " vars=" + cb.variables().size()
                        + " size=" + cb.size() + " flags=0x" + Long.toHexString(cb.flags()), bad, n);
                for (int j = 0; j < cb.variables().size(); j++) {
                    ShaderVariable v = cb.variables().get(j);
                    ShaderType t = v.type();
                    String key = "cbuffer[" + i + "].var[" + j + "]";
                    String got = kv.get(key);
                    // the type name is stored in Shader Model 5 only; D3DReflect makes one up for 4
                    String typeName = r.layout().isSm5() ? t.name().orElse("") : got == null ? "?" : field(got, "type");
                    check(kv, key, v.name() + " offset=" + v.startOffset() + " size=" + v.size() + " flags=0x"
                            + Long.toHexString(v.flags()) + " type=" + typeName + " class=" + t.varClass() + " base="
                            + t.varType() + " rows=" + t.rows() + " cols=" + t.columns() + " elems=" + t.elements()
                            + " members=" + t.members().size(), bad, n);
                }
            }
            for (int i = 0; i < r.bindings().size(); i++) {
                ResourceBinding b = r.bindings().get(i);
                check(kv, "resource[" + i + "]", b.name() + " type=" + b.type() + " bind=" + b.bindPoint() + " count="
                        + b.bindCount() + " flags=0x" + Long.toHexString(b.flags()) + " ret=" + b.returnType() + " dim="
                        + b.dimension() + " samples=" + b.sampleCount(), bad, n);
            }
        });
        elements(kv, "input", in, bad, n);
        elements(kv, "output", out, bad, n);
        elements(kv, "patch", pc, bad, n);
        return new Result(n[0], bad);
    }

    /** Whether the token stream's dcl_globalFlags (opcode 0x6a) sets forceEarlyDepthStencil (bit 13). */
    private static boolean forcesEarlyDepthStencil(PartEntry p) {
        dev.dxkit.io.ByteReader r = p.data().reader(p.kind());
        long dwords = Math.min(r.u32At(4), r.size() / 4);
        for (long at = 2; at < dwords; ) {
            int tok = r.i32At((int) at * 4);
            long len = (tok & 0x7ff) == 0x35 ? r.u32At((int) at * 4 + 4) : tok >>> 24 & 0x7f;
            if ((tok & 0x7ff) == 0x6a) {
                return (tok & 1 << 13) != 0;
            }
            if (len == 0) {
                return false;
            }
            at += len;
        }
        return false;
    }

    private static void elements(Map<String, String> kv, String what, Optional<SignaturePart> s, List<String> bad,
                                 int[] n) {
        if (s.isEmpty()) {
            return;
        }
        List<SignatureElement> els = s.get().elements();
        for (int i = 0; i < els.size(); i++) {
            SignatureElement e = els.get(i);
            check(kv, what + "[" + i + "]", e.semanticName() + e.semanticIndex() + " reg=" + e.register()
                    + " sv=" + e.reflectedSystemValue() + " comp=" + e.componentType() + " mask=0x"
                    + Integer.toHexString(e.mask()) + " rw=0x" + Integer.toHexString(e.readWriteMask()) + " stream="
                    + e.stream() + " minprec=" + e.minPrecision(), bad, n);
        }
    }

    private static String field(String line, String name) {
        int at = line.indexOf(" " + name + "=");
        if (at < 0) {
            return "?";
        }
        int end = line.indexOf(' ', at + name.length() + 2);
        return line.substring(at + name.length() + 2, end < 0 ? line.length() : end);
    }

    private static void check(Map<String, String> kv, String key, String mine, List<String> bad, int[] n) {
        String theirs = kv.get(key);
        n[0]++;
        if (theirs == null) {
            bad.add(key + ": reflect printed nothing, dxkit has " + mine);
        } else if (!theirs.equals(mine)) {
            bad.add(key + ": reflect " + theirs + ", dxkit " + mine);
        }
    }

    private static String hex8(long v) {
        return String.format(Locale.ROOT, "0x%08X", v);
    }

    private static Optional<SignaturePart> sig(Container c, String... kinds) {
        for (String k : kinds) {
            Optional<SignaturePart> s = part(c, k, SignaturePart.class);
            if (s.isPresent()) {
                return s;
            }
        }
        return Optional.empty();
    }

    private static <T extends Part> Optional<T> part(Container c, String kind, Class<T> type) {
        return c.part(kind).map(e -> PartDecoder.decode(kind, e.data())).filter(type::isInstance).map(type::cast);
    }
}
