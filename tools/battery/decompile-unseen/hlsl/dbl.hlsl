// Double precision where engines meet it: large-world positions, accumulation, conversion back.
cbuffer World : register(b0) { double3 CameraPos; double Scale; double4 Accum; float4x4 ViewProj; };
StructuredBuffer<double3> Positions : register(t0);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<double2> Sums : register(u1);

[numthreads(64, 1, 1)]
void CSRelative(uint3 id : SV_DispatchThreadID)
{
    double3 p = Positions[id.x] - CameraPos;
    float3 f = (float3)(p * Scale);
    Out[id.x] = mul(float4(f, 1), ViewProj);
}

[numthreads(64, 1, 1)]
void CSAccumulate(uint3 id : SV_DispatchThreadID)
{
    double s = 0, c = 0;
    [loop] for (uint k = 0; k < 16; k++)
    {
        double y = Positions[id.x * 16 + k].x - c;
        double t = s + y;
        c = (t - s) - y;
        s = t;
    }
    Sums[id.x] = double2(s, c) * Accum.xy + Accum.zw;
}

float4 PSDoubleCompare(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    double a = uv.x, b = uv.y;
    double m = max(a * Scale, b) - min(a, b * Scale);
    bool eq = a == b;
    return float4((float)m, eq ? 1 : 0, (float)(a / 3.0 > b ? a : b), asfloat((uint)(int)b));
}
