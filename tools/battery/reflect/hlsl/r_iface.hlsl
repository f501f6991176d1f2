// Interfaces and class instances (SM 5.0 class linkage): interface slots, class members in cbuffers,
// interface arrays.
interface IShade { float3 Shade(float3 n); };
interface ITone { float4 Tone(float4 c); float Gain(); };

class Flat : IShade { float3 color; float3 Shade(float3 n) { return color; } };
class Lambert : IShade { float3 dir; float4 tint; float3 Shade(float3 n) { return saturate(dot(n, dir)) * tint.rgb; } };
class Hemi : IShade { float3 up; float3 sky; float3 ground; float3 Shade(float3 n) { return lerp(ground, sky, dot(n, up) * 0.5 + 0.5); } };
class Linear : ITone { float k; float4 Tone(float4 c) { return c * k; } float Gain() { return k; } };
class Reinhard : ITone { float white; float2 pad; float4 Tone(float4 c) { return c / (1 + c / white); } float Gain() { return white; } };

cbuffer Classes : register(b0)
{
    Flat     c_flat;
    Lambert  c_lamb[2];
    Hemi     c_hemi;
    Linear   c_lin;
    Reinhard c_rein;
    float4   c_plain;
};

IShade g_shade[3];
ITone  g_tone;
Texture2D g_tex : register(t0);
SamplerState g_smp : register(s0);

float4 PSIface(float4 p : SV_Position, float3 n : NORMAL, float2 uv : TEXCOORD0) : SV_Target
{
    float3 c = 0;
    [unroll] for (int k = 0; k < 3; k++) c += g_shade[k].Shade(n);
    float4 r = g_tone.Tone(float4(c, 1) * g_tex.Sample(g_smp, uv)) + c_plain;
    return r * g_tone.Gain();
}

IShade g_one;
float4 VSIface(float4 p : POSITION, float3 n : NORMAL) : SV_Position
{
    return p + float4(g_one.Shade(n), 0);
}
