// Decompiled by dxkit from a vs_5_0 program.

struct Light
{
    float3 Position;
    float Radius;
    float3 Color;
    float Intensity;
};

cbuffer Skin : register(b0)
{
    row_major float3x4 Bones[32];
    Light Lights[4];
    column_major float4x4 ViewProj;
};

struct Input
{
    float4 POSITION0 : POSITION;
    uint4 BLENDINDICES0 : BLENDINDICES;
    float4 BLENDWEIGHT0 : BLENDWEIGHT;
    uint TEXCOORD0 : TEXCOORD;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    float3 COLOR0 : COLOR;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1;
    int4 r0i;
    uint4 r0u;
    r0i.xy = int2(3, 3) * (int2)i.BLENDINDICES0.xy;
    r1.x = dot(Bones[i.BLENDINDICES0.y]._m00_m01_m02_m03, i.POSITION0.xyzw);
    r1.y = dot(Bones[i.BLENDINDICES0.y]._m10_m11_m12_m13, i.POSITION0.xyzw);
    r1.z = dot(Bones[i.BLENDINDICES0.y]._m20_m21_m22_m23, i.POSITION0.xyzw);
    r0.yzw = i.BLENDWEIGHT0.yyy * r1.xyz;
    r1.x = dot(Bones[i.BLENDINDICES0.x]._m00_m01_m02_m03, i.POSITION0.xyzw);
    r1.y = dot(Bones[i.BLENDINDICES0.x]._m10_m11_m12_m13, i.POSITION0.xyzw);
    r1.z = dot(Bones[i.BLENDINDICES0.x]._m20_m21_m22_m23, i.POSITION0.xyzw);
    r0.xyz = r1.xyz * i.BLENDWEIGHT0.xxx + r0.yzw;
    r0u.w = i.BLENDINDICES0.z ^ i.BLENDINDICES0.w;
    r0i.w = 3 * (int)r0u.w;
    r1.x = dot(Bones[((uint)r0i.w * 0xaaaaaaabu)]._m00_m01_m02_m03, i.POSITION0.xyzw);
    r1.y = dot(Bones[((uint)r0i.w * 0xaaaaaaabu)]._m10_m11_m12_m13, i.POSITION0.xyzw);
    r1.z = dot(Bones[((uint)r0i.w * 0xaaaaaaabu)]._m20_m21_m22_m23, i.POSITION0.xyzw);
    r0.xyz = r1.xyz * i.BLENDWEIGHT0.zzz + r0.xyz;
    r1.xyzw = ViewProj._m01_m11_m21_m31 * r0.yyyy;
    r1.xyzw = ViewProj._m00_m10_m20_m30 * r0.xxxx + r1.xyzw;
    r1.xyzw = ViewProj._m02_m12_m22_m32 * r0.zzzz + r1.xyzw;
    o.SV_Position0.xyzw = ViewProj._m03_m13_m23_m33 + r1.xyzw;
    r0i.w = (int)i.TEXCOORD0 << 1;
    r0.xyz = Lights[i.TEXCOORD0].Position.xyz + -r0.xyz;
    r0.x = dot(r0.xyz, r0.xyz);
    r0.x = sqrt(r0.x);
    r0.x = max(Lights[i.TEXCOORD0].Radius.x, r0.x);
    r0.yzw = Lights[i.TEXCOORD0].Color.xyz * Lights[i.TEXCOORD0].Intensity.xxx;
    o.COLOR0.xyz = r0.yzw / r0.xxx;
    return o;
}
