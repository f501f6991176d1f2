package dev.dxkit.disasm;

import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Opcode;
import dev.dxkit.d3d9.Parameter;
import dev.dxkit.d3d9.RegisterType;
import dev.dxkit.d3d9.ShaderVersion;
import java.util.Locale;

/** The text of one Direct3D 9 instruction as D3DDisassemble writes it: mnemonic, modifiers, operands. */
final class D3d9Text {
    private static final String LANES = "xyzw";
    private static final String[] COMPARISONS = {"", "_gt", "_eq", "_ge", "_lt", "_ne", "_le", ""};
    private static final String[] USAGES = {"position", "blendweight", "blendindices", "normal", "psize",
        "texcoord", "tangent", "binormal", "tessfactor", "positiont", "color", "fog", "depth", "sample"};
    private static final String[] SAMPLER_TYPES = {"", "_1d", "_2d", "_cube", "_volume"};

    private D3d9Text() {
    }

    static String instruction(Instruction ins, ShaderVersion v, DisasmFlags flags) {
        StringBuilder sb = new StringBuilder(48);
        if (ins.predicate() != null) {
            sb.append('(').append(source(ins.predicate(), v)).append(") ");
        }
        Opcode op = ins.opcode();
        switch (op) {
            case DCL -> {
                declaration(ins, v, sb);
                return sb.toString();
            }
            case DEF -> {
                sb.append("def ").append(destination(ins.destination(), v));
                for (int bits : ins.literals()) {
                    sb.append(", ").append(flags.hexLiterals() ? hex(bits) : D3d9Float.format(Float.intBitsToFloat(bits)));
                }
                return sb.toString();
            }
            case DEFI -> {
                sb.append("defi ").append(destination(ins.destination(), v));
                for (int value : ins.literals()) {
                    sb.append(", ").append(value); // flag 0x80 leaves integers in decimal
                }
                return sb.toString();
            }
            case DEFB -> {
                sb.append("defb ").append(destination(ins.destination(), v)).append(", ")
                        .append(ins.literals().get(0) != 0 ? "true" : "false");
                return sb.toString();
            }
            case BREAKP -> {
                // D3DDisassemble reads breakp's predicate as a destination: its swizzle bits print as a write
                // mask (".", for none) and its modifier bits as result modifiers.
                Parameter pred = ins.sources().get(0);
                sb.append("break");
                resultModifiers(pred, sb);
                sb.append(' ').append(destination(pred, v));
                return sb.toString();
            }
            default -> {
            }
        }
        sb.append(mnemonic(ins, v));
        Parameter dst = ins.destination();
        if (dst != null) {
            resultModifiers(dst, sb);
        }
        boolean first = true;
        if (dst != null) {
            sb.append(' ').append(destination(dst, v));
            first = false;
        }
        for (Parameter src : ins.sources()) {
            sb.append(first ? " " : ", ").append(source(src, v));
            first = false;
        }
        return sb.toString();
    }

    private static String hex(int bits) {
        return String.format(Locale.ROOT, "0x%08x", bits);
    }

    private static String mnemonic(Instruction ins, ShaderVersion v) {
        Opcode op = ins.opcode();
        return switch (op) {
            case TEX -> {
                if (v.level() < 0x104) {
                    yield "tex";
                }
                yield switch (ins.controls()) {
                    case 1 -> "texldp";
                    case 2 -> "texldb";
                    default -> "texld";
                };
            }
            case TEXCOORD -> v.level() == 0x104 ? "texcrd" : "texcoord";
            case IFC, BREAKC, SETP -> op.mnemonic() + COMPARISONS[ins.controls() & 7];
            default -> op.mnemonic();
        };
    }

    private static void resultModifiers(Parameter dst, StringBuilder sb) {
        int shift = dst.shift();
        if (shift > 0) {
            sb.append("_x").append(1 << shift);
        } else if (shift < 0) {
            sb.append("_d").append(1 << -shift);
        }
        if (dst.saturate()) {
            sb.append("_sat");
        }
        if (dst.partialPrecision()) {
            sb.append("_pp");
        }
        if (dst.centroid()) {
            sb.append("_centroid");
        }
    }

    private static void declaration(Instruction ins, ShaderVersion v, StringBuilder sb) {
        Parameter dst = ins.destination();
        int usage = ins.usage();
        sb.append("dcl");
        RegisterType type = dst.type();
        if (type == RegisterType.SAMPLER) {
            int t = (usage >>> 27) & 0xF;
            sb.append(t < SAMPLER_TYPES.length ? SAMPLER_TYPES[t] : "_unknown");
        } else if (v.isVertex() || (v.major() >= 3 && type == RegisterType.INPUT && (usage & 0x7FFF_FFFF) != 0)) {
            // A ps_3_0 input whose usage token is bare (position 0) is listed as plain "dcl".
            int u = usage & 0x1F;
            int index = (usage >>> 16) & 0xF;
            sb.append('_').append(u < USAGES.length ? USAGES[u] : "unknown");
            if (index != 0) {
                sb.append(index);
            }
        }
        resultModifiers(dst, sb);
        sb.append(' ').append(destination(dst, v));
    }

    static String destination(Parameter p, ShaderVersion v) {
        StringBuilder sb = new StringBuilder(register(p, v));
        int mask = p.writeMask();
        if (mask != 0xF) { // an empty mask prints as a lone "."
            sb.append('.');
            for (int i = 0; i < 4; i++) {
                if ((mask & (1 << i)) != 0) {
                    sb.append(LANES.charAt(i));
                }
            }
        }
        return sb.toString();
    }

    static String source(Parameter p, ShaderVersion v) {
        String reg = register(p, v);
        String swizzle = swizzle(p);
        return switch (p.sourceModifier()) {
            case 1 -> "-" + reg + swizzle;
            case 2 -> reg + "_bias" + swizzle;
            case 3 -> "-" + reg + "_bias" + swizzle;
            case 4 -> reg + "_bx2" + swizzle;
            case 5 -> "-" + reg + "_bx2" + swizzle;
            case 6 -> "1-" + reg + swizzle;
            case 7 -> reg + "_x2" + swizzle;
            case 8 -> "-" + reg + "_x2" + swizzle;
            case 9 -> reg + "_dz" + swizzle;
            case 10 -> reg + "_dw" + swizzle;
            case 11 -> reg + "_abs" + swizzle;
            case 12 -> "-" + reg + "_abs" + swizzle;
            case 13 -> "!" + reg + swizzle;
            default -> reg + swizzle;
        };
    }

    /** {@code .x} for a replicate, nothing for {@code .xyzw}, else all four letters. */
    private static String swizzle(Parameter p) {
        int s = p.swizzle();
        if (s == 0xE4) {
            return "";
        }
        int x = p.swizzleLane(0);
        if (p.swizzleLane(1) == x && p.swizzleLane(2) == x && p.swizzleLane(3) == x) {
            return "." + LANES.charAt(x);
        }
        StringBuilder sb = new StringBuilder(5).append('.');
        for (int i = 0; i < 4; i++) {
            sb.append(LANES.charAt(p.swizzleLane(i)));
        }
        return sb.toString();
    }

    static String register(Parameter p, ShaderVersion v) {
        String base = registerName(p, v);
        if (!p.isRelative()) {
            return base;
        }
        Parameter rel = p.relative();
        String address;
        if (rel == null) {
            address = "a0.x"; // Shader Model 1: the address register is implied
        } else {
            address = registerName(rel, v) + swizzle(rel); // c1[aL] for .xyzw, c5[a0.x] for a replicate
        }
        return base + "[" + address + "]";
    }

    private static String registerName(Parameter p, ShaderVersion v) {
        int n = p.number();
        RegisterType type = p.type();
        if (type == null) {
            return "unknown" + p.typeCode() + "_" + n;
        }
        return switch (type) {
            case TEMP -> "r" + n;
            case INPUT -> "v" + n;
            case CONST -> "c" + n;
            case ADDR_TEXTURE -> (v.isPixel() ? "t" : "a") + n;
            case RASTOUT -> switch (n) {
                case 0 -> "oPos";
                case 1 -> "oFog";
                case 2 -> "oPts";
                default -> "oRast" + n;
            };
            case ATTROUT -> "oD" + n;
            case TEXCRDOUT_OUTPUT -> (v.major() >= 3 ? "o" : "oT") + n;
            case CONSTINT -> "i" + n;
            case COLOROUT -> "oC" + n;
            case DEPTHOUT -> "oDepth";
            case SAMPLER -> "s" + n;
            case CONST2 -> "c" + (n + 2048);
            case CONST3 -> "c" + (n + 4096);
            case CONST4 -> "c" + (n + 6144);
            case CONSTBOOL -> "b" + n;
            case LOOP -> "aL";
            case TEMPFLOAT16 -> "x" + n;
            case MISCTYPE -> n == 0 ? "vPos" : n == 1 ? "vFace" : "vMisc" + n;
            case LABEL -> "l" + n;
            case PREDICATE -> "p" + n;
        };
    }
}
