// Decompiled by dxkit from a ps_4_0 program.

sampler2D Far;
sampler2D Near;
samplerCUBE Sky;
sampler2D Pinned : register(s3) : register(t5);

struct Input
{
    float4 TEXCOORD0 : TEXCOORD;
    float3 TEXCOORD1 : TEXCOORD1;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1;
    // unread: fxc places these textures in the order the source first samples them
    float4 firstSampled0 = texCUBElod(Sky, float4(0.0f, 0.0f, 0.0f, 0.0f));
    float4 firstSampled1 = tex2Dlod(Near, float4(0.0f, 0.0f, 0.0f, 0.0f));
    float4 firstSampled2 = tex2Dlod(Far, float4(0.0f, 0.0f, 0.0f, 0.0f));
    r0.xyzw = tex2D(Far, i.TEXCOORD0.xy).xyzw;
    r1.xyzw = texCUBE(Sky, i.TEXCOORD1.xyz).xyzw;
    r0.xyzw = r1.xyzw * r0.xyzw;
    r1.xyzw = tex2D(Near, i.TEXCOORD0.zw).xyzw;
    r0.xyzw = r1.xyzw * i.TEXCOORD0.xxxx + r0.xyzw;
    r1.xyzw = tex2D(Pinned, i.TEXCOORD0.yx).xyzw;
    o.SV_Target0.xyzw = r1.xyzw + r0.xyzw;
    return o;
}
