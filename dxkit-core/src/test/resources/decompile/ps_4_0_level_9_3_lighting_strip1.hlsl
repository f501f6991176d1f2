// Decompiled by dxkit from a ps_4_0_level_9_3 program.

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
    float4 r0, r1, r2, r3, r4, r5, r6;
    int4 r2i;
    uint4 r2u;
    r0.xyzw = t0.Sample(s0, i.TEXCOORD3.xy).xyzw;
    r0.xyzw = i.COLOR0.xyzw * r0.xyzw;
    r1.xyzw = t1.Sample(s0, i.TEXCOORD3.xy).xyzw;
    r1.xyz = r1.xyz * float3(2.0f, 2.0f, 2.0f) + float3(-1.0f, -1.0f, -1.0f);
    r1.w = dot(i.TEXCOORD1.xyz, i.TEXCOORD1.xyz);
    r1.w = rsqrt(r1.w);
    r2.xyz = i.TEXCOORD1.xyz * r1.www;
    r1.w = dot(r2.xyz, i.TEXCOORD2.xyz);
    r3.xyz = -r2.xyz * r1.www + i.TEXCOORD2.xyz;
    r1.w = dot(r3.xyz, r3.xyz);
    r1.w = rsqrt(r1.w);
    r3.xyz = r3.xyz * r1.www;
    r4.xyz = r3.yzx * r2.zxy;
    r4.xyz = r2.yzx * r3.zxy + -r4.xyz;
    r4.xyz = i.TEXCOORD2.www * r4.xyz;
    r4.xyz = r4.xyz * r1.yyy;
    r1.xyw = r1.xxx * r3.xyz + r4.xyz;
    r1.xyz = r1.zzz * r2.xyz + r1.xyw;
    r1.w = dot(r1.xyz, r1.xyz);
    r1.w = rsqrt(r1.w);
    r1.xyz = r1.xyz * r1.www;
    r2.xyzw = t2.Sample(s0, i.TEXCOORD3.xy).xyzw;
    r3.xyz = b0_c[8].xyz + -i.TEXCOORD0.xyz;
    r1.w = dot(r3.xyz, r3.xyz);
    r1.w = rsqrt(r1.w);
    r2.y = saturate(dot(r1.xyz, -b2_c0[8][1].xyz));
    r4.xyz = r2.yyy * r0.xyz;
    r4.xyz = b2_c0[8][1].www * r4.xyz;
    r4.xyz = b2_c0[8][0].yzw * r0.xyz + r4.xyz;
    r2.y = r2.w * 128.0f + 1.0f;
    r5.xyz = r4.xyz;
    r2u.z = 0u;
    [loop] while (!(r2u.z >= /* dxkit: a read of cb[2][16] lane x as uint bits (level 9 has no reinterpretation) */))
    {
        r2i.w = (int)r2u.z * 2;
        r6.xyz = b2_c0[(int)r2u.z][0].xyz + -i.TEXCOORD0.xyz;
        r3.w = dot(r6.xyz, r6.xyz);
        r3.w = sqrt(r3.w);
        r4.w = max(0.0001f, r3.w);
        r6.xyz = r6.xyz / r4.www;
        r3.w = r3.w / b2_c0[(int)r2u.z][0].w;
        r3.w = saturate(1.0f + -r3.w);
        r3.w = r3.w * r3.w;
        r4.w = saturate(dot(r1.xyz, r6.xyz));
        r6.xyz = r3.xyz * r1.www + r6.xyz;
        r5.w = dot(r6.xyz, r6.xyz);
        r5.w = rsqrt(r5.w);
        r6.xyz = r6.xyz * r5.www;
        r5.w = saturate(dot(r1.xyz, r6.xyz));
        r5.w = log2(r5.w);
        r5.w = r5.w * r2.y;
        r5.w = exp2(r5.w);
        r6.xyz = b2_c0[(int)r2u.z][1].xyz * b2_c0[(int)r2u.z][1].www;
        r6.xyz = r6.xyz * r3.www;
        r2.w = r5.w * r2.x + r4.w;
        r6.xyz = r6.xyz * r2.www;
        r5.xyz = r0.xyz * r6.xyz + r5.xyz;
        r2u.z = 1u + r2u.z;
    }
    r5.xyz = saturate(r5.xyz);
    r0.xyz = log2(r5.xyz);
    r0.xyz = float3(0.45454547f, 0.45454547f, 0.45454547f) * r0.xyz;
    o.SV_Target0.xyz = exp2(r0.xyz);
    o.SV_Target0.w = r0.w;
    return o;
}
