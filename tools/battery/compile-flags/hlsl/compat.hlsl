// Old-syntax programs for ENABLE_BACKWARDS_COMPATIBILITY (0x1000) under SM 4 and level 9 profiles
float4x4 WVP;
float4 Tint;
float Fade;
sampler2D S0;
sampler2D S1 : register(s3);
samplerCUBE SC;
struct VO { float4 p : POSITION; float4 c : COLOR0; float2 uv : TEXCOORD0; };
VO VSOld(float4 p : POSITION, float4 c : COLOR0, float2 uv : TEXCOORD0) { VO o; o.p = mul(p, WVP); o.c = c * Tint; o.uv = uv; return o; }
float4 PSOld(float4 c : COLOR0, float2 uv : TEXCOORD0) : COLOR0
{
    float4 a = tex2D(S0, uv), b = tex2Dbias(S1, float4(uv, 0, -1));
    return lerp(a, b, Fade) * c + texCUBE(SC, float3(uv, 1)) * Tint.w;
}
