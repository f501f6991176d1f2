// Decompiled by dxkit from a ps_5_0 program.

SamplerComparisonState Shadow : register(s0);
SamplerState Linear;
Texture2D<float4> Albedo;
Texture2D<float4> Pinned : register(t1);
Texture2D<float4> Detail;
Texture2D<float> Mask;
RWBuffer<float> Log;
float4 Tint;
cbuffer PerView : register(b1)
{
    float4 Bias;
};
cbuffer PerDraw
{
    float4 Scale;
};

struct Input
{
    float2 TEXCOORD0 : TEXCOORD;
};

struct Output
{
    float4 SV_Target1 : SV_Target1;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1, r2;
    r0.xyzw = Albedo.Sample(Linear, i.TEXCOORD0.xy).xyzw;
    r1.xyzw = Detail.Sample(Linear, i.TEXCOORD0.xy).xyzw;
    r2.xyzw = Pinned.Sample(Linear, i.TEXCOORD0.xy).xyzw;
    r0.xyzw = r1.xyzw * r2.xyzw + r0.xyzw;
    r1.x = Mask.SampleCmp(Shadow, i.TEXCOORD0.xy, 0.5f).x;
    r1.y = Mask.Sample(Linear, i.TEXCOORD0.xy).x;
    r1.x = r1.x + r1.y;
    r0.xyzw = r1.xxxx + r0.xyzw;
    Log[0u] = r0.x;
    r0.xyzw = r0.xyzw * Scale.xyzw + Bias.xyzw;
    o.SV_Target1.xyzw = Tint.xyzw + r0.xyzw;
    return o;
}
