// Minimum precision as mobile-minded engines write it: min16float colour math, min16int indices,
// min10float at level 9, mixed with full precision.
cbuffer MP : register(b0) { float4 Tint; float4 Fog; min16float4 Half4; int Index; float Time; float2 pad_; };
Texture2D<min16float4> Diffuse : register(t0);
Texture2D<float4> Detail : register(t1);
SamplerState Samp : register(s0);
struct MIn { float4 pos : SV_Position; min16float2 uv : TEXCOORD0; min16float4 col : COLOR0; float fog : FOG; };

min16float4 PSHalfColor(MIn i) : SV_Target
{
    min16float4 c = Diffuse.Sample(Samp, i.uv) * i.col;
    min16float3 d = (min16float3)Detail.Sample(Samp, i.uv * 8).rgb;
    c.rgb = c.rgb * d * 2 + Half4.rgb;
    c.rgb = lerp((min16float3)Fog.rgb, c.rgb, (min16float)saturate(i.fog));
    return c;
}

min16float4 PSHalfLoop(MIn i) : SV_Target
{
    min16float4 acc = 0;
    [unroll] for (min16int k = 0; k < 4; k++)
        acc += Diffuse.Sample(Samp, i.uv + min16float2(k, 0) * (min16float)0.01) * (min16float)0.25;
    return acc * (min16float4)Tint;
}

struct MOut { float4 pos : SV_Position; min16float2 uv : TEXCOORD0; min16float4 col : COLOR0; float fog : FOG; };
cbuffer MV : register(b1) { float4x4 WVP; float4 Wave; };
MOut VSHalf(float3 pos : POSITION, min16float2 uv : TEXCOORD0, min16float4 col : COLOR0, min16int idx : BLENDINDICES)
{
    MOut o;
    float3 p = pos;
    p.y += sin(p.x * Wave.x + Time) * Wave.y * (float)(idx & 3);
    o.pos = mul(float4(p, 1), WVP);
    o.uv = uv * (min16float)2 + (min16float)Time;
    o.col = col;
    o.fog = saturate(o.pos.w * Fog.w);
    return o;
}

min10float4 PSTenBit(float4 pos : SV_Position, min10float4 c : COLOR0, float2 uv : TEXCOORD0) : SV_Target
{
    min10float4 t = (min10float4)Detail.Sample(Samp, uv);
    return t * c + (min10float)0.5;
}

min16int4 PSHalfInt(MIn i) : SV_Target
{
    min16int4 v = (min16int4)(i.col * 255);
    min16int s = (min16int)Index;
    return v * s + min16int4(1, -2, 3, -4);
}
