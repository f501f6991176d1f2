// Shader Model 5.1: ConstantBuffer<T>, resource arrays in spaces, bindless-style indexing by material id,
// NonUniformResourceIndex, unbounded ranges.
struct MaterialCB { float4 tint; uint albedoIdx; uint normalIdx; float rough; float metal; };
struct DrawCB { float4x4 world; uint materialIdx; uint3 pad_; };
ConstantBuffer<DrawCB> Draw : register(b0, space0);
ConstantBuffer<MaterialCB> Materials[64] : register(b0, space1);
Texture2D<float4> Textures[] : register(t0, space2);
Texture2D<float4> Fixed[4] : register(t0, space0);
SamplerState Samplers[2] : register(s0, space0);
RWTexture2D<float4> Targets[8] : register(u0, space3);
StructuredBuffer<uint> Indirection : register(t4, space0);
cbuffer Globals : register(b1, space0) { float4x4 ViewProj; uint FrameIdx; uint3 pad2_; };

struct BIn { float4 pos : SV_Position; float2 uv : TEXCOORD0; nointerpolation uint mat : MATERIAL; };

float4 VSBindless(float3 pos : POSITION, float2 uv : TEXCOORD0, out float2 ouv : TEXCOORD0, out nointerpolation uint mat : MATERIAL) : SV_Position
{
    ouv = uv;
    mat = Draw.materialIdx;
    return mul(mul(float4(pos, 1), Draw.world), ViewProj);
}

float4 PSBindless(BIn i) : SV_Target
{
    MaterialCB m = Materials[NonUniformResourceIndex(i.mat)];
    float4 a = Textures[NonUniformResourceIndex(m.albedoIdx)].Sample(Samplers[0], i.uv);
    float4 n = Textures[NonUniformResourceIndex(m.normalIdx)].Sample(Samplers[1], i.uv);
    return a * m.tint + n * m.rough;
}

float4 PSUniformIndex(BIn i) : SV_Target
{
    uint k = Draw.materialIdx & 3;
    return Fixed[k].Sample(Samplers[k & 1], i.uv) + Fixed[3].Load(int3(i.pos.xy, 0)) * Materials[5].metal;
}

[numthreads(8, 8, 1)]
void CSScatter(uint3 id : SV_DispatchThreadID)
{
    uint t = Indirection[id.x & 63] & 7;
    float4 v = Textures[Indirection[64 + (id.y & 63)]].Load(int3(id.xy, 0));
    Targets[t][id.xy] = v * Materials[t].tint;
    Targets[(t + FrameIdx) & 7][id.xy + 512] = v.wzyx;
}

float4 PSConstIdx(BIn i) : SV_Target
{
    float4 s = 0;
    [unroll] for (int k = 0; k < 4; k++) s += Fixed[k].Sample(Samplers[0], i.uv + k * 0.1) * Materials[k].tint;
    return s;
}
