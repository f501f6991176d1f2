// dxkit fixture: a pixel shader with a root signature, a constant buffer, a texture and a sampler.
#define RS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL), StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR)"
cbuffer Params : register(b0) { float4 tint; float scale; };
Texture2D<float4> albedo[2] : register(t0);
SamplerState linearSampler : register(s0);
struct PSIn { float4 pos : SV_Position; float2 uv : TEXCOORD0; nointerpolation uint index : INDEX; };
[RootSignature(RS)]
float4 main(PSIn i) : SV_Target0 {
    return albedo[i.index & 1].Sample(linearSampler, i.uv * scale) * tint;
}
