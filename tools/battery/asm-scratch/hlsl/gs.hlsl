// A point expanded into a camera-facing quad: four vertices emitted, one strip.
cbuffer Camera : register(b0)
{
    float4x4 g_viewProj;
    float3 g_right;
    float g_size;
    float3 g_up;
};
struct GSIn { float3 pos : POSITION; float4 col : COLOR0; };
struct GSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; float4 col : COLOR0; };

[maxvertexcount(4)]
void main(point GSIn p[1], inout TriangleStream<GSOut> s)
{
    const float2 corners[4] = { float2(-1, -1), float2(-1, 1), float2(1, -1), float2(1, 1) };
    [unroll] for (int k = 0; k < 4; k++)
    {
        GSOut o;
        float3 w = p[0].pos + (corners[k].x * g_right + corners[k].y * g_up) * g_size;
        o.pos = mul(float4(w, 1), g_viewProj);
        o.uv = corners[k] * 0.5 + 0.5;
        o.col = p[0].col;
        s.Append(o);
    }
    s.RestartStrip();
}
