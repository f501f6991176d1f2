package dev.dxkit.d3d9.listing;

import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.Opcode;
import dev.dxkit.d3d9.Parameter;
import dev.dxkit.d3d9.RegisterType;
import dev.dxkit.d3d9.ShaderVersion;
import dev.dxkit.text.DisasmFlags;
import dev.dxkit.text.PrintfG;
import java.util.ArrayList;
import java.util.List;
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

    /**
     * An instruction's text in pieces: the predicate ({@code "(p0.x) "} or ""), the head (mnemonic and
     * modifiers), the operands, the index of the first operand that is a literal ({@code def} values; the HTML
     * form colours them apart), and whether the first operand is written as a destination (the HTML form puts
     * the blank before a destination outside its element, before a first source inside).
     */
    record Parts(String predicate, String head, List<Operand> operands, int literalsFrom, boolean destinationFirst) {
        Parts {
            operands = List.copyOf(operands);
        }

        String plain() {
            StringBuilder sb = new StringBuilder(predicate).append(head);
            for (int i = 0; i < operands.size(); i++) {
                sb.append(i == 0 ? " " : ", ").append(operands.get(i).text()).append(operands.get(i).precision());
            }
            return sb.toString();
        }
    }

    /**
     * An operand: its text ({@code -r0_bx2.yzwx}, {@code c1[a0.x]}) and its minimum precision suffix
     * ({@code " {min16f}"}, or "" for none), which flag 0x01 greys inside the operand's element.
     */
    record Operand(String text, String precision) {
        static Operand literal(String text) {
            return new Operand(text, "");
        }
    }

    static String instruction(Instruction ins, ShaderVersion v, DisasmFlags flags) {
        return parts(ins, v, flags).plain();
    }

    static Parts parts(Instruction ins, ShaderVersion v, DisasmFlags flags) {
        // the predicate's own precision bits are never printed
        String pred = ins.predicate() == null ? "" : "(" + source(ins.predicate(), v) + ") ";
        StringBuilder head = new StringBuilder(16);
        List<Operand> ops = new ArrayList<>(4);
        Opcode op = ins.opcode();
        switch (op) {
            case DCL -> {
                declaration(ins, v, head);
                ops.add(destinationOperand(ins.destination(), v));
                return new Parts(pred, head.toString(), ops, Integer.MAX_VALUE, true);
            }
            case DEF -> {
                head.append("def");
                ops.add(destinationOperand(ins.destination(), v));
                for (int bits : ins.literals()) {
                    ops.add(Operand.literal(flags.hexLiterals() ? hex(bits) : PrintfG.format(Float.intBitsToFloat(bits))));
                }
                return new Parts(pred, head.toString(), ops, 1, true);
            }
            case DEFI -> {
                head.append("defi");
                ops.add(destinationOperand(ins.destination(), v));
                for (int value : ins.literals()) {
                    ops.add(Operand.literal(Integer.toString(value))); // flag 0x80 leaves integers in decimal
                }
                return new Parts(pred, head.toString(), ops, 1, true);
            }
            case DEFB -> {
                head.append("defb");
                ops.add(destinationOperand(ins.destination(), v));
                ops.add(Operand.literal(ins.literals().get(0) != 0 ? "true" : "false"));
                return new Parts(pred, head.toString(), ops, 1, true);
            }
            case BREAKP -> {
                // D3DDisassemble reads breakp's predicate as a destination: its swizzle bits print as a write
                // mask (".", for none) and its modifier bits as result modifiers.
                Parameter bp = ins.sources().get(0);
                head.append("break");
                resultModifiers(bp, head);
                ops.add(destinationOperand(bp, v));
                return new Parts(pred, head.toString(), ops, Integer.MAX_VALUE, true);
            }
            default -> {
            }
        }
        head.append(mnemonic(ins, v));
        Parameter dst = ins.destination();
        if (dst != null) {
            resultModifiers(dst, head);
            ops.add(destinationOperand(dst, v));
        }
        for (Parameter src : ins.sources()) {
            ops.add(new Operand(source(src, v), precision(src)));
        }
        return new Parts(pred, head.toString(), ops, Integer.MAX_VALUE, dst != null);
    }

    private static Operand destinationOperand(Parameter p, ShaderVersion v) {
        return new Operand(destination(p, v), precision(p));
    }

    /**
     * The minimum precision a level 9 program records in a parameter's bits {@code [15:14]}, as D3DDisassemble
     * prints it after the operand: {@code " {min16f}"} for 1, {@code " {min2_8f}"} for 2 (min10float); nothing
     * for 0 and for 3. Every destination and source carries it, declarations and definitions too; a
     * relative-address token's and an instruction predicate's bits are not printed.
     */
    static String precision(Parameter p) {
        return switch (p.minPrecision()) {
            case 1 -> " {min16f}";
            case 2 -> " {min2_8f}";
            default -> "";
        };
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
