package dev.dxkit.d3d9;

/**
 * The per-version rules {@code D3DAssemble}'s parser applies and the assembler's default leaves to the runtime
 * ({@code D3d9Assembler.assemble(text, true)}, {@code dxkit asm --strict}): register counts per version, the
 * instructions each version has, and the instruction and source modifiers each version takes — the counts and
 * sets of the Direct3D 9 assembly reference (registers per shader version, "Instructions", "Source Register
 * Modifiers", "Instruction Modifiers"). Each check returns the message of a refusal, or null.
 * The validator's rules (reads of unwritten registers, the ps_1_x pairing and texture-stage rules) are not here.
 */
final class D3d9Strict {
    private D3d9Strict() {
    }

    private static boolean ps1(ShaderVersion v) {
        return v.isPixel() && v.major() == 1;
    }

    /**
     * The registers of {@code type} version {@code v} has ({@code -1}: no count checked here, as for the software
     * versions vs_2_sw, ps_2_sw, vs_3_sw, ps_3_sw, whose counts are the software device's).
     */
    static int registers(ShaderVersion v, RegisterType type) {
        if (v.minor() == 0xFF) {
            return -1;
        }
        int level = v.level();
        boolean ps = v.isPixel();
        boolean x = level >= 0x201; // 2_x, 3_0 and their sw forms
        return switch (type) {
            case TEMP -> ps ? (level < 0x104 ? 2 : level == 0x104 ? 6 : level == 0x200 ? 12 : 32)
                    : (level < 0x201 ? 12 : 32);
            case CONST, CONST2, CONST3, CONST4 -> ps ? (level < 0x200 ? 8 : level < 0x300 ? 32 : 224) : -1;
            case CONSTINT, CONSTBOOL -> ps ? (x ? 16 : 0) : (level < 0x200 ? 0 : 16);
            case ADDR_TEXTURE -> ps ? (level < 0x104 ? 4 : level == 0x104 ? 6 : level < 0x300 ? 8 : 0) : 1;
            case COLOROUT -> ps ? (level < 0x200 ? 0 : 4) : 0;
            case SAMPLER -> ps ? (level < 0x200 ? 0 : 16) : (level < 0x300 ? 0 : 4);
            case PREDICATE -> x ? 1 : 0;
            case LOOP -> (ps ? x : level >= 0x200) ? 1 : 0;
            case RASTOUT, ATTROUT -> ps ? 0 : -1;
            default -> -1;
        };
    }

    /** Whether register {@code number} of {@code type} exists in {@code v}; null when it does. */
    static String register(ShaderVersion v, RegisterType type, int number, String shown) {
        int n = registers(v, type);
        if (n < 0 || number < n) {
            return null;
        }
        return n == 0 ? "register '" + shown + "' does not exist in " + v.profile()
                : "register '" + shown + "' out of range in " + v.profile() + " (" + n + " of them)";
    }

    /** The instructions a version has beyond the common set; null when {@code op} is in {@code v}. */
    static String instruction(ShaderVersion v, Opcode op, String mnemonic) {
        int level = v.level();
        boolean ps = v.isPixel();
        boolean ok = switch (op) {
            case BEM, PHASE -> ps && level == 0x104;
            case DSX, DSY, TEXLDD -> ps && level >= 0x201;
            case SETP, IFC, BREAKC, BREAK, BREAKP -> level >= 0x201;
            case CALL, CALLNZ, RET, LABEL, LOOP, ENDLOOP, REP, ENDREP, IF, ELSE, ENDIF -> ps ? level >= 0x201
                    : level >= 0x200;
            case TEX -> ps || level >= 0x300;
            case TEXLDL -> level >= 0x300;
            default -> true;
        };
        return ok ? null : "instruction '" + mnemonic + "' is not in " + v.profile();
    }

    /**
     * A declaration's usage: a sampler names its type ({@code dcl_2d}, {@code dcl_cube}, {@code dcl_volume}); a
     * pixel program's inputs take no usage before ps_3_0, and no {@code position0} in it ({@code vPos} is that).
     */
    static String declaration(ShaderVersion v, RegisterType type, boolean usageSeen, int usageToken) {
        if (type == RegisterType.SAMPLER) {
            return usageSeen ? null : "a sampler's dcl names its type: dcl_2d, dcl_cube or dcl_volume";
        }
        if (!usageSeen || !v.isPixel()) {
            return null;
        }
        if (v.major() < 3) {
            return "a dcl in " + v.profile() + " takes no usage (dcl, dcl_pp, dcl_centroid)";
        }
        boolean position0 = (usageToken & 0xF) == 0 && (usageToken >>> 16 & 0xF) == 0;
        return position0 ? "dcl_position (index 0) is not in " + v.profile() + ": vPos is the position" : null;
    }

    /** The operand counts of {@code sincos} (destination included): 4 in 2_0 and 2_x, 2 in 3_0. */
    static int sincosOperands(ShaderVersion v) {
        return v.major() >= 3 ? 2 : 4;
    }

    /**
     * The instruction modifiers: {@code _pp} in ps_2_0 and later, shifts ({@code _x2} … {@code _d8}) in ps_1_x
     * (before {@code _sat}), {@code _sat} in pixel programs and vs_3_0, {@code _centroid} on {@code dcl} only.
     */
    static String instructionModifier(ShaderVersion v, String modifier, boolean afterSat, boolean dcl) {
        boolean ok = switch (modifier) {
            case "pp" -> v.isPixel() && v.major() >= 2;
            case "sat" -> !dcl && (v.isPixel() || v.major() >= 3);
            case "centroid" -> dcl && v.major() >= 2;
            case "x2", "x4", "x8", "d2", "d4", "d8" -> ps1(v) && !afterSat;
            default -> true;
        };
        if (ok) {
            return null;
        }
        if (afterSat && ps1(v) && !modifier.equals("sat") && !modifier.equals("pp") && !modifier.equals("centroid")) {
            return "modifier '_" + modifier + "' after '_sat' (a shift comes first in " + v.profile() + ")";
        }
        return "modifier '_" + modifier + "' is not in " + v.profile() + (dcl ? " on dcl" : "");
    }

    /**
     * The source modifiers (the parameter token's bits [27:24]): {@code _bias}, {@code _bx2}, {@code _x2} and
     * {@code 1-} in ps_1_x, {@code _dz}/{@code _db} and {@code _dw}/{@code _da} in ps_1_4, {@code _abs} in
     * 3_0; negation and {@code !} everywhere.
     */
    static String sourceModifier(ShaderVersion v, int modifier) {
        boolean ok = switch (modifier) {
            case 2, 3, 4, 5, 6, 7, 8 -> ps1(v);
            case 9, 10 -> v.isPixel() && v.level() == 0x104;
            case 11, 12 -> v.major() >= 3;
            default -> true;
        };
        if (ok) {
            return null;
        }
        String name = switch (modifier) {
            case 2, 3 -> "_bias";
            case 4, 5 -> "_bx2";
            case 6 -> "complement '1-'";
            case 7, 8 -> "_x2";
            case 9 -> "_dz";
            case 10 -> "_dw";
            default -> "_abs";
        };
        return "source modifier " + (modifier == 6 ? name : "'" + name + "'") + " is not in " + v.profile();
    }
}
