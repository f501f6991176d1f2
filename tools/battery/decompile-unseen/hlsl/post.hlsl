// Post-processing: separable blur (unrolled and [loop] forms), tonemap operators by switch, bloom
// downsample, chromatic aberration, FXAA-shaped edge search, a groupshared compute blur.
cbuffer Post : register(b0) { float2 Texel; float BloomScale; uint Operator; float4 Curve; int Radius; float Aberration; float Vignette; uint Frame; };
Texture2D<float4> Src : register(t0);
Texture2D<float4> Bloom : register(t1);
Texture3D<float4> Lut : register(t2);
SamplerState Lin : register(s0);
SamplerState Pt : register(s1);
struct V2P { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

V2P VSFullscreen(uint id : SV_VertexID)
{
    V2P o;
    o.uv = float2((id << 1) & 2, id & 2);
    o.pos = float4(o.uv * float2(2, -2) + float2(-1, 1), 0, 1);
    return o;
}

static const float Weights[5] = { 0.227027, 0.1945946, 0.1216216, 0.054054, 0.016216 };
float4 PSBlurH(V2P i) : SV_Target
{
    float4 c = Src.Sample(Lin, i.uv) * Weights[0];
    [unroll] for (int k = 1; k < 5; k++)
    {
        c += Src.Sample(Lin, i.uv + float2(Texel.x * k, 0)) * Weights[k];
        c += Src.Sample(Lin, i.uv - float2(Texel.x * k, 0)) * Weights[k];
    }
    return c;
}

float4 PSBlurDynamic(V2P i) : SV_Target
{
    float4 c = 0;
    float wsum = 0;
    [loop] for (int k = -Radius; k <= Radius; k++)
    {
        float w = exp(-k * k / (2.0 * Radius * Radius + 1));
        c += Src.SampleLevel(Lin, i.uv + float2(0, Texel.y * k), 0) * w;
        wsum += w;
    }
    return c / wsum;
}

float3 Aces(float3 x) { return saturate((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14)); }
float3 Reinhard(float3 x) { return x / (1 + x); }
float3 Uncharted(float3 x) { float A = Curve.x, B = Curve.y, C = Curve.z, D = Curve.w; return ((x * (A * x + C * B) + D * 0.02) / (x * (A * x + B) + D * 0.3)) - 0.02 / 0.3; }

float4 PSTonemap(V2P i) : SV_Target
{
    float3 c = Src.Sample(Pt, i.uv).rgb + Bloom.Sample(Lin, i.uv).rgb * BloomScale;
    float3 r;
    [forcecase] switch (Operator)
    {
    case 0: r = Aces(c); break;
    case 1: r = Reinhard(c); break;
    case 2: r = Uncharted(c * 2) / Uncharted(11.2); break;
    case 3: r = c; break;
    default: r = float3(1, 0, 1); break;
    }
    r = pow(abs(r), 1 / 2.2);
    r = Lut.SampleLevel(Lin, r * (31.0 / 32) + 0.5 / 32, 0).rgb;
    float2 d = i.uv - 0.5;
    return float4(r * (1 - dot(d, d) * Vignette), dot(r, float3(0.299, 0.587, 0.114)));
}

float4 PSTonemapIf(V2P i) : SV_Target
{
    float3 c = Src.Sample(Pt, i.uv).rgb;
    if (Operator == 0) c = Aces(c);
    else if (Operator == 1) c = Reinhard(c);
    else if (Operator == 7) c = 1 - exp(-c * Curve.x);
    return float4(c, 1);
}

float4 PSDownsample13(V2P i) : SV_Target
{
    float4 a = Src.Sample(Lin, i.uv, int2(-2, -2)), b = Src.Sample(Lin, i.uv, int2(0, -2)), c = Src.Sample(Lin, i.uv, int2(2, -2));
    float4 d = Src.Sample(Lin, i.uv, int2(-1, -1)), e = Src.Sample(Lin, i.uv, int2(1, -1));
    float4 f = Src.Sample(Lin, i.uv, int2(-2, 0)), g = Src.Sample(Lin, i.uv), h = Src.Sample(Lin, i.uv, int2(2, 0));
    float4 j = Src.Sample(Lin, i.uv, int2(-1, 1)), k = Src.Sample(Lin, i.uv, int2(1, 1));
    float4 l = Src.Sample(Lin, i.uv, int2(-2, 2)), m = Src.Sample(Lin, i.uv, int2(0, 2)), n = Src.Sample(Lin, i.uv, int2(2, 2));
    return (d + e + j + k) * 0.125 + (a + b + f + g) * 0.03125 + (b + c + g + h) * 0.03125 + (f + g + l + m) * 0.03125 + (g + h + m + n) * 0.03125;
}

float4 PSChroma(V2P i) : SV_Target
{
    float2 d = (i.uv - 0.5) * Aberration;
    return float4(Src.Sample(Lin, i.uv - d).r, Src.Sample(Lin, i.uv).g, Src.Sample(Lin, i.uv + d).b, 1);
}

float Luma(float3 c) { return dot(c, float3(0.299, 0.587, 0.114)); }
float4 PSEdgeAA(V2P i) : SV_Target
{
    float3 c = Src.SampleLevel(Pt, i.uv, 0).rgb;
    float lc = Luma(c);
    float ln = Luma(Src.SampleLevel(Pt, i.uv, 0, int2(0, -1)).rgb), ls = Luma(Src.SampleLevel(Pt, i.uv, 0, int2(0, 1)).rgb);
    float le = Luma(Src.SampleLevel(Pt, i.uv, 0, int2(1, 0)).rgb), lw = Luma(Src.SampleLevel(Pt, i.uv, 0, int2(-1, 0)).rgb);
    float range = max(max(max(ln, ls), max(le, lw)), lc) - min(min(min(ln, ls), min(le, lw)), lc);
    [branch] if (range < 0.0625) return float4(c, 1);
    bool horz = abs(ln + ls - 2 * lc) >= abs(le + lw - 2 * lc);
    float2 step = horz ? float2(Texel.x, 0) : float2(0, Texel.y);
    float2 p = i.uv, q = i.uv;
    float end = 0;
    [loop] for (int k = 0; k < 12; k++)
    {
        p += step; q -= step;
        float a = Luma(Src.SampleLevel(Lin, p, 0).rgb), b = Luma(Src.SampleLevel(Lin, q, 0).rgb);
        if (abs(a - lc) > range * 0.25 || abs(b - lc) > range * 0.25) { end = k; break; }
    }
    float2 off = (horz ? float2(0, Texel.y) : float2(Texel.x, 0)) * (0.5 - end / 24);
    return float4(Src.SampleLevel(Lin, i.uv + off, 0).rgb, 1);
}

RWTexture2D<float4> Dst : register(u0);
groupshared float4 sLine[128 + 8];
[numthreads(128, 1, 1)]
void CSBlurRow(uint3 gid : SV_GroupID, uint3 gt : SV_GroupThreadID)
{
    int2 base = int2(gid.x * 128, gid.y);
    sLine[gt.x + 4] = Src[base + int2(gt.x, 0)];
    if (gt.x < 4) { sLine[gt.x] = Src[base + int2((int)gt.x - 4, 0)]; sLine[gt.x + 132] = Src[base + int2(gt.x + 128, 0)]; }
    GroupMemoryBarrierWithGroupSync();
    float4 s = 0;
    [unroll] for (int k = -4; k <= 4; k++) s += sLine[gt.x + 4 + k] * Weights[abs(k)];
    Dst[base + int2(gt.x, 0)] = s;
}

float4 PSFilmGrain(V2P i) : SV_Target
{
    uint2 p = (uint2)i.pos.xy;
    uint h = (p.x * 1973 + p.y * 9277 + Frame * 26699) | 1;
    h ^= h << 13; h ^= h >> 17; h ^= h << 5;
    float n = (h & 0xffff) / 65535.0 - 0.5;
    float4 c = Src.Load(int3(p, 0));
    return c + n * Curve.w;
}
