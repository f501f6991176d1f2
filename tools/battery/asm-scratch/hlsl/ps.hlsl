// Sample a texture, tint it, a simple light and an alpha test.
Texture2D g_albedo : register(t0);
SamplerState g_linear : register(s0);
cbuffer PerMaterial : register(b1)
{
    float4 g_color;
    float3 g_lightDir;
    float g_cutoff;
};

float4 main(float4 pos : SV_Position, float3 nrm : NORMAL, float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = g_albedo.Sample(g_linear, uv) * g_color;
    if (c.a < g_cutoff)
        discard;
    float l = saturate(dot(normalize(nrm), -g_lightDir));
    return float4(c.rgb * (0.2 + 0.8 * l), c.a);
}
