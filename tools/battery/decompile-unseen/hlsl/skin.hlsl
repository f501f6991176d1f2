// Skinning: bone palettes indexed by vertex data (cbuffer, Buffer, structured), dual quaternions, morphs, compute.
#ifndef BONES
#define BONES 72
#endif
cbuffer Skin : register(b4) { float4x3 Bones[BONES]; };
cbuffer View : register(b0) { float4x4 ViewProj; uint MorphCount; float MorphWeight[7]; };
Buffer<float4> BonePalette : register(t8);
StructuredBuffer<float2x4> DualQuats : register(t9);
StructuredBuffer<float3> MorphDeltas : register(t10);

struct SkinIn { float3 pos : POSITION; float3 nrm : NORMAL; uint4 idx : BLENDINDICES; float4 w : BLENDWEIGHT; float2 uv : TEXCOORD0; };
struct SkinOut { float4 pos : SV_Position; float3 nrm : NORMAL; float2 uv : TEXCOORD0; };

SkinOut VSSkin4(SkinIn v)
{
    float4x3 m = Bones[v.idx.x] * v.w.x + Bones[v.idx.y] * v.w.y + Bones[v.idx.z] * v.w.z + Bones[v.idx.w] * v.w.w;
    SkinOut o;
    o.pos = mul(float4(mul(float4(v.pos, 1), m), 1), ViewProj);
    o.nrm = normalize(mul(v.nrm, (float3x3)m));
    o.uv = v.uv;
    return o;
}

SkinOut VSSkinLoop(SkinIn v, uniform int influences)
{
    float3 p = 0, n = 0;
    [unroll] for (int k = 0; k < influences; k++)
    {
        p += mul(float4(v.pos, 1), Bones[v.idx[k]]) * v.w[k];
        n += mul(v.nrm, (float3x3)Bones[v.idx[k]]) * v.w[k];
    }
    SkinOut o;
    o.pos = mul(float4(p, 1), ViewProj);
    o.nrm = n;
    o.uv = v.uv;
    return o;
}
SkinOut VSSkin2(SkinIn v) { return VSSkinLoop(v, 2); }
SkinOut VSSkin1(SkinIn v) { return VSSkinLoop(v, 1); }

struct PackedIn { float3 pos : POSITION; uint packedIdx : BLENDINDICES; uint packedW : BLENDWEIGHT; };
float4 VSSkinPacked(PackedIn v) : SV_Position
{
    float3 p = 0;
    [unroll] for (uint k = 0; k < 4; k++)
    {
        uint b = (v.packedIdx >> (k * 8)) & 0xff;
        float w = ((v.packedW >> (k * 8)) & 0xff) / 255.0;
        float4 r0 = BonePalette[b * 3], r1 = BonePalette[b * 3 + 1], r2 = BonePalette[b * 3 + 2];
        p += float3(dot(r0, float4(v.pos, 1)), dot(r1, float4(v.pos, 1)), dot(r2, float4(v.pos, 1))) * w;
    }
    return mul(float4(p, 1), ViewProj);
}

float3 QRotate(float4 q, float3 v) { return v + 2 * cross(q.xyz, cross(q.xyz, v) + q.w * v); }

SkinOut VSDualQuat(SkinIn v)
{
    float2x4 dq = DualQuats[v.idx.x] * v.w.x;
    [unroll] for (int k = 1; k < 4; k++)
    {
        float2x4 o = DualQuats[v.idx[k]];
        dq += o * (dot(o[0], dq[0]) < 0 ? -v.w[k] : v.w[k]);
    }
    float len = length(dq[0]);
    dq /= len;
    float3 t = 2 * (dq[0].w * dq[1].xyz - dq[1].w * dq[0].xyz + cross(dq[0].xyz, dq[1].xyz));
    SkinOut o;
    o.pos = mul(float4(QRotate(dq[0], v.pos) + t, 1), ViewProj);
    o.nrm = QRotate(dq[0], v.nrm);
    o.uv = v.uv;
    return o;
}

float4 VSMorph(float3 pos : POSITION, uint vid : SV_VertexID) : SV_Position
{
    float3 p = pos;
    [loop] for (uint k = 0; k < MorphCount; k++)
        p += MorphDeltas[k * 4096 + vid] * MorphWeight[k];
    return mul(float4(p, 1), ViewProj);
}

ByteAddressBuffer SrcVerts : register(t11);
RWByteAddressBuffer DstVerts : register(u0);
cbuffer Dispatch : register(b5) { uint VertexCount; uint Stride; uint2 pad__; };
[numthreads(64, 1, 1)]
void CSSkin(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= VertexCount) return;
    uint at = id.x * Stride;
    float3 p = asfloat(SrcVerts.Load3(at));
    uint4 idx = (SrcVerts.Load(at + 12).xxxx >> uint4(0, 8, 16, 24)) & 0xff;
    float4 w = f16tof32(SrcVerts.Load2(at + 16).xxyy >> uint4(0, 16, 0, 16));
    float3 r = 0;
    [unroll] for (int k = 0; k < 4; k++) r += mul(float4(p, 1), Bones[idx[k]]) * w[k];
    DstVerts.Store3(id.x * 12, asuint(r));
}
