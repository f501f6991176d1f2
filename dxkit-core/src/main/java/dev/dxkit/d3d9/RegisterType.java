package dev.dxkit.d3d9;

/**
 * The register types of a parameter token ({@code D3DSHADER_PARAM_REGISTER_TYPE}): the code is
 * {@code [30:28] | [12:11] << 3}.
 */
public enum RegisterType {
    TEMP(0),
    INPUT(1),
    CONST(2),
    /** {@code a#} in a vertex program, {@code t#} in a pixel program. */
    ADDR_TEXTURE(3),
    RASTOUT(4),
    ATTROUT(5),
    /** {@code oT#} before vs_3_0, {@code o#} from it. */
    TEXCRDOUT_OUTPUT(6),
    CONSTINT(7),
    COLOROUT(8),
    DEPTHOUT(9),
    SAMPLER(10),
    CONST2(11),
    CONST3(12),
    CONST4(13),
    CONSTBOOL(14),
    LOOP(15),
    TEMPFLOAT16(16),
    MISCTYPE(17),
    LABEL(18),
    PREDICATE(19);

    private static final RegisterType[] BY_CODE = new RegisterType[32];

    static {
        for (RegisterType t : values()) {
            BY_CODE[t.code] = t;
        }
    }

    private final int code;

    RegisterType(int code) {
        this.code = code;
    }

    /** The type of code {@code code}, or null when no type has it. */
    public static RegisterType byCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /** {@return the register type's code in a parameter token} */
    public int code() {
        return code;
    }
}
