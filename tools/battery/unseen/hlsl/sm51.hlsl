// SM 5.1 battery
#ifndef UB
#define UB 12
#endif
struct M { float4x4 w; float4 c; };
ConstantBuffer<M> Mats[8] : register(b0, space1);
ConstantBuffer<M> One : register(b3, space0);
Texture2D Texs[UB] : register(t0, space3);
Texture2D<uint> Masks[4] : register(t0, space4);
SamplerState Smps[2] : register(s0, space2);
RWTexture2D<float4> Outs[3] : register(u0, space5);
RWStructuredBuffer<uint> Sb[UB] : register(u0, space6);
StructuredBuffer<M> SM[2] : register(t8);
Buffer<float4> Bufs[6] : register(t0, space7);
cbuffer Plain : register(b1, space9) { uint Sel; float4 V; };

float4 PSArr(float2 uv : TEXCOORD0, nointerpolation uint mi : MAT, nointerpolation uint ti : TEX) : SV_Target
{
    float4 c = Texs[NonUniformResourceIndex(ti)].Sample(Smps[ti & 1], uv);
    c += Texs[Sel + 10].SampleLevel(Smps[0], uv, 2);
    c = mul(c, Mats[mi].w) + Mats[Sel].c + One.c;
    c += Masks[mi & 3].Load(int3(uv * 16, 0));
    c += SM[ti & 1][mi].c + Bufs[NonUniformResourceIndex(mi % 6)][ti];
    uint w, h; Texs[ti].GetDimensions(w, h);
    return c + w + V;
}

[numthreads(8, 8, 1)]
void CSArr(uint3 id : SV_DispatchThreadID, uint3 g : SV_GroupID)
{
    Outs[g.x % 3][id.xy] = Texs[g.y].Load(int3(id.xy, 0));
    uint o;
    InterlockedAdd(Sb[NonUniformResourceIndex(id.z)][id.x], 1, o);
    Sb[g.z][o] = Sb[0].IncrementCounter();
}
