// dxkit sample: a compute program that sums a buffer per group through group-shared memory.
StructuredBuffer<float>   Input  : register(t0);
RWStructuredBuffer<float> Output : register(u0);

cbuffer Params : register(b0) { uint Count; };

groupshared float Partial[64];

[numthreads(64, 1, 1)]
void CSMain(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 gid : SV_GroupID)
{
    Partial[gi] = dtid.x < Count ? Input[dtid.x] : 0;
    GroupMemoryBarrierWithGroupSync();
    [unroll]
    for (uint s = 32; s > 0; s >>= 1)
    {
        if (gi < s)
            Partial[gi] += Partial[gi + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0)
        Output[gid.x] = Partial[0];
}
