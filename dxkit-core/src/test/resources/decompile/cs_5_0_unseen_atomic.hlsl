// Decompiled by dxkit from a cs_5_0 program.

RWStructuredBuffer<uint> Counts : register(u0);
cbuffer Limits : register(b0)
{
    uint Limit;
};

groupshared uint g0[64][1];

[numthreads(64, 1, 1)]
void main(uint groupIndex : SV_GroupIndex, uint3 threadId : SV_DispatchThreadID)
{
    uint4 r0, r1;
    g0[groupIndex][(0u >> 2u)] = 0u;
    GroupMemoryBarrierWithGroupSync();
    r0.yw = uint2(0u, 0u);
    r1.x = threadId.x;
    [loop] while (true)
    {
        r1.y = (r1.x >= Limit) ? 0xffffffffu : 0u;
        [flatten] if (r1.y != 0u) break;
        r1.y = (uint)(7 * (int)r1.x);
        r0.x = 63u & r1.y;
        InterlockedAdd(g0[r0.x][r0.y >> 2u], 1u);
        r1.x = (uint)(4096 + (int)r1.x);
    }
    GroupMemoryBarrierWithGroupSync();
    r0.x = g0[groupIndex][(0u >> 2u)];
    r0.z = groupIndex;
    InterlockedAdd(Counts[r0.z], r0.x);
}
