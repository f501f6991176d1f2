// Decompiled by dxkit from a vs_4_0 program.

cbuffer PerFrame : register(b0)
{
    column_major float4x4 ViewProj;
    column_major float4x4 InvViewProj;
    float3 CameraPos;
    float Time;
    float2 ScreenSize;
    float2 InvScreenSize;
};
cbuffer PerObject : register(b1)
{
    column_major float4x4 World;
    column_major float4x4 WorldInvTranspose;
    float4 Tint;
};

struct Input
{
    float3 POSITION0 : POSITION;
    float3 NORMAL0 : NORMAL;
    float4 TANGENT0 : TANGENT;
    float2 TEXCOORD0 : TEXCOORD;
    float4 COLOR0 : COLOR;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    float3 TEXCOORD0 : TEXCOORD;
    float3 TEXCOORD1 : TEXCOORD1;
    float4 TEXCOORD2 : TEXCOORD2;
    float2 TEXCOORD3 : TEXCOORD3;
    float4 COLOR0 : COLOR;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1;
    r0.xyz = i.POSITION0.xyz;
    r0.w = 1.0f;
    r1.w = dot(r0.xyzw, World._m03_m13_m23_m33);
    r1.x = dot(r0.xyzw, World._m00_m10_m20_m30);
    r1.y = dot(r0.xyzw, World._m01_m11_m21_m31);
    r1.z = dot(r0.xyzw, World._m02_m12_m22_m32);
    o.SV_Position0.x = dot(r1.xyzw, ViewProj._m00_m10_m20_m30);
    o.SV_Position0.y = dot(r1.xyzw, ViewProj._m01_m11_m21_m31);
    o.SV_Position0.z = dot(r1.xyzw, ViewProj._m02_m12_m22_m32);
    o.SV_Position0.w = dot(r1.xyzw, ViewProj._m03_m13_m23_m33);
    o.TEXCOORD0.xyz = r1.xyz;
    r0.x = dot(i.NORMAL0.xyz, WorldInvTranspose._m00_m10_m20);
    r0.y = dot(i.NORMAL0.xyz, WorldInvTranspose._m01_m11_m21);
    r0.z = dot(i.NORMAL0.xyz, WorldInvTranspose._m02_m12_m22);
    r0.w = dot(r0.xyz, r0.xyz);
    r0.w = rsqrt(r0.w);
    o.TEXCOORD1.xyz = r0.xyz * r0.www;
    r0.x = dot(i.TANGENT0.xyz, World._m00_m10_m20);
    r0.y = dot(i.TANGENT0.xyz, World._m01_m11_m21);
    r0.z = dot(i.TANGENT0.xyz, World._m02_m12_m22);
    r0.w = dot(r0.xyz, r0.xyz);
    r0.w = rsqrt(r0.w);
    o.TEXCOORD2.xyz = r0.xyz * r0.www;
    o.TEXCOORD2.w = i.TANGENT0.w;
    o.TEXCOORD3.xy = i.TEXCOORD0.xy;
    o.COLOR0.xyzw = Tint.xyzw * i.COLOR0.xyzw;
    return o;
}
