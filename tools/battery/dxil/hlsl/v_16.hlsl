// 16-bit and denorm
#ifndef __HLSL_ENABLE_16_BIT
#define float16_t2 min16float2
#define int16_t min16int
#define uint16_t min16uint
#define asuint16(x) asuint((float)(x))
#endif
cbuffer H : register(b0) { half4 HV; float16_t2 F2; int16_t I16; uint16_t U16; half3x3 HM; float F; };
StructuredBuffer<half4> SH : register(t0);
RWStructuredBuffer<min16float4> SM : register(u0);
RWByteAddressBuffer Raw : register(u1);
Texture2D<half4> TH : register(t1);
SamplerState S : register(s0);

half4 PSHalf(half2 uv : TEXCOORD, min16int k : K, int16_t j : J) : SV_Target
{
    half4 a = TH.Sample(S, uv) * HV + SH[k] + (half)F;
    half3 m = mul(a.xyz, HM);
    a.xyz += m * F2.x + I16 * j + U16;
    a += (half)Raw.Load<half>(k * 2) + abs(a) + min(a, F2.yyyy) + sqrt(a) + frac(a) + (half)f16tof32(asuint16(a.x));
    return a;
}

[numthreads(32, 1, 1)]
void CSDenorm(uint id : SV_DispatchThreadID)
{
    float x = asfloat(Raw.Load(id * 4));
    float y = x * 1e-39 + sqrt(x) + exp(x) + log(x) + rsqrt(x) + min(x, 1e-38) + max(x, -1e-40);
    Raw.Store(id * 4, asuint(y));
    SM[id] = min16float4(y, x, y * x, 0);
}

float4 PSMin(min16float4 c : COLOR, min16uint k : K, min16int j : J) : SV_Target
{
    min16float4 r = c * (min16float)k + j;
    return r + (min16float)F;
}
