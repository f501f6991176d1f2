// Decompiled by dxkit from a ps_5_0 program.

SamplerState Point : register(s0);
Texture2D<float4> Values : register(t0);

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
    float4 r0, r1;
    uint4 r2u;
    r0.xyzw = Values.Sample(Point, i.TEXCOORD0.xy).xyzw;
    r1.xyzw = Values.Sample(Point, i.TEXCOORD0.yx).xyzw;
    r2u.x = (r1.x < r0.x) ? 0xffffffffu : 0u;
    {
        float4 __s0 = (r2u.xxxx != 0u) ? r0.xyzw : r1.xyzw;
        float4 __s1 = (r2u.xxxx != 0u) ? r1.xyzw : r0.xyzw;
        r0.xyzw = __s0;
        r1.xyzw = __s1;
    }
    o.SV_Target0.xyzw = r1.xyzw * float4(2.0f, 2.0f, 2.0f, 2.0f) + r0.xyzw;
    return o;
}
