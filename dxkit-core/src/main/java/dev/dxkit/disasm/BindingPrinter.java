package dev.dxkit.disasm;

import dev.dxkit.part.RdefLayout;
import dev.dxkit.part.RdefPart;
import dev.dxkit.part.ResourceBinding;
import dev.dxkit.part.ReturnType;
import dev.dxkit.part.ShaderInputType;
import dev.dxkit.part.SrvDimension;

/**
 * The "Resource Bindings" table of the listing header, in the Shader Model 4/5.0 form and the 5.1 form with
 * an ID column and the register space in the bind column.
 */
final class BindingPrinter {
    /** D3D_SIF_COMPARISON_SAMPLER. */
    private static final int COMPARISON_SAMPLER = 0x2;

    private BindingPrinter() {
    }

    static void print(RdefPart rdef, TextSink out) {
        if (rdef.bindings().isEmpty()) {
            return;
        }
        boolean v51 = rdef.layout() == RdefLayout.SM51;
        out.line("//");
        out.line("// Resource Bindings:");
        out.line("//");
        if (v51) {
            out.line("// Name                                 Type  Format         Dim      ID      HLSL Bind  Count");
            out.line("// ------------------------------ ---------- ------- ----------- ------- -------------- ------");
        } else {
            out.line("// Name                                 Type  Format         Dim      HLSL Bind  Count");
            out.line("// ------------------------------ ---------- ------- ----------- -------------- ------");
        }
        for (ResourceBinding b : rdef.bindings()) {
            out.append("// ").padRight(b.name(), 30).append(' ').padLeft(type(b), 10).append(' ')
                    .padLeft(format(b), 7).append(' ').padLeft(dimension(b), 11).append(' ');
            if (v51) {
                out.padLeft(idName(b), 7).append(' ');
            }
            String bind = registerClass(b) + b.bindPoint() + (v51 && b.space() != 0 ? ",space" + b.space() : "");
            out.padLeft(bind, 14).append(' ').padLeft(count(b), 6).append(' ').newline();
        }
        out.line("//");
    }

    private static String type(ResourceBinding b) {
        if (b.type() == ShaderInputType.SAMPLER.code && (b.flags() & COMPARISON_SAMPLER) != 0) {
            return "sampler_c";
        }
        return ShaderInputType.byCode(b.type()).map(t -> t.listingName).orElse("unknown");
    }

    private static String format(ResourceBinding b) {
        int t = (int) b.type();
        if (t == ShaderInputType.CBUFFER.code || t == ShaderInputType.TBUFFER.code
                || t == ShaderInputType.SAMPLER.code) {
            return "NA";
        }
        if (t == ShaderInputType.STRUCTURED.code || t == ShaderInputType.UAV_RWSTRUCTURED.code
                || t == ShaderInputType.UAV_APPEND_STRUCTURED.code || t == ShaderInputType.UAV_CONSUME_STRUCTURED.code
                || t == ShaderInputType.UAV_RWSTRUCTURED_WITH_COUNTER.code) {
            return "struct";
        }
        if (t == ShaderInputType.BYTEADDRESS.code || t == ShaderInputType.UAV_RWBYTEADDRESS.code) {
            return "byte";
        }
        String base = ReturnType.byCode(b.returnType()).map(r -> r.listingName).orElse("unknown");
        int components = (int) (b.flags() >>> 2 & 3) + 1;   // D3D_SIF_TEXTURE_COMPONENTS, bits 3:2
        return components == 1 ? base : base + components;
    }

    private static String dimension(ResourceBinding b) {
        int t = (int) b.type();
        if (t == ShaderInputType.CBUFFER.code || t == ShaderInputType.TBUFFER.code
                || t == ShaderInputType.SAMPLER.code) {
            return "NA";
        }
        if (t == ShaderInputType.STRUCTURED.code || t == ShaderInputType.BYTEADDRESS.code) {
            return "r/o";
        }
        if (t == ShaderInputType.UAV_RWSTRUCTURED.code || t == ShaderInputType.UAV_RWBYTEADDRESS.code) {
            return "r/w";
        }
        if (t == ShaderInputType.UAV_APPEND_STRUCTURED.code) {
            return "append";
        }
        if (t == ShaderInputType.UAV_CONSUME_STRUCTURED.code) {
            return "consume";
        }
        if (t == ShaderInputType.UAV_RWSTRUCTURED_WITH_COUNTER.code) {
            return "r/w+cnt";
        }
        String d = SrvDimension.byCode(b.dimension()).map(x -> x.listingName).orElse("unknown");
        if ((b.dimension() == SrvDimension.TEXTURE2DMS.code || b.dimension() == SrvDimension.TEXTURE2DMSARRAY.code)
                && b.sampleCount() != 0 && b.sampleCount() != 0xFFFF_FFFFL) {
            d = d + b.sampleCount();
        }
        return d;
    }

    private static String registerClass(ResourceBinding b) {
        int t = (int) b.type();
        if (t == ShaderInputType.CBUFFER.code) {
            return "cb";
        }
        if (t == ShaderInputType.SAMPLER.code) {
            return "s";
        }
        if (t == ShaderInputType.TBUFFER.code || t == ShaderInputType.TEXTURE.code
                || t == ShaderInputType.STRUCTURED.code || t == ShaderInputType.BYTEADDRESS.code) {
            return "t";
        }
        return "u";
    }

    private static String idName(ResourceBinding b) {
        return registerClass(b).toUpperCase(java.util.Locale.ROOT) + b.id();
    }

    private static String count(ResourceBinding b) {
        return b.bindCount() == 0 ? "unbounded" : Long.toString(b.bindCount());
    }
}
