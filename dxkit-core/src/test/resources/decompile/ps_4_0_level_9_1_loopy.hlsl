// Decompiled by dxkit from a ps_4_0_level_9_1 program.

SamplerState S0 : register(s0);
Texture2D<float4> Diffuse : register(t0);

struct Input
{
    float4 SV_Position0 : SV_Position;
    float4 COLOR0 : COLOR;
    float2 TEXCOORD0 : TEXCOORD;
    float2 TEXCOORD1 : TEXCOORD1;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1, r2;
    int4 r1i;
    uint4 r1u;
    r0.xyzw = float4(0.0f, 0.0f, 0.0f, 0.0f);
    r1i.x = 0;
    [loop] while (!(r1i.x >= 4))
    {
        r1.y = (float)r1i.x;
        r1.yz = r1.yy * float2(0.01f, 0.01f) + i.TEXCOORD0.xy;
        r2.xyzw = Diffuse.Sample(S0, r1.yz).xyzw;
        r0.xyzw = r0.xyzw + r2.xyzw;
        r1i.x = 1 + r1i.x;
    }
    r1u.x = (r0.w < 0.5f) ? 0xffffffffu : 0u;
    if (r1u.x != 0u) discard;
    o.SV_Target0.xyzw = i.COLOR0.xyzw * r0.xyzw;
    return o;
}
