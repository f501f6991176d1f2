// Minimum precision, precise, discard, interfaces and classes (fcall), flow control, compute with groupshared.
#ifdef LEVEL9
typedef int2 SmallI;            // level 9 takes no 16-bit integers, no uint arithmetic, no bit operations
typedef int2 SmallU;
typedef int SmallU1;
#define SHR1(k) ((k) / 2)
#define LOW3(u) ((u) % 8)
#else
typedef min16int2 SmallI;
typedef min16uint2 SmallU;
typedef min16uint SmallU1;
#define SHR1(k) ((k) >> 1)
#define LOW3(u) ((u) & 7)
#endif

cbuffer Misc : register(b0)
{
    float4 gColor;
    min16float4 gHalf;
    SmallI gSmall;
    SmallU gSmallU;
    int gCount;
    uint gSel;
    float4x4 gMat;
};

Texture2D<float4> Tex : register(t0);
Texture2D<min16float4> TexH : register(t1);
SamplerState Lin : register(s0);

struct VsIn { float3 pos : POSITION; min16float3 n : NORMAL; SmallU1 idx : BLENDINDICES; };
struct VsOut { float4 pos : SV_Position; min16float3 n : NORMAL; float2 uv : TEXCOORD0; };

VsOut VSMinPrec(VsIn v)
{
    VsOut o;
    o.pos = mul(float4(v.pos, 1), gMat);
    min16float3 n = v.n * gHalf.xyz + (min16float)v.idx;
    int k = (int)v.idx * gSmall.x + gSmall.y;
    o.n = normalize(n) * (min16float)SHR1(k);
    o.uv = (float2)(n.xy * (min16float)gSmallU.x);
    return o;
}

min16float4 PSMinPrec(VsOut i) : SV_Target
{
    min16float4 t = TexH.Sample(Lin, i.uv);
    min16float4 c = t * gHalf + (min16float4)Tex.Sample(Lin, i.uv * 2);
    SmallU1 u = gSmallU.x + (SmallU1)i.uv.x;
    if (c.w < (min16float)0.25)
        discard;
    c.xyz = saturate(c.xyz * (min16float)LOW3(u));
    return c;
}

float4 PSPrecise(VsOut i) : SV_Target
{
    precise float a = i.uv.x * gColor.x + gColor.y;
    precise float3 b = float3(i.uv, i.n.x) * gColor.yzw - i.uv.yxy;
    float c = mad(a, b.y, b.z);
    precise float d = c * c;
    clip(d - 0.5);
    return float4(a, b.xy, d) + float4(b.z, 0, 0, 0);
}

interface IMaterial
{
    float4 Shade(float2 uv, float3 n);
    float Weight();
};

class Plain : IMaterial
{
    float4 color;
    float4 Shade(float2 uv, float3 n) { return color * saturate(n.z); }
    float Weight() { return color.w; }
};

class Textured : IMaterial
{
    float scale;
    float4 Shade(float2 uv, float3 n) { return Tex.Sample(Lin, uv * scale) * n.y; }
    float Weight() { return scale; }
};

class Blend : IMaterial
{
    float4 a;
    float4 b;
    float4 Shade(float2 uv, float3 n) { return lerp(a, b, uv.x); }
    float Weight() { return a.x + b.x; }
};

IMaterial gMaterial;
IMaterial gLayers[2];

float4 PSInterfaces(VsOut i) : SV_Target
{
    float4 c = gMaterial.Shade(i.uv, (float3)i.n);
    [unroll] for (int k = 0; k < 2; k++)
        c += gLayers[k].Shade(i.uv * (k + 1), (float3)i.n) * gLayers[k].Weight();
    return c * gMaterial.Weight();
}

float4 PSFlow(VsOut i) : SV_Target
{
    float4 c = 0;
    [loop] for (int k = 0; k < gCount; k++)
    {
        if (k == 7) continue;
        c += Tex.SampleLevel(Lin, i.uv + k * 0.01, 0);
        if (c.w > 4) break;
    }
    switch (gSel)
    {
        case 0: c *= 2; break;
        case 1: c = c.yzwx; break;
        case 5: c += gColor; break;
        case 6: c -= 1; break;
        default: c = -c; break;
    }
    [branch] if (c.x < 0) return gColor;
    if (c.y == 0) discard;
    return c;
}

groupshared float4 Tile[16][16];
groupshared uint Hist[32];
RWTexture2D<float4> Dst : register(u1);
RWStructuredBuffer<uint> HistOut : register(u0);

[numthreads(16, 16, 1)]
void CSGroupShared(uint3 id : SV_DispatchThreadID, uint3 t : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    Tile[t.y][t.x] = Tex.Load(int3(id.xy, 0));
    if (gi < 32)
        Hist[gi] = 0;
    GroupMemoryBarrierWithGroupSync();
    float4 s = 0;
    [unroll] for (int k = -2; k <= 2; k++)
        s += Tile[t.y][clamp((int)t.x + k, 0, 15)];
    uint bin = (uint)(saturate(s.x / 5) * 31);
    InterlockedAdd(Hist[bin], 1);
    GroupMemoryBarrier();
    Dst[id.xy] = s / 5;
    GroupMemoryBarrierWithGroupSync();
    if (gi < 32)
        HistOut[gi] = Hist[gi];
}

groupshared uint Red[32];

[numthreads(32, 1, 1)]
void CSReduce(uint gi : SV_GroupIndex, uint3 g : SV_GroupID)
{
    Red[gi] = gi * g.x;
    AllMemoryBarrierWithGroupSync();
    [unroll] for (uint s = 16; s > 0; s >>= 1)
    {
        if (gi < s)
            Red[gi] += Red[gi + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0)
        HistOut[g.x] = Red[0];
}

float4 VSSimple(float4 p : POSITION, uint vid : SV_VertexID) : SV_Position
{
    float4 r = mul(p, gMat);
    [flatten] if (vid & 1) r.x = -r.x;
    return r + gColor * (float)(vid % 3u);
}

struct L9In { float4 pos : SV_Position; float2 uv : TEXCOORD0; min16float4 c : COLOR; };
min16float4 PSLevel9(L9In i) : SV_Target
{
    min16float4 t = (min16float4)Tex.Sample(Lin, i.uv);
    clip(t.w - (min16float)0.1);
    return t * i.c * gHalf;
}
