// Decompiled by dxkit from a gs_5_0 program.

cbuffer PerFrame : register(b0)
{
    column_major float4x4 ViewProj;
    column_major float4x4 InvViewProj;
    float3 CameraPos;
    float Time;
    float2 ScreenSize;
    float2 InvScreenSize;
};

struct Input
{
    float4 POSITION0 : POSITION;
    float4 COLOR0 : COLOR;
    float PSIZE0 : PSIZE;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    float4 COLOR0 : COLOR;
    float2 TEXCOORD0 : TEXCOORD;
};

[maxvertexcount(4)]
void main(point Input i[1], inout TriangleStream<Output> stream)
{
    Output o;
    float4 r0, r1, r2;
    r0.xyz = float3(-0.5f, -0.5f, -0.5f) * ViewProj._m01_m11_m21;
    r1.xyz = ViewProj._m00_m10_m20 * float3(-0.5f, -0.5f, -0.5f) + r0.xyz;
    r0.xyz = ViewProj._m00_m10_m20 * float3(0.5f, 0.5f, 0.5f) + r0.xyz;
    r0.xyz = r0.xyz * i[0].PSIZE0.xxx + i[0].POSITION0.xyz;
    r1.xyz = r1.xyz * i[0].PSIZE0.xxx + i[0].POSITION0.xyz;
    r1.w = 1.0f;
    r2.x = dot(r1.xyzw, ViewProj._m00_m10_m20_m30);
    o.SV_Position0.x = r2.x;
    r2.x = dot(r1.xyzw, ViewProj._m01_m11_m21_m31);
    o.SV_Position0.y = r2.x;
    r2.x = dot(r1.xyzw, ViewProj._m02_m12_m22_m32);
    r1.x = dot(r1.xyzw, ViewProj._m03_m13_m23_m33);
    o.SV_Position0.z = r2.x;
    o.SV_Position0.w = r1.x;
    o.COLOR0.xyzw = i[0].COLOR0.xyzw;
    o.TEXCOORD0.xy = float2(0.0f, 0.0f);
    stream.Append(o);
    r0.w = 1.0f;
    r1.x = dot(r0.xyzw, ViewProj._m00_m10_m20_m30);
    o.SV_Position0.x = r1.x;
    r1.x = dot(r0.xyzw, ViewProj._m01_m11_m21_m31);
    o.SV_Position0.y = r1.x;
    r1.x = dot(r0.xyzw, ViewProj._m02_m12_m22_m32);
    r0.x = dot(r0.xyzw, ViewProj._m03_m13_m23_m33);
    o.SV_Position0.z = r1.x;
    o.SV_Position0.w = r0.x;
    o.COLOR0.xyzw = i[0].COLOR0.xyzw;
    o.TEXCOORD0.xy = float2(1.0f, 0.0f);
    stream.Append(o);
    r0.xyz = float3(0.5f, 0.5f, 0.5f) * ViewProj._m01_m11_m21;
    r1.xyz = ViewProj._m00_m10_m20 * float3(-0.5f, -0.5f, -0.5f) + r0.xyz;
    r0.xyz = ViewProj._m00_m10_m20 * float3(0.5f, 0.5f, 0.5f) + r0.xyz;
    r0.xyz = r0.xyz * i[0].PSIZE0.xxx + i[0].POSITION0.xyz;
    r1.xyz = r1.xyz * i[0].PSIZE0.xxx + i[0].POSITION0.xyz;
    r1.w = 1.0f;
    r2.x = dot(r1.xyzw, ViewProj._m00_m10_m20_m30);
    o.SV_Position0.x = r2.x;
    r2.x = dot(r1.xyzw, ViewProj._m01_m11_m21_m31);
    o.SV_Position0.y = r2.x;
    r2.x = dot(r1.xyzw, ViewProj._m02_m12_m22_m32);
    r1.x = dot(r1.xyzw, ViewProj._m03_m13_m23_m33);
    o.SV_Position0.z = r2.x;
    o.SV_Position0.w = r1.x;
    o.COLOR0.xyzw = i[0].COLOR0.xyzw;
    o.TEXCOORD0.xy = float2(0.0f, 1.0f);
    stream.Append(o);
    r0.w = 1.0f;
    r1.x = dot(r0.xyzw, ViewProj._m00_m10_m20_m30);
    o.SV_Position0.x = r1.x;
    r1.x = dot(r0.xyzw, ViewProj._m01_m11_m21_m31);
    o.SV_Position0.y = r1.x;
    r1.x = dot(r0.xyzw, ViewProj._m02_m12_m22_m32);
    r0.x = dot(r0.xyzw, ViewProj._m03_m13_m23_m33);
    o.SV_Position0.z = r1.x;
    o.SV_Position0.w = r0.x;
    o.COLOR0.xyzw = i[0].COLOR0.xyzw;
    o.TEXCOORD0.xy = float2(1.0f, 1.0f);
    stream.Append(o);
    stream.RestartStrip();
}
