// Decompiled by dxkit from a hs_5_0 program.

cbuffer PerFrame : register(b0)
{
    column_major float4x4 ViewProj : packoffset(c0);
    column_major float4x4 InvViewProj : packoffset(c4);
    float3 CameraPos : packoffset(c8);
    float Time : packoffset(c8.w);
    float2 ScreenSize : packoffset(c9);
    float2 InvScreenSize : packoffset(c9.z);
};
cbuffer Terrain : register(b3)
{
    float HeightScale : packoffset(c0);
    float TessScale : packoffset(c0.y);
    float MinTess : packoffset(c0.z);
    float MaxTess : packoffset(c0.w);
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
        float4 r0, r1;
        uint forkInstanceId = 0;
        r0.xyz = ip[2].POSITION0.xyz + ip[0].POSITION0.xyz;
        r0.xyz = mad(r0.xyz, float3(0.5f, 0.5f, 0.5f), -CameraPos.xyz);
        r0.x = dot(r0.xyz, r0.xyz);
        r0.x = sqrt(r0.x);
        r0.x = TessScale / r0.x;
        r0.x = max(r0.x, MinTess);
        r0.x = min(r0.x, MaxTess);
        o.SV_TessFactor[0] = min(r0.x, 64.0f);
        r0.yzw = ip[3].POSITION0.xyz + ip[1].POSITION0.xyz;
        r0.yzw = mad(r0.yzw, float3(0.5f, 0.5f, 0.5f), -CameraPos.xyz);
        r0.y = dot(r0.yzw, r0.yzw);
        r0.y = sqrt(r0.y);
        r0.y = TessScale / r0.y;
        r0.y = max(r0.y, MinTess);
        r1.x = min(r0.y, MaxTess);
        r0.x = r0.x + r1.x;
        r1.y = r0.x * 0.5f;
        r0.xy = min(r1.xy, float2(64.0f, 64.0f));
        o.SV_TessFactor[2] = r0.x;
        o.SV_InsideTessFactor[1] = r0.y;
    }
    {
        float4 r0, r1;
        uint forkInstanceId = 0;
        r0.xyz = ip[1].POSITION0.xyz + ip[0].POSITION0.xyz;
        r0.xyz = mad(r0.xyz, float3(0.5f, 0.5f, 0.5f), -CameraPos.xyz);
        r0.x = dot(r0.xyz, r0.xyz);
        r0.x = sqrt(r0.x);
        r0.x = TessScale / r0.x;
        r0.x = max(r0.x, MinTess);
        r0.x = min(r0.x, MaxTess);
        o.SV_TessFactor[1] = min(r0.x, 64.0f);
        r0.yzw = ip[3].POSITION0.xyz + ip[2].POSITION0.xyz;
        r0.yzw = mad(r0.yzw, float3(0.5f, 0.5f, 0.5f), -CameraPos.xyz);
        r0.y = dot(r0.yzw, r0.yzw);
        r0.y = sqrt(r0.y);
        r0.y = TessScale / r0.y;
        r0.y = max(r0.y, MinTess);
        r1.x = min(r0.y, MaxTess);
        r0.x = r0.x + r1.x;
        r1.y = r0.x * 0.5f;
        r0.xy = min(r1.xy, float2(64.0f, 64.0f));
        o.SV_TessFactor[3] = r0.x;
        o.SV_InsideTessFactor[0] = r0.y;
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
