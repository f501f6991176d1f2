// Decompiled by dxkit from a vs_4_0_level_9_1 program.

cbuffer CB : register(b0)
{
    float4 tint;
    min16float4 bias;
    float4 bones[12];
    min16float4 lights[4];
    int4 counts;
};

struct Input
{
    float4 POSITION0 : POSITION;
    min16float4 BLENDWEIGHT0 : BLENDWEIGHT;
    int4 BLENDINDICES0 : BLENDINDICES;
    min16float3 NORMAL0 : NORMAL;
    min10float2 TEXCOORD0 : TEXCOORD;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    min16float4 COLOR0 : COLOR;
    min10float2 TEXCOORD0 : TEXCOORD;
    min16float3 TEXCOORD1 : TEXCOORD1;
};

Output main(Input i)
{
    Output o;
    float4 r0;
    int4 r1i;
    r0.xyzw = float4(0.0f, 0.0f, 0.0f, 0.0f);
    r1i.x = 0;
    while (!(r1i.x >= counts.x))
    {
        r0.xyzw = lights[r1i.x].xyzw * ((float4)i.BLENDWEIGHT0).xyzw + r0.xyzw;
        r1i.x = 1 + r1i.x;
    }
    o.COLOR0.xyzw = (min16float4)(r0.xyzw);
    o.SV_Position0.xyzw = i.POSITION0.xyzw;
    o.TEXCOORD0.xy = (min10float2)(((float2)i.TEXCOORD0).xy);
    o.TEXCOORD1.xyz = (min16float3)(((float3)i.NORMAL0).xyz);
    return o;
}
