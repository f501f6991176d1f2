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
    float4 r2, r3;
    int4 r0i, r1i;
    uint4 r0u, r1u;
    g0[groupIndex][(0u >> 2u)] = groupIndex;
    r0i.x = -((int)groupIndex);
    g1[groupIndex][(0u >> 2u)] = (uint)r0i.x;
    GroupMemoryBarrierWithGroupSync();
    r0u.xyzw = uint4(3u, 7u, 1u, 15u) & groupIndex.xxxx;
    r1u.xz = r0u.yw;
    r1u.yw = uint2(0u, 0u);
    { uint t; InterlockedAdd(g0[r1u.x][r1u.y >> 2u], V, t); r2.x = asfloat(t); }
    { uint t; InterlockedAnd(g0[r1u.z][r1u.w >> 2u], V, t); r1u.x = t; }
    r1i.x = asint(r2.x) + (int)r1u.x;
    r0u.yw = uint2(0u, 0u);
    { uint t; InterlockedOr(g0[r0u.x][r0u.y >> 2u], V, t); r2.x = asfloat(t); }
    { uint t; InterlockedXor(g0[r0u.z][r0u.w >> 2u], V, t); r0u.x = t; }
    r0i.y = asint(r2.x) + r1i.x;
    r0i.x = r0i.y + (int)r0u.x;
    r1u.x = 31u & groupIndex;
    r1u.yw = uint2(0u, 0u);
    { uint t; InterlockedMax(g0[r1u.x][r1u.y >> 2u], V, t); r2.x = asfloat(t); }
    { uint t; InterlockedMin(g0[r1u.x][r1u.y >> 2u], V, t); r3.x = asfloat(t); }
    r0i.x = asint(r2.x) + r0i.x;
    r0i.x = r0i.x + asint(r3.x);
    { int t; InterlockedMax(g1[r1u.x][r1u.y >> 2u], S, t); r2.x = asfloat(t); }
    { int t; InterlockedMin(g1[r1u.x][r1u.y >> 2u], S, t); r3.x = asfloat(t); }
    r0i.x = asint(r2.x) + r0i.x;
    r0i.x = r0i.x + asint(r3.x);
    r1u.z = groupIndex;
    { uint t; InterlockedExchange(g0[r1u.z][r1u.w >> 2u], V, t); r2.x = asfloat(t); }
    { uint t; InterlockedCompareExchange(g0[r1u.z][r1u.w >> 2u], Cmp, V, t); r3.x = asfloat(t); }
    r0i.x = asint(r2.x) + r0i.x;
    r0i.x = r0i.x + asint(r3.x);
    { uint t; InterlockedCompareExchange(Str[r1u.z], Cmp, V, t); r1u.x = t; }
    r0i.y = (int)groupIndex << 2;
    { uint t; Raw.InterlockedExchange((uint)r0i.y, (uint)r0i.x, t); r2.x = asfloat(t); }
    Raw.InterlockedCompareStore((uint)r0i.y, Cmp, asuint(r2.x));
    r0i.x = 2048 + r0i.y;
    { uint t; Raw.InterlockedAdd(1024u, 1u, t); r2.x = asfloat(t); }
    { uint t; InterlockedExchange(TexU[threadId.xy], asuint(r2.x), t); r2.x = asfloat(t); }
    { int t; InterlockedMax(TexI[threadId.xy], S, t); r2.x = asfloat(t); }
    r0i.y = asint(r2.x) + (int)r1u.x;
    Raw.Store((uint)r0i.x, (uint)r0i.y);
}
