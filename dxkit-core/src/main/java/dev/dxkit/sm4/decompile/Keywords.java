package dev.dxkit.sm4.decompile;

import java.util.Set;

/**
 * The words d3dcompiler_47 refuses as the name of a resource or a constant-buffer variable, which a name read
 * from a file must not be. Measured with the compiler, one word at a time (a {@code StructuredBuffer} and a
 * {@code cbuffer} member of that name): its keywords and reserved words, its type and object names; not here
 * the words it takes as names though they look reserved ({@code buffer}, {@code precise}, {@code sample},
 * {@code this}, {@code char}, {@code long}, {@code short}, {@code Texture}, {@code ConstantBuffer} …), which old
 * fxc versions took too.
 */
final class Keywords {
    private Keywords() {
    }

    private static final Set<String> WORDS = Set.of("asm", "asm_fragment", "auto", "bool", "break", "case", "catch",
            "cbuffer", "centroid", "class", "column_major", "compile", "compile_fragment", "const", "const_cast",
            "continue", "decl", "default", "delete", "discard", "do", "double", "dword", "dynamic_cast", "else", "enum",
            "explicit", "export", "extern", "false", "float", "for", "friend", "fxgroup", "goto", "groupshared", "half",
            "if", "in", "inline", "inout", "int", "interface", "line", "lineadj", "linear", "matrix", "mutable",
            "namespace", "new", "nointerpolation", "noperspective", "NULL", "operator", "out", "packoffset", "pass",
            "pixelshader", "point", "private", "protected", "public", "register", "reinterpret_cast", "return",
            "row_major", "sampler", "sampler1D", "sampler2D", "sampler3D", "samplerCUBE", "sampler_state", "shared",
            "signed", "sizeof", "snorm", "stateblock", "stateblock_state", "static", "static_cast", "string", "struct",
            "switch", "tbuffer", "technique", "technique10", "technique11", "template", "texture", "texture1D",
            "texture2D", "texture3D", "textureCUBE", "throw", "triangle", "triangleadj", "true", "try", "typedef",
            "typename", "uint", "uniform", "union", "unorm", "unsigned", "using", "vector", "vertexshader", "virtual",
            "void", "volatile", "while",
            "AppendStructuredBuffer", "BlendState", "Buffer", "ByteAddressBuffer", "ComputeShader",
            "ConsumeStructuredBuffer", "DepthStencilState", "DepthStencilView", "DomainShader", "GeometryShader",
            "HullShader", "InputPatch", "LineStream", "OutputPatch", "PixelShader", "PointStream", "RWBuffer",
            "RWByteAddressBuffer", "RWStructuredBuffer", "RWTexture1D", "RWTexture1DArray", "RWTexture2D",
            "RWTexture2DArray", "RWTexture3D", "RasterizerOrderedBuffer", "RasterizerOrderedTexture2D",
            "RasterizerState", "RenderTargetView", "SamplerComparisonState", "SamplerState", "StructuredBuffer",
            "Technique", "Texture1D", "Texture1DArray", "Texture2D", "Texture2DArray", "Texture2DMS",
            "Texture2DMSArray", "Texture3D", "TextureCube", "TextureCubeArray", "TriangleStream", "VertexShader");

    /** The numeric type names: {@code float4}, {@code half2x3}, {@code min16float2}, {@code bool1} … */
    private static final java.util.regex.Pattern TYPES = java.util.regex.Pattern.compile(
            "(bool|int|uint|dword|half|float|double|min(16|10)float|min(16|12)int|min16uint)([1-4](x[1-4])?)?");

    static boolean is(String s) {
        return WORDS.contains(s) || s.startsWith("__") || TYPES.matcher(s).matches();
    }
}
