package dev.dxkit.d3d9;

/**
 * The Direct3D 9 instruction opcodes ({@code D3DSHADER_INSTRUCTION_OPCODE_TYPE} in d3d9types.h), with the
 * operand shape a Shader Model 1 stream needs (it has no length field) and the base mnemonic.
 *
 * <p>{@code dst} is 1 when the first parameter is a destination; {@code sources} counts the source
 * parameters. Opcodes whose shape depends on the version ({@code tex}, {@code texcoord}, {@code sincos})
 * carry the Shader Model 1 shape here and are settled by {@link Instruction} readers.
 */
public enum Opcode {
    NOP(0x00, "nop", 0, 0),
    MOV(0x01, "mov", 1, 1),
    ADD(0x02, "add", 1, 2),
    SUB(0x03, "sub", 1, 2),
    MAD(0x04, "mad", 1, 3),
    MUL(0x05, "mul", 1, 2),
    RCP(0x06, "rcp", 1, 1),
    RSQ(0x07, "rsq", 1, 1),
    DP3(0x08, "dp3", 1, 2),
    DP4(0x09, "dp4", 1, 2),
    MIN(0x0A, "min", 1, 2),
    MAX(0x0B, "max", 1, 2),
    SLT(0x0C, "slt", 1, 2),
    SGE(0x0D, "sge", 1, 2),
    EXP(0x0E, "exp", 1, 1),
    LOG(0x0F, "log", 1, 1),
    LIT(0x10, "lit", 1, 1),
    DST(0x11, "dst", 1, 2),
    LRP(0x12, "lrp", 1, 3),
    FRC(0x13, "frc", 1, 1),
    M4X4(0x14, "m4x4", 1, 2),
    M4X3(0x15, "m4x3", 1, 2),
    M3X4(0x16, "m3x4", 1, 2),
    M3X3(0x17, "m3x3", 1, 2),
    M3X2(0x18, "m3x2", 1, 2),
    CALL(0x19, "call", 0, 1),
    CALLNZ(0x1A, "callnz", 0, 2),
    LOOP(0x1B, "loop", 0, 2),
    RET(0x1C, "ret", 0, 0),
    ENDLOOP(0x1D, "endloop", 0, 0),
    LABEL(0x1E, "label", 0, 1),
    DCL(0x1F, "dcl", 1, 0),
    POW(0x20, "pow", 1, 2),
    CRS(0x21, "crs", 1, 2),
    SGN(0x22, "sgn", 1, 3),
    ABS(0x23, "abs", 1, 1),
    NRM(0x24, "nrm", 1, 1),
    SINCOS(0x25, "sincos", 1, 3),
    REP(0x26, "rep", 0, 1),
    ENDREP(0x27, "endrep", 0, 0),
    IF(0x28, "if", 0, 1),
    IFC(0x29, "if", 0, 2),
    ELSE(0x2A, "else", 0, 0),
    ENDIF(0x2B, "endif", 0, 0),
    BREAK(0x2C, "break", 0, 0),
    BREAKC(0x2D, "break", 0, 2),
    MOVA(0x2E, "mova", 1, 1),
    DEFB(0x2F, "defb", 1, 0),
    DEFI(0x30, "defi", 1, 0),
    TEXCOORD(0x40, "texcoord", 1, 0),
    TEXKILL(0x41, "texkill", 1, 0),
    TEX(0x42, "tex", 1, 0),
    TEXBEM(0x43, "texbem", 1, 1),
    TEXBEML(0x44, "texbeml", 1, 1),
    TEXREG2AR(0x45, "texreg2ar", 1, 1),
    TEXREG2GB(0x46, "texreg2gb", 1, 1),
    TEXM3X2PAD(0x47, "texm3x2pad", 1, 1),
    TEXM3X2TEX(0x48, "texm3x2tex", 1, 1),
    TEXM3X3PAD(0x49, "texm3x3pad", 1, 1),
    TEXM3X3TEX(0x4A, "texm3x3tex", 1, 1),
    TEXM3X3SPEC(0x4C, "texm3x3spec", 1, 2),
    TEXM3X3VSPEC(0x4D, "texm3x3vspec", 1, 1),
    EXPP(0x4E, "expp", 1, 1),
    LOGP(0x4F, "logp", 1, 1),
    CND(0x50, "cnd", 1, 3),
    DEF(0x51, "def", 1, 0),
    TEXREG2RGB(0x52, "texreg2rgb", 1, 1),
    TEXDP3TEX(0x53, "texdp3tex", 1, 1),
    TEXM3X2DEPTH(0x54, "texm3x2depth", 1, 1),
    TEXDP3(0x55, "texdp3", 1, 1),
    TEXM3X3(0x56, "texm3x3", 1, 1),
    TEXDEPTH(0x57, "texdepth", 1, 0),
    CMP(0x58, "cmp", 1, 3),
    BEM(0x59, "bem", 1, 2),
    DP2ADD(0x5A, "dp2add", 1, 3),
    DSX(0x5B, "dsx", 1, 1),
    DSY(0x5C, "dsy", 1, 1),
    TEXLDD(0x5D, "texldd", 1, 4),
    SETP(0x5E, "setp", 1, 2),
    TEXLDL(0x5F, "texldl", 1, 2),
    BREAKP(0x60, "break_pred", 0, 1),
    PHASE(0xFFFD, "phase", 0, 0);

    private static final Opcode[] BY_CODE = new Opcode[0x61];

    static {
        for (Opcode op : values()) {
            if (op.code < BY_CODE.length) {
                BY_CODE[op.code] = op;
            }
        }
    }

    private final int code;
    private final String mnemonic;
    private final int dst;
    private final int sources;

    Opcode(int code, String mnemonic, int dst, int sources) {
        this.code = code;
        this.mnemonic = mnemonic;
        this.dst = dst;
        this.sources = sources;
    }

    /** The opcode of the low 16 bits of an instruction token, or null for an unknown code. */
    public static Opcode byCode(int code) {
        if (code == PHASE.code) {
            return PHASE;
        }
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /** {@return the opcode's number in bits [15:0] of an instruction token} */
    public int code() {
        return code;
    }

    /** {@return the base mnemonic, before version-specific renaming and modifiers} */
    public String mnemonic() {
        return mnemonic;
    }

    /** {@return whether the first parameter is a destination} */
    public boolean hasDestination() {
        return dst == 1;
    }

    /** {@return source parameters in the Shader Model 1 shape} */
    public int sources() {
        return sources;
    }
}
