// Decompiled by dxkit from a ps_5_0 program.

typedef float4x4 Matrix44;

SamplerState Linear[2];
Texture2D<float4> Layers[3];
Texture2D<float4> Single;
cbuffer PerView
{
    column_major Matrix44 View;
    float4 Fog;
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

Output main(Input i, uniform float Gain, uniform float3 Shift)
{
    Output o;
    float4 r0, r1, r2;
    r0.xyzw = Layers[0].Sample(Linear[1], i.TEXCOORD0.xy).xyzw;
    r1.xyzw = Layers[2].Sample(Linear[1], i.TEXCOORD0.xy).xyzw;
    r2.xyzw = Single.Sample(Linear[1], i.TEXCOORD0.xy).xyzw;
    r0.xyzw = r1.xyzw * r2.xyzw + r0.xyzw;
    r1.x = dot(r0.xyzw, View._m00_m10_m20_m30);
    r1.y = dot(r0.xyzw, View._m01_m11_m21_m31);
    r1.z = dot(r0.xyzw, View._m02_m12_m22_m32);
    r1.w = dot(r0.xyzw, View._m03_m13_m23_m33);
    r0.xyzw = r1.xyzw * Gain.xxxx + Fog.xyzw;
    o.SV_Target0.xyz = Shift.xyz + r0.xyz;
    o.SV_Target0.w = r0.w;
    return o;
}
