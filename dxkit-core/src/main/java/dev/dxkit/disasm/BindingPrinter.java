package dev.dxkit.disasm;

import dev.dxkit.part.RdefLayout;
import dev.dxkit.part.RdefPart;
import dev.dxkit.part.ResourceBinding;
import dev.dxkit.part.ReturnType;
import dev.dxkit.part.ShaderInputType;
import dev.dxkit.part.SrvDimension;

import java.util.Optional;

/**
 * The "Resource Bindings" table of the listing header, in the Shader Model 4/5.0 form and the 5.1 form with
 * an ID column and the register space in the bind column.
 */
final class BindingPrinter {
    /** D3D_SIF_COMPARISON_SAMPLER. */
    private static final int COMPARISON_SAMPLER = 0x2;

    /** The title and column heads, as one run of lines (the sink's line end is {@code \n}). */
    private static final String HEAD = """
            //
            // Resource Bindings:
            //
            // Name                                 Type  Format         Dim      HLSL Bind  Count
            // ------------------------------ ---------- ------- ----------- -------------- ------
            """;
    /** {@link #HEAD} of Shader Model 5.1, with the ID column. */
    private static final String HEAD_51 = """
            //
            // Resource Bindings:
            //
            // Name                                 Type  Format         Dim      ID      HLSL Bind  Count
            // ------------------------------ ---------- ------- ----------- ------- -------------- ------
            """;

    private BindingPrinter() {
    }

    static void print(RdefPart rdef, TextSink out) {
        if (rdef.bindings().isEmpty()) {
            return;
        }
        boolean v51 = rdef.layout() == RdefLayout.SM51;
        out.append(v51 ? HEAD_51 : HEAD);
        for (ResourceBinding b : rdef.bindings()) {
            out.append("// ").padRight(b.name(), 30).append(' ').padLeft(type(b), 10).append(' ');
            format(b, out);
            out.append(' ');
            dimension(b, out);
            out.append(' ');
            String cls = registerClass(b);
            if (v51) {
                // the ID column: the register class in capitals and the id, "CB0"
                String id = upper(cls);
                out.repeat(' ', 7 - id.length() - digits(b.id())).append(id).append(b.id()).append(' ');
            }
            // the bind column: "cb3", and in 5.1 ",space1" after it for a space other than 0
            boolean space = v51 && b.space() != 0;
            int width = cls.length() + digits(b.bindPoint()) + (space ? 6 + digits(b.space()) : 0);
            out.repeat(' ', 14 - width).append(cls).append(b.bindPoint());
            if (space) {
                out.append(",space").append(b.space());
            }
            out.append(' ');
            if (b.bindCount() == 0) {
                out.padLeft("unbounded", 6);
            } else {
                out.padLeft(b.bindCount(), 6);
            }
            out.append(' ').newline();
        }
        out.line("//");
    }

    private static String type(ResourceBinding b) {
        if (b.type() == ShaderInputType.SAMPLER.code && (b.flags() & COMPARISON_SAMPLER) != 0) {
            return "sampler_c";
        }
        Optional<ShaderInputType> t = ShaderInputType.byCode(b.type());
        return t.isPresent() ? t.get().listingName : "unknown";
    }

    /** The Format column, 7 wide: NA, struct, byte, or the return type with its component count ("float4"). */
    private static void format(ResourceBinding b, TextSink out) {
        int t = (int) b.type();
        if (t == ShaderInputType.CBUFFER.code || t == ShaderInputType.TBUFFER.code
                || t == ShaderInputType.SAMPLER.code) {
            out.padLeft("NA", 7);
        } else if (t == ShaderInputType.STRUCTURED.code || t == ShaderInputType.UAV_RWSTRUCTURED.code
                || t == ShaderInputType.UAV_APPEND_STRUCTURED.code || t == ShaderInputType.UAV_CONSUME_STRUCTURED.code
                || t == ShaderInputType.UAV_RWSTRUCTURED_WITH_COUNTER.code) {
            out.padLeft("struct", 7);
        } else if (t == ShaderInputType.BYTEADDRESS.code || t == ShaderInputType.UAV_RWBYTEADDRESS.code) {
            out.padLeft("byte", 7);
        } else {
            Optional<ReturnType> r = ReturnType.byCode(b.returnType());
            String base = r.isPresent() ? r.get().listingName : "unknown";
            int components = (int) (b.flags() >>> 2 & 3) + 1;   // D3D_SIF_TEXTURE_COMPONENTS, bits 3:2
            if (components == 1) {
                out.padLeft(base, 7);
            } else {
                out.repeat(' ', 7 - base.length() - 1).append(base).append(components);
            }
        }
    }

    /** The Dim column, 11 wide. */
    private static void dimension(ResourceBinding b, TextSink out) {
        int t = (int) b.type();
        if (t == ShaderInputType.CBUFFER.code || t == ShaderInputType.TBUFFER.code
                || t == ShaderInputType.SAMPLER.code) {
            out.padLeft("NA", 11);
        } else if (t == ShaderInputType.STRUCTURED.code || t == ShaderInputType.BYTEADDRESS.code) {
            out.padLeft("r/o", 11);
        } else if (t == ShaderInputType.UAV_RWSTRUCTURED.code || t == ShaderInputType.UAV_RWBYTEADDRESS.code) {
            out.padLeft("r/w", 11);
        } else if (t == ShaderInputType.UAV_APPEND_STRUCTURED.code) {
            out.padLeft("append", 11);
        } else if (t == ShaderInputType.UAV_CONSUME_STRUCTURED.code) {
            out.padLeft("consume", 11);
        } else if (t == ShaderInputType.UAV_RWSTRUCTURED_WITH_COUNTER.code) {
            out.padLeft("r/w+cnt", 11);
        } else {
            Optional<SrvDimension> v = SrvDimension.byCode(b.dimension());
            String d = v.isPresent() ? v.get().listingName : "unknown";
            // a multisampled texture shows its sample count: "2dMS4"
            if ((b.dimension() == SrvDimension.TEXTURE2DMS.code || b.dimension() == SrvDimension.TEXTURE2DMSARRAY.code)
                    && b.sampleCount() != 0 && b.sampleCount() != 0xFFFF_FFFFL) {
                out.repeat(' ', 11 - d.length() - digits(b.sampleCount())).append(d).append(b.sampleCount());
            } else {
                out.padLeft(d, 11);
            }
        }
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

    /** A register class in capitals, for the 5.1 ID column. */
    private static String upper(String registerClass) {
        return switch (registerClass) {
            case "cb" -> "CB";
            case "s" -> "S";
            case "t" -> "T";
            default -> "U";
        };
    }

    /** The number of decimal digits of {@code v}, a 32-bit field read unsigned (0 or more). */
    private static int digits(long v) {
        int n = 1;
        for (long t = v; t >= 10; t /= 10) {
            n++;
        }
        return n;
    }
}
