// Compute at Shader Model 4: one groupshared array written by own thread, read after a barrier (no atomics).
cbuffer Params : register(b0) { uint Width; uint Height; float Threshold; float Scale; };
Texture2D<float4> Src : register(t0);
#ifndef RAW_ONLY
RWStructuredBuffer<float4> Dst : register(u0);
#endif
#ifdef RAW_ONLY
RWByteAddressBuffer Raw : register(u0);
#endif
groupshared float4 sRow[128];

#ifndef RAW_ONLY
[numthreads(128, 1, 1)]
void CSLumaRow(uint3 gtid : SV_GroupThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex)
{
    uint2 px = uint2(gtid.x, gid.y);
    float4 c = Src.Load(int3(px, 0));
    sRow[gi] = float4(dot(c.rgb, float3(0.2126, 0.7152, 0.0722)), c.rgb);
    GroupMemoryBarrierWithGroupSync();
    float4 sum = 0;
    [unroll] for (int k = -3; k <= 3; k++) sum += sRow[clamp((int)gtid.x + k, 0, 127)];
    Dst[gid.y * 128 + gtid.x] = sum / 7 * (sum.x > Threshold ? Scale : 1);
}

#else
[numthreads(32, 1, 1)]
void CSRawCopy(uint3 did : SV_DispatchThreadID)
{
    uint4 w = Raw.Load4(did.x * 16);
    w = (w & 0xffff0000) | ((w >> 8) & 0xff) | ((w & 0xff) << 8);
    Raw.Store4(did.x * 16 + 0x10000, w);
    if (did.x < Width) Raw.Store(did.x * 4 + 0x20000, countbits(w.x) + firstbitlow(w.y));
}
#endif
