// A group sum: each thread loads a value into groupshared memory, a loop of halving steps with barriers, thread 0
// writes the group's sum.
StructuredBuffer<float> g_in : register(t0);
RWStructuredBuffer<float> g_out : register(u0);
groupshared float s_sum[64];

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex, uint3 gid : SV_GroupID, uint3 dt : SV_DispatchThreadID)
{
    s_sum[gi] = g_in[dt.x] * 2.0;
    GroupMemoryBarrierWithGroupSync();
    [loop] for (uint k = 32; k > 0; k >>= 1)
    {
        if (gi < k)
            s_sum[gi] += s_sum[gi + k];
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0)
        g_out[gid.x] = s_sum[0];
}
