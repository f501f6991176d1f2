package dev.dxkit.rootsig;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.DxFormatException;
import dev.dxkit.part.RootSignaturePart;
import dev.dxkit.part.RootSignaturePart.Parameter;
import dev.dxkit.part.RootSignaturePart.Range;
import dev.dxkit.part.RootSignaturePart.StaticSampler;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints an RTS0 part as HLSL root-signature text: an HLSL {@code #define} whose string holds one element per
 * line, in the form DXC compiles ({@code dxc -T rootsig_1_1 -E RS}) and {@link RootSignatureCompiler} reads. A
 * version-1.2 part prints its static-sampler flags as {@code flags = UINT_BORDER_COLOR | …}, which only dxkit
 * compiles: DXC 1.9 has no rootsig_1_2 target.
 * Values equal to the language's defaults are left out. A value the language cannot spell (an unknown filter,
 * a flag bit without a keyword, a NaN level of detail) is refused with a
 * {@link DxFormatException} naming its byte in the part: printed any other way, it could not compile back.
 */
public final class RootSignaturePrinter {
    /** The macro name the printed text defines. */
    public static final String DEFAULT_NAME = "RS";

    private static final int FLT_MAX_BITS = Float.floatToRawIntBits(Float.MAX_VALUE);

    private final RootSignaturePart part;
    private final ByteReader at;

    private RootSignaturePrinter(RootSignaturePart part) {
        this.part = part;
        this.at = part.bytes().reader("RTS0");
    }

    /** The text of {@code part} defined as {@link #DEFAULT_NAME}, with a {@code \n} after every line. */
    public static String print(RootSignaturePart part) {
        return print(part, DEFAULT_NAME);
    }

    /** The text of {@code part} defined as {@code name}. */
    public static String print(RootSignaturePart part, String name) {
        return new RootSignaturePrinter(part).text(name);
    }

    /** The elements of {@code part}, one string each, in the order they compile back to the same part. */
    public static List<String> elements(RootSignaturePart part) {
        return new RootSignaturePrinter(part).elements();
    }

    private String text(String name) {
        List<String> elements = elements();
        String version = part.version() == 1 ? "1.0" : part.version() == 2 ? "1.1" : "1.2";
        StringBuilder b = new StringBuilder();
        b.append("// root signature version ").append(version);
        if (part.version() == 3) {
            // DXC 1.9 has no rootsig_1_2 target: static-sampler flags are dxkit's extension of the language
            b.append(": dxkit rootsig --compile --version 1.2 (DXC has no rootsig_1_2 target)\n");
        } else {
            b.append(": dxc -T rootsig_").append(version.replace('.', '_')).append(" -E ").append(name)
                    .append(", or dxkit rootsig --compile --version ").append(version).append('\n');
        }
        b.append("#define ").append(name);
        if (elements.isEmpty()) {
            return b.append(" \"\"\n").toString();
        }
        b.append(" \\\n");
        for (int i = 0; i < elements.size(); i++) {
            boolean last = i == elements.size() - 1;
            b.append("    \"").append(elements.get(i)).append(last ? "\"\n" : ", \" \\\n");
        }
        return b.toString();
    }

    private List<String> elements() {
        List<String> out = new ArrayList<>();
        if (part.flags() != 0) {
            out.add("RootFlags(" + flags(part.flags(), 0x14, Keyword.Group.ROOT_FLAG, null) + ")");
        }
        int params = at.i32At(8);
        for (int i = 0; i < part.parameters().size(); i++) {
            out.add(parameter(part.parameters().get(i), params + 12 * i));
        }
        int samplers = at.i32At(16);
        int stride = part.version() == 3 ? 56 : 52;
        for (int i = 0; i < part.staticSamplers().size(); i++) {
            out.add(sampler(part.staticSamplers().get(i), samplers + stride * i));
        }
        return out;
    }

    private String parameter(Parameter p, int entry) {
        int payload = at.i32At(entry + 8);
        StringBuilder b = new StringBuilder();
        switch (p.type()) {
            case 0 -> {
                b.append("DescriptorTable(");
                int ranges = at.i32At(payload + 4);
                int stride = part.version() == 1 ? 20 : 24;
                List<String> items = new ArrayList<>();
                for (int k = 0; k < p.ranges().size(); k++) {
                    items.add(range(p.ranges().get(k), ranges + stride * k));
                }
                if (p.visibility() != 0 || items.isEmpty()) {
                    // a table without ranges is spelled with its visibility alone
                    items.add("visibility = " + name(Keyword.Group.VISIBILITY, p.visibility(), entry + 4, "shader visibility"));
                }
                b.append(String.join(", ", items));
            }
            case 1 -> {
                b.append("RootConstants(num32BitConstants = ").append(p.values()).append(", b").append(p.register());
                space(b, p.space());
                visibility(b, p.visibility(), entry + 4);
            }
            case 2, 3, 4 -> {
                b.append(p.type() == 2 ? "CBV(b" : p.type() == 3 ? "SRV(t" : "UAV(u").append(p.register());
                space(b, p.space());
                visibility(b, p.visibility(), entry + 4);
                if (p.flags() != 0) {
                    b.append(", flags = ").append(flags(p.flags(), payload + 8, Keyword.Group.DATA_FLAG, null));
                }
            }
            default -> throw at.error(entry, "root parameter type 0..4, found " + p.type());
        }
        return b.append(')').toString();
    }

    private String range(Range r, int where) {
        StringBuilder b = new StringBuilder();
        b.append(switch (r.type()) {
            case 0 -> "SRV(t";
            case 1 -> "UAV(u";
            case 2 -> "CBV(b";
            case 3 -> "Sampler(s";
            default -> throw at.error(where, "descriptor range type 0..3, found " + r.type());
        }).append(r.baseRegister());
        if (r.count() != 1) {
            b.append(", numDescriptors = ").append(r.count() == 0xFFFF_FFFFL ? "unbounded" : Long.toString(r.count()));
        }
        space(b, r.space());
        if (r.offset() != 0xFFFF_FFFFL) {
            b.append(", offset = ").append(r.offset());
        }
        if (r.flags() != 0) {
            b.append(", flags = ").append(flags(r.flags(), where + 16, Keyword.Group.RANGE_FLAG, Keyword.Group.DATA_FLAG));
        }
        return b.append(')').toString();
    }

    private String sampler(StaticSampler s, int where) {
        StringBuilder b = new StringBuilder("StaticSampler(s").append(s.register());
        if (s.filter() != 0x55) {
            b.append(", filter = ").append(name(Keyword.Group.FILTER, s.filter(), where, "filter"));
        }
        String[] axes = {"addressU", "addressV", "addressW"};
        int[] modes = {s.addressU(), s.addressV(), s.addressW()};
        for (int i = 0; i < 3; i++) {
            if (modes[i] != 1) {
                b.append(", ").append(axes[i]).append(" = ")
                        .append(name(Keyword.Group.ADDRESS, modes[i], where + 4 + 4 * i, "texture address mode"));
            }
        }
        if (Float.floatToRawIntBits(s.mipLodBias()) != 0) {
            b.append(", mipLODBias = ").append(number(s.mipLodBias(), where + 16));
        }
        if (s.maxAnisotropy() != 16) {
            b.append(", maxAnisotropy = ").append(s.maxAnisotropy());
        }
        if (s.comparison() != 4) {
            b.append(", comparisonFunc = ").append(name(Keyword.Group.COMPARISON, s.comparison(), where + 24, "comparison function"));
        }
        if (s.borderColor() != 2) {
            b.append(", borderColor = ").append(name(Keyword.Group.BORDER, s.borderColor(), where + 28, "border colour"));
        }
        if (Float.floatToRawIntBits(s.minLod()) != 0) {
            b.append(", minLOD = ").append(number(s.minLod(), where + 32));
        }
        if (Float.floatToRawIntBits(s.maxLod()) != FLT_MAX_BITS) {
            b.append(", maxLOD = ").append(number(s.maxLod(), where + 36));
        }
        space(b, s.space());
        visibility(b, s.visibility(), where + 48);
        if (s.flags() != 0) {
            b.append(", flags = ").append(flags(s.flags(), where + 52, Keyword.Group.SAMPLER_FLAG, null));
        }
        return b.append(')').toString();
    }

    private static void space(StringBuilder b, long space) {
        if (space != 0) {
            b.append(", space = ").append(space);
        }
    }

    private void visibility(StringBuilder b, int visibility, int where) {
        if (visibility != 0) {
            b.append(", visibility = ").append(name(Keyword.Group.VISIBILITY, visibility, where, "shader visibility"));
        }
    }

    private String name(Keyword.Group group, int value, int where, String what) {
        Keyword k = Keyword.named(group, value);
        if (k == null) {
            throw at.error(where, what + " " + value + " has no name in the root-signature language");
        }
        return k.text();
    }

    private String flags(int flags, int where, Keyword.Group group, Keyword.Group also) {
        List<String> names = new ArrayList<>();
        int left = flags;
        for (Keyword k : Keyword.values()) {
            if ((k.group() == group || k.group() == also) && (flags & k.value()) != 0) {
                names.add(k.text());
                left &= ~k.value();
            }
        }
        if (left != 0) {
            throw at.error(where, String.format("flag bits 0x%x have no name in the root-signature language", left));
        }
        return String.join(" | ", names);
    }

    /**
     * A float as a number DXC's tokenizer reads back to the same bits: {@code strtod} to a double, then a cast
     * to float, refused beyond {@code FLT_MAX}. The shortest decimal that survives that path, else the fewest
     * significant digits (rounded toward zero, so never past {@code FLT_MAX}) that do.
     */
    private String number(float f, int where) {
        if (Float.isNaN(f) || Float.isInfinite(f)) {
            throw at.error(where, "the float " + f + " has no spelling in the root-signature language");
        }
        String shortest = Float.toString(f);
        if (readsBack(shortest, f)) {
            return shortest;
        }
        for (int digits = 9; digits <= 40; digits++) {
            String s = new BigDecimal(f).round(new MathContext(digits, RoundingMode.DOWN)).toString();
            if (readsBack(s, f)) {
                return s;
            }
        }
        throw at.error(where, "the float " + f + " has no spelling DXC reads back");
    }

    private static boolean readsBack(String s, float f) {
        Float back = Tokenizer.toFloat(s);
        return back != null && Float.floatToRawIntBits(back) == Float.floatToRawIntBits(f);
    }
}
