// Feature level 9: sprite batches, UI, vertex-lit meshes, fog, alpha test, a small lightmap blend.
cbuffer Frame9 : register(b0) { float4x4 WorldViewProj; float4x4 World; float4 LightDir; float4 LightColor; float4 FogParams; float4 FogColor; float4 UvXform; };
cbuffer Mat9 : register(b1) { float4 Diffuse; float4 Emissive; float AlphaRef; float3 pad_; };
Texture2D Base : register(t0);
Texture2D Lightmap : register(t1);
TextureCube Reflection : register(t2);
SamplerState S0 : register(s0);
SamplerState S1 : register(s1);

struct SpriteV { float4 pos : SV_Position; float4 col : COLOR0; float2 uv : TEXCOORD0; };
SpriteV VSSprite(float2 pos : POSITION, float4 col : COLOR0, float2 uv : TEXCOORD0)
{
    SpriteV o;
    o.pos = mul(float4(pos, 0, 1), WorldViewProj);
    o.col = col;
    o.uv = uv * UvXform.xy + UvXform.zw;
    return o;
}
float4 PSSprite(SpriteV i) : SV_Target { return Base.Sample(S0, i.uv) * i.col; }
float4 PSSpriteAlphaTest(SpriteV i) : SV_Target
{
    float4 c = Base.Sample(S0, i.uv) * i.col;
    clip(c.a - AlphaRef);
    return c;
}
float4 PSSpriteGray(SpriteV i) : SV_Target
{
    float4 c = Base.Sample(S0, i.uv);
    float g = dot(c.rgb, float3(0.3, 0.59, 0.11));
    return float4(lerp(c.rgb, g.xxx, i.col.a), c.a) * Diffuse;
}

struct LitV { float4 pos : SV_Position; float4 diff : COLOR0; float2 uv : TEXCOORD0; float2 uv2 : TEXCOORD1; float fog : TEXCOORD2; float3 refl : TEXCOORD3; };
LitV VSVertexLit(float3 pos : POSITION, float3 n : NORMAL, float2 uv : TEXCOORD0, float2 uv2 : TEXCOORD1)
{
    LitV o;
    o.pos = mul(float4(pos, 1), WorldViewProj);
    float3 wn = normalize(mul(n, (float3x3)World));
    float3 wp = mul(float4(pos, 1), World).xyz;
    o.diff = float4(LightColor.rgb * max(dot(wn, -LightDir.xyz), 0) + Emissive.rgb, Diffuse.a);
    o.uv = uv;
    o.uv2 = uv2;
    o.fog = saturate((FogParams.y - o.pos.z) * FogParams.x);
    o.refl = reflect(wp - FogParams.yzw, wn);
    return o;
}
float4 PSLightmapped(LitV i) : SV_Target
{
    float4 c = Base.Sample(S0, i.uv) * Lightmap.Sample(S1, i.uv2) * 2;
    c.rgb += Reflection.Sample(S0, i.refl).rgb * Emissive.a;
    c.rgb = lerp(FogColor.rgb, c.rgb, i.fog);
    return c * i.diff;
}
float4 PSFogOnly(LitV i) : SV_Target
{
    float4 c = Base.Sample(S0, i.uv);
    return float4(lerp(FogColor.rgb, c.rgb * i.diff.rgb, i.fog), c.a);
}

float4 VSSkyDome(float3 pos : POSITION, out float3 dir : TEXCOORD0) : SV_Position
{
    dir = pos;
    float4 p = mul(float4(pos, 0), WorldViewProj);
    return p.xyww;
}
float4 PSSkyDome(float4 pos : SV_Position, float3 dir : TEXCOORD0) : SV_Target
{
    float h = normalize(dir).y;
    float3 sky = lerp(FogColor.rgb, LightColor.rgb, saturate(h * 2));
    return float4(sky + pow(saturate(dot(normalize(dir), -LightDir.xyz)), 64) * Emissive.rgb, 1);
}

float4 PSLoop9(SpriteV i) : SV_Target
{
    float4 c = 0;
    [unroll] for (int k = 0; k < 3; k++) c += Base.Sample(S0, i.uv + UvXform.xy * k) * (k + 1);
    return c / 6 * i.col;
}
