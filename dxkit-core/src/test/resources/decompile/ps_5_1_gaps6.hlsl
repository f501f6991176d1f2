// Decompiled by dxkit from a ps_5_1 program.

struct Light
{
    float4 Color;
    float3 Dir;
    uint Mask;
};

ConstantBuffer<Light> Sun : register(b2, space0);
ConstantBuffer<Light> Lights[8] : register(b0, space1);

struct Input
{
    float4 SV_Position0 : SV_Position;
    uint COUNT0 : COUNT;
    float3 NORMAL0 : NORMAL;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    uint4 r0, r1, r2;
    r0.xyzw = uint4(0u, 0u, 0u, 0u);
    r1.x = 0u;
    [loop] while (true)
    {
        r1.y = (r1.x >= i.COUNT0) ? 0xffffffffu : 0u;
        [flatten] if (r1.y != 0u) break;
        r1.y = asuint(saturate(dot(i.NORMAL0.xyz, Lights[r1.x].Dir.xyz)));
        r2.xyzw = asuint(Lights[r1.x].Color.xyzw * asfloat(r1.yyyy));
        r1.y = Lights[r1.x].Mask & 1u;
        r1.y = asuint((float)r1.y);
        r0.xyzw = asuint(asfloat(r2.xyzw) * asfloat(r1.yyyy) + asfloat(r0.xyzw));
        r1.x = (uint)(1 + (int)r1.x);
    }
    r1.x = asuint(saturate(dot(i.NORMAL0.xyz, Sun.Dir.xyz)));
    o.SV_Target0.xyzw = Sun.Color.xyzw * asfloat(r1.xxxx) + asfloat(r0.xyzw);
    return o;
}
