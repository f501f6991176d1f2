package dev.dxkit.rootsig;

import dev.dxkit.part.RootSignaturePart.Parameter;
import dev.dxkit.part.RootSignaturePart.Range;
import dev.dxkit.part.RootSignaturePart.StaticSampler;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The checks DXC's serializer makes before it writes a root signature ({@code RootSignatureVerifier} with
 * reserved register spaces refused), in DXC's order and with its messages: flag bits, table ranges (samplers
 * apart, no empty range, nothing after an unbounded append, no overflow), range and descriptor flag rules,
 * reserved spaces, overlapping register ranges per visibility, and the static-sampler fields.
 */
final class Verifier {
    private static final String[] VIS = {"ALL", "VERTEX", "HULL", "DOMAIN", "GEOMETRY", "PIXEL", "AMPLIFICATION", "MESH"};
    private static final String[] RANGE = {"SRV", "UAV", "CBV", "SAMPLER"};

    /** A registered range: its node kind (0 table entry, 1 root descriptor, 2 root constants, 3 sampler). */
    private record Interval(int vis, int type, int kind, long space, long lb, long ub, int rp, int dts) {
    }

    /** Every interval registered so far, with its visibility and range type. */
    private final List<Interval> ranges = new ArrayList<>();

    private Verifier() {
    }

    /** DXC's message for the first rule {@code rs} breaks, or null. */
    static String check(int flags, List<Parameter> parameters, List<StaticSampler> samplers) {
        try {
            new Verifier().verify(flags, parameters, samplers);
            return null;
        } catch (IllegalStateException e) {
            return e.getMessage();
        }
    }

    private static IllegalStateException fail(String message) {
        return new IllegalStateException(message);
    }

    private void verify(int flags, List<Parameter> parameters, List<StaticSampler> samplers) {
        if ((flags & ~0x8000_0fff) != 0) {
            throw fail("Unsupported bit-flag set (root signature flags 0x" + Integer.toHexString(flags) + ").");
        }
        for (int rp = 0; rp < parameters.size(); rp++) {
            Parameter p = parameters.get(rp);
            int vis = p.visibility();
            if (vis < 0 || vis > 7) {
                throw fail("Unsupported ShaderVisibility value " + Integer.toUnsignedString(vis) + " (root parameter [" + rp + "]).");
            }
            switch (p.type()) {
                case 0 -> {
                    table(p.ranges(), rp);
                    for (int dts = 0; dts < p.ranges().size(); dts++) {
                        Range r = p.ranges().get(dts);
                        rangeFlags(r);
                        add(rp, 0, dts, r.type(), vis, r.count(), r.baseRegister(), r.space());
                    }
                }
                case 1 -> add(rp, 2, -1, 2, vis, 1, p.register(), p.space());
                case 2, 3, 4 -> {
                    int f = p.flags();
                    if ((f & ~0xe) != 0) {
                        throw fail("Unsupported bit-flag set (root descriptor flags 0x" + Integer.toHexString(f) + ").");
                    }
                    int data = Integer.bitCount(f & 0xe);
                    if (data > 1) {
                        throw fail("Root descriptor flags cannot specify more than one DATA_* flag at a time (root descriptor flags "
                                + data + ").");
                    }
                    add(rp, 1, -1, p.type() == 2 ? 2 : p.type() == 3 ? 0 : 1, vis, 1, p.register(), p.space());
                }
                default -> throw fail("Unsupported ParameterType value " + p.type() + " (root parameter " + rp + ")");
            }
        }
        for (int ss = 0; ss < samplers.size(); ss++) {
            StaticSampler s = samplers.get(ss);
            if (s.visibility() < 0 || s.visibility() > 7) {
                throw fail("Unsupported ShaderVisibility value " + Integer.toUnsignedString(s.visibility())
                        + " (static sampler [" + ss + "]).");
            }
            sampler(s);
            add(ss, 3, -1, 3, s.visibility(), 1, s.register(), s.space());
        }
    }

    private static void table(List<Range> list, int rp) {
        boolean samplers = false;
        boolean resources = false;
        long append = 0;
        for (int dts = 0; dts < list.size(); dts++) {
            Range r = list.get(dts);
            if (r.type() == 3) {
                samplers = true;
            } else if (r.type() >= 0 && r.type() < 3) {
                resources = true;
            } else {
                throw fail("Unsupported RangeType value " + Integer.toUnsignedString(r.type()) + " (descriptor table slot ["
                        + dts + "], root parameter [" + rp + "]).");
            }
            if (samplers && resources) {
                throw fail("Samplers cannot be mixed with other resource types in a descriptor table (root parameter ["
                        + rp + "]).");
            }
            if (r.count() == 0) {
                throw fail("NumDescriptors cannot be 0 (descriptor table slot [" + dts + "], root parameter [" + rp + "]).");
            }
            long start = r.offset() != 0xFFFF_FFFFL ? r.offset() : append;
            if (start > 0xFFFF_FFFFL) {
                throw fail("Cannot append range with implicit lower bound after an unbounded range (descriptor table slot ["
                        + dts + "], root parameter [" + rp + "]).");
            }
            if (r.count() != 0xFFFF_FFFFL) {
                if (r.baseRegister() + r.count() - 1 > 0xFFFF_FFFFL) {
                    throw fail("Overflow for shader register range: BaseShaderRegister=" + r.baseRegister()
                            + ", NumDescriptor=" + r.count() + "; (descriptor table slot [" + dts + "], root parameter ["
                            + rp + "]).");
                }
                if (start + r.count() - 1 > 0xFFFF_FFFFL) {
                    throw fail("Overflow for descriptor range (descriptor table slot [" + dts + "], root parameter [" + rp + "])");
                }
                append = start + r.count();
            } else {
                append = 0x1_0000_0000L;
            }
        }
    }

    private static void rangeFlags(Range r) {
        int f = r.flags();
        if ((f & ~0x1000f) != 0) {
            throw fail("Unsupported bit-flag set (descriptor range flags " + Integer.toUnsignedString(f) + ").");
        }
        if (r.type() == 3) {
            if ((f & 0xe) != 0) {
                throw fail("Sampler descriptor ranges can't specify DATA_* flags since there is no data pointed to by "
                        + "samplers (descriptor range flags " + f + ").");
            }
            return;
        }
        if (Integer.bitCount(f & 0xe) > 1) {
            throw fail("Descriptor range flags cannot specify more than one DATA_* flag at a time (descriptor range flags "
                    + f + ").");
        }
        if ((f & 0x8) != 0 && (f & 0x1) != 0) {
            throw fail("Descriptor range flags cannot specify DESCRIPTORS_VOLATILE with the DATA_STATIC flag at the same "
                    + "time (descriptor range flags " + f + "). DATA_STATIC_WHILE_SET_AT_EXECUTE is fine to combine with "
                    + "DESCRIPTORS_VOLATILE, since DESCRIPTORS_VOLATILE still requires descriptors don't change during "
                    + "execution. ");
        }
    }

    private static void sampler(StaticSampler s) {
        Keyword filter = Keyword.named(Keyword.Group.FILTER, s.filter());
        if (filter == null) {
            throw fail("Static sampler: Filter unrecognized.");
        }
        String[] axes = {"AddressU", "AddressV", "AddressW"};
        int[] modes = {s.addressU(), s.addressV(), s.addressW()};
        for (int i = 0; i < 3; i++) {
            if (modes[i] < 1 || modes[i] > 5) {
                throw fail("Static sampler: " + axes[i] + " unrecognized.");
            }
        }
        float bias = s.mipLodBias();
        if (Float.isNaN(bias) || bias < -16.0f || bias > 15.99f) {
            throw fail("Static sampler: MipLODBias must be in the range [" + e(-16.0f) + " to " + e(15.99f) + "].  "
                    + e(bias) + "specified.");
        }
        if (s.maxAnisotropy() > 16) {
            throw fail("Static sampler: MaxAnisotropy must be in the range [0 to 16].  " + s.maxAnisotropy() + " specified.");
        }
        boolean comparison = (s.filter() & 0x180) == 0x80;
        if (comparison && (s.comparison() < 1 || s.comparison() > 8)) { // COMPARISON_NONE is not a function here
            throw fail("Static sampler: ComparisonFunc unrecognized.");
        }
        if (Float.isNaN(s.minLod())) {
            throw fail("Static sampler: MinLOD be in the range [-INF to +INF].  " + e(s.minLod()) + " specified.");
        }
        if ((s.flags() & ~0x3) != 0) {
            throw fail("Static sampler: Flags 0x" + Integer.toHexString(s.flags()) + " unrecognized.");
        }
        if (Float.isNaN(s.maxLod())) {
            throw fail("Static sampler: MaxLOD be in the range [-INF to +INF].  " + e(s.maxLod()) + " specified.");
        }
    }

    /** llvm::raw_ostream's {@code << double}: {@code %e}. */
    private static String e(float f) {
        return String.format(Locale.ROOT, "%e", (double) f);
    }

    private void add(int rp, int kind, int dts, int type, int vis, long count, long base, long space) {
        long ub = count != 0xFFFF_FFFFL ? (base + count - 1) & 0xFFFF_FFFFL : 0xFFFF_FFFFL;
        Interval in = new Interval(vis, type, kind, space, base, ub, rp, dts);
        if (space >= 0xFFFF_FFF0L) {
            throw fail(kind == 0
                    ? "Root parameter [" + rp + "] descriptor table entry [" + dts + "] specifies RegisterSpace=0x"
                    + Long.toHexString(space) + ", which is invalid since RegisterSpace values in the range [0xfffffff0,0xffffffff] are reserved for system use."
                    : "Root parameter [" + rp + "] specifies RegisterSpace=0x" + Long.toHexString(space)
                    + ", which is invalid since RegisterSpace values in the range [0xfffffff0,0xffffffff] are reserved for system use.");
        }
        Interval node = null;
        int nodeVis = vis;
        if (vis == 0) {
            for (int v = 0; v <= 7 && node == null; v++) {
                node = intersecting(v, type, in);
            }
        } else {
            node = intersecting(vis, type, in);
            if (node == null) {
                node = intersecting(0, type, in);
                nodeVis = 0;
            }
        }
        if (node != null) {
            throw fail("Shader register range of type " + RANGE[type] + " " + describe(in, vis, false)
                    + " overlaps with another shader register range " + describe(node, nodeVis, true) + ".");
        }
        ranges.add(in);
    }

    /** std::set::find under DXC's ordering: the lowest (space, bound) interval that overlaps. */
    private Interval intersecting(int vis, int type, Interval in) {
        Interval best = null;
        for (Interval i : ranges) {
            boolean overlaps = i.vis() == vis && i.type() == type && i.space() == in.space() && !(i.ub() < in.lb()) && !(i.lb() > in.ub());
            if (overlaps && (best == null || i.lb() < best.lb())) {
                best = i;
            }
        }
        return best;
    }

    private static String describe(Interval i, int vis, boolean node) {
        return switch (i.kind()) {
            // DXC writes "root parameter[" without a space for the range it collides with
            case 0 -> "(root parameter" + (node ? "[" : " [") + i.rp() + "], visibility " + VIS[vis]
                    + ", descriptor table slot [" + i.dts() + "])";
            case 1, 2 -> "(root parameter [" + i.rp() + "], visibility " + VIS[vis] + ")";
            default -> "(static sampler [" + i.rp() + "], visibility " + VIS[vis] + ")";
        };
    }
}
