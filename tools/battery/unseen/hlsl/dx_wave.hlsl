// DXIL: waves, quads, 16-bit
RWStructuredBuffer<uint4> Out : register(u0);
RWByteAddressBuffer Raw : register(u1);
Texture2D<float4> T : register(t0); SamplerState S : register(s0);
cbuffer C : register(b0) { uint Lane; float Scale; };

[numthreads(64, 1, 1)]
void CSWave(uint id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint v = id * 2654435761u;
    uint4 b = WaveActiveBallot(v & 1);
    uint s = WaveActiveSum(v) + WaveActiveProduct(v | 1) + WaveActiveMin(v) + WaveActiveMax(v);
    s += WaveActiveBitAnd(v) | WaveActiveBitOr(v) ^ WaveActiveBitXor(v);
    s += WavePrefixSum(v) + WavePrefixProduct(v) + WavePrefixCountBits(v > 5) + WaveActiveCountBits(v < 9);
    s += WaveReadLaneAt(v, Lane) + WaveReadLaneFirst(v) + WaveGetLaneCount() + WaveGetLaneIndex();
    bool all = WaveActiveAllTrue(v != 0), any = WaveActiveAnyTrue(v == 3), eq = WaveActiveAllEqual(v);
    if (WaveIsFirstLane()) s += 1;
    uint4 m = WaveMatch(v & 7);
    s += WaveMultiPrefixSum(v, m) + WaveMultiPrefixCountBits(v > 2, m) + WaveMultiPrefixBitOr(v, m);
    Out[id] = b + s + (all ? 1 : 0) + (any ? 2 : 0) + (eq ? 4 : 0) + m;
    float f = WaveActiveSum((float)v * Scale) + QuadReadAcrossX((float)v) + QuadReadAcrossY((float)s) + QuadReadAcrossDiagonal((float)gi) + QuadReadLaneAt((float)v, 2);
    Raw.Store(id * 4, asuint(f));
}

float4 PSQuad(float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = T.Sample(S, uv);
    c += QuadReadAcrossX(c) + ddx_fine(c) + ddy_coarse(c);
    if (WaveActiveAnyTrue(c.a < 0.1)) discard;
    return c * WaveActiveSum(c.x) + IsHelperLane();
}
