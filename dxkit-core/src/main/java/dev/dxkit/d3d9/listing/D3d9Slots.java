package dev.dxkit.d3d9.listing;

import dev.dxkit.d3d9.Instruction;
import dev.dxkit.d3d9.ShaderVersion;

/**
 * The instruction slots the Direct3D 9 disassembler counts per instruction, for its closing
 * {@code // approximately N instruction slots used (T texture, A arithmetic)} line and for instruction
 * numbering (flag 0x4, which prints the arithmetic count so far). Declarations, definitions, nops (which a /Zi
 * /Od build leaves at a call) and co-issued ps_1_x instructions take none. Counts measured against
 * D3DDisassemble's numbering over the corpus.
 */
final class D3d9Slots {
    private D3d9Slots() {
    }

    /** Texture slots {@code ins} takes. */
    static int texture(Instruction ins, ShaderVersion v) {
        if (ins.coissue()) {
            return 0;
        }
        return switch (ins.opcode()) {
            case TEX, TEXCOORD, TEXBEM, TEXBEML, TEXREG2AR, TEXREG2GB, TEXREG2RGB, TEXM3X2PAD, TEXM3X2TEX,
                 TEXM3X3PAD, TEXM3X3TEX, TEXM3X3SPEC, TEXM3X3VSPEC, TEXDP3TEX, TEXM3X2DEPTH, TEXDP3, TEXM3X3,
                 TEXLDD -> 1;
            case TEXDEPTH -> v.level() == 0x104 ? 0 : 1;
            case TEXLDL -> 2;
            default -> 0;
        };
    }

    /** Arithmetic slots {@code ins} takes. */
    static int arithmetic(Instruction ins, ShaderVersion v) {
        if (ins.coissue()) {
            return 0;
        }
        boolean vs = v.isVertex();
        // A predicated instruction costs one arithmetic slot more than its plain form.
        int predicate = ins.predicated() ? 1 : 0;
        return predicate + switch (ins.opcode()) {
            case NOP, DCL, DEF, DEFI, DEFB, LABEL, PHASE -> 0;
            case TEX, TEXCOORD, TEXBEM, TEXBEML, TEXREG2AR, TEXREG2GB, TEXREG2RGB, TEXM3X2PAD, TEXM3X2TEX,
                 TEXM3X3PAD, TEXM3X3TEX, TEXM3X3SPEC, TEXM3X3VSPEC, TEXDP3TEX, TEXM3X2DEPTH, TEXDP3, TEXM3X3,
                 TEXLDL -> 0;
            case TEXDEPTH -> v.level() == 0x104 ? 1 : 0;
            case TEXLDD -> 2;
            case M4X4, M3X4 -> 4;
            case M4X3, M3X3 -> 3;
            case M3X2, CRS, DP2ADD, DSX, DSY -> 2;
            case NRM, POW, SGN -> 3;
            case SINCOS -> 8;
            case EXP, LOG -> vs && v.major() < 2 ? 10 : 1;
            case FRC -> vs && v.major() < 2 ? 3 : 1;
            case IF, IFC, REP, LOOP, CALLNZ, BREAKC, BREAKP -> 3;
            case ENDREP, ENDLOOP, CALL -> 2;
            default -> 1;
        };
    }
}
