// The domain of hs.hlsl: barycentric interpolation, a projection.
cbuffer Camera : register(b0) { float4x4 g_viewProj; };
struct CP { float3 pos : POSITION; float2 uv : TEXCOORD0; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
struct DSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

[domain("tri")]
DSOut main(PC pc, float3 b : SV_DomainLocation, const OutputPatch<CP, 3> p)
{
    DSOut o;
    float3 w = b.x * p[0].pos + b.y * p[1].pos + b.z * p[2].pos;
    o.pos = mul(float4(w, 1.0), g_viewProj);
    o.uv = b.x * p[0].uv + b.y * p[1].uv + b.z * p[2].uv;
    return o;
}
