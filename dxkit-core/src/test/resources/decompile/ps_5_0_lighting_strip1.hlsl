// Decompiled by dxkit from a ps_5_0 program.

cbuffer b0 : register(b0)
{
    float4 b0_c[9];
};
cbuffer b2 : register(b2)
{
    float4 b2_c[18];
};
SamplerState s0 : register(s0);
Texture2D<float4> t0 : register(t0);
Texture2D<float4> t1 : register(t1);
Texture2D<float4> t2 : register(t2);

struct Input
{
    float4 SV_Position0 : SV_Position;
    float3 TEXCOORD0 : TEXCOORD;
    float3 TEXCOORD1 : TEXCOORD1;
    float4 TEXCOORD2 : TEXCOORD2;
    float2 TEXCOORD3 : TEXCOORD3;
    float4 COLOR0 : COLOR;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1, r2, r3, r4, r5, r6;
    r0.xyzw = t0.Sample(s0, i.TEXCOORD3.xy).xyzw;
    r0.xyzw = r0.xyzw * i.COLOR0.xyzw;
    r1.xyz = t1.Sample(s0, i.TEXCOORD3.xy).xyz;
    r1.xyz = mad(r1.xyz, float3(2.0f, 2.0f, 2.0f), float3(-1.0f, -1.0f, -1.0f));
    r1.w = dot(i.TEXCOORD1.xyz, i.TEXCOORD1.xyz);
    r1.w = rsqrt(r1.w);
    r2.xyz = r1.www * i.TEXCOORD1.xyz;
    r1.w = dot(r2.xyz, i.TEXCOORD2.xyz);
    r3.xyz = mad(-r2.xyz, r1.www, i.TEXCOORD2.xyz);
    r1.w = dot(r3.xyz, r3.xyz);
    r1.w = rsqrt(r1.w);
    r3.xyz = r1.www * r3.xyz;
    r4.xyz = r2.zxy * r3.yzx;
    r4.xyz = mad(r2.yzx, r3.zxy, -r4.xyz);
    r4.xyz = r4.xyz * i.TEXCOORD2.www;
    r4.xyz = r1.yyy * r4.xyz;
    r1.xyw = mad(r1.xxx, r3.xyz, r4.xyz);
    r1.xyz = mad(r1.zzz, r2.xyz, r1.xyw);
    r1.w = dot(r1.xyz, r1.xyz);
    r1.w = rsqrt(r1.w);
    r1.xyz = r1.www * r1.xyz;
    r2.xy = t2.Sample(s0, i.TEXCOORD3.xy).xw;
    r3.xyz = -i.TEXCOORD0.xyz + b0_c[8].xyz;
    r1.w = dot(r3.xyz, r3.xyz);
    r1.w = rsqrt(r1.w);
    r2.z = saturate(dot(r1.xyz, -b2_c[17].xyz));
    r4.xyz = r0.xyz * r2.zzz;
    r4.xyz = r4.xyz * b2_c[17].www;
    r4.xyz = mad(b2_c[16].yzw, r0.xyz, r4.xyz);
    r2.y = mad(r2.y, 128.0f, 1.0f);
    r5.xyz = r4.xyz;
    r2.z = 0.0f;
    [loop] while (true)
    {
        r2.w = asfloat((asuint(r2.z) >= asuint(b2_c[16].x)) ? 0xffffffffu : 0u);
        if (asuint(r2.w) != 0u) break;
        r2.w = asfloat(asint(r2.z) << 1);
        r6.xyz = -i.TEXCOORD0.xyz + b2_c[asuint(r2.w)].xyz;
        r3.w = dot(r6.xyz, r6.xyz);
        r3.w = sqrt(r3.w);
        r4.w = max(r3.w, 0.0001f);
        r6.xyz = r6.xyz / r4.www;
        r3.w = r3.w / b2_c[asuint(r2.w)].w;
        r3.w = saturate(-r3.w + 1.0f);
        r3.w = r3.w * r3.w;
        r4.w = saturate(dot(r1.xyz, r6.xyz));
        r6.xyz = mad(r3.xyz, r1.www, r6.xyz);
        r5.w = dot(r6.xyz, r6.xyz);
        r5.w = rsqrt(r5.w);
        r6.xyz = r5.www * r6.xyz;
        r5.w = saturate(dot(r1.xyz, r6.xyz));
        r5.w = log2(r5.w);
        r5.w = r2.y * r5.w;
        r5.w = exp2(r5.w);
        r6.xyz = b2_c[asuint(r2.w) + 1u].www * b2_c[asuint(r2.w) + 1u].xyz;
        r6.xyz = r3.www * r6.xyz;
        r2.w = mad(r5.w, r2.x, r4.w);
        r6.xyz = r2.www * r6.xyz;
        r5.xyz = mad(r0.xyz, r6.xyz, r5.xyz);
        r2.z = asfloat(asint(r2.z) + 1);
    }
    r5.xyz = saturate(r5.xyz);
    r0.xyz = log2(r5.xyz);
    r0.xyz = r0.xyz * float3(0.45454547f, 0.45454547f, 0.45454547f);
    o.SV_Target0.xyz = exp2(r0.xyz);
    o.SV_Target0.w = r0.w;
    return o;
}
