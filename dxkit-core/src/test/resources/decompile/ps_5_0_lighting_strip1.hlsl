// Decompiled by dxkit from a ps_5_0 program.

cbuffer b0 : register(b0)
{
    float4 b0_c[9];
};
cbuffer b2 : register(b2)
{
    float4 b2_c0[9][2];
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
    uint4 r0, r1, r2, r3, r4, r5, r6;
    r0.xyzw = asuint(t0.Sample(s0, i.TEXCOORD3.xy).xyzw);
    r0.xyzw = asuint(i.COLOR0.xyzw * asfloat(r0.xyzw));
    r1.xyz = asuint(t1.Sample(s0, i.TEXCOORD3.xy).xyz);
    r1.xyz = asuint(asfloat(r1.xyz) * float3(2.0f, 2.0f, 2.0f) + float3(-1.0f, -1.0f, -1.0f));
    r1.w = asuint(dot(i.TEXCOORD1.xyz, i.TEXCOORD1.xyz));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r2.xyz = asuint(i.TEXCOORD1.xyz * asfloat(r1.www));
    r1.w = asuint(dot(asfloat(r2.xyz), i.TEXCOORD2.xyz));
    r3.xyz = asuint(-asfloat(r2.xyz) * asfloat(r1.www) + i.TEXCOORD2.xyz);
    r1.w = asuint(dot(asfloat(r3.xyz), asfloat(r3.xyz)));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r3.xyz = asuint(asfloat(r3.xyz) * asfloat(r1.www));
    r4.xyz = asuint(asfloat(r3.yzx) * asfloat(r2.zxy));
    r4.xyz = asuint(asfloat(r2.yzx) * asfloat(r3.zxy) + -asfloat(r4.xyz));
    r4.xyz = asuint(i.TEXCOORD2.www * asfloat(r4.xyz));
    r4.xyz = asuint(asfloat(r4.xyz) * asfloat(r1.yyy));
    r1.xyw = asuint(asfloat(r1.xxx) * asfloat(r3.xyz) + asfloat(r4.xyz));
    r1.xyz = asuint(asfloat(r1.zzz) * asfloat(r2.xyz) + asfloat(r1.xyw));
    r1.w = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r1.xyz = asuint(asfloat(r1.xyz) * asfloat(r1.www));
    r2.xy = asuint(t2.Sample(s0, i.TEXCOORD3.xy).xw);
    r3.xyz = asuint(b0_c[8].xyz + -i.TEXCOORD0.xyz);
    r1.w = asuint(dot(asfloat(r3.xyz), asfloat(r3.xyz)));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r2.z = asuint(saturate(dot(asfloat(r1.xyz), -b2_c0[8][1].xyz)));
    r4.xyz = asuint(asfloat(r2.zzz) * asfloat(r0.xyz));
    r4.xyz = asuint(b2_c0[8][1].www * asfloat(r4.xyz));
    r4.xyz = asuint(b2_c0[8][0].yzw * asfloat(r0.xyz) + asfloat(r4.xyz));
    r2.y = asuint(asfloat(r2.y) * 128.0f + 1.0f);
    r5.xyz = r4.xyz;
    r2.z = 0u;
    [loop] while (true)
    {
        r2.w = (r2.z >= asuint(b2_c0[8][0].x)) ? 0xffffffffu : 0u;
        [flatten] if (r2.w != 0u) break;
        r2.w = (uint)((int)r2.z << 1);
        r6.xyz = asuint(b2_c0[r2.z][0].xyz + -i.TEXCOORD0.xyz);
        r3.w = asuint(dot(asfloat(r6.xyz), asfloat(r6.xyz)));
        r3.w = asuint(sqrt(asfloat(r3.w)));
        r4.w = asuint(max(0.0001f, asfloat(r3.w)));
        r6.xyz = asuint(asfloat(r6.xyz) / asfloat(r4.www));
        r3.w = asuint(asfloat(r3.w) / b2_c0[r2.z][0].w);
        r3.w = asuint(saturate(1.0f + -asfloat(r3.w)));
        r3.w = asuint(asfloat(r3.w) * asfloat(r3.w));
        r4.w = asuint(saturate(dot(asfloat(r1.xyz), asfloat(r6.xyz))));
        r6.xyz = asuint(asfloat(r3.xyz) * asfloat(r1.www) + asfloat(r6.xyz));
        r5.w = asuint(dot(asfloat(r6.xyz), asfloat(r6.xyz)));
        r5.w = asuint(rsqrt(asfloat(r5.w)));
        r6.xyz = asuint(asfloat(r6.xyz) * asfloat(r5.www));
        r5.w = asuint(saturate(dot(asfloat(r1.xyz), asfloat(r6.xyz))));
        r5.w = asuint(log2(asfloat(r5.w)));
        r5.w = asuint(asfloat(r5.w) * asfloat(r2.y));
        r5.w = asuint(exp2(asfloat(r5.w)));
        r6.xyz = asuint(b2_c0[r2.z][1].xyz * b2_c0[r2.z][1].www);
        r6.xyz = asuint(asfloat(r6.xyz) * asfloat(r3.www));
        r2.w = asuint(asfloat(r5.w) * asfloat(r2.x) + asfloat(r4.w));
        r6.xyz = asuint(asfloat(r6.xyz) * asfloat(r2.www));
        r5.xyz = asuint(asfloat(r0.xyz) * asfloat(r6.xyz) + asfloat(r5.xyz));
        r2.z = (uint)(1 + (int)r2.z);
    }
    r5.xyz = r5.xyz;
    r0.xyz = asuint(log2(asfloat(r5.xyz)));
    r0.xyz = asuint(float3(0.45454547f, 0.45454547f, 0.45454547f) * asfloat(r0.xyz));
    o.SV_Target0.xyz = exp2(asfloat(r0.xyz));
    o.SV_Target0.w = asfloat(r0.w);
    return o;
}
