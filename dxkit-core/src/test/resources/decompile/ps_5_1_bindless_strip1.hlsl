// Decompiled by dxkit from a ps_5_1 program.

cbuffer b0 : register(b3, space0)
{
    float4 b0_c[1];
};
struct b1_space1_t
{
    float4 c[2];
};
ConstantBuffer<b1_space1_t> b1_space1[16] : register(b0, space1);
SamplerState s0 : register(s4, space0);
SamplerState s1_space3[2] : register(s0, space3);
Texture2D<float4> t0[4] : register(t8, space0);
Texture2D<float4> t1_space2[] : register(t0, space2);
struct t2_space5_element
{
    uint w[4];
};
StructuredBuffer<t2_space5_element> t2_space5[] : register(t0, space5);

struct Input
{
    float4 SV_Position0 : SV_Position;
    float2 TEXCOORD0 : TEXCOORD;
    uint MAT0 : MAT;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1, r2;
    uint4 r0u, r2u;
    r0u.xyz = uint3(15u, 1u, 3u) & i.MAT0.xxx;
    r0.w = b1_space1[NonUniformResourceIndex(r0u.x)].c[1].y;
    r1.xyzw = t1_space2[NonUniformResourceIndex(asuint(r0.w))].Sample(s1_space3[r0u.y], i.TEXCOORD0.xy).xyzw;
    r2.xyzw = t0[r0u.z].Sample(s0, i.TEXCOORD0.xy).xyzw;
    r1.xyzw = r2.xyzw * b0_c[0].xyzw + r1.xyzw;
    r2.xyzw = t1_space2[7].SampleLevel(s1_space3[0], i.TEXCOORD0.xy, 0.0f).xyzw;
    r1.xyzw = r2.xyzw + r1.xyzw;
    r0u.y = i.MAT0;
    r2u.xyzw = uint4(t2_space5[r0u.y][3u].w[0], t2_space5[r0u.y][3u].w[1], t2_space5[r0u.y][3u].w[2], t2_space5[r0u.y][3u].w[3]);
    r1.xyzw = asfloat(r2u.xyzw) + r1.xyzw;
    o.SV_Target0.xyzw = r1.xyzw * b1_space1[NonUniformResourceIndex(r0u.x)].c[0].xyzw + b1_space1[NonUniformResourceIndex(r0u.x)].c[1].xxxx;
    return o;
}
