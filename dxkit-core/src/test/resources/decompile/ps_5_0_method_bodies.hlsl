// Decompiled by dxkit from a ps_5_0 program.

struct Input
{
    float3 NORMAL0 : NORMAL;
    float3 WORLD0 : WORLD;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

interface ILight
{
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4);
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4);
    void f2(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4);
};

class Dir : ILight
{
    float4 m[2];
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4)
    {
        r1.y = asuint(saturate(dot(i.NORMAL0.xyz, m[0].xyz)));
        r0.xyz = asuint(m[1].xyz * asfloat(r1.yyy));
    }
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4)
    {
        r0.x = 0x3f800000u;
    }
    void f2(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4)
    {
        r3.x = asuint(saturate(dot(i.NORMAL0.xyz, m[0].xyz)));
        r2.xyz = asuint(m[1].xyz * asfloat(r3.xxx));
    }
};

class Point : ILight
{
    float4 m[2];
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4)
    {
        r1.yzw = asuint(m[0].xyz + -i.WORLD0.xyz);
        r2.x = asuint(dot(asfloat(r1.yzw), asfloat(r1.yzw)));
        r2.y = asuint(rsqrt(asfloat(r2.x)));
        r1.yzw = asuint(asfloat(r2.yyy) * asfloat(r1.yzw));
        r1.y = asuint(saturate(dot(i.NORMAL0.xyz, asfloat(r1.yzw))));
        r1.yzw = asuint(m[1].xyz * asfloat(r1.yyy));
        r2.x = asuint(sqrt(asfloat(r2.x)));
        r0.w = asuint(asfloat(r2.x) / m[0].w);
        r0.w = asuint(saturate(1.0f + -asfloat(r0.w)));
        r0.xyz = asuint(asfloat(r1.yzw) * asfloat(r0.www));
    }
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4)
    {
        r0.y = asuint(i.WORLD0.x / m[0].w);
        r0.x = asuint(saturate(1.0f + -asfloat(r0.y)));
    }
    void f2(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4)
    {
        r3.yzw = asuint(-i.WORLD0.xyz * asfloat(r1.www) + m[0].xyz);
        r1.w = asuint(dot(asfloat(r3.yzw), asfloat(r3.yzw)));
        r4.x = asuint(rsqrt(asfloat(r1.w)));
        r3.yzw = asuint(asfloat(r4.xxx) * asfloat(r3.yzw));
        r3.y = asuint(saturate(dot(i.NORMAL0.xyz, asfloat(r3.yzw))));
        r3.yzw = asuint(m[1].xyz * asfloat(r3.yyy));
        r1.w = asuint(sqrt(asfloat(r1.w)));
        r1.w = asuint(asfloat(r1.w) / m[0].w);
        r1.w = asuint(saturate(1.0f + -asfloat(r1.w)));
        r2.xyz = asuint(asfloat(r3.yzw) * asfloat(r1.www));
    }
};

class Spot : ILight
{
    float4 m[3];
    void f0(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4)
    {
        r1.yzw = asuint(m[0].xyz + -i.WORLD0.xyz);
        r2.x = asuint(dot(asfloat(r1.yzw), asfloat(r1.yzw)));
        r2.x = asuint(rsqrt(asfloat(r2.x)));
        r1.yzw = asuint(asfloat(r2.xxx) * asfloat(r1.yzw));
        r2.x = asuint(dot(-asfloat(r1.yzw), m[2].xyz));
        r2.x = (m[2].w < asfloat(r2.x)) ? 0xffffffffu : 0u;
        r1.y = asuint(saturate(dot(i.NORMAL0.xyz, asfloat(r1.yzw))));
        r1.xyz = asuint(m[1].xyz * asfloat(r1.yyy));
        r0.xyz = r2.xxx & r1.xyz;
    }
    void f1(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4)
    {
        r0.y = asuint(i.WORLD0.x / m[0].w);
        r0.x = asuint(saturate(1.0f + -asfloat(r0.y)));
    }
    void f2(Input i, inout uint4 r0, inout uint4 r1, inout uint4 r2, inout uint4 r3, inout uint4 r4)
    {
        r3.yzw = asuint(-i.WORLD0.xyz * asfloat(r1.www) + m[0].xyz);
        r4.x = asuint(dot(asfloat(r3.yzw), asfloat(r3.yzw)));
        r4.x = asuint(rsqrt(asfloat(r4.x)));
        r3.yzw = asuint(asfloat(r4.xxx) * asfloat(r3.yzw));
        r4.x = asuint(dot(-asfloat(r3.yzw), m[2].xyz));
        r4.x = (m[2].w < asfloat(r4.x)) ? 0xffffffffu : 0u;
        r3.y = asuint(saturate(dot(i.NORMAL0.xyz, asfloat(r3.yzw))));
        r3.xyz = asuint(m[1].xyz * asfloat(r3.yyy));
        r2.xyz = r4.xxx & r3.xyz;
    }
};

uint Which;
int4 LoopCfg;
float4 Scale;

ILight One;
ILight Lights[3];

Output main(Input i)
{
    Output o;
    uint4 r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0;
    One.f0(i, r0, r1, r2, r3, r4);
    r1.xyz = r0.xyz;
    r0.w = 0u;
    [loop] while (true)
    {
        r1.w = (r0.w >= Which) ? 0xffffffffu : 0u;
        [flatten] if (r1.w != 0u) break;
        r1.w = asuint((float)r0.w);
        Lights[r0.w].f2(i, r0, r1, r2, r3, r4);
        r1.xyz = asuint(asfloat(r2.xyz) + asfloat(r1.xyz));
        r0.w = (uint)(1 + (int)r0.w);
    }
    o.SV_Target0.xyz = asfloat(r1.xyz);
    One.f1(i, r0, r1, r2, r3, r4);
    o.SV_Target0.w = asfloat(r0.x);
    return o;
}
