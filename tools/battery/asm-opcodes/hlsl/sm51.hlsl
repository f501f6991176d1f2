// Shader Model 5.1: resource arrays in spaces, ConstantBuffer<T> arrays, dynamic and nonuniform indices.
struct Light { float4 color; float4 dir; };
ConstantBuffer<Light> Lights[8] : register(b0, space1);
cbuffer Frame : register(b0) { uint gIndex; uint gCount; float2 gUv; };
Texture2D<float4> Mats[16] : register(t0, space2);
Texture2D<float4> Fixed[4] : register(t2);
Texture2DArray<float> Shadows[3] : register(t0, space3);
SamplerState Samps[4] : register(s0, space1);
SamplerComparisonState Cmp : register(s5);
RWTexture2D<float4> Outs[2] : register(u0, space4);
RWStructuredBuffer<uint> Bufs[4] : register(u2, space4);
ByteAddressBuffer RawIn[2] : register(t8);
StructuredBuffer<Light> LightBufs[2] : register(t10, space5);

float4 PSBindless(float4 p : SV_Position, nointerpolation uint m : MATERIAL, float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = Mats[NonUniformResourceIndex(m)].Sample(Samps[m & 3], uv);
    c += Mats[gIndex].Sample(Samps[NonUniformResourceIndex(m >> 2)], uv + gUv);
    c += Fixed[gIndex & 3].SampleLevel(Samps[0], uv, 0);
    c *= Lights[NonUniformResourceIndex(m & 7)].color;
    c += Lights[gIndex].dir;
    c.x += Shadows[m % 3].SampleCmpLevelZero(Cmp, float3(uv, 1), 0.5);
    c.y += asfloat(RawIn[NonUniformResourceIndex(m & 1)].Load(m * 4));
    c += LightBufs[gIndex & 1][m].color;
    return c;
}

[numthreads(8, 8, 1)]
void CSBindless(uint3 id : SV_DispatchThreadID, uint3 g : SV_GroupID)
{
    uint k = g.x & 1;
    float4 v = Mats[id.z + 4].Load(int3(id.xy, 0));
    Outs[NonUniformResourceIndex(k)][id.xy] = v * Lights[g.y].color;
    uint old;
    InterlockedAdd(Bufs[NonUniformResourceIndex(id.x & 3)][0], 1, old);
    InterlockedMax(Bufs[gIndex][1], old);
    Bufs[g.z & 3][id.x + 2] = old + RawIn[1].Load(id.y * 4);
    uint w, h;
    Outs[gIndex & 1].GetDimensions(w, h);
    uint n, st;
    Bufs[gCount & 3].GetDimensions(n, st);
    Bufs[0][3] = w + h + n + st;
}

float4 VSBindless(uint vid : SV_VertexID, uint iid : SV_InstanceID) : SV_Position
{
    Light l = Lights[iid & 7];
    float4 t = Fixed[vid & 3].Load(int3(vid, iid, 0));
    return l.dir * t + LightBufs[1][vid].dir;
}
