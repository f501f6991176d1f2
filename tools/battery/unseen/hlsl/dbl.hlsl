// Doubles / minimum precision battery
#ifndef NODBL
cbuffer D : register(b0) { double A; double2 B; float F; int I; uint U; double3 Cc; };
#endif
RWStructuredBuffer<double> Out : register(u0);
RWByteAddressBuffer Raw : register(u1);
#ifndef NODBL

[numthreads(32, 1, 1)]
void CSDouble(uint id : SV_DispatchThreadID)
{
    double x = A * id + B.x;
    double y = x / B.y;
    double z = fma(x, y, A);
    double r = rcp(z);
    double m = min(x, y) + max(z, r) + abs(x - y);
    double s = sqrt((double)F);   // fxc turns this into float sqrt
    float f = (float)m;
    int i = (int)y;
    uint u = (uint)z;
    double b = (double)I + (double)U + (double)f;
    bool lt = x < y, ge = z >= r, eq = m == b, ne = A != B.x;
    uint lo, hi;
    asuint(b, lo, hi);
    double back = asdouble(hi, lo);
    Out[id] = (lt ? x : y) + (ge ? z : r) + (eq ? back : 0) + (ne ? s : Cc.z) + i + u + saturate(x);
    Raw.Store2(id * 8, uint2(lo, hi));
}
#endif

min16float4 Tint;
min10float Amount;
min16int Shift;
min16uint Mask;
Texture2D<min16float4> TexH : register(t0);
SamplerState Smp : register(s0);

min16float4 PSMin(min16float2 uv : TEXCOORD0, min16int2 ij : INDEX, nointerpolation min16uint k : KEY) : SV_Target
{
    min16float4 c = TexH.Sample(Smp, uv) * Tint;
    min10float a = Amount * (min10float)uv.x;
    min16int s = ij.x << Shift;
    min16uint q = (k & Mask) | (min16uint)s;
    c.rgb = lerp(c.rgb, (min16float3)q, a);
    c.a += (min16float)(ij.y * s);
    return c;
}

struct VO { float4 p : SV_Position; min16float2 uv : TEXCOORD0; };
VO VSMin(float3 p : POSITION, min16float2 uv : TEXCOORD0, min16int idx : BLENDINDICES)
{
    VO o;
    o.p = float4(p * (float)idx, 1);
    o.uv = uv * Tint.xy + (min16float)Shift;
    return o;
}

[numthreads(8, 1, 1)]
void CSMin(uint id : SV_DispatchThreadID)
{
    min16float h = (min16float)Tint.x * (min16float)id;
    min16int n = (min16int)id * Shift;
    min16uint m = (min16uint)id | Mask;
    Raw.Store(id * 4, asuint((float)h) + (uint)n + (uint)m);
}
