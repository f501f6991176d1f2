// Decompiled by dxkit from a ps_4_0_level_9_3 program.

SamplerState smp : register(s0);
Texture2D<float4> tex : register(t0);
cbuffer CB : register(b0)
{
    float4 tint;
    min16float4 bias;
    float4 bones[12];
    min16float4 lights[4];
    int4 counts;
};

struct Input
{
    float4 SV_Position0 : SV_Position;
    min16float4 TEXCOORD0 : TEXCOORD;
    min10float3 TEXCOORD1 : TEXCOORD1;
    min16float2 TEXCOORD2 : TEXCOORD2;
    float4 COLOR0 : COLOR;
};

struct Output
{
    min16float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1, r2, r3;
    uint4 r1u, r4u;
    r0.xyzw = tex.Sample(smp, ((float4)i.TEXCOORD0).xy).xyzw;
    r0.xyzw = i.COLOR0.xyzw * r0.xyzw;
    r0.xyzw = bias.xyzw * r0.xyzw;
    r1u.x = (0.5f < r0.w) ? 0xffffffffu : 0u;
    r2.xyz = ((float3)i.TEXCOORD1).xyz * float3(0.5f, 0.5f, 0.5f) + r0.xyz;
    r3.xyz = lights[1].xyz * r2.zyx;
    r0.xyz = (r1u.xxx != 0u) ? r3.xyz : r2.xyz;
    r1.xyzw = tint.xyzw + -r0.xyzw;
    r0.xyzw = ((float4)i.TEXCOORD0).wwww * r1.xyzw + r0.xyzw;
    r2.x = -0.1f + r0.w;
    o.SV_Target0.xyzw = r0.xyzw;
    r4u.x = (r2.x < 0.0f) ? 0xffffffffu : 0u;
    if (r4u.x != 0u) discard;
    return o;
}
