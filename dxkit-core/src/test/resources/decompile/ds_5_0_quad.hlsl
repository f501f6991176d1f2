// Decompiled by dxkit from a ds_5_0 program.

SamplerState Linear : register(s0);
Texture2D<float4> HeightMap : register(t0);
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

struct ControlPoint
{
    float3 POSITION0 : POSITION;
    float2 TEXCOORD0 : TEXCOORD;
};

struct PatchConstants
{
    float SV_TessFactor[4] : SV_TessFactor;
    float SV_InsideTessFactor[2] : SV_InsideTessFactor;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    float2 TEXCOORD0 : TEXCOORD;
    float3 TEXCOORD1 : TEXCOORD1;
};

[domain("quad")]
Output main(PatchConstants pc, const OutputPatch<ControlPoint, 4> cp, float2 domain : SV_DomainLocation)
{
    Output o;
    float4 r0, r1;
    r0.xy = cp[3].TEXCOORD0.xy + -cp[2].TEXCOORD0.xy;
    r0.xy = domain.xx * r0.xy + cp[2].TEXCOORD0.xy;
    r0.zw = cp[1].TEXCOORD0.xy + -cp[0].TEXCOORD0.xy;
    r0.zw = domain.xx * r0.zw + cp[0].TEXCOORD0.xy;
    r0.xy = r0.xy + -r0.zw;
    r0.xy = domain.yy * r0.xy + r0.zw;
    r0.z = HeightMap.SampleLevel(Linear, r0.xy, 0.0f).x;
    o.TEXCOORD0.xy = r0.xy;
    r0.xyw = cp[3].POSITION0.xyz + -cp[2].POSITION0.xyz;
    r0.xyw = domain.xxx * r0.xyw + cp[2].POSITION0.xyz;
    r1.xyz = cp[1].POSITION0.xyz + -cp[0].POSITION0.xyz;
    r1.xyz = domain.xxx * r1.xyz + cp[0].POSITION0.xyz;
    r0.xyw = -r1.xyz + r0.xyw;
    r1.xyz = domain.yyy * r0.xyw + r1.xyz;
    r1.y = r0.z * HeightScale + r1.y;
    r1.w = 1.0f;
    o.SV_Position0.x = dot(r1.xyzw, ViewProj._m00_m10_m20_m30);
    o.SV_Position0.y = dot(r1.xyzw, ViewProj._m01_m11_m21_m31);
    o.SV_Position0.z = dot(r1.xyzw, ViewProj._m02_m12_m22_m32);
    o.SV_Position0.w = dot(r1.xyzw, ViewProj._m03_m13_m23_m33);
    o.TEXCOORD1.xyz = r1.xyz;
    return o;
}
