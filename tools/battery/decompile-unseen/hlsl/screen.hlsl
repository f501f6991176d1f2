// Screen-space passes and foliage: reflections by ray march, ambient occlusion with a rotated kernel, motion
// blur along velocity, a depth-of-field gather, auto-exposure reduction, wind on instanced foliage, a dithered
// level-of-detail cross-fade, parallax occlusion mapping.
cbuffer Screen : register(b0) { float4x4 Proj; float4x4 InvProj; float2 Size; float Thickness; uint MaxSteps; float4 Kernel[8]; float FocusDist; float FocusRange; float Time; float Fade; };
Texture2D<float> Depth : register(t0);
Texture2D<float4> Color : register(t1);
Texture2D<float4> Normals : register(t2);
Texture2D<float2> Velocity : register(t3);
Texture2D<float2> Noise : register(t4);
SamplerState Clamp : register(s0);
SamplerState PointS : register(s1);
struct SV { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

float3 ViewFromDepth(float2 uv, float z) { float4 p = mul(float4(uv * float2(2, -2) + float2(-1, 1), z, 1), InvProj); return p.xyz / p.w; }

float4 PSReflect(SV i) : SV_Target
{
    float3 p = ViewFromDepth(i.uv, Depth.SampleLevel(PointS, i.uv, 0));
    float3 n = normalize(Normals.SampleLevel(PointS, i.uv, 0).xyz * 2 - 1);
    float3 r = normalize(reflect(normalize(p), n));
    float3 q = p;
    [loop] for (uint k = 0; k < MaxSteps; k++)
    {
        q += r * 0.1 * (k + 1);
        float4 c = mul(float4(q, 1), Proj);
        float2 uv = c.xy / c.w * float2(0.5, -0.5) + 0.5;
        [branch] if (any(uv < 0) || any(uv > 1)) break;
        float z = ViewFromDepth(uv, Depth.SampleLevel(PointS, uv, 0)).z;
        [branch] if (q.z > z && q.z - z < Thickness)
            return float4(Color.SampleLevel(Clamp, uv, 0).rgb, 1 - k / (float)MaxSteps);
    }
    return 0;
}

float PSOcclusion(SV i) : SV_Target
{
    float3 p = ViewFromDepth(i.uv, Depth.Sample(PointS, i.uv));
    float3 n = Normals.Sample(PointS, i.uv).xyz * 2 - 1;
    float2 rnd = Noise.Sample(PointS, i.uv * Size / 4) * 2 - 1;
    float ao = 0;
    [unroll] for (int k = 0; k < 8; k++)
    {
        float3 d = reflect(Kernel[k].xyz, float3(rnd, 0));
        d *= sign(dot(d, n));
        float3 s = p + d * Kernel[k].w;
        float4 c = mul(float4(s, 1), Proj);
        float2 uv = c.xy / c.w * float2(0.5, -0.5) + 0.5;
        float z = ViewFromDepth(uv, Depth.SampleLevel(PointS, uv, 0)).z;
        ao += (z < s.z - 0.02 ? 1 : 0) * saturate(Kernel[k].w / abs(p.z - z));
    }
    return 1 - ao / 8;
}

float4 PSMotionBlur(SV i) : SV_Target
{
    float2 v = Velocity.Sample(PointS, i.uv) * Fade;
    float4 c = Color.Sample(Clamp, i.uv);
    float n = clamp(length(v * Size), 1, 16);
    [loop] for (float k = 1; k < n; k++) c += Color.SampleLevel(Clamp, i.uv + v * (k / n - 0.5), 0);
    return c / n;
}

static const float2 Disk[12] = { float2(0.5, 0), float2(0.25, 0.43), float2(-0.25, 0.43), float2(-0.5, 0), float2(-0.25, -0.43), float2(0.25, -0.43),
    float2(1, 0), float2(0.5, 0.87), float2(-0.5, 0.87), float2(-1, 0), float2(-0.5, -0.87), float2(0.5, -0.87) };
float4 PSDepthOfField(SV i) : SV_Target
{
    float z = ViewFromDepth(i.uv, Depth.Sample(PointS, i.uv)).z;
    float coc = saturate(abs(z - FocusDist) / FocusRange);
    float4 acc = Color.Sample(Clamp, i.uv);
    float w = 1;
    [unroll] for (int k = 0; k < 12; k++)
    {
        float2 uv = i.uv + Disk[k] * coc * 8 / Size;
        float zk = ViewFromDepth(uv, Depth.SampleLevel(PointS, uv, 0)).z;
        float wk = zk > z ? 1 : saturate(abs(zk - FocusDist) / FocusRange);
        acc += Color.SampleLevel(Clamp, uv, 0) * wk;
        w += wk;
    }
    return acc / w;
}

RWStructuredBuffer<float> Exposure : register(u0);
groupshared float sLum[64];
[numthreads(8, 8, 1)]
void CSExposure(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 g : SV_GroupID)
{
    float3 c = Color.Load(int3(id.xy * 4, 0)).rgb;
    sLum[gi] = log2(max(dot(c, float3(0.2126, 0.7152, 0.0722)), 1e-4));
    GroupMemoryBarrierWithGroupSync();
    [unroll] for (uint s = 32; s > 0; s >>= 1)
    {
        if (gi < s) sLum[gi] += sLum[gi + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0) Exposure[g.y * 64 + g.x] = lerp(Exposure[g.y * 64 + g.x], exp2(sLum[0] / 64), Fade);
}

struct Plant { float4x3 world; float4 tint; };
StructuredBuffer<Plant> Plants : register(t5);
struct FOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; float4 tint : COLOR0; nointerpolation float fade : FADE; };
FOut VSFoliage(float3 pos : POSITION, float2 uv : TEXCOORD0, float4 col : COLOR0, uint iid : SV_InstanceID)
{
    Plant pl = Plants[iid];
    float3 w = mul(float4(pos, 1), pl.world);
    float sway = sin(Time * 1.7 + w.x * 0.3 + w.z * 0.2) * col.a * pos.y;
    w.xz += float2(sway, sway * 0.5) * 0.1;
    FOut o;
    o.pos = mul(float4(w, 1), Proj);
    o.uv = uv;
    o.tint = pl.tint * col;
    o.fade = frac(pl.tint.a * 7.31);
    return o;
}

float4 PSCrossFade(FOut i) : SV_Target
{
    static const float Bayer[16] = { 0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5 };
    uint2 p = (uint2)i.pos.xy & 3;
    clip(i.fade - Bayer[p.y * 4 + p.x] / 16);
    return Color.Sample(Clamp, i.uv) * i.tint;
}

float4 PSParallaxOcclusion(SV i, float3 view : VIEWTS) : SV_Target
{
    float3 v = normalize(view);
    float layers = lerp(32, 8, abs(v.z));
    float2 delta = v.xy / v.z * Thickness / layers;
    float2 uv = i.uv;
    float layer = 0;
    float h = 1 - Normals.SampleLevel(Clamp, uv, 0).a;
    [loop] while (layer < h && layer < 1)
    {
        uv -= delta;
        layer += 1 / layers;
        h = 1 - Normals.SampleLevel(Clamp, uv, 0).a;
    }
    float2 prev = uv + delta;
    float after = h - layer, before = 1 - Normals.SampleLevel(Clamp, prev, 0).a - layer + 1 / layers;
    float t = after / (after - before);
    return Color.Sample(Clamp, lerp(uv, prev, t));
}
