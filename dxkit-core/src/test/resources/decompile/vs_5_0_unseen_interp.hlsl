// Decompiled by dxkit from a vs_5_0 program.

struct Input
{
    float4 POSITION0 : POSITION;
    float3 NORMAL0 : NORMAL;
    float2 TEXCOORD0 : TEXCOORD;
    float4 COLOR0 : COLOR;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    float3 NORMAL0 : NORMAL;
    float2 TEXCOORD0 : TEXCOORD;
    float WEIGHT0 : WEIGHT;
    float4 COLOR0 : COLOR;
    nointerpolation float FADE0 : FADE;
};

Output main(Input i)
{
    Output o;
    float4 r0;
    o.SV_Position0.xyzw = i.POSITION0.xyzw;
    o.NORMAL0.xyz = i.NORMAL0.xyz;
    o.TEXCOORD0.xy = i.TEXCOORD0.xy;
    o.WEIGHT0 = 0.5f * i.POSITION0.w;
    o.COLOR0.xyzw = i.COLOR0.xyzw;
    r0.x = 7.31f * i.COLOR0.w;
    o.FADE0 = frac(r0.x);
    return o;
}
