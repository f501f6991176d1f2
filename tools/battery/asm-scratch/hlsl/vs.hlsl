// A vertex transform: world-view-projection, a normal into world space, a texture coordinate passed on.
cbuffer PerObject : register(b0)
{
    float4x4 g_worldViewProj;
    float4x4 g_world;
    float4 g_tint;
};

struct VSIn { float3 pos : POSITION; float3 nrm : NORMAL; float2 uv : TEXCOORD0; };
struct VSOut { float4 pos : SV_Position; float3 nrm : NORMAL; float2 uv : TEXCOORD0; float4 col : COLOR0; };

VSOut main(VSIn i)
{
    VSOut o;
    o.pos = mul(float4(i.pos, 1.0), g_worldViewProj);
    o.nrm = normalize(mul(i.nrm, (float3x3)g_world));
    o.uv = i.uv * 0.5 + 0.25;
    o.col = g_tint * saturate(dot(o.nrm, float3(0.577, 0.577, -0.577)));
    return o;
}
