package dev.dxkit.part;

import java.util.Optional;

/** The base type of a constant-buffer type ({@code D3D_SHADER_VARIABLE_TYPE}) with its HLSL name. */
public enum VariableType {
    VOID(0, "void"),
    BOOL(1, "bool"),
    INT(2, "int"),
    FLOAT(3, "float"),
    STRING(4, "string"),
    TEXTURE(5, "texture"),
    TEXTURE1D(6, "Texture1D"),
    TEXTURE2D(7, "Texture2D"),
    TEXTURE3D(8, "Texture3D"),
    TEXTURECUBE(9, "TextureCube"),
    SAMPLER(10, "SamplerState"),
    SAMPLER1D(11, "sampler1D"),
    SAMPLER2D(12, "sampler2D"),
    SAMPLER3D(13, "sampler3D"),
    SAMPLERCUBE(14, "samplerCUBE"),
    PIXELSHADER(15, "PixelShader"),
    VERTEXSHADER(16, "VertexShader"),
    PIXELFRAGMENT(17, "PixelFragment"),
    VERTEXFRAGMENT(18, "VertexFragment"),
    UINT(19, "uint"),
    UINT8(20, "uint8_t"),
    GEOMETRYSHADER(21, "GeometryShader"),
    RASTERIZER(22, "RasterizerState"),
    DEPTHSTENCIL(23, "DepthStencilState"),
    BLEND(24, "BlendState"),
    BUFFER(25, "Buffer"),
    CBUFFER(26, "cbuffer"),
    TBUFFER(27, "tbuffer"),
    TEXTURE1DARRAY(28, "Texture1DArray"),
    TEXTURE2DARRAY(29, "Texture2DArray"),
    RENDERTARGETVIEW(30, "RenderTargetView"),
    DEPTHSTENCILVIEW(31, "DepthStencilView"),
    TEXTURE2DMS(32, "Texture2DMS"),
    TEXTURE2DMSARRAY(33, "Texture2DMSArray"),
    TEXTURECUBEARRAY(34, "TextureCubeArray"),
    HULLSHADER(35, "HullShader"),
    DOMAINSHADER(36, "DomainShader"),
    INTERFACE_POINTER(37, "interface"),
    COMPUTESHADER(38, "ComputeShader"),
    DOUBLE(39, "double"),
    RWTEXTURE1D(40, "RWTexture1D"),
    RWTEXTURE1DARRAY(41, "RWTexture1DArray"),
    RWTEXTURE2D(42, "RWTexture2D"),
    RWTEXTURE2DARRAY(43, "RWTexture2DArray"),
    RWTEXTURE3D(44, "RWTexture3D"),
    RWBUFFER(45, "RWBuffer"),
    BYTEADDRESS_BUFFER(46, "ByteAddressBuffer"),
    RWBYTEADDRESS_BUFFER(47, "RWByteAddressBuffer"),
    STRUCTURED_BUFFER(48, "StructuredBuffer"),
    RWSTRUCTURED_BUFFER(49, "RWStructuredBuffer"),
    APPEND_STRUCTURED_BUFFER(50, "AppendStructuredBuffer"),
    CONSUME_STRUCTURED_BUFFER(51, "ConsumeStructuredBuffer"),
    MIN8FLOAT(52, "min8float"),
    MIN10FLOAT(53, "min10float"),
    MIN16FLOAT(54, "min16float"),
    MIN12INT(55, "min12int"),
    MIN16INT(56, "min16int"),
    MIN16UINT(57, "min16uint"),
    INT16(58, "int16_t"),
    UINT16(59, "uint16_t"),
    FLOAT16(60, "float16_t"),
    INT64(61, "int64_t"),
    UINT64(62, "uint64_t");

    private static final VariableType[] BY_CODE = new VariableType[256];

    static {
        for (VariableType v : values()) {
            BY_CODE[v.code] = v;
        }
    }

    /** The value as stored. */
    public final int code;
    /** The name D3DDisassemble prints for it. */
    public final String listingName;

    VariableType(int code, String listingName) {
        this.code = code;
        this.listingName = listingName;
    }

    /**
     * The value of {@code code}, or empty for a code the headers do not define.
     *
     * @param code the number as stored
     */
    public static Optional<VariableType> byCode(long code) {
        return code >= 0 && code < BY_CODE.length ? Optional.ofNullable(BY_CODE[(int) code]) : Optional.empty();
    }

    /** {@return the header's name of this value ({@code D3D_SVT_{name}})} */
    public String d3dName() {
        return "D3D_SVT_" + name();
    }

    /**
     * {@code code} with its header name, or without one for a code the header does not define (for dumps).
     *
     * @param code the number as stored
     */
    public static Named named(long code) {
        return Named.of(byCode(code).map(VariableType::d3dName).orElse(null), code);
    }
}
