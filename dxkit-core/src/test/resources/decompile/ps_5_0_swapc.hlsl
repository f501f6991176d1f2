// Decompiled by dxkit from a ps_5_0 program.

cbuffer P : register(b0)
{
    float4 A;
    float4 B;
    uint N;
};

struct Input
{
    float4 SV_Position0 : SV_Position;
    float4 TEXCOORD0 : TEXCOORD;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1;
    uint4 r0u;
    r0u.x = (B.x < i.TEXCOORD0.x) ? 0xffffffffu : 0u;
    r1.xyzw = (r0u.xxxx != 0u) ? B.xyzw : i.TEXCOORD0.xyzw;
    r0.xyzw = (r0u.xxxx != 0u) ? i.TEXCOORD0.xyzw : B.xyzw;
    o.SV_Target0.xyzw = r1.xyzw * float4(2.0f, 2.0f, 2.0f, 2.0f) + r0.xyzw;
    return o;
}
