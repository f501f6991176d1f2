// odd corners: no resources, empty outputs, many SVs, loops
float4 PSConst() : SV_Target { return float4(0.25, 0.5, 1, 0); }
void PSNoOut(float4 p : SV_Position) { if (p.x > 10) discard; }
[numthreads(1, 1, 1)] void CSEmpty() { }
[numthreads(1024, 1, 1)] void CSBig(uint i : SV_GroupIndex) { }
float4 VSId(uint v : SV_VertexID) : SV_Position { return float4((v & 1) * 2 - 1, (v >> 1) * 2 - 1, 0, 1); }
RWBuffer<float> B : register(u0);
groupshared float Shared[1024];
[numthreads(32, 32, 1)]
void CSScan(uint gi : SV_GroupIndex, uint3 gt : SV_GroupThreadID)
{
    Shared[gi] = B[gi];
    for (uint s = 1; s < 1024; s <<= 1) {
        GroupMemoryBarrierWithGroupSync();
        float v = gi >= s ? Shared[gi - s] : 0;
        GroupMemoryBarrierWithGroupSync();
        Shared[gi] += v;
    }
    GroupMemoryBarrierWithGroupSync();
    B[gi] = Shared[gi] + Shared[1023 - gi];
}
static const float Table[8] = { 1, 2, 3, 5, 8, 13, 21, 34 };
static const float4 KT[3] = { float4(1, 0, 0, 1), float4(0, 1, 0, 1), float4(0, 0, 1, 1) };
float4 PSTable(nointerpolation uint k : K, float x : X) : SV_Target
{
    float r = Table[k & 7] * x; float4 t = KT[k % 3];
    int i = 0; float acc = 0;
    while (i < (int)k) { acc += sin(i * x); i++; if (acc > 10) break; }
    do { acc *= 0.5; } while (acc > 1);
    return t * r + acc;
}
double4 Dbl(double4 a, double b) { return a * b + a / b + fma(a, a, b); }
RWStructuredBuffer<double> DB : register(u1);
[numthreads(4, 1, 1)]
void CSDouble(uint i : SV_DispatchThreadID)
{
    double4 a = double4(DB[i], DB[i + 1], 1.0 / 3.0, 1e-300);
    double4 r = Dbl(a, DB[0]);
    uint lo, hi; asuint(r.x, lo, hi);
    DB[i] = r.x + r.y + min(r.z, r.w) + max(r.x, 2.0) + asdouble(lo, hi) + (double)(float)r.y + (double)(int)r.z + (double)(uint)r.w + abs(r.x) + saturate(r.y);
}
