// Decompiled by dxkit from a cs_5_0 program.

RWByteAddressBuffer Raw : register(u1);
RWTexture2D<uint> TexU : register(u2);
RWTexture2D<int> TexI : register(u3);
RWStructuredBuffer<uint> Str : register(u4);
cbuffer P : register(b0)
{
    uint V : packoffset(c0);
    int S : packoffset(c0.y);
    uint Cmp : packoffset(c0.z);
};

groupshared uint g0[64][1];
groupshared uint g1[64][1];

[numthreads(64, 1, 1)]
void main(uint groupIndex : SV_GroupIndex, uint3 threadId : SV_DispatchThreadID)
{
    float4 r0, r1;
    g0[groupIndex][(0u >> 2u)] = 0u;
    g1[groupIndex][(0u >> 2u)] = 0u;
    GroupMemoryBarrierWithGroupSync();
    r0.xyzw = asfloat(groupIndex.xxxx & uint4(3u, 7u, 1u, 15u));
    r1.xz = r0.yw;
    r1.yw = float2(0.0f, 0.0f);
    InterlockedAdd(g0[asuint(r1.x)][asuint(r1.y) >> 2u], V);
    InterlockedAnd(g0[asuint(r1.z)][asuint(r1.w) >> 2u], V);
    r0.yw = float2(0.0f, 0.0f);
    InterlockedOr(g0[asuint(r0.x)][asuint(r0.y) >> 2u], V);
    InterlockedXor(g0[asuint(r0.z)][asuint(r0.w) >> 2u], V);
    r0.x = asfloat(groupIndex & 31u);
    r0.yw = float2(0.0f, 0.0f);
    InterlockedMax(g0[asuint(r0.x)][asuint(r0.y) >> 2u], V);
    InterlockedMin(g0[asuint(r0.x)][asuint(r0.y) >> 2u], V);
    /* dxkit: instruction atomic_imax at dword 151 */
    /* dxkit: instruction atomic_imin at dword 159 */
    r0.z = asfloat(groupIndex);
    InterlockedCompareStore(g0[asuint(r0.z)][asuint(r0.w) >> 2u], Cmp, V);
    /* dxkit: instruction atomic_or at dword 182 */
    r0.x = asfloat(asint(groupIndex) << 2);
    Raw.InterlockedAdd(asuint(r0.x), V);
    Raw.InterlockedCompareStore(asuint(r0.x), Cmp, V);
    r0.x = asfloat(asint(r0.x) + 256);
    /* dxkit: instruction atomic_imax at dword 222 */
    InterlockedAdd(TexU[threadId.xy], V);
    InterlockedMin(TexI[threadId.xy], S);
    GroupMemoryBarrierWithGroupSync();
    r0.y = asfloat(g1[groupIndex][(0u >> 2u)]);
    r0.z = asfloat(g0[groupIndex][(0u >> 2u)]);
    r0.y = asfloat(asint(r0.y) + asint(r0.z));
    Raw.Store(asuint(r0.x), asuint(r0.y));
}
