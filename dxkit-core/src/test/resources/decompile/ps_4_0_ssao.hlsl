// Decompiled by dxkit from a ps_4_0 program.

SamplerState PointClamp : register(s0);
SamplerState PointWrap : register(s1);
Texture2D<float> DepthTex : register(t0);
Texture2D<float4> NormalTex : register(t1);
Texture2D<float2> NoiseTex : register(t2);
cbuffer PerFrame : register(b0)
{
    column_major float4x4 ViewProj;
    column_major float4x4 InvViewProj;
    float3 CameraPos;
    float Time;
    float2 ScreenSize;
    float2 InvScreenSize;
};
cbuffer SSAO : register(b4)
{
    column_major float4x4 Proj;
    column_major float4x4 InvProj;
    float Radius;
    float Bias;
    float Power;
    uint SampleCount;
};

static const uint4 icb[16] = { uint4(0x3f09c0ecu, 0x3e3e0dedu, 0x3edd21ffu, 0u), uint4(0x3e0d35a8u, 0x3e7e9100u, 0x3ee2d0e5u, 0u), uint4(0x3eac985fu, 0x3f1161e5u, 0x3bbac711u, 0u), uint4(0xbf332ca5u, 0xbd38bac7u, 0x3af9096cu, 0u), uint4(0x3d8d1b71u, 0xbe23a29cu, 0x3f5acd9fu, 0u), uint4(0x3d656042u, 0x3be21965u, 0x3e3cb924u, 0u), uint4(0xbc6f34d7u, 0x3e0f9097u, 0x3d9c0ebfu, 0u), uint4(0x3c23d70au, 0xbe450481u, 0x3d0ce704u, 0u), uint4(0xbeb72474u, 0xbf07b4a2u, 0x3edf212du, 0u), uint4(0xbea240b8u, 0x3dd9b3d0u, 0x3c816f00u, 0u), uint4(0x3c28c155u, 0xbf163f14u, 0x3b96bb99u, 0u), uint4(0xbdb7b4a2u, 0xbefced91u, 0x3ea84b5eu, 0u), uint4(0x3f363f14u, 0xbc7c5048u, 0x3dbc01a3u, 0u), uint4(0xbd5a511au, 0x3d741f21u, 0x3f0a8588u, 0u), uint4(0x3d102de0u, 0xbd813a93u, 0x3f0bc6a8u, 0u), uint4(0xbef487fdu, 0x3e91c433u, 0x3cde00d2u, 0u) };

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
    uint4 r0, r1, r2, r3, r4, r5, r6;
    r0.z = asuint(DepthTex.SampleLevel(PointClamp, i.TEXCOORD0.xy, 0.0f).x);
    r0.xy = asuint(i.TEXCOORD0.xy * float2(2.0f, -2.0f) + float2(-1.0f, 1.0f));
    r0.w = 0x3f800000u;
    r1.x = asuint(dot(asfloat(r0.xyzw), InvProj._m00_m10_m20_m30));
    r1.y = asuint(dot(asfloat(r0.xyzw), InvProj._m01_m11_m21_m31));
    r1.z = asuint(dot(asfloat(r0.xyzw), InvProj._m02_m12_m22_m32));
    r0.x = asuint(dot(asfloat(r0.xyzw), InvProj._m03_m13_m23_m33));
    r0.xyz = asuint(asfloat(r1.xyz) / asfloat(r0.xxx));
    r1.xyzw = asuint(NormalTex.SampleLevel(PointClamp, i.TEXCOORD0.xy, 0.0f).xyzw);
    r1.xyz = asuint(asfloat(r1.xyz) * float3(2.0f, 2.0f, 2.0f) + float3(-1.0f, -1.0f, -1.0f));
    r0.w = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r1.xyz = asuint(asfloat(r1.xyz) * asfloat(r0.www));
    r2.xy = asuint(ScreenSize.xy * i.TEXCOORD0.xy);
    r2.xy = asuint(float2(0.25f, 0.25f) * asfloat(r2.xy));
    r2.xy = asuint(NoiseTex.SampleLevel(PointWrap, asfloat(r2.xy), 0.0f).xy);
    r2.xy = asuint(asfloat(r2.xy) * float2(2.0f, 2.0f) + float2(-1.0f, -1.0f));
    r0.w = asuint(dot(asfloat(r2.xy), asfloat(r2.xy)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r2.xy = asuint(asfloat(r2.xy) * asfloat(r0.ww));
    r2.z = 0u;
    r0.w = asuint(dot(asfloat(r2.xy), asfloat(r1.xy)));
    r2.xyz = asuint(-asfloat(r1.xyz) * asfloat(r0.www) + asfloat(r2.xyz));
    r0.w = asuint(dot(asfloat(r2.xyz), asfloat(r2.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r2.xyz = asuint(asfloat(r2.xyz) * asfloat(r0.www));
    r3.xyz = asuint(asfloat(r2.yzx) * asfloat(r1.zxy));
    r3.xyz = asuint(asfloat(r1.yzx) * asfloat(r2.zxy) + -asfloat(r3.xyz));
    r4.w = 0x3f800000u;
    r5.w = 0x3f800000u;
    r0.w = 0u;
    r1.w = 0u;
    [loop] while (true)
    {
        r2.w = (r1.w >= SampleCount) ? 0xffffffffu : 0u;
        [flatten] if (r2.w != 0u) break;
        r6.xyz = asuint(asfloat(icb[r1.w].yyy) * asfloat(r3.xyz));
        r6.xyz = asuint(asfloat(icb[r1.w].xxx) * asfloat(r2.xyz) + asfloat(r6.xyz));
        r6.xyz = asuint(asfloat(icb[r1.w].zzz) * asfloat(r1.xyz) + asfloat(r6.xyz));
        r4.xyz = asuint(asfloat(r6.xyz) * Radius.xxx + asfloat(r0.xyz));
        r6.x = asuint(dot(asfloat(r4.xyzw), Proj._m00_m10_m20_m30));
        r6.y = asuint(dot(asfloat(r4.xyzw), Proj._m01_m11_m21_m31));
        r2.w = asuint(dot(asfloat(r4.xyzw), Proj._m03_m13_m23_m33));
        r4.xy = asuint(asfloat(r6.xy) / asfloat(r2.ww));
        r4.xy = asuint(asfloat(r4.xy) * float2(0.5f, -0.5f) + float2(0.5f, 0.5f));
        r6.x = asuint(DepthTex.SampleLevel(PointClamp, asfloat(r4.xy), 0.0f).x);
        r5.xy = asuint(asfloat(r4.xy) * float2(2.0f, -2.0f) + float2(-1.0f, 1.0f));
        r5.z = r6.x;
        r2.w = asuint(dot(asfloat(r5.xyzw), InvProj._m02_m12_m22_m32));
        r3.w = asuint(dot(asfloat(r5.xyzw), InvProj._m03_m13_m23_m33));
        r2.w = asuint(asfloat(r2.w) / asfloat(r3.w));
        r3.w = asuint(-asfloat(r2.w) + asfloat(r0.z));
        r3.w = asuint(saturate(Radius / abs(asfloat(r3.w))));
        r4.x = asuint(asfloat(r3.w) * -2.0f + 3.0f);
        r3.w = asuint(asfloat(r3.w) * asfloat(r3.w));
        r3.w = asuint(asfloat(r4.x) * asfloat(r3.w));
        r4.x = asuint(Bias + asfloat(r4.z));
        r2.w = (asfloat(r2.w) >= asfloat(r4.x)) ? 0xffffffffu : 0u;
        r2.w = 0x3f800000u & r2.w;
        r0.w = asuint(asfloat(r2.w) * asfloat(r3.w) + asfloat(r0.w));
        r1.w = (uint)(1 + (int)r1.w);
    }
    r0.x = asuint((float)SampleCount);
    r0.x = asuint(asfloat(r0.w) / asfloat(r0.x));
    r0.x = asuint(1.0f + -asfloat(r0.x));
    r0.x = asuint(log2(asfloat(r0.x)));
    r0.x = asuint(Power * asfloat(r0.x));
    o.SV_Target0.xyzw = exp2(asfloat(r0.xxxx));
    return o;
}
