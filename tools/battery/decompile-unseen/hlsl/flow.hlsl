// Control flow and attributes: precise, [branch]/[flatten]/[loop]/[unroll], switch with shared cases,
// nested loops with break/continue, early returns, discard in loops, structs returned from functions.
cbuffer Flow : register(b0) { float4 Params; int Mode; uint Count; float Threshold; float Gain; float4 Table[8]; };
Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);
struct FIn { float4 pos : SV_Position; float2 uv : TEXCOORD0; float4 c : COLOR0; };

struct Hit { float t; float3 n; uint id; };
Hit Intersect(float3 ro, float3 rd, float4 sphere, uint id)
{
    Hit h;
    float3 oc = ro - sphere.xyz;
    float b = dot(oc, rd), c = dot(oc, oc) - sphere.w * sphere.w;
    float disc = b * b - c;
    h.t = disc < 0 ? 1e30 : -b - sqrt(disc);
    h.n = normalize(ro + rd * h.t - sphere.xyz);
    h.id = id;
    return h;
}

float4 PSRaySpheres(FIn i) : SV_Target
{
    float3 ro = float3(0, 0, -5), rd = normalize(float3(i.uv * 2 - 1, 1.5));
    Hit best;
    best.t = 1e30; best.n = 0; best.id = 0xffffffff;
    [loop] for (uint k = 0; k < Count; k++)
    {
        Hit h = Intersect(ro, rd, Table[k], k);
        [flatten] if (h.t > 0 && h.t < best.t) best = h;
    }
    [branch] if (best.id == 0xffffffff) discard;
    return float4(best.n * 0.5 + 0.5, best.id / 8.0);
}

float4 PSPrecise(FIn i) : SV_Target
{
    precise float a = i.uv.x * Params.x + Params.y;
    precise float b = a * a - i.uv.y * Params.z;
    float c = i.uv.x * Params.x + Params.y;
    precise float3 d = mad(i.c.rgb, Params.www, Params.xyz);
    return float4(d, b + c * c);
}

float4 PSSwitchFall(FIn i) : SV_Target
{
    float4 c = i.c;
    switch (Mode)
    {
    case 0:
        c = c * 2 + Params;
        break;
    case 1:
        c += Params;
        break;
    case 2:
    case 3:
        c = c.wzyx;
        break;
    case 5:
        c = Tex.Sample(Samp, i.uv);
        break;
    default:
        c = 0;
        break;
    }
    return c;
}

float4 PSNested(FIn i) : SV_Target
{
    float4 acc = 0;
    [loop] for (int y = 0; y < Mode; y++)
    {
        [loop] for (int x = 0; x < Mode; x++)
        {
            float4 t = Tex.SampleLevel(Samp, i.uv + float2(x, y) * Params.xy, 0);
            if (t.a < Threshold) continue;
            acc += t;
            if (acc.a > Gain) break;
        }
        if (acc.a > Gain * 2) break;
    }
    return acc;
}

float4 PSEarlyOut(FIn i) : SV_Target
{
    float4 t = Tex.Sample(Samp, i.uv);
    [branch] if (t.a < 0.01) return 0;
    [branch] if (i.c.a > 0.99) return t;
    float3 c = t.rgb;
    [unroll(4)] for (uint k = 0; k < Count; k++) c = c * Table[k].xyz + Table[k].w;
    return float4(c, t.a);
}

float4 PSDiscardLoop(FIn i) : SV_Target
{
    float4 c = 0;
    for (int k = 0; k < 4; k++)
    {
        float4 t = Tex.Sample(Samp, i.uv + Table[k].xy);
        if (t.a < Table[k].z) discard;
        c += t * Table[k].w;
    }
    return c;
}

float4 PSWhileHalving(FIn i) : SV_Target
{
    float v = i.uv.x * 1000;
    uint steps = 0;
    [loop] while (v > 1 && steps < 32) { v *= 0.5; steps++; }
    [loop] do { v += 0.125; } while (v < Params.x);
    return float4(v, steps, 0, 1);
}

int4 PSIntSwitch(FIn i) : SV_Target
{
    int k = (int)(i.uv.x * 8);
    int4 r = 0;
    [call] switch (k)
    {
    case 1: r = int4(1, 2, 3, 4); break;
    case 4: r = Mode; break;
    case 6: r = int4(Table[2]); break;
    default: r = -1; break;
    }
    return r;
}

struct MRT { float4 c0 : SV_Target0; float4 c1 : SV_Target1; float depth : SV_Depth; };
MRT Shade(float2 uv, float4 col)
{
    MRT o;
    o.c0 = Tex.Sample(Samp, uv) * col;
    o.c1 = col.wzyx;
    o.depth = saturate(col.a * Params.w);
    return o;
}
MRT PSStructOut(FIn i) { return Shade(i.uv, i.c); }
