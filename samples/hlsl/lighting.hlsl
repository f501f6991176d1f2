// dxkit sample: a lit, textured mesh (vertex + pixel program).
cbuffer Camera : register(b0)
{
    float4x4 WorldViewProj;
    float4x4 World;
    float3   EyePos;
    float    Shininess;
    float3   LightDir;
    float    Ambient;
};

Texture2D    Albedo  : register(t0);
SamplerState Sampler : register(s0);

struct VSIn  { float3 pos : POSITION; float3 nrm : NORMAL; float2 uv : TEXCOORD0; };
struct VSOut { float4 pos : SV_Position; float3 wpos : TEXCOORD0; float3 nrm : TEXCOORD1; float2 uv : TEXCOORD2; };

VSOut VSMain(VSIn i)
{
    VSOut o;
    o.pos = mul(float4(i.pos, 1), WorldViewProj);
    o.wpos = mul(float4(i.pos, 1), World).xyz;
    o.nrm = mul(i.nrm, (float3x3)World);
    o.uv = i.uv;
    return o;
}

float4 PSMain(VSOut i) : SV_Target
{
    float3 n = normalize(i.nrm);
    float3 l = -normalize(LightDir);
    float3 v = normalize(EyePos - i.wpos);
    float4 albedo = Albedo.Sample(Sampler, i.uv);
    float diffuse = saturate(dot(n, l));
    float spec = pow(saturate(dot(n, normalize(l + v))), Shininess);
    return float4(albedo.rgb * (Ambient + diffuse) + spec, albedo.a);
}
