// Texture-fill programs (tx_1_0): procedural textures as a tool would bake them.
float4 TxChecker(float2 uv : POSITION, float2 size : PSIZE) : COLOR
{
    float2 c = floor(uv * 8);
    float k = fmod(c.x + c.y, 2);
    return lerp(float4(0.2, 0.2, 0.2, 1), float4(0.9, 0.9, 0.8, 1), k);
}

float4 TxRadial(float2 uv : POSITION) : COLOR
{
    float2 d = uv - 0.5;
    float r = length(d) * 2;
    float a = atan2(d.y, d.x) / 6.2831853 + 0.5;
    return float4(saturate(1 - r), a, r * r, 1 - step(1, r));
}

float4 TxNormal(float3 uv : POSITION, float3 size : PSIZE) : COLOR
{
    float h0 = noise(uv * 16);
    float hx = noise((uv + float3(size.x, 0, 0)) * 16);
    float hy = noise((uv + float3(0, size.y, 0)) * 16);
    float3 n = normalize(float3(h0 - hx, h0 - hy, 0.25));
    return float4(n * 0.5 + 0.5, h0);
}

float4 TxCurve(float u : POSITION) : COLOR
{
    float g = pow(u, 1 / 2.2);
    float s = u * u * (3 - 2 * u);
    return float4(g, s, exp(-u * 4), log(1 + u));
}
