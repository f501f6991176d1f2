// waves for every model
float4 PSWave(float4 p : SV_Position, nointerpolation uint k : K) : SV_Target
{
    float4 r = WaveActiveSum(p) + WaveActiveProduct(p.x) + WaveActiveMin(p.y) + WavePrefixSum(p.z);
    r += WaveActiveAllEqual(k) + WaveActiveAnyTrue(k > 3) + WaveActiveAllTrue(k > 1) + WaveIsFirstLane();
    r += WaveReadLaneAt(p.w, k) + countbits(WaveActiveBallot(k > 2).x);
    return r + WaveActiveBitAnd(k) + WaveActiveBitOr(k);
}
