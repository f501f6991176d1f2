// Level 9 battery 2: more constants, loops, clip, multiple samplers, row/col majors
cbuffer Obj : register(b0) { row_major float4x4 W; column_major float4x4 VP; float4 Pal[12]; float3 L; float Amb; int Mode; bool Flip; };
cbuffer Obj2 : register(b1) { float4 Extra[4]; float Unused2; };
Texture2D A : register(t0); Texture2D B : register(t1); Texture2D Cc : register(t2); TextureCube E : register(t3);
SamplerState SA : register(s0); SamplerState SB : register(s1); SamplerState SC : register(s2); SamplerState SE : register(s3);
struct V { float4 p : SV_Position; float4 c : COLOR0; float4 uv : TEXCOORD0; float3 n : TEXCOORD1; float3 w : TEXCOORD2; };
V VSL9(float4 p : POSITION, float3 n : NORMAL, float2 uv : TEXCOORD0, float4 idx : BLENDINDICES, float4 bw : BLENDWEIGHT)
{
    V o;
    float4 wp = mul(p, W);
    o.p = mul(VP, wp);
    o.w = wp.xyz;
    o.n = mul(n, (float3x3)W);
    float d = saturate(dot(normalize(o.n), L));
    o.c = Pal[(int)idx.x] * bw.x + Pal[(int)idx.y] * bw.y + d + Amb;
    o.uv = float4(uv, Flip ? 1 - uv : uv);
    if (Mode == 2) o.c = Extra[1];
    return o;
}
float4 PSL9(V i) : SV_Target
{
    float4 a = A.Sample(SA, i.uv.xy);
    float4 b = B.Sample(SB, i.uv.zw);
    float4 c = Cc.Sample(SC, i.uv.xy * 0.5);
    float3 r = reflect(normalize(i.w), normalize(i.n));
    float4 e = E.Sample(SE, r);
    float4 o = lerp(a, b, c.a) + e * Amb;
    clip(o.a - Extra[0].x);
    o.rgb = Mode == 1 ? o.bgr : o.rgb;
    return o * i.c + ddx(i.uv.x) * 0;
}
float4 PSL9Lit(V i) : SV_Target
{
    float3 n = normalize(i.n);
    float4 acc = Amb;
    [unroll] for (int k = 0; k < 4; k++) acc += saturate(dot(n, Pal[k].xyz)) * Pal[k + 4];
    return acc * A.Sample(SA, i.uv.xy) + pow(saturate(dot(reflect(-L, n), normalize(i.w))), Pal[8].w);
}
