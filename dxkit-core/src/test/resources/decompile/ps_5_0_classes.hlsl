// Decompiled by dxkit from a ps_5_0 program.

struct Input
{
    float4 SV_Position0 : SV_Position;
    float3 NORMAL0 : NORMAL;
    float3 TEXCOORD0 : TEXCOORD;
    float2 TEXCOORD1 : TEXCOORD1;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

interface ILight
{
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3);
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3);
    void f2(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3);
};

interface IMaterial
{
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3);
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3);
};

class DirLight : ILight
{
    float3 Dir;
    float3 Color;
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r2.x = asuint(saturate(dot(asfloat(r0.xyz), -Dir.xyz)));
        r1.xyz = asuint(Color.xyz * asfloat(r2.xxx));
    }
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r2.w = asuint(saturate(dot(asfloat(r0.xyz), -Dir.xyz)));
        r2.xyz = asuint(Color.xyz * asfloat(r2.www));
    }
    void f2(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r0.x = asuint(saturate(dot(asfloat(r0.xyz), -Dir.xyz)));
        r2.xyz = asuint(Color.xyz * asfloat(r0.xxx));
    }
};

class PointLight : ILight
{
    float3 Pos;
    float Radius;
    float3 Color;
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r2.xyz = asuint(Pos.xyz + -i.TEXCOORD0.xyz);
        r2.w = asuint(dot(asfloat(r2.xyz), asfloat(r2.xyz)));
        r3.x = asuint(rsqrt(asfloat(r2.w)));
        r2.xyz = asuint(asfloat(r3.xxx) * asfloat(r2.xyz));
        r2.x = asuint(saturate(dot(asfloat(r0.xyz), asfloat(r2.xyz))));
        r2.xyz = asuint(Color.xyz * asfloat(r2.xxx));
        r2.w = asuint(sqrt(asfloat(r2.w)));
        r0.w = asuint(asfloat(r2.w) / Radius);
        r0.w = asuint(saturate(1.0f + -asfloat(r0.w)));
        r1.xyz = asuint(asfloat(r2.xyz) * asfloat(r0.www));
    }
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r3.xyz = asuint(Pos.xyz + -i.TEXCOORD0.xyz);
        r2.w = asuint(dot(asfloat(r3.xyz), asfloat(r3.xyz)));
        r3.w = asuint(rsqrt(asfloat(r2.w)));
        r3.xyz = asuint(asfloat(r3.xyz) * asfloat(r3.www));
        r3.x = asuint(saturate(dot(asfloat(r0.xyz), asfloat(r3.xyz))));
        r3.xyz = asuint(Color.xyz * asfloat(r3.xxx));
        r2.w = asuint(sqrt(asfloat(r2.w)));
        r0.w = asuint(asfloat(r2.w) / Radius);
        r0.w = asuint(saturate(1.0f + -asfloat(r0.w)));
        r2.xyz = asuint(asfloat(r3.xyz) * asfloat(r0.www));
    }
    void f2(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r3.xyz = asuint(Pos.xyz + -i.TEXCOORD0.xyz);
        r2.w = asuint(dot(asfloat(r3.xyz), asfloat(r3.xyz)));
        r3.w = asuint(rsqrt(asfloat(r2.w)));
        r3.xyz = asuint(asfloat(r3.xyz) * asfloat(r3.www));
        r3.x = asuint(saturate(dot(asfloat(r0.xyz), asfloat(r3.xyz))));
        r3.xyz = asuint(Color.xyz * asfloat(r3.xxx));
        r2.w = asuint(sqrt(asfloat(r2.w)));
        r0.w = asuint(asfloat(r2.w) / Radius);
        r0.w = asuint(saturate(1.0f + -asfloat(r0.w)));
        r2.xyz = asuint(asfloat(r3.xyz) * asfloat(r0.www));
    }
};

class AmbientLight : ILight
{
    float3 Color;
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r1.xyz = asuint(Color.xyz);
    }
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r2.xyz = asuint(Color.xyz);
    }
    void f2(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r2.xyz = asuint(Color.xyz);
    }
};

class Plastic : IMaterial
{
    float Gloss;
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r2.xyz = asuint(asfloat(r1.xyz) * asfloat(r0.xyz) + Gloss.xxx);
    }
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r0.x = 0x3f800000u;
    }
};

class Glass : IMaterial
{
    float Opacity;
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r3.xyz = asuint(-asfloat(r1.xyz) + asfloat(r0.xyz));
        r2.xyz = asuint(asfloat(r3.xyz) * float3(0.5f, 0.5f, 0.5f) + asfloat(r1.xyz));
    }
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3)
    {
        r0.x = asuint(Opacity);
    }
};

SamplerState S : register(s0);
Texture2D<float4> Albedo : register(t0);
cbuffer cbLights : register(b0)
{
    DirLight Sun;
    PointLight Lamp;
    AmbientLight Sky;
    Plastic PlasticMat;
    Glass GlassMat;
};

ILight Lights[3];
IMaterial Material;
ILight One;

Output main(Input i)
{
    Output o;
    uint4 r0 = 0, r1 = 0, r2 = 0, r3 = 0;
    r0.x = asuint(dot(i.NORMAL0.xyz, i.NORMAL0.xyz));
    r0.x = asuint(rsqrt(asfloat(r0.x)));
    r0.xyz = asuint(i.NORMAL0.xyz * asfloat(r0.xxx));
    Lights[0].f0(i, r0, r1, r2, r3);
    Lights[1].f1(i, r0, r1, r2, r3);
    r1.xyz = asuint(asfloat(r2.xyz) + asfloat(r1.xyz));
    Lights[2].f2(i, r0, r1, r2, r3);
    r0.xyz = asuint(asfloat(r2.xyz) + asfloat(r1.xyz));
    r1.xyz = asuint(Albedo.Sample(S, i.TEXCOORD1.xy).xyz);
    Material.f0(i, r0, r1, r2, r3);
    o.SV_Target0.xyz = asfloat(r2.xyz);
    Material.f1(i, r0, r1, r2, r3);
    o.SV_Target0.w = asfloat(r0.x);
    return o;
}
