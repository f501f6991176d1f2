// Level 9 with minimum precision: game-style pixel and vertex programs for ps/vs_4_0_level_9_1 and _9_3.
Texture2D albedo : register(t0);
Texture2D normalMap : register(t1);
Texture2D lightMap : register(t2);
TextureCube envMap : register(t3);
SamplerState linearWrap : register(s0);
SamplerState pointClamp : register(s1);
SamplerState cubeSmp : register(s2);

cbuffer Frame : register(b0)
{
    float4x4 viewProj;
    float4 eyePos;
    min16float4 fogColor;
    min16float4 ambient;
    float4 sunDir;
    min10float4 sunColor;
    float time;
    min16float fogDensity;
    min16float exposure;
    float pad;
};

cbuffer Object : register(b1)
{
    float4x4 world;
    min16float4 tintColor;
    float4 palette[24];
    min16float4 uvTransform;
};

struct VSIn
{
    float3 pos : POSITION;
    min16float3 normal : NORMAL;
    min16float2 uv : TEXCOORD0;
    min10float4 color : COLOR0;
    min16float4 weights : BLENDWEIGHT;
    float4 indices : BLENDINDICES;
};

struct PSIn
{
    float4 pos : SV_Position;
    min16float2 uv : TEXCOORD0;
    min16float3 normal : TEXCOORD1;
    min16float3 view : TEXCOORD2;
    min10float4 color : COLOR0;
    min16float fog : TEXCOORD3;
};

PSIn VSStatic(VSIn i)
{
    PSIn o;
    float4 wp = mul(float4(i.pos, 1), world);
    o.pos = mul(wp, viewProj);
    o.uv = i.uv * uvTransform.xy + uvTransform.zw;
    o.normal = (min16float3)mul(i.normal, (float3x3)world);
    o.view = (min16float3)(eyePos.xyz - wp.xyz);
    o.color = i.color * (min10float4)tintColor;
    o.fog = saturate((min16float)length(o.view) * fogDensity);
    return o;
}

PSIn VSSkinned(VSIn i)
{
    PSIn o;
    int4 idx = (int4)i.indices * 3;
    float4 p = float4(i.pos, 1);
    float3 wp = 0;
    min16float3 n = 0;
    [unroll] for (int k = 0; k < 4; k++)
    {
        float3x4 m = float3x4(palette[idx[k]], palette[idx[k] + 1], palette[idx[k] + 2]);
        wp += mul(m, p) * i.weights[k];
        n += (min16float3)mul((float3x3)m, i.normal) * i.weights[k];
    }
    o.pos = mul(float4(wp, 1), viewProj);
    o.uv = i.uv;
    o.normal = normalize(n);
    o.view = (min16float3)(eyePos.xyz - wp);
    o.color = i.color;
    o.fog = (min16float)0;
    return o;
}

PSIn VSWave(VSIn i)
{
    PSIn o;
    float3 p = i.pos;
    min16float phase = (min16float)(p.x * 0.3 + time);
    p.y += sin(phase) * (min16float)0.25 + cos(phase * 2) * (min16float)0.125;
    o.pos = mul(mul(float4(p, 1), world), viewProj);
    o.uv = i.uv + (min16float2)(time * 0.05, 0);
    o.normal = normalize(min16float3(-cos(phase), 1, 0));
    o.view = (min16float3)(eyePos.xyz - p);
    o.color = (min10float4)i.color.bgra;
    o.fog = (min16float)abs(p.y);
    return o;
}

min16float4 PSLit(PSIn i) : SV_Target
{
    min16float4 base = (min16float4)albedo.Sample(linearWrap, i.uv);
    min16float3 n = normalize(i.normal);
    min16float ndl = saturate(dot(n, (min16float3)sunDir.xyz));
    min16float3 lit = base.rgb * (ambient.rgb + (min16float3)sunColor.rgb * ndl);
    lit = lerp(lit, fogColor.rgb, i.fog);
    return min16float4(lit * exposure, base.a * i.color.a);
}

min16float4 PSNormalMapped(PSIn i) : SV_Target
{
    min16float3 tn = (min16float3)normalMap.Sample(linearWrap, i.uv).xyz * 2 - 1;
    min16float3 n = normalize(i.normal + tn);
    min16float3 v = normalize(i.view);
    min16float3 h = normalize(v + (min16float3)sunDir.xyz);
    min16float spec = pow(saturate(dot(n, h)), 16);
    min16float4 base = (min16float4)albedo.Sample(linearWrap, i.uv);
    min16float3 env = (min16float3)envMap.Sample(cubeSmp, reflect(-v, n)).rgb;
    return min16float4(base.rgb * saturate(dot(n, (min16float3)sunDir.xyz)) + spec + env * (min16float)0.2, base.a);
}

min10float4 PSLowPrecision(PSIn i) : SV_Target
{
    min10float4 base = (min10float4)albedo.Sample(pointClamp, i.uv);
    min10float4 lm = (min10float4)lightMap.Sample(linearWrap, i.uv * (min16float)0.5);
    min10float4 c = base * lm * 2 * i.color;
    c.rgb = c.rgb * c.rgb - (min10float)0.125;
    return saturate(c);
}

min16float4 PSMixedPrecision(PSIn i) : SV_Target
{
    float4 full = albedo.Sample(linearWrap, i.uv);
    min16float4 half4 = (min16float4)full * tintColor;
    min10float3 low = (min10float3)i.normal * (min10float)0.5 + (min10float)0.5;
    min16float4 r = half4;
    r.rgb += low;
    if (r.a < (min16float)0.25)
        r.rgb = r.bgr * fogColor.rgb;
    r = lerp(r, (min16float4)ambient, i.fog);
    clip(r.a - (min16float)0.01);
    return r;
}

min16float4 PSUi(float4 pos : SV_Position, min16float2 uv : TEXCOORD0, min10float4 color : COLOR0) : SV_Target
{
    min16float a = (min16float)albedo.Sample(pointClamp, uv).a;
    min16float edge = smoothstep((min16float)0.45, (min16float)0.55, a);
    return min16float4(color.rgb, color.a * edge);
}

min16float4 PSGrading(PSIn i) : SV_Target
{
    min16float3 c = (min16float3)albedo.Sample(linearWrap, i.uv).rgb;
    min16float luma = dot(c, min16float3(0.299, 0.587, 0.114));
    min16float3 sat = lerp(luma.xxx, c, (min16float)1.2);
    min16float3 curve = sat / (sat + (min16float)0.5) * (min16float)1.5;
    min16float vign = 1 - dot(i.uv - 0.5, i.uv - 0.5) * 2;
    return min16float4(curve * vign, 1);
}

min16int4 dummyInts;
min16float4 PSIntegers(PSIn i) : SV_Target
{
    min16int steps = (min16int)(i.uv.x * 8);
    min12int band = (min12int)(i.uv.y * 4);
    min16float q = (min16float)(steps + band) / 12;
    return min16float4(q, q * q, 1 - q, 1) * (min16float4)albedo.Sample(pointClamp, i.uv);
}
