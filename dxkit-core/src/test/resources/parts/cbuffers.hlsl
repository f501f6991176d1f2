// dxkit fixture: constant buffers with defaults, structs, arrays, matrices, textures and samplers.
struct Light { float3 dir; float power; float4 colour[2]; };
cbuffer Scene : register(b1) {
    row_major float4x4 world;
    float3x4 bones[2];
    Light lights[3];
    float gamma = 2.2;
    int4 flags = int4(1, 2, 3, 4);
    uint unusedCount;
};
Texture2D<float4> albedo : register(t0);
Texture2DArray<float> shadow : register(t3);
SamplerState linearSampler : register(s0);
SamplerComparisonState shadowSampler : register(s1);
StructuredBuffer<Light> extra : register(t4);
float4 main(float4 pos : SV_Position, min16float2 uv : TEXCOORD0, nointerpolation uint id : ID) : SV_Target {
    float4 c = albedo.Sample(linearSampler, uv) * lights[id % 3].colour[1] * lights[0].power;
    c.x += shadow.SampleCmpLevelZero(shadowSampler, float3(uv, 0), 0.5) + extra[id].power;
    return pow(c + mul(pos, world) + float4(mul(bones[1], pos), 0), gamma) + flags;
}
