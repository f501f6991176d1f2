// Decompiled by dxkit from a ps_5_0 program.

SamplerState LinearClamp : register(s1);
Texture2D<float4> SceneColor : register(t0);
cbuffer PerFrame : register(b0)
{
    column_major float4x4 ViewProj;
    column_major float4x4 InvViewProj;
    float3 CameraPos;
    float Time;
    float2 ScreenSize;
    float2 InvScreenSize;
};
cbuffer PostParams : register(b4)
{
    float Exposure;
    float BloomStrength;
    float Vignette;
    float WhitePoint;
    float2 BlurDirection;
    float2 Pad;
};

struct Input
{
    float4 SV_Position0 : SV_Position;
    float2 TEXCOORD0 : TEXCOORD;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1, r2, r3;
    r0.xy = BlurDirection.xy * InvScreenSize.xy + i.TEXCOORD0.xy;
    r0.xyz = SceneColor.Sample(LinearClamp, r0.xy).xyz;
    r0.xyz = float3(0.1945946f, 0.1945946f, 0.1945946f) * r0.xyz;
    r1.xyz = SceneColor.Sample(LinearClamp, i.TEXCOORD0.xy).xyz;
    r0.xyz = r1.xyz * float3(0.227027f, 0.227027f, 0.227027f) + r0.xyz;
    r1.xy = -BlurDirection.xy * InvScreenSize.xy + i.TEXCOORD0.xy;
    r1.xyz = SceneColor.Sample(LinearClamp, r1.xy).xyz;
    r0.xyz = r1.xyz * float3(0.1945946f, 0.1945946f, 0.1945946f) + r0.xyz;
    r1.xyzw = BlurDirection.xyxy * InvScreenSize.xyxy;
    r2.xy = r1.zw * float2(2.0f, 2.0f) + i.TEXCOORD0.xy;
    r2.xyz = SceneColor.Sample(LinearClamp, r2.xy).xyz;
    r0.xyz = r2.xyz * float3(0.1216216f, 0.1216216f, 0.1216216f) + r0.xyz;
    r2.xy = -r1.zw * float2(2.0f, 2.0f) + i.TEXCOORD0.xy;
    r2.xyz = SceneColor.Sample(LinearClamp, r2.xy).xyz;
    r0.xyz = r2.xyz * float3(0.1216216f, 0.1216216f, 0.1216216f) + r0.xyz;
    r2.xyzw = r1.xyzw * float4(3.0f, 3.0f, 4.0f, 4.0f) + i.TEXCOORD0.xyxy;
    r1.xyzw = -r1.xyzw * float4(3.0f, 3.0f, 4.0f, 4.0f) + i.TEXCOORD0.xyxy;
    r3.xyz = SceneColor.Sample(LinearClamp, r2.xy).xyz;
    r2.xyz = SceneColor.Sample(LinearClamp, r2.zw).xyz;
    r0.xyz = r3.xyz * float3(0.054054f, 0.054054f, 0.054054f) + r0.xyz;
    r3.xyz = SceneColor.Sample(LinearClamp, r1.xy).xyz;
    r1.xyz = SceneColor.Sample(LinearClamp, r1.zw).xyz;
    r0.xyz = r3.xyz * float3(0.054054f, 0.054054f, 0.054054f) + r0.xyz;
    r0.xyz = r2.xyz * float3(0.016216f, 0.016216f, 0.016216f) + r0.xyz;
    o.SV_Target0.xyz = r1.xyz * float3(0.016216f, 0.016216f, 0.016216f) + r0.xyz;
    o.SV_Target0.w = 1.0f;
    return o;
}
