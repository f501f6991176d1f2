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
    float4 r0, r1, r2;
    int4 r0i, r1i;
    r0i.x = i.BLENDINDICES0.y;
    r0.xyzw = bones[r0i.x].yyyy * i.POSITION0.xyzw;
    r0.xyzw = ((float4)i.BLENDWEIGHT0).yyyy * r0.xyzw;
    r1i.x = i.BLENDINDICES0.x;
    r1.xyzw = bones[r1i.x].xxxx * i.POSITION0.xyzw;
    r0.xyzw = r1.xyzw * ((float4)i.BLENDWEIGHT0).xxxx + r0.xyzw;
    r1i.x = i.BLENDINDICES0.z;
    o.SV_Position0.xyzw = bones[r1i.x].xyzw * ((float4)i.BLENDWEIGHT0).zzzz + r0.xyzw;
    r0i.x = 1 + i.BLENDINDICES0.x;
    r2.xyz = bones[r0i.x].xyz * ((float3)i.NORMAL0).xyz;
    r2.w = saturate(dot(r2.xyz, lights[1].xyz));
    r0.xyzw = lights[1].xyzw * r2.wwww;
    r2.w = saturate(dot(r2.xyz, lights[0].xyz));
    r0.xyzw = lights[0].xyzw * r2.wwww + r0.xyzw;
    r2.w = saturate(dot(r2.xyz, lights[2].xyz));
    r0.xyzw = lights[2].xyzw * r2.wwww + r0.xyzw;
    r2.w = saturate(dot(r2.xyz, lights[3].xyz));
    o.TEXCOORD1.xyz = (min16float3)(-r2.xyz);
    o.COLOR0.xyzw = (min16float4)(lights[3].xyzw * r2.wwww + r0.xyzw);
    o.TEXCOORD0.xy = (min10float2)(((float2)i.TEXCOORD0).xy * float2(2.0f, 2.0f) + float2(-1.0f, -1.0f));
    return o;
}
