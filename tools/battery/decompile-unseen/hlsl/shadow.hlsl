// Shadows: PCF with SampleCmp, GatherCmp kernels, cascade selection, a blocker search, casters.
cbuffer Shadow : register(b3) { float4x4 CascadeMat[4]; float4 CascadeSplit; float2 TexelSize; float Bias; uint Kernel; float LightSize; float3 pad_; };
cbuffer Camera : register(b0) { float4x4 ViewProj; float4x4 World; };
Texture2D<float> ShadowMap : register(t4);
Texture2DArray<float> CascadeMap : register(t5);
TextureCube<float> PointShadow : register(t6);
SamplerComparisonState Cmp : register(s1);
SamplerState PointClamp : register(s2);

struct SIn { float4 pos : SV_Position; float3 wpos : WORLDPOS; float depth : VIEWDEPTH; };

float PcfFixed(float3 sc)
{
    float s = 0;
    [unroll] for (int y = -1; y <= 1; y++)
        [unroll] for (int x = -1; x <= 1; x++)
            s += ShadowMap.SampleCmpLevelZero(Cmp, sc.xy, sc.z - Bias, int2(x, y));
    return s / 9;
}

float4 PSPcf3x3(SIn i) : SV_Target
{
    float4 sc = mul(float4(i.wpos, 1), CascadeMat[0]);
    sc.xyz /= sc.w;
    return PcfFixed(sc.xyz).xxxx;
}

float4 PSPcfGather(SIn i) : SV_Target
{
    float4 sc = mul(float4(i.wpos, 1), CascadeMat[0]);
    float2 uv = sc.xy / sc.w;
    float z = sc.z / sc.w - Bias;
    float2 f = frac(uv / TexelSize - 0.5);
    float4 a = ShadowMap.GatherCmp(Cmp, uv, z, int2(-1, -1));
    float4 b = ShadowMap.GatherCmp(Cmp, uv, z, int2(1, -1));
    float4 c = ShadowMap.GatherCmp(Cmp, uv, z, int2(-1, 1));
    float4 d = ShadowMap.GatherCmp(Cmp, uv, z, int2(1, 1));
    float top = lerp(a.w, b.z, f.x) + a.z + b.w;
    float bottom = lerp(c.x, d.y, f.x) + c.y + d.x;
    return float4((top * (1 - f.y) + bottom * f.y + dot(a + b + c + d, 0.125)) / 8, f, 1);
}

float4 PSCascades(SIn i) : SV_Target
{
    uint c = dot(i.depth > CascadeSplit, 1);
    [branch] if (c >= 4) return 1;
    float4 sc = mul(float4(i.wpos, 1), CascadeMat[c]);
    sc.xyz /= sc.w;
    float s = 0;
    [loop] for (uint k = 0; k < Kernel; k++)
    {
        float2 o = float2(k % 3, k / 3) - 1;
        s += CascadeMap.SampleCmpLevelZero(Cmp, float3(sc.xy + o * TexelSize, c), sc.z - Bias * (c + 1));
    }
    return float4(s / max(Kernel, 1), c / 3.0, 0, 1);
}

static const float2 Poisson[8] = { float2(-0.94, -0.40), float2(0.94, -0.77), float2(-0.09, -0.93), float2(0.34, 0.29),
    float2(-0.91, 0.45), float2(-0.81, -0.88), float2(-0.38, 0.28), float2(0.97, 0.75) };

float4 PSPcss(SIn i) : SV_Target
{
    float4 sc = mul(float4(i.wpos, 1), CascadeMat[1]);
    sc.xyz /= sc.w;
    float blockers = 0, count = 0;
    for (int k = 0; k < 8; k++)
    {
        float d = ShadowMap.SampleLevel(PointClamp, sc.xy + Poisson[k] * LightSize * TexelSize, 0);
        [flatten] if (d < sc.z) { blockers += d; count += 1; }
    }
    [branch] if (count == 0) return 1;
    float pen = (sc.z - blockers / count) / (blockers / count) * LightSize;
    float s = 0;
    [loop] for (int j = 0; j < 8; j++)
        s += ShadowMap.SampleCmp(Cmp, sc.xy + Poisson[j] * pen * TexelSize, sc.z);
    return s / 8;
}

float4 PSPointShadow(SIn i, uniform float far) : SV_Target
{
    float3 d = i.wpos - World[3].xyz;
    float m = max(abs(d.x), max(abs(d.y), abs(d.z)));
    float z = (far / (far - 0.1)) - (far * 0.1 / (far - 0.1)) / m;
    return PointShadow.SampleCmpLevelZero(Cmp, d, z);
}

float4 PSPointShadowFar(SIn i) : SV_Target { return PSPointShadow(i, 250.0); }

float4 VSCaster(float3 pos : POSITION, float3 nrm : NORMAL) : SV_Position
{
    float4 w = mul(float4(pos, 1), World);
    w.xyz -= normalize(mul(nrm, (float3x3)World)) * Bias;
    return mul(w, ViewProj);
}

struct CasterOut { float4 pos : SV_Position; float2 uv : TEXCOORD; };
Texture2D AlphaMap : register(t0);
CasterOut VSCasterAlpha(float3 pos : POSITION, float2 uv : TEXCOORD) { CasterOut o; o.pos = mul(mul(float4(pos, 1), World), ViewProj); o.uv = uv; return o; }
void PSCasterAlpha(CasterOut i) { clip(AlphaMap.Sample(PointClamp, i.uv).a - 0.33); }

float2 PSVsm(SIn i) : SV_Target { float d = i.pos.z; float dx = ddx(d), dy = ddy(d); return float2(d, d * d + 0.25 * (dx * dx + dy * dy)); }
