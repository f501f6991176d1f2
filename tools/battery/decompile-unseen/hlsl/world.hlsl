// Open-world pieces: terrain from a height map with splat layers, water with Gerstner waves and refraction,
// an atmosphere scattering sky, decals projected into the G-buffer, volumetric fog by ray march.
cbuffer Scene : register(b0) { float4x4 ViewProj; float4x4 InvViewProj; float3 Eye; float Time; float3 SunDir; float TerrainScale; float4 Waves[4]; float4 FogParams; };
cbuffer Decal : register(b1) { float4x4 WorldToDecal; float4 DecalTint; float DecalFade; float3 pad_; };
Texture2D<float> Height : register(t0);
Texture2D<float4> Splat : register(t1);
Texture2DArray<float4> Layers : register(t2);
Texture2D<float4> Refract : register(t3);
Texture2D<float> SceneDepth : register(t4);
Texture2D<float4> DecalTex : register(t5);
Texture3D<float4> FogVolume : register(t6);
SamplerState Lin : register(s0);
SamplerState Wrap : register(s1);

struct TOut { float4 pos : SV_Position; float3 wpos : WORLDPOS; float2 uv : TEXCOORD0; float3 nrm : NORMAL; };
TOut VSTerrain(uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    uint2 cell = uint2(vid % 65, vid / 65) + uint2(iid & 15, iid >> 4) * 64;
    float2 uv = cell / 1024.0;
    float h = Height.SampleLevel(Lin, uv, 0);
    float hx = Height.SampleLevel(Lin, uv, 0, int2(1, 0)), hz = Height.SampleLevel(Lin, uv, 0, int2(0, 1));
    TOut o;
    o.wpos = float3(cell.x, h * TerrainScale, cell.y);
    o.pos = mul(float4(o.wpos, 1), ViewProj);
    o.uv = uv;
    o.nrm = normalize(float3(h - hx, 1.0 / TerrainScale, h - hz));
    return o;
}

float4 PSTerrainSplat(TOut i) : SV_Target
{
    float4 w = Splat.Sample(Lin, i.uv);
    w /= dot(w, 1) + 1e-5;
    float4 c = 0;
    [unroll] for (uint k = 0; k < 4; k++) c += Layers.Sample(Wrap, float3(i.uv * 64, k)) * w[k];
    return c * saturate(dot(i.nrm, SunDir));
}

float4 PSTriplanar(TOut i) : SV_Target
{
    float3 b = pow(abs(i.nrm), 4);
    b /= b.x + b.y + b.z;
    float4 x = Layers.Sample(Wrap, float3(i.wpos.zy * 0.1, 0)), y = Layers.Sample(Wrap, float3(i.wpos.xz * 0.1, 1)), z = Layers.Sample(Wrap, float3(i.wpos.xy * 0.1, 2));
    return x * b.x + y * b.y + z * b.z;
}

struct WOut { float4 pos : SV_Position; float3 wpos : WORLDPOS; float3 nrm : NORMAL; float4 clip : CLIPPOS; };
WOut VSWater(float2 xz : POSITION)
{
    float3 p = float3(xz.x, 0, xz.y);
    float3 n = float3(0, 1, 0);
    [unroll] for (int k = 0; k < 4; k++)
    {
        float2 d = normalize(Waves[k].xy);
        float f = dot(d, xz) * Waves[k].z + Time;
        p.xz += d * Waves[k].w * cos(f);
        p.y += Waves[k].w * sin(f);
        n.xz -= d * Waves[k].z * Waves[k].w * cos(f);
    }
    WOut o;
    o.wpos = p;
    o.nrm = normalize(n);
    o.pos = mul(float4(p, 1), ViewProj);
    o.clip = o.pos;
    return o;
}

float4 PSWater(WOut i) : SV_Target
{
    float2 suv = i.clip.xy / i.clip.w * float2(0.5, -0.5) + 0.5;
    float3 v = normalize(Eye - i.wpos);
    float fres = pow(1 - saturate(dot(v, i.nrm)), 5) * 0.98 + 0.02;
    float depth = SceneDepth.SampleLevel(Lin, suv, 0);
    float thick = saturate((depth - i.clip.z / i.clip.w) * 400);
    float4 refr = Refract.Sample(Lin, suv + i.nrm.xz * 0.02 * thick);
    float3 deep = float3(0.02, 0.1, 0.15);
    float3 c = lerp(refr.rgb, deep, thick);
    float spec = pow(saturate(dot(reflect(-SunDir, i.nrm), v)), 256);
    return float4(lerp(c, float3(0.5, 0.6, 0.7), fres) + spec, 1);
}

float3 Scatter(float3 dir)
{
    float mu = dot(dir, SunDir);
    float ray = 3.0 / (16 * 3.14159) * (1 + mu * mu);
    float g = 0.76;
    float mie = 3.0 / (8 * 3.14159) * ((1 - g * g) * (1 + mu * mu)) / ((2 + g * g) * pow(abs(1 + g * g - 2 * g * mu), 1.5));
    float h = max(dir.y, 0.001);
    float3 beta = float3(5.8e-3, 13.5e-3, 33.1e-3);
    return (ray * beta + mie * 0.021) * exp(-beta / h) * 20;
}
float4 PSSky(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 w = mul(float4(uv * 2 - 1, 1, 1), InvViewProj);
    return float4(Scatter(normalize(w.xyz / w.w - Eye)), 1);
}

float4 PSDecal(float4 pos : SV_Position, float4 cpos : CLIPPOS) : SV_Target
{
    float2 suv = cpos.xy / cpos.w * float2(0.5, -0.5) + 0.5;
    float z = SceneDepth.Load(int3(pos.xy, 0));
    float4 w = mul(float4(cpos.xy / cpos.w, z, 1), InvViewProj);
    float3 d = mul(float4(w.xyz / w.w, 1), WorldToDecal).xyz;
    clip(0.5 - abs(d));
    float4 c = DecalTex.Sample(Lin, d.xz + 0.5) * DecalTint;
    c.a *= saturate((0.5 - abs(d.y)) * DecalFade);
    return c + suv.xyxy * 0;
}

float4 PSFogMarch(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float z = SceneDepth.Load(int3(pos.xy, 0));
    float4 w = mul(float4(uv * 2 - 1, z, 1), InvViewProj);
    float3 end = w.xyz / w.w;
    float3 step = (end - Eye) / 32;
    float3 p = Eye;
    float3 light = 0;
    float trans = 1;
    [loop] for (int k = 0; k < 32; k++)
    {
        p += step;
        float4 f = FogVolume.SampleLevel(Lin, p * FogParams.xyz, 0);
        float dens = f.a * FogParams.w;
        light += trans * f.rgb * dens;
        trans *= exp(-dens * length(step));
        [branch] if (trans < 0.01) break;
    }
    return float4(light, trans);
}
