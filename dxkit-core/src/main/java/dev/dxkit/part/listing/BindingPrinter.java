package dev.dxkit.part.listing;

import dev.dxkit.part.RdefLayout;
import dev.dxkit.part.ReturnType;
import dev.dxkit.part.ShaderInputType;
import dev.dxkit.part.SrvDimension;
import dev.dxkit.text.TextSink;

import java.util.Optional;

/**
 * The "Resource Bindings" table of the listing header, in the Shader Model 4/5.0 form and the 5.1 form with
 * an ID column and the register space in the bind column.
 */
public final class BindingPrinter {
    /** D3D_SIF_COMPARISON_SAMPLER. */
    private static final int COMPARISON_SAMPLER = 0x2;

    /** The title and column heads, as one run of lines (the sink's line end is {@code \n}). */
    private static final byte[] HEAD = TextSink.latin1("""
            //
            // Resource Bindings:
            //
            // Name                                 Type  Format         Dim      HLSL Bind  Count
            // ------------------------------ ---------- ------- ----------- -------------- ------
            """);
    /** {@link #HEAD} of Shader Model 5.1, with the ID column. */
    private static final byte[] HEAD_51 = TextSink.latin1("""
            //
            // Resource Bindings:
            //
            // Name                                 Type  Format         Dim      ID      HLSL Bind  Count
            // ------------------------------ ---------- ------- ----------- ------- -------------- ------
            """);

    private BindingPrinter() {
    }

    public static void print(RdefView rdef, TextSink out) {
        int count = rdef.bindingCount();
        if (count == 0) {
            return;
        }
        boolean v51 = rdef.layout == RdefLayout.SM51;
        out.append(v51 ? HEAD_51 : HEAD);
        for (int i = 0; i < count; i++) {
            int b = rdef.binding(i);
            long type = rdef.u32(b + 4);
            long flags = rdef.u32(b + 0x1c);
            long bindPoint = rdef.u32(b + 0x14);
            long bindCount = rdef.u32(b + 0x18);
            out.append("// ");
            int name = rdef.appendString(rdef.i32(b), out);      // 0x00: the name offset
            out.repeat(' ', 30 - name).append(' ');
            out.padLeft(type(type, flags), 10).append(' ');
            format(type, rdef.u32(b + 8), flags, out);
            out.append(' ');
            dimension(type, rdef.u32(b + 0x0c), rdef.u32(b + 0x10), out);
            out.append(' ');
            String cls = registerClass(type);
            if (v51) {
                // the ID column: the register class in capitals and the id, "CB0"
                long id = rdef.u32(b + 0x24);
                String upper = upper(cls);
                out.repeat(' ', 7 - upper.length() - TextSink.decimalDigits(id)).append(upper).append(id).append(' ');
            }
            // the bind column: "cb3", and in 5.1 ",space1" after it for a space other than 0
            long space = v51 ? rdef.u32(b + 0x20) : 0;
            int width = cls.length() + TextSink.decimalDigits(bindPoint) + (space != 0 ? 6 + TextSink.decimalDigits(space) : 0);
            out.repeat(' ', 14 - width).append(cls).append(bindPoint);
            if (space != 0) {
                out.append(",space").append(space);
            }
            out.append(' ');
            if (bindCount == 0) {
                out.padLeft("unbounded", 6);
            } else {
                out.padLeft(bindCount, 6);
            }
            out.append(' ').newline();
        }
        out.line("//");
    }

    private static String type(long type, long flags) {
        if (type == ShaderInputType.SAMPLER.code && (flags & COMPARISON_SAMPLER) != 0) {
            return "sampler_c";
        }
        Optional<ShaderInputType> t = ShaderInputType.byCode(type);
        return t.isPresent() ? t.get().listingName : "unknown";
    }

    /** The Format column, 7 wide: NA, struct, byte, or the return type with its component count ("float4"). */
    private static void format(long type, long returnType, long flags, TextSink out) {
        int t = (int) type;
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
            Optional<ReturnType> r = ReturnType.byCode(returnType);
            String base = r.isPresent() ? r.get().listingName : "unknown";
            int components = (int) (flags >>> 2 & 3) + 1;   // D3D_SIF_TEXTURE_COMPONENTS, bits 3:2
            if (components == 1) {
                out.padLeft(base, 7);
            } else {
                out.repeat(' ', 7 - base.length() - 1).append(base).append(components);
            }
        }
    }

    /** The Dim column, 11 wide. */
    private static void dimension(long type, long dimension, long sampleCount, TextSink out) {
        int t = (int) type;
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
            Optional<SrvDimension> v = SrvDimension.byCode(dimension);
            String d = v.isPresent() ? v.get().listingName : "unknown";
            // a multisampled texture shows its sample count: "2dMS4"
            if ((dimension == SrvDimension.TEXTURE2DMS.code || dimension == SrvDimension.TEXTURE2DMSARRAY.code)
                    && sampleCount != 0 && sampleCount != 0xFFFF_FFFFL) {
                out.repeat(' ', 11 - d.length() - TextSink.decimalDigits(sampleCount)).append(d).append(sampleCount);
            } else {
                out.padLeft(d, 11);
            }
        }
    }

    private static String registerClass(long type) {
        int t = (int) type;
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
}
