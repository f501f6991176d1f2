// Decompiled by dxkit from a cs_5_0 program.

RWByteAddressBuffer Raw : register(u1);
RWTexture2D<uint> TexU : register(u2);
RWTexture2D<int> TexI : register(u3);
RWStructuredBuffer<uint> Str : register(u4);
cbuffer P : register(b0)
{
    uint V;
    int S;
    uint Cmp;
};

groupshared uint g0[64][1];
groupshared int g1[64][1];

[numthreads(64, 1, 1)]
void main(uint groupIndex : SV_GroupIndex, uint3 threadId : SV_DispatchThreadID)
{
    int4 r0i;
    uint4 r0u, r1u;
    g0[groupIndex][(0u >> 2u)] = 0u;
    g1[groupIndex][(0u >> 2u)] = 0u;
    GroupMemoryBarrierWithGroupSync();
    r0u.xyzw = uint4(3u, 7u, 1u, 15u) & groupIndex.xxxx;
    r1u.xz = r0u.yw;
    r1u.yw = uint2(0u, 0u);
    InterlockedAdd(g0[r1u.x][r1u.y >> 2u], V);
    InterlockedAnd(g0[r1u.z][r1u.w >> 2u], V);
    r0u.yw = uint2(0u, 0u);
    InterlockedOr(g0[r0u.x][r0u.y >> 2u], V);
    InterlockedXor(g0[r0u.z][r0u.w >> 2u], V);
    r0u.x = 31u & groupIndex;
    r0u.yw = uint2(0u, 0u);
    InterlockedMax(g0[r0u.x][r0u.y >> 2u], V);
    InterlockedMin(g0[r0u.x][r0u.y >> 2u], V);
    InterlockedMax(g1[r0u.x][r0u.y >> 2u], S);
    InterlockedMin(g1[r0u.x][r0u.y >> 2u], S);
    r0u.z = groupIndex;
    InterlockedCompareStore(g0[r0u.z][r0u.w >> 2u], Cmp, V);
    InterlockedOr(Str[r0u.z], V);
    r0i.x = (int)groupIndex << 2;
    Raw.InterlockedAdd((uint)r0i.x, V);
    Raw.InterlockedCompareStore((uint)r0i.x, Cmp, V);
    r0i.x = 256 + r0i.x;
    Raw.InterlockedMax(0u, (int)V);
    InterlockedAdd(TexU[threadId.xy], V);
    InterlockedMin(TexI[threadId.xy], S);
    GroupMemoryBarrierWithGroupSync();
    r0u.y = g1[groupIndex][(0u >> 2u)];
    r0u.z = g0[groupIndex][(0u >> 2u)];
    r0i.y = (int)r0u.z + (int)r0u.y;
    Raw.Store((uint)r0i.x, (uint)r0i.y);
}
