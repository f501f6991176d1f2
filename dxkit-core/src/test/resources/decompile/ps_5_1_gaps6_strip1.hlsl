// Decompiled by dxkit from a ps_5_1 program.

cbuffer b0 : register(b2, space0)
{
    float4 b0_c[2];
};
struct b1_space1_t
{
    float4 c[2];
};
ConstantBuffer<b1_space1_t> b1_space1[8] : register(b0, space1);

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
        r1.y = asuint(saturate(dot(i.NORMAL0.xyz, b1_space1[r1.x].c[1].xyz)));
        r2.xyzw = asuint(b1_space1[r1.x].c[0].xyzw * asfloat(r1.yyyy));
        r1.y = asuint(b1_space1[r1.x].c[1].w) & 1u;
        r1.y = asuint((float)r1.y);
        r0.xyzw = asuint(asfloat(r2.xyzw) * asfloat(r1.yyyy) + asfloat(r0.xyzw));
        r1.x = (uint)(1 + (int)r1.x);
    }
    r1.x = asuint(saturate(dot(i.NORMAL0.xyz, b0_c[1].xyz)));
    o.SV_Target0.xyzw = b0_c[0].xyzw * asfloat(r1.xxxx) + asfloat(r0.xyzw);
    return o;
}
