// Level 9 battery
cbuffer C : register(b0) { float4x4 WVP; float4 Tint; float4 Arr[6]; float Fade; };
Texture2D T0 : register(t0); Texture2D T1 : register(t1); TextureCube TC : register(t2);
SamplerState S0 : register(s0); SamplerState S1 : register(s1); SamplerState S2 : register(s2);

struct V { float4 p : SV_Position; float4 c : COLOR0; float2 uv : TEXCOORD0; float3 n : TEXCOORD1; };

V VSInst(float3 p : POSITION, float4 c : COLOR0, float2 uv : TEXCOORD0, float4 ip : TEXCOORD4, float3 n : NORMAL)
{
    V o;
    o.p = mul(float4(p * ip.w + ip.xyz, 1), WVP);
    o.c = c * Tint + Arr[(int)ip.w % 6];
    o.uv = uv;
    o.n = n;
    return o;
}

float4 PSMulti(V i) : SV_Target
{
    float4 a = T0.Sample(S0, i.uv);
    float4 b = T1.SampleBias(S1, i.uv * 2, -0.5);
    float4 e = TC.Sample(S2, reflect(i.n, float3(0, 1, 0)));
    float4 r = lerp(a, b, Fade) * i.c + e * a.a;
    clip(r.a - 0.01);
    return r;
}

float4 PSCube(V i) : SV_Target
{
    float4 r = TC.SampleBias(S2, i.n, 1) + T0.SampleGrad(S0, i.uv, float2(0.1, 0), float2(0, 0.1));
    return r * (i.c.x > 0.5 ? Tint : Arr[2]);
}

struct MRT { float4 a : SV_Target0; float4 b : SV_Target1; };
MRT PSMrt(V i)
{
    MRT o;
    o.a = T0.Sample(S0, i.uv) * Tint;
    o.b = float4(normalize(i.n), Fade);
    return o;
}
