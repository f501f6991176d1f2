// Decompiled by dxkit from a hs_5_0 program.

cbuffer PerFrame : register(b0)
{
    column_major float4x4 ViewProj;
    column_major float4x4 InvViewProj;
    float3 CameraPos;
    float Time;
    float2 ScreenSize;
    float2 InvScreenSize;
};
cbuffer Terrain : register(b3)
{
    float HeightScale;
    float TessScale;
    float MinTess;
    float MaxTess;
};

struct Input
{
    float3 POSITION0 : POSITION;
    float2 TEXCOORD0 : TEXCOORD;
};

struct Output
{
    float3 POSITION0 : POSITION;
    float2 TEXCOORD0 : TEXCOORD;
};

struct PatchConstants
{
    float SV_TessFactor[4] : SV_TessFactor;
    float SV_InsideTessFactor[2] : SV_InsideTessFactor;
};

PatchConstants patchConstants(InputPatch<Input, 4> ip, OutputPatch<Output, 4> op)
{
    PatchConstants o;
    {
        uint4 r0, r1;
        uint forkInstanceId = 0;
        r0.xyz = asuint(ip[0].POSITION0.xyz + ip[2].POSITION0.xyz);
        r0.xyz = asuint(asfloat(r0.xyz) * float3(0.5f, 0.5f, 0.5f) + -CameraPos.xyz);
        r0.x = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
        r0.x = asuint(sqrt(asfloat(r0.x)));
        r0.x = asuint(TessScale / asfloat(r0.x));
        r0.x = asuint(max(MinTess, asfloat(r0.x)));
        r0.x = asuint(min(MaxTess, asfloat(r0.x)));
        o.SV_TessFactor[0] = min(64.0f, asfloat(r0.x));
        r0.yzw = asuint(ip[1].POSITION0.xyz + ip[3].POSITION0.xyz);
        r0.yzw = asuint(asfloat(r0.yzw) * float3(0.5f, 0.5f, 0.5f) + -CameraPos.xyz);
        r0.y = asuint(dot(asfloat(r0.yzw), asfloat(r0.yzw)));
        r0.y = asuint(sqrt(asfloat(r0.y)));
        r0.y = asuint(TessScale / asfloat(r0.y));
        r0.y = asuint(max(MinTess, asfloat(r0.y)));
        r1.x = asuint(min(MaxTess, asfloat(r0.y)));
        r0.x = asuint(asfloat(r1.x) + asfloat(r0.x));
        r1.y = asuint(0.5f * asfloat(r0.x));
        r0.xy = asuint(min(float2(64.0f, 64.0f), asfloat(r1.xy)));
        o.SV_TessFactor[2] = asfloat(r0.x);
        o.SV_InsideTessFactor[1] = asfloat(r0.y);
    }
    {
        uint4 r0, r1;
        uint forkInstanceId = 0;
        r0.xyz = asuint(ip[0].POSITION0.xyz + ip[1].POSITION0.xyz);
        r0.xyz = asuint(asfloat(r0.xyz) * float3(0.5f, 0.5f, 0.5f) + -CameraPos.xyz);
        r0.x = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
        r0.x = asuint(sqrt(asfloat(r0.x)));
        r0.x = asuint(TessScale / asfloat(r0.x));
        r0.x = asuint(max(MinTess, asfloat(r0.x)));
        r0.x = asuint(min(MaxTess, asfloat(r0.x)));
        o.SV_TessFactor[1] = min(64.0f, asfloat(r0.x));
        r0.yzw = asuint(ip[2].POSITION0.xyz + ip[3].POSITION0.xyz);
        r0.yzw = asuint(asfloat(r0.yzw) * float3(0.5f, 0.5f, 0.5f) + -CameraPos.xyz);
        r0.y = asuint(dot(asfloat(r0.yzw), asfloat(r0.yzw)));
        r0.y = asuint(sqrt(asfloat(r0.y)));
        r0.y = asuint(TessScale / asfloat(r0.y));
        r0.y = asuint(max(MinTess, asfloat(r0.y)));
        r1.x = asuint(min(MaxTess, asfloat(r0.y)));
        r0.x = asuint(asfloat(r1.x) + asfloat(r0.x));
        r1.y = asuint(0.5f * asfloat(r0.x));
        r0.xy = asuint(min(float2(64.0f, 64.0f), asfloat(r1.xy)));
        o.SV_TessFactor[3] = asfloat(r0.x);
        o.SV_InsideTessFactor[0] = asfloat(r0.y);
    }
    return o;
}

[domain("quad")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("patchConstants")]
[maxtessfactor(64.0f)]
Output main(InputPatch<Input, 4> ip, uint controlPointId : SV_OutputControlPointID)
{
    Output o;
    o.POSITION0 = ip[controlPointId].POSITION0;
    o.TEXCOORD0 = ip[controlPointId].TEXCOORD0;
    return o;
}
