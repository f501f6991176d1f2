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
    float4 r0, r1, r2;
    uint4 r3u;
    r0.xy = ((float4)i.TEXCOORD0).xy;
    r0.xyzw = tex.Sample(smp, r0.xy).xyzw;
    r0.xyzw = i.COLOR0.xyzw * r0.xyzw;
    r0.xyzw = r0.xyzw;
    r0.xyzw = bias.xyzw * r0.xyzw;
    r1.x = 0.5f;
    r2.xyz = ((float3)i.TEXCOORD1).xyz * r1.xxx;
    r0.xyzw = r0.xyzw;
    r2.xyz = r2.xyz;
    r0.xyz = r2.xyz + r0.xyz;
    r2.x = 0.5f;
    r3u.x = (r2.x < r0.w) ? 0xffffffffu : 0u;
    if (r3u.x != 0u)
    {
        r0.xyz = lights[1].xyz * r0.zyx;
    }
    r1.xyzw = tint.xyzw;
    r2.xyzw = -r0.xyzw;
    r1.xyzw = r2.xyzw + r1.xyzw;
    r1.xyzw = ((float4)i.TEXCOORD0).wwww * r1.xyzw;
    r0.xyzw = r1.xyzw + r0.xyzw;
    r2.x = 0.1f;
    r2.x = -r2.x;
    r2.x = r2.x + r0.w;
    r2.x = r2.x;
    r3u.x = (r2.x < 0.0f) ? 0xffffffffu : 0u;
    r3u.x = (r3u.x != 0u) ? 0xffffffffu : 0u;
    if (r3u.x != 0u) discard;
    o.SV_Target0.xyzw = (min16float4)(r0.xyzw);
    return o;
}
