package dev.dxkit.sm4.listing;

import dev.dxkit.io.Bits;
import dev.dxkit.sm4.Opcode;
import dev.dxkit.sm4.OperandReader;
import dev.dxkit.sm4.TokenCursor;
import dev.dxkit.text.TextSink;

/**
 * The declarations of a Shader Model 4/5/5.1 listing ({@code dcl_*} lines) as {@code D3DDisassemble} prints them:
 * the declaration's name with its suffixes (dimension, flags, interpolation), then its operands and values. The
 * operands themselves are printed by the {@link OperandPrinter}, as in instructions.
 */
final class DeclarationPrinter {
    private final ProgramPrinter printer;
    private final OperandPrinter operands;
    private final TextSink out;
    private final boolean sm51;

    DeclarationPrinter(ProgramPrinter printer, OperandPrinter operands, TextSink out, boolean sm51) {
        this.printer = printer;
        this.operands = operands;
        this.out = out;
        this.sm51 = sm51;
    }

    void declaration(TokenCursor in) {
        Opcode op = in.opcode();
        int token = in.token();
        switch (op) {
            case DCL_GLOBAL_FLAGS -> {
                out.append("dcl_globalFlags ");
                globalFlags(Bits.field(token, 23, 11));
            }
            case DCL_TEMPS -> out.append("dcl_temps ").append(u(in.value(0)));
            case DCL_CONSTANT_BUFFER -> {
                out.append("dcl_constantbuffer ");
                if (sm51) {
                    rangeOperand(in.operand(0));
                    out.append('[').append(u(in.value(0))).append(']');
                } else {
                    // D3DDisassemble spells the 5.0 declaration's buffer in capitals too, with no components
                    OperandReader o = in.operand(0);
                    out.append("CB").append(o.index(0)).append('[').append(o.index(1)).append(']');
                }
                out.append(Bits.bit(token, 11) ? ", dynamicIndexed" : ", immediateIndexed");
                space(in, sm51 ? 1 : -1);
            }
            case DCL_SAMPLER -> {
                out.append("dcl_sampler ");
                declOperand(in.operand(0));
                int mode = Bits.field(token, 14, 11);
                out.append(mode == 1 ? ", mode_comparison" : mode == 2 ? ", mode_mono" : ", mode_default");
                space(in, sm51 ? 0 : -1);
            }
            case DCL_RESOURCE -> {
                int dim = Bits.field(token, 15, 11);
                out.append("dcl_resource_").append(resourceDimension(dim));
                if (dim == 4 || dim == 9) {
                    out.append('(').append(Bits.field(token, 22, 16)).append(')');
                }
                out.append(" (");
                returnTypes(in.value(0));
                out.append(") ");
                declOperand(in.operand(0));
                space(in, sm51 ? 1 : -1);
            }
            case DCL_UNORDERED_ACCESS_VIEW_TYPED -> {
                int dim = Bits.field(token, 15, 11);
                out.append("dcl_uav_typed_").append(resourceDimension(dim));
                uavFlags(token);
                out.append(" (");
                returnTypes(in.value(0));
                out.append(") ");
                declOperand(in.operand(0));
                space(in, sm51 ? 1 : -1);
            }
            case DCL_UNORDERED_ACCESS_VIEW_RAW -> {
                out.append("dcl_uav_raw");
                uavFlags(token);
                out.append(' ');
                declOperand(in.operand(0));
                space(in, sm51 ? 0 : -1);
            }
            case DCL_UNORDERED_ACCESS_VIEW_STRUCTURED -> {
                out.append("dcl_uav_structured");
                uavFlags(token);
                if (Bits.bit(token, 23)) {
                    out.append("_opc");
                }
                out.append(' ');
                declOperand(in.operand(0));
                out.append(", ").append(u(in.value(0)));
                space(in, sm51 ? 1 : -1);
            }
            case DCL_RESOURCE_RAW -> {
                out.append("dcl_resource_raw ");
                declOperand(in.operand(0));
                space(in, sm51 ? 0 : -1);
            }
            case DCL_RESOURCE_STRUCTURED -> {
                out.append("dcl_resource_structured ");
                declOperand(in.operand(0));
                out.append(", ").append(u(in.value(0)));
                space(in, sm51 ? 1 : -1);
            }
            case DCL_THREAD_GROUP_SHARED_MEMORY_RAW -> {
                out.append("dcl_tgsm_raw ");
                operands.operand(in.operand(0), 'u');
                out.append(", ").append(u(in.value(0)));
            }
            case DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED -> {
                out.append("dcl_tgsm_structured ");
                operands.operand(in.operand(0), 'u');
                out.append(", ").append(u(in.value(0))).append(", ").append(u(in.value(1)));
            }
            case DCL_INPUT, DCL_OUTPUT, DCL_STREAM -> {
                out.append(op.mnemonic()).append(' ');
                operands.operand(in.operand(0), 'u');
            }
            case DCL_INPUT_PS -> {
                out.append("dcl_input_ps ").append(interpolation(Bits.field(token, 14, 11)));
                operands.operand(in.operand(0), 'u');
            }
            case DCL_INPUT_PS_SIV, DCL_INPUT_PS_SGV -> {
                out.append(op.mnemonic()).append(' ').append(interpolation(Bits.field(token, 14, 11)));
                operands.operand(in.operand(0), 'u');
                out.append(", ").append(systemValue(in.value(0)));
            }
            case DCL_INPUT_SGV, DCL_INPUT_SIV, DCL_OUTPUT_SGV, DCL_OUTPUT_SIV -> {
                out.append(op.mnemonic()).append(' ');
                operands.operand(in.operand(0), 'u');
                out.append(", ").append(systemValue(in.value(0)));
            }
            case DCL_INDEX_RANGE -> {
                out.append("dcl_indexrange ");
                operands.operand(in.operand(0), 'u');
                out.append(' ').append(u(in.value(0)));
            }
            case DCL_INDEXABLE_TEMP -> out.append("dcl_indexableTemp x").append(u(in.value(0))).append('[').append(u(in.value(1)))
                    .append("], ").append(u(in.value(2)));
            case DCL_THREAD_GROUP -> out.append("dcl_thread_group ").append(u(in.value(0))).append(", ").append(u(in.value(1)))
                    .append(", ").append(u(in.value(2)));
            case DCL_MAX_OUTPUT_VERTEX_COUNT, DCL_GS_INSTANCE_COUNT, DCL_HS_FORK_PHASE_INSTANCE_COUNT,
                    DCL_HS_JOIN_PHASE_INSTANCE_COUNT -> out.append(op.mnemonic()).append(' ').append(u(in.value(0)));
            case DCL_GS_OUTPUT_PRIMITIVE_TOPOLOGY -> out.append("dcl_outputtopology ")
                    .append(topology(Bits.field(token, 17, 11))).append(' ');
            case DCL_GS_INPUT_PRIMITIVE -> out.append("dcl_inputprimitive ")
                    .append(primitive(Bits.field(token, 16, 11))).append(' ');
            case DCL_INPUT_CONTROL_POINT_COUNT, DCL_OUTPUT_CONTROL_POINT_COUNT -> out.append(op.mnemonic()).append(' ')
                    .append(Bits.field(token, 16, 11));
            case DCL_TESS_DOMAIN -> out.append("dcl_tessellator_domain ").append(switch (Bits.field(token, 12, 11)) {
                case 1 -> "domain_isoline";
                case 2 -> "domain_tri";
                case 3 -> "domain_quad";
                default -> "domain_undefined";
            });
            case DCL_TESS_PARTITIONING -> out.append("dcl_tessellator_partitioning ")
                    .append(switch (Bits.field(token, 13, 11)) {
                        case 1 -> "partitioning_integer";
                        case 2 -> "partitioning_pow2";
                        case 3 -> "partitioning_fractional_odd";
                        case 4 -> "partitioning_fractional_even";
                        default -> "partitioning_undefined";
                    });
            case DCL_TESS_OUTPUT_PRIMITIVE -> out.append("dcl_tessellator_output_primitive ")
                    .append(switch (Bits.field(token, 13, 11)) {
                        case 1 -> "output_point";
                        case 2 -> "output_line";
                        case 3 -> "output_triangle_cw";
                        case 4 -> "output_triangle_ccw";
                        default -> "output_undefined";
                    });
            case DCL_HS_MAX_TESSFACTOR -> {
                // printed as a float even under hex literals
                out.append("dcl_hs_max_tessfactor l(");
                operands.float32(in.value(0));
                out.append(')');
            }
            case DCL_FUNCTION_BODY -> out.append("dcl_function_body fb").append(u(in.value(0)));
            case DCL_FUNCTION_TABLE -> {
                out.append("dcl_function_table ft").append(u(in.value(0))).append(" = {");
                for (int i = 2; i < in.valueCount(); i++) {
                    out.append(i > 2 ? ", " : "").append("fb").append(u(in.value(i)));
                }
                out.append('}');
            }
            case DCL_INTERFACE -> {
                out.append(Bits.bit(token, 11) ? "dcl_interface_dynamicindexed fp" : "dcl_interface fp")
                        .append(u(in.value(0))).append('[').append(in.value(2) >>> 16).append("][").append(u(in.value(1)))
                        .append("] = {");
                for (int i = 3; i < in.valueCount(); i++) {
                    out.append(i > 3 ? ", " : "").append("ft").append(u(in.value(i)));
                }
                out.append('}');
            }
            default -> out.append(op.mnemonic());
        }
    }

    /**
     * Under HTML, a declaration's name is yellow, and each suffix after the opcode's own name in a run of its
     * own: {@code dcl_resource} {@code _texture2d}, {@code dcl_uav_raw} {@code _glc}.
     */
    void colour(Opcode op, int from) {
        int end = from;
        while (end < out.length() && out.charAt(end) != ' ' && out.charAt(end) != '(') {
            end++;
        }
        String word = out.substring(from, end);
        String rest = out.substring(end);
        out.truncate(from);
        String base = word.startsWith(op.mnemonic()) ? op.mnemonic() : word;
        printer.keyword(base);
        int i = base.length();
        while (i < word.length()) {
            int next = word.indexOf('_', i + 1);
            if (next < 0) {
                next = word.length();
            }
            printer.keyword(word.substring(i, next));
            i = next;
        }
        out.append(rest);
    }

    static long u(int v) {
        return v & 0xffffffffL;
    }

    /** A binding declaration's operand: {@code t0} before 5.1, {@code T0[0:3]} (id, first:last) from 5.1. */
    private void declOperand(OperandReader o) {
        if (sm51) {
            rangeOperand(o);
        } else {
            operands.operand(o, 'u');
        }
    }

    private void rangeOperand(OperandReader o) {
        out.append(o.type().registerName(true));
        out.append(o.index(0));
        if (o.indexCount() >= 3) {
            long hi = o.index(2);
            out.append('[').append(o.index(1)).append(':');
            if (hi == 0xffffffffL) {
                out.append('*');
            } else {
                out.append(hi);
            }
            out.append(']');
        }
    }

    private void space(TokenCursor in, int at) {
        if (at >= 0) {
            out.append(", space=").append(u(in.value(at)));
        }
    }

    private void uavFlags(int token) {
        if (Bits.bit(token, 16)) {
            out.append("_glc");
        }
        if (Bits.bit(token, 17)) {
            out.append("_rov");
        }
    }

    private void globalFlags(int c) {
        String[] names = {"refactoringAllowed", "enableDoublePrecisionFloatOps", "forceEarlyDepthStencil",
            "enableRawAndStructuredBuffers", "skipOptimization", "enableMinimumPrecision",
            "enable11_1DoubleExtensions", "enable11_1ShaderExtensions", "allResourcesBound"};
        boolean first = true;
        for (int i = 0; i < names.length; i++) {
            if ((c & 1 << i) != 0) {
                out.append(first ? "" : " | ").append(names[i]);
                first = false;
            }
        }
    }

    private static String interpolation(int mode) {
        return switch (mode) {
            case 1 -> "constant ";
            case 2 -> "linear ";
            case 3 -> "linear centroid ";
            case 4 -> "linear noperspective ";
            case 5 -> "linear noperspective centroid ";
            case 6 -> "linear sample ";
            case 7 -> "linear noperspective sample ";
            default -> "";
        };
    }

    private static final String[] SYSTEM_VALUES = {"undefined", "position", "clip_distance", "cull_distance",
        "rendertarget_array_index", "viewport_array_index", "vertex_id", "primitive_id", "instance_id",
        "is_front_face", "sampleIndex", "finalQuadUeq0EdgeTessFactor", "finalQuadVeq0EdgeTessFactor",
        "finalQuadUeq1EdgeTessFactor", "finalQuadVeq1EdgeTessFactor", "finalQuadUInsideTessFactor",
        "finalQuadVInsideTessFactor", "finalTriUeq0EdgeTessFactor", "finalTriVeq0EdgeTessFactor",
        "finalTriWeq0EdgeTessFactor", "finalTriInsideTessFactor", "finalLineDetailTessFactor",
        "finalLineDensityTessFactor"};

    private static String systemValue(int v) {
        return v >= 0 && v < SYSTEM_VALUES.length ? SYSTEM_VALUES[v] : "unknown(" + v + ")";
    }

    private static String topology(int t) {
        return switch (t) {
            case 1 -> "pointlist";
            case 2 -> "linelist";
            case 3 -> "linestrip";
            case 4 -> "trianglelist";
            case 5 -> "trianglestrip";
            case 10 -> "linelist_adj";
            case 11 -> "linestrip_adj";
            case 12 -> "trianglelist_adj";
            case 13 -> "trianglestrip_adj";
            default -> "undefined";
        };
    }

    private static String primitive(int p) {
        return switch (p) {
            case 1 -> "point";
            case 2 -> "line";
            case 3 -> "triangle";
            case 6 -> "lineadj";
            case 7 -> "triangleadj";
            default -> p >= 8 && p <= 39 ? "patch" + (p - 7) : "undefined";
        };
    }

    static String resourceDimension(int d) {
        return switch (d) {
            case 1 -> "buffer";
            case 2 -> "texture1d";
            case 3 -> "texture2d";
            case 4 -> "texture2dms";
            case 5 -> "texture3d";
            case 6 -> "texturecube";
            case 7 -> "texture1darray";
            case 8 -> "texture2darray";
            case 9 -> "texture2dmsarray";
            case 10 -> "texturecubearray";
            case 11 -> "raw_buffer";
            case 12 -> "structured_buffer";
            default -> "unknown";
        };
    }

    void returnTypes(int word) {
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(switch (word >>> (4 * i) & 0xf) {
                case 1 -> "unorm";
                case 2 -> "snorm";
                case 3 -> "sint";
                case 4 -> "uint";
                case 5 -> "float";
                case 6 -> "mixed";
                case 7 -> "double";
                case 8 -> "<continued>";
                case 9 -> "<unused>";
                default -> "unknown";
            });
        }
    }
}
