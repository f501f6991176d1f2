// Dynamic linkage battery
interface ILight { float3 Shade(float3 n, float3 p); float Atten(float d); };
interface IMat { float4 Albedo(float2 uv); };
class Dir : ILight { float3 d; float3 col; float3 Shade(float3 n, float3 p) { return saturate(dot(n, d)) * col; } float Atten(float x) { return 1; } };
class Point : ILight { float3 pos; float r; float3 col;
  float3 Shade(float3 n, float3 p) { float3 l = pos - p; return saturate(dot(n, normalize(l))) * col * Atten(length(l)); }
  float Atten(float x) { return saturate(1 - x / r); } };
class Spot : Point { float3 dir; float cosA;
  float3 Shade(float3 n, float3 p) { float3 l = normalize(pos - p); return dot(-l, dir) > cosA ? saturate(dot(n, l)) * col : 0; } };
Texture2D Tex : register(t0); SamplerState Smp : register(s0);
class Textured : IMat { float4 tint; float4 Albedo(float2 uv) { return Tex.Sample(Smp, uv) * tint; } };
class Flat : IMat { float4 c; float4 Albedo(float2 uv) { return c; } };
ILight Lights[3];
IMat Mat;
cbuffer cbObjs { Dir gDir; Point gPoint; Spot gSpot; Textured gTex; Flat gFlat; };

float4 PSLink(float3 n : NORMAL, float3 p : WORLD, float2 uv : TEXCOORD) : SV_Target
{
    float3 c = 0;
    [unroll] for (int k = 0; k < 3; k++) c += Lights[k].Shade(n, p);
    return Mat.Albedo(uv) * float4(c, 1);
}

ILight One;
uint Which;
float4 PSDyn(float3 n : NORMAL, float3 p : WORLD) : SV_Target
{
    float3 c = One.Shade(n, p);
    [loop] for (uint k = 0; k < Which; k++) c += Lights[k].Shade(n, p * k);
    return float4(c, One.Atten(p.x));
}
