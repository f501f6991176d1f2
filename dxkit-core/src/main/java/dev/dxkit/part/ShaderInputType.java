package dev.dxkit.part;

import java.util.Optional;

/** The kind of a resource binding ({@code D3D_SHADER_INPUT_TYPE}) and its Type column in a listing. */
public enum ShaderInputType {
    CBUFFER(0, "cbuffer"),
    TBUFFER(1, "tbuffer"),
    TEXTURE(2, "texture"),
    SAMPLER(3, "sampler"),
    UAV_RWTYPED(4, "UAV"),
    STRUCTURED(5, "texture"),
    UAV_RWSTRUCTURED(6, "UAV"),
    BYTEADDRESS(7, "texture"),
    UAV_RWBYTEADDRESS(8, "UAV"),
    UAV_APPEND_STRUCTURED(9, "UAV"),
    UAV_CONSUME_STRUCTURED(10, "UAV"),
    UAV_RWSTRUCTURED_WITH_COUNTER(11, "UAV"),
    RTACCELERATIONSTRUCTURE(12, "rtaccel"),
    UAV_FEEDBACKTEXTURE(13, "feedback");

    private static final ShaderInputType[] BY_CODE = new ShaderInputType[256];

    static {
        for (ShaderInputType v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    /** The value as stored. */
    public final int code;
    /** The name D3DDisassemble prints for it. */
    public final String listingName;

    ShaderInputType(int code, String listingName) {
        this.code = code;
        this.listingName = listingName;
    }

    /**
     * The value of {@code code}, or empty for a code the headers do not define.
     *
     * @param code the number as stored
     */
    public static Optional<ShaderInputType> byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? Optional.ofNullable(BY_CODE[(int) code]) : Optional.empty();
    }

    /** {@return the header's name of this value ({@code D3D_SIT_{name}})} */
    public String d3dName() {
        return "D3D_SIT_" + name();
    }

    /**
     * {@code code} with its header name, or without one for a code the header does not define (for dumps).
     *
     * @param code the number as stored
     */
    public static Named named(long code) {
        return Named.of(byCode(code).map(ShaderInputType::d3dName).orElse(null), code);
    }
}
