// Interfaces and classes: a material system choosing a BRDF and a light model at bind time.
interface IBrdf { float3 Shade(float3 n, float3 l, float3 v, float3 albedo); };
interface ILight { float3 Dir(float3 p); float3 Color(float3 p); };
class Lambert : IBrdf { float3 Shade(float3 n, float3 l, float3 v, float3 albedo) { return albedo * saturate(dot(n, l)); } };
class Phong : IBrdf { float Power; float3 Spec; float3 Shade(float3 n, float3 l, float3 v, float3 albedo)
    { return albedo * saturate(dot(n, l)) + Spec * pow(saturate(dot(reflect(-l, n), v)), Power); } };
class DirLight : ILight { float3 D; float3 C; float3 Dir(float3 p) { return -D; } float3 Color(float3 p) { return C; } };
class PointL : ILight { float3 P; float3 C; float3 Dir(float3 p) { return normalize(P - p); } float3 Color(float3 p) { return C / (1 + dot(P - p, P - p)); } };

cbuffer Classes : register(b0) { Lambert gLambert; Phong gPhong; DirLight gSun; PointL gLamp; float3 Eye; };
IBrdf gBrdf;
ILight gLights[2];
Texture2D<float4> Albedo : register(t0);
SamplerState Samp : register(s0);

float4 PSClassLit(float4 pos : SV_Position, float3 wpos : WORLDPOS, float3 n : NORMAL, float2 uv : TEXCOORD0) : SV_Target
{
    float3 a = Albedo.Sample(Samp, uv).rgb;
    float3 v = normalize(Eye - wpos);
    float3 c = 0;
    [unroll] for (int k = 0; k < 2; k++) c += gBrdf.Shade(normalize(n), gLights[k].Dir(wpos), v, a) * gLights[k].Color(wpos);
    return float4(c, 1);
}

ILight gOne;
float4 PSClassOne(float4 pos : SV_Position, float3 wpos : WORLDPOS) : SV_Target { return float4(gOne.Color(wpos) * gOne.Dir(wpos), 1); }
