// Decompiled by dxkit from a ps_5_0 program.

SamplerState Linear : register(s0);
Texture2DArray<float4> Slices : register(t0);

struct Input
{
    float4 SV_Position0 : SV_Position;
    float3 TEXCOORD0 : TEXCOORD;
};

struct Output
{
    min16float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0;
    r0.x = Slices.CalculateLevelOfDetail(Linear, i.TEXCOORD0.xy);
    r0.x = 0.5f * r0.x;
    r0.xyzw = Slices.SampleLevel(Linear, i.TEXCOORD0.xyz, r0.x).xyzw;
    r0.xyzw = i.TEXCOORD0.zzzz * r0.xyzw;
    o.SV_Target0.xyzw = (min16float4)(r0.xyzw);
    return o;
}
