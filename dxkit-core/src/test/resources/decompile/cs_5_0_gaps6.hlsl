// Decompiled by dxkit from a cs_5_0 program.

struct Item
{
    int Count;
    uint Flags;
    float Weight;
};

StructuredBuffer<Item> Src : register(t0);
RWStructuredBuffer<int> Counts : register(u0);
RWStructuredBuffer<Item> Items : register(u1);
RWByteAddressBuffer Raw : register(u2);
cbuffer P : register(b0)
{
    int S;
    uint V;
    uint N;
    uint Ref;
};

groupshared int g0[64][1];

[numthreads(64, 1, 1)]
void main(uint groupIndex : SV_GroupIndex, uint3 threadId : SV_DispatchThreadID)
{
    uint4 r0, r1;
    g0[groupIndex][(0u >> 2u)] = 0x7fffffffu;
    GroupMemoryBarrierWithGroupSync();
    r0.xy = uint2(15u, 7u) & groupIndex.xx;
    r0.z = 0u;
    { int t; InterlockedMin(g0[r0.x][r0.z >> 2u], S, t); r1.y = (uint)t; }
    InterlockedMax(g0[r0.y][r0.z >> 2u], S);
    r0.y = 0u;
    r0.x = 0u;
    [loop] while (true)
    {
        r0.z = (r0.x >= N) ? 0xffffffffu : 0u;
        [flatten] if (r0.z != 0u) break;
        r0.z = (uint)(S + (int)r0.x);
        InterlockedMax(Counts[r0.x], (int)r0.z);
        InterlockedAdd(Items[r0.x].Count, 1);
        r0.x = (uint)(1 + (int)r0.x);
    }
    r0.x = (V < threadId.x) ? 0xffffffffu : 0u;
    [branch] if (r0.x != 0u)
    {
        r0.x = threadId.x;
        r0.y = 4u;
        { uint t; InterlockedOr(Items[r0.x].Flags, V, t); r1.x = t; }
    }
    else
    {
        r1.x = 0u;
    }
    Raw.InterlockedMin(0u, S);
    [branch] if (groupIndex == 0u)
    {
        r1.z = Src[threadId.y].Flags;
        r0.xyz = threadId.xxx >> uint3(8u, 16u, 24u);
        r0.yzw = uint3(((threadId.y << 24u) & 0xff000000u) | (r0.x & 0x00ffffffu), ((threadId.y << 16u) & 0xffff0000u) | (r0.y & 65535u), ((threadId.y << 8u) & 0xffffff00u) | (r0.z & 255u));
        r0.x = threadId.x;
        r1.w = V;
        r0.xyzw = uint4(msad4(Ref, uint2(r0.x, 0u), (r1.x).xxxx).x, msad4(Ref, uint2(r0.y, 0u), (r1.y).xxxx).x, msad4(Ref, uint2(r0.z, 0u), (r1.z).xxxx).x, msad4(Ref, uint2(r0.w, 0u), (r1.w).xxxx).x);
        Raw.Store4(16u, r0.xyzw);
    }
    r0.x = (uint)((int)groupIndex << 2);
    r0.x = (uint)(32 + (int)r0.x);
    r0.y = asuint(Src[threadId.x].Weight);
    r0.z = g0[groupIndex][(0u >> 2u)];
    r0.y = (uint)((int)r0.y + (int)r0.z);
    Raw.Store(r0.x, r0.y);
}
